// The lesson's and the puzzles' transitions (web/learn/lesson-controller.js,
// puzzles-controller.js) against the engine (web/pkg, from npm run build), as their views
// drive them: a step opened, a refused move explained, the goal met or missed, the other
// side's reply, a demonstration, a step left halfway; a puzzle solved, missed, hinted, shown,
// its reply played by the engine, and what is kept in storage.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import * as lesson from "../../web/learn/lesson-controller.js";
import { createLessonState, LESSON_PROGRESS_KEY } from "../../web/learn/lesson-state.js";
import * as puzzles from "../../web/learn/puzzles-controller.js";
import { createPuzzlesState } from "../../web/learn/puzzles-state.js";
import { PROGRESS_KEY } from "../../web/learn/puzzle-book.js";
import { memory } from "./memory-storage.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const skip = !existsSync(new URL("seega.js", pkg)) && "web/pkg is not built (npm run build)";
const collection = JSON.parse(readFileSync(new URL("../../web/learn/puzzles.json", import.meta.url), "utf8")).puzzles;

async function engine() {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  return Game;
}

/** The ports a view gives: `render` counted, `show` kept and settled at once. */
function ports(Game) {
  const log = { renders: 0, shown: [] };
  return {
    log,
    Game,
    storage: memory(),
    render: () => (log.renders += 1),
    show: async (options = {}) => void log.shown.push(options),
  };
}

/** Plays a learner's turn as the board hands it over: drops one at a time, a move whole. */
async function playTurn(core, play, token) {
  for (const part of token.includes(",") ? token.split(",") : [token]) await play(core, part);
}

describe("the lesson's transitions", { skip }, () => {
  async function open(custom = {}) {
    const Game = await engine();
    const p = ports(Game);
    const core = { ...p, state: createLessonState({ preset: "classic", custom, completed: [] }), destroyed: false };
    lesson.choosePreset(core, custom && Object.keys(custom).length ? "custom" : "classic");
    return { core, log: p.log, state: core.state, storage: p.storage };
  }
  const stepAt = (state, id) => state.steps.findIndex((step) => step.id === id);

  it("opens the first step with its tempting moves offered, and explains a refused move", async () => {
    const { core, log, state } = await open();
    assert.ok(state.steps.length >= 6);
    assert.equal(state.index, 0);
    assert.equal(state.phase, "goal");
    assert.equal(state.focus, "title");
    assert.deepEqual(log.shown.at(-1).extra, state.steps[0].tempting);
    await lesson.play(core, "c3");
    assert.equal(state.said.kind, "miss");
    assert.equal(state.said.items[0].key, "learn.why.centre");
    assert.equal(state.phase, "goal", "a refusal is not a miss");
  });

  it("meets a step's goal: done, kept in storage, Next focused", async () => {
    const { core, state, storage } = await open();
    const step = state.steps[0];
    await lesson.play(core, step.answer.split(",")[0]);
    assert.equal(state.phase, "goal", "half a turn goes on");
    await lesson.play(core, step.answer.split(",")[1]);
    assert.equal(state.phase, "done");
    assert.deepEqual(state.said, { kind: "ok", items: [{ key: step.done }] });
    assert.equal(state.focus, "next");
    assert.ok(state.completed.has("place"));
    assert.deepEqual(JSON.parse(storage.getItem(LESSON_PROGRESS_KEY)), ["place"]);
  });

  it("misses a step's goal: says why and waits for a try again; no more moves", async () => {
    const { core, state } = await open();
    lesson.goTo(core, stepAt(state, "capture"));
    const wrong = state.game.legalActions().find((a) => a !== state.steps[state.index].answer);
    await lesson.play(core, wrong);
    assert.equal(state.phase, "missed");
    assert.equal(state.said.items[0].key, "learn.miss.noCapture");
    assert.equal(state.said.kind, "miss");
    assert.equal(state.said.items.at(-1).key, "learn.tryAgain");
    assert.equal(state.focus, "retry");
    const turns = state.game.state().turns.length;
    await lesson.play(core, state.game.legalActions()[0]);
    assert.equal(state.game.state().turns.length, turns);
    lesson.restart(core);
    assert.equal(state.phase, "goal");
    assert.equal(state.game.state().turns.length, 0);
  });

  it("plays the other side's reply after a step's goal", async () => {
    const { core, state } = await open();
    lesson.goTo(core, stepAt(state, "safe"));
    const step = state.steps[state.index];
    await playTurn(core, lesson.play, step.answer);
    assert.equal(state.phase, "done");
    assert.equal(state.game.state().turns.at(-1), step.reply);
    assert.deepEqual(state.said.items.at(-1), { key: "learn.replied", params: { turn: step.reply } });
  });

  it("demonstrates the answer, and a step left halfway stops its demonstration", async () => {
    const { core, state } = await open();
    const step = state.steps[0];
    await lesson.demonstrate(core);
    assert.deepEqual(state.game.state().turns, [step.answer]);
    assert.equal(state.phase, "missed");
    assert.deepEqual(state.said, { kind: "info", items: [{ key: "learn.shown", params: { turn: step.answer } }] });

    const showing = lesson.demonstrate(core);
    lesson.goTo(core, stepAt(state, "move"));
    await showing;
    assert.equal(state.index, stepAt(state, "move"));
    assert.deepEqual(state.game.state().turns, [], "the demonstration of the step left played nothing here");
    assert.equal(state.phase, "goal");
  });

  it("teaches the preset's rules when the custom ones are refused, and says so", async () => {
    const { state } = await open({ size: 4 });
    assert.deepEqual(state.custom, {});
    assert.equal(state.said.items[0].key, "learn.why.other");
    assert.ok(state.game);
  });
});

describe("the puzzles' transitions", { skip }, () => {
  async function open(index) {
    const Game = await engine();
    const p = ports(Game);
    const core = { ...p, state: createPuzzlesState({ puzzles: collection, daily: index, progress: { solved: [], seen: [] } }), destroyed: false };
    puzzles.open(core, index);
    return { core, log: p.log, state: core.state, storage: p.storage };
  }
  const captureOne = collection.findIndex((p) => p.kind === "capture" && p.solution.length === 1 && !p.solution[0].split("-")[2]);
  const winThree = collection.findIndex((p) => p.kind === "win" && p.solution.length === 3);

  it("opens a puzzle at its start", async () => {
    const { state, log } = await open(captureOne);
    assert.equal(state.phase, "play");
    assert.equal(state.at, 0);
    assert.equal(state.focus, "title");
    assert.equal(state.game.board(), collection[captureOne].board);
    assert.equal(log.shown.length, 1);
  });

  it("solves a puzzle: kept in storage, solved again the second time", async () => {
    const { core, state, storage } = await open(captureOne);
    const id = collection[captureOne].id;
    await puzzles.play(core, collection[captureOne].solution[0]);
    assert.equal(state.phase, "solved");
    assert.deepEqual(state.said, { kind: "ok", items: [{ key: "puzzle.solved" }] });
    assert.deepEqual(JSON.parse(storage.getItem(PROGRESS_KEY)).solved, [id]);
    puzzles.open(core, captureOne);
    assert.equal(state.solvedBefore, true);
    await puzzles.play(core, collection[captureOne].solution[0]);
    assert.equal(state.said.items[0].key, "puzzle.solvedAgain");
  });

  it("misses with another turn, and refuses a move the engine refuses", async () => {
    const { core, state } = await open(captureOne);
    await puzzles.play(core, "a1-a1");
    assert.equal(state.phase, "play");
    assert.equal(state.said.kind, "miss");
    const solution = collection[captureOne].solution[0];
    const wrong = state.game.legalActions().find((a) => a !== solution && a !== "end" && !solution.startsWith(a));
    await puzzles.play(core, wrong);
    while (state.phase === "play" && state.game.state().turns.length === 0) await puzzles.play(core, state.game.legalActions().find((a) => a !== "end") ?? "end");
    assert.equal(state.phase, "missed");
    assert.equal(state.said.items[0].key, "puzzle.miss.capture");
    assert.equal(state.said.items.at(-1).key, "learn.tryAgain");
    assert.equal(state.focus, "retry");
  });

  it("answers a right turn of a longer win with the stored reply, naming the side that played it", async () => {
    const { core, state } = await open(winThree);
    const p = collection[winThree];
    await puzzles.play(core, p.solution[0]);
    assert.equal(state.at, 2);
    assert.equal(state.game.state().turns.at(-1), p.solution[1]);
    const replier = p.turn === "black" ? "white" : "black";
    assert.deepEqual(state.said, { kind: "info", items: [{ key: "puzzle.goodReply", params: { side: replier, turn: p.solution[1] } }] });
    await puzzles.play(core, p.solution[2]);
    assert.equal(state.phase, "solved");
  });

  it("stops the reply when the puzzles close", async () => {
    const { core, state } = await open(winThree);
    const game = state.game;
    const playing = puzzles.play(core, collection[winThree].solution[0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const turns = game.state().turns.length;
    puzzles.destroy(core);
    await playing;
    assert.equal(state.game, null);
    assert.equal(turns, 1);
  });

  it("hints the stone, then the turn, and shows the solution (seen, not solved)", async () => {
    const { core, state, log, storage } = await open(captureOne);
    const p = collection[captureOne];
    puzzles.hint(core);
    assert.equal(state.said.items[0].key, "puzzle.hint1");
    assert.equal(state.said.items[0].params.cell, p.solution[0].slice(0, 2));
    assert.deepEqual(log.shown.at(-1).mark, [p.solution[0].slice(0, 2)]);
    puzzles.hint(core);
    assert.deepEqual(state.said.items[0], { key: "puzzle.hint2", params: { turn: p.solution[0] } });
    assert.equal(log.shown.at(-1).mark.length, 2);

    await puzzles.showSolution(core);
    assert.deepEqual(state.game.state().turns, p.solution);
    assert.equal(state.phase, "missed");
    assert.deepEqual(JSON.parse(storage.getItem(PROGRESS_KEY)), { solved: [], seen: [p.id] });
  });
});
