// The computer player on the page's own thread, for where the worker of web/ai/ cannot start or
// fails (a host whose policy forbids workers, say), and the switch from the worker to it.
// Loaded with the worker's client at the first search (web/app/computer.js).

import { createFollower } from "./follow.js";
import { abortError } from "../app/computer.js";

/** @typedef {import("../app/computer.js").AiClient} AiClient */

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
