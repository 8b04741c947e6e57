// The computer's searches as the worker runs them (tasks.js; the requests "search", "ponder"
// and "lines" of protocol.js): functions over what the worker keeps between requests (`Kept`:
// one `Searcher`, the endgame tables sent, what pondering found).
//
// Pondering (docs/ai.md "Thinking on the player's time"): while the player thinks, the
// searcher searches the position after the reply it expects, one search cut into slices
// (`searcher.deepen`, then `searcher.resume` a slice of `PONDER_SLICE_MS` at a time) so that a
// message can come in between; each slice deepens on from where the last one stopped and runs
// to its end, and the engine says when deepening is over (a result proven, one turn to play).
// Any request that comes in stops it. When the player's turn is the expected one, the search
// answers with the slices' answer at once if they spent the computer's budget (or deepening
// was over); else it runs the same search on for what is left of the budget.

/** The limits of `options`, without the seed (the page gives each search a seed of its own;
 * level 5 makes no deliberate mistakes for it to choose). @param {import("./protocol.js").SearchOptions} options */
const limitsKey = ({ level, depth, nodes, timeMs }) => JSON.stringify([level, depth, nodes, timeMs]);

/** How long a slice of pondering searches before it lets a message in: the most a reply
 * waits for the slice under way to end. */
export const PONDER_SLICE_MS = 100;

/** Stones on the 5x5 board at which the page starts building the endgame tables: the build
 * (about half a minute) is then done before the game is down to six stones. */
const TABLES_FROM = 12;

/**
 * The engine's classes a worker needs: the search's engine (web/pkg/search/) or the whole
 * engine (web/pkg/), which both have them.
 * @typedef {object} Engine
 * @property {typeof import("../pkg/search/seega.js").Game} Game
 * @property {typeof import("../pkg/search/seega.js").Searcher} Searcher
 * @property {typeof import("../pkg/search/seega.js").Reviewer} Reviewer
 * @property {typeof import("../pkg/search/seega.js").Tablebase | typeof import("../pkg/seega.js").Tablebase} Tablebase
 *   the tables' reader (the whole engine's also builds them)
 */
/** @typedef {import("../pkg/search/seega.js").Game} Game */
/** @typedef {import("../pkg/search/seega.js").Searcher} Searcher */
/** @typedef {import("../pkg/search/seega.js").Tablebase} TablesHandle */
/** @typedef {import("../pkg/search/seega.js").Deepened} Deepened */
/** A search's answer as the worker sends it. @typedef {import("./protocol.js").SearchResult} SearchResult */
/** How the handler answers: the worker's postMessage, or the page's client.
 * @typedef {(reply: import("./protocol.js").Reply, transfer?: Transferable[]) => void} Post */

/**
 * What the worker keeps from request to request.
 * @typedef {object} Kept
 * @property {Searcher | null} searcher the search, whose table and move ordering carry over
 * @property {{ key: string, length: number, handle: TablesHandle } | null} loaded the endgame tables last sent, read once
 * @property {number} requests counts the requests: a pondering that sees it change stops
 * @property {{ key: string, options: string, spent: number, result: Deepened } | null} pondered
 *   what pondering found: the position it searched (its record), the options it searched
 *   with, the time it spent and the last slice's answer; the searcher's `deepen` search is
 *   that position's while this is set
 */

/** Nothing kept yet. @returns {Kept} */
export const keptNothing = () => ({ searcher: null, loaded: null, requests: 0, pondered: null });

/** The clock. */
const now = () => (typeof performance === "object" ? performance.now() : Date.now());

/**
 * The tables for a game of `rules`: those sent with the request (read once and kept), else
 * those kept from an earlier request, if they are for the same rules.
 * @param {Kept} kept @param {Engine} engine @param {object} rules @param {import("./protocol.js").Tables | undefined} tables
 * @returns {TablesHandle | null}
 */
function tablesFor(kept, { Tablebase }, rules, tables) {
  if (tables) {
    const key = JSON.stringify(tables.rules);
    if (kept.loaded?.key !== key || kept.loaded.length !== tables.bytes.length) {
      kept.loaded?.handle.free();
      kept.loaded = { key, length: tables.bytes.length, handle: Tablebase.fromBytes(tables.rules, tables.bytes) };
    }
  }
  return kept.loaded?.key === JSON.stringify(rules) ? kept.loaded.handle : null;
}

/** The game of a request: its record replayed and the turn under way played.
 * @param {Engine} engine @param {string} record @param {readonly string[]} pending
 * @returns {Game} */
export function gameOf({ Game }, record, pending) {
  const game = Game.fromRecord(record);
  try {
    for (const action of pending) game.play(action);
  } catch (error) {
    game.free();
    throw error;
  }
  return game;
}

/** The searcher, made at the first request that needs it, with the tables `handle` if any.
 * @param {Kept} kept @param {Engine} engine @param {TablesHandle | null} handle @returns {Searcher} */
function searcherWith(kept, engine, handle) {
  kept.searcher ??= new engine.Searcher();
  if (handle) kept.searcher.useTablebase(handle);
  return kept.searcher;
}

/** A search (the computer's turn, or a hint): from pondering when it searched this position.
 * @param {Kept} kept @param {Engine} engine @param {import("./protocol.js").SearchRequest} request
 * @returns {{ result: SearchResult, wantTables: object | undefined }} */
export function search(kept, engine, { record, pending = [], options = {}, tables, judged = false }) {
  const game = gameOf(engine, record, pending);
  try {
    const state = game.state();
    const handle = tablesFor(kept, engine, state.rules, tables);
    const deepened = fromPondering(kept, engine, game, options);
    const found = deepened ?? searcherWith(kept, engine, handle).analyse(game, options);
    const { score, depth, nodes, tablebase = null } = found;
    const turn = judged && pending.length === 0 ? judgedTurn(game, found.turn, handle) : found.turn;
    const stones = state.onBoard.black + state.onBoard.white;
    const near = state.phase === "movement" && stones <= TABLES_FROM && engine.Tablebase.covers(state.rules);
    return { result: { turn, score, depth, nodes, tablebase, pondered: deepened !== null }, wantTables: near && !handle ? state.rules : undefined };
  } finally {
    game.free();
  }
}

/**
 * The turn a hint offers: the search's, unless the review's judgement of a turn (the same
 * wherever it is asked: the review, the practice, `game.aiJudge`) would mark it, in which
 * case the judgement's own best turn, so that a hint is never a turn the review then calls
 * an inaccuracy or worse. With the tables when the search had them.
 * @param {Game} game @param {string} turn @param {TablesHandle | null} tables
 * @returns {string}
 */
function judgedTurn(game, turn, tables) {
  if (tables) game.useTablebase(tables);
  const verdict = game.aiJudge(turn, undefined);
  return verdict.class === null ? turn : verdict.best;
}

/** The analysis board's best turns.
 * @param {Kept} kept @param {Engine} engine @param {import("./protocol.js").LinesRequest} request */
export function lines(kept, engine, { record, depth, count = 3, tables }) {
  const game = gameOf(engine, record, []);
  try {
    const state = game.state();
    const handle = tablesFor(kept, engine, state.rules, tables);
    const result = searcherWith(kept, engine, handle).lines(game, { count, depth });
    const stones = state.onBoard.black + state.onBoard.white;
    const near = state.phase === "movement" && stones <= TABLES_FROM && engine.Tablebase.covers(state.rules);
    return { result, wantTables: near && !handle ? state.rules : undefined };
  } finally {
    game.free();
  }
}

/**
 * The answer pondering found for `game`, when it pondered this very position with these
 * options: at once when it spent the whole budget or deepening was over (the engine says
 * so: a result proven, one turn to play); else the same search run on for what is left of
 * the budget. Null when pondering searched another position (a search of the whole budget
 * then, on the table pondering filled).
 * @param {Kept} kept @param {Engine} engine @param {Game} game @param {import("./protocol.js").SearchOptions} options
 * @returns {Deepened | null}
 */
function fromPondering(kept, engine, game, options) {
  const found = kept.pondered;
  kept.pondered = null;
  if (!found || !kept.searcher || found.key !== game.record() || found.options !== limitsKey(options)) return null;
  const budget = engine.Searcher.timeBudget(game, options);
  if (found.spent >= budget || found.result.finished) return found.result;
  return kept.searcher.resume(Math.max(budget - found.spent, PONDER_SLICE_MS / 2));
}

/**
 * Ponders: searches the position after the reply the searcher expects to the computer's
 * last turn, one search a slice at a time, until another request comes in, the time spent
 * reaches the budget, or deepening is over. The game of `record` and `pending` has the
 * player to move.
 * @param {Kept} kept @param {Engine} engine @param {import("./protocol.js").PonderRequest} request
 * @param {number} asked the request's number: pondering stops when `kept.requests` passes it
 * @param {() => Promise<void>} pause
 * @returns {Promise<import("./protocol.js").Pondered>}
 */
export async function ponder(kept, engine, { record, pending = [], options = {} }, asked, pause) {
  kept.pondered = null;
  const { searcher } = kept;
  const game = gameOf(engine, record, pending);
  try {
    if (!searcher || game.state().outcome) return { reply: null, spent: 0, depth: 0 };
    // The reply the table expects; a turn answered from pondering may leave none in it, and
    // a short search then says which reply to expect.
    const reply = searcher.line(game, 1)[0] ?? searcher.analyse(game, { depth: 2 }).turn;
    game.playTurn(reply);
    if (game.state().outcome) return { reply, spent: 0, depth: 0 };
    const budget = engine.Searcher.timeBudget(game, options);
    if (!Number.isFinite(budget)) return { reply, spent: 0, depth: 0 };
    searcher.deepen(game, options);
    const key = game.record();
    const level = limitsKey(options);
    let spent = 0;
    /** @type {Deepened | null} */
    let result = null;
    while (asked === kept.requests && spent < budget && !result?.finished) {
      const started = now();
      result = searcher.resume(Math.min(PONDER_SLICE_MS, budget - spent));
      spent += now() - started;
      kept.pondered = { key, options: level, spent, result };
      await pause();
    }
    return { reply, spent, depth: result?.depth ?? 0 };
  } finally {
    game.free();
  }
}
