// An engine error in the player's words: a record's line and column, the reason by its code
// and the cause inside it, in every language; and every code the engine can give has words.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { errorWords } from "../../web/shared/error-words.js";
import "../../web/i18n/catalogs.js";
import { createTranslator } from "../../web/i18n/i18n.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const { initSync, Game } = await import(new URL("seega.js", pkg).href);
initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

/** A game of one turn, to annotate. */
function annotated() {
  const game = new Game();
  game.play("a1,b1");
  return game;
}

/** What `make` throws, in `lang`'s words. */
function words(lang, make) {
  const { t } = createTranslator(lang);
  try {
    make();
  } catch (error) {
    return { error, text: errorWords(t, error, (side) => t(`side.${side}`)) };
  }
  throw new Error("nothing was thrown");
}

const BAD = {
  tag: () => Game.fromRecord("[Size 5]"),
  rules: () => Game.fromRecord('[Size "5"]\n[Chain "maybe"]'),
  size: () => Game.fromRecord('[Size "6"]'),
  noSize: () => Game.fromRecord("a1,b1"),
  setup: () => Game.fromRecord('[Size "5"]\n[Setup "bbbbb/bbbbb/bbb../...../..... b"]'),
  resultNotLast: () => Game.fromRecord('[Size "5"]\nblack a1,b1'),
  notation: () => Game.fromRecord('[Size "5"]\na1,zz'),
  turn: () => Game.fromRecord('[Size "5"]\n1. a1,c3'),
  notOver: () => Game.fromRecord('[Size "5"]\na1,b1 black'),
  unknownTermination: () => Game.fromRecord('[Size "5"]\n[Termination "boredom"]\na1,b1'),
  mark: () => Game.fromRecord('[Size "5"]\n1. a1,b1!!!'),
  unclosedComment: () => Game.fromRecord('[Size "5"]\n1. a1,b1 {open'),
  commentEscape: () => Game.fromRecord('[Size "5"]\n1. a1,b1 {a \\n b}'),
  unclosedVariation: () => Game.fromRecord('[Size "5"]\n1. a1,b1 (c1,c2'),
  misplaced: () => Game.fromRecord('[Size "5"]\n{first} 1. a1,b1'),
  nested: () => Game.fromRecord('[Size "5"]\n1. a1,b1 (c1,c2!)'),
  variation: () => Game.fromRecord('[Size "5"]\n1. a1,b1 2. a2,b2 (c1,c2 a1,d1)'),
  unknownMark: () => annotated().annotate(0, { mark: "great" }),
  noSuchTurn: () => annotated().annotate(1, { mark: "good" }),
  illegalLine: () => annotated().annotate(0, { line: ["c3,d1"] }),
  play: () => new Game().play("zz"),
  position: () => new Game({ board: "bbbbb/bbbbb/bbb../...../.....", turn: "black" }),
  option: () => new Game({ colour: "red" }),
};

describe("an engine error in words", () => {
  it("gives a record's line and column, its reason and the illegal turn inside it", () => {
    const { error, text } = words("en", BAD.turn);
    assert.equal(error.cause.code, "centreDuringPlacement");
    assert.equal(text, `Line 2, column ${error.column}: Turn a1,c3 cannot be played: c3: no stone may be placed on the centre`);
    assert.equal(
      words("fr", BAD.turn).text,
      `Ligne 2, colonne ${error.column}\u00a0: Le tour a1,c3 ne peut pas être joué\u00a0: c3 : aucune pierre ne se pose au centre`,
    );
    assert.equal(words("en", BAD.rules).text, "Line 2, column 1: The rule “chain” cannot be “maybe”");
    assert.equal(words("en", BAD.position).text, "Black has more stones than a side owns");
    assert.equal(words("en", BAD.play).text, "“zz” is not a cell: a cell is a letter from a to e and a number from 1 to 5");
    assert.equal(
      words("en", BAD.variation).text,
      "Line 2, column 26: The variation’s turn a1,d1 cannot be played: a1: that cell is not empty",
    );
    assert.equal(words("en", BAD.illegalLine).text, "The variation’s turn c3,d1 cannot be played: c3: no stone may be placed on the centre");
  });

  it("has words for every bad input here, in every language, with nothing left unfilled", () => {
    for (const lang of ["en", "fr", "ar", "so"]) {
      for (const [name, make] of Object.entries(BAD)) {
        const { error, text } = words(lang, make);
        assert.notEqual(text, error.message, `${lang} ${name}: the engine's English was shown`);
        assert.doesNotMatch(text, /\{\w+\}|error\./, `${lang} ${name}: ${text}`);
      }
    }
  });

  it("falls back to the engine's message for a code it has no words for, and to the text of anything else", () => {
    const { t } = createTranslator("en");
    assert.equal(errorWords(t, Object.assign(new Error("odd"), { code: "argument" }), String), "odd");
    assert.equal(errorWords(t, new Error("plain"), String), "plain");
    assert.equal(errorWords(t, "a string", String), "a string");
  });

  it("has English words for every code and reason the engine's error types can give", () => {
    const en = createTranslator("en").t;
    const rust = ["error.rs", "notation.rs"].map((file) => readFileSync(new URL(`../../crates/seega-core/src/${file}`, import.meta.url), "utf8")).join("\n");
    /** The codes a type's `code()` returns, read from its source. */
    const codes = (type) => {
      const body = rust.split(`impl ${type} {`)[1].split("\n}\n")[0];
      return [...body.matchAll(/=> "(\w+)"/g)].map((m) => m[1]);
    };
    const keys = [
      ...codes("Illegal").map((c) => `error.${c}`),
      ...codes("Unreadable").map((c) => `error.parse.${c}`),
      ...codes("SetupError").map((c) => `error.setup.${c}`),
      ...codes("RulesError").map((c) => `error.rules.${c}`),
      ...codes("RecordProblem").map((c) => `error.record.${c}`),
      ...codes("AnnotationError").map((c) => `error.annotation.${c}`),
      "error.gameOver",
      "error.turnIncomplete",
      "error.record",
    ];
    assert.ok(keys.length > 50, `only ${keys.length} codes read`);
    assert.deepEqual(keys.filter((key) => en(key) === key), []);
  });
});
