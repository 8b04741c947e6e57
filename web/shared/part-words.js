// The words of a part of the game loaded when needed (the review, a friend game), so that a
// first visit does not carry them (and below, of a part that is a page of its own): each part's words join the game's catalog of the same
// language, with English for any word a language lacks, and the game's own translator then
// has them.

import { addCatalog, createTranslator, languageOf, loadDialogWords, loadTranslator } from "../i18n/i18n.js";

/** A part's words in each language, `en` among them: each loads a catalog module.
 * @typedef {Record<string, () => Promise<{ default: import("../i18n/i18n.js").Catalog }>>} WordLoaders */

/** Loads a part's words in `lang` from `loaders` (one per language, `en` among them).
 * @param {WordLoaders} loaders @param {string} lang */
export async function loadPartWords(loaders, lang) {
  const code = languageOf(lang) in loaders ? languageOf(lang) : "en";
  const [english, own] = await Promise.all([loaders.en(), loaders[code]()]);
  addCatalog("en", english.default);
  addCatalog(code, own.default);
}

/** A translator for a part that is a page of its own (the lesson, the analysis board, the
 * printable kit), in the language of `tag` (one of the game's, else English): the page's
 * words, the dialogs' (presets, rule options, sources, the engine's errors) and the part's
 * own from `loaders`, in one catalog.
 * @param {string} tag @param {WordLoaders} loaders @returns {Promise<import("../i18n/i18n.js").Translator>} */
export async function loadPageTranslator(tag, loaders) {
  const { lang } = await loadTranslator(tag);
  const code = lang in loaders ? lang : "en";
  const [, words] = await Promise.all([loadDialogWords(code), loaders[code]()]);
  addCatalog(code, words.default);
  return createTranslator(code);
}
