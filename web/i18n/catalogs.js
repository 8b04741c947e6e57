// Registers every language's catalog with i18n.js at once, English's included, each with the
// words of its dialogs and rules page, for code that wants every language without waiting
// (the tests, tools), and gives them whole as CATALOGS. The page does not import this: its
// games load what they need with loadTranslator() and loadDialogWords().
//
// To add a language: copy en.js and en-dialogs.js to <code>.js and <code>-dialogs.js,
// translate their values (keep the keys and the {placeholders}; give plural objects the forms
// Intl.PluralRules has for the language), add "lang.<code>" (the language's own name for
// itself) to every dialogs file, list its loaders in i18n.js's LOADERS, and register it below.
// tests/unit/i18n.test.js checks the keys, placeholders and plural forms.

import arDialogs from "./ar-dialogs.js";
import ar from "./ar.js";
import enDialogs from "./en-dialogs.js";
import en from "./en.js";
import frDialogs from "./fr-dialogs.js";
import fr from "./fr.js";
import { addCatalog } from "./i18n.js";
import soDialogs from "./so-dialogs.js";
import so from "./so.js";

export { preferredLanguage } from "./i18n.js";

/** Every language's whole catalog: the page's words and the dialogs'. */
export const CATALOGS = {
  en: { ...en, ...enDialogs },
  fr: { ...fr, ...frDialogs },
  ar: { ...ar, ...arDialogs },
  so: { ...so, ...soDialogs },
};

for (const [lang, catalog] of Object.entries(CATALOGS)) addCatalog(lang, catalog);
