// Learning to play, as a component: `mountLearn(root, options)` renders the lesson or the
// puzzles into `root` (an element or a shadow root) with a switch between the two, and returns
// `{ destroy(), ready }` (`ready` resolves with the `lang` and `dir` it took once drawn). The page opens it from the game's menu; a museum page can embed it alone
// (`mode="lesson"` or `mode="puzzles"` on <seega-game>, or in embed.html's query).

import { h, linkStylesheet, uid } from "../shared/dom.js";
import { need } from "../shared/engine.js";
import { defaultStorage } from "../shared/storage.js";
import { languageOf, preferredLanguage } from "../i18n/i18n.js";
import { mountLesson } from "./lesson-view.js";
import collection from "./puzzles.json";
import { mountPuzzles } from "./puzzles-view.js";
import { loadLearnTranslator } from "./words.js";

/** @typedef {"lesson" | "puzzles"} Mode */
/** @typedef {import("../i18n/i18n.js").Translator["t"]} Translate */

/** The collection written by `seega puzzles generate`. */
const PUZZLES = /** @type {import("./puzzle-book.js").Puzzle[]} */ (collection.puzzles);
/**
 * @typedef {object} LearnOptions
 * @property {Mode} [mode] what to show first: the lesson (default) or the puzzles
 * @property {string} [lang] the language (else the browser's)
 * @property {"light" | "dark" | "auto"} [theme] else the system's (the page gives the one chosen
 *   in the game's settings)
 * @property {string} [preset] the lesson's rules to begin with
 * @property {Record<string, unknown>} [rules] rule options over the preset (as mountGame takes them)
 * @property {string | null} [storageKey] null keeps no progress in the browser
 * @property {() => void} [onExit] shows "Back to the game", which calls it
 * @property {boolean} [analysis] each puzzle links to the analysis board on its position (the
 *   page's, `#analysis=`)
 * @property {Date} [today] the date of the puzzle of the day (tests)
 * @property {number} [headingLevel] as a guest on another page, the level of its title (1 to 6)
 * @property {string} [title] the title, in place of "Learn Seega"
 */

/** @param {Element | ShadowRoot} root @param {LearnOptions} [options]
 * @returns {{ destroy(): void, ready: Promise<{ lang: string, dir: string } | null> }} */
export function mountLearn(root, options = {}) {
  const storage = options.storageKey === null ? null : defaultStorage();
  /** @type {Mode} */
  let mode = options.mode === "puzzles" ? "puzzles" : "lesson";
  /** @type {{ destroy(): void } | null} */ let view = null;
  let destroyed = false;
  // As a guest on another page (`headingLevel` 1 to 6), one region titled at that level and
  // no landmark inside; as the page, a banner, a menu and the main landmark.
  const heading = options.headingLevel;
  const guest = typeof heading === "number";
  const level = typeof heading === "number" ? Math.min(6, Math.max(1, heading)) : 1;
  const titleId = uid("learn-title");
  const container = h("div", { class: "seega-app seega-learn", ...(guest && { role: "region", "aria-labelledby": titleId }) });
  if (options.theme === "light" || options.theme === "dark") container.dataset.theme = options.theme;
  root.append(container);
  linkStylesheet(container, new URL("./learn.css", import.meta.url).href, "seega-learn");

  // The engine is fetched at once, beside the words (the lesson's join the reader's catalog).
  const engine = need("rules");
  engine.catch(() => {});
  const ready = (async () => {
    // The lesson's own translator: the game's words and its own, in its language.
    const language = await loadLearnTranslator(languageOf(options.lang ?? preferredLanguage()));
    if (destroyed) return null;
    const { t, formatNumber } = language;
    container.setAttribute("lang", language.lang);
    container.setAttribute("dir", language.dir);
    const tab = (/** @type {Mode} */ name, /** @type {string} */ label) =>
      h("button", { type: "button", class: `menu-button learn-tab ${name}-tab`, "aria-pressed": String(name === mode), onclick: () => show(name) }, label);
    const tabs = { lesson: tab("lesson", t("learn.lesson")), puzzles: tab("puzzles", t("learn.puzzles")) };
    const exit = options.onExit
      ? h("button", { type: "button", class: "menu-button learn-exit", onclick: () => options.onExit?.() }, t("learn.backToGame"))
      : null;
    const body = h(guest ? "div" : "main", { class: "learn-body" }, h("p", { class: "learn-loading" }, t("status.loading")));
    container.append(
      h(
        guest ? "div" : "header",
        { class: "app-bar" },
        h(`h${level}`, { class: "app-title", id: titleId }, h("span", { class: "app-logo", "aria-hidden": "true" }), options.title ?? t("learn.heading")),
        h(guest ? "div" : "nav", { class: "app-menu", "aria-label": t("learn.menu"), ...(guest && { role: "group" }) }, tabs.lesson, tabs.puzzles, exit),
      ),
      body,
    );

    /** @param {Mode} next */
    function show(next) {
      if (destroyed) return;
      mode = next;
      for (const [name, button] of Object.entries(tabs)) button.setAttribute("aria-pressed", String(name === mode));
      // Before the engine, a tab chooses what opens when it arrives.
      if (!Game) return;
      view?.destroy();
      body.replaceChildren();
      view =
        mode === "lesson"
          ? mountLesson(body, { Game, preset: options.preset, rules: options.rules, storage, t, onDone: () => show("puzzles") })
          : mountPuzzles(body, { Game, puzzles: PUZZLES, storage, t, formatNumber, today: options.today, analysis: Boolean(options.analysis) });
    }

    /** @type {typeof import("../pkg/rules/seega.js").Game | null} */ let Game = null;
    try {
      Game = await engine;
    } catch (error) {
      body.textContent = t("status.failed", { message: /** @type {{ message?: unknown } | null | undefined} */ (error)?.message ?? String(error) });
      return { lang: language.lang, dir: language.dir };
    }
    if (!destroyed) show(mode);
    return { lang: language.lang, dir: language.dir };
  })();

  return {
    ready,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      view?.destroy();
      container.remove();
    },
  };
}
