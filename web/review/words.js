// The words of the game's review, loaded with it (web/review/review.js), so that the game's
// first visit does not carry them: they join the game's catalog of the same language, and the
// game's own translator then has them.

import { addCatalog, languageOf } from "../i18n/i18n.js";

const WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** Loads the review's words in `lang` (English too, for any word a language lacks).
 * @param {string} lang */
export async function loadReviewWords(lang) {
  const code = /** @type {keyof typeof WORDS} */ (languageOf(lang) in WORDS ? languageOf(lang) : "en");
  const [english, own] = await Promise.all([WORDS.en(), WORDS[code]()]);
  addCatalog("en", english.default);
  addCatalog(code, own.default);
}
