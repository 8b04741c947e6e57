// Opening and loading a game (web/app/transitions/game.js), called directly over the app's
// state: the first game, a new one chosen, a record read, a friend game kept, notes written in.
import assert from "node:assert/strict";
import { test } from "node:test";

import { annotate, begin, importRecord, openFriend, rematch, replaceGame, startChosen } from "../../web/app/transitions/game.js";
import { friendKey, writeSave } from "../../web/app/store.js";
import { memory } from "./memory-storage.js";
import { Game, computerPlaying, setUp, until } from "./app-stand-in.js";

test("a game replaced frees the old one, ends the review and the marks, and starts the clock", () => {
  const { state, ports, game } = setUp();
  let freed = false;
  game.free = () => {
    freed = true;
  };
  state.gameReview = /** @type {any} */ ({});
  state.review = 0;
  const settings = { ...state.settings, clock: { minutes: 5, increment: 2 } };
  replaceGame(state, ports, /** @type {any} */ (Game.fromRecord("a1,b1")), settings);
  assert.ok(freed);
  assert.equal(state.gameReview, null);
  assert.equal(state.review, null);
  assert.deepEqual(state.snapshot?.turns, ["a1,b1"]);
  assert.equal(state.clock?.running, "white");
  assert.equal(state.clock?.incrementMs, 2000);
});

test("the first game is the save when there is one, and the computer moves when it is to", async () => {
  const storage = memory();
  const { state, ports } = setUp({ opponent: "computer" });
  writeSave(storage, "seega", { version: 1, record: "a1,b1", pending: [], settings: state.settings, clock: null, savedAt: "" });
  ports.store = { storage, key: "seega" };
  const computer = computerPlaying(["c1,d1"]);
  begin(state, ports, { Game, Reader: /** @type {any} */ (Game) }, /** @type {any} */ (computer), {});
  assert.equal(state.search, "computer", "settled: the computer's search starts");
  await until(() => state.snapshot?.turns.length === 2);
  assert.deepEqual(state.snapshot?.turns, ["a1,b1", "c1,d1"]);
  assert.equal(state.notice, null);
});

test("a new game from the dialog draws the first player and the colour, and says so", () => {
  const { state, ports } = setUp();
  startChosen(state, ports, { preset: "classic", rules: {}, firstPlayer: "random", settings: { opponent: "computer", level: 2, human: "random", clock: null } });
  assert.deepEqual(state.notice?.items.map((item) => item.key), ["notice.drawnFirst", "notice.drawnColour"]);
  assert.equal(state.humanChoice, "random");
  assert.ok(["black", "white"].includes(state.settings.human));
  assert.deepEqual(state.said, { what: "newGame", status: true });
  const game = /** @type {Game} */ (/** @type {unknown} */ (state.game));
  assert.equal(/** @type {any} */ (game.options).preset, "classic");
  rematch(state, ports);
  assert.notEqual(state.game, game, "played again: a new game");
  assert.equal(state.humanChoice, "random");
});

test("a record read opens between two players without clocks; one that does not read changes nothing", () => {
  const { state, ports } = setUp({ opponent: "computer" });
  const before = state.game;
  assert.ok(importRecord(state, ports, /** @type {any} */ (Game), "broken") instanceof Error);
  assert.equal(state.game, before);
  assert.equal(importRecord(state, ports, /** @type {any} */ (Game), "a1,b1"), null);
  assert.deepEqual([state.settings.opponent, state.settings.clock, state.humanChoice, state.said?.what], ["human", null, "black", "imported"]);
  assert.equal(importRecord(state, ports, /** @type {any} */ (Game), "a1,b1", { opponent: "computer", colour: "white" }), null);
  assert.deepEqual([state.settings.opponent, state.settings.human, state.humanChoice], ["computer", "white", "white"]);
});

test("a friend game kept here opens, the game open now saved and kept aside", () => {
  const storage = memory();
  const { state, ports } = setUp({ storage, game: Game.fromRecord("a1,b1") });
  const settings = { ...state.settings, opponent: "friend", friend: "abc123", human: "white" };
  writeSave(storage, friendKey("seega", "abc123"), { version: 1, record: "e1,e2 c1,d1", pending: [], settings, clock: null, savedAt: "" });
  openFriend(state, ports, /** @type {any} */ (Game), "abc123");
  assert.deepEqual(state.snapshot?.turns, ["e1,e2", "c1,d1"]);
  assert.equal(state.humanChoice, state.settings.human);
  assert.equal(JSON.parse(storage.getItem("seega.backup") ?? "{}").record, "a1,b1");
  openFriend(state, ports, /** @type {any} */ (Game), "nobody");
  assert.deepEqual(state.snapshot?.turns, ["e1,e2", "c1,d1"], "none kept: nothing changes");
});

test("a record with notes replaces the game only while it is still the game in play", () => {
  const { state, ports } = setUp({ game: Game.fromRecord("a1,b1") });
  const playing = state.game;
  annotate(state, ports, /** @type {any} */ (Game), "a1,b1 c1,d1");
  assert.equal(state.game, playing, "another game: kept");
  annotate(state, ports, /** @type {any} */ (Game), "a1,b1");
  assert.notEqual(state.game, playing);
  assert.deepEqual(state.snapshot?.turns, ["a1,b1"]);
});
