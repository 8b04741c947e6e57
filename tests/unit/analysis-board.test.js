// The analysis board's transitions (web/analysis/analysis-*.js), as functions over its state,
// against the stand-in game (each token a whole turn, black first): the tree of lines walked
// and grown, the engine's lines played onto it, a link opened with its lines, the editor's
// draft with the engine's facts, the engine asked and stopped, and the controller drawing
// once after each transition and clearing what is drawn once.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { engineFacts as engineFactsOf } from "../../web/shared/engine-facts.js";
import { ask, stopEngine, toggleBest } from "../../web/analysis/analysis-asking.js";
import { createAnalysisController } from "../../web/analysis/analysis-controller.js";
import { paint, setBrush, setPhase, setSize, start } from "../../web/analysis/analysis-editing.js";
import { playOnCopy, rulesOfDraft } from "../../web/analysis/analysis-games.js";
import { back, editHere, forward, goTo, makeMain, playAction, playLine, recordHere, removeLine, share } from "../../web/analysis/analysis-lines.js";
import { readAnalysisFragment, readAnalysisLines } from "../../web/analysis/analysis-link.js";
import { begin, fromRecord, openLink } from "../../web/analysis/analysis-opening.js";
import { emptyDraft } from "../../web/analysis/analysis-setup.js";
import { createAnalysisState } from "../../web/analysis/analysis-state.js";
import { lineTo } from "../../web/analysis/analysis-tree.js";
import { StandInGame } from "./stand-in-game.js";

/** The stand-in with what the board asks besides: a copy, the board's text, and a refusal of
 * any token starting with "x" (as the engine refuses an illegal turn). */
class Game extends StandInGame {
  /** @param {object} [options] */
  constructor(options = {}) {
    super();
    if (/** @type {{ board?: string }} */ (options).board?.includes("!")) throw Object.assign(new Error("refused"), { code: "setup", reason: "tooManyStones" });
  }
  /** @param {string} text */
  static fromRecord(text) {
    if (text.startsWith("bad")) throw Object.assign(new Error("unreadable"), { code: "parse" });
    const game = new Game();
    game.turns = text ? text.split(" ") : [];
    return game;
  }
  clone() {
    return Game.fromRecord(this.record());
  }
  board() {
    return `board after ${this.turns.length}`;
  }
  /** @param {string} token */
  play(token) {
    if (token.startsWith("x")) throw Object.assign(new Error("illegal"), { code: "illegal" });
    return super.play(token);
  }
}

/** The engine's search, as the board asks it: what it was asked and stopped. */
function fakeEngine() {
  return {
    /** @type {{ record: string, stones: number, listener: any }[]} */
    asked: [],
    stopped: 0,
    start(/** @type {string} */ record, /** @type {number} */ stones, /** @type {any} */ listener) {
      this.asked.push({ record, stones, listener });
    },
    stop() {
      this.stopped += 1;
    },
    destroy() {},
  };
}

const facts = {
  /** @param {number} size */
  stonesOn: (size) => ({ 5: 12, 7: 24, 9: 40 })[size] ?? 0,
  /** @param {string} name */
  presetRules: (name) => ({ size: 5, capture: name === "jump" ? "jump" : "custodian", chain: "optional" }),
  /** @param {Record<string, unknown>} rules */
  check: (rules) => {
    if (rules.chain === "never") throw new Error("refused");
  },
};

function board() {
  const state = createAnalysisState(emptyDraft(5, 12));
  const engine = fakeEngine();
  let changed = 0;
  const ports = { Reader: Game, facts, engine, pageUrl: () => "https://seega.example/", changed: () => (changed += 1), copyText: async () => {} };
  return { state, engine, ports: /** @type {any} */ (ports), changes: () => changed };
}

/** A board playing from the empty set-up. */
function playing() {
  const b = board();
  assert.equal(start(b.state, b.ports), true);
  return b;
}

describe("the lines played out", () => {
  it("grows the tree as turns are played, noting each turn's side, and walks it back and on", () => {
    const { state, ports } = playing();
    assert.equal(state.mode, "play");
    playAction(state, ports, "a1");
    playAction(state, ports, "b1");
    assert.deepEqual(lineTo(state.node), ["a1", "b1"]);
    assert.equal(state.node.played?.side, "white");
    back(state, ports);
    assert.deepEqual(lineTo(state.node), ["a1"]);
    assert.equal(state.game?.record(), "a1");
    forward(state, ports);
    assert.deepEqual(lineTo(state.node), ["a1", "b1"]);
    assert.ok(state.report, "the turn walked on is animated");
  });

  it("says a refused move and changes nothing else", () => {
    const { state, ports } = playing();
    playAction(state, ports, "x9");
    assert.equal(state.said?.key, "analysisBoard.refused");
    assert.equal(state.node, state.tree);
  });

  it("keeps alternatives, makes one main, and takes one out", () => {
    const { state, ports } = playing();
    playAction(state, ports, "a1");
    back(state, ports);
    playAction(state, ports, "c1");
    assert.deepEqual(state.tree.children.map((n) => n.turn), ["a1", "c1"]);
    makeMain(state);
    assert.deepEqual(state.tree.children.map((n) => n.turn), ["c1", "a1"]);
    removeLine(state, ports);
    assert.deepEqual(state.tree.children.map((n) => n.turn), ["a1"]);
    assert.equal(state.node, state.tree);
  });

  it("plays the engine's line onto the tree as far as the engine takes it", () => {
    const { state, ports } = playing();
    playLine(state, ports, ["a1", "b1", "c1"], 2);
    assert.deepEqual(lineTo(state.node), ["a1", "b1"]);
    playLine(state, ports, ["d1", "x1", "e1"], 3);
    assert.deepEqual(lineTo(state.node), ["a1", "b1", "d1"]);
    assert.equal(state.said?.key, "analysisBoard.refused");
  });

  it("shares the record of the position shown and a link with the other lines", () => {
    const { state, ports } = playing();
    playAction(state, ports, "a1");
    back(state, ports);
    playAction(state, ports, "c1");
    share(state, ports);
    assert.equal(state.shared?.record, "c1");
    assert.equal(recordHere(state, ports), "c1");
    const link = /** @type {string} */ (state.shared?.link);
    assert.ok(link.startsWith("https://seega.example/#analysis="));
    const hash = link.slice(link.indexOf("#"));
    assert.equal(readAnalysisFragment(hash), "c1");
    assert.equal(readAnalysisLines(hash), "a1 (c1)");
  });

  it("goes back to the editor with the position shown", () => {
    const { state, ports } = playing();
    playAction(state, ports, "a1");
    editHere(state, ports);
    assert.equal(state.mode, "edit");
  });
});

describe("opening a record or a link", () => {
  it("opens a link's line with its other lines replayed", () => {
    const { state, ports } = board();
    assert.equal(openLink(state, ports, "a1 b1", "a1 b1 (c1)"), true);
    assert.deepEqual(lineTo(state.node), ["a1", "b1"]);
    // "(c1)": an alternative to the turn before it, b1.
    assert.deepEqual(state.tree.children[0].children.map((n) => n.turn), ["b1", "c1"]);
    assert.equal(state.tree.children[0].children[1].played?.side, "white");
    assert.equal(state.said?.key, "analysisBoard.linkOpened");
  });

  it("refuses a link whose record or lines do not read, and nothing changes", () => {
    const { state, ports } = board();
    assert.equal(openLink(state, ports, "bad record"), false);
    assert.equal(state.said?.key, "analysisBoard.linkRefused");
    assert.equal(state.focus, "message");
    assert.equal(openLink(state, ports, "a1", "a1 (x1)"), false);
    assert.equal(state.said?.key, "analysisBoard.linesRefused");
    assert.equal(openLink(state, ports, "a1", "a1 ("), false);
    assert.equal(state.mode, "edit");
  });

  it("starts from a record after some of its turns", () => {
    const { state, ports } = board();
    assert.equal(fromRecord(state, ports, "a1 b1 c1", 1), true);
    assert.equal(state.mode, "play");
    begin(state, ports, { from: { record: "bad", turns: null } });
    assert.equal(state.said?.key, "analysisBoard.recordRefused");
  });
});

describe("the editor's draft", () => {
  it("follows the brush, the hands following the board while placing", () => {
    const { state, ports } = board();
    setBrush(state, "w");
    paint(state, ports, "a1");
    assert.equal(state.draft.cells[20], "w");
    assert.deepEqual(state.draft.inHand, { black: 12, white: 11 });
    paint(state, ports, "a1");
    assert.equal(state.draft.cells[20], ".");
    assert.deepEqual(state.draft.inHand, { black: 12, white: 12 });
  });

  it("takes its stones from the engine's facts", () => {
    const { state, ports } = board();
    setSize(state, ports, 7);
    assert.deepEqual([state.draft.cells.length, state.draft.inHand.black], [49, 24]);
    setPhase(state, ports, "movement");
    assert.deepEqual(state.draft.inHand, { black: 0, white: 0 });
    setPhase(state, ports, "placement");
    assert.deepEqual(state.draft.inHand, { black: 24, white: 24 });
  });

  it("reads its rules through the engine's facts, null when refused", () => {
    const draft = { ...emptyDraft(5, 12), preset: "jump", custom: { chain: "none" } };
    assert.deepEqual(rulesOfDraft(facts, draft), { size: 5, capture: "jump", chain: "none" });
    assert.equal(rulesOfDraft(facts, { ...draft, custom: { chain: "never" } }), null);
  });

  it("keeps a draft the engine refuses, and says why", () => {
    const { state, ports } = board();
    state.draft = { ...state.draft, cells: ["!", ...state.draft.cells.slice(1)] };
    assert.equal(start(state, ports), false);
    assert.equal(state.mode, "edit");
    assert.equal(/** @type {any} */ (state.refusal)?.reason, "tooManyStones");
  });
});

describe("asking the engine", () => {
  it("asks about the position shown, shows each answer as it comes, and stops on a move", () => {
    const { state, ports, engine, changes } = playing();
    ask(state, ports);
    assert.equal(engine.asked.length, 1);
    assert.equal(state.engine.running, true);
    const result = { depth: 1, score: 0, tablebase: null, lines: [{ turn: "a1", score: 0, line: ["a1"] }] };
    engine.asked[0].listener.update(result);
    assert.equal(state.engine.result, result);
    assert.equal(changes(), 1);
    toggleBest(state);
    assert.equal(state.showBest, true);
    goTo(state, ports, state.node);
    assert.equal(engine.stopped, 1);
    assert.equal(state.engine.running, false);
    assert.equal(state.showBest, false);
    stopEngine(state, ports);
    assert.equal(engine.stopped, 1, "nothing to stop");
  });

  it("asks for the turn under way to be finished first", () => {
    const { state, ports, engine } = playing();
    state.pending = ["a1"];
    ask(state, ports);
    assert.equal(state.said?.key, "analysisBoard.finishTurn");
    assert.equal(engine.asked.length, 0);
  });
});

describe("the controller", () => {
  it("draws once after each transition, and what is drawn once is cleared after", () => {
    const { state, ports } = board();
    /** @type {unknown[]} */
    const drawn = [];
    const controller = createAnalysisController(state, ports, () => drawn.push([state.mode, state.report !== null, state.focus]));
    controller.begin({});
    controller.start();
    controller.act("a1");
    assert.deepEqual(drawn, [["edit", false, null], ["play", false, null], ["play", true, null]]);
    assert.equal(state.report, null);
    controller.openLink("bad");
    assert.deepEqual(drawn.at(-1), ["play", false, "message"]);
    assert.equal(state.focus, null);
  });
});

it("plays a turn on a copy, the original untouched, and catches the refusal", () => {
  const game = Game.fromRecord("a1");
  const played = playOnCopy(/** @type {any} */ (game), "b1");
  assert.equal(played.copy?.record(), "a1 b1");
  assert.equal(game.record(), "a1");
  assert.equal(/** @type {any} */ (playOnCopy(/** @type {any} */ (game), "x1").refusal)?.code, "illegal");
});

describe("the draft's rules through the engine's facts", { skip: !existsSync(new URL("../../web/pkg/seega.js", import.meta.url)) && "web/pkg is not built (npm run build)" }, () => {
  it("are the rules of a game made of the draft, for every preset and with options over it", async () => {
    const pkg = new URL("../../web/pkg/", import.meta.url);
    const { initSync, Game: Engine } = await import(new URL("seega.js", pkg).href);
    initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
    const engineFacts = engineFactsOf(() => Engine);
    for (const preset of Engine.presets()) {
      for (const custom of [{}, { chain: "none" }, { noCaptureLimit: 30, barrier: false }]) {
        for (const size of [5, 7]) {
          const draft = { ...emptyDraft(size, 12), preset, custom };
          const game = new Engine({ ...custom, preset, size });
          assert.deepEqual(rulesOfDraft(engineFacts, draft), game.state().rules, `${preset} ${JSON.stringify(custom)} ${size}`);
          game.free();
        }
      }
    }
    assert.equal(rulesOfDraft(engineFacts, { ...emptyDraft(5, 12), custom: { chain: "sometimes" } }), null);
  });
});
