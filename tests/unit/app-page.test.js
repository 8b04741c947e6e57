// The app around the game (web/app/transitions/page.js) and the steps every transition takes
// (common.js), called directly over the app's state.
import assert from "node:assert/strict";
import { test } from "node:test";

import { clearHint, gameOf, humanChoiceOf, observe, resetView, runClock, save } from "../../web/app/transitions/common.js";
import { destroy, goTo, leaveReview, setLevel, setPrefs, showFirstScreen, tick } from "../../web/app/transitions/page.js";
import { memory } from "./memory-storage.js";
import { Game, setUp } from "./app-stand-in.js";

test("an earlier position is shown by its number of turns; the last one is the game again", () => {
  const { state } = setUp({ game: Game.fromRecord("a1,b1 c1,d1") });
  goTo(state, 1);
  assert.equal(state.review, 1);
  goTo(state, -3);
  assert.equal(state.review, 0);
  goTo(state, 9);
  assert.equal(state.review, null);
  goTo(state, 1);
  leaveReview(state);
  assert.equal(state.review, null);
});

test("the level and the preferences are kept; a new language is said to apply next time", () => {
  const storage = memory();
  const { state, ports } = setUp({ storage });
  setLevel(state, ports, 3);
  assert.equal(state.settings.level, 3);
  assert.equal(JSON.parse(storage.getItem("seega") ?? "{}").settings.level, 3);
  setPrefs(state, ports, { theme: "dark" });
  assert.deepEqual([state.prefs.theme, state.notice], ["dark", null]);
  assert.equal(JSON.parse(storage.getItem("seega.prefs") ?? "{}").theme, "dark");
  setPrefs(state, ports, { lang: "fr" });
  assert.equal(state.notice?.items[0].key, "notice.reloadForLanguage");
});

test("a new language mounts the game again when the host says how", async () => {
  const { state, ports } = setUp();
  /** @type {string[]} */
  const heard = [];
  ports.onLanguage = (lang) => heard.push(lang);
  setPrefs(state, ports, { lang: "auto" });
  setPrefs(state, ports, { lang: "fr" });
  await new Promise((done) => setTimeout(done));
  assert.deepEqual(heard, ["fr"]);
});

test("the tick ends the game when a flag falls, and says whether the clocks need drawing", () => {
  const { state, ports } = setUp({ clock: { minutes: 1, increment: 0 } });
  assert.equal(tick(state, ports), true);
  state.clock = state.clock && { ...state.clock, black: 0, since: 0 };
  assert.equal(tick(state, ports), false);
  assert.deepEqual(state.snapshot?.outcome, { winner: "white", reason: "timeout" });
  assert.equal(tick(setUp().state, ports), false, "no clock, nothing to draw");
});

test("the first screen is drawn from the facts kept; one the view cannot draw gives way", () => {
  const { state } = setUp();
  const fresh = setUp().state;
  fresh.game = null;
  fresh.snapshot = null;
  const snapshot = /** @type {any} */ (state.snapshot);
  const preview = /** @type {any} */ ({ screen: { snapshot, legal: ["a1"], turns: [] }, settings: state.settings });
  showFirstScreen(fresh, preview, () => {});
  assert.equal(fresh.snapshot, snapshot);
  assert.deepEqual(fresh.legal, ["a1"]);
  showFirstScreen(fresh, preview, () => {
    throw new Error("cannot draw");
  });
  assert.deepEqual([fresh.preview, fresh.snapshot], [null, null]);
});

test("the app's end saves and frees the game, once", () => {
  const storage = memory();
  const { state, ports, game } = setUp({ storage, game: Game.fromRecord("a1,b1") });
  storage.removeItem("seega");
  let freed = 0;
  game.free = () => {
    freed += 1;
  };
  destroy(state, ports);
  destroy(state, ports);
  assert.deepEqual([state.destroyed, state.game, freed], [true, null, 1]);
  assert.equal(JSON.parse(storage.getItem("seega") ?? "{}").record, "a1,b1");
});

test("the steps every transition takes", () => {
  const { state, ports, game } = setUp({ clock: { minutes: 1, increment: 3 } });
  game.play("a1,b1");
  observe(state);
  assert.deepEqual([state.snapshot?.turn, state.turns.length, state.legal], ["white", 1, ["a1"]]);
  runClock(state, "black");
  assert.equal(state.clock?.running, "white");
  assert.equal(Math.round((state.clock?.black ?? 0) / 1000), 63, "the side that moved gets its increment");
  state.review = 1;
  state.turnCaptures = ["c3"];
  resetView(state);
  assert.deepEqual([state.review, state.turnCaptures, state.animation], [null, [], null]);
  state.hint = { error: new Error("x") };
  clearHint(state, ports);
  assert.equal(state.hint, null);
  save(state, ports, true);
  assert.equal(state.lastSaved, 0, "nowhere to save: nothing saved");
  assert.equal(gameOf(state), game);
  assert.deepEqual(["white", "random", "black", "black"], ["white", "random", "black", 7].map(humanChoiceOf));
});
