// The words of a part of the game loaded when needed (the review, a friend game), so that a
// first visit does not carry them: each part's words join the game's catalog of the same
// language, with English for any word a language lacks, and the game's own translator then
// has them.

import { addCatalog, languageOf } from "../i18n/i18n.js";

/** @typedef {Record<string, () => Promise<{ default: Record<string, any> }>>} WordLoaders */

/** Loads a part's words in `lang` from `loaders` (one per language, `en` among them).
 * @param {WordLoaders} loaders @param {string} lang */
export async function loadPartWords(loaders, lang) {
  const code = languageOf(lang) in loaders ? languageOf(lang) : "en";
  const [english, own] = await Promise.all([loaders.en(), loaders[code]()]);
  addCatalog("en", english.default);
  addCatalog(code, own.default);
}
