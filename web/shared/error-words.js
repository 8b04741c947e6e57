// An engine error in the player's words. The engine throws an Error with a stable `code`;
// a record, notation, set-up or rules error adds its `reason` (a sub-code), the facts its
// words need (`line`, `column`, `turn`, `value`, `option`, ...) and, where another error is
// the cause (an illegal turn inside a record), that error as `cause`. Each is translated by
// its code; a code with no words in the catalog falls back to the engine's English message.
// A reason's words are a clause, without a full stop, for the sentence around it ("This
// record cannot be read: …"); a cause that is a sentence of its own loses its full stop inside.

/** @typedef {(key: string, params?: import("../i18n/i18n.js").Params) => string} Translate */

/**
 * @param {Translate} t the page's translator
 * @param {unknown} thrown what was thrown
 * @param {(side: string) => string} sideName a side's name in the player's language
 * @returns {string}
 */
export function errorWords(t, thrown, sideName) {
  // Read as an object's fields: anything else thrown (words, a number) has none.
  const error = /** @type {Record<string, unknown> | null | undefined} */ (thrown);
  if (!error?.code) return String(error?.message ?? error);
  // Every own property, enumerable or not (a browser's own `line` and `column` are not).
  const own = Object.fromEntries(Object.getOwnPropertyNames(error).map((key) => [key, error[key]]));
  const facts = {
    ...own,
    action: error.action ?? "",
    side: error.side ? sideName(/** @type {string} */ (error.side)) : "",
    cause: error.cause ? errorWords(t, error.cause, sideName).replace(/\.$/, "") : "",
  };
  if (error.reason) {
    const key = `error.${error.code}.${error.reason}`;
    const reason = t(key, facts);
    if (reason !== key) return error.code === "record" ? t("error.record", { ...facts, reason }) : reason;
  }
  const key = `error.${error.code}`;
  const words = t(key, facts);
  return words !== key ? words : String(error.message ?? error);
}
