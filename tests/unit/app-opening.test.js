// The game a mounted app opens with: a shared game, the saved one, or a new one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { chooseOpening } from "../../web/app/opening.js";

/** A stand-in for the engine: a shared record reads unless it says "broken". */
class Game {
  constructor(options = {}) {
    this.options = options;
  }
  static fromRecord(text) {
    if (text.includes("broken")) throw new Error("line 1, column 1: not a record");
    return Object.assign(new Game(), { record: () => text });
  }
}

/** A Map-backed Storage. */
function memory(entries = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => map.set(k, String(v)), removeItem: (k) => map.delete(k), map };
}

const defaults = { settings: { opponent: "human", level: 2, human: "black", clock: null }, humanChoice: "black" };

test("a shared game says a previous game was kept only when there was one", () => {
  const shared = { record: '[Size "5"]\n', settings: {} };
  const empty = memory();
  const fresh = chooseOpening({ Game, Reader: Game }, { shared }, { storage: empty, key: "seega" }, defaults);
  assert.deepEqual(fresh.notices.map((n) => n.key), ["notice.sharedNew"]);
  assert.equal(empty.map.has("seega.backup"), false);
  const withSave = memory({ seega: '{"version":1}' });
  const kept = chooseOpening({ Game, Reader: Game }, { shared }, { storage: withSave, key: "seega" }, defaults);
  assert.deepEqual(kept.notices.map((n) => n.key), ["notice.sharedOpened"]);
  assert.equal(withSave.map.get("seega.backup"), '{"version":1}');
});

test("a shared game that does not read leaves the player's own and says why", () => {
  const opened = chooseOpening({ Game, Reader: Game }, { shared: { record: "broken" } }, { storage: memory(), key: "seega" }, defaults);
  assert.deepEqual(opened.notices.map((n) => n.key), ["notice.sharedBroken"]);
});
