// A game with a friend by link: the link's fragment written short and read back, its
// settings checked, and the games kept listed with whose turn it is.
import assert from "node:assert/strict";
import { test } from "node:test";

import { friendFragment, newFriendId, shortRecord } from "../../web/friend/link.js";
import { friendSide, normalizeSettings } from "../../web/app/settings.js";
import { readShareFragment } from "../../web/app/share.js";
import { friendGames, friendKey, saveGame } from "../../web/app/store.js";

const RECORD = '[Size "5"]\n[Preset "classic"]\n[Result "*"]\n\n1. a1,b1 2. c1,d1 3. e1,a2\n4. b2,c2 *\n';

/** A Storage over a Map. */
function memory() {
  const map = new Map();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

test("a friend's link carries the game short, and reads back as the friend's side", () => {
  assert.equal(shortRecord(RECORD), '[Size "5"]\n[Preset "classic"]\n[Result "*"]\n\na1,b1 c1,d1 e1,a2 b2,c2 *');
  const id = newFriendId(() => 0.5);
  assert.match(id, /^[a-z0-9]{10}$/);
  const fragment = friendFragment(RECORD, id, "white");
  assert.ok(fragment.startsWith(`#friend=${id}&side=white&record=`));
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

test("friend games are kept each under its own key and listed with whose turn it is", () => {
  const storage = memory();
  const key = "seega.game.v1";
  const state = (friend, turn, turns) =>
    /** @type {any} */ ({
      game: { record: () => RECORD, board: () => "...../...../...../...../....." },
      snapshot: { pending: [], turn, outcome: null },
      turns: Array.from({ length: turns }),
      settings: normalizeSettings({ opponent: "friend", friend, human: "black" }),
      clock: null,
      lastSaved: 0,
    });
  saveGame(state("firstgame", "black", 4), storage, key, true, 1);
  saveGame(state("secondgame", "white", 5), storage, key, true, 2);
  storage.setItem(friendKey(key, "brokengame"), "{not json");
  const games = friendGames(storage, key);
  assert.deepEqual(games.map((g) => [g.id, g.save.turn, g.save.turns, g.save.over]).sort(), [
    ["firstgame", "black", 4, false],
    ["secondgame", "white", 5, false],
  ]);
  // The current game's save is the last one played.
  assert.equal(JSON.parse(storage.getItem(key) ?? "{}").settings.friend, "secondgame");
});
