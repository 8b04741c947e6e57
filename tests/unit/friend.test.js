// A game with a friend by link: the link's fragment written short and read back (one cut
// short on its way read as incomplete), its settings checked, and the games kept: listed with
// their names, dates and whose turn it is, the last played first, renamed, deleted and put back.
import assert from "node:assert/strict";
import { test } from "node:test";

import { newFriendId } from "../../web/friend/games.js";
import { friendFragment, shortRecord } from "../../web/friend/link.js";
import { friendSide, normalizeSettings } from "../../web/shared/settings.js";
import { readShareFragment } from "../../web/app/share.js";
import { friendKey, hasFriendGames, saveGame } from "../../web/app/store.js";
import { deleteFriendGame, listFriendGames, renameFriendGame, restoreFriendGame } from "../../web/friend/games.js";
import { memory } from "./memory-storage.js";

const RECORD = '[Size "5"]\n[Preset "classic"]\n[Result "*"]\n\n1. a1,b1 2. c1,d1 3. e1,a2\n4. b2,c2 *\n';

test("a friend's link carries the game short, and reads back as the friend's side", () => {
  assert.equal(shortRecord(RECORD), '[Size "5"]\n[Preset "classic"]\n[Result "*"]\n\na1,b1 c1,d1 e1,a2 b2,c2 *');
  const id = newFriendId(() => 0.5);
  assert.match(id, /^[a-z0-9]{10}$/);
  const fragment = friendFragment(RECORD, id, "white");
  assert.ok(fragment.startsWith(`#friend=${id}&side=white&length=${shortRecord(RECORD).length}&record=`));
  const read = readShareFragment(fragment);
  assert.equal(read?.record, shortRecord(RECORD));
  assert.deepEqual(read?.settings, { opponent: "friend", friend: id, level: 2, human: "white", clock: null });
  assert.equal(friendSide(/** @type {any} */ (read?.settings)), "black");
  // A record with comments goes whole: a comment may hold anything.
  const noted = RECORD.replace("4. b2,c2", "4. b2,c2 {2. is a fine move}");
  assert.equal(shortRecord(noted), noted);
});

test("a friend game's settings need a well-formed id, and have no clocks", () => {
  assert.equal(normalizeSettings({ opponent: "friend", friend: "no" }).opponent, "human");
  assert.equal(normalizeSettings({ opponent: "friend", friend: "<script>" }).opponent, "human");
  const settings = normalizeSettings({ opponent: "friend", friend: "abcd1234", human: "white", clock: { minutes: 5, increment: 0 } });
  assert.deepEqual(settings, { opponent: "friend", friend: "abcd1234", level: 2, human: "white", clock: null });
  assert.equal(friendSide(normalizeSettings({ opponent: "computer" })), null);
});

test("a friend's link cut short on its way, or without its record, is read as incomplete", () => {
  const id = "abcd1234";
  const whole = friendFragment(RECORD, id, "white");
  // Cut anywhere in its record, or in its id, or before its record: incomplete, no record.
  for (const cut of [whole.length - 1, whole.length - 10, whole.indexOf("record=") + 7, whole.indexOf("&length"), 12]) {
    const read = readShareFragment(whole.slice(0, cut));
    assert.equal(read?.incomplete, true, `cut at ${cut}`);
    assert.equal(read?.record, "");
  }
  // A full stop a chat app took into the link is not part of the record.
  assert.equal(readShareFragment(`${whole}.`)?.record, shortRecord(RECORD));
  assert.equal(readShareFragment(`${whole}.`)?.incomplete, undefined);
  // A length that is not a length is no link.
  assert.equal(readShareFragment(whole.replace(/length=\d+/, "length=x"))?.incomplete, true);
  // A link from before links gave their length reads as it comes.
  const older = `#${new URLSearchParams({ friend: id, side: "black", record: shortRecord(RECORD) })}`;
  assert.deepEqual(readShareFragment(older), { record: shortRecord(RECORD), settings: normalizeSettings({ opponent: "friend", friend: id, human: "black" }) });
  // Other links are as they were.
  assert.equal(readShareFragment("#record=x")?.incomplete, undefined);
  assert.equal(readShareFragment("#learn"), null);
});

/** The app's state as saveGame reads it, for a friend game `friend` of `turns` turns. */
const appState = (friend, turn, turns, outcome = null) =>
  /** @type {any} */ ({
    game: { record: () => RECORD, board: () => "...../...../...../...../....." },
    snapshot: { pending: [], turn, outcome },
    turns: Array.from({ length: turns }),
    settings: normalizeSettings({ opponent: "friend", friend, human: "black" }),
    clock: null,
    lastSaved: 0,
  });

/** Saves at a given time (saveGame dates what it saves by the clock). */
function saveAt(iso, state, storage, key) {
  const RealDate = Date;
  globalThis.Date = /** @type {any} */ (class extends RealDate {
    constructor(...args) {
      super(...(args.length ? args : [iso]));
    }
  });
  try {
    saveGame(state, storage, key, true, 1);
  } finally {
    globalThis.Date = RealDate;
  }
}

test("friend games are kept each under its own key and listed, the last played first, with whose turn it is", () => {
  const storage = memory();
  const key = "seega.game.v1";
  assert.equal(hasFriendGames(storage, key), false);
  saveAt("2026-11-20T10:00:00Z", appState("firstgame", "black", 4), storage, key);
  saveAt("2026-11-21T10:00:00Z", appState("secondgame", "white", 5), storage, key);
  saveAt("2026-11-22T10:00:00Z", appState("thirdgame", "black", 6, { winner: "black", reason: "lastStone" }), storage, key);
  // The first is played on: it becomes the last played, its start kept.
  saveAt("2026-11-23T10:00:00Z", appState("firstgame", "white", 5), storage, key);
  // Saved again without a turn (opened, say): its last turn's time stays.
  saveAt("2026-11-24T10:00:00Z", appState("secondgame", "white", 5), storage, key);
  storage.setItem(friendKey(key, "brokengame"), "{not json");
  storage.setItem(friendKey(key, "wrongshape"), JSON.stringify({ version: 1, record: 5 }));
  assert.equal(hasFriendGames(storage, key), true);
  const games = listFriendGames(storage, key);
  assert.deepEqual(
    games.map((g) => [g.id, g.turn, g.turns, g.over, g.winner, g.startedAt.slice(0, 10), g.playedAt.slice(0, 10)]),
    [
      ["firstgame", "white", 5, false, null, "2026-11-20", "2026-11-23"],
      ["thirdgame", "black", 6, true, "black", "2026-11-22", "2026-11-22"],
      ["secondgame", "white", 5, false, null, "2026-11-21", "2026-11-21"],
    ],
  );
  // The unreadable saves are left as they were.
  assert.equal(storage.getItem(friendKey(key, "brokengame")), "{not json");
  // The current game's save is the last one saved.
  assert.equal(JSON.parse(storage.getItem(key) ?? "{}").settings.friend, "secondgame");
});

test("a friend game is renamed, its name kept by its next saves; deleted and put back whole", () => {
  const storage = memory();
  const key = "seega.game.v1";
  saveAt("2026-11-20T10:00:00Z", appState("firstgame", "black", 4), storage, key);
  assert.equal(renameFriendGame(storage, key, "firstgame", "  Amina, at the café  "), true);
  saveAt("2026-11-21T10:00:00Z", appState("firstgame", "white", 5), storage, key);
  const [game] = listFriendGames(storage, key);
  assert.equal(game.name, "Amina, at the café");
  assert.equal(game.startedAt.slice(0, 10), "2026-11-20");
  // A name is cut to its longest, and an empty one gives the default back.
  renameFriendGame(storage, key, "firstgame", "x".repeat(200));
  assert.equal(listFriendGames(storage, key)[0].name.length, 60);
  renameFriendGame(storage, key, "firstgame", "   ");
  assert.equal(listFriendGames(storage, key)[0].name, "");
  assert.equal(renameFriendGame(storage, key, "nosuchgame", "x"), false);
  // A name that is not text, in a save changed by hand, is no name.
  const kept = JSON.parse(storage.getItem(friendKey(key, "firstgame")) ?? "{}");
  storage.setItem(friendKey(key, "firstgame"), JSON.stringify({ ...kept, name: { evil: true }, startedAt: "not a date" }));
  const [odd] = listFriendGames(storage, key);
  assert.equal(odd.name, "");
  // A start that is not a date is the time of the last save.
  assert.equal(odd.startedAt, kept.savedAt);
  // Deleted, then put back as it was.
  const before = storage.getItem(friendKey(key, "firstgame"));
  const text = deleteFriendGame(storage, key, "firstgame");
  assert.equal(text, before);
  assert.deepEqual(listFriendGames(storage, key), []);
  assert.equal(deleteFriendGame(storage, key, "firstgame"), null);
  assert.equal(restoreFriendGame(storage, key, "firstgame", /** @type {string} */ (text)), true);
  assert.equal(storage.getItem(friendKey(key, "firstgame")), before);
});
