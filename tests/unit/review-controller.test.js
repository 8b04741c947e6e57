// The review's and the practice's behaviour (web/review/review.js, practice.js), driven as the
// app drives them: a review started, its progress and its result from a stand-in worker client,
// a stale or cancelled one ignored, the jumps between classed turns, the board it derives and
// the way back; the practice on a copy of a real engine's game (web/pkg, from npm run build),
// its answer judged, taken back and revealed, a late judgement ignored.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import * as reviewing from "../../web/review/review.js";
import * as practising from "../../web/review/practice.js";
import * as review from "../../web/review/review-state.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const skip = !existsSync(new URL("seega.js", pkg)) && "web/pkg is not built (npm run build)";

async function engine() {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  return Game;
}

/** A promise with its ends. */
function deferred() {
  let resolve, reject;
  const promise = new Promise((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** A worker client that answers when the test says. */
function standInClient() {
  const client = {
    runs: [],
    judged: [],
    annotated: [],
    cancels: 0,
    busy: false,
    run(record, onProgress) {
      const d = deferred();
      client.runs.push({ record, onProgress, ...d });
      return d.promise;
    },
    judge(record, turn, reviewed) {
      const d = deferred();
      client.judged.push({ record, turn, reviewed, ...d });
      return d.promise;
    },
    annotate(record, notes) {
      client.annotated.push({ record, notes });
      return Promise.resolve(`${record} annotated`);
    },
    cancel() {
      client.cancels += 1;
    },
    destroy() {},
  };
  return client;
}

/** A view that keeps what it was asked to do. */
function standInView() {
  const calls = [];
  const view = new Proxy({}, { get: (_, name) => (...args) => calls.push([name, ...args]) });
  return { view, calls };
}

const value = (score) => ({ exact: false, score, winner: null, tables: false, turns: null });
const side = (over = {}) => ({ accuracy: 90, inaccuracies: 0, mistakes: 0, blunders: 0, ...over });
/** A review of four turns: 2 a mistake by white, 3 a blunder by black, 4 an inaccuracy. */
function result() {
  const turn = (n, over) => ({ side: n % 2 ? "black" : "white", played: `t${n}`, class: null, loss: 0, best: `b${n}`, better: null, isBest: true, line: [], after: value(0), ...over });
  return {
    start: value(0),
    turns: [
      turn(1, {}),
      turn(2, { class: "mistake", loss: 200, best: "c1,d1", isBest: false, line: ["e1,a2"], better: { actions: [{ kind: "drop", from: null, to: "c1" }, { kind: "drop", from: null, to: "d1" }], captured: [] } }),
      turn(3, { class: "blunder", loss: 500, isBest: false }),
      turn(4, { class: "inaccuracy", loss: 60, isBest: false }),
    ],
    sides: { black: side({ blunders: 1, inaccuracies: 1, accuracy: 71.6 }), white: side({ mistakes: 1, accuracy: null }) },
  };
}

const t = (key, params) => (params ? `${key}${JSON.stringify(params)}` : key);
const words = { t, list: (items) => items.join(" & "), sideName: (s) => s.toUpperCase() };

/** The app's state as the review reads it, a game of `tokens`. */
function appState(tokens = ["t1", "t2", "t3", "t4"], game = { record: () => tokens.join(" "), positionAfter: (n) => `board after ${n}` }) {
  return {
    game,
    destroyed: false,
    turns: tokens.map((turn) => ({ turn })),
    review: null,
    gameReview: null,
    boardOverride: null,
    settings: { opponent: "computer", human: "black" },
  };
}

/** A review's core with stand-ins around the app's state. */
function core(state = appState()) {
  const client = standInClient();
  const { view, calls } = standInView();
  const log = { renders: 0, goTo: [], leaves: 0, annotated: [], practice: [] };
  const practice = {
    start: (n) => log.practice.push(["start", n]),
    stop: () => log.practice.push(["stop"]),
    retry() {},
    reveal() {},
    board: () => ({ board: "practice board" }),
    canEndChain: () => false,
    endChain() {},
  };
  const c = {
    state, words, client, practice, view,
    render: () => (log.renders += 1),
    goTo: (n) => log.goTo.push(n),
    leave: () => (log.leaves += 1),
    annotate: (record) => log.annotated.push(record),
  };
  return { c, client, calls, log, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the review", () => {
  it("starts, shows its progress, and on its result announces it and writes its classes into the record", async () => {
    const { c, client, calls, log, state } = core();
    reviewing.startReview(c);
    assert.equal(state.gameReview.status, "running");
    assert.deepEqual(state.gameReview.turns, ["t1", "t2", "t3", "t4"]);
    assert.equal(client.runs[0].record, "t1 t2 t3 t4");
    assert.deepEqual(calls.find(([name]) => name === "bringIntoView"), ["bringIntoView", "section"]);
    client.runs[0].onProgress({ done: 2, total: 4 });
    assert.deepEqual(state.gameReview.progress, { done: 2, total: 4 });
    assert.ok(calls.some(([name, a]) => name === "drawProgress" && a === state.gameReview));

    const done = result();
    client.runs[0].resolve(done);
    await settle();
    assert.equal(state.gameReview.status, "done");
    assert.equal(state.gameReview.result, done);
    const said = calls.find(([name]) => name === "announce")[1];
    assert.match(said, /"side":"BLACK".*analysis\.count\.inaccuracy.*analysis\.count\.blunder/);
    assert.match(said, /"side":"WHITE".*analysis\.noTurns/);
    // The classed turns only, each with its mark, its comment and the better line.
    const notes = client.annotated[0].notes;
    assert.deepEqual(notes.map((n) => [n.turn, n.annotation.mark]), [[1, "mistake"], [2, "blunder"], [3, "inaccuracy"]]);
    assert.deepEqual(notes[0].annotation.line, ["c1,d1", "e1,a2"]);
    await settle();
    assert.deepEqual(log.annotated, ["t1 t2 t3 t4 annotated"]);
  });

  it("ignores a result or progress for a review replaced, and a result for a game replaced", async () => {
    const { c, client, state } = core();
    reviewing.startReview(c);
    const first = client.runs[0];
    reviewing.startReview(c);
    first.onProgress({ done: 1, total: 4 });
    first.resolve(result());
    await settle();
    assert.equal(state.gameReview.status, "running");
    assert.equal(state.gameReview.progress, null);

    state.game = { record: () => "another" };
    client.runs[1].resolve(result());
    await settle();
    assert.equal(state.gameReview.status, "running", "a result for the game replaced is not taken");
  });

  it("says why it failed, and is gone when cancelled", async () => {
    const { c, client, state } = core();
    reviewing.startReview(c);
    client.runs[0].reject(Object.assign(new Error("no worker"), { code: "worker" }));
    await settle();
    assert.equal(state.gameReview.status, "failed");
    assert.equal(state.gameReview.error.code, "worker");
    reviewing.startReview(c);
    client.runs[1].reject(Object.assign(new Error("stopped"), { name: "AbortError" }));
    await settle();
    assert.equal(state.gameReview, null);
  });

  it("starts nothing without a game, or once the app is gone", () => {
    const { c, client, state } = core();
    state.destroyed = true;
    reviewing.startReview(c);
    assert.equal(state.gameReview, null);
    assert.equal(client.runs.length, 0);
  });

  it("jumps to the next and the previous classed turn from the turn shown", () => {
    const { c, log, state } = core();
    reviewing.startReview(c);
    review.finished(state.gameReview, result());
    state.review = 1;
    reviewing.jump(c, 1);
    state.review = 3;
    reviewing.jump(c, -1);
    reviewing.jump(c, 1);
    state.review = 4;
    reviewing.jump(c, 1);
    assert.deepEqual(log.goTo, [2, 2, 4]);
  });

  it("offers the player's own mistakes first, then goes through them and back to the review", () => {
    const { c, log, state } = core();
    reviewing.startReview(c);
    review.finished(state.gameReview, result());
    // Black plays against the computer: black's blunder (3) before white's mistake (2).
    assert.deepEqual(reviewing.practised(state), [3, 2]);
    state.settings = { opponent: "human", human: "black" };
    assert.deepEqual(reviewing.practised(state), [2, 3]);
    state.settings = { opponent: "computer", human: "black" };
    review.practiceStarted(state, 3, "black");
    reviewing.practiseNext(c);
    assert.deepEqual(log.practice, [["start", 2]]);
    review.practiceStarted(state, 2, "white");
    reviewing.practiseNext(c);
    assert.deepEqual(log.practice.at(-1), ["stop"]);
    assert.deepEqual(log.goTo, [2], "after the last, back to the turn practised");
  });

  it("derives the board: the better turn on the position before it, the practice's, or the game", () => {
    const { c, state } = core();
    reviewing.startReview(c);
    review.finished(state.gameReview, result());
    state.review = 2;
    reviewing.deriveBoard(c);
    assert.equal(state.boardOverride, null);
    review.betterToggled(state);
    reviewing.deriveBoard(c);
    assert.equal(state.boardOverride.board, "board after 1");
    assert.deepEqual(state.boardOverride.highlight.proposed, { cells: ["c1", "d1"], side: "w" });
    review.practiceStarted(state, 2, "white");
    reviewing.deriveBoard(c);
    assert.equal(state.boardOverride.board, "practice board");
  });

  it("leaves a practice for the review, the better turn for the game", () => {
    const { c, log, state } = core();
    reviewing.startReview(c);
    review.finished(state.gameReview, result());
    review.practiceStarted(state, 2, "white");
    reviewing.leaveReview(c);
    assert.deepEqual(log.practice, [["stop"]]);
    assert.deepEqual(log.goTo, [2]);
    assert.equal(log.leaves, 0);
    state.gameReview.practice = null;
    review.betterToggled(state);
    reviewing.leaveReview(c);
    assert.equal(state.gameReview.better, false);
    assert.equal(log.leaves, 1);
  });

  it("is closed or cancelled: the worker stopped, the game shown again", () => {
    const { c, client, log, state } = core();
    reviewing.startReview(c);
    state.boardOverride = { board: "x" };
    reviewing.closeReview(c);
    assert.equal(state.gameReview, null);
    assert.equal(state.boardOverride, null);
    assert.equal(client.cancels, 1);
    assert.deepEqual(log.practice, []);
    reviewing.closeReview(c, { close: true });
    assert.deepEqual(log.practice, [["stop"]]);
  });

  it("says each side's summary in words", () => {
    const done = result();
    assert.equal(
      reviewing.sideSummary(words, done, "black"),
      'analysis.sideSummary{"side":"BLACK","list":"analysis.count.inaccuracy{\\"count\\":1} & analysis.count.blunder{\\"count\\":1}","accuracy":"analysis.accuracy{\\"value\\":72}"}',
    );
    const clean = { ...done, sides: { ...done.sides, white: side() } };
    assert.match(reviewing.sideSummary(words, clean, "white"), /"list":"analysis\.clean"/);
  });
});

describe("the practice", { skip }, () => {
  /** A real game of three turns, reviewed: turn 2 (white's) a mistake. */
  async function practice() {
    const Game = await engine();
    const game = new Game({ preset: "classic" });
    for (const turn of ["a1,b1", "c1,d1", "e1,a2"]) game.playTurn(turn);
    const state = appState(["a1,b1", "c1,d1", "e1,a2"], game);
    const client = standInClient();
    const log = { renders: 0 };
    const core = { state, t, client, render: () => (log.renders += 1), sideName: words.sideName, game: null, record: "", wholeRecord: "", highlight: { cells: [], from: null, to: null, captured: [] } };
    review.started(state, ["a1,b1", "c1,d1", "e1,a2"]);
    const done = result();
    done.turns = done.turns.slice(0, 3);
    review.finished(state.gameReview, done);
    return { game, state, client, core, log };
  }

  it("sets the position before the turn, judges the answer played there, and takes it back", async () => {
    const { game, state, client, core } = await practice();
    practising.startPractice(core, 2);
    assert.deepEqual(state.gameReview.practice, { turn: 2, side: "white", status: "try", judged: null, answer: null, error: null });
    assert.deepEqual(core.game.state().turns, ["a1,b1"], "the copy is at the position before turn 2");
    assert.deepEqual(game.state().turns.length, 3, "the game itself is untouched");
    let board = practising.practiceBoard(core);
    assert.equal(board.interactive, true);
    assert.ok(board.legal.includes("e5"));
    assert.match(board.caption, /analysis\.practiceCaption.*"turn":2.*"side":"WHITE"/);

    board.onAction("e5");
    assert.equal(state.gameReview.practice.status, "try", "half a placement turn is not judged");
    assert.deepEqual(core.highlight.cells, ["e5"]);
    practising.practiceAct(core, "d5");
    const p = state.gameReview.practice;
    assert.equal(p.status, "judging");
    assert.equal(p.answer, "e5,d5");
    assert.deepEqual(core.highlight.cells, ["e5", "d5"], "both stones of the answer are marked");
    assert.equal(client.judged[0].turn, "e5,d5");
    assert.equal(client.judged[0].record, core.record);
    assert.equal(client.judged[0].reviewed, game.record());
    assert.equal(practising.practiceBoard(core).interactive, false, "no play while judged");

    client.judged[0].resolve({ class: null, isBest: true });
    await settle();
    assert.equal(p.status, "good");

    practising.retryPractice(core);
    assert.equal(p.status, "try");
    assert.deepEqual(core.game.state().turns, ["a1,b1"], "the answer is taken back");
    assert.equal(client.cancels, 1);
  });

  it("judges a poor answer again, reveals the engine's turn, and ignores a late judgement", async () => {
    const { state, client, core } = await practice();
    practising.startPractice(core, 2);
    practising.practiceAct(core, "e5");
    practising.practiceAct(core, "d5");
    const p = state.gameReview.practice;
    client.judged[0].resolve({ class: "mistake", isBest: false });
    await settle();
    assert.equal(p.status, "again");

    practising.retryPractice(core);
    practising.practiceAct(core, "e4");
    practising.practiceAct(core, "d4");
    practising.retryPractice(core);
    practising.practiceAct(core, "e3");
    practising.practiceAct(core, "d3");
    assert.equal(p.answer, "e3,d3");
    client.judged[1].resolve({ class: null, isBest: true });
    await settle();
    assert.equal(p.status, "judging", "the judgement of the answer taken back changes nothing");
    practising.revealPractice(core);
    assert.equal(p.status, "revealed");
    assert.deepEqual(core.game.state().turns, ["a1,b1"]);
    assert.deepEqual(core.highlight.proposed, { cells: ["c1", "d1"], side: "w" });
    assert.deepEqual(practising.practiceBoard(core).legal, []);
  });

  it("keeps a refused action's error, a failed judgement's, and not a cancelled one's", async () => {
    const { state, client, core } = await practice();
    practising.startPractice(core, 2);
    const p = state.gameReview.practice;
    practising.practiceAct(core, "a1");
    assert.ok(p.error, "a stone on a stone is refused");
    assert.equal(p.status, "try");
    practising.practiceAct(core, "e5");
    assert.equal(p.error, null);
    practising.practiceAct(core, "d5");
    client.judged[0].reject(Object.assign(new Error("cancelled"), { name: "AbortError" }));
    await settle();
    assert.equal(p.status, "judging");
    practising.retryPractice(core);
    practising.practiceAct(core, "e5");
    practising.practiceAct(core, "d5");
    client.judged[1].reject(new Error("worker crashed"));
    await settle();
    assert.equal(p.status, "failed");
  });

  it("stops: the copy freed and the practice gone", async () => {
    const { state, core } = await practice();
    practising.startPractice(core, 2);
    assert.equal(practising.canEndChain(core), false);
    practising.stopPractice(core);
    assert.equal(state.gameReview.practice, null);
    assert.equal(core.game, null);
    assert.equal(practising.practiceBoard(core), null);
    practising.startPractice(core, 9);
    assert.equal(state.gameReview.practice, null, "no turn 9 to practise");
  });
});
