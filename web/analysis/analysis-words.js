// What the engine says of a position, in the player's words: the value of the position and of
// each of the best turns in stones for the side to move (a forced win or loss said so), and
// the endgame tables' exact verdict when they know the position.

/** Beyond this many hundredths of a stone a value is a forced result (seega-ai's PROVEN). */
const PROVEN = 990_000;

/**
 * @param {(key: string, params?: Record<string, any>) => string} t
 * @param {(n: number) => string} formatNumber
 * @param {{ score: number, tablebase: { winner: string | null, turns: number | null } | null,
 *   lines: { turn: string, score: number, line: string[] }[] }} result
 * @param {"black" | "white"} mover the side to move
 */
export function describeResult(t, formatNumber, result, mover) {
  const other = mover === "black" ? "white" : "black";
  const side = (/** @type {string} */ s) => t(`side.${s}`);
  /** A value for the side to move, in words. @param {number} score */
  const value = (score) => {
    if (score > PROVEN) return t("analysis.value.win", { side: side(mover) });
    if (score < -PROVEN) return t("analysis.value.win", { side: side(other) });
    const stones = formatNumber(Math.abs(score) / 100);
    if (score === 0) return t("analysis.value.even");
    return t("analysis.value.stones", { stones, side: side(score > 0 ? mover : other) });
  };
  const tables = result.tablebase;
  const verdict = tables
    ? tables.winner === null
      ? t("analysis.verdict.draw")
      : tables.turns === null
        ? t("analysis.verdict.count", { side: side(tables.winner) })
        : t("analysis.verdict.win", { side: side(tables.winner), turns: tables.turns })
    : null;
  return {
    verdict,
    evaluation: t("analysis.evaluation", { value: value(result.score) }),
    lines: result.lines.map((line) => ({ turn: line.turn, value: value(line.score), rest: line.line.length > 1 ? ` · ${line.line.slice(1).join(" ")}` : "" })),
  };
}
