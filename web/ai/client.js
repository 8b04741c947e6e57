// The computer player as the page sees it: its searches (`choose`, the computer's turn or a
// hint), thinking on the player's time (`ponder`, stopped by `stopPondering`) and the question
// whether a capture can still be forced (`forcing`), sent to the computer's worker through the
// one worker client (worker-client.js), as promises; the endgame tables' build (below) in a
// worker of its own. (The analysis board's `lines` and the review's requests have worker
// clients of their own: web/analysis/analysis-engine.js, web/review/review-client.js.) One
// request at a time:
// a new one replaces the one running. A search is cancelled by the AbortSignal it is given
// (searches.js makes one a search), which ends its worker at once (the next search starts a
// fresh one); a pondering is stopped by a `stop` message, the worker and its table kept.
// Where no worker can start, the searches run on the page (`inPage`), which is reported
// (web/shared/fallbacks.js), and the computer does not ponder.
//
// Endgame tables: when the search says the game nears its end on the 5x5 board
// (`wantTables`), a second worker builds the tables of its rules, a group at a time, and the
// search worker is sent the tables built so far once (again when more are built, or when a
// cancelled search made a fresh worker). They live on this page only (nothing is downloaded
// or stored); a game of other rules starts another build.

import { createWorkerClient } from "./worker-client.js";

/**
 * What the computer is asked: the game's record (`game.record()`), the actions of the turn
 * under way (`state().pending`) and the search's limits.
 * `judged`: a hint, whose turn the review's judgement must not mark.
 * @typedef {{ record: string, pending?: readonly string[], options?: import("./protocol.js").SearchOptions, judged?: boolean }} AiRequest
 */

/**
 * @typedef {object} AiChoice
 * @property {string} turn the turn token (the rest of the turn under way, if one is)
 * @property {number} score hundredths of a stone, for the side to move
 * @property {number} depth turns searched
 * @property {number} nodes positions searched
 * @property {{winner: "black" | "white" | null, turns: number | null} | null} tablebase
 *   the endgame tables' verdict when the position is in them: the winner (null for a draw)
 *   and the turns to the end (null when the win comes on stone count)
 * @property {boolean} [pondered] whether the answer came from thinking on the player's time
 */

/** Whether each side can force a capture within the horizon (`game.captureForcing()`).
 * @typedef {import("../pkg/search/seega.js").CaptureForcing} CaptureForcing */

/** What pondering did. @typedef {import("./protocol.js").Pondered} Pondered */

/**
 * The computer player's client: the one type of it, which the app's computer (web/app/
 * computer.js) passes on as it is, loaded at the first search.
 * @typedef {object} AiClient
 * @property {(request: AiRequest, signal?: AbortSignal) => Promise<AiChoice>} choose searches,
 *   replacing any request running; `signal` aborted stops the search at once (its promise
 *   rejects with an AbortError)
 * @property {(request: AiRequest) => Promise<Pondered | null>} ponder searches on the player's
 *   time, the position after the reply the computer expects, until the next request or
 *   stopPondering() (protocol.js, `ponder`); null where the searches run on the page's
 *   thread, or while a search or another pondering runs
 * @property {() => void} stopPondering stops a pondering under way, if one is (what it found is kept)
 * @property {(request: { record: string, pending?: readonly string[] }, signal?: AbortSignal) => Promise<CaptureForcing>} forcing
 *   whether either side can still force a capture (protocol.js, `forcing`); stops a
 *   pondering under way, and is cancelled by `signal` as a search is
 * @property {() => void} destroy stops the running request and ends the worker for good
 * @property {boolean} busy whether a request is running
 */

/**
 * @param {object} [options]
 * @param {string | URL} [options.url] another worker's module (the tests'); by default
 *   worker.js, started as bundlers see it (start-worker.js)
 * @param {() => Promise<import("./worker-client.js").Handler>} [options.inPage] the searches
 *   on the page's thread, where no worker can start
 * @returns {AiClient}
 */
export function createAiClient({ url, inPage } = {}) {
  /** The tables the search worker has (`tables.bytes` when last sent), so that the ~10 MB
   * are copied to it only when it lacks them. @type {Uint8Array | null} */
  let workerHas = null;
  const searches = createWorkerClient({ url, inPage, onFresh: () => (workerHas = null) });
  const builds = createWorkerClient({ url, keep: false, what: "the endgame tables' build" });
  /** @type {{ key: string, rules: object, bytes: Uint8Array | null }} */
  let tables = { key: "", rules: {}, bytes: null };
  /** Builds started for each set of rules: a build that fails (a worker that cannot load,
   * rules without tables) is tried once more, then no more. @type {Map<string, number>} */
  const attempts = new Map();

  /**
   * Starts building the tables of `rules` in a worker of their own, unless they are built or
   * being built already.
   * @param {object} rules
   */
  function buildTables(rules) {
    const key = JSON.stringify(rules);
    const tries = attempts.get(key) ?? 0;
    if (tables.key === key || tries >= 2 || typeof Worker !== "function") return;
    attempts.set(key, tries + 1);
    tables = { key, rules, bytes: null };
    builds
      .request({ kind: "buildTables", rules }, (reply) => {
        if (reply.type === "tables" && tables.key === key) tables = { key, rules, bytes: reply.tables.bytes };
      })
      .catch(() => {
        // Without tables the computer plays on by search alone; a later search may ask again.
        if (tables.key === key && !tables.bytes) tables = { key: "", rules: {}, bytes: null };
      });
  }

  return {
    async choose({ record, pending = [], options = {}, judged = false }, signal) {
      // The request running ends first: a fresh worker then lacks the tables, and is sent them.
      searches.cancel();
      searches.start();
      const send = tables.bytes && tables.bytes !== workerHas;
      const withTables = send && tables.bytes ? { tables: { rules: tables.rules, bytes: tables.bytes } } : {};
      const asked = searches.request({ kind: "search", record, pending: [...pending], options: { ...options }, ...(judged ? { judged } : {}), ...withTables }, undefined, { signal });
      if (send) workerHas = tables.bytes;
      const reply = await asked;
      if (reply.wantTables) buildTables(reply.wantTables);
      const { turn, score, depth, nodes, tablebase = null, pondered } = reply.result;
      return { turn, score, depth, nodes, tablebase, ...(pondered ? { pondered } : {}) };
    },
    async ponder({ record, pending = [], options = {} }) {
      if (searches.onPage || searches.busy) return null;
      const { result } = await searches.request({ kind: "ponder", record, pending: [...pending], options: { ...options } }, undefined, { yielding: true });
      return result;
    },
    stopPondering() {
      if (searches.yielding) searches.cancel();
    },
    async forcing({ record, pending = [] }, signal) {
      const { result } = await searches.request({ kind: "forcing", record, pending: [...pending] }, undefined, { signal });
      return result;
    },
    destroy() {
      searches.destroy();
      builds.destroy();
    },
    get busy() {
      return searches.busy;
    },
  };
}
