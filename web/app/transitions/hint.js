// The hint: the computer's suggested turn for the player, searched quicker and shallower
// than its own turns, and marked on the board.

import { NO_HIGHLIGHT, highlightOf } from "../../shared/board-words.js";
import { computerSide, friendSide } from "../../shared/settings.js";
import { HINT_OPTIONS } from "../state.js";
import { gameOf, snapshotOf } from "./common.js";

/** @typedef {import("./common.js").AppState} AppState */
/** @typedef {import("./common.js").Ports} Ports */
/** @typedef {import("../state.js").Highlight} Highlight */

/** Asks the computer for a hint on the player's turn, while no search runs and the board
 * shows the game; the answer (or the error) is kept in `state.hint`.
 * @param {AppState} state @param {Ports} ports */
export function askHint(state, ports) {
  const { searches } = ports;
  const { settings } = state;
  const snapshot = snapshotOf(state);
  const game = gameOf(state);
  if (!searches || state.boardOverride || state.search || snapshot.outcome || snapshot.turn === (computerSide(settings) ?? friendSide(settings))) return;
  state.hint = null;
  searches.run("hint", { record: game.record(), pending: snapshot.pending, options: HINT_OPTIONS, judged: true }).then(
    (choice) => {
      if (!choice || state.destroyed || game !== state.game) return;
      const tablebase = choice.tablebase ?? null;
      state.hint = { token: choice.turn, tablebase, highlight: hintHighlight(state, choice.turn) };
      state.said = { what: "hint", token: choice.turn, tablebase };
      ports.render();
    },
    (error) => {
      if (state.destroyed) return;
      state.hint = { error };
      ports.render();
    },
  );
}

/** The cells of a suggested turn, for the board: what the engine says playing it would do.
 * @param {AppState} state @param {string} token @returns {Highlight} */
export function hintHighlight(state, token) {
  const report = gameOf(state).preview(token);
  // board-words.js names the proposed stones' side "b" or "w" (typed there as a string).
  return report ? /** @type {Highlight} */ ({ ...highlightOf(report, snapshotOf(state).turn), captured: [] }) : NO_HIGHLIGHT;
}
