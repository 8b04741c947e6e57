// The words of the printable kit, loaded with it: the page's and the dialogs' words (the
// rules card names rules, presets and sources as the rules page does), then the kit's own
// file in words/, in one catalog.

import { addCatalog, createTranslator, loadDialogWords, loadTranslator } from "../i18n/i18n.js";

const WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** The kit's translator in the language of `tag` (one of the game's, else English).
 * @param {string} tag @returns {Promise<import("../i18n/i18n.js").Translator>} */
export async function loadPrintTranslator(tag) {
  const { lang } = await loadTranslator(tag);
  const code = /** @type {keyof typeof WORDS} */ (lang in WORDS ? lang : "en");
  const [, words] = await Promise.all([loadDialogWords(code), WORDS[code]()]);
  addCatalog(code, words.default);
  return createTranslator(code);
}
