// The engine's facts of the position the screen describes (modes.js's `shown`), for the
// players' cards and the status line: the game's own state, the state after an earlier turn
// (asked of a copy of the game taken back to it, kept until the game or the turn changes),
// or the position practised (the practice's own copy, web/review/practice.js).

/** @typedef {{ snapshot: import("../pkg/rules/seega.js").GameState, legal: string[] }} Facts */

export function createShownPosition() {
  /** @type {{ game: import("./state.js").AppState["game"], key: string, facts: Facts | null }} */
  let kept = { game: null, key: "", facts: null };

  /** @param {import("./state.js").AppState} state @param {import("./modes.js").Shown} shown @returns {Facts} */
  return function factsOf(state, shown) {
    const own = { snapshot: /** @type {Facts["snapshot"]} */ (state.snapshot), legal: state.legal };
    if (shown.of === "practice") return state.boardOverride?.position ?? own;
    const { game, snapshot } = state;
    if (shown.of === "game" || !game || !snapshot) return own;
    const key = `${snapshot.turns.join(" ")}|${snapshot.pending.join(" ")}|${shown.turns}`;
    if (kept.game !== game || kept.key !== key) {
      const copy = game.clone();
      try {
        while (copy.state().turns.length > shown.turns || copy.state().pending.length > 0) if (!copy.undo()) break;
        const at = copy.state();
        kept = { game, key, facts: { snapshot: at, legal: at.outcome ? [] : copy.legalActions() } };
      } finally {
        copy.free();
      }
    }
    return /** @type {Facts} */ (kept.facts);
  };
}
