// Runs in a page's head before its first paint (the build inlines it into index.html and
// embed.html): the first screen the build drew into the page (a new game, in English, in the
// system's theme; scripts/first-screen.mjs) is shown only to a visitor whose screen it will
// be. For anyone else (another language, a saved game or theme, options or a link in the
// address, the lesson) it keeps its place but is hidden, and the app draws theirs as soon as
// its words are there. The page also carries the lesson's first screen (`#learn`), drawn the
// same way and shown on that address only, to a reader whose screen it is (in English, no
// steps done, no theme chosen); elsewhere it takes no room.

import { CATALOG_LANGUAGES, matchTag, preferredOf } from "./i18n/tags.js";
import { readPrefs } from "./app/store.js";
import { LESSON_PROGRESS_KEY } from "./learn/lesson-state.js";

/** The page's saved preferences, as far as the first screen reads them (any field may be
 * missing or of another type). @typedef {{ lang?: unknown, theme?: unknown }} Prefs */

/** The visitor's language: the one chosen in the settings, else the browser's.
 * @param {Prefs} prefs */
function languageOf(prefs) {
  const chosen = typeof prefs.lang === "string" && prefs.lang !== "auto" ? matchTag(prefs.lang, CATALOG_LANGUAGES) : null;
  return chosen ?? preferredOf(navigator.languages ?? [navigator.language], CATALOG_LANGUAGES);
}

/** The page's saved preferences (none where it keeps no game, or storage throws).
 * @param {string | undefined} key @returns {Prefs} */
function prefsOf(key) {
  try {
    return key ? readPrefs(globalThis.localStorage, key) : {};
  } catch {
    return {};
  }
}

/** Whether the build's first screen is this visitor's. The page says where it keeps its game
 * (`data-storage` on this script); a page without one (the embed page) keeps none, and takes
 * its options from its address. */
function isTheirs() {
  if (location.hash) return false;
  const key = document.currentScript?.dataset.storage;
  if (!key && location.search) return false;
  let storage = null;
  try {
    storage = key ? globalThis.localStorage : null;
    if (key && storage && storage.getItem(key) !== null) return false;
  } catch {
    storage = null;
  }
  /** @type {Prefs} */
  const prefs = key ? readPrefs(storage, key) : {};
  if ((prefs.theme ?? "auto") !== "auto") return false;
  return languageOf(prefs) === "en";
}

/** Whether the lesson's screen the build drew (`#learn`) is this visitor's: no steps of the
 * lesson done (the lesson would open on another), the system's theme and English. */
function lessonIsTheirs() {
  const key = document.currentScript?.dataset.storage;
  try {
    if (globalThis.localStorage.getItem(LESSON_PROGRESS_KEY) !== null) return false;
  } catch {
    // No storage: no steps kept.
  }
  const prefs = prefsOf(key);
  return (prefs.theme ?? "auto") === "auto" && languageOf(prefs) === "en";
}

/** On the lesson or the puzzles (`#learn`, `#puzzles`), their modules, words, styles and the
 * engine are asked for at once, beside the page's own, rather than each after the module
 * that imports it (the build lists them: `data-learn`). */
function askForLearning() {
  const listed = document.currentScript?.dataset.learn;
  if (!listed || (location.hash !== "#learn" && location.hash !== "#puzzles")) return;
  /** The files the build lists: its modules, its stylesheets, the engine and each language's words.
   * @type {{ modules: string[], styles: string[], engine: string, words: Record<string, string[]> }} */
  const { modules, styles, engine, words } = JSON.parse(listed);
  const lang = languageOf(prefsOf(document.currentScript?.dataset.storage));
  /** @param {string} rel @param {string} href @param {string} [as] */
  const ask = (rel, href, as) => {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = `assets/${href}`;
    if (as) link.as = as;
    if (as === "fetch") link.crossOrigin = "anonymous";
    document.head.append(link);
  };
  const scripts = () => {
    for (const href of [...modules, ...(words[lang] ?? words.en)]) ask("modulepreload", href);
    ask("preload", engine, "fetch");
  };
  // The lesson's styles, as the stylesheet its module links (the same marker): on `#learn`
  // its first screen waits for them (`blocking="render"`); a browser that cannot hold its
  // first paint for a stylesheet so shows that screen once they have come.
  for (const href of styles) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = `assets/${href}`;
    link.dataset.seegaLearn = "";
    const html = document.documentElement;
    if (html.dataset.firstScreen === "lesson") {
      link.setAttribute("blocking", "render");
      if (!link.blocking?.supports?.("render")) {
        html.dataset.firstScreen = "lesson-hidden";
        link.addEventListener("load", () => {
          if (html.dataset.firstScreen === "lesson-hidden") html.dataset.firstScreen = "lesson";
        });
      }
    }
    document.head.append(link);
  }
  // Where the lesson's screen is drawn already, its scripts, words and engine are asked for
  // once it has painted: asked before, they share the network with its stylesheet and push
  // that paint later (Lighthouse's estimate counts every request made before it).
  if (document.documentElement.dataset.firstScreen === "lesson") requestAnimationFrame(() => setTimeout(scripts));
  else scripts();
}

// In a frame (the embed page as a guest), the game is drawn otherwise: the screen takes no
// room. Elsewhere it keeps its place, hidden, and the app draws the visitor's in it; on
// `#learn`, the lesson's screen takes the game's place (hidden if it is not the reader's).
const hasLesson = document.currentScript?.dataset.learn !== undefined;
if (window.parent !== window) document.documentElement.dataset.firstScreen = "none";
else if (hasLesson && location.hash === "#learn") document.documentElement.dataset.firstScreen = lessonIsTheirs() ? "lesson" : "lesson-hidden";
else if (!isTheirs()) document.documentElement.dataset.firstScreen = "hidden";
askForLearning();
