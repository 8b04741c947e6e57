// The words of the game's review, loaded with it (web/review/review.js), so that the game's
// first visit does not carry them.

import { loadPartWords } from "../shared/part-words.js";

/** The review's words, one file for each of CATALOG_LANGUAGES (web/i18n/tags.js). */
export const REVIEW_WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** Loads the review's words in `lang` (English too, for any word a language lacks).
 * @param {string} lang */
export const loadReviewWords = (lang) => loadPartWords(REVIEW_WORDS, lang);
