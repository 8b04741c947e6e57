// A reviewed turn's class in words, and the comment the review writes into the record: what
// the turn gave away in stones, said so that it never contradicts its class (an inaccuracy
// never "gives away 1 stone" when a mistake is 1 stone or more: web/shared/stones.js).

import { lossInStones } from "../shared/stones.js";

/** @typedef {Pick<import("../pkg/seega.js").TurnReview, "class" | "loss" | "isBest"> & { forcedUnseen?: boolean }} Classed */
/** @typedef {import("../i18n/i18n.js").Translator["t"]} T */

/** "Mistake: gives away 1.4 stones.", "Blunder: it changes the result.", "A good turn."
 * @param {T} t @param {Classed} turn */
export function classWords(t, turn) {
  if (!turn.class) return !turn.isBest ? t("analysis.fine") : turn.forcedUnseen ? t("analysis.engineTurnUnseen") : t("analysis.engineTurn");
  const name = t(`analysis.class.${turn.class}`);
  return turn.loss === null ? t("analysis.classResult", { name }) : t("analysis.classLoss", { name, count: lossInStones(turn.loss) });
}

/** What a classed turn gave away, for the record's comment (its mark names the class, its
 * line the better turn): "Gives away 1.4 stones." @param {T} t @param {Classed} turn */
export function commentWords(t, turn) {
  if (turn.loss === null) return t("analysis.comment.result");
  const count = lossInStones(turn.loss);
  return t("analysis.comment.loss", { stones: count, count });
}
