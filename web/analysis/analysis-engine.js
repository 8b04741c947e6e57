// The analysis board's side of its engine thread (analysis-worker.js): asks for the
// position's best turns one depth after another, each answer shown as it comes, until the
// deepest or until stopped. Stopping ends the worker (a busy search cannot read a message);
// the next question starts another.

/** The deepest search asked for, in turns. */
export const MAX_DEPTH = 12;

/**
 * @typedef {object} Listener
 * @property {(result: any) => void} update an answer at one more depth
 * @property {(stones: number) => void} building the endgame tables cover this many stones so far
 * @property {(error: any) => void} failed
 * @property {() => void} done the deepest search is answered
 */

/** @param {string | URL} [workerUrl] */
export function createAnalysisEngine(workerUrl = new URL("./analysis-worker.js", import.meta.url)) {
  /** @type {Worker | null} */
  let worker = null;
  let asked = 0;

  return {
    /** Searches the position of `record` deeper and deeper. @param {string} record @param {Listener} listener */
    start(record, listener) {
      this.stop();
      if (typeof Worker !== "function") {
        listener.failed(new Error("Web Workers are not available"));
        return;
      }
      const mine = new Worker(workerUrl, { type: "module" });
      worker = mine;
      let depth = 1;
      const ask = () => {
        asked += 1;
        mine.postMessage({ id: asked, record, depth });
      };
      mine.addEventListener("message", (event) => {
        if (worker !== mine || event.data?.id !== asked) return;
        const { building, result, error } = event.data;
        if (typeof building === "number") listener.building(building);
        else if (error) {
          this.stop();
          listener.failed(error);
        } else {
          listener.update(result);
          // A forced result needs no deeper look; nor does the deepest.
          if (depth >= MAX_DEPTH || result.tablebase) {
            this.stop();
            listener.done();
          } else {
            depth += 1;
            ask();
          }
        }
      });
      mine.addEventListener("error", (event) => {
        if (worker !== mine) return;
        this.stop();
        listener.failed(new Error(event.message || "the engine's thread failed"));
      });
      ask();
    },
    stop() {
      worker?.terminate();
      worker = null;
    },
  };
}
