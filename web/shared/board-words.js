// What the board shows of the engine's facts, shared by the game's view and the lesson's:
// the cells' names for a screen reader, and where the last action went.

/** The board's accessible name for a cell, in `t`'s language.
 * @param {import("../i18n/i18n.js").Translator["t"]} t */
export function cellLabel(t) {
  /** @param {string} cell @param {string | null} stone @param {string | null} hint */
  return (cell, stone, hint) => {
    const kind = stone === "b" ? "black" : stone === "w" ? "white" : "empty";
    const what = t(`board.cell.${kind}`, { cell });
    return hint ? t("board.cell.withHint", { what, hint: t(`board.hint.${hint}`) }) : what;
  };
}

/** No cell marked. @type {import("../app/state.js").Highlight} */
export const NO_HIGHLIGHT = { cells: [], from: null, to: null, captured: [] };

/** Where a turn went, for the board: the cell a stone left, every cell a stone reached (both
 * stones of a placement turn), and the stones taken, from the engine's report. With `proposed`
 * (the side of a turn offered, not played: a hint, the engine's better turn) the stones it would
 * place are also drawn faintly on their empty cells. The one marking of a turn on the board for
 * every caller: the last turn, the computer's, a friend's arriving, a turn reviewed.
 * @param {{ actions: { kind?: string, from?: string | null, to?: string | null }[], captured: string[] }} report
 * @param {"black" | "white"} [proposed] */
export function highlightOf(report, proposed) {
  const from = report.actions.map((a) => a.from).find((c) => c) ?? null;
  const to = report.actions.map((a) => a.to).findLast((c) => c) ?? null;
  const drops = report.actions.filter((a) => !a.from && a.to).map((a) => /** @type {string} */ (a.to));
  const cells = /** @type {string[]} */ ([...new Set([from, ...drops, to].filter(Boolean))]);
  const marks = { cells, from, to, captured: report.captured };
  return proposed && drops.length ? { ...marks, proposed: { cells: drops, side: proposed === "black" ? "b" : "w" } } : marks;
}

/** The marks of a turn of the game's history (`game.history()`), as played, without the stones
 * it took: a board shown out of order keeps no record of where they stood.
 * @param {{ actions: { kind?: string, from?: string | null, to?: string | null }[] } | undefined} turn */
export function turnHighlight(turn) {
  return turn ? highlightOf({ actions: turn.actions, captured: [] }) : { cells: [], from: null, to: null, captured: [] };
}
