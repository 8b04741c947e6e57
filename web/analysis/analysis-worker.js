// The analysis board's engine thread: reads the position's record and asks the engine for its
// best turns (`game.aiLines`), one depth at a time as the page asks; on the 5x5 board, in a
// movement position of six stones or fewer under rules that have endgame tables, it first
// builds the tables (kept for later requests of the same rules), so that the answer carries
// their exact verdict. The page stops it by ending the worker.
//
// Messages in: `{ id, record, depth }`. Out: `{ id, building: stones }` while tables are built,
// then `{ id, result }` (what `aiLines` returns) or `{ id, error }` with the engine's error's
// code, reason and message.

// The whole engine: the search, and the tables' builder.
import init, { Game, Tablebase } from "../pkg/seega.js";

/** Stones at most for the tables to know a position. */
const TABLE_STONES = 6;

/** @type {Promise<unknown> | null} */
let ready = null;
/** @type {{ key: string, tables: Tablebase } | null} */
let built = null;

/** The tables of `rules`, built (a group at a time, saying how far) if not kept already.
 * @param {number} id @param {object} rules */
function tablesFor(id, rules) {
  const key = JSON.stringify(rules);
  if (built?.key === key) return built.tables;
  built?.tables.free();
  built = null;
  const tables = new Tablebase(rules);
  while (tables.buildNext()) self.postMessage({ id, building: tables.stones() });
  built = { key, tables };
  return tables;
}

self.addEventListener("message", async (event) => {
  const { id, record, depth } = event.data ?? {};
  ready ??= init();
  let game = null;
  try {
    await ready;
    game = Game.fromRecord(record);
    const state = game.state();
    const stones = state.onBoard.black + state.onBoard.white;
    if (state.phase === "movement" && stones <= TABLE_STONES && Tablebase.covers(state.rules)) game.useTablebase(tablesFor(id, state.rules));
    self.postMessage({ id, result: game.aiLines({ count: 3, depth }) });
  } catch (error) {
    const e = /** @type {any} */ (error);
    self.postMessage({ id, error: { code: e?.code, reason: e?.reason, message: e?.message ?? String(error) } });
  } finally {
    game?.free();
  }
});
