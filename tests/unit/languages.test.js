// One list of the languages (CATALOG_LANGUAGES, web/i18n/tags.js), and every place a
// language is listed held to it: the catalogs' loaders, the catalogs registered for tools and
// tests, the words of the lesson, the review, friend games and live games, each language's name in every
// dialogs file, and the files each of them loads.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { test } from "node:test";

import { CATALOGS } from "../../web/i18n/catalogs.js";
import { LOADERS } from "../../web/i18n/i18n.js";
import { CATALOG_LANGUAGES } from "../../web/i18n/tags.js";
import { FRIEND_WORDS } from "../../web/friend/words.js";
import { LIVE_WORDS } from "../../web/live/words.js";
import { WORDS as LEARN_WORDS } from "../../web/learn/words.js";
import { REVIEW_WORDS } from "../../web/review/words.js";
import { WORDS as ANALYSIS_WORDS } from "../../web/analysis/words.js";
import { WORDS as PRINT_WORDS } from "../../web/print/words.js";

const sorted = (list) => [...list].sort();
const languages = sorted(CATALOG_LANGUAGES);

test("every place that lists the languages lists CATALOG_LANGUAGES", () => {
  for (const [place, table] of Object.entries({ "web/i18n/i18n.js LOADERS": LOADERS, "web/i18n/catalogs.js": CATALOGS, "web/learn/words.js": LEARN_WORDS, "web/review/words.js": REVIEW_WORDS, "web/friend/words.js": FRIEND_WORDS, "web/live/words.js": LIVE_WORDS, "web/analysis/words.js": ANALYSIS_WORDS, "web/print/words.js": PRINT_WORDS })) {
    assert.deepEqual(sorted(Object.keys(table)), languages, place);
  }
});

test("each language has its files and loads them, and every catalog names every language", async () => {
  for (const lang of CATALOG_LANGUAGES) {
    for (const file of [`web/i18n/${lang}.js`, `web/i18n/${lang}-dialogs.js`, `web/learn/words/${lang}.js`, `web/review/words/${lang}.js`, `web/friend/words/${lang}.js`, `web/live/words/${lang}.js`, `web/analysis/words/${lang}.js`, `web/print/words/${lang}.js`]) {
      assert.ok(existsSync(new URL(`../../${file}`, import.meta.url)), file);
    }
    for (const load of [LOADERS[lang].page, LOADERS[lang].dialogs, LEARN_WORDS[lang], REVIEW_WORDS[lang], FRIEND_WORDS[lang], LIVE_WORDS[lang], ANALYSIS_WORDS[lang], PRINT_WORDS[lang]]) {
      assert.equal(typeof (await load()).default, "object");
    }
    for (const other of CATALOG_LANGUAGES) assert.equal(typeof CATALOGS[lang][`lang.${other}`], "string", `lang.${other} in ${lang}`);
  }
});
