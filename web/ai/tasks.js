// What the computer's worker does with each kind of request (protocol.js), on whichever
// engine it is given: the worker's (worker.js, the search's engine) or the whole engine on
// the page's thread (in-page.js). What it keeps from request to request (one `Searcher`,
// beside a plain `Game` rebuilt from each request's record, so that its table and move
// ordering carry over from move to move; the endgame tables sent once; what pondering found)
// is one object, which the searches (search-task.js) read and change.

import { toWire } from "./protocol.js";
import { annotateRecord, judgeTurn, runReview } from "./review-task.js";
import { gameOf, keptNothing, lines, ponder, search } from "./search-task.js";

/** @typedef {import("./search-task.js").Engine} Engine */
/** @typedef {import("./search-task.js").Post} Post */

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
  const kept = keptNothing();

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
    const asked = ++kept.requests;
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
          post({ id, type: "done", ...search(kept, engine, request) });
          break;
        case "ponder":
          post({ id, type: "done", result: await ponder(kept, engine, request, asked, () => new Promise((next) => setTimeout(next, 0))) });
          break;
        case "lines":
          post({ id, type: "done", ...lines(kept, engine, request) });
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
