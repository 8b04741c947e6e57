// Translators per game: each speaks its own language, whatever another one on the page does,
// and a catalog is loaded only when a translator for its language is asked for.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createTranslator, loadTranslator } from "../../web/i18n/i18n.js";

test("two translators in two languages speak at once, each its own", async () => {
  const french = await loadTranslator("fr-CA");
  const arabic = await loadTranslator("ar");
  assert.deepEqual([french.lang, french.dir, arabic.lang, arabic.dir], ["fr", "ltr", "ar", "rtl"]);
  assert.equal(french.t("side.black"), "Noir");
  assert.notEqual(arabic.t("side.black"), "Noir");
  assert.equal(french.t("side.black"), "Noir", "the Arabic one changed nothing");
  assert.equal(french.formatNumber(1234), "1\u202f234");
  assert.equal(arabic.formatNumber(1234), "1,234");
  assert.equal(french.list(["b3", "c4"]), "b3 et c4");
});

test("each language writes the numbers a screen shows as Intl would, with or without it", async () => {
  for (const lang of ["en", "fr", "ar", "so"]) {
    const { formatNumber } = await loadTranslator(lang);
    const intl = new Intl.NumberFormat(lang === "ar" ? "ar-u-nu-latn" : lang);
    for (const n of [0, 1, 7, 12, 77, 100, 999, 1000, 1234, 2.5, -3]) assert.equal(formatNumber(n), intl.format(n), `${lang} ${n}`);
  }
});

test("a language without a catalog speaks English; a missing key is itself", async () => {
  const english = await loadTranslator("en");
  const german = createTranslator("de");
  assert.equal(german.lang, "en");
  assert.equal(german.t("side.white"), english.t("side.white"));
  assert.equal(english.t("no.such.key"), "no.such.key");
});

/** The words of a record's, a notation's, a set-up's or the rules' error: shown in the record
 * dialog, or at the start in a notice, which web/app/app.js draws once the dialogs' words
 * have loaded. */
const ENGINE_REASONS = /^error\.(record|parse\.|setup\.|rules\.)/;

test("the words the page shows before any dialog opens are in <lang>.js, not in <lang>-dialogs.js", async () => {
  const { readFileSync, readdirSync } = await import("node:fs");
  const web = new URL("../../web/", import.meta.url);
  // The dialogs and the rules page are web/app/dialogs/ (but the loader, dialogs.js); every
  // other module of the app, the element, the board and the shared layer is the page's.
  const page = ["app", "embed", "offline", "board", "shared"]
    .flatMap((dir) => readdirSync(new URL(dir, web)).filter((f) => f.endsWith(".js")).map((f) => `${dir}/${f}`))
    .concat(["main.js", "app/dialogs/dialogs.js"])
    .map((file) => readFileSync(new URL(file, web), "utf8"))
    .join("\n");
  // Keys the page builds from a value: the prefix of each template in its modules.
  const built = [...page.matchAll(/t\(`([\w.]+)\.\$\{/g)].map((m) => `${m[1]}.`);
  assert.ok(built.includes("side."), "the templates are found");
  for (const lang of ["en", "fr", "ar", "so"]) {
    const dialogs = (await import(`../../web/i18n/${lang}-dialogs.js`)).default;
    const misplaced = Object.keys(dialogs).filter(
      (key) => !ENGINE_REASONS.test(key) && (page.includes(`"${key}"`) || built.some((prefix) => key.startsWith(prefix))),
    );
    assert.deepEqual(misplaced, [], lang);
  }
});
