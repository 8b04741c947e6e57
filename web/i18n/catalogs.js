// Registers every language's catalog with i18n.js at once, English's included, for code that
// wants every language without waiting (the tests, tools). The page does not import this: its
// games load the catalog they need with loadTranslator().
//
// To add a language: copy en.js to <code>.js, translate its values (keep the keys and the
// {placeholders}; give plural objects the forms Intl.PluralRules has for the language), add
// "lang.<code>" (the language's own name for itself) to every catalog, list its loader in
// i18n.js's LOADERS, and register it below. tests/unit/i18n.test.js checks the keys,
// placeholders and plural forms.

import ar from "./ar.js";
import en from "./en.js";
import fr from "./fr.js";
import { addCatalog } from "./i18n.js";
import so from "./so.js";

export { preferredLanguage } from "./i18n.js";

addCatalog("en", en);
addCatalog("fr", fr);
addCatalog("ar", ar);
addCatalog("so", so);
