// The words of the lesson and the puzzles, loaded with them: the reader's language's page
// words and dialog words (the lesson names presets and sources, as the rules page does), then
// the lesson's own file in words/, all in one catalog, and a translator over it.

import { loadPageTranslator } from "../shared/part-words.js";

/** The lesson's words, one file for each of CATALOG_LANGUAGES (web/i18n/tags.js). */
export const WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** The translator of the lesson in the language of `tag` (a language of the game's, else
 * English). @param {string} tag @returns {Promise<import("../i18n/i18n.js").Translator>} */
export const loadLearnTranslator = (tag) => loadPageTranslator(tag, WORDS);
