// The page's side of the computer player: sends searches to a worker (worker.js) and gives
// back promises. One search at a time; a new one, or cancel(), stops the one running by
// ending its worker at once, and the next search starts a fresh worker.
//
// Endgame tables: when the search worker says the game nears its end on the 5x5 board
// (`wantTables`), a second worker builds the tables of its rules, a group at a time, and the
// search worker is sent the tables built so far once (again when more are built, or when a
// cancelled search made a fresh worker). They live on this page only (nothing is downloaded
// or stored); a game of other rules starts another build.

/**
 * @typedef {object} AiRequest
 * @property {string} record the game's record text, `game.record()`
 * @property {readonly string[]} [pending] the actions of the turn under way, `state().pending`
 * @property {{level?: number, depth?: number, nodes?: number, timeMs?: number, seed?: number}} [options]
 *   as `game.aiAnalyse` takes them
 */

/**
 * @typedef {object} AiChoice
 * @property {string} turn the turn token (the rest of the turn under way, if one is)
 * @property {number} score hundredths of a stone, for the side to move
 * @property {number} depth turns searched
 * @property {number} nodes positions searched
 * @property {{winner: "black" | "white" | null, turns: number | null} | null} [tablebase]
 *   the endgame tables' verdict when the position is in them: the winner (null for a draw)
 *   and the turns to the end (null when the win comes on stone count)
 */

/**
 * @typedef {object} AiClient
 * @property {(request: AiRequest) => Promise<AiChoice>} choose searches; cancels any search running
 * @property {() => void} cancel stops the running search now; its promise rejects with an AbortError
 * @property {() => void} destroy cancels and ends the worker for good
 * @property {boolean} busy whether a search is running
 */

/**
 * An error named `AbortError`, as fetch and DOM APIs give on a cancelled task.
 * @param {string} message
 * @returns {Error}
 */
function abortError(message) {
  if (typeof DOMException === "function") return new DOMException(message, "AbortError");
  const error = new Error(message);
  error.name = "AbortError";
  return error;
}

/**
 * Makes a client for the worker at `workerUrl` (worker.js beside this module by default).
 * @param {string | URL} [workerUrl]
 * @returns {AiClient}
 */
export function createAiClient(workerUrl = new URL("./worker.js", import.meta.url)) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {{id: number, resolve: (choice: AiChoice) => void, reject: (error: Error) => void} | null} */
  let running = null;
  let nextId = 1;
  let destroyed = false;
  /** @type {Worker | null} */
  let tablesWorker = null;
  /** @type {{key: string, rules: object, bytes: Uint8Array | null}} */
  let tables = { key: "", rules: {}, bytes: null };
  /** The tables the search worker has (`tables.bytes` when last sent), so that the ~10 MB
   * are copied to it only when it lacks them. @type {Uint8Array | null} */
  let workerHas = null;
  /** Builds started for each set of rules: a build that fails (a worker that cannot load,
   * rules without tables) is tried once more, then no more. @type {Map<string, number>} */
  const attempts = new Map();

  /**
   * Starts building the tables of `rules` in a worker of their own, unless they are built or
   * being built already.
   * @param {object} rules
   */
  function buildTables(rules) {
    const key = JSON.stringify(rules);
    const tries = attempts.get(key) ?? 0;
    if (tables.key === key || tries >= 2 || typeof Worker !== "function") return;
    attempts.set(key, tries + 1);
    tablesWorker?.terminate();
    tables = { key, rules, bytes: null };
    const w = new Worker(workerUrl, { type: "module" });
    // Without tables the computer plays on by search alone; a later search may ask again.
    const failed = () => {
      w.terminate();
      if (tablesWorker === w) tablesWorker = null;
      if (tables.key === key && !tables.bytes) tables = { key: "", rules: {}, bytes: null };
    };
    w.addEventListener("message", (event) => {
      const data = event.data ?? {};
      if (tables.key !== key) return;
      if (data.bytes instanceof Uint8Array) tables = { key, rules, bytes: data.bytes };
      if (typeof data.error === "string") failed();
      else if (data.complete) {
        w.terminate();
        if (tablesWorker === w) tablesWorker = null;
      }
    });
    w.addEventListener("error", (event) => {
      event.preventDefault();
      failed();
    });
    tablesWorker = w;
    w.postMessage({ id: 0, buildTables: rules });
  }

  /** @param {Error} error */
  function fail(error) {
    const task = running;
    running = null;
    task?.reject(error);
  }

  function stopWorker() {
    worker?.terminate();
    worker = null;
    workerHas = null;
  }

  /** @returns {Worker} */
  function start() {
    if (typeof Worker !== "function") {
      throw new Error("the computer player needs Web Workers, which this browser does not offer");
    }
    const w = new Worker(workerUrl, { type: "module" });
    w.addEventListener("message", (event) => {
      const data = event.data ?? {};
      if (!running || data.id !== running.id) return;
      const task = running;
      running = null;
      if (data.wantTables) buildTables(data.wantTables);
      if (typeof data.error === "string") task.reject(new Error(data.error));
      else {
        const { turn, score, depth, nodes, tablebase = null } = data;
        task.resolve({ turn, score, depth, nodes, tablebase });
      }
    });
    // A worker that cannot load (no module workers, a missing file, no WebAssembly) fires
    // "error" with no message of the search: say what failed, and start afresh next time.
    w.addEventListener("error", (event) => {
      event.preventDefault();
      stopWorker();
      const detail = event.message ? `: ${event.message}` : "";
      fail(new Error(`the computer player could not start${detail} (this browser may not run module workers)`));
    });
    w.addEventListener("messageerror", () => fail(new Error("the computer player's answer could not be read")));
    return w;
  }

  return {
    choose({ record, pending = [], options = {} }) {
      if (destroyed) return Promise.reject(new Error("the computer player was shut down"));
      if (running) {
        stopWorker();
        fail(abortError("the search was replaced by a new one"));
      }
      return new Promise((resolve, reject) => {
        try {
          worker ??= start();
          const id = nextId++;
          running = { id, resolve, reject };
          const send = tables.bytes && tables.bytes !== workerHas;
          const withTables = send ? { tables: { rules: tables.rules, bytes: tables.bytes } } : {};
          if (send) workerHas = tables.bytes;
          worker.postMessage({ id, record, pending: [...pending], options: { ...options }, ...withTables });
        } catch (error) {
          running = null;
          stopWorker();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    cancel() {
      if (!running) return;
      stopWorker();
      fail(abortError("the search was cancelled"));
    },
    destroy() {
      destroyed = true;
      stopWorker();
      tablesWorker?.terminate();
      tablesWorker = null;
      fail(abortError("the computer player was shut down"));
    },
    get busy() {
      return running !== null;
    },
  };
}
