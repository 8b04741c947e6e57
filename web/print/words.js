// The words of the printable kit, loaded with it: the page's and the dialogs' words (the
// rules card names rules, presets and sources as the rules page does), then the kit's own
// file in words/, in one catalog.

import { loadPageTranslator } from "../shared/part-words.js";

/** The kit's words, one file for each of CATALOG_LANGUAGES (web/i18n/tags.js). */
export const WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** The kit's translator in the language of `tag` (one of the game's, else English).
 * @param {string} tag @returns {Promise<import("../i18n/i18n.js").Translator>} */
export const loadPrintTranslator = (tag) => loadPageTranslator(tag, WORDS);
