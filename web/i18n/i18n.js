// Translation of the page's words: `t(key, params)` looks a key up in the catalog of the
// language in use (English when a key or a language is missing), fills in `{name}`
// placeholders, and picks plural forms (`{one, other}`...) with Intl.PluralRules.

import en from "./en.js";

/** @typedef {string | Partial<Record<Intl.LDMLPluralRule, string>>} Message */
/** @typedef {Record<string, Message>} Catalog */

/** @type {Record<string, Catalog>} */
const catalogs = { en };

const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur", "ps", "ckb", "dv", "yi"]);

let language = "en";
/** @type {Catalog} */
let messages = en;
let plurals = new Intl.PluralRules("en");

/** Makes another language's catalog available (French, Arabic, Somali... later). */
export function addCatalog(lang, catalog) {
  catalogs[lang] = catalog;
}

/** The languages that have a catalog. */
export function languages() {
  return Object.keys(catalogs);
}

/** Chooses the language of `t` from a BCP 47 tag (`"so"`, `"fr-CA"`); falls back to English.
 * Returns the language in use and its writing direction. */
export function setLanguage(tag = "en") {
  const base = String(tag).toLowerCase().split("-")[0];
  language = catalogs[tag] ? tag : catalogs[base] ? base : "en";
  messages = catalogs[language];
  plurals = new Intl.PluralRules(language);
  return { lang: language, dir: direction(language) };
}

/** `"rtl"` or `"ltr"` for a language tag. */
export function direction(tag) {
  return RIGHT_TO_LEFT.has(String(tag).toLowerCase().split("-")[0]) ? "rtl" : "ltr";
}

/** The language in use. */
export function currentLanguage() {
  return language;
}

/** The text of `key` with `params` filled in; `params.count` chooses a plural form. */
export function t(key, params = {}) {
  const message = messages[key] ?? en[key];
  if (message === undefined) return key;
  let text;
  if (typeof message === "string") {
    text = message;
  } else {
    const form = typeof params.count === "number" ? plurals.select(params.count) : "other";
    text = message[form] ?? message.other ?? "";
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? display(params[name]) : whole));
}

/** A number as the language in use writes it: "1 234" in French. Arabic keeps Latin digits
 * (CLDR's default for `ar`, and what Tunisia and Algeria write), so that counts read the
 * same as the cell names and turn tokens (a1, c2-c3) written beside them. */
export function formatNumber(value) {
  try {
    return new Intl.NumberFormat(language === "ar" ? "ar-u-nu-latn" : language).format(value);
  } catch {
    return String(value);
  }
}

function display(value) {
  return typeof value === "number" && Number.isFinite(value) ? formatNumber(value) : String(value);
}

/** A list in the words of the language in use: "b3, c4 and d3". */
export function list(items) {
  return new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(items);
}
