// The words of a live game with a friend, loaded with its box (web/live/live-part.js).

import { loadPartWords } from "../shared/part-words.js";

/** A live game's words, one file for each of CATALOG_LANGUAGES (web/i18n/tags.js). */
export const LIVE_WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** Loads a live game's words in `lang` (English too). @param {string} lang */
export const loadLiveWords = (lang) => loadPartWords(LIVE_WORDS, lang);
