// What the computer's worker does with each kind of request (protocol.js), on whichever
// engine it is given: the worker's (worker.js, the search's engine) or the whole engine on
// the page's thread (in-page.js). One `Searcher` lives from request to request, beside a
// plain `Game` rebuilt from each request's record, so that its table and move ordering carry
// over from move to move; the endgame tables sent once are kept for later requests.
//
// Pondering (`ponder`, docs/ai.md "Thinking on the player's time"): while the player thinks,
// the searcher searches the position after the reply it expects, one search cut into slices
// (`searcher.deepen`, then `searcher.resume` a slice of `PONDER_SLICE_MS` at a time) so that a
// message can come in between; each slice deepens on from where the last one stopped and runs
// to its end, and the engine says when deepening is over (a result proven, one turn to play).
// Any request that comes in stops it. When the player's turn is the expected one, the search
// answers with the slices' answer at once if they spent the computer's budget (or deepening
// was over); else it runs the same search on for what is left of the budget.

import { toWire } from "./protocol.js";
import { annotateRecord, judgeTurn, runReview } from "./review-task.js";

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
 * @property {typeof import("../pkg/search/seega.js").Tablebase} Tablebase
 */
/** @typedef {import("../pkg/search/seega.js").Game} Game */
/** @typedef {import("../pkg/search/seega.js").Searcher} Searcher */
/** @typedef {import("../pkg/search/seega.js").Tablebase} TablesHandle */
/** @typedef {import("../pkg/search/seega.js").Deepened} Deepened */
/** A search's answer as the worker sends it. @typedef {import("./protocol.js").SearchResult} SearchResult */
/** How the handler answers: the worker's postMessage, or the page's client.
 * @typedef {(reply: import("./protocol.js").Reply, transfer?: Transferable[]) => void} Post */

/**
 * The handler of requests: `handle(request, post, pause)` answers `request` through `post`
 * (the worker's postMessage, or the page's client), awaiting `pause` between the steps of a
 * long task. It never throws: a failure is posted as an "error" reply with the error's code
 * and facts.
 * @param {() => Promise<Engine>} loadEngine the engine, loaded at the first request
 * @param {() => Promise<typeof import("../pkg/seega.js").Tablebase>} [tablesBuilder] the class that builds tables, where the engine's
 *   `Tablebase` only reads them (the worker's search engine); by default the engine's own
 */
export function createTasks(loadEngine, tablesBuilder) {
  /** The search kept between requests. @type {Searcher | null} */
  let searcher = null;
  /** The endgame tables last sent, read once. @type {{ key: string, length: number, handle: TablesHandle } | null} */
  let loaded = null;
  /** Counts the requests: a pondering that sees it change stops. */
  let requests = 0;
  /** What pondering found: the position it searched (its record), the options it searched
   * with, the time it spent and the last slice's answer; the searcher's `deepen` search is
   * that position's while this is set.
   * @type {{ key: string, options: string, spent: number, result: Deepened } | null} */
  let pondered = null;
  /** The clock. */
  const now = () => (typeof performance === "object" ? performance.now() : Date.now());

  /**
   * The tables for a game of `rules`: those sent with the request (read once and kept), else
   * those kept from an earlier request, if they are for the same rules.
   * @param {Engine} engine @param {object} rules @param {import("./protocol.js").Tables | undefined} tables
   * @returns {TablesHandle | null}
   */
  function tablesFor({ Tablebase }, rules, tables) {
    if (tables) {
      const key = JSON.stringify(tables.rules);
      if (loaded?.key !== key || loaded.length !== tables.bytes.length) {
        loaded?.handle.free();
        loaded = { key, length: tables.bytes.length, handle: Tablebase.fromBytes(tables.rules, tables.bytes) };
      }
    }
    return loaded?.key === JSON.stringify(rules) ? loaded.handle : null;
  }

  /** The game of a request: its record replayed and the turn under way played.
   * @param {Engine} engine @param {string} record @param {readonly string[]} pending
   * @returns {Game} */
  function gameOf({ Game }, record, pending) {
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
   * @param {Engine} engine @param {TablesHandle | null} handle @returns {Searcher} */
  function searcherWith(engine, handle) {
    searcher ??= new engine.Searcher();
    if (handle) searcher.useTablebase(handle);
    return searcher;
  }

  /** @param {Engine} engine @param {import("./protocol.js").SearchRequest} request
   * @returns {{ result: SearchResult, wantTables: object | undefined }} */
  function search(engine, { record, pending = [], options = {}, tables, judged = false }) {
    const game = gameOf(engine, record, pending);
    try {
      const state = game.state();
      const handle = tablesFor(engine, state.rules, tables);
      const deepened = fromPondering(engine, game, options);
      const found = deepened ?? searcherWith(engine, handle).analyse(game, options);
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

  /** The analysis board's best turns. @param {Engine} engine @param {import("./protocol.js").LinesRequest} request */
  function lines(engine, { record, depth, count = 3, tables }) {
    const game = gameOf(engine, record, []);
    try {
      const state = game.state();
      const handle = tablesFor(engine, state.rules, tables);
      const result = searcherWith(engine, handle).lines(game, { count, depth });
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
   * @param {Engine} engine @param {Game} game @param {import("./protocol.js").SearchOptions} options
   * @returns {Deepened | null}
   */
  function fromPondering(engine, game, options) {
    const found = pondered;
    pondered = null;
    if (!found || !searcher || found.key !== game.record() || found.options !== limitsKey(options)) return null;
    const budget = engine.Searcher.timeBudget(game, options);
    if (found.spent >= budget || found.result.finished) return found.result;
    return searcher.resume(Math.max(budget - found.spent, PONDER_SLICE_MS / 2));
  }

  /**
   * Ponders: searches the position after the reply the searcher expects to the computer's
   * last turn, one search a slice at a time, until another request comes in, the time spent
   * reaches the budget, or deepening is over. The game of `record` and `pending` has the
   * player to move.
   * @param {Engine} engine @param {import("./protocol.js").PonderRequest} request
   * @param {number} asked the request's number
   * @param {() => Promise<void>} pause
   * @returns {Promise<import("./protocol.js").Pondered>}
   */
  async function ponder(engine, { record, pending = [], options = {} }, asked, pause) {
    pondered = null;
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
      while (asked === requests && spent < budget && !result?.finished) {
        const started = now();
        result = searcher.resume(Math.min(PONDER_SLICE_MS, budget - spent));
        spent += now() - started;
        pondered = { key, options: level, spent, result };
        await pause();
      }
      return { reply, spent, depth: result?.depth ?? 0 };
    } finally {
      game.free();
    }
  }

  /** Builds the tables of `rules` a group at a time, posting every table built so far after
   * each group.
   * @param {typeof import("../pkg/seega.js").Tablebase} Builder @param {number} id @param {object} rules
   * @param {Post} post @param {() => Promise<void>} pause */
  async function buildTables(Builder, id, rules, post, pause) {
    const tables = new Builder(rules);
    try {
      let more = true;
      while (more) {
        more = tables.buildNext();
        const bytes = tables.bytes();
        post({ id, type: "tables", tables: { rules, bytes }, stones: tables.stones(), complete: tables.complete() }, [bytes.buffer]);
        if (more) await pause();
      }
    } finally {
      tables.free();
    }
  }

  /**
   * @param {import("./protocol.js").Sent} request
   * @param {Post} post
   * @param {() => Promise<void>} [pause]
   */
  return async function handle(request, post, pause = async () => {}) {
    const { id } = request;
    // Any request stops a pondering under way (at the end of its slice); `stop` does nothing else.
    const asked = ++requests;
    if (request.kind === "stop") return;
    /** @type {Engine} */
    let engine;
    try {
      await pause();
      engine = await loadEngine();
    } catch (error) {
      // An engine that cannot load: the page may do the work itself.
      post({ id, type: "error", error: toWire(error), broken: !(error instanceof Error && error.name === "AbortError") });
      return;
    }
    try {
      await pause();
      // Without a builder of its own the engine given is the whole engine, which builds tables.
      const builder = tablesBuilder ?? (async () => /** @type {typeof import("../pkg/seega.js").Tablebase} */ (/** @type {unknown} */ (engine.Tablebase)));
      switch (request.kind) {
        case "search":
          post({ id, type: "done", ...search(engine, request) });
          break;
        case "ponder":
          post({ id, type: "done", result: await ponder(engine, request, asked, () => new Promise((next) => setTimeout(next, 0))) });
          break;
        case "lines":
          post({ id, type: "done", ...lines(engine, request) });
          break;
        case "buildTables":
          await buildTables(await builder(), id, request.rules, post, pause);
          post({ id, type: "done", result: null });
          break;
        case "review":
          await runReview({ ...engine, tablesBuilder: builder }, request, post, pause);
          break;
        case "judge":
          post({ id, type: "done", result: judgeTurn(engine, request, request.tables) });
          break;
        case "forcing": {
          const game = gameOf(engine, request.record, request.pending ?? []);
          try {
            post({ id, type: "done", result: game.captureForcing() });
          } finally {
            game.free();
          }
          break;
        }
        case "annotate":
          post({ id, type: "done", result: annotateRecord(engine, request) });
          break;
        default:
          throw new Error(`the computer's worker takes no request of kind ${JSON.stringify(/** @type {{ kind?: unknown }} */ (request).kind)}`);
      }
    } catch (error) {
      post({ id, type: "error", error: toWire(error) });
    }
  };
}
