// The computer player as the app sees it: `choose({record, pending, options})` resolves with
// the turn the engine picks, `cancel()` stops a search at once (its promise rejects with an
// AbortError). The search runs in the worker of web/ai/; where that cannot start, the same
// engine runs here on the page's thread, which is slower to cancel but never wrong.

import { createFollower } from "../ai/follow.js";

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
    client ??= import("../ai/client.js").then(
      ({ createAiClient }) => withFallback(createAiClient(), () => inPageClient(loadGame)),
      () => inPageClient(loadGame),
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

/** `primary` until one of its searches fails other than by cancellation; then `fallback()`,
 * which retries that search and takes every later one.
 * @param {AiClient} primary @param {() => AiClient} fallback @returns {AiClient} */
export function withFallback(primary, fallback) {
  /** @type {AiClient | null} */
  let second = null;
  return {
    choose(request) {
      if (second) return second.choose(request);
      return primary.choose(request).catch((error) => {
        if (error?.name === "AbortError") throw error;
        primary.destroy();
        second ??= fallback();
        return second.choose(request);
      });
    },
    cancel() {
      (second ?? primary).cancel();
    },
    destroy() {
      primary.destroy();
      second?.destroy();
    },
  };
}

/** The engine's search on the page's own thread, behind the worker's interface; the engine
 * with the search is loaded on the first search.
 * @param {() => Promise<any>} loadGame @returns {AiClient} */
export function inPageClient(loadGame) {
  /** @type {{ reject: (error: Error) => void, timer?: ReturnType<typeof setTimeout> } | null} */
  let current = null;
  /** The game searched, kept between searches so that its search learns across moves.
   * @type {ReturnType<typeof createFollower> | null} */
  let follower = null;
  const cancel = () => {
    if (!current) return;
    clearTimeout(current.timer);
    current.reject(abortError());
    current = null;
  };
  return {
    choose({ record, pending, options }) {
      cancel();
      return new Promise((resolve, reject) => {
        /** @type {{ reject: (error: Error) => void, timer?: ReturnType<typeof setTimeout> }} */
        const job = { reject };
        current = job;
        const search = (Game) => {
          if (current !== job) return;
          current = null;
          try {
            follower ??= createFollower(Game);
            resolve(follower.gameFor(record, pending).aiAnalyse(options));
          } catch (error) {
            reject(error);
          }
        };
        loadGame().then(
          (Game) => {
            if (current === job) job.timer = setTimeout(() => search(Game), 0);
          },
          (error) => {
            if (current !== job) return;
            current = null;
            reject(error);
          },
        );
      });
    },
    cancel,
    destroy() {
      cancel();
      follower?.free();
      follower = null;
    },
  };
}
