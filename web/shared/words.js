// Messages kept as data (a sentence's key and its facts) put into words in a translator's
// language: a side by its name, an engine error by its reason. The game's notices and
// message line and the lesson's feedback line say them the same way.

import { errorWords } from "./error-words.js";

/** @typedef {import("../i18n/i18n.js").Params} Params */
/** @typedef {(key: string, params?: Params) => string} Translate */

/** A sentence's facts in words. @param {Translate} t @param {Params} [params] @returns {Params} */
export function paramsInWords(t, params = {}) {
  /** @param {string} side */
  const sideName = (side) => t(`side.${side}`);
  return {
    ...params,
    ...(params.side ? { side: sideName(/** @type {string} */ (params.side)) } : {}),
    ...("error" in params ? { message: errorWords(t, params.error, sideName) } : {}),
  };
}

/** Sentences, each by its key and facts, as one text.
 * @param {Translate} t @param {{ key: string, params?: Params }[]} items */
export function sentences(t, items) {
  return items.map(({ key, params }) => t(key, paramsInWords(t, params))).join(" ");
}
