// Functions that run inside the page (whatever drives the browser: Playwright's evaluate,
// WebdriverIO's executeAsync), so that the soak plays hundreds of games without a round trip
// per click. Each is self-contained (no imports, no closure): drivers send its source.
// (workersMemory, at the end, runs in Node and asks Playwright's workers.)

/**
 * Plays the human side of the game on the page until it is over, or until `stopAfter` human
 * actions: each time the board offers actions (its `data-legal`), a seeded random one, by
 * clicking its cells as a screen reader's click would (element.click()), then waits for the
 * board to change. Resolves with `{ over, actions, board }`.
 * @param {{ seed: number, stopAfter?: number, timeoutMs?: number }} options
 */
export async function autoplay({ seed, stopAfter = Number.POSITIVE_INFINITY, timeoutMs = 120_000 }) {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const app = /** @type {HTMLElement} */ (document.querySelector(".seega-app"));
  const wrap = /** @type {HTMLElement} */ (app.querySelector(".board-wrap"));
  const over = () => !(/** @type {HTMLElement} */ (app.querySelector(".over-actions")).hidden);
  const legal = () => (wrap.dataset.legal ?? "").split(" ").filter(Boolean);
  const busy = () => app.querySelector("canvas[data-animating]") !== null;
  const seen = () => `${wrap.dataset.board}|${wrap.dataset.legal}`;
  const click = (cell) => /** @type {HTMLElement} */ (app.querySelector(`[data-cell="${cell}"]`)).click();
  const deadline = performance.now() + timeoutMs;
  const waitFor = async (condition, what) => {
    while (!condition()) {
      if (performance.now() > deadline) {
        const said = [".status", ".status-info", ".message", ".notice"].map((selector) => app.querySelector(selector)?.textContent?.trim()).filter(Boolean);
        throw new Error(`autoplay: ${what} (board ${wrap.dataset.board}, legal "${wrap.dataset.legal}"; the page says: ${said.join(" | ")})`);
      }
      await sleep(4);
    }
  };
  let actions = 0;
  while (actions < stopAfter) {
    await waitFor(() => over() || (legal().length > 0 && !busy()), "the board offered no action");
    if (over()) break;
    const options = legal();
    const action = options[Math.floor(random() * options.length)];
    const before = seen();
    if (action === "end") /** @type {HTMLElement} */ (app.querySelector(".end-chain")).click();
    else if (action.startsWith("x")) click(action.slice(1));
    else for (const cell of action.split("-")) click(cell);
    actions += 1;
    await waitFor(() => seen() !== before, `${action} changed nothing`);
  }
  // Stopped early: on the visitor's turn again, the computer's answer played.
  await waitFor(() => over() || (legal().length > 0 && !busy()), "the board offered no action");
  return { over: over(), actions, board: wrap.dataset.board };
}

/** What a reload must bring back: the board, the turns, whose turn it is and the counts. */
export function snapshot() {
  const app = /** @type {HTMLElement} */ (document.querySelector(".seega-app"));
  const text = (selector) => [...app.querySelectorAll(selector)].map((element) => element.textContent?.trim());
  return {
    board: app.querySelector(".board-wrap")?.getAttribute("data-board"),
    turns: text(".moves .move-token"),
    status: text(".status"),
    counts: text(".player [data-count]"),
  };
}

/** Starts the next game the way a player does when one ends: "Play again". */
export function playAgain() {
  const button = /** @type {HTMLElement | null} */ (document.querySelector(".seega-app .over-actions button"));
  if (!button) throw new Error("no Play again button");
  button.click();
}

/** The bytes of every WebAssembly memory the page (or worker) instantiated, recorded by
 * `recordWasmMemories`; null where nothing recorded them. */
export function wasmMemoryBytes() {
  const memories = /** @type {any} */ (globalThis).__seegaMemories;
  return memories ? memories.reduce((sum, memory) => sum + memory.buffer.byteLength, 0) : null;
}

/** Source to run before the page's (or a worker's) own scripts: records each WebAssembly
 * memory instantiated, for `wasmMemoryBytes`. */
export const recordWasmMemories = `(() => {
  const memories = (globalThis.__seegaMemories = []);
  const keep = (result) => {
    const instance = result.instance ?? result;
    for (const value of Object.values(instance.exports ?? {})) if (value instanceof WebAssembly.Memory) memories.push(value);
    return result;
  };
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const original = WebAssembly[name];
    if (original) WebAssembly[name] = (...args) => original.apply(WebAssembly, args).then(keep);
  }
})();
`;

/** The wasm memory of every worker a Playwright page runs (the search, and the endgame tables'
 * build while it runs), summed; null if none has any. @param {import("@playwright/test").Page} page */
export async function workersMemory(page) {
  const each = await Promise.all(page.workers().map((worker) => worker.evaluate(wasmMemoryBytes).catch(() => null)));
  const known = each.filter((bytes) => typeof bytes === "number");
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}
