// The protocol of the computer player's searches, in one place: one search at a time (the
// computer's turn or a hint), started and cancelled here only, with `state.search` naming
// the one under way. A search that is cancelled or overtaken by another never reports.

/** @param {import("./state.js").AppState} state @param {import("./computer.js").AiClient} computer */
export function createSearches(state, computer) {
  /** The search under way; a new object each time, so that a stale answer is recognised. */
  let current = null;

  /** Stops the search under way, if any, and the computer's thinking on the player's time. */
  function cancel() {
    computer.stopPondering?.();
    if (!current) return;
    current = null;
    state.search = null;
    computer.cancel();
  }

  return {
    cancel,

    /** On the player's turn, after each change: the computer may think on the player's time
     * (pondering.js), unless a search runs. @param {() => { record: string, pending: string[], options: object }} request */
    ponder(request) {
      if (!current) computer.ponder?.(state, request);
    },

    /** Asks whether either side can still force a capture in the position of `request`
     * (count-offer.js), while no search runs: a pondering waits for the answer. Resolves
     * with null when a search runs or the question was overtaken by another request.
     * @param {{ record: string }} request
     * @returns {Promise<import("../ai/client.js").CaptureForcing | null>} */
    async forcing(request) {
      if (current || !computer.forcing) return null;
      try {
        return await computer.forcing(request);
      } catch (error) {
        if (error?.name === "AbortError") return null;
        throw error;
      }
    },

    /** Cancels a hint's search, leaving the computer's turn alone. */
    cancelHint() {
      if (state.search === "hint") cancel();
    },

    /** Starts a search of `kind` for `request`, cancelling any other. Resolves with the
     * engine's choice, no sooner than `pauseMs` after the start; with null when the search
     * was cancelled or overtaken; rejects when it failed.
     * @param {"computer" | "hint"} kind @param {{ record: string, pending: string[], options: object, judged?: boolean }} request
     * @returns {Promise<import("./computer.js").Choice | null>} */
    async run(kind, request, pauseMs = 0) {
      cancel();
      const job = {};
      current = job;
      state.search = kind;
      const started = Date.now();
      try {
        const choice = await computer.choose(request);
        const wait = pauseMs - (Date.now() - started);
        if (current === job && wait > 0) await new Promise((done) => setTimeout(done, wait));
        if (current !== job) return null;
        return choice;
      } catch (error) {
        if (current !== job || error?.name === "AbortError") return null;
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
