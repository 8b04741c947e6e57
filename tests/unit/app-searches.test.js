// The protocol of the computer's and the hint's searches (web/app/searches.js): one at a
// time, `state.search` naming it; a cancelled or overtaken search never reports.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createSearches } from "../../web/app/searches.js";

/** A computer whose searches wait until `answer(i, choice)` or `fail(i, error)`; `signals`
 * holds each search's AbortSignal. */
function controlled() {
  /** @type {{ resolve: (choice: any) => void, reject: (error: Error) => void }[]} */
  const pending = [];
  const computer = {
    /** @type {(AbortSignal | undefined)[]} */
    signals: [],
    /** @param {unknown} request @param {AbortSignal} [signal] */
    choose(request, signal) {
      computer.signals.push(signal);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    destroy() {},
  };
  return {
    computer,
    answer: (i, turn) => pending[i].resolve({ turn, score: 0, depth: 1, nodes: 1 }),
    fail: (i, error) => pending[i].reject(error),
  };
}

const request = { record: "", pending: [], options: {} };

test("a search names itself in the state until it reports", async () => {
  const { computer, answer } = controlled();
  const state = /** @type {any} */ ({ search: null });
  const searches = createSearches(state, computer);
  const found = searches.run("computer", request);
  assert.equal(state.search, "computer");
  answer(0, "a1,b1");
  assert.deepEqual(await found, { turn: "a1,b1", score: 0, depth: 1, nodes: 1 });
  assert.equal(state.search, null);
});

test("a cancelled search and an overtaken one report nothing", async () => {
  const { computer, answer } = controlled();
  const state = /** @type {any} */ ({ search: null });
  const searches = createSearches(state, computer);
  const first = searches.run("hint", request);
  searches.cancel();
  assert.equal(state.search, null);
  assert.equal(computer.signals[0]?.aborted, true, "the search's one signal is aborted");
  answer(0, "a1,b1");
  assert.equal(await first, null);

  const second = searches.run("hint", request);
  const third = searches.run("computer", request);
  assert.equal(state.search, "computer");
  assert.deepEqual(computer.signals.map((signal) => signal?.aborted), [true, true, false], "a new search aborts the one it overtakes");
  answer(1, "c1,d1");
  answer(2, "e1,a2");
  assert.equal(await second, null);
  assert.equal((await third)?.turn, "e1,a2");
});

test("cancelHint leaves the computer's search alone; a failure rejects, an abort does not", async () => {
  const { computer, answer, fail } = controlled();
  const state = /** @type {any} */ ({ search: null });
  const searches = createSearches(state, computer);
  const move = searches.run("computer", request);
  searches.cancelHint();
  assert.equal(state.search, "computer");
  answer(0, "a1,b1");
  assert.equal((await move)?.turn, "a1,b1");

  const broken = searches.run("computer", request);
  fail(1, new Error("no engine"));
  await assert.rejects(broken, /no engine/);
  assert.equal(state.search, null);

  const aborted = searches.run("hint", request);
  const abort = new Error("stopped");
  abort.name = "AbortError";
  fail(2, abort);
  assert.equal(await aborted, null);
});

test("the computer's answer waits for the pause before it is played", async () => {
  const { computer, answer } = controlled();
  const state = /** @type {any} */ ({ search: null });
  const searches = createSearches(state, computer);
  const started = Date.now();
  const move = searches.run("computer", request, 60);
  answer(0, "a1,b1");
  assert.equal((await move)?.turn, "a1,b1");
  assert.ok(Date.now() - started >= 55, "no sooner than the pause");
});
