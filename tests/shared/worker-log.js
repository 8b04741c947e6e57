// Run in a page (executed by WebDriver, or as an init script): logs, from then on, the requests
// the page sends to its workers and the workers' final replies ("done" or "error"), each with
// the page's clock (`performance.now()`), in `window.seegaWorkerLog`; and when the page's turn
// list grows, in `window.seegaTurnsShown`. It wraps `Worker.prototype.postMessage`, so a
// worker started before it ran is watched from its next request on. A reply keeps what the
// pondering tests read: the ponder's result (the reply it expected, the time it spent) and the
// search's (the turn, and whether it came from pondering). The pondering journey in Firefox
// and WebKit (tests/browsers/journeys-ponder.js) uses it.
export function logWorkerMessages() {
  /** @type {{ worker: number, way: "sent" | "reply", kind: string, id: number, at: number, result?: any }[]} */
  const log = [];
  /** @type {{ turns: number, at: number }[]} */
  const shown = [];
  Object.assign(window, { seegaWorkerLog: log, seegaTurnsShown: shown });
  /** Each worker's number, in the order first seen. @type {Map<Worker, number>} */
  const workers = new Map();
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    if (!workers.has(this)) {
      const worker = workers.size + 1;
      workers.set(this, worker);
      this.addEventListener("message", (event) => {
        const { id, type, result } = event.data ?? {};
        if (type !== "done" && type !== "error") return;
        const sent = log.find((entry) => entry.worker === worker && entry.way === "sent" && entry.id === id);
        log.push({ worker, way: "reply", kind: type === "done" ? String(sent?.kind) : "error", id, at: performance.now(), result: structuredClone(result ?? null) });
      });
    }
    log.push({ worker: /** @type {number} */ (workers.get(this)), way: "sent", kind: String(data?.kind), id: data?.id, at: performance.now() });
    return post.call(this, data, ...rest);
  };
  const count = () => document.querySelectorAll(".seega-app .moves .move:not(.start)").length;
  let turns = count();
  new MutationObserver(() => {
    if (count() === turns) return;
    turns = count();
    shown.push({ turns, at: performance.now() });
  }).observe(document.body, { childList: true, subtree: true });
}
