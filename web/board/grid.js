// The board for the keyboard and assistive technology: a grid of transparent cells laid
// exactly over the canvas, one tab stop (roving tabindex), arrow keys as the board is turned,
// Enter or Space to act on a cell, Escape to let go. It shows nothing but the focus ring.

import { cellAtPlace, focusMove, screenPlace } from "./geometry.js";

/** @typedef {import("./geometry.js").Layout} Layout */

/**
 * @typedef {object} GridHandlers
 * @property {(cell: string) => void} activate Enter, Space, or an assistive technology's click on a cell
 * @property {() => void} escape Escape
 */

/**
 * @typedef {object} Grid
 * @property {HTMLElement} element
 * @property {(g: {size: number, flipped: boolean}) => void} shape
 *   rebuilds the cells when the board's size or turn changed; their places are fractions of
 *   the board, so this needs no layout and is done as the position is set, not at its paint
 * @property {(g: Layout, frame: { left: number, top: number, width: number, height: number } | null) => void} place
 *   lays the cells over the canvas (shaped as `g`): over the whole board box (`frame` null,
 *   the canvas filling it), or over `frame` in the box
 * @property {(labels: (cell: string) => {label: string, selected: boolean}) => void} label
 * @property {(interactive: boolean) => void} setInteractive
 * @property {() => void} destroy
 */

/**
 * Makes the grid inside `box`, labelled `name`.
 * @param {HTMLElement} box
 * @param {string} name
 * @param {GridHandlers} on
 * @returns {Grid}
 */
export function createGrid(box, name, on) {
  const doc = box.ownerDocument;
  const grid = doc.createElement("div");
  grid.className = "seega-board-grid";
  grid.setAttribute("role", "grid");
  grid.setAttribute("aria-label", name);
  box.append(grid);

  /** @type {Map<string, HTMLElement>} */
  let cells = new Map();
  /** @type {{size: number, flipped: boolean} | null} */
  let shape = null;
  let stop = "";
  let placed = "";
  /** @type {((cell: string) => {label: string, selected: boolean}) | null} */
  let labelling = null;

  const makeStop = (/** @type {string} */ cell) => {
    if (cell === stop || !cells.has(cell)) return;
    cells.get(stop)?.setAttribute("tabindex", "-1");
    cells.get(cell)?.setAttribute("tabindex", "0");
    stop = cell;
  };

  const cellOf = (/** @type {EventTarget | null} */ target) => {
    const element = target instanceof Element ? target.closest("[data-cell]") : null;
    return element instanceof HTMLElement ? (element.dataset.cell ?? null) : null;
  };

  const onKey = (/** @type {KeyboardEvent} */ event) => {
    const cell = cellOf(event.target);
    if (!cell || !shape || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = focusMove(shape, cell, event.key);
    if (next) {
      event.preventDefault();
      makeStop(next);
      cells.get(next)?.focus();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (!event.repeat) on.activate(cell);
    } else if (event.key === "Escape") {
      on.escape();
    }
  };
  // A click that no pointer made (a screen reader's, or element.click()): pointer clicks
  // are handled by the board's pointer code, which sees them first.
  const onClick = (/** @type {MouseEvent} */ event) => {
    const cell = cellOf(event.target);
    if (cell && event.detail === 0) on.activate(cell);
  };
  const onFocus = (/** @type {FocusEvent} */ event) => {
    const cell = cellOf(event.target);
    if (cell) makeStop(cell);
  };
  grid.addEventListener("keydown", onKey);
  grid.addEventListener("click", onClick);
  grid.addEventListener("focusin", onFocus);

  /** @param {{size: number, flipped: boolean}} g */
  function build(g) {
    const focused = doc.activeElement !== null && grid.contains(doc.activeElement);
    const keep = stop;
    const rows = [];
    cells = new Map();
    for (let row = 0; row < g.size; row += 1) {
      const element = doc.createElement("div");
      element.setAttribute("role", "row");
      element.className = "seega-board-row";
      for (let col = 0; col < g.size; col += 1) {
        const cell = /** @type {string} */ (cellAtPlace(g, col, row));
        const div = doc.createElement("div");
        div.setAttribute("role", "gridcell");
        div.className = "seega-board-cell";
        div.dataset.cell = cell;
        div.tabIndex = -1;
        // In fractions of the board (geometry.js: a margin of half a step, a step of a
        // (size + 1)th), so that the cells stay over the cells drawn at any size the board takes.
        const { col: x, row: y } = screenPlace(g, cell);
        const share = 100 / (g.size + 1);
        div.style.left = `${(x + 0.5) * share}%`;
        div.style.top = `${(y + 0.5) * share}%`;
        div.style.width = `${share}%`;
        div.style.height = `${share}%`;
        element.append(div);
        cells.set(cell, div);
      }
      rows.push(element);
    }
    grid.replaceChildren(...rows);
    stop = "";
    const centre = cellAtPlace(g, (g.size - 1) / 2, (g.size - 1) / 2) ?? "a1";
    makeStop(cells.has(keep) ? keep : centre);
    if (focused) cells.get(stop)?.focus();
    if (labelling) api.label(labelling);
  }

  /** @type {Grid} */
  const api = {
    element: grid,
    shape(g) {
      if (shape && shape.size === g.size && shape.flipped === g.flipped) return;
      build(g);
      shape = { size: g.size, flipped: g.flipped };
    },
    place(g, frame) {
      api.shape(g);
      const key = frame ? Object.values(frame).join(" ") : "fills";
      if (key === placed) return;
      placed = key;
      // Over a canvas that fills the board's box, the grid's own style fills it too (board.css),
      // whatever the box's size becomes; over a canvas the host placed, the grid takes its frame.
      grid.style.left = frame ? `${frame.left}px` : "";
      grid.style.top = frame ? `${frame.top}px` : "";
      grid.style.width = frame ? `${frame.width}px` : "";
      grid.style.height = frame ? `${frame.height}px` : "";
    },
    label(labels) {
      labelling = labels;
      for (const [cell, div] of cells) {
        const { label, selected } = labels(cell);
        if (div.getAttribute("aria-label") !== label) div.setAttribute("aria-label", label);
        div.setAttribute("aria-selected", String(selected));
      }
    },
    setInteractive(interactive) {
      grid.setAttribute("aria-readonly", String(!interactive));
    },
    destroy() {
      grid.removeEventListener("keydown", onKey);
      grid.removeEventListener("click", onClick);
      grid.removeEventListener("focusin", onFocus);
      grid.remove();
    },
  };
  return api;
}
