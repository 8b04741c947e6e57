// The page's side of a game's review: runs it in a worker of its own (the computer's worker
// module, web/ai/worker.js, so that a review never holds up the computer's turn or the page),
// says how far it has come, and stops it at once by ending the worker. Where no worker can
// start (a host's policy, an old browser), the same review runs on the page's thread a step
// at a time, giving the page its turn between steps.
//
// Endgame tables a review builds are kept here for the next review of the same rules.

import { annotateRecord, judgeTurn, runReview } from "../ai/review-task.js";

/** @typedef {import("../pkg/seega.js").GameReview} GameReview */
/** @typedef {{ stage: "tables" | "positions", done: number, total: number }} Progress */
/** A review's note on a turn, for the record. @typedef {{ turn: number, annotation: object }} Note */
/** What the worker is asked: a review, one turn judged, or notes written into the record.
 * `reviewed`: the game whose review a judged turn is to agree with.
 * @typedef {{ record: string, turn?: string, reviewed?: string, notes?: Note[] }} Task */
/** @typedef {{ run(record: string, onProgress: (progress: Progress) => void): Promise<GameReview>,
 *   judge(record: string, turn: string, reviewed: string): Promise<import("../pkg/seega.js").TurnReview>,
 *   annotate(record: string, notes: Note[]): Promise<string>,
 *   cancel(): void, destroy(): void, readonly busy: boolean }} ReviewClient */

/** An AbortError, as a cancelled review rejects with. */
function aborted() {
  const error = new Error("The review was cancelled");
  error.name = "AbortError";
  return error;
}

/**
 * @param {() => Promise<any>} loadEngine gives the whole engine's module (with `Reviewer`)
 *   for a review on the page's thread
 * @param {string | URL} [workerUrl]
 * @returns {ReviewClient}
 */
export function createReviewClient(loadEngine, workerUrl = new URL("../ai/worker.js", import.meta.url)) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {{ id: number, reject: (error: Error) => void } | null} */
  let running = null;
  let nextId = 1;
  /** Tables built by a review, by their rules. @type {{ key: string, rules: object, bytes: Uint8Array } | null} */
  let kept = null;
  let workersFail = typeof Worker !== "function";

  function stop() {
    worker?.terminate();
    worker = null;
    const task = running;
    running = null;
    task?.reject(aborted());
  }

  /** The message that starts a review (with tables kept for its rules, if any), or that
   * asks for one turn to be judged or notes to be written. @param {number} id @param {Task} task */
  function request(id, { record, turn, reviewed, notes }) {
    const withTables = kept ? { tables: { rules: kept.rules, bytes: kept.bytes } } : {};
    if (turn !== undefined) return { id, judge: { record, turn, reviewed }, ...withTables };
    if (notes) return { id, annotate: { record, notes } };
    return { id, review: { record }, ...withTables };
  }

  /** A message from the review: progress, tables to keep, the end. */
  function received(data, onProgress, resolve, reject) {
    if (data.progress) onProgress(data.progress);
    if (data.tables) kept = { key: JSON.stringify(data.tables.rules), rules: data.tables.rules, bytes: data.tables.bytes };
    if (typeof data.error === "string") reject(new Error(data.error));
    else if (data.review) resolve(data.review);
    else if (data.judged) resolve(data.judged);
    else if (typeof data.annotated === "string") resolve(data.annotated);
  }

  /** In a worker. @param {Task} task */
  function inWorker(task, onProgress) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const done = (fn) => (value) => {
        if (running?.id !== id) return;
        running = null;
        worker?.terminate();
        worker = null;
        fn(value);
      };
      running = { id, reject };
      const w = new Worker(workerUrl, { type: "module" });
      worker = w;
      w.addEventListener("message", (event) => {
        if (running?.id === id && event.data?.id === id) received(event.data, onProgress, done(resolve), done(reject));
      });
      w.addEventListener("error", (event) => {
        event.preventDefault();
        // A worker that cannot start: the page's thread does it instead, now and from now on.
        workersFail = true;
        if (running?.id !== id) return;
        running = null;
        w.terminate();
        worker = null;
        onPage(task, onProgress).then(resolve, reject);
      });
      w.postMessage(request(id, task));
    });
  }

  /** On the page's thread, a step at a time. @param {Task} task */
  async function onPage(task, onProgress) {
    const id = nextId++;
    /** @type {(error: Error) => void} */
    let cancel = () => {};
    const cancelled = new Promise((_, reject) => {
      cancel = reject;
    });
    running = { id, reject: cancel };
    const pause = () => {
      if (running?.id !== id) throw aborted();
      return new Promise((next) => setTimeout(next, 0));
    };
    const work = (async () => {
      const engine = await loadEngine();
      /** @type {any} */
      let result = null;
      let failure = null;
      const post = (data) => received(data, onProgress, (r) => (result = r), (e) => (failure = e));
      if (task.turn !== undefined) {
        const asked = /** @type {any} */ (request(id, task));
        post({ id, judged: judgeTurn(engine, asked.judge, asked.tables) });
      }
      else if (task.notes) post({ id, annotated: annotateRecord(engine, { record: task.record, notes: task.notes }) });
      else await runReview(engine, /** @type {any} */ (request(id, task)), post, pause);
      if (failure) throw failure;
      return result;
    })();
    try {
      return await Promise.race([work, cancelled]);
    } finally {
      if (running?.id === id) running = null;
    }
  }

  /** @param {Task} task @param {(progress: Progress) => void} [onProgress] */
  function go(task, onProgress = () => {}) {
    stop();
    return workersFail ? onPage(task, onProgress) : inWorker(task, onProgress);
  }

  return {
    run: (record, onProgress) => go({ record }, onProgress),
    judge: (record, turn, reviewed) => go({ record, turn, reviewed }),
    annotate: (record, notes) => go({ record, notes }),
    cancel: stop,
    destroy: stop,
    get busy() {
      return running !== null;
    },
  };
}
