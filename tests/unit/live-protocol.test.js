// A live game's messages and how each received one is judged, with the engine itself (the
// record reader, as the page has it): a message that does not read, or is of another game, is
// null; a record that plays on by the friend's turns is taken, with its new turn to show
// arriving; one with an illegal turn, one that plays this side's turns, one that resigns for
// this side or ends the game by agreement, and a fork are refused; an earlier or the same
// record changes nothing. And who may play: a third device watches.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { hello, judgeRecord, parseMessage, recordMessage, seat, watch } from "../../web/live/protocol.js";
import { PLACEMENT, record } from "../shared/game.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const { initSync, Game } = await import(new URL("seega.js", pkg).href);
initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

const ID = "abcd1234ef";
const game = (/** @type {string[]} */ turns) => Game.fromRecord(record(turns));

test("messages that read, and what does not read is null", () => {
  for (const message of [hello(ID, "white", "device1"), recordMessage(ID, record(PLACEMENT.slice(0, 2))), watch(ID)]) {
    assert.deepEqual(parseMessage(JSON.stringify(message), ID), message);
    assert.deepEqual(parseMessage(message, ID), message);
  }
  for (const data of [
    "not json",
    "{",
    "null",
    "42",
    JSON.stringify({ v: 2, kind: "watch", game: ID }),
    JSON.stringify({ v: 1, kind: "watch", game: "another123" }),
    JSON.stringify({ v: 1, kind: "hello", game: ID, side: "red", device: "d" }),
    JSON.stringify({ v: 1, kind: "hello", game: ID, side: "black", device: "" }),
    JSON.stringify({ v: 1, kind: "record", game: ID, record: 7 }),
    JSON.stringify({ v: 1, kind: "move", game: ID, to: "a1" }),
    JSON.stringify([1, "record"]),
  ]) {
    assert.equal(parseMessage(data, ID), null, data);
  }
});

test("a record that plays on by the friend's turn is taken, its new turn shown arriving", () => {
  // Black here, after its first turn; white's page sends its turn.
  const here = game(PLACEMENT.slice(0, 1));
  const judged = judgeRecord(Game, here, record(PLACEMENT.slice(0, 2)), "black");
  assert.equal(judged.verdict, "later");
  assert.equal(judged.verdict === "later" && judged.arrival, 2);
  if (judged.verdict === "later") judged.game.free();
  // Several turns of the friend's at once (white places last and moves first: 12, 13).
  const placed = game(PLACEMENT.slice(0, 11));
  const two = judgeRecord(Game, placed, record([...PLACEMENT, "c2-c3"]), "black");
  assert.equal(two.verdict, "later");
  if (two.verdict === "later") two.game.free();
  placed.free();
  here.free();
});

test("the same or an earlier record changes nothing", () => {
  const here = game(PLACEMENT.slice(0, 3));
  assert.deepEqual(judgeRecord(Game, here, record(PLACEMENT.slice(0, 3)), "black"), { verdict: "same" });
  assert.deepEqual(judgeRecord(Game, here, record(PLACEMENT.slice(0, 2)), "black"), { verdict: "earlier" });
  here.free();
});

test("an illegal, out-of-turn, wrong-side, forged-ending or forked record is refused", () => {
  const here = game(PLACEMENT.slice(0, 2));
  const refused = (/** @type {string} */ text, /** @type {string} */ mine = "black") => judgeRecord(Game, here, text, mine);
  // A turn on a taken cell, and the centre: the engine does not read them.
  assert.deepEqual(refused(record([...PLACEMENT.slice(0, 2), "a1,e5"])), { verdict: "refused", reason: "live.refusedUnread" });
  assert.deepEqual(refused(record([...PLACEMENT.slice(0, 2), "c3,e5"])), { verdict: "refused", reason: "live.refusedUnread" });
  assert.deepEqual(refused("not a record at all {"), { verdict: "refused", reason: "live.refusedUnread" });
  // Black's turn, played by the friend (white) for black: out of turn for them.
  assert.deepEqual(refused(record(PLACEMENT.slice(0, 3))), { verdict: "refused", reason: "live.refusedNotTheirs" });
  // White's page receiving a record whose new turn is white's own.
  const white = game(PLACEMENT.slice(0, 1));
  assert.deepEqual(judgeRecord(Game, white, record(PLACEMENT.slice(0, 2)), "white"), { verdict: "refused", reason: "live.refusedNotTheirs" });
  white.free();
  // A resignation for this side, and an ending by agreement.
  const resigned = game(PLACEMENT.slice(0, 2));
  resigned.conclude("resignation", "black");
  assert.deepEqual(refused(resigned.record()), { verdict: "refused", reason: "live.refusedNotTheirs" });
  resigned.free();
  const agreed = game(PLACEMENT.slice(0, 2));
  agreed.conclude("agreement");
  assert.deepEqual(refused(agreed.record()), { verdict: "refused", reason: "live.refusedNotTheirs" });
  agreed.free();
  // The friend's resignation is theirs to make.
  const theirs = game(PLACEMENT.slice(0, 2));
  theirs.conclude("resignation", "white");
  const taken = refused(theirs.record());
  assert.equal(taken.verdict, "later");
  if (taken.verdict === "later") taken.game.free();
  theirs.free();
  // A fork: another second turn.
  assert.deepEqual(refused(record([PLACEMENT[0], "e4,c5"])), { verdict: "refused", reason: "live.refusedFork" });
  // The game here is as it was.
  assert.equal(here.history().length, 2);
  here.free();
});

test("the first device heard for a side plays it; a third device watches", () => {
  /** @type {Record<string, string>} */
  const seats = {};
  // Black's page (device A) hears white's (device B): B plays white.
  assert.equal(seat(seats, "black", "A", { side: "white", device: "B" }), "player");
  assert.deepEqual(seats, { white: "B" });
  // B again (reconnected): still the player.
  assert.equal(seat(seats, "black", "A", { side: "white", device: "B" }), "player");
  // C opens the same link (white): it watches; so does a device that claims black.
  assert.equal(seat(seats, "black", "A", { side: "white", device: "C" }), "watcher");
  assert.equal(seat(seats, "black", "A", { side: "black", device: "C" }), "watcher");
  assert.deepEqual(seats, { white: "B" });
});
