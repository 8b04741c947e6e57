// Translation of the page's words. `createTranslator(lang)` makes one language's translator,
// `{ lang, dir, t, list, formatNumber }`: `t(key, params)` looks a key up in that language's
// catalog (English when a key or a language is missing), fills in `{name}` placeholders, and
// picks plural forms (`{one, other}`...) with Intl.PluralRules. Each mounted game holds its
// own, so two games in two languages share a page. English is always here; the other
// catalogs are loaded when a translator for them is first asked for (`loadTranslator`).
//
// `setLanguage`, `t`, `list`, `formatNumber` and `defaultTranslator` are one shared
// translator for code that has no game of its own (the update banner, tests).

import en from "./en.js";

/** @typedef {string | Partial<Record<Intl.LDMLPluralRule, string>>} Message */
/** @typedef {Record<string, Message>} Catalog */
/** @typedef {{ lang: string, dir: "ltr" | "rtl", t: (key: string, params?: Record<string, any>) => string,
 *   list: (items: string[]) => string, formatNumber: (value: number) => string }} Translator */

/** @type {Record<string, Catalog>} */
const catalogs = { en };

/** The catalogs that are loaded on demand, each its own file in the build. */
const LOADERS = {
  fr: () => import("./fr.js"),
  ar: () => import("./ar.js"),
  so: () => import("./so.js"),
};

const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur", "ps", "ckb", "dv", "yi"]);

/** Makes another language's catalog available. */
export function addCatalog(lang, catalog) {
  catalogs[lang] = catalog;
}

/** The languages that have a catalog, loaded or not. */
export function languages() {
  return [...new Set(["en", ...Object.keys(LOADERS), ...Object.keys(catalogs)])];
}

/** The language of `tag` that has a catalog: whole (`fr-CA`) or by its base (`fr`); else English. */
export function languageOf(tag) {
  const lower = String(tag).toLowerCase();
  const base = lower.split("-")[0];
  const all = languages();
  return all.includes(String(tag)) ? String(tag) : all.includes(lower) ? lower : all.includes(base) ? base : "en";
}

/** `"rtl"` or `"ltr"` for a language tag. @returns {"ltr" | "rtl"} */
export function direction(tag) {
  return RIGHT_TO_LEFT.has(String(tag).toLowerCase().split("-")[0]) ? "rtl" : "ltr";
}

/** The first of `tags` (the browser's languages, most preferred first) that has a catalog,
 * matched whole (`fr-CA`) or by its base (`fr`); English when none has. */
export function preferredLanguage(tags = globalThis.navigator?.languages ?? [globalThis.navigator?.language]) {
  const all = new Set(languages());
  for (const tag of Array.isArray(tags) ? tags : [tags]) {
    if (typeof tag !== "string" || tag === "") continue;
    const lower = tag.toLowerCase();
    if (all.has(lower)) return lower;
    const base = lower.split("-")[0];
    if (all.has(base)) return base;
  }
  return "en";
}

/** The translator of `tag`'s language, with the catalogs loaded so far (English when the
 * language's catalog is not loaded). @returns {Translator} */
export function createTranslator(tag = "en") {
  const wanted = languageOf(tag);
  const lang = catalogs[wanted] ? wanted : "en";
  const messages = catalogs[lang];
  const plurals = new Intl.PluralRules(lang);
  const numbers = numberFormat(lang);
  const lists = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });
  const formatNumber = (value) => (numbers ? numbers.format(value) : String(value));
  const display = (value) => (typeof value === "number" && Number.isFinite(value) ? formatNumber(value) : String(value));
  /** @param {string} key @param {Record<string, any>} [params] */
  const t = (key, params = {}) => {
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
  };
  return { lang, dir: direction(lang), t, list: (items) => lists.format(items), formatNumber };
}

/** The translator of `tag`'s language, its catalog loaded first. A catalog that cannot load
 * gives English. @returns {Promise<Translator>} */
export async function loadTranslator(tag = "en") {
  const lang = languageOf(tag);
  if (!catalogs[lang] && lang in LOADERS) {
    try {
      addCatalog(lang, (await LOADERS[/** @type {keyof typeof LOADERS} */ (lang)]()).default);
    } catch (error) {
      console.warn(`The ${lang} catalog did not load: ${error?.message ?? error}`);
    }
  }
  return createTranslator(lang);
}

/** Numbers as the language writes them: "1 234" in French. Arabic keeps Latin digits
 * (CLDR's default for `ar`, and what Tunisia and Algeria write), so that counts read the
 * same as the cell names and turn tokens (a1, c2-c3) written beside them. */
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

/** The text of `key` in the shared language. @param {string} key @param {Record<string, any>} [params] */
export function t(key, params = {}) {
  return shared.t(key, params);
}

/** A number in the shared language. */
export function formatNumber(value) {
  return shared.formatNumber(value);
}

/** A list in the shared language: "b3, c4 and d3". */
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
