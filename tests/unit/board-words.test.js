// The board's marks of a turn (web/shared/board-words.js): both stones of a placement turn,
// a step's two cells, the stones a turn offered would place, and a turn of the history.
import { test } from "node:test";
import assert from "node:assert/strict";
import { highlightOf, turnHighlight } from "../../web/shared/board-words.js";

const drop = (to) => ({ kind: "drop", from: null, to });
const step = (from, to) => ({ kind: "step", from, to });

test("a placement turn marks both of its stones", () => {
  const marks = highlightOf({ actions: [drop("b1"), drop("b5")], captured: [] });
  assert.deepEqual(marks.cells, ["b1", "b5"]);
  assert.equal("proposed" in marks, false, "a turn played proposes nothing");
});

test("a step marks the cell left and the cell reached, a chain its last cell, and what it took", () => {
  assert.deepEqual(highlightOf({ actions: [step("c2", "c3")], captured: ["c4"] }), { cells: ["c2", "c3"], from: "c2", to: "c3", captured: ["c4"] });
  assert.deepEqual(highlightOf({ actions: [step("c2", "c3"), step("c3", "c4")], captured: [] }).cells, ["c2", "c4"]);
});

test("a turn offered draws the stones it would place, in the mover's colour", () => {
  const marks = highlightOf({ actions: [drop("a4"), drop("c5")], captured: [] }, "white");
  assert.deepEqual(marks.proposed, { cells: ["a4", "c5"], side: "w" });
  assert.deepEqual(highlightOf({ actions: [drop("a4"), drop("c5")], captured: [] }, "black").proposed?.side, "b");
  assert.equal("proposed" in highlightOf({ actions: [step("c2", "c3")], captured: [] }, "black"), false, "a step places nothing");
});

test("a turn of the history is marked as it was played, without the stones it took", () => {
  const turn = { turn: "d2-c2", side: "white", extra: false, actions: [step("d2", "c2")], captured: ["b2"], annotation: null };
  assert.deepEqual(turnHighlight(turn), { cells: ["d2", "c2"], from: "d2", to: "c2", captured: [] });
  assert.deepEqual(turnHighlight(undefined).cells, []);
});
