// What the engine says of a position, in the player's words: the value of the position and of
// each of the best turns in stones for the side to move (a forced win or loss said so), and
// the endgame tables' exact verdict when they know the position. Values are said to one
// decimal of a stone, as the review says them (web/shared/stones.js).

import { otherSide } from "../shared/sides.js";
import { valueInStones } from "../shared/stones.js";

/** Beyond this many hundredths of a stone a value is a forced result (seega-ai's PROVEN). */
const PROVEN = 990_000;

/**
 * @param {(key: string, params?: Record<string, unknown>) => string} t
 * @param {{ score: number, tablebase: { winner: string | null, turns: number | null } | null,
 *   lines: { turn: string, score: number, line: string[] }[] }} result
 * @param {"black" | "white"} mover the side to move
 */
export function describeResult(t, result, mover) {
  const other = otherSide(mover);
  const side = (/** @type {string} */ s) => t(`side.${s}`);
  /** A value for the side to move, in words. @param {number} score */
  const value = (score) => {
    if (score > PROVEN) return t("analysisBoard.value.win", { side: side(mover) });
    if (score < -PROVEN) return t("analysisBoard.value.win", { side: side(other) });
    const stones = valueInStones(score);
    if (stones === 0) return t("analysisBoard.value.even");
    return t("analysisBoard.value.stones", { count: Math.abs(stones), side: side(score > 0 ? mover : other) });
  };
  const tables = result.tablebase;
  const verdict = tables
    ? tables.winner === null
      ? t("analysisBoard.verdict.draw")
      : tables.turns === null
        ? t("analysisBoard.verdict.count", { side: side(tables.winner) })
        : t("analysisBoard.verdict.win", { side: side(tables.winner), count: tables.turns })
    : null;
  return {
    verdict,
    evaluation: t("analysisBoard.evaluation", { value: value(result.score) }),
    // Each turn with its line: the turn first, then the turns the engine expects after it.
    lines: result.lines.map((line) => ({ turn: line.turn, value: value(line.score), line: line.line.length ? line.line : [line.turn] })),
  };
}
