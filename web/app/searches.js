// The protocol of the computer player's searches, in one place: one search at a time (the
// computer's turn or a hint), started and cancelled here only, with `state.search` naming
// the one under way. Each search is one AbortController made here, its token from the page
// to the worker: its signal goes with the request (computer.js, web/ai/client.js), and
// aborting it (a new search, `cancel`) stops the search wherever it is: while the client
// loads, in the worker (which is ended), or in the pause before the computer plays. A search
// whose signal is aborted never reports.

/** @typedef {import("./computer.js").Choice} Choice */
/** @typedef {import("./computer.js").AiRequest} AiRequest */

/** Whether `error` says a task was cancelled. @param {unknown} error */
const aborted = (error) => error instanceof Error && error.name === "AbortError";

/** @param {import("./state.js").AppState} state @param {import("./computer.js").Computer} computer */
export function createSearches(state, computer) {
  /** The search under way: its controller, the one token of its staleness. @type {AbortController | null} */
  let current = null;
  /** The question under way (whether a capture can be forced), stopped as a search is. @type {AbortController | null} */
  let asking = null;

  /** Stops the search under way, if any, the question, and the computer's thinking on the
   * player's time. */
  function cancel() {
    computer.stopPondering?.();
    current?.abort();
    asking?.abort();
    current = asking = null;
    state.search = null;
  }

  return {
    cancel,

    /** On the player's turn, after each change: the computer may think on the player's time
     * (pondering.js), unless a search runs. @param {import("./computer.js").PonderRequest} request */
    ponder(request) {
      if (!current) computer.ponder?.(state, request);
    },

    /** Asks whether either side can still force a capture in the position of `request`
     * (count-offer.js), while no search runs: a pondering waits for the answer. Resolves
     * with null when a search runs or the question was cancelled or overtaken.
     * @param {{ record: string }} request
     * @returns {Promise<import("../ai/client.js").CaptureForcing | null>} */
    async forcing(request) {
      if (current || !computer.forcing) return null;
      const job = new AbortController();
      asking = job;
      try {
        return await computer.forcing(request, job.signal);
      } catch (error) {
        if (aborted(error)) return null;
        throw error;
      } finally {
        if (asking === job) asking = null;
      }
    },

    /** Cancels a hint's search, leaving the computer's turn alone. */
    cancelHint() {
      if (state.search === "hint") cancel();
    },

    /** Starts a search of `kind` for `request`, cancelling any other. Resolves with the
     * engine's choice, no sooner than `pauseMs` after the start; with null when the search
     * was cancelled or overtaken; rejects when it failed.
     * @param {"computer" | "hint"} kind @param {AiRequest} request
     * @returns {Promise<Choice | null>} */
    async run(kind, request, pauseMs = 0) {
      cancel();
      const job = new AbortController();
      current = job;
      state.search = kind;
      const started = Date.now();
      try {
        const choice = await computer.choose(request, job.signal);
        const wait = pauseMs - (Date.now() - started);
        if (!job.signal.aborted && wait > 0) await new Promise((done) => setTimeout(done, wait));
        return job.signal.aborted ? null : choice;
      } catch (error) {
        if (job.signal.aborted || aborted(error)) return null;
        throw error;
      } finally {
        if (current === job) {
          current = null;
          state.search = null;
        }
      }
    },
  };
}
