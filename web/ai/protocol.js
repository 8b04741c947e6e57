// The protocol between the page and the computer's worker (worker.js), in one place: what
// the page asks, what the worker answers, and how an error crosses. The same requests run on
// the page's own thread where no worker can start (in-page.js), with the same answers.
//
// A request names its kind (`kind`) and carries an `id`, which the page's client
// (worker-client.js) gives it; the worker answers with messages of that id, each of a `type`:
// "progress" and "tables" as it goes, then one "done" (with the `result`) or one "error". The
// page drops any message whose id is not the request's under way. A request the page cancels
// (a search's AbortSignal, searches.js) is stopped by ending the worker, since a busy wasm call
// cannot read a message; but pondering, which searches in slices so as to keep the search's
// table, reads the next message between two slices: a "stop" request, or any other, ends it.

/** Endgame tables: the rules they are for and their bytes (`Tablebase.bytes()`).
 * @typedef {{ rules: object, bytes: Uint8Array }} Tables */

/** The search's limits, as `game.aiAnalyse` takes them.
 * @typedef {{ level?: number, depth?: number, nodes?: number, timeMs?: number, seed?: number }} SearchOptions */

/**
 * The computer's turn (or a hint) for the side to move in the game of `record` with the
 * actions of the turn under way (`pending`) played; `tables` when the page has tables the
 * worker was not sent yet (kept for later requests).
 * `judged`: a hint's search, whose turn the review's judgement must not mark (tasks.js).
 * @typedef {{ kind: "search", record: string, pending: string[], options: SearchOptions, tables?: Tables, judged?: boolean }} SearchRequest
 */
/**
 * Pondering: while the player is to move in the game of `record` (and `pending`), search the
 * position after the reply the computer expects, with the computer's `options`, until the
 * computer's budget is spent or another request comes in (any request stops it, at the end of
 * the slice under way), or the engine says deepening is over (a result proven, one turn to
 * play). "done" with a `Pondered`. The next `search` of that very position answers from it, or
 * runs its search on. Cancelled by a `stop` request rather than by ending the worker, so that
 * the search's table lives on.
 * @typedef {{ kind: "ponder", record: string, pending: string[], options: SearchOptions }} PonderRequest
 */
/** Stops a pondering under way (no answer). @typedef {{ kind: "stop" }} StopRequest */
/**
 * The analysis board's question: the best `count` turns (3 by default) of the position at the
 * end of `record`, each searched `depth` turns deep; "done" with what `searcher.lines` gives
 * (`{lines: [{turn, score, line}], turn, score, depth, nodes, tablebase}`) and, as a search's,
 * `wantTables` when the position nears an ending whose tables the worker lacks.
 * @typedef {{ kind: "lines", record: string, depth: number, count?: number, tables?: Tables }} LinesRequest
 */
/**
 * The endgame tables of `rules`, built a group at a time: a "tables" message after each
 * group with every table built so far, then "done".
 * @typedef {{ kind: "buildTables", rules: object }} BuildTablesRequest
 */
/**
 * A whole game's review: "progress" messages, a "tables" message when it built tables, then
 * "done" with a `GameReview`. `options` as `new Reviewer` takes them.
 * @typedef {{ kind: "review", record: string, options?: object, tables?: Tables }} ReviewRequest
 */
/**
 * One `turn` of the position at the end of `record` judged as the review of the game
 * `reviewed` judged its turns (with the same tables): "done" with a `TurnReview`.
 * @typedef {{ kind: "judge", record: string, turn: string, reviewed?: string, tables?: Tables }} JudgeRequest
 */
/**
 * A review's notes written into `record` by the whole engine: "done" with the record.
 * @typedef {{ kind: "annotate", record: string, notes: { turn: number, annotation: object }[] }} AnnotateRequest
 */
/**
 * Whether either side can still force a capture in the game of `record` with `pending`
 * played, within the engine's horizon (docs/rules.md, "Counting by agreement"): "done" with
 * `game.captureForcing()`, `{ horizon, black: { verdict, turns }, white: { verdict, turns } }`.
 * What the computer answers an offer to count the stones, and the panel's word that the
 * position looks walled.
 * @typedef {{ kind: "forcing", record: string, pending?: string[] }} ForcingRequest
 */
/** @typedef {SearchRequest | PonderRequest | StopRequest | LinesRequest | BuildTablesRequest | ReviewRequest | JudgeRequest | AnnotateRequest | ForcingRequest} Request */
/** A request as it crosses to the worker. @typedef {Request & { id: number }} Sent */

/**
 * A search's answer ("done" of `search`): the turn (the rest of the turn under way, if one
 * is), its score in hundredths of a stone for the side to move, the turns searched, the
 * positions visited, the endgame tables' verdict when the position is in them, and whether
 * the answer came from pondering.
 * @typedef {object} SearchResult
 * @property {string} turn
 * @property {number} score
 * @property {number} depth
 * @property {number} nodes
 * @property {{ winner: "black" | "white" | null, turns: number | null } | null} tablebase
 * @property {boolean} pondered
 */
/**
 * What pondering did ("done" of `ponder`): the reply it expected (null for none), the
 * milliseconds it spent and the depth it reached.
 * @typedef {{ reply: string | null, spent: number, depth: number }} Pondered
 */

/** How far a task has come. @typedef {{ stage: "tables" | "positions", done: number, total: number }} Progress */

/**
 * An error as it crosses: the Error's `name`, `message`, and every fact the engine gave it
 * (`code`, `reason`, `action`, `line`, ..., and `cause`, crossed the same way).
 * @typedef {{ name: string, message: string, code?: string, cause?: WireError, [fact: string]: unknown }} WireError
 */

/** What a "done" reply's `result` is, by the request's kind.
 * @typedef {object} Results
 * @property {SearchResult} search
 * @property {Pondered} ponder
 * @property {never} stop
 * @property {import("../pkg/search/seega.js").BestTurns} lines
 * @property {null} buildTables
 * @property {import("../pkg/search/seega.js").GameReview} review
 * @property {import("../pkg/search/seega.js").TurnReview} judge
 * @property {string} annotate
 * @property {import("../pkg/search/seega.js").CaptureForcing} forcing
 */
/** The "done" reply of a request of kind `K`.
 * @template {Request["kind"]} K
 * @typedef {{ id: number, type: "done", result: Results[K], wantTables?: object }} Done */

/**
 * What the worker says. A "done" search carries `wantTables`, the game's rules, when the
 * game nears an ending whose tables the worker lacks (the page then builds them). An "error"
 * whose worker cannot load its engine says `broken`: the page then does the work itself.
 * @typedef {{ id: number, type: "progress", progress: Progress }
 *   | { id: number, type: "tables", tables: Tables, stones?: number, complete?: boolean }
 *   | Done<Request["kind"]>
 *   | { id: number, type: "error", error: WireError, broken?: boolean }} Reply
 */

/** The kinds of request the worker takes. */
export const KINDS = /** @type {const} */ (["search", "ponder", "stop", "lines", "buildTables", "review", "judge", "annotate", "forcing"]);

/**
 * An error named `AbortError`, as fetch and DOM APIs give on a cancelled task.
 * @param {string} [message]
 * @returns {Error}
 */
export function abortError(message = "The task was cancelled") {
  const error = new Error(message);
  error.name = "AbortError";
  return error;
}

/**
 * `error` as a plain object that crosses to the page whole (structured cloning keeps an
 * Error's message but drops the engine's `code` and facts).
 * @param {unknown} error
 * @returns {WireError}
 */
export function toWire(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  /** @type {WireError} */
  const wire = { name: error.name, message: error.message };
  for (const key of Object.getOwnPropertyNames(error)) {
    if (key === "stack" || key === "name" || key === "message") continue;
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error))[key];
    if (key === "cause") wire.cause = toWire(value);
    else if (value === null || ["string", "number", "boolean"].includes(typeof value)) wire[key] = value;
  }
  return wire;
}

/**
 * The Error that `toWire` sent: its name, message and facts as own properties, as the
 * engine throws them, so that `errorWords` says it in the player's language.
 * @param {WireError} wire
 * @returns {Error}
 */
export function fromWire(wire) {
  const { name = "Error", message = "", cause, ...facts } = wire ?? {};
  const error = new Error(message);
  if (name !== "Error") Object.defineProperty(error, "name", { value: name, enumerable: false, writable: true, configurable: true });
  Object.assign(error, facts);
  if (cause) Object.defineProperty(error, "cause", { value: fromWire(cause), enumerable: false, writable: true, configurable: true });
  return error;
}
