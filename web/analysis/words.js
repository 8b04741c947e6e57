// The analysis board's words, loaded with it: the reader's language's page words and dialog
// words (the board editor names presets and rule options, and says the engine's errors, as
// the new-game dialog does), then the board's own file in words/, all in one catalog.

import { addCatalog, createTranslator, loadDialogWords, loadTranslator } from "../i18n/i18n.js";

const WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** The analysis board's translator in the language of `tag` (a language of the game's, else
 * English). @param {string} tag @returns {Promise<import("../i18n/i18n.js").Translator>} */
export async function loadAnalysisTranslator(tag) {
  const { lang } = await loadTranslator(tag);
  const code = /** @type {keyof typeof WORDS} */ (lang in WORDS ? lang : "en");
  const [, words] = await Promise.all([loadDialogWords(code), WORDS[code]()]);
  addCatalog(code, words.default);
  return createTranslator(code);
}
