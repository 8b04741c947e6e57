// The words of a game with a friend by link, loaded with it (web/friend/friend-box.js) or,
// when a friend's link opens the page, before its notice is drawn.

import { loadPartWords } from "../shared/part-words.js";

/** Loads the friend game's words in `lang` (English too). @param {string} lang */
export const loadFriendWords = (lang) =>
  loadPartWords(
    {
      en: () => import("./words/en.js"),
      fr: () => import("./words/fr.js"),
      ar: () => import("./words/ar.js"),
      so: () => import("./words/so.js"),
    },
    lang,
  );
