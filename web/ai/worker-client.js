// The one client of the computer's worker (worker.js; protocol.js says what crosses): it
// starts the worker when first asked, numbers the requests, passes on what the worker says
// as it goes, drops whatever is not the running request's (the one place a stale answer is
// dropped), and cancels. One request at a time: a new one, cancel(), or the request's own
// AbortSignal aborted stops the one running by ending its worker at once (a busy wasm call
// cannot read a message), and the next request starts a fresh worker; a pondering (a
// "yielding" request) is stopped by a `stop` message instead, the worker kept. Where no worker can start (no Workers, a host's policy, a
// worker that cannot load its engine) the same request runs on the page's own thread
// (`inPage`, loaded then), and every later one too: a fallback, reported as one
// (web/shared/fallbacks.js) with the browser's reason.
//
// The computer's search (client.js), the endgame tables' build (client.js too) and the
// review (web/review/review-client.js) each hold one.

import { reportFallback } from "../shared/fallbacks.js";
import { abortError, fromWire } from "./protocol.js";
import { startWorker } from "./start-worker.js";

/** @typedef {import("./protocol.js").Request} Request */
/** @typedef {import("./protocol.js").Reply} Reply */
/** A request on the page's thread: `post` as the worker's postMessage, `pause` awaited
 * between steps (it throws once the request is cancelled).
 * @typedef {(request: import("./protocol.js").Sent, post: (reply: Reply) => void, pause: () => Promise<void>) => Promise<void>} Handler */

/**
 * @typedef {object} WorkerClient
 * @property {<R extends Request>(request: R, onUpdate?: (reply: Reply) => void, how?: { yielding?: boolean, signal?: AbortSignal }) => Promise<import("./protocol.js").Done<R["kind"]>>} request
 *   sends `request` (cancelling any running); resolves with the "done" reply, rejects with the
 *   error the worker sent (its code and facts kept) or an AbortError when cancelled;
 *   `onUpdate` is given the "progress" and "tables" replies as they come. `signal` cancels it
 *   as cancel() does, when aborted while it runs (at once when aborted already). A `yielding`
 *   request (pondering) gives way to the next without ending the worker: the worker stops it
 *   itself when the next request, or a `stop` sent by cancel(), comes in
 * @property {() => void} start starts the worker (or the page's handler) now if none is running
 * @property {() => void} cancel stops the running request now; its promise rejects with an AbortError
 * @property {() => void} destroy cancels and ends the worker for good
 * @property {boolean} busy whether a request is running
 * @property {boolean} yielding whether the request running is a yielding one (pondering)
 * @property {boolean} onPage whether requests run on the page's thread
 */

/**
 * @param {object} [options]
 * @param {string | URL} [options.url] another worker's module (the tests' stand-ins); by default
 *   the computer's worker, started where a host's bundler sees it (start-worker.js)
 * @param {boolean} [options.keep] keep the worker between requests (the computer's search
 *   keeps its table there); else each request gets a fresh worker, ended when it is done
 * @param {() => Promise<Handler>} [options.inPage] the page's own handler, where no worker can start
 * @param {() => void} [options.onFresh] called when a fresh worker (or the page's handler) starts,
 *   which has nothing of what earlier ones were sent
 * @param {string} [options.what] what the client does, for its own errors
 * @returns {WorkerClient}
 */
export function createWorkerClient({ url, keep = true, inPage, onFresh = () => {}, what = "the computer player" } = {}) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Promise<Handler> | null} */
  let handler = null;
  /** @typedef {{ id: number, sent: import("./protocol.js").Sent, resolve(reply: Reply & { type: "done" }): void, reject: (error: Error) => void, onUpdate: (reply: Reply) => void, yielding: boolean }} Task */
  /** @type {Task | null} */
  let running = null;
  let nextId = 1;
  let destroyed = false;
  let onPage = typeof Worker !== "function" && Boolean(inPage);
  if (onPage) reportFallback("worker", `${what}: this browser offers no Web Workers`);

  function stopWorker() {
    worker?.terminate();
    worker = null;
  }

  /** Ends the running request with `error`. @param {Error} error */
  function fail(error) {
    const task = running;
    running = null;
    task?.reject(error);
  }

  /** A message of the running request. @param {Task} task @param {Reply} reply */
  function received(task, reply) {
    if (running !== task || reply?.id !== task.id) return;
    if (reply.type === "progress" || reply.type === "tables") {
      task.onUpdate(reply);
      return;
    }
    if (reply.type === "error" && reply.broken && inPage && !onPage) {
      toPage(task, `: its engine did not load (${reply.error.message || "no reason given"})`);
      return;
    }
    running = null;
    if (!keep) stopWorker();
    if (reply.type === "error") task.reject(fromWire(reply.error));
    else task.resolve(reply);
  }

  /** The worker failed to start or to load its engine: the page's thread takes this
   * request and every later one, or, without a handler there, the request fails.
   * @param {Task} task @param {string} [detail] */
  function toPage(task, detail = "") {
    stopWorker();
    if (!inPage) {
      fail(new Error(`${what} could not start${detail} (this browser may not run module workers)`));
      return;
    }
    onPage = true;
    reportFallback("worker", `${what} could not start its worker${detail}`);
    runOnPage(task);
  }

  /** @returns {Worker} */
  function spawn() {
    const w = spawnWorker(url, {
      message: (reply) => running && received(running, reply),
      failed(why) {
        if (worker !== w) return;
        if (running) toPage(running, `: ${why}`);
        else stopWorker();
      },
      unreadable: () => fail(new Error(`${what}'s answer could not be read`)),
    });
    onFresh();
    return w;
  }

  function start() {
    if (destroyed) return;
    if (onPage) {
      if (!handler && inPage) {
        handler = inPage();
        onFresh();
      }
    } else if (!worker) {
      if (typeof Worker !== "function") throw new Error(`${what} needs Web Workers, which this browser does not offer`);
      worker = spawn();
    }
  }

  /** @param {Task} task */
  function runOnPage(task) {
    start();
    handOver(/** @type {Promise<Handler>} */ (handler), task.sent, (reply) => received(task, reply), () => running === task);
  }

  /** Stops the running request now, if any: a pondering by `stop`, any other by ending its
   * worker; its promise rejects with an AbortError. */
  function cancel() {
    if (!running) return;
    if (running.yielding && worker) worker.postMessage({ kind: "stop", id: 0 });
    else stopWorker();
    fail(abortError());
  }

  return {
    request(request, onUpdate = () => {}, { yielding = false, signal } = {}) {
      if (destroyed) return Promise.reject(new Error(`${what} was shut down`));
      if (signal?.aborted) return Promise.reject(abortError());
      if (running) {
        // A pondering worker stops at the next request; any other is ended.
        if (!running.yielding || !worker) stopWorker();
        fail(abortError("the request was replaced by a new one"));
      }
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const sent = /** @type {import("./protocol.js").Sent} */ ({ ...request, id });
        /** @type {Task} */
        const task = { id, sent, resolve, reject, onUpdate, yielding };
        running = task;
        signal?.addEventListener("abort", () => running === task && cancel(), { once: true });
        try {
          if (onPage) runOnPage(task);
          else {
            start();
            /** @type {Worker} */ (worker).postMessage(sent);
          }
        } catch (error) {
          running = null;
          stopWorker();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    start,
    cancel,
    destroy() {
      destroyed = true;
      stopWorker();
      fail(abortError(`${what} was shut down`));
    },
    get busy() {
      return running !== null;
    },
    get yielding() {
      return running?.yielding ?? false;
    },
    get onPage() {
      return onPage;
    },
  };
}

/** Starts a worker (the computer's, where a host's bundler sees it, unless `url` names
 * another) and wires what it says: its replies, a failure to load (no module workers, a
 * missing file: "error" with no message of the request) and a reply that cannot be read.
 * @param {string | URL | undefined} url
 * @param {{ message(reply: Reply): void, failed(why: string): void, unreadable(): void }} on @returns {Worker} */
function spawnWorker(url, on) {
  const w = url === undefined ? startWorker() : new Worker(url, { type: "module" });
  w.addEventListener("message", (event) => on.message(event.data));
  w.addEventListener("error", (event) => {
    event.preventDefault();
    on.failed(event.message || "its module did not load (a missing file, or a policy that refuses it)");
  });
  w.addEventListener("messageerror", () => on.unreadable());
  return w;
}

/** Runs `sent` on the page's thread with the handler, once it has loaded: its replies go to
 * `post` as a worker's would, and it pauses between steps while `current()` holds (it stops,
 * with an AbortError, once the request is no longer the running one). A handler that did not
 * load is the request's error.
 * @param {Promise<Handler>} handler @param {import("./protocol.js").Sent} sent
 * @param {(reply: Reply) => void} post @param {() => boolean} current */
function handOver(handler, sent, post, current) {
  const pause = () => (current() ? new Promise((next) => setTimeout(next, 0)) : Promise.reject(abortError()));
  handler.then(
    (handle) => handle(sent, /** @type {(reply: Reply) => void} */ (post), pause).catch(() => {}),
    (error) => post({ id: sent.id, type: "error", error: { name: "Error", message: error instanceof Error ? error.message : String(error) } }),
  );
}
