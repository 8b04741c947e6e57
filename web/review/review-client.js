// The page's side of a game's review: runs it in a worker of its own (the computer's worker
// module, web/ai/worker.js, through the one worker client, so that a review never holds up the
// computer's turn or the page), says how far it has come, and stops it at once by ending the
// worker. Where no worker can start (a host's policy, an old browser), the same review runs
// on the page's thread a step at a time, giving the page its turn between steps.
//
// Endgame tables a review builds are kept here for the next review of the same rules.

import { createWorkerClient } from "../ai/worker-client.js";

/** @typedef {import("../pkg/seega.js").GameReview} GameReview */
/** @typedef {import("../ai/protocol.js").Progress} Progress */
/** A review's note on a turn, for the record. @typedef {{ turn: number, annotation: object }} Note */
/** @typedef {{ run(record: string, onProgress: (progress: Progress) => void): Promise<GameReview>,
 *   judge(record: string, turn: string, reviewed: string): Promise<import("../pkg/seega.js").TurnReview>,
 *   annotate(record: string, notes: Note[]): Promise<string>,
 *   cancel(): void, destroy(): void, readonly busy: boolean }} ReviewClient */

/**
 * @param {() => Promise<import("../ai/tasks.js").Engine>} loadEngine gives the whole engine's module (with `Reviewer`)
 *   for a review on the page's thread
 * @param {string | URL} [url] another worker's module (the tests'); by default the computer's
 *   worker (web/ai/start-worker.js)
 * @returns {ReviewClient}
 */
export function createReviewClient(loadEngine, url) {
  const client = createWorkerClient({
    url,
    keep: false,
    what: "the review",
    inPage: () => import("../ai/in-page.js").then(({ inPageTasks }) => inPageTasks(loadEngine)),
  });
  /** Tables built by a review, for the next review or judgement of their rules.
   * @type {import("../ai/protocol.js").Tables | null} */
  let kept = null;
  const withTables = () => (kept ? { tables: { rules: kept.rules, bytes: kept.bytes } } : {});

  /** @template {import("../ai/protocol.js").Request} R @param {R} request @param {(progress: Progress) => void} [onProgress] */
  async function ask(request, onProgress = () => {}) {
    const { result } = await client.request(request, (reply) => {
      if (reply.type === "progress") onProgress(reply.progress);
      else if (reply.type === "tables") kept = reply.tables;
    });
    return result;
  }

  return {
    run: (record, onProgress) => ask({ kind: "review", record, ...withTables() }, onProgress),
    judge: (record, turn, reviewed) => ask({ kind: "judge", record, turn, reviewed, ...withTables() }),
    annotate: (record, notes) => ask({ kind: "annotate", record, notes }),
    cancel: () => client.cancel(),
    destroy: () => client.cancel(),
    get busy() {
      return client.busy;
    },
  };
}
