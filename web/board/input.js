// Pointer input: turns mouse, pen and touch gestures over the board into presses, drags and
// releases on cells. What they mean is decided by the board (state.js); this module only
// tracks the pointer. Every listener it binds is unbound by the function it returns.

import { cellAt } from "./geometry.js";

/** @typedef {import("./geometry.js").Layout} Layout */

/** How far (CSS pixels) a pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 5;

/**
 * @typedef {object} PointerHandlers
 * @property {(cell: string | null) => boolean} press a primary press on a cell (or off the
 *   grid); returns true when the press may turn into a drag of the stone there
 * @property {(from: string, x: number, y: number, over: string | null) => void} drag the
 *   pointer moved while dragging the stone from `from`; x and y in CSS pixels of the canvas
 * @property {(from: string, over: string | null) => void} drop the dragged stone let go over `over`
 * @property {(cell: string | null) => void} release a press let go without dragging
 * @property {() => void} cancel the gesture was lost (pointercancel, lost capture)
 * @property {(cell: string | null) => void} hover the pointer is over `cell`, no button down
 */

/**
 * Follows pointers on `target` (the board's box, over the canvas) and reports cells under them
 * as `geometry()` places them on `canvas`. Returns the function that unbinds the listeners.
 * @param {HTMLElement} target
 * @param {HTMLCanvasElement} canvas
 * @param {() => Layout} geometry
 * @param {PointerHandlers} on
 * @returns {() => void}
 */
export function bindPointer(target, canvas, geometry, on) {
  /** @type {{id: number, cell: string | null, x0: number, y0: number, draggable: boolean, dragging: boolean} | null} */
  let gesture = null;

  const local = (/** @type {PointerEvent} */ event) => {
    const box = canvas.getBoundingClientRect();
    const g = geometry();
    const scale = box.width > 0 ? g.width / box.width : 1;
    const x = (event.clientX - box.left) * scale;
    const y = (event.clientY - box.top) * scale;
    return { x, y, cell: cellAt(g, x, y) };
  };

  const onDown = (/** @type {PointerEvent} */ event) => {
    if (!event.isPrimary || event.button !== 0) return;
    const { x, y, cell } = local(event);
    event.preventDefault();
    gesture = { id: event.pointerId, cell, x0: x, y0: y, draggable: false, dragging: false };
    gesture.draggable = on.press(cell);
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that is already gone cannot be captured; its up event will not come either.
    }
  };

  const onMove = (/** @type {PointerEvent} */ event) => {
    const point = local(event);
    if (!gesture || event.pointerId !== gesture.id) {
      if (!gesture && event.pointerType === "mouse") on.hover(point.cell);
      return;
    }
    if (!gesture.draggable || gesture.cell === null) return;
    if (!gesture.dragging && Math.hypot(point.x - gesture.x0, point.y - gesture.y0) < DRAG_THRESHOLD) return;
    gesture.dragging = true;
    on.drag(gesture.cell, point.x, point.y, point.cell);
  };

  const onUp = (/** @type {PointerEvent} */ event) => {
    if (!gesture || event.pointerId !== gesture.id) return;
    const done = gesture;
    gesture = null;
    const { cell } = local(event);
    if (done.dragging && done.cell !== null) on.drop(done.cell, cell);
    else on.release(done.cell);
  };

  const onCancel = (/** @type {PointerEvent} */ event) => {
    if (!gesture || event.pointerId !== gesture.id) return;
    gesture = null;
    on.cancel();
  };

  const onLeave = (/** @type {PointerEvent} */ event) => {
    if (!gesture && event.pointerType === "mouse") on.hover(null);
  };

  // One signal unbinds them all.
  const bound = new AbortController();
  const { signal } = bound;
  target.addEventListener("pointerdown", onDown, { signal });
  target.addEventListener("pointermove", onMove, { signal });
  target.addEventListener("pointerup", onUp, { signal });
  target.addEventListener("pointercancel", onCancel, { signal });
  target.addEventListener("lostpointercapture", onCancel, { signal });
  target.addEventListener("pointerleave", onLeave, { signal });
  return () => bound.abort();
}
