// The computer player's thread: loads the rules engine, rebuilds the game from its record and
// the turn under way, and searches. The page's thread stays free while it thinks; a search
// is stopped by ending this worker (a busy wasm call cannot receive a message).
//
// Messages in: `{ id, record, pending, options }` (options as game.aiAnalyse takes them).
// Messages out: `{ id, turn, score, depth, nodes }`, or `{ id, error }` with the reason.

// The engine module, in one place: the build may point this elsewhere.
import init, { Game } from "../pkg/seega.js";

/** @type {Promise<unknown> | null} */
let ready = null;

/**
 * The search for one request.
 * @param {{record: string, pending?: string[], options?: object}} request
 * @returns {Promise<{turn: string, score: number, depth: number, nodes: number}>}
 */
async function analyse({ record, pending = [], options = {} }) {
  ready ??= init();
  await ready;
  const game = Game.fromRecord(record);
  try {
    for (const action of pending) game.play(action);
    const { turn, score, depth, nodes } = game.aiAnalyse(options);
    return { turn, score, depth, nodes };
  } finally {
    game.free();
  }
}

self.addEventListener("message", async (event) => {
  const request = event.data ?? {};
  const { id } = request;
  try {
    self.postMessage({ id, ...(await analyse(request)) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
