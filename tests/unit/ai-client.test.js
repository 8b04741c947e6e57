// Unit tests of the computer player's client (web/ai/client.js), with a stand-in for the
// Worker: one search at a time, its AbortSignal aborted ends the worker and rejects with an AbortError, load
// failures say so, the endgame tables are built in a worker of their own and sent once.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { createAiClient } from "../../web/ai/client.js";
import { FakeWorker, useFakeWorker } from "./fake-worker.js";

const request = { record: '[Size "5"]\n\n*', pending: ["a1"], options: { level: 3, seed: 1 } };

describe("the computer player's client", () => {
  useFakeWorker();

  it("starts a module worker lazily and sends the request", async () => {
    const ai = createAiClient({ url: "worker.js" });
    assert.equal(FakeWorker.made.length, 0);
    const choice = ai.choose(request);
    const [worker] = FakeWorker.made;
    assert.deepEqual(worker.options, { type: "module" });
    assert.equal(worker.url, "worker.js");
    assert.deepEqual(worker.sent, [{ id: 1, kind: "search", ...request }]);
    assert.equal(ai.busy, true);
    worker.answer({ id: 1, type: "done", result: { turn: "b1", score: 12, depth: 3, nodes: 400 } });
    assert.deepEqual(await choice, { turn: "b1", score: 12, depth: 3, nodes: 400, tablebase: null });
    assert.equal(ai.busy, false);
    ai.choose(request);
    assert.equal(FakeWorker.made.length, 1, "the worker is kept between searches");
  });

  it("passes on the engine's error with its code", async () => {
    const ai = createAiClient({ url: "worker.js" });
    const choice = ai.choose(request);
    FakeWorker.made[0].answer({ id: 1, type: "error", error: { name: "Error", message: "aiMove's level goes from 1 to 5", code: "argument" } });
    await assert.rejects(choice, { name: "Error", message: "aiMove's level goes from 1 to 5", code: "argument" });
  });

  it("the search's signal ends the worker at once and the next search starts a new one", async () => {
    const ai = createAiClient({ url: "worker.js" });
    const controller = new AbortController();
    const choice = ai.choose(request, controller.signal);
    controller.abort();
    await assert.rejects(choice, { name: "AbortError" });
    assert.equal(FakeWorker.made[0].terminated, true);
    const next = ai.choose(request);
    assert.equal(FakeWorker.made.length, 2);
    // A late answer of the ended search would carry the old id: it is not taken for the new one.
    FakeWorker.made[1].answer({ id: 1, type: "done", result: { turn: "old", score: 0, depth: 1, nodes: 1 } });
    FakeWorker.made[1].answer({ id: 2, type: "done", result: { turn: "new", score: 0, depth: 1, nodes: 1 } });
    assert.equal((await next).turn, "new");
    controller.abort();
    assert.equal(FakeWorker.made[1].terminated, false, "an old search's signal cancels nothing more: the worker stays");
    const aborted = new AbortController();
    aborted.abort();
    await assert.rejects(ai.choose(request, aborted.signal), { name: "AbortError" }, "a signal aborted already sends nothing");
    assert.equal(FakeWorker.made.length, 2);
  });

  it("a new search replaces the one running", async () => {
    const ai = createAiClient({ url: "worker.js" });
    const first = ai.choose(request);
    const second = ai.choose({ ...request, options: { level: 1 } });
    await assert.rejects(first, { name: "AbortError" });
    assert.equal(FakeWorker.made[0].terminated, true);
    FakeWorker.made[1].answer({ id: 2, type: "done", result: { turn: "c1", score: 0, depth: 1, nodes: 5 } });
    assert.equal((await second).turn, "c1");
  });

  it("says so when the worker cannot start", async () => {
    const ai = createAiClient({ url: "worker.js" });
    const choice = ai.choose(request);
    FakeWorker.made[0].fail("SyntaxError: Cannot use import statement outside a module");
    await assert.rejects(choice, /could not start: SyntaxError.*module workers/);
    const again = ai.choose(request);
    assert.equal(FakeWorker.made.length, 2, "and tries afresh next time");
    FakeWorker.made[1].answer({ id: 2, type: "done", result: { turn: "a1", score: 0, depth: 1, nodes: 1 } });
    assert.equal((await again).turn, "a1");
  });

  it("rejects clearly without Web Workers, and after destroy()", async () => {
    globalThis.Worker = undefined;
    await assert.rejects(createAiClient({ url: "worker.js" }).choose(request), /needs Web Workers/);
    globalThis.Worker = FakeWorker;
    const ai = createAiClient({ url: "worker.js" });
    const running = ai.choose(request);
    ai.destroy();
    await assert.rejects(running, { name: "AbortError" });
    await assert.rejects(ai.choose(request), /shut down/);
  });

  it("builds the endgame tables in a second worker when asked, and sends them to the search worker once", async () => {
    const ai = createAiClient({ url: "worker.js" });
    const rules = { size: 5, chain: "optional" };
    const first = ai.choose(request);
    FakeWorker.made[0].answer({ id: 1, type: "done", result: { turn: "b1", score: 0, depth: 1, nodes: 1 }, wantTables: rules });
    await first;
    const builder = FakeWorker.made[1];
    assert.deepEqual(builder.sent, [{ id: 1, kind: "buildTables", rules }]);
    const bytes = new Uint8Array([1, 2, 3]);
    builder.answer({ id: 1, type: "tables", tables: { rules, bytes }, stones: 4, complete: false });
    ai.choose(request);
    assert.deepEqual(FakeWorker.made[0].sent[1].tables, { rules, bytes }, "the tables built so far go along");
    FakeWorker.made[0].answer({ id: 2, type: "done", result: { turn: "b1", score: 0, depth: 1, nodes: 1 }, wantTables: rules });
    assert.equal(FakeWorker.made.length, 2, "the same rules are not built twice");
    ai.choose(request);
    assert.equal(FakeWorker.made[0].sent[2].tables, undefined, "the worker keeps the tables it was sent");
    FakeWorker.made[0].answer({ id: 3, type: "done", result: { turn: "b1", score: 0, depth: 1, nodes: 1 } });
    const more = new Uint8Array([1, 2, 3, 4]);
    builder.answer({ id: 1, type: "tables", tables: { rules, bytes: more }, stones: 6, complete: true });
    builder.answer({ id: 1, type: "done", result: null });
    assert.equal(builder.terminated, true, "the builder ends when the tables are complete");
    const analysed = ai.choose(request);
    assert.deepEqual(FakeWorker.made[0].sent[3].tables, { rules, bytes: more }, "more tables built go along once");
    FakeWorker.made[0].answer({ id: 4, type: "done", result: { turn: "c2-c3", score: 999990, depth: 0, nodes: 0, tablebase: { winner: "white", turns: 7 } } });
    assert.deepEqual((await analysed).tablebase, { winner: "white", turns: 7 });
    const controller = new AbortController();
    const cancelled = ai.choose(request, controller.signal);
    controller.abort();
    await assert.rejects(cancelled, { name: "AbortError" });
    ai.choose(request);
    const fresh = FakeWorker.made.at(-1);
    assert.notEqual(fresh, FakeWorker.made[0], "a cancelled search ends its worker");
    assert.deepEqual(fresh.sent[0].tables, { rules, bytes: more }, "a fresh worker is sent the tables");
  });

  it("tries a failed tables build once more, then plays on without tables", async () => {
    const ai = createAiClient({ url: "worker.js" });
    const rules = { size: 5, blocked: "opponentOpens" };
    const ask = async (id) => {
      const choice = ai.choose(request);
      FakeWorker.made[0].answer({ id, type: "done", result: { turn: "b1", score: 0, depth: 1, nodes: 1 }, wantTables: rules });
      await choice;
    };
    await ask(1);
    FakeWorker.made[1].answer({ id: 1, type: "error", error: { name: "Error", message: "endgame tables are for the 5x5 board", code: "argument" } });
    assert.equal(FakeWorker.made[1].terminated, true);
    await ask(2);
    assert.equal(FakeWorker.made.length, 3, "a second try");
    FakeWorker.made[2].fail("no module workers");
    await ask(3);
    assert.equal(FakeWorker.made.length, 3, "no third");
    ai.choose(request);
    assert.equal(FakeWorker.made[0].sent.at(-1).tables, undefined, "searches go without tables");
  });
});
