// The words of the lesson and the puzzles, loaded with them: each language's file in
// words/ joins that language's catalog of the game's words, so that `t` finds both (the
// lesson also uses the game's words: sides, presets, sources, the board's cells).

import { addCatalog } from "../i18n/i18n.js";

const GAME = {
  en: () => import("../i18n/en.js"),
  fr: () => import("../i18n/fr.js"),
  ar: () => import("../i18n/ar.js"),
  so: () => import("../i18n/so.js"),
};

const WORDS = {
  en: () => import("./words/en.js"),
  fr: () => import("./words/fr.js"),
  ar: () => import("./words/ar.js"),
  so: () => import("./words/so.js"),
};

/** Adds the lesson's words to the catalog of `lang` (a language of the game's, else English);
 * returns the language. @param {string} lang @returns {Promise<string>} */
export async function loadWords(lang) {
  const code = /** @type {keyof typeof WORDS} */ (lang in WORDS ? lang : "en");
  const [game, words] = await Promise.all([GAME[code](), WORDS[code]()]);
  addCatalog(code, { ...game.default, ...words.default });
  return code;
}
