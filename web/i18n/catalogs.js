// Registers every language's catalog with i18n.js at once, English's included, each with the
// words of its dialogs and rules page, for code that wants every language without waiting
// (the tests, tools), and gives them whole as CATALOGS. The page does not import this: its
// games load what they need with loadTranslator() and loadDialogWords().
//
// To add a language: docs/languages.md ("Adding a language") lists every place, this one
// among them; tests/unit/languages.test.js holds each to the one list (tags.js).
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
