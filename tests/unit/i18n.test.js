// The catalogs: every language has exactly the keys of en.js, the same {placeholders}, plural
// forms its language has (always `other`); every key is used by the page's code and every
// t("...") in the code has an English text. Also the choice of language and its numbers.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";

import { CATALOGS as ALL, preferredLanguage } from "../../web/i18n/catalogs.js";
import { currentLanguage, direction, formatNumber, languages, setLanguage, t } from "../../web/i18n/i18n.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const web = join(root, "web");
// Each catalog whole: the page's words (<lang>.js) and the dialogs' (<lang>-dialogs.js), and
// the words of the parts loaded when needed (the lesson's and the puzzles', the review's, a
// friend game's, a live game's: web/<part>/words/<lang>.js), which join it when they load.
const PARTS = ["learn", "review", "friend", "live", "print", "analysis"];
const partWords = async (part, lang) => (await import(`../../web/${part}/words/${lang}.js`)).default;
const WHOLE = Object.fromEntries(
  await Promise.all(
    Object.entries(ALL).map(async ([lang, words]) => [lang, Object.assign({ ...words }, ...(await Promise.all(PARTS.map((part) => partWords(part, lang)))))]),
  ),
);
const { en, ...CATALOGS } = WHOLE;

/** The page's own modules: web/**\/*.js but the catalogs (the game's and the lesson's) and
 * the generated engine. */
function sourceFiles(dir = web) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(web, path).split("\\").join("/");
    if (rel === "pkg" || rel === "i18n" || PARTS.some((part) => rel === `${part}/words`)) continue;
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (name.endsWith(".js")) files.push(path);
  }
  return files;
}
const source = sourceFiles()
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** Keys the code builds from a value: each template as it is written in the source, and the
 * keys it can make. The test checks that each template is still in the source. */
const DYNAMIC = [
  ["`side.${side}`", /^side\.(black|white)$/],
  ["`colour.${otherSide(blocked)}`", /^colour\.(black|white)$/],
  ["`phase.${phase}`", /^phase\.\w+$/],
  ["`reason.${outcome.reason}`", /^reason\.\w+$/],
  ["`board.cell.${kind}`", /^board\.cell\.(empty|black|white)$/],
  ["`board.hint.${hint}`", /^board\.hint\.\w+$/],
  ["`error.${error.code}`", /^error\.\w+$/],
  ["`error.${error.code}.${error.reason}`", /^error\.\w+\.\w+$/],
  ["`preset.${p}`", /^preset\.\w+$/],
  ["`preset.${preset}.source`", /^preset\.\w+\.source$/],
  ["`level.${n}`", /^level\.\d$/],
  ["`level.${level.value}.about`", /^level\.\d\.about$/],
  ["`option.${name}`", /^option\.\w+$/],
  ["`option.${name}.${v}`", /^option\.\w+\.\w+$/],
  ["`option.${name}.help`", /^option\.\w+\.help$/],
  ["`lang.${code}`", /^lang\.[a-z]{2,3}$/],
  ["`degraded.${kind}`", /^degraded\.(worker|storage|engine|live)$/],
  ["`source.${id}.name`", /^source\.\w+\.name$/],
  ["`source.${id}.about`", /^source\.\w+\.about$/],
  ["`rules.movementStarter.${rules.movementStarter}`", /^rules\.movementStarter\.\w+$/],
  ["`analysis.class.${turn.class}`", /^analysis\.class\.\w+$/],
  ["`analysisBoard.brush.${value}`", /^analysisBoard\.brush\.[bw.]$/],
  ["`analysis.count.${c}`", /^analysis\.count\.\w+$/],
  ["`analysis.column.${key}`", /^analysis\.column\.\w+$/],
  ["`moves.mark.${mark}`", /^moves\.mark\.\w+$/],
  ["`rules.capture.${rules.capture}`", /^rules\.capture\.\w+$/],
  ["`rules.chain.${rules.chain}`", /^rules\.chain\.\w+$/],
  ["`rules.centerSafe.${rules.centerSafe}`", /^rules\.centerSafe\.(true|false)$/],
  ["`rules.blocked.${rules.blocked}`", /^rules\.blocked\.\w+$/],
  ["`rules.winBy.${rules.winBy}`", /^rules\.winBy\.\w+$/],
  ["`rules.source.movementStarter.${rules.movementStarter}`", /^rules\.source\.movementStarter\.\w+$/],
  ["`rules.source.capture.${rules.capture}`", /^rules\.source\.capture\.\w+$/],
  ["`rules.source.chain.${rules.chain}`", /^rules\.source\.chain\.\w+$/],
  ["`rules.source.centerSafe.${rules.centerSafe}`", /^rules\.source\.centerSafe\.(true|false)$/],
  ["`rules.source.blocked.${rules.blocked}`", /^rules\.source\.blocked\.\w+$/],
  ["`rules.source.winBy.${rules.winBy}`", /^rules\.source\.winBy\.\w+$/],
];

const placeholders = (message) => {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

describe("catalogs", () => {
  it("are all registered", () => {
    assert.deepEqual(languages().sort(), ["ar", "en", "fr", "so"]);
  });

  for (const [lang, catalog] of Object.entries(CATALOGS)) {
    it(`${lang} has every key of en.js and no other`, () => {
      const missing = Object.keys(en).filter((key) => !(key in catalog));
      const extra = Object.keys(catalog).filter((key) => !(key in en));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
    });

    it(`${lang} has the placeholders of en.js, key by key`, () => {
      for (const [key, message] of Object.entries(catalog)) {
        if (!(key in en)) continue;
        assert.deepEqual(placeholders(message), placeholders(en[key]), key);
      }
    });

    it(`${lang} gives plural objects the forms of its language, with "other"`, () => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(catalog)) {
        assert.ok(typeof message === "string" || (message && typeof message === "object"), key);
        if (typeof message === "string") {
          assert.notEqual(message.trim(), "", key);
          continue;
        }
        assert.ok("other" in message, `${key} has no "other" form`);
        for (const [form, text] of Object.entries(message)) {
          assert.ok(categories.includes(/** @type {any} */ (form)), `${key}: ${lang} has no plural form "${form}"`);
          assert.equal(typeof text, "string", `${key}.${form}`);
        }
      }
    });
  }

  it("Arabic joins no prefix to a side's name: \"لـ{side}\" would read \"لـالأسود\", not \"للأسود\"", () => {
    const web = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "web");
    const arabic = (dir) =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === "pkg" ? [] : arabic(path);
        return /^ar(-[a-z]+)?\.js$/.test(name) ? [path] : [];
      });
    const files = arabic(web);
    assert.ok(files.length >= 4, "the Arabic catalogs are found");
    for (const path of files) {
      const joined = readFileSync(path, "utf8").split("\n").filter((line) => /[لبك]ـ\{(?!count\})/.test(line));
      assert.deepEqual(joined, [], relative(web, path));
    }
  });

  it("en.js's plural objects have an \"other\" form", () => {
    for (const [key, message] of Object.entries(en)) {
      if (typeof message === "object") assert.ok("other" in message, key);
    }
  });

  it("each template of a built key is still in the source", () => {
    for (const [template] of DYNAMIC) assert.ok(source.includes(template), `${template} is no longer in web/`);
  });

  it("every key is used in web/**/*.js, by name or by a listed template", () => {
    const unused = Object.keys(en).filter(
      (key) => !source.includes(`"${key}"`) && !source.includes(`'${key}'`) && !source.includes(`\`${key}\``) && !DYNAMIC.some(([, pattern]) => pattern.test(key)),
    );
    assert.deepEqual(unused, []);
  });

  it("every t(\"...\") in web/**/*.js has an English text", () => {
    const keys = [...source.matchAll(/\bt\(\s*(["'`])([\w.]+)\1/g)].map((m) => m[2]);
    assert.ok(keys.length > 100, `only ${keys.length} t() calls found`);
    assert.deepEqual(keys.filter((key) => !(key in en)), []);
  });

  it("each language names itself in every catalog", () => {
    for (const catalog of [en, ...Object.values(CATALOGS)]) {
      for (const lang of languages()) assert.equal(catalog[`lang.${lang}`], en[`lang.${lang}`], lang);
    }
  });
});

describe("language", () => {
  it("follows the browser's first language that has a catalog", () => {
    assert.equal(preferredLanguage(["de-DE", "fr-CA", "en"]), "fr");
    assert.equal(preferredLanguage(["ar-EG"]), "ar");
    assert.equal(preferredLanguage(["so-SO", "ar"]), "so");
    assert.equal(preferredLanguage(["de", "it"]), "en");
    assert.equal(preferredLanguage([]), "en");
    assert.equal(preferredLanguage("FR"), "fr");
    assert.equal(preferredLanguage([null, undefined, ""]), "en");
  });

  it("sets the direction: Arabic right to left", () => {
    assert.deepEqual(setLanguage("ar-EG"), { lang: "ar", dir: "rtl" });
    assert.deepEqual(setLanguage("so"), { lang: "so", dir: "ltr" });
    assert.deepEqual(setLanguage("fr-BE"), { lang: "fr", dir: "ltr" });
    assert.equal(direction("ar"), "rtl");
    setLanguage("en");
  });

  it("writes numbers as the language does; Arabic with Latin digits", () => {
    setLanguage("fr");
    assert.equal(formatNumber(1234), "1\u202f234");
    assert.equal(t("info.noCapture", { count: 1234, limit: 5000 }), "1\u202f234 / 5\u202f000 tours sans prise");
    setLanguage("ar");
    assert.equal(formatNumber(1234), "1,234");
    assert.match(t("rules.board", { size: 7, stones: 24 }), /7 × 7.*24/);
    assert.doesNotMatch(t("rules.board", { size: 7, stones: 24 }), /[\u0660-\u0669]/);
    setLanguage("en");
    assert.equal(currentLanguage(), "en");
  });

  it("picks Arabic's plural forms by count", () => {
    setLanguage("ar");
    const forms = [1, 2, 3, 11, 100].map((count) => t("rules.noCaptureLimit", { count }));
    assert.equal(new Set(forms.map((text) => text.replace(/\d+/, "#"))).size, 5);
    assert.match(forms[1], /دورين/);
    setLanguage("so");
    assert.match(t("status.drop", { side: t("side.black"), count: 1 }), /ugu dambeeya/);
    assert.match(t("status.drop", { side: t("side.black"), count: 2 }), /laba dhagax/);
    setLanguage("en");
  });
});
