// The board as the lesson and the puzzles use it: web/board/'s component over an engine game,
// with cell names in the reader's language, the engine's legal actions (and any extra ones a
// lesson offers so that the engine can say why not), and what the last action did.

import { createBoard } from "../board/board.js";
import { cellLabel, highlightOf } from "../shared/board-words.js";
import { h } from "../shared/dom.js";

/**
 * @typedef {object} ShowOptions
 * @property {string[]} [extra] actions to offer besides the legal ones
 * @property {import("../pkg/rules/seega.js").PlayReport | null} [report] the engine's play() report to animate
 * @property {string[]} [mark] cells to highlight (a hint), instead of the report's
 * @property {boolean} [interactive]
 */

/** A board in a `.learn-board` box; `onAction` gets each action the reader picks.
 * @param {{ onAction: (action: string) => void, t: import("./learn.js").Translate }} host */
export function createLearnBoard(host) {
  const { t } = host;
  const canvas = h("canvas", { class: "learn-canvas" });
  const wrap = h("div", { class: "learn-board" }, canvas);
  /** @type {import("../board/board.js").Board | null} */
  let board = null;
  // Made at the first position shown, once the view is in its document or shadow root: the
  // board links its stylesheet into the root it finds itself in.
  const made = () =>
    (board ??= createBoard(canvas, {
      onAction: (action) => host.onAction(action),
      name: t("board.label"),
      orientation: "black",
      label: cellLabel(t),
    }));

  return {
    element: wrap,
    /** Shows `game`'s position; settles when the animation is over.
     * @param {import("../pkg/rules/seega.js").Game} game @param {ShowOptions} [options] */
    show(game, { extra = [], report = null, mark, interactive = true } = {}) {
      const state = game.state();
      const live = interactive && !state.outcome;
      const legal = live ? [...game.legalActions(), ...extra] : [];
      const text = game.board();
      wrap.dataset.board = text;
      wrap.dataset.legal = legal.join(" ");
      const highlight = mark ? { cells: mark, captured: [] } : /** @type {import("../app/state.js").Highlight} */ (highlightOf(report ?? { actions: [], captured: [] }));
      return made().set({ board: text, legal, highlight, animate: report, interactive: live });
    },
    destroy() {
      board?.destroy();
    },
  };
}
