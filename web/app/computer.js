// The computer player as the app sees it: `choose({record, pending, options})` resolves with
// the turn the engine picks, `cancel()` stops a search at once (its promise rejects with an
// AbortError). The search runs in the worker of web/ai/; where that cannot start, the same
// engine runs on the page's thread (web/ai/in-page.js), slower to cancel but never wrong.


/** `tablebase`: the endgame tables' verdict, when the worker had tables for the position.
 * @typedef {{ turn: string, score: number, depth: number, nodes: number,
 *   tablebase?: import("./state.js").Verdict | null }} Choice */
/** @typedef {{ choose(request: { record: string, pending: string[], options: object }): Promise<Choice>,
 *   cancel(): void, destroy(): void }} AiClient */

/** An AbortError, as a cancelled search rejects with. */
export function abortError() {
  const error = new Error("The search was cancelled");
  error.name = "AbortError";
  return error;
}

/** The worker's client, or the in-page fallback: at once when the client cannot load, and
 * for good once the worker fails on a search (a host whose policy forbids the worker, say).
 * The client's module is loaded at the first search: a game between two people needs none.
 * @param {() => Promise<any>} loadGame gives the engine's `Game` class with `aiAnalyse`
 * @returns {AiClient} */
export function createComputer(loadGame) {
  /** @type {Promise<AiClient> | null} */
  let client = null;
  /** @type {AiClient | null} */
  let started = null;
  let stopped = false;
  const start = () => {
    // The in-page search comes with the client: a first visit loads neither.
    if (!client) {
      const inPage = import("../ai/in-page.js");
      client = Promise.all([import("../ai/client.js"), inPage]).then(
        ([{ createAiClient }, { withFallback, inPageClient }]) => withFallback(createAiClient(), () => inPageClient(loadGame)),
        () => inPage.then(({ inPageClient }) => inPageClient(loadGame)),
      );
    }
    return client.then((made) => {
      if (stopped) made.destroy();
      else started = made;
      return made;
    });
  };
  /** Counts searches and cancellations, so that one asked while the client loads can be stopped. */
  let generation = 0;
  return {
    async choose(request) {
      const asked = ++generation;
      const made = await start();
      if (stopped || asked !== generation) throw abortError();
      return made.choose(request);
    },
    cancel() {
      generation += 1;
      started?.cancel();
    },
    destroy() {
      stopped = true;
      started?.destroy();
    },
  };
}
