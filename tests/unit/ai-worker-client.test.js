// The one client of the computer's worker (web/ai/worker-client.js), with a stand-in for the
// Worker: requests numbered, replies of another id ignored, progress passed on, cancel by
// ending the worker, errors back with their code and facts (so the page can say them in the
// player's language), and the page's own thread when no worker can start.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { createWorkerClient } from "../../web/ai/worker-client.js";
import { abortError, fromWire, toWire } from "../../web/ai/protocol.js";
import { errorWords } from "../../web/shared/error-words.js";
import "../../web/i18n/catalogs.js";
import { createTranslator } from "../../web/i18n/i18n.js";
import { FakeWorker, useFakeWorker } from "./fake-worker.js";

/** A handler on the page's thread that answers each request with what it was asked, and
 * counts the requests. */
function pageHandler() {
  const seen = [];
  /** @type {import("../../web/ai/worker-client.js").Handler} */
  const handle = async (request, post, pause) => {
    seen.push(request);
    post({ id: request.id, type: "progress", progress: { stage: "positions", done: 0, total: 1 } });
    await pause();
    post({ id: request.id, type: "done", result: `page: ${request.kind}` });
  };
  return { seen, handle };
}

describe("the worker's client", () => {
  useFakeWorker();

  it("numbers the requests, passes progress on and resolves with the reply of its id only", async () => {
    const client = createWorkerClient({ url: "w.js" });
    const updates = [];
    const asked = client.request({ kind: "review", record: "r" }, (reply) => updates.push(reply.type));
    const [worker] = FakeWorker.made;
    assert.deepEqual(worker.options, { type: "module" });
    assert.deepEqual(worker.sent, [{ kind: "review", record: "r", id: 1 }]);
    worker.answer({ id: 7, type: "done", result: "another request's" });
    worker.answer({ id: 1, type: "progress", progress: { stage: "positions", done: 1, total: 3 } });
    worker.answer({ id: 1, type: "tables", tables: { rules: {}, bytes: new Uint8Array(1) } });
    assert.equal(client.busy, true);
    worker.answer({ id: 1, type: "done", result: "reviewed" });
    assert.equal((await asked).result, "reviewed");
    assert.deepEqual(updates, ["progress", "tables"]);
    assert.equal(client.busy, false);
    assert.equal(worker.terminated, false, "kept between requests");
    client.request({ kind: "search", record: "r", pending: [], options: {} });
    assert.equal(FakeWorker.made.length, 1);
    assert.equal(worker.sent[1].id, 2);
  });

  it("a client that does not keep its worker ends it after each request", async () => {
    let fresh = 0;
    const client = createWorkerClient({ url: "w.js", keep: false, onFresh: () => (fresh += 1) });
    const asked = client.request({ kind: "annotate", record: "r", notes: [] });
    FakeWorker.made[0].answer({ id: 1, type: "done", result: "annotated" });
    await asked;
    assert.equal(FakeWorker.made[0].terminated, true);
    client.request({ kind: "annotate", record: "r", notes: [] });
    assert.equal(FakeWorker.made.length, 2);
    assert.equal(fresh, 2, "each fresh worker is announced");
  });

  it("cancels by ending the worker, at once, and a new request replaces the running one", async () => {
    const client = createWorkerClient({ url: "w.js" });
    const first = client.request({ kind: "search", record: "r", pending: [], options: {} });
    client.cancel();
    await assert.rejects(first, { name: "AbortError" });
    assert.equal(FakeWorker.made[0].terminated, true);
    const second = client.request({ kind: "search", record: "r", pending: [], options: {} });
    const third = client.request({ kind: "search", record: "r", pending: [], options: {} });
    await assert.rejects(second, { name: "AbortError" });
    assert.equal(FakeWorker.made.length, 3, "each cancellation ends its worker");
    FakeWorker.made[2].answer({ id: 2, type: "done", result: "stale" });
    FakeWorker.made[2].answer({ id: 3, type: "done", result: "now" });
    assert.equal((await third).result, "now");
    client.destroy();
    await assert.rejects(client.request({ kind: "search", record: "r", pending: [], options: {} }), /shut down/);
    assert.equal(FakeWorker.made.length, 3, "no worker after destroy()");
  });

  it("rejects with the engine's error as the engine threw it: code, facts and cause", async () => {
    const client = createWorkerClient({ url: "w.js" });
    const asked = client.request({ kind: "search", record: "r", pending: ["c3"], options: {} });
    const engineError = Object.assign(new Error("1. c3: no stone may be placed on the centre"), {
      code: "record",
      reason: "illegalTurn",
      turn: 1,
      cause: Object.assign(new Error("c3: no stone may be placed on the centre"), { code: "centreDuringPlacement", action: "c3" }),
    });
    FakeWorker.made[0].answer({ id: 1, type: "error", error: toWire(engineError) });
    const error = await asked.catch((e) => e);
    assert.ok(error instanceof Error);
    assert.equal(error.code, "record");
    assert.equal(error.reason, "illegalTurn");
    assert.equal(error.turn, 1);
    assert.equal(error.cause.code, "centreDuringPlacement");
    assert.equal(error.cause.action, "c3");
    const { t } = createTranslator("fr");
    const said = errorWords(t, error.cause, (side) => side);
    assert.equal(said, t("error.centreDuringPlacement", { action: "c3" }));
    assert.notEqual(said, error.cause.message, "said in French, from the code");
  });

  it("without a handler on the page, a worker that cannot start says so and the next request tries again", async () => {
    const client = createWorkerClient({ url: "w.js" });
    const asked = client.request({ kind: "search", record: "r", pending: [], options: {} });
    FakeWorker.made[0].fail("SyntaxError: import");
    await assert.rejects(asked, /could not start: SyntaxError: import/);
    client.request({ kind: "search", record: "r", pending: [], options: {} });
    assert.equal(FakeWorker.made.length, 2);
    globalThis.Worker = undefined;
    await assert.rejects(createWorkerClient({ url: "w.js" }).request({ kind: "search", record: "r", pending: [], options: {} }), /needs Web Workers/);
  });

  it("a worker that cannot start hands the request, and every later one, to the page's thread", async () => {
    const page = pageHandler();
    let loads = 0;
    const client = createWorkerClient({ url: "w.js", inPage: async () => (loads += 1, page.handle) });
    const updates = [];
    const asked = client.request({ kind: "review", record: "r" }, (reply) => updates.push(reply.type));
    FakeWorker.made[0].fail("blocked by the host's policy");
    assert.equal((await asked).result, "page: review");
    assert.deepEqual(updates, ["progress"]);
    assert.equal(client.onPage, true);
    assert.equal((await client.request({ kind: "annotate", record: "r", notes: [] })).result, "page: annotate");
    assert.equal(FakeWorker.made.length, 1, "no worker is tried again");
    assert.equal(loads, 1, "the page's handler is loaded once");
    assert.deepEqual(page.seen.map((r) => r.id), [1, 2]);
  });

  it("a worker whose engine cannot load (a broken reply) hands over to the page too; an engine's error does not", async () => {
    const page = pageHandler();
    const client = createWorkerClient({ url: "w.js", inPage: async () => page.handle });
    const refused = client.request({ kind: "search", record: "r", pending: [], options: {} });
    FakeWorker.made[0].answer({ id: 1, type: "error", error: { name: "Error", message: "over", code: "gameOver" } });
    await assert.rejects(refused, { code: "gameOver" });
    assert.equal(client.onPage, false);
    const asked = client.request({ kind: "search", record: "r", pending: [], options: {} });
    FakeWorker.made[0].answer({ id: 2, type: "error", error: { name: "CompileError", message: "no wasm" }, broken: true });
    assert.equal((await asked).result, "page: search");
    assert.equal(FakeWorker.made[0].terminated, true);
  });

  it("on the page's thread, a request cancelled between steps rejects at once and its answer is dropped", async () => {
    globalThis.Worker = undefined;
    const page = pageHandler();
    const client = createWorkerClient({ url: "w.js", inPage: async () => page.handle });
    assert.equal(client.onPage, true, "no Workers: the page from the start");
    const first = client.request({ kind: "review", record: "r" });
    client.cancel();
    await assert.rejects(first, { name: "AbortError" });
    assert.equal((await client.request({ kind: "review", record: "r" })).result, "page: review");
  });
});

describe("the protocol's errors", () => {
  it("cross as plain objects and come back as Errors with their facts", () => {
    const error = Object.assign(new Error("line 2: bad tag"), { code: "record", reason: "tag", line: 2, problem: "quotes" });
    const wire = toWire(error);
    assert.deepEqual(wire, { name: "Error", message: "line 2: bad tag", code: "record", reason: "tag", line: 2, problem: "quotes" });
    assert.deepEqual(structuredClone(wire), wire, "it survives structured cloning whole");
    const back = fromWire(wire);
    assert.ok(back instanceof Error);
    assert.deepEqual({ ...back, message: back.message }, { code: "record", reason: "tag", line: 2, problem: "quotes", message: "line 2: bad tag" });
    assert.deepEqual(toWire("a string thrown"), { name: "Error", message: "a string thrown" });
    assert.equal(fromWire(toWire(abortError())).name, "AbortError");
  });
});
