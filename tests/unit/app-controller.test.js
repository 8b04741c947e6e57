// The app's transitions (web/app/controller.js) over a stand-in engine: each ends by deciding
// the computer's turn in one place; the engine is asked for its state once per change; take
// back against the computer goes back to the player's turn.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createController } from "../../web/app/controller.js";
import { normalizeSettings } from "../../web/shared/settings.js";
import { createState } from "../../web/app/state.js";
import { StandInGame as FakeGame } from "./stand-in-game.js";
import { computerPlaying } from "./app-stand-in.js";

function setUp(opponent) {
  const settings = normalizeSettings({ opponent, human: "black", level: 1 });
  const state = createState({ controls: new Set(), settings, humanChoice: "black", prefs: { theme: "auto", coordinates: true, lang: "auto" } });
  const events = [];
  let renders = 0;
  const controller = createController({
    state,
    render: () => {
      renders += 1;
    },
    // The public events; "play" (each action, for the sounds) is tested in sound.test.js.
    emit: (type, detail) => type !== "play" && events.push(`${type} ${detail.side ?? ""} ${detail.turn ?? ""}`.trim()),
    store: { storage: null, key: null },
    automaticLang: "en",
  });
  return { state, controller, events, renders: () => renders };
}

const until = async (check) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((done) => setTimeout(done, 20));
};

test("after the player's turn the computer's is decided, searched and played", async () => {
  const { state, controller, events } = setUp("computer");
  const computer = computerPlaying(["c1,d1"]);
  controller.begin({ Game: FakeGame, Reader: FakeGame }, computer, {});
  controller.humanAction("a1,b1");
  assert.equal(state.search, "computer", "the search starts with the transition");
  controller.humanAction("e1,a2");
  assert.deepEqual(state.snapshot.turns, ["a1,b1"], "no move of the player's while the computer thinks");
  await until(() => state.snapshot.turns.length === 2);
  assert.deepEqual(computer.asked, ["a1,b1"]);
  assert.deepEqual(state.turns.map((t) => t.side), ["black", "white"]);
  assert.deepEqual(events, ["move black a1,b1", "move white c1,d1"]);
  // The computer's answer is a whole turn as a record means it (a step that stops its
  // optional chain ends the turn), not an action that would leave the chain open.
  assert.deepEqual(state.game.wholeTurns, ["c1,d1"]);
  assert.equal(state.search, null);
  assert.equal(state.said?.what, "play");
});

test("take back against the computer returns to the player's turn; redo plays both again", async () => {
  const { state, controller } = setUp("computer");
  controller.begin({ Game: FakeGame, Reader: FakeGame }, computerPlaying(["c1,d1"]), {});
  controller.humanAction("a1,b1");
  await until(() => state.snapshot.turns.length === 2);
  controller.undo();
  assert.deepEqual(state.snapshot.turns, []);
  assert.equal(state.snapshot.turn, "black");
  controller.redo();
  assert.deepEqual(state.snapshot.turns, ["a1,b1", "c1,d1"]);
});

test("the engine is asked for its state once per change, and a refused action is a message", () => {
  const { state, controller, renders } = setUp("human");
  controller.begin({ Game: FakeGame, Reader: FakeGame }, computerPlaying([]), {});
  const before = FakeGame.asked;
  controller.humanAction("a1,b1");
  assert.equal(FakeGame.asked - before, 1);
  const drawn = renders();
  state.game.play = () => {
    throw Object.assign(new Error("illegal action c3: it is the centre"), { code: "centreDuringPlacement", action: "c3" });
  };
  controller.humanAction("c3");
  assert.equal(state.message?.error?.code, "centreDuringPlacement");
  assert.deepEqual(state.snapshot.turns, ["a1,b1"]);
  assert.equal(renders(), drawn + 1);
});

test("a new theme alone keeps the language and says nothing of it; a new language says it applies next time", () => {
  const { state, controller } = setUp("human");
  controller.begin({ Game: FakeGame, Reader: FakeGame }, computerPlaying([]), {});
  controller.setPrefs({ theme: "dark" });
  assert.equal(state.prefs.theme, "dark");
  assert.equal(state.prefs.lang, "auto");
  assert.equal(state.notice, null, "no word of a language change");
  controller.setPrefs({ lang: "fr" });
  assert.equal(state.notice?.items[0].key, "notice.reloadForLanguage");
});

test("a host's record is played on against the computer, which moves when it is to; the dialog's import is a two-player game", async () => {
  const { state, controller } = setUp("computer");
  const computer = computerPlaying(["e1,a2"]);
  controller.begin({ Game: FakeGame, Reader: FakeGame }, computer, {});
  // White, the computer, is to move in the record: it plays.
  assert.equal(controller.importRecord(FakeGame, "a1,b1", {}), null);
  assert.equal(state.settings.opponent, "computer");
  await until(() => state.snapshot.turns.length === 2);
  assert.deepEqual(state.snapshot.turns, ["a1,b1", "e1,a2"]);
  // The host's options choose another opponent: nobody answers.
  assert.equal(controller.importRecord(FakeGame, "a1,b1", { opponent: "human" }), null);
  assert.equal(state.settings.opponent, "human");
  assert.equal(state.search, null);
  // The record dialog's import (no options) is between two players, without clocks.
  controller.startChosen({ preset: "classic", rules: {}, firstPlayer: "black", settings: { ...state.settings, opponent: "computer", human: "black", clock: { minutes: 5, increment: 0 } } });
  assert.equal(controller.importRecord(FakeGame, "a1,b1"), null);
  assert.deepEqual([state.settings.opponent, state.settings.clock, state.search], ["human", null, null]);
});
