// Where the game went on in a lesser way, said. A fallback is a failure the visitor is spared
// (the computer's worker that could not start, a storage the browser refuses, an engine or a
// catalog that did not load), not one that is hidden: each is reported once per page, to the
// console (a warning with its reason), to whoever listens (the mounted game's `degraded`
// event, and the element's, which a host can hear), and kept in a list that the page's
// settings show ("The computer thinks on this page's thread: the page may pause").
//
// The kinds are stable names: the page translates them (`degraded.<kind>` in the catalogs), a
// host may switch on them, and the tests fail on any they did not expect.

/** `worker`: the computer's search (or the review's) runs on the page's thread, so the page
 * pauses while it thinks. `storage`: the game cannot be kept in this browser's storage (refused,
 * partitioned or full), so it is lost when the page closes. `engine`: a part of the engine did
 * not load, and what needs it is unavailable.
 * @typedef {"worker" | "storage" | "engine"} FallbackKind */
/** @typedef {{ kind: FallbackKind, reason: string }} Fallback */

/** What each kind means, for the console (the page says it in the visitor's language). */
const MEANING = /** @type {Record<FallbackKind, string>} */ ({
  worker: "the computer thinks on this page's thread, so the page may pause while it does",
  storage: "the game cannot be kept in this browser's storage, so it is lost when the page closes",
  engine: "a part of the game's engine did not load",
});

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
  console.warn(`Seega: ${MEANING[kind]} (${words})`);
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
