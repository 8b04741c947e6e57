// Runs in the page's head before its first paint (the build inlines it into index.html): the
// first screen the build drew into the page (a new game, in English, in the system's theme;
// scripts/first-screen.mjs) is shown only to a visitor whose screen it will be. For anyone
// else (another language, a saved game or theme, a link to open, the lesson) it keeps its
// place but is hidden, and the app draws theirs as soon as its words are there.

import { CATALOG_LANGUAGES, matchTag, preferredOf } from "./i18n/tags.js";
import { DEFAULT_KEY, readPrefs } from "./app/store.js";

/** Whether the build's first screen is this visitor's. */
function isTheirs() {
  if (location.hash) return false;
  let storage = null;
  try {
    storage = globalThis.localStorage;
    if (storage?.getItem(DEFAULT_KEY) !== null && storage?.getItem(DEFAULT_KEY) !== undefined) return false;
  } catch {
    storage = null;
  }
  const prefs = readPrefs(storage, DEFAULT_KEY);
  if ((prefs.theme ?? "auto") !== "auto") return false;
  const chosen = typeof prefs.lang === "string" && prefs.lang !== "auto" ? matchTag(prefs.lang, CATALOG_LANGUAGES) : null;
  return (chosen ?? preferredOf(navigator.languages ?? [navigator.language], CATALOG_LANGUAGES)) === "en";
}

if (!isTheirs()) document.documentElement.dataset.firstScreen = "hidden";
