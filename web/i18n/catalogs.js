// Registers every language's catalog with i18n.js, and finds the reader's language among
// them. Importing this module once (the app does) makes French, Arabic and Somali available
// to setLanguage(); English is always there.
//
// To add a language: copy en.js to <code>.js, translate its values (keep the keys and the
// {placeholders}; give plural objects the forms Intl.PluralRules has for the language), add
// "lang.<code>" (the language's own name for itself) to every catalog, and register it below.
// tests/unit/i18n.test.js checks the keys, placeholders and plural forms.

import ar from "./ar.js";
import fr from "./fr.js";
import { addCatalog, languages } from "./i18n.js";
import so from "./so.js";

addCatalog("fr", fr);
addCatalog("ar", ar);
addCatalog("so", so);

/** The first of `tags` (the browser's languages, most preferred first) that has a catalog,
 * matched whole (`fr-CA`) or by its base (`fr`); English when none has. */
export function preferredLanguage(tags = globalThis.navigator?.languages ?? [globalThis.navigator?.language]) {
  const known = new Set(languages());
  for (const tag of Array.isArray(tags) ? tags : [tags]) {
    if (typeof tag !== "string" || tag === "") continue;
    const lower = tag.toLowerCase();
    if (known.has(lower)) return lower;
    const base = lower.split("-")[0];
    if (known.has(base)) return base;
  }
  return "en";
}
