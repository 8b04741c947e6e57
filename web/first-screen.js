// Runs in a page's head before its first paint (the build inlines it into index.html and
// embed.html): the first screen the build drew into the page (a new game, in English, in the
// system's theme; scripts/first-screen.mjs) is shown only to a visitor whose screen it will
// be. For anyone else (another language, a saved game or theme, options or a link in the
// address, the lesson) it keeps its place but is hidden, and the app draws theirs as soon as
// its words are there.

import { CATALOG_LANGUAGES, matchTag, preferredOf } from "./i18n/tags.js";
import { readPrefs } from "./app/store.js";

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
  const prefs = key ? readPrefs(storage, key) : {};
  if ((prefs.theme ?? "auto") !== "auto") return false;
  const chosen = typeof prefs.lang === "string" && prefs.lang !== "auto" ? matchTag(prefs.lang, CATALOG_LANGUAGES) : null;
  return (chosen ?? preferredOf(navigator.languages ?? [navigator.language], CATALOG_LANGUAGES)) === "en";
}

// In a frame (the embed page as a guest), the game is drawn otherwise: the screen takes no
// room. Elsewhere it keeps its place, hidden, and the app draws the visitor's in it.
if (window.parent !== window) document.documentElement.dataset.firstScreen = "none";
else if (!isTheirs()) document.documentElement.dataset.firstScreen = "hidden";
