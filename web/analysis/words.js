// The analysis board's words, loaded with it: the reader's language's page words and dialog
// words (the board editor names presets and rule options, and says the engine's errors, as
// the new-game dialog does), then the board's own file in words/, all in one catalog.

import { loadPageTranslator } from "../shared/part-words.js";

/** The analysis board's words, one file for each of CATALOG_LANGUAGES (web/i18n/tags.js). */
export const WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** The analysis board's translator in the language of `tag` (a language of the game's, else
 * English). @param {string} tag @returns {Promise<import("../i18n/i18n.js").Translator>} */
export const loadAnalysisTranslator = (tag) => loadPageTranslator(tag, WORDS);
