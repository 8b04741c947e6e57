// What the board shows of the engine's facts, shared by the game's view and the lesson's:
// the cells' names for a screen reader, and where the last action went.

/** The board's accessible name for a cell, in `t`'s language.
 * @param {(key: string, params?: object) => string} t */
export function cellLabel(t) {
  /** @param {string} cell @param {string} stone @param {string | null} hint */
  return (cell, stone, hint) => {
    const kind = stone === "b" ? "black" : stone === "w" ? "white" : "empty";
    const what = t(`board.cell.${kind}`, { cell });
    return hint ? t("board.cell.withHint", { what, hint: t(`board.hint.${hint}`) }) : what;
  };
}

/** Where the last action or turn went, for the board: the cells a stone left and reached
 * (every stone placed, both of a placement turn), and the stones taken, from the engine's
 * report or a turn of its history.
 * @param {{ actions: { kind?: string, from?: string | null, to?: string | null }[], captured: string[] }} report */
export function highlightOf(report) {
  const from = report.actions.map((a) => a.from).find((c) => c) ?? null;
  const to = report.actions.map((a) => a.to).findLast((c) => c) ?? null;
  const placed = report.actions.filter((a) => a.kind === "drop" && a.to).map((a) => /** @type {string} */ (a.to));
  const cells = [...new Set(/** @type {string[]} */ ([from, ...placed, to].filter(Boolean)))];
  return { cells, from, to, captured: report.captured };
}
