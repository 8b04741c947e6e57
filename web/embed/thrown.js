// What the element and the embed page make of anything thrown at them (an Error, the engine's
// error with its stable `code`, a game's `error` detail, or words): its facts, each unknown.
// Apart from web/shared/error-words.js, which the first visit loads, so that only the
// element's and the embed page's code carries it.

/** The facts of what was thrown: its own fields if it is an object, else none.
 * @param {unknown} error @returns {{ code?: unknown, message?: unknown, [fact: string]: unknown }} */
export function thrownFacts(error) {
  return error !== null && typeof error === "object" ? /** @type {Record<string, unknown>} */ (error) : {};
}
