// Translation of the page's words. `createTranslator(lang)` makes one language's translator,
// `{ lang, dir, t, list, formatNumber }`: `t(key, params)` looks a key up in that language's
// catalog (English when a key or a language is missing), fills in `{name}` placeholders, and
// picks plural forms (`{one, other}`...) with Intl.PluralRules. Each mounted game holds its
// own, so two games in two languages share a page. Each catalog, English's too, is two
// modules: the page's words, loaded when a translator for the language is first asked for
// (`loadTranslator`), and the words of the dialogs and the rules page (`<lang>-dialogs.js`),
// loaded when a dialog first opens (`loadDialogWords`). A reader downloads one language.
//
// `setLanguage`, `t`, `list`, `formatNumber` and `defaultTranslator` are one shared
// translator for code that has every catalog at hand (catalogs.js registers them: the tests).

/** @typedef {string | Partial<Record<Intl.LDMLPluralRule, string>>} Message */
/** @typedef {Record<string, Message>} Catalog */
/** A message's facts by name: each `{name}` placeholder shows its value (a number in the
 * language's digits), and `count` chooses a plural form. @typedef {Record<string, unknown>} Params */
/** @typedef {{ lang: string, dir: "ltr" | "rtl", t: (key: string, params?: Params) => string,
 *   list: (items: string[]) => string, formatNumber: (value: number) => string }} Translator */

import { matchTag, preferredOf } from "./tags.js";

/** The catalogs loaded so far. @type {Record<string, Catalog>} */
const catalogs = {};

/** The catalogs, each its own files in the build, loaded on demand: the page's words, and
 * the dialogs' and the rules page's; one for each of tags.js's CATALOG_LANGUAGES. */
export const LOADERS = {
  en: { page: () => import("./en.js"), dialogs: () => import("./en-dialogs.js") },
  fr: { page: () => import("./fr.js"), dialogs: () => import("./fr-dialogs.js") },
  ar: { page: () => import("./ar.js"), dialogs: () => import("./ar-dialogs.js") },
  so: { page: () => import("./so.js"), dialogs: () => import("./so-dialogs.js") },
};
/** The languages whose dialogs' words are loaded. @type {Set<string>} */
const withDialogs = new Set();

const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur", "ps", "ckb", "dv", "yi"]);

/** Makes another language's catalog available, or adds words to it. @param {string} lang @param {Catalog} catalog */
export function addCatalog(lang, catalog) {
  catalogs[lang] = { ...catalogs[lang], ...catalog };
}

/** The languages that have a catalog, loaded or not. */
export function languages() {
  return [...new Set([...Object.keys(LOADERS), ...Object.keys(catalogs)])];
}

/** The language of `tag` that has a catalog, or null. @param {unknown} tag */
const match = (tag) => matchTag(tag, languages());

/** The language of `tag` that has a catalog: whole (`fr-CA`) or by its base (`fr`); else English. @param {unknown} tag */
export function languageOf(tag) {
  return match(tag) ?? "en";
}

/** `"rtl"` or `"ltr"` for a language tag. @param {unknown} tag @returns {"ltr" | "rtl"} */
export function direction(tag) {
  return RIGHT_TO_LEFT.has(String(tag).toLowerCase().split("-")[0]) ? "rtl" : "ltr";
}

/** The first of `tags` (the browser's languages, most preferred first) that has a catalog,
 * matched whole (`fr-CA`) or by its base (`fr`); English when none has. */
export function preferredLanguage(tags = globalThis.navigator?.languages ?? [globalThis.navigator?.language]) {
  return preferredOf(tags, languages());
}

/** The translator of `tag`'s language (English for a language without a catalog). It reads
 * the catalogs as they are when it speaks: a key its language's catalog lacks, or that is not
 * loaded, comes from English if that is loaded, else the key itself. @returns {Translator} */
export function createTranslator(tag = "en") {
  const lang = languageOf(tag);
  // Each Intl object is made when first used: making one costs a phone some tens of
  // milliseconds of the first screen's time (its locale's data), and many texts need none.
  /** @type {Intl.PluralRules | undefined} */ let plurals;
  /** @type {Intl.NumberFormat | null | undefined} */ let numbers;
  /** @type {Intl.ListFormat | undefined} */ let lists;
  const formatNumber = (/** @type {number} */ value) => {
    // A whole number from 0 to 999, the most a screen shows (a step, a count, a puzzle's
    // number), is written alike in each catalog's language (Arabic keeps Latin digits,
    // below): no Intl object for it, the first of which costs a phone up to a tenth of a second.
    if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
    if (numbers === undefined) numbers = numberFormat(lang);
    return numbers ? numbers.format(value) : String(value);
  };
  const display = (/** @type {unknown} */ value) => (typeof value === "number" && Number.isFinite(value) ? formatNumber(value) : String(value));
  /** @param {string} key @param {Params} [params] */
  const t = (key, params = {}) => {
    const message = catalogs[lang]?.[key] ?? catalogs.en?.[key];
    if (message === undefined) return key;
    let text;
    if (typeof message === "string") {
      text = message;
    } else {
      const count = params.count;
      const form = typeof count === "number" ? (plurals ??= new Intl.PluralRules(lang)).select(count) : "other";
      text = message[form] ?? message.other ?? "";
    }
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? display(params[name]) : whole));
  };
  return { lang, dir: direction(lang), t, list: (/** @type {string[]} */ items) => (lists ??= new Intl.ListFormat(lang, { style: "long", type: "conjunction" })).format(items), formatNumber };
}

/** The translator of `tag`'s language, its catalog loaded first. When it cannot load (the
 * network gone before it was cached), English is loaded instead. @returns {Promise<Translator>} */
export async function loadTranslator(tag = "en") {
  const lang = languageOf(tag);
  for (const code of [lang, "en"]) {
    if (catalogs[code] || !(code in LOADERS)) break;
    try {
      addCatalog(code, (await LOADERS[/** @type {keyof typeof LOADERS} */ (code)].page()).default);
      break;
    } catch (error) {
      console.warn(`The ${code} catalog did not load: ${/** @type {Error | undefined} */ (error)?.message ?? error}`);
    }
  }
  return createTranslator(lang);
}

/** Loads the words of the dialogs and the rules page in `lang` (a language with a catalog),
 * once; a translator of that language has them as soon as this settles. @param {string} lang */
export async function loadDialogWords(lang) {
  if (withDialogs.has(lang) || !(lang in LOADERS)) return;
  addCatalog(lang, (await LOADERS[/** @type {keyof typeof LOADERS} */ (lang)].dialogs()).default);
  withDialogs.add(lang);
}

/** Numbers as the language writes them: "1 234" in French. Arabic keeps Latin digits
 * (CLDR's default for `ar`, and what Tunisia and Algeria write), so that counts read the
 * same as the cell names and turn tokens (a1, c2-c3) written beside them. @param {string} lang */
function numberFormat(lang) {
  try {
    return new Intl.NumberFormat(lang === "ar" ? "ar-u-nu-latn" : lang);
  } catch {
    return null;
  }
}

// ---- The shared translator ----

let shared = createTranslator("en");

/** Chooses the shared translator's language from a BCP 47 tag (`"so"`, `"fr-CA"`), among the
 * catalogs loaded; falls back to English. Returns the language and its writing direction. */
export function setLanguage(tag = "en") {
  shared = createTranslator(tag);
  return { lang: shared.lang, dir: shared.dir };
}

/** The shared translator's language. */
export function currentLanguage() {
  return shared.lang;
}

/** The text of `key` in the shared language. @param {string} key @param {Params} [params] */
export function t(key, params = {}) {
  return shared.t(key, params);
}

/** A number in the shared language. @param {number} value */
export function formatNumber(value) {
  return shared.formatNumber(value);
}

/** A list in the shared language: "b3, c4 and d3". @param {string[]} items */
export function list(items) {
  return shared.list(items);
}

/** The shared translator as a Translator, following setLanguage. @type {Translator} */
export const defaultTranslator = {
  get lang() {
    return shared.lang;
  },
  get dir() {
    return shared.dir;
  },
  t,
  list,
  formatNumber,
};
