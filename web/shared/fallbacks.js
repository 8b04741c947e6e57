// Where the game went on in a lesser way, said. A fallback is a failure the visitor is spared
// (the computer's worker that could not start, a storage the browser refuses, an engine or a
// catalog that did not load), not one that is hidden: each is reported once per page, to the
// console (a warning, `Seega fallback "<kind>": …` with its reason), to whoever listens (the
// element's `degraded` event, which a host can hear), to the page's performance timeline (a
// mark `seega-fallback <kind>`), and kept in a list that the page's
// settings show ("The computer thinks on this page's thread: the page may pause").
//
// The kinds are stable names: the page translates them (`degraded.<kind>` in the catalogs), a
// host may switch on them, and the tests fail on any they did not expect.

/** What each kind means (the page says it in the visitor's words, the console gives the kind
 * and the browser's reason). `worker`: the computer's search (or the review's) runs on the page's thread, so the page
 * pauses while it thinks. `storage`: the game cannot be kept in this browser's storage (refused,
 * partitioned or full), so it is lost when the page closes. `engine`: a part of the engine did
 * not load, and what needs it is unavailable. `live`: a live game with a friend could not connect
 * (no WebRTC, or no signalling relay answered), so it goes on by links.
 * @typedef {"worker" | "storage" | "engine" | "live"} FallbackKind */
/** @typedef {{ kind: FallbackKind, reason: string }} Fallback */

/** @type {Fallback[]} */
const happened = [];
/** @type {Set<(fallback: Fallback) => void>} */
const listeners = new Set();

/** Reports a fallback: once per kind and reason, to the console and to every listener.
 * @param {FallbackKind} kind @param {unknown} reason an Error or words */
export function reportFallback(kind, reason) {
  const words = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  if (happened.some((seen) => seen.kind === kind && seen.reason === words)) return;
  const fallback = { kind, reason: words };
  happened.push(fallback);
  console.warn(`Seega fallback "${kind}": ${words}`);
  // In the page's performance timeline too, where any script (a host's monitoring, a test)
  // can read it later: `performance.getEntriesByName("seega-fallback worker")`.
  try {
    globalThis.performance?.mark?.(`seega-fallback ${kind}`, { detail: fallback });
  } catch {
    // A browser without user timing's details: the console and the listeners have heard it.
  }
  for (const listener of listeners) {
    try {
      listener(fallback);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Every fallback reported on this page so far, oldest first. @returns {Fallback[]} */
export function fallbacks() {
  return happened.map((fallback) => ({ ...fallback }));
}

/** Listens for fallbacks reported from now on; returns what stops listening.
 * @param {(fallback: Fallback) => void} listener */
export function onFallback(listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
