// A mode owns the board, the players' cards, the status line, the clock and the controls
// while it shows (web/app/modes.js): each mode is reached here by the app's own transitions
// (the controller's, the review's) on the engine's game, and what the screen shows in it is
// checked against the table, part by part. The position the cards and the status describe is
// asked of the engine (web/app/shown-position.js) and checked against the position drawn.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { initSync, Game } from "../../web/pkg/rules/seega.js";
import { createController } from "../../web/app/controller.js";
import { createState } from "../../web/app/state.js";
import { modeOf, screenOf } from "../../web/app/modes.js";
import { createShownPosition } from "../../web/app/shown-position.js";
import * as review from "../../web/review/review-state.js";
import { normalizeSettings } from "../../web/shared/settings.js";

initSync({ module: readFileSync(new URL("../../web/pkg/rules/seega_bg.wasm", import.meta.url)) });

/** The game the modes are reached on: 5x5, placement then three moves, then resigned. */
const TURNS = "a1,b1 c1,d1 e1,a2 b2,c2 d2,e2 a3,b3 d3,e3 a4,b4 c4,d4 e4,c5 b5,a5 d5,e5 c2-c3-c4 d2-c2 d5-d4".split(" ");

// mode x part: what the board, the cards and the status describe; whether the turn arrows
// and the list answer; take back and redo; the hint; resign and the end by agreement;
// "Review the game" (open, wait for the clocks, none while the review is open); where the
// banner's button goes back to; whether the game's clock may run.
const TABLE = {
  //          shown                         arrows walk   hint   end    offer   back      clock
  game: /**/ [{ of: "game" }, /*          */ true, true, true, true, "open", null, /*   */ true],
  turn: /**/ [{ of: "turn", turns: 3 }, /**/ true, true, false, true, "open", "game", /**/ true],
  review: /* */ [{ of: "turn", turns: 3 }, true, true, true, true, "none", "game", /*   */ false],
  better: /* */ [{ of: "turn", turns: 2 }, true, false, false, false, "none", "game", /**/ false],
  practice: [{ of: "practice" }, /*       */ false, false, false, false, "none", "review", false],
};
const PARTS = ["shown", "arrows", "walk", "hint", "end", "offer", "back", "clock"];

/** A review's result for the game: turn 3 a mistake whose better turn is e5,d5. */
function result(count) {
  const turn = (i) => ({ side: i % 2 ? "white" : "black", class: null, loss: 0, best: TURNS[i], better: null, isBest: true, line: [] });
  const turns = Array.from({ length: count }, (_, i) => turn(i));
  turns[2] = { ...turns[2], class: "mistake", loss: 150, best: "e5,d5", isBest: false, better: { actions: [{ kind: "drop", from: null, to: "e5" }, { kind: "drop", from: null, to: "d5" }], captured: [] } };
  return /** @type {any} */ ({ turns, sides: {} });
}

/** The app's state and controller with the game played, timed or not. @param {{ minutes: number, increment: number } | null} clock */
function played(clock = null) {
  const settings = normalizeSettings({ opponent: "human", clock });
  const state = createState({ controls: new Set(), settings, humanChoice: "black", prefs: { theme: "auto", coordinates: true, lang: "en", sound: "off" } });
  const controller = createController({ state, render: () => {}, emit: () => {}, store: { storage: null, key: null }, automaticLang: "en" });
  state.Game = /** @type {any} */ (Game);
  // The transitions act on a game open: the first, then the one chosen.
  state.game = /** @type {any} */ (new Game({ size: 5 }));
  controller.startChosen(/** @type {any} */ ({ preset: "classic", rules: { size: 5 }, firstPlayer: "black", settings }));
  for (const token of TURNS) controller.play(token, true);
  return { state, controller };
}

/** The board the review would derive now (review.js's `derive`), written by its transition. */
function derive(state) {
  const shown = review.shownTurn(state.gameReview, { review: state.review, tokens: state.turns.map((t) => t.turn) });
  const practised = () => {
    const p = state.gameReview?.practice;
    if (!p) return null;
    const copy = state.game.clone();
    while (copy.state().turns.length > p.turn - 1) copy.undo();
    const snapshot = copy.state();
    const board = { board: copy.board(), legal: copy.legalActions(), highlight: /** @type {any} */ ({ cells: [] }), interactive: true, caption: "", position: { snapshot, legal: copy.legalActions() } };
    copy.free();
    return board;
  };
  review.boardDerived(state, review.reviewBoard(state.gameReview, shown, { practice: practised, positionBefore: (n) => state.game.positionAfter(n - 1), caption: () => "" }));
}

/** Walks a game through every mode by the app's transitions, calling `check` in each. */
function walk({ state, controller }, check) {
  check("game");
  controller.goTo(3);
  check("turn");
  const analysis = review.started(state, state.turns.map((t) => t.turn));
  review.finished(analysis, result(state.turns.length));
  derive(state);
  check("review");
  review.betterToggled(state);
  derive(state);
  check("better");
  review.betterToggled(state);
  review.practiceStarted(state, 3, "black");
  derive(state);
  check("practice");
}

describe("a mode owns the screen while it shows", () => {
  it("each mode shows each part as the table says", () => {
    const app = played();
    // The review opens on a game over.
    app.controller.conclude("resignation", "black");
    const seen = [];
    walk(app, (mode) => {
      seen.push(mode);
      assert.equal(modeOf(app.state), mode);
      const screen = /** @type {any} */ (screenOf(app.state));
      assert.deepEqual(PARTS.map((part) => screen[part]), TABLE[mode], `the ${mode} mode`);
    });
    assert.deepEqual(seen, Object.keys(TABLE));
  });

  it("the cards and the status line describe the position drawn, not the game's last", () => {
    const app = played();
    app.controller.conclude("resignation", "black");
    const factsOf = createShownPosition();
    const { state } = app;
    walk(app, (mode) => {
      const { shown } = screenOf(state);
      const { snapshot } = factsOf(state, shown);
      // The engine's facts are of the board the screen draws.
      const drawn = state.boardOverride?.board ?? (state.review === null ? state.game.board() : state.game.positionAfter(state.review));
      const counted = (colour) => [...drawn].filter((c) => c === colour).length;
      assert.equal(snapshot.onBoard.black, counted("b"), `black's stones on the board in the ${mode} mode`);
      assert.equal(snapshot.onBoard.white, counted("w"), `white's stones on the board in the ${mode} mode`);
      if (mode === "game") {
        assert.ok(snapshot.outcome, "the game's last position says its result");
        assert.equal(snapshot.inHand.black, 0);
      } else {
        // The turns of placement shown: stones still in hand, and no result.
        assert.equal(snapshot.outcome, null, `no result in the ${mode} mode`);
        assert.equal(snapshot.phase, "placement");
        assert.equal(snapshot.inHand.black + snapshot.onBoard.black, 12);
      }
    });
    assert.equal(factsOf(state, { of: "turn", turns: 3 }).snapshot.turns.length, 3);
    assert.equal(factsOf(state, { of: "turn", turns: 3 }).snapshot.turn, "white");
  });

  it("a timed game under way waits for its end to be reviewed; its clock never runs in a review's mode", () => {
    const app = played({ minutes: 5, increment: 0 });
    const { state, controller } = app;
    assert.ok(state.clock?.running, "the clock runs in the game");
    assert.equal(screenOf(state).offer, "wait");
    controller.goTo(3);
    assert.equal(screenOf(state).offer, "wait");
    assert.ok(state.clock?.running, "a turn looked at is the player's own time");
    controller.leaveReview();
    controller.conclude("resignation", "black");
    walk(app, (mode) => {
      const screen = screenOf(state);
      if (!screen.clock) assert.equal(state.clock?.running, null, `the clock stands in the ${mode} mode`);
      if (mode === "game") assert.equal(screen.offer, "open");
    });
  });
});
