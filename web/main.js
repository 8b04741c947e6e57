// The page's entry point: mounts the game into the page's container, in the language of the
// reader's browser (or the one chosen in the settings), with any game a share link carries
// (`#record=...`); from its menu, or with `#learn` or `#puzzles`, the lesson and the puzzles;
// from its menu, or with `#analysis` or an analysis link (`#analysis=<record>`), the analysis
// board.
/// <reference path="./shared/globals.d.ts" />

import { mountGame } from "./app/app.js";
import { readShareFragment } from "./app/share.js";
import { DEFAULT_KEY, readPrefs } from "./app/store.js";
import { defaultStorage } from "./shared/storage.js";
import { preferredLanguage } from "./i18n/i18n.js";

/** @typedef {import("./routes.js").View} View */

const container = document.querySelector("[data-seega-app]") ?? document.body;
const shared = readShareFragment(location.hash);
if (shared) history.replaceState(null, "", location.pathname + location.search);

/** Mounts the game; when the player picks another language, mounts it again in that language
 * (the game was saved, so it goes on where it was). @param {boolean} first whether the page has
 * just opened (the share link's game is played then only) */
function mount(first) {
  const game = mountGame(container, {
    lang: preferredLanguage(),
    shared: first ? shared : null,
    // The page reads friend games' links (`#friend=...`), so it offers them.
    friendLinks: true,
    // A first visit loads the engine without the record reader, which comes when needed.
    recordsOnDemand: true,
    onLanguage: () => {
      game.destroy();
      app = mount(false);
      app.ready.then(() => /** @type {HTMLElement | null} */ (container.querySelector(".settings-button"))?.focus());
    },
    onLearn: () => learn("lesson"),
    printKit: true,
    onAnalyse: globalThis.SEEGA_SINGLE_FILE ? undefined : (from) => analyse({ from }),
  });
  adoptLanguage(game);
  return game;
}

/** The page takes the language and direction (Arabic is right to left) of what it mounted.
 * @param {View} mounted */
function adoptLanguage(mounted) {
  mounted.ready.then((language) => {
    if (!language) return;
    document.documentElement.lang = language.lang;
    document.documentElement.dir = language.dir;
  });
}

/** The language chosen in the settings, else the browser's. */
function chosenLanguage() {
  const { lang } = readPrefs(defaultStorage(), DEFAULT_KEY);
  return typeof lang === "string" && lang !== "auto" ? lang : preferredLanguage();
}

let leaving = false;

/** Leaves the game (it is saved) for the lesson or the puzzles, in the game's language;
 * "Back to the game" mounts the game again. Their code loads only then.
 * @param {"lesson" | "puzzles"} mode */
async function learn(mode) {
  if (leaving) return;
  leaving = true;
  const { mountLearn } = await import("./learn/learn.js");
  leaving = false;
  const lang = container.querySelector(".seega-app:not([data-first-screen])")?.getAttribute("lang") ?? chosenLanguage();
  app.destroy();
  // The game's first screen drawn into the page's HTML, hidden when the page opens on the
  // lesson or the puzzles, gives way to them. The lesson's, shown when the page opens on
  // `#learn`, stays until the lesson has drawn its own (away from the page meanwhile), which
  // then takes its place at once: nothing moves.
  const drawn = /** @type {HTMLElement | null} */ (container.querySelector(':scope > [data-first-screen="lesson"]'));
  const shown = mode === "lesson" && drawn && document.documentElement.dataset.firstScreen?.startsWith("lesson");
  for (const screen of container.querySelectorAll(":scope > [data-first-screen]")) if (!shown || screen !== drawn) screen.remove();
  const holder = shown ? document.createElement("div") : container;
  const view = mountLearn(holder, {
    mode,
    lang,
    // The theme the player chose in the game's settings.
    theme: readPrefs(defaultStorage(), DEFAULT_KEY).theme,
    analysis: !globalThis.SEEGA_SINGLE_FILE,
    onExit: () => {
      view.destroy();
      if (location.hash === "#learn" || location.hash === "#puzzles") history.replaceState(null, "", location.pathname + location.search);
      app = mount(false);
      app.ready.then(() => /** @type {HTMLElement | null} */ (container.querySelector(".learn-button"))?.focus());
    },
  });
  if (shown) view.ready.finally(() => drawn.replaceWith(...holder.childNodes));
  adoptLanguage(view);
  app = view;
}

/** Leaves the game for the analysis board (web/analysis/page.js), whose code loads only then.
 * @param {{ from?: { record: string, turns: number | null } }} [start] */
async function analyse(start = {}) {
  // The single file leaves the board out (docs/build.md, "The single file").
  if (leaving || globalThis.SEEGA_SINGLE_FILE) return;
  if (!globalThis.SEEGA_SINGLE_FILE) {
    leaving = true;
    const { openAnalysis } = await import("./analysis/page.js");
    leaving = false;
    openAnalysis(container, start, { current: () => app, mount: () => (app = mount(false)), adopt: (view) => (adoptLanguage(view), (app = view)), lang: chosenLanguage, theme: () => readPrefs(defaultStorage(), DEFAULT_KEY).theme ?? "auto" });
  }
}

// `#learn` and `#puzzles` open the lesson or the puzzles at once, without the game first;
// `#analysis` and an analysis link, the analysis board.
const opening = location.hash === "#learn" ? "lesson" : location.hash === "#puzzles" ? "puzzles" : null;
const analysing = !globalThis.SEEGA_SINGLE_FILE && location.hash.startsWith("#analysis");
// `#print…` (the printable kit), `#exhibit…` (a gallery's screen), `#tabletop` (two at a
// device lying flat): web/routes.js, loaded only then. The single file, opened from disk,
// has none: a kiosk, a table's layout and a kit whose code opens an address are the served
// site's (the build sets SEEGA_SINGLE_FILE there, and leaves the routes out).
const route = globalThis.SEEGA_SINGLE_FILE ? undefined : /^#(print|exhibit|tabletop)(&|$)/.exec(location.hash)?.[1];
/** @type {View} */
let app = opening || analysing || (route && route !== "tabletop") ? { destroy() {}, ready: Promise.resolve(null) } : mount(true);
if (opening) learn(opening);
else if (analysing) analyse();
if (route && !globalThis.SEEGA_SINGLE_FILE) import("./routes.js").then((m) => m.openRoute(container, route, chosenLanguage(), (view) => adoptLanguage((app = view))));
globalThis.addEventListener("hashchange", () => {
  if (readShareFragment(location.hash)) location.reload();
  else if (location.hash.startsWith("#analysis")) analyse();
});
export default app;
