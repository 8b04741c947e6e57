// The analysis board's questions to the engine, in the computer's worker (web/ai/worker.js,
// through its client and protocol: a `lines` request): the position's best turns one depth
// after another, each answer shown as it comes, until the deepest or until stopped (which
// ends the worker: a busy search cannot read a message; the next question starts another).
// On 5x5 with six stones or fewer, the worker says it lacks the endgame tables; the board then
// has them built (a `buildTables` request, its progress shown) and asks again with them, for
// the tables' exact verdict. The tables are kept for later questions under the same rules.

import { createWorkerClient } from "../ai/worker-client.js";

/** The deepest search asked for, in turns. */
export const MAX_DEPTH = 12;

/** Stones on the board at most for the tables' exact verdict to be waited for. */
const TABLE_STONES = 6;

/**
 * @typedef {object} Listener
 * @property {(result: import("./analysis-state.js").EngineResult) => void} update an answer at one more depth
 * @property {(stones: number) => void} building the endgame tables cover this many stones so far
 * @property {(error: unknown) => void} failed
 * @property {() => void} done the deepest search is answered
 */

/** @param {string | URL} [workerUrl] another worker's module (the tests'); by default the
 * computer's worker (web/ai/start-worker.js) */
export function createAnalysisEngine(workerUrl) {
  /** The search's client: each question gets a fresh worker (a stop ends it). */
  let client = createWorkerClient({ url: workerUrl, keep: true, what: "the analysis board's engine" });
  /** The tables' builder, apart, so that stopping the search does not lose a build. */
  const builder = createWorkerClient({ url: workerUrl, keep: false, what: "the endgame tables" });
  /** The tables built, by rules. @type {Map<string, { rules: object, bytes: Uint8Array }>} */
  const built = new Map();
  /** Tables the search's worker was not sent yet. */
  let unsent = new Set();
  let asked = 0;

  /** Builds the tables of `rules`, saying how far. @param {object} rules @param {(stones: number) => void} progress */
  async function buildTables(rules, progress) {
    const key = JSON.stringify(rules);
    let last = null;
    await builder.request({ kind: "buildTables", rules }, (reply) => {
      if (reply.type !== "tables") return;
      last = reply.tables;
      if (typeof reply.stones === "number") progress(reply.stones);
    });
    if (last) {
      built.set(key, last);
      unsent.add(key);
    }
  }

  return {
    /** Searches the position of `record` (with `stones` on the board) deeper and deeper.
     * @param {string} record @param {number} stones @param {Listener} listener */
    async start(record, stones, listener) {
      this.stop();
      const mine = ++asked;
      const live = () => mine === asked;
      let triedTables = false;
      try {
        for (let depth = 1; depth <= MAX_DEPTH && live(); depth += 1) {
          const tables = [...built.entries()].find(([key]) => unsent.has(key));
          if (tables) unsent.delete(tables[0]);
          const reply = await client.request({ kind: "lines", record, depth, ...(tables && { tables: tables[1] }) });
          if (!live()) return;
          if (reply.wantTables && stones <= TABLE_STONES && !triedTables) {
            // The tables' verdict is worth the wait: build them, then ask this depth again.
            triedTables = true;
            await buildTables(reply.wantTables, (n) => live() && listener.building(n));
            if (!live()) return;
            depth -= 1;
            continue;
          }
          listener.update(reply.result);
          // A forced result from the tables needs no deeper look.
          if (reply.result.tablebase) break;
        }
        if (live()) listener.done();
      } catch (error) {
        if (live() && !(error instanceof Error && error.name === "AbortError")) listener.failed(error);
      }
    },
    /** Stops the question under way (the tables' build goes on for the next). */
    stop() {
      asked += 1;
      if (client.busy) {
        client.destroy();
        client = createWorkerClient({ url: workerUrl, keep: true, what: "the analysis board's engine" });
        // A fresh worker has none of the tables.
        unsent = new Set(built.keys());
      }
    },
    destroy() {
      asked += 1;
      client.destroy();
      builder.destroy();
    },
  };
}
