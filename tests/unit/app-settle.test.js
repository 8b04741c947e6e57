// How a transition ends (web/app/transitions/settle.js), and the hint and the offer to count
// (hint.js, counting.js), called directly over the app's state with a computer that answers at once.
import assert from "node:assert/strict";
import { test } from "node:test";

import { offerCount } from "../../web/app/transitions/counting.js";
import { askHint, hintHighlight } from "../../web/app/transitions/hint.js";
import { askForcing, decideTurn, fail, settle, transition } from "../../web/app/transitions/settle.js";
import { Game, computerPlaying, forcingAnswer, setUp, until } from "./app-stand-in.js";

test("a transition settles and draws; one that throws is a message and changes nothing more", async () => {
  const { state, ports, log } = setUp();
  const ran = transition(state, ports, (/** @type {number} */ n) => n + 1);
  assert.equal(ran(1), 2);
  assert.equal(log.renders, 1);
  transition(state, ports, () => {
    throw new Error("refused");
  })();
  assert.equal(/** @type {any} */ (state.message)?.error?.message, "refused");
  assert.equal(log.renders, 2);
  await transition(state, ports, async () => {})();
  assert.equal(log.renders, 3, "an async one settles when it is done");
  state.destroyed = true;
  assert.equal(ran(1), undefined, "nothing runs once the app is destroyed");
  fail(state, ports, new Error("shown"));
  assert.equal(/** @type {any} */ (state.message)?.error?.message, "shown");
});

test("settling starts the computer's search when it is to move, and plays its answer", async () => {
  const computer = computerPlaying(["c1,d1"]);
  const { state, ports, game } = setUp({ opponent: "computer", computer, game: Game.fromRecord("a1,b1") });
  settle(state, ports);
  assert.equal(state.search, "computer");
  decideTurn(state, ports);
  await until(() => state.snapshot?.turns.length === 2);
  assert.deepEqual(computer.asked, ["a1,b1"], "one search");
  assert.deepEqual(game.wholeTurns, ["c1,d1"]);
});

test("on the player's turn in movement the computer is asked once whether a capture can be forced", async () => {
  const game = Game.fromRecord("a1,b1 c1,d1");
  game.phase = "movement";
  const { state, ports } = setUp({ opponent: "computer", computer: computerPlaying([], forcingAnswer()), game });
  askForcing(state, ports);
  assert.equal(ports.forcingAsked, "a1,b1 c1,d1");
  askForcing(state, ports);
  await until(() => state.forcing !== null);
  assert.deepEqual(state.forcing, { record: "a1,b1 c1,d1", answer: forcingAnswer() });
  assert.equal(ports.forcingAsked, null);
});

test("an offer to count is accepted when neither side can force a capture, and refused saying why", async () => {
  for (const walled of [true, false]) {
    const game = Game.fromRecord("a1,b1 c1,d1");
    game.phase = "movement";
    const { state, ports } = setUp({ opponent: "computer", computer: computerPlaying([], forcingAnswer(walled)), game });
    await offerCount(state, ports);
    assert.equal(state.offering, false);
    if (walled) assert.deepEqual(state.snapshot?.outcome, { winner: null, reason: "agreement" });
    else assert.deepEqual([state.snapshot?.outcome, state.message?.key], [null, "count.refusedForced"]);
  }
});

test("a hint is the computer's turn for the player, marked where the engine says it would play", async () => {
  const { state, ports, game } = setUp({ opponent: "computer", computer: computerPlaying(["a1"]) });
  askHint(state, ports);
  assert.equal(state.search, "hint");
  await until(() => state.hint !== null);
  assert.deepEqual(state.hint && "token" in state.hint && [state.hint.token, state.hint.highlight.cells], ["a1", ["a1"]]);
  assert.deepEqual(state.said, { what: "hint", token: "a1", tablebase: null });
  assert.deepEqual(game.turns, [], "the game itself is not played");
  game.preview = () => null;
  assert.deepEqual(hintHighlight(state, "a1").cells, [], "a turn the engine refuses marks nothing");
});
