// Thinking on the player's time. In the worker (web/ai/tasks.js, the real engine): pondering
// searches the position after the reply the computer expects, keeps what it found, answers
// the next search of that position at once when it spent the budget, and stops at any request
// (a `stop`, a search). On the page (web/app/pondering.js, searches.js): started at the start of
// the player's turn at level 5, kept through the turn's actions, stopped on a take back, on a
// hidden tab and by the setting.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { createTasks } from "../../web/ai/tasks.js";
import { createPondering, ponderWanted } from "../../web/app/pondering.js";
import { createSearches } from "../../web/app/searches.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const engine = await import(new URL("seega.js", pkg).href);
engine.initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

/** Asks `handle` and gives the "done" reply's result (or throws the error reply's message). */
async function ask(handle, request) {
  const replies = [];
  await handle(request, (reply) => replies.push(reply));
  const last = replies.at(-1);
  if (last?.type !== "done") throw new Error(JSON.stringify(last));
  return last.result;
}

const START = '[Size "5"]\n\n1. a1,b1 2. e5,d5';
const OPTIONS = { level: 5, timeMs: 150 };
/** An ending white wins whatever black plays: black's two stones against four, white taking
 * one in its next turn. */
const ENDING = "....w/...wb/...../.w.w./..b.. b";

/** `record` with `turn` played. */
function played(record, turn) {
  const game = engine.Game.fromRecord(record);
  game.playTurn(turn);
  const text = game.record();
  game.free();
  return text;
}

describe("pondering in the worker", () => {
  it("searches the expected reply's position for the budget, and the next search of it answers at once", async () => {
    const handle = createTasks(async () => engine);
    const mine = await ask(handle, { id: 1, kind: "search", record: START, pending: [], options: OPTIONS });
    const theirs = played(START, mine.turn);
    const pondered = await ask(handle, { id: 2, kind: "ponder", record: theirs, pending: [], options: OPTIONS });
    assert.equal(typeof pondered.reply, "string", "a reply is expected");
    assert.ok(pondered.spent >= OPTIONS.timeMs, `it thought for the budget: ${pondered.spent} ms`);
    const started = performance.now();
    const answer = await ask(handle, { id: 3, kind: "search", record: played(theirs, pondered.reply), pending: [], options: OPTIONS });
    const took = performance.now() - started;
    assert.equal(answer.pondered, true);
    assert.ok(answer.depth >= pondered.depth, "as deep as the pondering went");
    assert.ok(took < OPTIONS.timeMs / 2, `answered at once: ${took.toFixed(1)} ms`);
  });

  it("a pondering stopped short of the budget is run on, the same search, for what is left", async () => {
    const handle = createTasks(async () => engine);
    const mine = await ask(handle, { id: 1, kind: "search", record: START, pending: [], options: OPTIONS });
    const theirs = played(START, mine.turn);
    const long = { level: 5, timeMs: 600 };
    const pondering = ask(handle, { id: 2, kind: "ponder", record: theirs, pending: [], options: long });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await handle({ id: 3, kind: "stop" }, () => {});
    const pondered = await pondering;
    assert.ok(pondered.spent < long.timeMs, `stopped short of the budget: ${pondered.spent} ms`);
    const started = performance.now();
    const answer = await ask(handle, { id: 4, kind: "search", record: played(theirs, pondered.reply), pending: [], options: long });
    const took = performance.now() - started;
    assert.equal(answer.pondered, true);
    assert.ok(answer.depth >= pondered.depth, `deepened on from where pondering stopped: ${answer.depth} after ${pondered.depth}`);
    assert.ok(took < long.timeMs, `thought for what was left of the budget: ${took.toFixed(0)} ms`);
  });

  it("a pondering whose result the engine proves ends before the budget, and is answered at once", async () => {
    const handle = createTasks(async () => engine);
    const ending = `[Size "5"]\n[Setup "${ENDING}"]\n\n*`;
    await ask(handle, { id: 1, kind: "search", record: ending, pending: [], options: OPTIONS });
    const long = { level: 5, timeMs: 2000 };
    const pondered = await ask(handle, { id: 2, kind: "ponder", record: ending, pending: [], options: long });
    assert.ok(pondered.spent < long.timeMs / 2, `pondering ended when deepening did: ${pondered.spent} ms`);
    const started = performance.now();
    const answer = await ask(handle, { id: 3, kind: "search", record: played(ending, pondered.reply), pending: [], options: long });
    assert.equal(answer.pondered, true);
    assert.ok(answer.score > 900000, `a proven win: ${answer.score}`);
    assert.ok(performance.now() - started < long.timeMs / 4, "answered at once");
  });

  it("another reply is searched as usual; a pondered position is used once", async () => {
    const handle = createTasks(async () => engine);
    const mine = await ask(handle, { id: 1, kind: "search", record: START, pending: [], options: OPTIONS });
    const theirs = played(START, mine.turn);
    const { reply } = await ask(handle, { id: 2, kind: "ponder", record: theirs, pending: [], options: OPTIONS });
    const game = engine.Game.fromRecord(theirs);
    const other = game.legalActions().find((a) => !reply.startsWith(a));
    game.free();
    const partial = await ask(handle, { id: 3, kind: "search", record: theirs, pending: [other], options: OPTIONS });
    assert.equal(partial.pondered, false, "not the reply pondered");
    const again = await ask(handle, { id: 4, kind: "search", record: played(theirs, reply), pending: [], options: OPTIONS });
    assert.equal(again.pondered, false, "what was pondered is forgotten once a search came");
  });

  it("stops at a `stop` or at any other request, keeping what it found, and stops not before", async () => {
    const handle = createTasks(async () => engine);
    const long = { level: 5, timeMs: 60_000 };
    const mine = await ask(handle, { id: 1, kind: "search", record: START, pending: [], options: OPTIONS });
    const theirs = played(START, mine.turn);
    const started = performance.now();
    const pondering = ask(handle, { id: 2, kind: "ponder", record: theirs, pending: [], options: long });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await Promise.race([pondering.then(() => "ended"), Promise.resolve("running")]), "running");
    await handle({ id: 0, kind: "stop" }, () => assert.fail("a stop is not answered"));
    const { reply, spent } = await pondering;
    assert.ok(performance.now() - started < 2000, "stopped within a slice");
    assert.ok(spent > 0 && spent < 2000);
    const answer = await ask(handle, { id: 3, kind: "search", record: played(theirs, reply), pending: [], options: { level: 5, timeMs: spent + 100 } });
    assert.equal(answer.pondered, false, "other options: searched afresh (the table kept)");

    const fresh = createTasks(async () => engine);
    const own = await ask(fresh, { id: 1, kind: "search", record: START, pending: [], options: OPTIONS });
    const second = ask(fresh, { id: 2, kind: "ponder", record: played(START, own.turn), pending: [], options: long });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const search = ask(fresh, { id: 3, kind: "search", record: START, pending: [], options: { depth: 2 } });
    assert.equal(typeof (await second).reply, "string", "a search stops it");
    assert.equal((await search).pondered, false);
  });

  it("ponders nothing without an expected reply or a time budget", async () => {
    const handle = createTasks(async () => engine);
    assert.deepEqual(await ask(handle, { id: 1, kind: "ponder", record: START, pending: [], options: OPTIONS }), { reply: null, spent: 0, depth: 0 });
    const mine = await ask(handle, { id: 2, kind: "search", record: START, pending: [], options: { depth: 3 } });
    const fixed = await ask(handle, { id: 3, kind: "ponder", record: played(START, mine.turn), pending: [], options: { depth: 3 } });
    assert.equal(fixed.spent, 0, "a fixed depth has no budget to think ahead for");
  });
});

/** The app's state on the player's turn against level 5. */
function playerTurn(overrides = {}) {
  return {
    settings: { opponent: "computer", level: 5, human: "black", clock: null },
    prefs: { theme: "auto", coordinates: true, lang: "en", sound: "medium" },
    snapshot: { turn: "black", pending: [], outcome: null },
    boardOverride: null,
    ...overrides,
  };
}

/** A client that records what it is asked. */
function recording() {
  const calls = [];
  return {
    calls,
    ponder(request) {
      calls.push(["ponder", request.record]);
      return new Promise(() => {});
    },
    stopPondering() {
      calls.push(["stop"]);
    },
  };
}

describe("pondering on the page", () => {
  it("is wanted on the player's turn at level 5, in view, unless turned off", () => {
    assert.equal(ponderWanted(/** @type {any} */ (playerTurn()), true), true);
    assert.equal(ponderWanted(/** @type {any} */ (playerTurn()), false), false, "a hidden tab");
    assert.equal(ponderWanted(/** @type {any} */ (playerTurn({ prefs: { ponder: false } })), true), false, "the setting");
    assert.equal(ponderWanted(/** @type {any} */ (playerTurn({ settings: { opponent: "computer", level: 4, human: "black" } })), true), false, "level 4");
    assert.equal(ponderWanted(/** @type {any} */ (playerTurn({ settings: { opponent: "human", level: 5, human: "black" } })), true), false, "two players");
    assert.equal(ponderWanted(/** @type {any} */ (playerTurn({ snapshot: { turn: "white", pending: [], outcome: null } })), true), false, "the computer's turn");
    assert.equal(ponderWanted(/** @type {any} */ (playerTurn({ snapshot: { turn: "black", pending: [], outcome: { winner: "black" } } })), true), false, "game over");
  });

  it("starts at the start of the player's turn, runs on through its actions, and stops on a hidden tab and by the setting", () => {
    const client = recording();
    const page = new EventTarget();
    let visible = true;
    const pondering = createPondering(client, { visible: () => visible, target: page });
    const state = /** @type {any} */ (playerTurn());
    pondering.update(state, () => ({ record: "r1", pending: [], options: { level: 5 } }));
    assert.deepEqual(client.calls, [["ponder", "r1"]]);
    state.snapshot = { turn: "black", pending: ["a2"], outcome: null };
    pondering.update(state, () => assert.fail("not asked again in the middle of the turn"));
    assert.deepEqual(client.calls, [["ponder", "r1"]], "kept through the turn's actions");
    visible = false;
    page.dispatchEvent(new Event("visibilitychange"));
    assert.deepEqual(client.calls.at(-1), ["stop"], "a hidden tab stops it");
    visible = true;
    state.snapshot = { turn: "black", pending: [], outcome: null };
    state.prefs = { ...state.prefs, ponder: false };
    pondering.update(state, () => assert.fail("not asked when turned off"));
    assert.deepEqual(client.calls.at(-1), ["stop"], "turned off: stopped");
    const before = client.calls.length;
    pondering.destroy();
    visible = false;
    page.dispatchEvent(new Event("visibilitychange"));
    assert.equal(client.calls.length, before + 1, "destroy() stopped it once and listens no more");
  });

  it("a take back (the searches cancelled) stops it", () => {
    let stops = 0;
    const computer = { choose: () => new Promise(() => {}), destroy() {}, stopPondering: () => (stops += 1) };
    const searches = createSearches(/** @type {any} */ ({ search: null }), computer);
    searches.cancel();
    assert.equal(stops, 1);
  });
});
