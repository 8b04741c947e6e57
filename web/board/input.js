// Pointer input: turns clicks and taps on the canvas into cell names. Every listener it binds
// is unbound by the function it returns.

import { cellAt } from "./geometry.js";

/** Calls `onCell(name | null)` for each primary click on `canvas`; `geometry()` gives the
 * current layout in CSS pixels. Returns the function that unbinds the listener. */
export function bindInput(canvas, geometry, onCell) {
  const onPointerDown = (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const box = canvas.getBoundingClientRect();
    onCell(cellAt(geometry(), event.clientX - box.left, event.clientY - box.top));
  };
  canvas.addEventListener("pointerdown", onPointerDown);
  return () => canvas.removeEventListener("pointerdown", onPointerDown);
}
