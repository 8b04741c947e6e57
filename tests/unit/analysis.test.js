// The analysis board's parts against the engine (the built module, web/pkg): the editor's
// draft as the engine takes it (each refusal by its reason, the draft kept), a game's
// position as a draft, the hands following the board, the tree of lines and its text for a
// link, the link read back with its lines and without, the engine's best turns (aiLines) and
// their words (one decimal, plural forms), and the board's words in every language.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { analysisFragment, isAnalysisLink, readAnalysisFragment, readAnalysisLines } from "../../web/analysis/analysis-link.js";
import { boardText, cellIndex, cellNames, draftOf, emptyDraft, gameOptions, handsFollowing, withChanges } from "../../web/analysis/analysis-setup.js";
import { addTurn, createTree, follow, forward, lineTo, promote, readTree, remove, rows, writeTree } from "../../web/analysis/analysis-tree.js";
import { describeResult } from "../../web/analysis/analysis-words.js";
import { CATALOGS } from "../../web/i18n/catalogs.js";
import { addCatalog, createTranslator } from "../../web/i18n/i18n.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const built = existsSync(new URL("seega.js", pkg));
const skip = !built && "web/pkg is not built (npm run build)";

async function engine() {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  return Game;
}

/** A draft with stones on `black` and `white` cells. */
function draft(size, { black = [], white = [], ...changes }) {
  const d = emptyDraft(size, { 5: 12, 7: 24, 9: 40 }[size]);
  const cells = [...d.cells];
  for (const cell of black) cells[cellIndex(cell, size)] = "b";
  for (const cell of white) cells[cellIndex(cell, size)] = "w";
  return withChanges(d, { cells, ...changes });
}

describe("the editor's draft", { skip }, () => {
  it("names cells as board text lists them and writes the board text", () => {
    assert.deepEqual(cellNames(5).slice(0, 6), ["a5", "b5", "c5", "d5", "e5", "a4"]);
    const d = draft(5, { black: ["a1"], white: ["e5"] });
    assert.equal(boardText(d), "....w/...../...../...../b....");
  });

  it("is refused by the engine with the reason, each refusal its own", async () => {
    const Game = await engine();
    const refusal = (d) => {
      try {
        new Game(gameOptions(d)).free();
        return null;
      } catch (error) {
        return `${error.code}.${error.reason}`;
      }
    };
    const empty = draft(5, {});
    assert.equal(refusal(empty), null, "the empty board in placement");
    assert.equal(refusal(draft(5, { black: ["c3"], inHand: { black: 10, white: 12 }, turn: "white" })), "setup.centreWhilePlacing");
    assert.equal(refusal(draft(5, { black: ["a1"] })), "setup.tooManyStones", "twelve in hand and one on the board");
    assert.equal(refusal(draft(5, { inHand: { black: 10, white: 12 } })), "setup.handOrder", "black to move with fewer in hand");
    assert.equal(refusal(draft(5, { inHand: { black: 11, white: 11 } })), "setup.handOrder", "odd hands");
    assert.equal(refusal(draft(5, { preset: "egyptian", white: ["a3"], inHand: { black: 12, white: 10 } })), "setup.edgeOpening");
    const crowded = draft(5, { black: cellNames(5).slice(0, 13), phase: "movement", inHand: { black: 0, white: 0 } });
    assert.equal(refusal(crowded), "setup.tooManyStones");
    assert.equal(refusal(draft(5, { black: ["a1", "b1"], white: ["e5", "d5"], phase: "movement", inHand: { black: 0, white: 0 } })), null);
  });

  it("comes back from a game's position with its rules, side, phase and hands", async () => {
    const Game = await engine();
    const game = new Game({ preset: "somali" });
    game.play("a1,b1");
    const d = draftOf(game);
    assert.deepEqual([d.size, d.preset, d.turn, d.phase, d.inHand], [5, "somali", "white", "placement", { black: 10, white: 12 }]);
    const again = new Game(gameOptions(d));
    assert.equal(again.board(), game.board());
    assert.deepEqual(again.legalActions(), game.legalActions());
    assert.match(again.record(), /\[Setup "\.\.\.\.\.\/\.\.\.\.\.\/\.\.\.\.\.\/\.\.\.\.\.\/bb\.\.\. w 10 12"\]/);
    const custom = new Game({ chain: "none", noCaptureLimit: 30 });
    const c = draftOf(custom);
    assert.equal(new Game(gameOptions(c)).state().rules.noCaptureLimit, 30);
  });
});

describe("the hands", { skip }, () => {
  it("follow the board while placing, keep what was edited, and the engine judges the result", async () => {
    const Game = await engine();
    const owned = 12;
    const paint = (d, cell, stone) => {
      const cells = [...d.cells];
      const i = cellIndex(cell, d.size);
      cells[i] = cells[i] === stone ? "." : stone;
      return withChanges(d, { cells, inHand: handsFollowing(d, cells, owned) });
    };
    let d = emptyDraft(5, owned);
    d = paint(paint(d, "a1", "b"), "b1", "b");
    assert.deepEqual(d.inHand, { black: 10, white: 12 }, "two black stones come out of black's hand");
    d = paint(paint(d, "e5", "w"), "d5", "w");
    assert.deepEqual(d.inHand, { black: 10, white: 10 });
    new Game(gameOptions(d)).free();
    d = paint(d, "a1", "b");
    assert.deepEqual(d.inHand, { black: 11, white: 10 }, "a stone taken off goes back");
    // Two black stones taken (edited by hand): the hand follows the board from there.
    d = withChanges(d, { inHand: { black: 9, white: 10 } });
    d = paint(d, "a1", "b");
    assert.deepEqual(d.inHand, { black: 8, white: 10 });
    d = paint(d, "a1", "b");
    assert.deepEqual(d.inHand, { black: 9, white: 10 });
    // A hand never goes below nothing; taking the stone off again finds it as it was.
    let full = withChanges(emptyDraft(5, owned), { cells: cellNames(5).map((c, i) => (i < 12 && c !== "c3" ? "b" : ".")), inHand: { black: 0, white: 12 } });
    full = paint(full, "e1", "b");
    assert.equal(full.inHand.black, 0);
    full = paint(full, "e1", "b");
    assert.equal(full.inHand.black, 0);
  });
});

describe("the lines' tree", () => {
  it("is written as a record writes variations and read back, and a bad text is not a tree", () => {
    const root = createTree();
    follow(root, ["a1,b1", "e5,d5", "c1,d1"]);
    const alt = follow(root, ["a1,b1", "e1,e2", "a2,b2"]);
    follow(/** @type {any} */ (alt.parent), ["c5,c4"]);
    follow(root, ["a5,b5"]);
    const text = writeTree(root);
    assert.equal(text, "a1,b1 (a5,b5) e5,d5 (e1,e2 a2,b2 (c5,c4)) c1,d1");
    const back = /** @type {any} */ (readTree(text));
    assert.equal(writeTree(back), text);
    assert.deepEqual(rows(back).map((r) => [r.ply, r.node.turn, r.variations.length]), rows(root).map((r) => [r.ply, r.node.turn, r.variations.length]));
    assert.equal(writeTree(/** @type {any} */ (readTree("c2-c3-c4 xd4,c4-d4"))), "c2-c3-c4 xd4,c4-d4");
    for (const bad of ["(a1,b1)", "a1,b1 (e5,d5", "a1,b1)", "a1,b1 A1", "a1,b1 {x}"]) assert.equal(readTree(bad), null, bad);
    assert.equal(writeTree(/** @type {any} */ (readTree(""))), "");
  });

  it("keeps a main line and alternatives, and lists them as rows", () => {
    const root = createTree();
    const a = follow(root, ["a1,b1", "e5,d5"]);
    const b = addTurn(/** @type {any} */ (a.parent), "e1,e2");
    assert.deepEqual(lineTo(a), ["a1,b1", "e5,d5"]);
    assert.equal(forward(root)?.turn, "a1,b1");
    assert.equal(addTurn(root, "a1,b1"), root.children[0], "a turn played again is the same node");
    const list = rows(root);
    assert.deepEqual(list.map((r) => [r.ply, r.node.turn, r.variations.length]), [[1, "a1,b1", 0], [2, "e5,d5", 1]]);
    assert.equal(list[1].variations[0][0].node, b);
    promote(b);
    assert.deepEqual(rows(root).map((r) => r.node.turn), ["a1,b1", "e1,e2"]);
    assert.equal(remove(b), b.parent);
    assert.deepEqual(rows(root).map((r) => r.node.turn), ["a1,b1", "e5,d5"]);
  });
});

describe("the link", { skip }, () => {
  it("carries a record that the engine reads back, and a bad one is refused with a reason", async () => {
    const Game = await engine();
    const game = new Game(gameOptions(draft(5, { black: ["a1", "b1"], white: ["e5", "d5"], phase: "movement", inHand: { black: 0, white: 0 } })));
    game.play("b1-b2");
    const fragment = analysisFragment(game.record());
    assert.ok(isAnalysisLink(fragment) && !isAnalysisLink("#record=x"));
    assert.equal(readAnalysisFragment("#learn"), null);
    const back = Game.fromRecord(readAnalysisFragment(fragment));
    assert.equal(back.board(), game.board());
    assert.equal(readAnalysisFragment("#analysis=%E0%A4%A"), "", "not percent-encoding");
    // The other lines ride after the record; a link without them reads as before.
    const withLines = analysisFragment(game.record(), "b1-b2 (b1-c1 e5-e4)");
    assert.equal(readAnalysisFragment(withLines), game.record().trim());
    assert.equal(readAnalysisLines(withLines), "b1-b2 (b1-c1 e5-e4)");
    assert.equal(readAnalysisLines(fragment), null);
    assert.equal(analysisFragment(game.record(), ""), fragment);
    for (const bad of ["", '[Size "5"]\n[Setup "...../...../..b../...../..... w 10 12"]', '[Size "5"]\n[Setup "bb.../...../...../...../...ww b"]\nzz9']) {
      assert.throws(() => Game.fromRecord(bad), (error) => typeof error.code === "string", bad);
    }
    try {
      Game.fromRecord('[Size "5"]\n[Setup "...../...../..b../...../..... w 10 12"]');
    } catch (error) {
      assert.equal(error.cause.reason, "centreWhilePlacing");
    }
  });
});

describe("the engine's best turns", { skip }, () => {
  it("ranks three turns with values and lines, said in stones or as a forced win", async () => {
    const Game = await engine();
    const game = new Game({ board: "...../...../wb.w./...../....b", turn: "white" });
    const result = game.aiLines({ count: 3, depth: 2 });
    assert.equal(result.lines.length, 3);
    assert.equal(result.lines[0].turn, "d3-c3");
    assert.equal(result.lines[0].line[0], "d3-c3");
    assert.ok(result.lines[0].score >= result.lines[1].score && result.lines[1].score >= result.lines[2].score);
    assert.equal(typeof result.depth, "number");
    addCatalog("en", (await import("../../web/analysis/words/en.js")).default);
    const { t } = createTranslator("en");
    const said = describeResult(t, result, "white");
    assert.equal(said.lines[0].value, "a forced win for White");
    assert.equal(describeResult(t, { score: -150, tablebase: null, lines: [] }, "white").evaluation, "The position: Black ahead by 1.5 stones");
    assert.equal(describeResult(t, { score: 100, tablebase: null, lines: [] }, "black").evaluation, "The position: Black ahead by 1 stone");
    // One decimal, as the review: 0.34 is 0.3; under a twentieth is even.
    assert.equal(describeResult(t, { score: 34, tablebase: null, lines: [] }, "black").evaluation, "The position: Black ahead by 0.3 stones");
    assert.equal(describeResult(t, { score: -4, tablebase: null, lines: [] }, "black").evaluation, "The position: even");
    assert.equal(describeResult(t, { score: 0, tablebase: { winner: "white", turns: 1 }, lines: [] }, "white").verdict, "The tables: White wins in 1 turn.");
    assert.equal(t("analysisBoard.searched", { count: 1 }), "Searched 1 turn deep.");
    assert.equal(t("analysisBoard.searched", { count: 4 }), "Searched 4 turns deep.");
    assert.deepEqual(said.lines.map((line) => line.line[0]), result.lines.map((line) => line.turn), "each line starts with its turn");
    assert.equal(describeResult(t, { score: 0, tablebase: { winner: "black", turns: 7 }, lines: [] }, "white").verdict, "The tables: Black wins in 7 turns.");
    assert.throws(() => game.aiLines({ depth: 0 }), /aiLines takes/);
  });
});

describe("the board's words", () => {
  it("are in every language, with the same keys and the same placeholders", async () => {
    const langs = ["en", "fr", "ar", "so"];
    const [en, ...others] = await Promise.all(langs.map(async (lang) => (await import(`../../web/analysis/words/${lang}.js`)).default));
    // A text's placeholders (a count's plural forms together).
    const holes = (text) => [...new Set([...Object.values(typeof text === "string" ? { text } : text).join(" ").matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join();
    for (const [i, words] of others.entries()) {
      assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort(), langs[i + 1]);
      for (const key of Object.keys(en)) assert.equal(holes(words[key]), holes(en[key]), `${langs[i + 1]} ${key}`);
    }
    for (const lang of langs) assert.ok(CATALOGS[lang]["analysisBoard.open"], `${lang}: the menu's button`);
  });
});
