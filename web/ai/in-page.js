// The computer's worker's requests on the page's own thread, for where no worker can start (a
// host whose policy forbids workers, say): the same handler (tasks.js) on the whole engine,
// which the worker's client (worker-client.js) loads with this module at the first request
// that needs it. A search there is one wasm call: it cannot be stopped once started, only
// before (the client then drops its answer).

import { createTasks } from "./tasks.js";

/** @param {() => Promise<import("./tasks.js").Engine>} loadEngine the whole engine's module
 * @returns {import("./worker-client.js").Handler} */
export function inPageTasks(loadEngine) {
  /** @type {Promise<import("./tasks.js").Engine> | null} */
  let loading = null;
  return createTasks(() => (loading ??= loadEngine()));
}
