// The board's region: the canvas the board (web/board/) paints, drawn from the state (what
// view-situation.js's `boardShown` says it shows), each turn reported animated once; and the
// board's facts as attributes for tests and host pages, once the game is open.

import { createBoard } from "../board/board.js";
import { NO_HIGHLIGHT, cellLabel } from "../shared/board-words.js";
import { h } from "../shared/dom.js";
import { boardShown } from "./view-situation.js";

/** @typedef {import("./state.js").AppState} AppState */

/** @param {AppState} state @param {import("../i18n/i18n.js").Translator["t"]} t @param {(action: string) => void} onAction */
export function createBoardRegion(state, t, onAction) {
  /** @type {HTMLCanvasElement} */
  const canvas = h("canvas", { class: "board-canvas" });
  /** @type {HTMLElement} */
  const element = h("div", { class: "board-wrap", part: "board" }, canvas);
  /** The board, made once its canvas is in the page (`mount`). @type {ReturnType<typeof createBoard> | null} */
  let made = null;
  const board = () => {
    made ??= createBoard(canvas, { onAction, name: t("board.label"), orientation: "black", coordinates: state.prefs.coordinates, label: cellLabel(t) });
    return made;
  };
  let drawnOptions = "";
  /** The last turn reported that the board has drawn (animated or not): none is animated twice. @type {AppState["animation"]} */
  let animated = null;

  return {
    element,
    /** Makes the board, once its canvas is where it is drawn. */
    mount() {
      board();
    },
    /** @param {import("./view-situation.js").Situation} situation */
    draw(situation) {
      const shown = boardShown(state, situation);
      const options = { orientation: situation.bottom, coordinates: state.prefs.coordinates };
      if (JSON.stringify(options) !== drawnOptions) {
        drawnOptions = JSON.stringify(options);
        board().setOptions?.(options);
      }
      // Each turn reported is animated once, when first drawn (the state keeps it until the next).
      const animate = situation.inPlay && !state.boardOverride && state.animation !== animated && state.animation;
      // A turn shown arriving starts from the position before it.
      if (animate && state.animateFrom) board().set({ board: state.animateFrom, legal: [], highlight: NO_HIGHLIGHT, interactive: false });
      board().set({ board: shown.text, legal: shown.legal, highlight: shown.highlight, interactive: shown.interactive, ...(animate ? { animate } : {}) });
      animated = state.animation;
      if (!state.game) return;
      element.dataset.board = shown.text;
      element.dataset.legal = shown.legal.join(" ");
      element.dataset.marked = (shown.highlight.cells ?? []).join(" ");
      element.dataset.proposed = shown.highlight.proposed?.cells.join(" ") ?? "";
    },
    /** Draws the board now, its grid's cells with it, rather than at the next frame. */
    flush() {
      board().flush();
    },
    destroy() {
      made?.destroy();
    },
  };
}
