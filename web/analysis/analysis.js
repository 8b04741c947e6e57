// The analysis board, as a component: `mountAnalysis(root, options)` renders the board editor
// and the lines played out from it into `root`, and returns `{ destroy(), ready }` (`ready`
// resolves with the `lang` and `dir` it took once drawn). The page opens it from the game's
// menu (with the game's position), with `#analysis`, or with a link `#analysis=<record>`.

import { h, linkStylesheet } from "../shared/dom.js";
import { need } from "../shared/engine.js";
import { languageOf, preferredLanguage } from "../i18n/i18n.js";
import { engineFacts } from "../shared/engine-facts.js";
import { createAnalysisController } from "./analysis-controller.js";
import { createAnalysisEngine } from "./analysis-engine.js";
import { emptyDraft } from "./analysis-setup.js";
import { createAnalysisState } from "./analysis-state.js";
import { mountAnalysisBoard } from "./analysis-view.js";
import { loadAnalysisTranslator } from "./words.js";

/**
 * @typedef {object} AnalysisOptions
 * @property {string} [lang] the language (else the browser's)
 * @property {"light" | "dark" | "auto"} [theme] else the system's (the page gives the one chosen
 *   in the game's settings)
 * @property {{ record: string, turns?: number | null } | null} [from] a game's record and
 *   the turns of it to start after (null: all), to set up its position
 * @property {string | null} [link] a link's record (`#analysis=...`), checked by the engine
 * @property {string | null} [lines] the link's other lines (`&lines=...`), replayed by the engine
 * @property {() => void} [onExit] shows "Back to the game", which calls it
 * @property {(game: { record: string, opponent: "human" | "computer", level: number, human: "black" | "white" }) => void} [onPlay]
 *   "play from here": a new game from the record of the position shown
 */

/** The board's parts, wired: the engine's facts, the state, the engine's search, the
 * controller (the one writer of the state) and the view (which draws it), started where
 * `options` say. @param {HTMLElement} body @param {import("./analysis-games.js").GameClass} Reader
 * @param {import("../i18n/i18n.js").Translator} tr @param {AnalysisOptions} options */
function wire(body, Reader, tr, options) {
  const facts = engineFacts(() => Reader);
  const state = createAnalysisState(emptyDraft(5, facts.stonesOn(5)));
  /** @type {{ render(): void } | null} */
  let drawing = null;
  const ports = {
    Reader,
    facts,
    engine: createAnalysisEngine(),
    pageUrl: () => location.href.split("#")[0],
    copyText: (/** @type {string} */ text) => navigator.clipboard.writeText(text),
  };
  const controller = createAnalysisController(state, ports, () => drawing?.render());
  const view = mountAnalysisBoard(body, { state, controller, Reader, facts, tr, onPlay: options.onPlay });
  drawing = view;
  controller.begin({ link: options.link ?? null, lines: options.lines ?? null, from: options.from ?? null });
  return {
    destroy() {
      controller.destroy();
      view.destroy();
    },
  };
}

/** @param {Element} root @param {AnalysisOptions} [options]
 * @returns {{ destroy(): void, ready: Promise<{ lang: string, dir: string } | null> }} */
export function mountAnalysis(root, options = {}) {
  /** @type {{ destroy(): void } | null} */ let view = null;
  let destroyed = false;
  const container = h("div", { class: "seega-app seega-learn seega-analysis" });
  if (options.theme === "light" || options.theme === "dark") container.dataset.theme = options.theme;
  root.append(container);
  linkStylesheet(container, new URL("../learn/learn.css", import.meta.url).href, "seega-learn");
  linkStylesheet(container, new URL("./analysis.css", import.meta.url).href, "seega-analysis");
  // The engine that reads records: the board's links and records are records.
  const engine = need("reader");
  engine.catch(() => {});
  const ready = (async () => {
    const language = await loadAnalysisTranslator(languageOf(options.lang ?? preferredLanguage()));
    if (destroyed) return null;
    const { t } = language;
    container.setAttribute("lang", language.lang);
    container.setAttribute("dir", language.dir);
    const exit = options.onExit ? h("button", { type: "button", class: "menu-button analysis-exit", onclick: () => options.onExit?.() }, t("analysisBoard.backToGame")) : null;
    const body = h("main", { class: "learn-body" }, h("p", { class: "learn-loading" }, t("status.loading")));
    container.append(
      h(
        "header",
        { class: "app-bar" },
        h("h1", { class: "app-title" }, h("span", { class: "app-logo", "aria-hidden": "true" }), t("analysisBoard.heading")),
        h("nav", { class: "app-menu", "aria-label": t("analysisBoard.menu") }, exit),
      ),
      body,
    );
    /** @type {import("../shared/engine.js").Engines["reader"]} */ let Reader;
    try {
      Reader = await engine;
    } catch (error) {
      body.textContent = t("status.failed", { message: error instanceof Error ? error.message : String(error) });
      return { lang: language.lang, dir: language.dir };
    }
    if (destroyed) return null;
    body.replaceChildren();
    view = wire(body, Reader, language, options);
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
