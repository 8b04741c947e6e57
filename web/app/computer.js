// The computer player as the app sees it: `choose({record, pending, options})` resolves with
// the turn the engine picks, `cancel()` stops a search at once (its promise rejects with an
// AbortError). The search runs in the worker of web/ai/ (client.js); where that cannot start,
// the same requests run on the page's thread (web/ai/in-page.js), slower to cancel but never
// wrong. Both are loaded at the first search: a game between two people needs neither.

/** @typedef {import("../ai/client.js").AiChoice} Choice */
/** The computer as the app sees it: the client's searches, and pondering as the app's
 * state says (pondering.js); `forcing`, what it answers an offer to count (count-offer.js).
 * @typedef {Omit<import("../ai/client.js").AiClient, "ponder" | "stopPondering" | "forcing"> & {
 *   forcing?: import("../ai/client.js").AiClient["forcing"],
 *   ponder?(state: import("./state.js").AppState, request: () => { record: string, pending: string[], options: object }): void,
 *   stopPondering?(): void }} AiClient */

/** The worker's client, loaded at the first search.
 * @param {() => Promise<any>} loadEngine gives the whole engine's module (`Game`, `Searcher`,
 *   `Reviewer`, `Tablebase`), for the searches on the page's thread where no worker can start
 * @returns {AiClient} */
export function createComputer(loadEngine) {
  /** @type {Promise<import("../ai/client.js").AiClient> | null} */
  let client = null;
  /** @type {import("../ai/client.js").AiClient | null} */
  let started = null;
  /** @type {Promise<ReturnType<typeof import("./pondering.js").createPondering>> | null} */
  let pondering = null;
  let stopped = false;
  const start = () => {
    client ??= import("../ai/client.js").then(({ createAiClient }) =>
      createAiClient({ inPage: () => import("../ai/in-page.js").then(({ inPageTasks }) => inPageTasks(loadEngine)) }),
    );
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
      if (stopped || asked !== generation) {
        // The protocol's module came with the client: a first visit loads neither.
        const { abortError } = await import("../ai/protocol.js");
        throw abortError("The search was cancelled");
      }
      return made.choose(request);
    },
    ponder(state, request) {
      const asked = generation;
      pondering ??= Promise.all([start(), import("./pondering.js")]).then(([made, { createPondering }]) => createPondering(made));
      pondering.then((p) => !stopped && asked === generation && p.update(state, request), () => {});
    },
    stopPondering() {
      started?.stopPondering();
    },
    async forcing(request) {
      const asked = generation;
      const made = await start();
      if (stopped || asked !== generation) {
        const { abortError } = await import("../ai/protocol.js");
        throw abortError("The question was cancelled");
      }
      return made.forcing(request);
    },
    cancel() {
      generation += 1;
      started?.cancel();
    },
    destroy() {
      stopped = true;
      pondering?.then((p) => p.destroy(), () => {});
      started?.destroy();
    },
  };
}
