// The computer player's fallback: a worker that cannot search hands over to the page's own
// search, once and for good; cancellations are not failures.
import assert from "node:assert/strict";
import { test } from "node:test";

import { abortError } from "../../web/app/computer.js";
import { inPageClient, withFallback } from "../../web/ai/in-page.js";

/** A client that answers each search with the next of `answers` (an Error rejects). */
function scripted(answers) {
  const calls = [];
  return {
    calls,
    destroyed: false,
    choose(request) {
      calls.push(request);
      const next = answers.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    cancel() {},
    destroy() {
      this.destroyed = true;
    },
  };
}

const request = { record: '[Size "5"]\n\n*', pending: [], options: { level: 1 } };

test("a worker that fails hands the search, and every later one, to the fallback", async () => {
  const worker = scripted([new Error("the worker could not start")]);
  const page = scripted([{ turn: "a1,b1" }, { turn: "c1,d1" }]);
  let made = 0;
  const client = withFallback(worker, () => (made += 1, page));
  assert.deepEqual(await client.choose(request), { turn: "a1,b1" });
  assert.deepEqual(await client.choose(request), { turn: "c1,d1" });
  assert.equal(worker.calls.length, 1, "the failed worker is not asked again");
  assert.ok(worker.destroyed);
  assert.equal(made, 1);
});

test("a cancelled search is passed on, not retried", async () => {
  const worker = scripted([abortError(), { turn: "a1,b1" }]);
  const client = withFallback(worker, () => assert.fail("no fallback for a cancellation"));
  await assert.rejects(client.choose(request), { name: "AbortError" });
  assert.deepEqual(await client.choose(request), { turn: "a1,b1" });
});

/** An engine class whose games replay what they are given and answer `aiAnalyse` with it. */
class FakeGame {
  static fromRecord(record) {
    const game = new FakeGame();
    game.played = [record];
    return game;
  }
  play(action) {
    this.played.push(action);
  }
  aiAnalyse(options) {
    return { turn: this.played.join(" "), score: 0, depth: options.depth, nodes: 1 };
  }
  free() {}
}

test("the page's own search loads its engine at the first search, and a cancel while it loads stops it", async () => {
  let loads = 0;
  /** @type {(value: any) => void} */
  let release = () => {};
  const loaded = new Promise((resolve) => {
    release = resolve;
  });
  const client = inPageClient(() => {
    loads += 1;
    return loaded;
  });
  assert.equal(loads, 0, "nothing is loaded before a search");
  const first = client.choose({ record: "r", pending: ["a1"], options: { depth: 2 } });
  client.cancel();
  release(FakeGame);
  await assert.rejects(first, { name: "AbortError" });
  const second = await client.choose({ record: "r", pending: ["a1", "b1"], options: { depth: 3 } });
  assert.deepEqual(second, { turn: "r a1 b1", score: 0, depth: 3, nodes: 1 });
});
