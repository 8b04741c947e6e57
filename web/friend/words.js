// The words of a game with a friend by link, loaded with it (web/friend/friend-box.js) or,
// when a friend's link opens the page, before its notice is drawn.

import { loadPartWords } from "../shared/part-words.js";

/** A friend game's words, one file for each of CATALOG_LANGUAGES (web/i18n/tags.js). */
export const FRIEND_WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** Loads the friend game's words in `lang` (English too). @param {string} lang */
export const loadFriendWords = (lang) => loadPartWords(FRIEND_WORDS, lang);
