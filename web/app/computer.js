// The computer player as the app sees it: the worker's client (web/ai/client.js), loaded at
// the first search, and pondering as the app's state says (pondering.js). `choose(request,
// signal)` resolves with the turn the engine picks; the search's AbortSignal (searches.js
// makes one a search) stops it at once, even while the client is still loading. The search
// runs in the worker of web/ai/; where that cannot start, the same requests run on the page's
// thread (web/ai/in-page.js), slower to cancel but never wrong. Both are loaded at the first
// search: a game between two people needs neither.

/** @typedef {import("../ai/client.js").AiChoice} Choice */
/** @typedef {import("../ai/client.js").AiClient} AiClient */
/** What the computer is asked for a search. @typedef {import("../ai/client.js").AiRequest} AiRequest */
/** What pondering is asked, made when it starts. @typedef {() => { record: string, pending: string[], options: import("../ai/protocol.js").SearchOptions }} PonderRequest */

/**
 * The computer as the app sees it: the client's searches and question (as `AiClient` has
 * them), its pondering decided by the app's state (`ponder`, pondering.js), and `destroy`.
 * @typedef {object} Computer
 * @property {AiClient["choose"]} choose
 * @property {AiClient["forcing"]} [forcing] what the computer answers an offer to count (count-offer.js)
 * @property {(state: import("./state.js").AppState, request: PonderRequest) => void} [ponder]
 *   after each change on the player's turn: starts, keeps or stops the thinking on the player's time
 * @property {() => void} [stopPondering]
 * @property {() => void} destroy
 */

/** The worker's client, loaded at the first search.
 * @param {() => Promise<import("../ai/tasks.js").Engine>} loadEngine gives the whole engine's
 *   module (`Game`, `Searcher`, `Reviewer`, `Tablebase`), for the searches on the page's thread
 *   where no worker can start
 * @returns {Computer} */
export function createComputer(loadEngine) {
  /** @type {Promise<AiClient> | null} */
  let client = null;
  /** @type {AiClient | null} */
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
  /** The client, once loaded, unless `signal` was aborted (or the computer destroyed) while
   * it loaded. @param {AbortSignal | undefined} signal @param {string} what */
  async function ready(signal, what) {
    const made = await start();
    if (stopped || signal?.aborted) {
      // The protocol's module came with the client: a first visit loads neither.
      const { abortError } = await import("../ai/protocol.js");
      throw abortError(`The ${what} was cancelled`);
    }
    return made;
  }
  return {
    async choose(request, signal) {
      return (await ready(signal, "search")).choose(request, signal);
    },
    ponder(state, request) {
      pondering ??= Promise.all([start(), import("./pondering.js")]).then(([made, { createPondering }]) => createPondering(made));
      pondering.then((p) => !stopped && p.update(state, request), () => {});
    },
    stopPondering() {
      started?.stopPondering();
    },
    async forcing(request, signal) {
      return (await ready(signal, "question")).forcing(request, signal);
    },
    destroy() {
      stopped = true;
      pondering?.then((p) => p.destroy(), () => {});
      started?.destroy();
    },
  };
}
