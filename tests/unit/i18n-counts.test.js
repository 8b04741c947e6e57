// Numbers in the catalogs' words agree with what they count, in every language: a text that
// shows a count of stones, turns, captures or mistakes takes it as {count} in an object of plural
// forms, which i18n.js chooses by `count` with Intl.PluralRules (English one/other; French
// one (0, 1 and fractions below 2)/other; Arabic zero, one, two (the dual), few (3-10), many
// (11-99) and other (100 and more, fractions)). So "Gives away 1 stones" and Arabic "يخسر 2 حجر"
// cannot come back.
//
// Each {placeholder} in the catalogs is either not a count (a name, a cell, a message; or a number
// that names rather than counts: a turn's number, "step 3 of 8", a line and a column, a level, a
// board's size "5 × 5", a percentage) or one of these:
// - COUNT: a count with the thing it counts beside it. It must be {count} in a plural object
//   with every form the language uses for whole numbers.
// - FIXED: a count whose every value is known (a side's stones, 12, 24 or 40; a row's cells, 5,
//   7 or 9). A plain string is enough when the language gives all the values one plural form.
// - BARE: a count shown without a word after it to agree with ("this step asks for {goal}.";
//   Arabic's "{count} من {limit}", "12 out of 50").
// - OUT_OF: the {limit} of "{count} / {limit} turns", a setting (50 by default) read "out of",
//   whose noun is in the plural in every language.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { addCatalog, createTranslator } from "../../web/i18n/i18n.js";
import { formsOf, placeholdersOf, WHOLE } from "./whole-catalogs.js";

/** Placeholders that are not counts, by name. */
const NOT_COUNTS = new Set([
  // words: names, cells, turns in the notation, messages, lists
  ...["side", "blocked", "otherColour", "first", "second", "phase", "reason", "message", "cause", "action", "token", "cell", "what", "hint"],
  ...["name", "date", "played", "begun", "whose", "base", "language", "preset", "source", "firstCells", "secondCells", "tag", "last", "result"],
  ...["claimed", "actual", "text", "found", "option", "title", "move", "list", "accuracy", "best", "turns", "value"],
  // numbers that name: a turn's number ("turn 12") or a turn, a step or a puzzle of so many, a
  // position of so many, a line, column, row or index, a level, a game's number, a board's size
  ...["turn", "n", "total", "done", "line", "column", "rank", "index", "level", "number", "size", "rules", "board"],
  // the last file letter and rank number of the board a cell was read for
  ...["lastFile", "lastRank"],
]);

/** Placeholders that are counts, by name (their key may say otherwise below). */
const COUNTS = new Set(["count", "stones", "cells", "width", "goal", "limit", "horizon"]);

/** The stones of a side on each board (5 × 5, 7 × 7, 9 × 9) and the cells of a row. */
const STONES_EACH = [5, 7, 9].map((size) => (size * size - 1) / 2);
const ROW_CELLS = [5, 7, 9];

/** Counts that are FIXED or BARE, or not counts at all, in one key. */
const BY_KEY = {
  "newGame.sizeValue": { stones: STONES_EACH },
  "rules.board": { stones: STONES_EACH },
  "error.parse.rankLength": { width: ROW_CELLS, cells: "bare" },
  "info.noCapture": { count: "bare", limit: "outOf" },
  "learn.miss.fewer": { goal: "bare" },
  // the engine's horizon of a forced capture, 8 turns (docs/rules.md, "Counting by agreement")
  "count.refusedOpen": { horizon: [8] },
  "puzzle.miss.capture": { goal: "bare" },
  // "{what}, takes {cells}": the cells' names
  "announce.takes": { cells: "words" },
  // "{side} takes the stones on {cells}": the cells' names, the count choosing the noun
  "analysisBoard.taken": { cells: "words" },
};

/** The plural forms a language uses for counts of things: those of the whole numbers 0-1000. */
const formsFor = (lang) => {
  const rules = new Intl.PluralRules(lang);
  return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
};

/** The word after {count} in a text, without its punctuation, or null. */
const wordAfterCount = (text) => text.match(/\{count\}\s*([^\s.,:;؛،()]+)/u)?.[1] ?? null;
const TANWEEN_FATH = "\u064B";

for (const [lang, catalog] of Object.entries(WHOLE)) addCatalog(lang, catalog);

describe("counts in the catalogs", () => {
  it("every placeholder is known as a count or not", () => {
    const unknown = new Set();
    for (const catalog of Object.values(WHOLE)) {
      for (const message of Object.values(catalog)) {
        for (const name of placeholdersOf(message)) if (!NOT_COUNTS.has(name) && !COUNTS.has(name)) unknown.add(name);
      }
    }
    assert.deepEqual([...unknown], [], "say in this test whether each is a count");
  });

  for (const [lang, catalog] of Object.entries(WHOLE)) {
    const forms = formsFor(lang);
    const rules = new Intl.PluralRules(lang);

    it(`${lang}: a count shown with what it counts is {count}, in the plural forms ${forms.join(", ")}`, () => {
      const wrong = [];
      for (const [key, message] of Object.entries(catalog)) {
        for (const name of placeholdersOf(message).filter((p) => COUNTS.has(p))) {
          const kind = BY_KEY[key]?.[name] ?? "count";
          if (kind === "bare") {
            const after = formsOf(message).map(([, text]) => text.split(`{${name}}`)[1] ?? "");
            if (after.some((text) => /^\s*\p{L}/u.test(text) && !/^\s*من\s/u.test(text))) wrong.push(`${key}: {${name}} is followed by a word: a count beside its noun is {count}`);
            continue;
          }
          if (kind === "outOf" || kind === "words") continue;
          if (Array.isArray(kind)) {
            const one = new Set(kind.map((n) => rules.select(n)));
            if (typeof message === "string" && one.size > 1) wrong.push(`${key}: {${name}} (${kind.join(", ")}) takes ${[...one].join(" and ")} forms in ${lang}`);
            continue;
          }
          if (name !== "count") wrong.push(`${key}: {${name}} is a count: write it {count}`);
          else if (typeof message === "string") wrong.push(`${key}: {count} in a plain string`);
          else {
            const missing = forms.filter((form) => !(form in message));
            if (missing.length) wrong.push(`${key}: no ${missing.join(", ")} form`);
          }
        }
      }
      assert.deepEqual(wrong, []);
    });
  }

  it("Arabic says one and two with the noun, not a digit, and puts 11-99's noun in the accusative, the rest's in the genitive", () => {
    const wrong = [];
    for (const [key, message] of Object.entries(WHOLE.ar)) {
      if (typeof message === "string" || BY_KEY[key]?.count === "bare") continue;
      for (const [form, text] of formsOf(message)) {
        const noun = wordAfterCount(text);
        if ((form === "one" || form === "two") && text.includes("{count}")) wrong.push(`${key}.${form}: ${text}`);
        if (form === "many" && noun && !noun.includes(TANWEEN_FATH)) wrong.push(`${key}.many, not accusative: ${text}`);
        if ((form === "other" || form === "zero") && noun?.includes(TANWEEN_FATH)) wrong.push(`${key}.${form}, not genitive: ${text}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it("a record's comment and the review's words agree with the count", () => {
    const say = (lang, key, count, params = {}) => createTranslator(lang).t(key, { ...params, count });
    assert.equal(say("en", "analysis.comment.loss", 1), "Gives away 1 stone.");
    assert.equal(say("en", "analysis.comment.loss", 2), "Gives away 2 stones.");
    assert.equal(say("en", "analysis.comment.loss", 1.5), "Gives away 1.5 stones.");
    assert.equal(say("fr", "analysis.comment.loss", 1.5), "Cède 1,5 pion.");
    assert.equal(say("fr", "analysis.comment.loss", 2), "Cède 2 pions.");
    assert.equal(say("ar", "analysis.comment.loss", 1), "يخسر حجرًا واحدًا.");
    assert.equal(say("ar", "analysis.comment.loss", 2), "يخسر حجرين.");
    assert.equal(say("ar", "analysis.comment.loss", 3), "يخسر 3 أحجار.");
    assert.equal(say("ar", "analysis.comment.loss", 11), "يخسر 11 حجرًا.");
    assert.equal(say("ar", "analysis.comment.loss", 2.5), "يخسر 2.5 حجر.");
    assert.equal(say("ar", "analysis.classLoss", 12, { name: "خطأ" }), "خطأ: يخسر 12 حجرًا.");
    assert.equal(say("ar", "analysis.count.mistake", 2), "خطآن");
    assert.equal(say("ar", "analysis.count.mistake", 15), "15 خطأً");
  });
});
