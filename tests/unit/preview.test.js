// The first screen before the engine: the build's facts of a new game are the engine's own,
// and a kept screen is drawn only when it is the game that will open and has the shape the
// view draws; anything else waits for the engine.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { START } from "../../web/pkg/start.js";
import { initSync, Game } from "../../web/pkg/rules/seega.js";
import { previewOf } from "../../web/app/preview.js";
import { DEFAULT_KEY, saveGame, writeSave } from "../../web/app/store.js";
import { normalizeSettings } from "../../web/shared/settings.js";
import { CATALOG_LANGUAGES, matchTag, preferredOf } from "../../web/i18n/tags.js";
import { languages, preferredLanguage } from "../../web/i18n/i18n.js";

initSync({ module: readFileSync(new URL("../../web/pkg/rules/seega_bg.wasm", import.meta.url)) });

/** A Web Storage stand-in. */
function memoryStorage() {
  const data = new Map();
  return { getItem: (key) => (data.has(key) ? data.get(key) : null), setItem: (key, value) => data.set(key, String(value)), removeItem: (key) => data.delete(key) };
}

const store = () => ({ storage: memoryStorage(), key: DEFAULT_KEY });

describe("the first screen", () => {
  it("of a new game is what the page's engine says of one", () => {
    const game = new Game();
    assert.deepEqual(START, { snapshot: game.state(), board: game.board(), legal: game.legalActions(), turns: game.history() });
    game.free();
  });

  it("is the new game's only when nothing else will open", () => {
    assert.deepEqual(previewOf({}, store()), { screen: START });
    assert.deepEqual(previewOf({}, { storage: null, key: null }), { screen: START });
    assert.equal(previewOf({ size: 7 }, store()), null);
    assert.equal(previewOf({ preset: "somali" }, store()), null);
    assert.equal(previewOf({ rules: { chain: "none" } }, store()), null);
    assert.equal(previewOf({ shared: { record: "1. c3,d3" } }, store()), null);
  });

  it("of a saved game is the one kept with it, read back as the engine gave it", () => {
    const kept = store();
    const game = new Game();
    game.play("a1");
    game.play("b1");
    const settings = normalizeSettings({ opponent: "computer", level: 3, human: "white" });
    const snapshot = game.state();
    const state = { game, snapshot, clock: null, settings, legal: game.legalActions(), turns: game.history(), lastSaved: 0 };
    saveGame(/** @type {any} */ (state), kept.storage, kept.key, true, 0);
    const preview = previewOf({}, kept);
    assert.deepEqual(preview, { screen: { snapshot, board: game.board(), legal: state.legal, turns: state.turns }, settings });
    game.free();
  });

  it("waits for the engine when the save has no screen, a broken one, or is unreadable", () => {
    const save = (screen) => {
      const kept = store();
      writeSave(kept.storage, kept.key, { record: "", pending: [], settings: {}, clock: null, savedAt: "", ...(screen === undefined ? {} : { screen }) });
      return kept;
    };
    assert.equal(previewOf({}, save(undefined)), null);
    assert.equal(previewOf({}, save("text")), null);
    assert.equal(previewOf({}, save({ ...START, board: 5 })), null);
    assert.equal(previewOf({}, save({ ...START, turns: null })), null);
    assert.equal(previewOf({}, save({ ...START, legal: "a1" })), null);
    assert.equal(previewOf({}, save({ ...START, snapshot: { ...START.snapshot, inHand: null } })), null);
    assert.equal(previewOf({}, save({ ...START, snapshot: null })), null);
    const broken = store();
    broken.storage.setItem(broken.key, "{not json");
    assert.equal(previewOf({}, broken), null);
  });
});

describe("language tags", () => {
  it("name the catalogs the app has, matched as the app matches them", () => {
    assert.deepEqual(languages().slice(0, CATALOG_LANGUAGES.length).sort(), [...CATALOG_LANGUAGES].sort());
    assert.equal(matchTag("fr-CA", CATALOG_LANGUAGES), "fr");
    assert.equal(matchTag("de", CATALOG_LANGUAGES), null);
    for (const tags of [["de-DE", "fr-CA"], ["so"], ["pt"], ["AR-eg", "en"]]) assert.equal(preferredOf(tags, CATALOG_LANGUAGES), preferredLanguage(tags));
  });
});
