// The board component: holds the view data, redraws once per animation frame after a change,
// animates what the engine reported, and turns clicks, drags and keys into legal actions for
// the host. The host owns the game and decides everything; the board only offers what the
// host's legal actions allow. This file wires: the board's state is one object (state.js's
// BoardCore), its behaviour functions over it (control.js, paint.js).

import { act, changeOptions, definedOnly, escape, pointerHandlers, settled, show } from "./control.js";
import { createGrid } from "./grid.js";
import { bindPointer } from "./input.js";
import { finishAnimation, flush, geometry, redraw, resized } from "./paint.js";
import { createBoardCore, englishLabel } from "./state.js";

/** @typedef {import("./state.js").Stone} Stone */
/** @typedef {import("./state.js").Hint} Hint */

/**
 * @typedef {object} BoardOptions
 * @property {(action: string) => void} [onAction] called with each legal action the user picks
 * @property {"black" | "white"} [orientation] the side whose stones are at the bottom
 * @property {boolean} [coordinates] draw file letters and rank numbers in the frame
 * @property {(cell: string, stone: Stone | null, hint: Hint) => string} [label] a cell's
 *   accessible label; `hint` says what the cell offers now (`"drop"`, `"move"`, `"selected"`,
 *   `"end"`, `"destination"`, `"remove"` or null)
 * @property {string} [name] the grid's accessible name
 * @property {boolean} [reducedMotion] overrides `prefers-reduced-motion`
 */

/**
 * @typedef {object} BoardState
 * @property {string} board board text
 * @property {readonly string[]} [legal] the engine's legalActions()
 * @property {{cells?: string[], captured?: string[], from?: string | null, to?: string | null,
 *   proposed?: {cells: string[], side: "b" | "w"} | null}} [highlight]
 *   the last turn: every cell it touched, and the cells of the stones it took; `proposed`, a
 *   turn offered but not played (a hint, the engine's better turn): the stones it would place,
 *   drawn faintly on their empty cells
 * @property {{actions: import("./anim.js").ReportAction[]} | null} [animate] the play() report
 *   that led from the board shown to this one
 * @property {boolean} [interactive] false: no input (the computer's turn, review, game over)
 */

/**
 * @typedef {object} Board
 * @property {(state: BoardState) => Promise<void>} set shows a position; the promise settles
 *   when its animation is over (at once without one)
 * @property {(options: BoardOptions) => void} setOptions changes some options
 * @property {() => Promise<void>} settled settles when no animation is running
 * @property {() => void} flush draws now what waits for the next frame, the grid's cells
 *   with it (nothing while the board has no size: hidden, or not in the document)
 * @property {boolean} animating whether an animation is running
 * @property {() => void} destroy unbinds everything and gives the canvas back as it was
 */

/** @type {import("./state.js").Options} */
const DEFAULTS = {
  onAction: (_action) => {},
  orientation: "black",
  coordinates: true,
  label: englishLabel,
  name: "Seega board",
  reducedMotion: undefined,
};

/**
 * Makes a board on `canvas`: wraps it in a `.seega-board` box with the accessible grid over it.
 * @param {HTMLCanvasElement} canvas
 * @param {BoardOptions} [options]
 * @returns {Board}
 */
export function createBoard(canvas, options = {}) {
  const doc = canvas.ownerDocument;
  const win = doc.defaultView ?? window;
  const opts = { ...DEFAULTS, ...definedOnly(options) };

  // The box: canvas and grid together, so the grid can sit exactly over the canvas.
  const home = { parent: canvas.parentNode, next: canvas.nextSibling };
  const restore = { ariaHidden: canvas.getAttribute("aria-hidden"), touchAction: canvas.style.touchAction };
  const box = doc.createElement("div");
  box.className = "seega-board";
  canvas.replaceWith(box);
  box.append(canvas);
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.touchAction = "none";

  const grid = createGrid(box, opts.name, { activate: (cell) => act(s, cell), escape: () => escape(s) });
  const s = createBoardCore({ canvas, box, win, grid, opts });
  const unbindPointer = bindPointer(box, canvas, () => geometry(s), pointerHandlers(s));

  // The grid follows the canvas at once, in the frame its size changed (a stylesheet arriving
  // late, a bar shown above, a rotation), not at the next paint. An observer reports once when
  // it starts, after the board's first paint as a rule: a report of the width painted paints
  // nothing again (another paint would only copy the canvas to the screen, a long task on a
  // slow phone).
  const resize = new ResizeObserver(() => resized(s));
  resize.observe(canvas);
  resize.observe(box);
  const onWindow = () => redraw(s);
  win.addEventListener("resize", onWindow);
  // The system's colour scheme, for board.css's dark palette (one copy of it for both ways in).
  const darkQuery = win.matchMedia?.("(prefers-color-scheme: dark)");
  const onScheme = () => {
    box.dataset.scheme = darkQuery?.matches ? "dark" : "light";
    redraw(s);
  };
  onScheme();
  darkQuery?.addEventListener?.("change", onScheme);
  // A theme switched by a data-theme attribute anywhere above changes the colours.
  const themes = new MutationObserver(onWindow);
  themes.observe(doc.documentElement, { attributes: true, attributeFilter: ["data-theme"], subtree: true });

  return {
    flush: () => flush(s),
    set: (position) => show(s, position),
    setOptions: (next) => changeOptions(s, next),
    settled: () => settled(s),
    get animating() {
      return s.animation !== null;
    },
    destroy() {
      finishAnimation(s);
      unbindPointer();
      grid.destroy();
      resize.disconnect();
      themes.disconnect();
      win.removeEventListener("resize", onWindow);
      darkQuery?.removeEventListener?.("change", onScheme);
      if (s.frame) win.cancelAnimationFrame(s.frame);
      s.frame = 0;
      if (restore.ariaHidden === null) canvas.removeAttribute("aria-hidden");
      else canvas.setAttribute("aria-hidden", restore.ariaHidden);
      canvas.style.touchAction = restore.touchAction;
      if (home.parent) home.parent.insertBefore(canvas, home.next);
      box.remove();
    },
  };
}
