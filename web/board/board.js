// The board component: holds the view data, redraws once per animation frame after a change,
// turns clicks into legal actions and hands them to the host. The host owns the game and
// decides everything; the board only offers what the host's legal actions allow.

import { layout } from "./geometry.js";
import { bindInput } from "./input.js";
import { draw } from "./render.js";
import { intent, preselected, readBoard, targets } from "./state.js";

const NO_HIGHLIGHT = { from: null, to: null, captured: [] };

/** Makes a board on `canvas`; `onAction(action)` is called with each action the user picks.
 * Returns `{ set, destroy }`. */
export function createBoard(canvas, { onAction }) {
  const view = {
    size: 5,
    stones: new Map(),
    targets: targets([]),
    selected: null,
    highlight: NO_HIGHLIGHT,
  };
  let frame = 0;

  const geometry = () => layout(view.size, canvas.clientWidth);

  function redraw() {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      if (width === 0) return;
      const pixels = Math.round(width * ratio);
      if (canvas.width !== pixels || canvas.height !== pixels) {
        canvas.width = pixels;
        canvas.height = pixels;
      }
      const ctx = canvas.getContext("2d");
      ctx.setTransform(pixels / width, 0, 0, pixels / width, 0, 0);
      draw(ctx, geometry(), view);
    });
  }

  const unbindInput = bindInput(canvas, geometry, (cell) => {
    const next = intent(view.targets, view.selected, cell);
    if ("play" in next) {
      onAction(next.play);
    } else if (next.select !== view.selected) {
      view.selected = next.select;
      redraw();
    }
  });
  const resize = new ResizeObserver(redraw);
  resize.observe(canvas);

  return {
    /** Shows a position: `board` text, the `legal` actions, and what the last action did
     * (`highlight`: cells `from` and `to`, and the `captured` cells). */
    set({ board, legal, highlight = NO_HIGHLIGHT }) {
      const { size, stones } = readBoard(board);
      view.size = size;
      view.stones = stones;
      view.targets = targets(legal);
      view.selected = preselected(view.targets);
      view.highlight = highlight;
      canvas.dataset.board = board;
      redraw();
    },
    destroy() {
      unbindInput();
      resize.disconnect();
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
