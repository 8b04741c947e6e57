// The computer player's thread: loads the rules engine, rebuilds the game from its record and
// the turn under way, and searches. One game lives on from request to request and follows
// the game asked about (`game.follow`), so that its search keeps its table and move ordering
// from one move to the next instead of starting empty each time. The page's thread stays free
// while it thinks; a search is stopped by ending this worker (a busy wasm call cannot receive
// a message), and the table with it.
//
// Messages in: `{ id, record, pending, options, tables }` (options as game.aiAnalyse takes
// them; tables, `{ rules, bytes }` from a tables build, when the page has tables this worker
// has not been sent yet: they are kept for later requests).
// Messages out: `{ id, turn, score, depth, nodes, tablebase, wantTables }`, or `{ id, error }`
// with the reason. `wantTables` is the game's rules when a game whose rules have tables (the
// engine says which: `Tablebase.covers`) is in its movement phase, down to twelve stones or
// fewer, and no tables of its rules came with the request: the page then builds them.
//
// A second instance builds the endgame tables: in `{ id, buildTables: rules }`, out, after
// each group of tables, `{ id, stones, complete, bytes }` (every table built so far).
//
// A third kind reviews a whole game (`{ id, review: { record, options }, tables }`), judges a
// turn (`{ id, judge }`) or writes a review's notes into a record (`{ id, annotate }`), out
// as review-task.js says.

// The engine module, in one place: the build may point this elsewhere. The search's engine
// reads endgame tables but cannot build them; the tables' builder is in the whole engine,
// which only a worker that builds tables loads.
import init, { Game, Reviewer, Tablebase } from "../pkg/search/seega.js";
import { createFollower } from "./follow.js";
import { annotateRecord, judgeTurn, runReview } from "./review-task.js";

/** Stones on the 5x5 board at which the page starts building the endgame tables: the build
 * (about half a minute) is then done before the game is down to six stones. */
const TABLES_FROM = 12;

/** @type {Promise<unknown> | null} */
let ready = null;

/** @type {{ key: string, length: number, handle: Tablebase } | null} */
let loaded = null;

/** The game searched, kept between requests so that its search learns across moves. */
const follower = createFollower(Game);

/**
 * The tables for a game of `rules`: those sent with the request (read once and kept), else
 * those kept from an earlier request, if they are for the same rules.
 * @param {object} rules the game's rules, as `state().rules`
 * @param {{rules: object, bytes: Uint8Array} | undefined} tables
 * @returns {Tablebase | null}
 */
function tablesFor(rules, tables) {
  if (tables) {
    const key = JSON.stringify(tables.rules);
    if (loaded?.key !== key || loaded.length !== tables.bytes.length) {
      loaded?.handle.free();
      loaded = { key, length: tables.bytes.length, handle: Tablebase.fromBytes(tables.rules, tables.bytes) };
    }
  }
  return loaded?.key === JSON.stringify(rules) ? loaded.handle : null;
}

/**
 * The search for one request.
 * @param {{record: string, pending?: string[], options?: object, tables?: {rules: object, bytes: Uint8Array}}} request
 */
async function analyse({ record, pending = [], options = {}, tables }) {
  ready ??= init();
  await ready;
  const game = follower.gameFor(record, pending);
  const state = game.state();
  const handle = tablesFor(state.rules, tables);
  if (handle) game.useTablebase(handle);
  const { turn, score, depth, nodes, tablebase } = game.aiAnalyse(options);
  const stones = state.onBoard.black + state.onBoard.white;
  const near = state.phase === "movement" && stones <= TABLES_FROM && Tablebase.covers(state.rules);
  return { turn, score, depth, nodes, tablebase, wantTables: near && !handle ? state.rules : undefined };
}

/** @type {Promise<typeof import("../pkg/seega.js").Tablebase> | null} */
let builder = null;

/** The whole engine's `Tablebase`, which builds tables, loaded at the first build. */
function tablesBuilder() {
  builder ??= import("../pkg/seega.js").then(async (engine) => {
    await engine.default();
    return engine.Tablebase;
  });
  return builder;
}

/**
 * Builds the tables of `rules` a group at a time, posting every table built so far after
 * each group.
 * @param {number} id
 * @param {object} rules
 */
async function buildTables(id, rules) {
  const Builder = await tablesBuilder();
  const tables = new Builder(rules);
  let more = true;
  while (more) {
    more = tables.buildNext();
    const bytes = tables.bytes();
    const transfer = [/** @type {ArrayBuffer} */ (bytes.buffer)];
    self.postMessage({ id, stones: tables.stones(), complete: tables.complete(), bytes }, { transfer });
  }
  tables.free();
}

self.addEventListener("message", async (event) => {
  const request = event.data ?? {};
  const { id } = request;
  try {
    if (request.buildTables) await buildTables(id, request.buildTables);
    else if (request.review || request.judge || request.annotate) {
      ready ??= init();
      await ready;
      if (request.judge) self.postMessage({ id, judged: judgeTurn({ Game, Reviewer, Tablebase }, request.judge, request.tables) });
      else if (request.annotate) self.postMessage({ id, annotated: annotateRecord({ Game }, request.annotate) });
      else await runReview({ Game, Tablebase, Reviewer, tablesBuilder }, request, (message) => self.postMessage(message));
    } else self.postMessage({ id, ...(await analyse(request)) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
