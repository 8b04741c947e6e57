// Playing the game (web/app/transitions/turn.js), called directly over the app's state: a
// turn played, take back and redo, the end by the players, who resigns, a friend's turn arriving.
import assert from "node:assert/strict";
import { test } from "node:test";

import { canWalk, conclude, humanAction, play, resigningSide, showArrival, walkHistory } from "../../web/app/transitions/turn.js";
import { memory } from "./memory-storage.js";
import { Game, setUp } from "./app-stand-in.js";

test("a turn played is observed, marked, told and saved", () => {
  const storage = memory();
  const { state, ports, log } = setUp({ storage });
  play(state, ports, "a1,b1");
  assert.deepEqual(state.snapshot?.turns, ["a1,b1"]);
  assert.equal(state.snapshot?.turn, "white");
  assert.deepEqual(state.turns.map((t) => t.side), ["black"]);
  assert.deepEqual(state.highlight.cells, ["a1,b1"]);
  assert.deepEqual(
    log.events.map(([event]) => event),
    ["play", "move"],
  );
  assert.deepEqual(state.said && [state.said.what, state.said.side, state.said.token], ["play", "black", "a1,b1"]);
  assert.equal(JSON.parse(storage.getItem("seega") ?? "{}").record, "a1,b1");
});

test("a whole turn is played as the record means it", () => {
  const { state, ports, game } = setUp();
  play(state, ports, "a1,b1", true);
  assert.deepEqual(game.wholeTurns, ["a1,b1"]);
});

test("a player's action waits for their turn, the computer's search and the board showing the game", () => {
  const { state, ports } = setUp({ opponent: "computer" });
  humanAction(state, ports, "a1,b1");
  assert.equal(state.snapshot?.turns.length, 1);
  humanAction(state, ports, "c1,d1");
  assert.equal(state.snapshot?.turns.length, 1, "white is the computer's");
  const two = setUp();
  two.state.review = 0;
  humanAction(two.state, two.ports, "a1,b1");
  assert.equal(two.state.snapshot?.turns.length, 0, "not while an earlier position is shown");
});

test("take back against the computer goes back to the player's turn; redo plays both again", () => {
  const { state, ports } = setUp({ opponent: "computer", game: Game.fromRecord("a1,b1 c1,d1") });
  walkHistory(state, ports, "undo");
  assert.deepEqual(state.snapshot?.turns, []);
  assert.deepEqual(state.said, { what: "undo", status: true });
  walkHistory(state, ports, "redo");
  assert.deepEqual(state.snapshot?.turns, ["a1,b1", "c1,d1"]);
});

test("take back walks one turn between two players, and never in a friend's game or over a practice", () => {
  const { state, ports } = setUp({ game: Game.fromRecord("a1,b1 c1,d1") });
  walkHistory(state, ports, "undo");
  assert.deepEqual(state.snapshot?.turns, ["a1,b1"]);
  state.boardOverride = /** @type {any} */ ({ board: "", legal: [], interactive: false, caption: "" });
  assert.equal(canWalk(state), false);
  walkHistory(state, ports, "undo");
  assert.deepEqual(state.snapshot?.turns, ["a1,b1"]);
  const friend = setUp();
  friend.state.settings = { ...friend.state.settings, opponent: "friend" };
  assert.equal(canWalk(friend.state), false);
});

test("a resignation ends the game once, tells it and clears the marks", () => {
  const { state, ports, log } = setUp({ game: Game.fromRecord("a1,b1") });
  play(state, ports, "c1,d1");
  conclude(state, ports, "resignation", "black");
  assert.deepEqual(state.snapshot?.outcome, { winner: "white", reason: "resignation" });
  assert.equal(state.said?.what, "result");
  assert.deepEqual(state.highlight.cells, []);
  conclude(state, ports, "agreement");
  assert.equal(log.events.filter(([event]) => event === "gameover").length, 1);
});

test("a resignation is the player's against the computer, else the side to move's", () => {
  assert.equal(resigningSide(setUp({ opponent: "computer", game: Game.fromRecord("a1,b1") }).state), "black");
  assert.equal(resigningSide(setUp({ game: Game.fromRecord("a1,b1") }).state), "white");
});

test("a friend's turn is shown arriving from the position before it", () => {
  const { state } = setUp({ game: Game.fromRecord("a1,b1 c1,d1") });
  showArrival(state, 2);
  assert.equal(state.animateFrom, "after 1");
  assert.deepEqual([state.said?.what, state.said?.side, state.said?.token, state.said?.status], ["play", "white", "c1,d1", false]);
  showArrival(state, 5);
  assert.equal(state.said?.token, "c1,d1", "no turn, no change");
});
