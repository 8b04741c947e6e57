// Every language's whole catalog, as a reader can meet it: the page's words (web/i18n/<lang>.js),
// the dialogs' (<lang>-dialogs.js) and the words of the parts loaded when needed (the lesson's
// and the puzzles', the review's, a friend game's: web/<part>/words/<lang>.js).
import { CATALOGS } from "../../web/i18n/catalogs.js";

/** The parts that bring their own words. */
export const PARTS = ["learn", "review", "friend"];

const partWords = async (part, lang) => (await import(`../../web/${part}/words/${lang}.js`)).default;

/** Each language's catalog with its parts' words. @type {Record<string, Record<string, string | Record<string, string>>>} */
export const WHOLE = Object.fromEntries(
  await Promise.all(
    Object.entries(CATALOGS).map(async ([lang, words]) => [lang, Object.assign({ ...words }, ...(await Promise.all(PARTS.map((part) => partWords(part, lang)))))]),
  ),
);

/** The texts of a message: a string, or each plural form. @returns {[string, string][]} [form, text] */
export const formsOf = (message) => (typeof message === "string" ? [["", message]] : Object.entries(message));

/** The {placeholders} of a message, each once. */
export const placeholdersOf = (message) => [...new Set(formsOf(message).flatMap(([, text]) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))];
