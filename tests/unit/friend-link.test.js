// A friend's link as the page opens it, with the engine: what each link says (the friend began
// the game, played, resigned or ended it; a link incomplete, old or forged), which turn is
// shown arriving and how it is marked, and that a refused link or a kept game that does not
// read loses nothing.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { chooseOpening } from "../../web/app/opening.js";
import { openFriendGame } from "../../web/friend/friend-link.js";
import { readShareFragment } from "../../web/app/share.js";
import { friendKey, writeSave } from "../../web/app/store.js";
import { friendFragment } from "../../web/friend/link.js";
import { highlightOf } from "../../web/shared/board-words.js";
import { PLACEMENT, record } from "../shared/game.js";
import { memory } from "./memory-storage.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const { initSync, Game } = await import(new URL("seega.js", pkg).href);
initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

const KEY = "seega.game.v1";
const ID = "abcd1234ef";
const defaults = { settings: { opponent: "human", level: 2, human: "black", clock: null }, humanChoice: "black" };

/** The link a friend sends after `turns`, for the reader playing `side`, as the page reads it. */
const linkOf = (text, side) => /** @type {any} */ (readShareFragment(friendFragment(text, ID, side)));
/** Keeps `turns` as the game with the friend, the reader playing `side`. */
function keep(storage, turns, side) {
  const settings = { opponent: "friend", friend: ID, level: 2, human: side, clock: null };
  writeSave(storage, friendKey(KEY, ID), { record: record(turns), pending: [], settings, clock: null, savedAt: "2026-11-20T10:00:00Z", turn: "black", over: false, turns: turns.length });
}
/** Opens `shared` and says what the page would: its notice's key and params, the arrival. */
function open(storage, shared) {
  const opened = chooseOpening({ Game, Reader: Game }, { shared }, { storage, key: KEY }, defaults, Date.now(), openFriendGame);
  const [notice] = opened.notices;
  const result = { key: notice?.key, params: notice?.params, arrival: opened.arrival ?? 0, turns: opened.game.history().length, opponent: opened.settings.opponent };
  opened.game.free();
  return result;
}
const resigned = (turns, winner) => record(turns, { Size: "5", Termination: "resignation", Result: winner }).replace(/\n$/, ` ${winner}\n`);

test("the first link of a game the friend began says so: their first turn, or the reader's to begin", () => {
  const played = open(memory(), linkOf(record(PLACEMENT.slice(0, 1)), "white"));
  assert.deepEqual(played, { key: "notice.friendStarted", params: { side: "white", count: 1 }, arrival: 1, turns: 1, opponent: "friend" });
  // White to place first: the friend sent the link before any turn.
  const begin = open(memory(), linkOf(record([], { Size: "5", FirstPlayer: "white" }), "white"));
  assert.equal(begin.key, "notice.friendBegin");
  assert.equal(begin.arrival, 0);
});

test("a link with the friend's next turn opens on it, shown arriving", () => {
  const storage = memory();
  keep(storage, PLACEMENT.slice(0, 2), "white");
  const next = open(storage, linkOf(record(PLACEMENT.slice(0, 3)), "white"));
  assert.deepEqual(next, { key: "notice.friendTurn", params: undefined, arrival: 3, turns: 3, opponent: "friend" });
});

test("a link in which the friend resigned opens with the result, not the reader's turn", () => {
  const storage = memory();
  keep(storage, PLACEMENT.slice(0, 2), "white");
  // Black, the friend, resigns after white's turn: white (the reader) wins.
  const opened = open(storage, linkOf(resigned(PLACEMENT.slice(0, 2), "white"), "white"));
  assert.equal(opened.key, "notice.friendResigned");
  assert.equal(opened.arrival, 0, "no new turn to show");
  // On the first link too.
  assert.equal(open(memory(), linkOf(resigned(PLACEMENT.slice(0, 1), "white"), "white")).key, "notice.friendResigned");
});

test("a link whose turn ends the game says who won, from the engine's outcome", () => {
  // With two turns without a capture allowed, black's b1-b2 ends the game on the stones'
  // count, which white (the reader) wins.
  const tags = { Size: "5", NoCaptureLimit: "2" };
  const turns = [...PLACEMENT, "c2-c3-c4", "d2-c2", "d1-d2", "b1-b2"];
  const storage = memory();
  const settings = { opponent: "friend", friend: ID, level: 2, human: "white", clock: null };
  writeSave(storage, friendKey(KEY, ID), { record: record(turns.slice(0, -1), tags), pending: [], settings, clock: null, savedAt: "2026-11-20T10:00:00Z", turn: "black", over: false, turns: 15 });
  const opened = open(storage, linkOf(record(turns, tags), "white"));
  assert.equal(opened.key, "notice.friendEndedYouWin");
  assert.equal(opened.arrival, 16, "the friend's last turn is shown arriving");
});

test("a link that ends the game by agreement, or by the reader's resignation, is refused and the game kept", () => {
  const storage = memory();
  keep(storage, PLACEMENT.slice(0, 2), "white");
  const agreed = record(PLACEMENT.slice(0, 2), { Size: "5", Termination: "agreement", Result: "draw" }).replace(/\n$/, " draw\n");
  const refused = open(storage, linkOf(agreed, "white"));
  assert.equal(refused.key, "notice.friendNoAgreement");
  assert.equal(refused.turns, 2, "the game kept opens");
  const forged = open(storage, linkOf(resigned(PLACEMENT.slice(0, 2), "black"), "white"));
  assert.equal(forged.key, "notice.friendNotTheirs");
  // With no game of theirs kept, the page's own game opens, and nothing is kept for them.
  const fresh = memory();
  const alone = open(fresh, linkOf(agreed, "white"));
  assert.equal(alone.key, "notice.friendNoAgreement");
  assert.equal(alone.opponent, "human");
  assert.equal(fresh.map.has(friendKey(KEY, ID)), false);
});

test("an incomplete link changes nothing and says so; a kept game that does not read is set aside, not lost", () => {
  const storage = memory();
  keep(storage, PLACEMENT.slice(0, 2), "white");
  const before = new Map(storage.map);
  const whole = friendFragment(record(PLACEMENT.slice(0, 3)), ID, "white");
  const cut = open(storage, readShareFragment(whole.slice(0, -6)));
  assert.equal(cut.key, "notice.friendIncomplete");
  assert.deepEqual(storage.map, before);
  // A kept game whose record no longer replays: the link opens as the game, the old kept aside.
  storage.setItem(friendKey(KEY, ID), JSON.stringify({ version: 1, record: "[Size \"5\"]\n\n1. a1,a1 *", pending: [], settings: { opponent: "friend", friend: ID, human: "white" }, turn: "black", turns: 1 }));
  const opened = open(storage, linkOf(record(PLACEMENT.slice(0, 3)), "white"));
  assert.equal(opened.turns, 3);
  assert.ok(storage.map.get(`${friendKey(KEY, ID)}.unreadable`)?.includes("a1,a1"));
});

test("a later link of a game not kept here (deleted, or played elsewhere) says so, and opens", () => {
  // White's link after four turns, two of them the reader's (black's), with nothing kept.
  const opened = open(memory(), linkOf(record(PLACEMENT.slice(0, 4)), "black"));
  assert.deepEqual(opened, { key: "notice.friendNotKept", params: { side: "black" }, arrival: 4, turns: 4, opponent: "friend" });
});

test("a turn is marked whole: both stones of a placement turn, a move's cells, never a removal", () => {
  const game = Game.fromRecord(record([...PLACEMENT, "c2-c3-c4"]));
  const turns = game.history();
  game.free();
  assert.deepEqual(highlightOf(turns[0]).cells, ["a1", "b1"]);
  assert.deepEqual(highlightOf(turns[12]), { cells: ["c2", "c4"], from: "c2", to: "c4", captured: turns[12].captured });
  assert.ok(turns[12].captured.length > 0);
  assert.deepEqual(highlightOf({ actions: [{ kind: "remove", from: null, to: null }], captured: ["d4"] }).cells, []);
});
