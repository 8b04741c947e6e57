// The historic sources are cited by name, never by a bare number: a player does not know what
// "003" is, but finds "Games-site summary (003)" in the rules dialog's list of sources. Each
// language cites them by the names of that list (its `source.<id>.name`, without the number or
// year in brackets), and cites the same sources in each text as English does.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { formsOf, WHOLE } from "./whole-catalogs.js";

/** The sources of the rules dialog's list: the five source texts by number, and two more. */
const NUMBERED = ["000", "001", "002", "003", "004"];
const SOURCES = [...NUMBERED, "lane", "ludii"];

/** The texts whose words cite sources. */
const CITING = /^(option\.\w+\.help|preset\.\w+\.source|rules\.source\.[\w.]+|history\.\d+)$/;

/** A source's name in a language, as cited: its list name without the bracket after it. */
const shortName = (catalog, id) => String(catalog[`source.${id}.name`]).replace(/\s*\([^)]*\)$/, "");

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The sources a text cites by name: each name as a whole word (after Arabic's joined "و",
 * "ب" or "ف" at most), whatever its case. */
function cited(catalog, text) {
  const found = SOURCES.filter((id) => new RegExp(`(?<!\\p{L})[وبف]?${escape(shortName(catalog, id))}(?!\\p{L})`, "iu").test(text));
  return found.sort();
}

const textOf = (message) => formsOf(message).map(([, text]) => text).join("\n");

describe("sources in the catalogs", () => {
  it("every language has English's keys for the sources and the texts that cite them", () => {
    const keys = (catalog) => Object.keys(catalog).filter((key) => key.startsWith("source.") || CITING.test(key)).sort();
    const english = keys(WHOLE.en);
    assert.ok(english.length >= 40, `only ${english.length} keys`);
    for (const [lang, catalog] of Object.entries(WHOLE)) assert.deepEqual(keys(catalog), english, lang);
  });

  for (const [lang, catalog] of Object.entries(WHOLE)) {
    it(`${lang}: no text cites a source by a bare number`, () => {
      const bare = [];
      for (const [key, message] of Object.entries(catalog)) {
        const text = textOf(message);
        for (const match of text.matchAll(/(?<![\d.,])00[0-4](?!\d)/g)) {
          const before = text.slice(0, match.index).toLowerCase();
          const name = shortName(catalog, match[0]).toLowerCase();
          if (!before.endsWith(`${name} (`)) bare.push(`${key}: …${text.slice(Math.max(0, match.index - 30), match.index + 5)}`);
        }
      }
      assert.deepEqual(bare, []);
    });

    it(`${lang}: each source has a name of its own, and the list keeps its number beside it`, () => {
      const names = SOURCES.map((id) => shortName(catalog, id).toLowerCase());
      assert.equal(new Set(names).size, names.length, names.join(", "));
      for (const id of NUMBERED) assert.match(catalog[`source.${id}.name`], new RegExp(`\\(${id}\\)$`), id);
      for (const a of names) for (const b of names) if (a !== b) assert.ok(!b.includes(a), `"${a}" is part of "${b}"`);
    });
  }

  it("the rule options' help and the presets cite sources by name", () => {
    for (const [key, message] of Object.entries(WHOLE.en)) {
      if (!/^(option\.\w+\.help|preset\.\w+\.source)$/.test(key) || key === "preset.custom.source") continue;
      assert.notDeepEqual(cited(WHOLE.en, textOf(message)), [], key);
    }
  });

  for (const [lang, catalog] of Object.entries(WHOLE)) {
    if (lang === "en") continue;
    it(`${lang} cites the same sources as English, text by text`, () => {
      const differ = [];
      for (const [key, message] of Object.entries(WHOLE.en)) {
        if (!(key in catalog)) continue;
        const english = cited(WHOLE.en, textOf(message));
        const theirs = cited(catalog, textOf(catalog[key]));
        if (english.join() !== theirs.join()) differ.push(`${key}: ${theirs.join(", ") || "none"}, not ${english.join(", ") || "none"}`);
      }
      assert.deepEqual(differ, []);
    });
  }
});
