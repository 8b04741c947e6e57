// Where cells are on the canvas: cell names in notation (files a.. left to right, ranks 1..
// bottom to top) to screen places and back, for either orientation. Pure functions, shared
// with the tests.

/**
 * @typedef {object} Layout
 * @property {number} size cells a side
 * @property {number} width the square board's side in CSS pixels
 * @property {number} step one cell's side
 * @property {number} margin the frame around the grid, where the coordinates go
 * @property {boolean} flipped true when white sits at the bottom: rank 1 on top, file a on the right
 */

/**
 * The name of the cell on `file` (0 = a) and `rank` (0 = rank 1).
 * @param {number} file
 * @param {number} rank
 * @returns {string}
 */
export function cellName(file, rank) {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

/**
 * `{file, rank}` of a cell name such as `c3`, both from 0.
 * @param {string} name
 * @returns {{file: number, rank: number}}
 */
export function cellCoords(name) {
  return { file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 };
}

/**
 * The layout of a board of `size` cells a side drawn in a square `width` pixels wide: a frame
 * of half a cell around the grid holds the coordinates. `orientation` is the side whose
 * stones are at the bottom: `"black"` (rank 1 at the bottom) or `"white"` (turned 180°).
 * @param {number} size
 * @param {number} width
 * @param {"black" | "white"} [orientation]
 * @returns {Layout}
 */
export function layout(size, width, orientation = "black") {
  const step = width / (size + 1);
  return { size, width, step, margin: step / 2, flipped: orientation === "white" };
}

/**
 * The screen column (0 = left) and row (0 = top) of a cell.
 * @param {{size: number, flipped: boolean}} geometry
 * @param {string} name
 * @returns {{col: number, row: number}}
 */
export function screenPlace({ size, flipped }, name) {
  const { file, rank } = cellCoords(name);
  return flipped ? { col: size - 1 - file, row: rank } : { col: file, row: size - 1 - rank };
}

/**
 * The cell at a screen column and row, or null off the board.
 * @param {{size: number, flipped: boolean}} geometry
 * @param {number} col
 * @param {number} row
 * @returns {string | null}
 */
export function cellAtPlace({ size, flipped }, col, row) {
  if (col < 0 || row < 0 || col >= size || row >= size) return null;
  return flipped ? cellName(size - 1 - col, row) : cellName(col, size - 1 - row);
}

/**
 * The pixel centre of a cell.
 * @param {Layout} geometry
 * @param {string} name
 * @returns {{x: number, y: number}}
 */
export function cellCenter(geometry, name) {
  const { col, row } = screenPlace(geometry, name);
  return pointAt(geometry, col, row);
}

/**
 * The pixel centre of a (possibly fractional) screen column and row.
 * @param {Layout} geometry
 * @param {number} col
 * @param {number} row
 * @returns {{x: number, y: number}}
 */
export function pointAt({ step, margin }, col, row) {
  return { x: margin + (col + 0.5) * step, y: margin + (row + 0.5) * step };
}

/**
 * The cell under a pixel, or null outside the grid.
 * @param {Layout} geometry
 * @param {number} x
 * @param {number} y
 * @returns {string | null}
 */
export function cellAt(geometry, x, y) {
  const { step, margin } = geometry;
  return cellAtPlace(geometry, Math.floor((x - margin) / step), Math.floor((y - margin) / step));
}

/**
 * Every cell of a board of `size`, bottom rank first.
 * @param {number} size
 * @returns {string[]}
 */
export function allCells(size) {
  const cells = [];
  for (let rank = 0; rank < size; rank += 1) {
    for (let file = 0; file < size; file += 1) cells.push(cellName(file, rank));
  }
  return cells;
}

/**
 * The centre cell of a board of `size` (odd): `c3`, `d4`, `e5`.
 * @param {number} size
 * @returns {string}
 */
export function centreCell(size) {
  const mid = (size - 1) / 2;
  return cellName(mid, mid);
}

const KEY_MOVES = /** @type {Record<string, [number, number]>} */ ({
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
});

/**
 * Where keyboard focus goes from `cell` on `key`, on the screen as the board is turned:
 * arrow up is towards the top of the screen; Home and End go to the ends of the screen row,
 * PageUp and PageDown to the ends of the column. Null when the key is not a move; the same
 * cell at an edge.
 * @param {{size: number, flipped: boolean}} geometry
 * @param {string} cell
 * @param {string} key
 * @returns {string | null}
 */
export function focusMove(geometry, cell, key) {
  const { col, row } = screenPlace(geometry, cell);
  const last = geometry.size - 1;
  const clamp = (/** @type {number} */ n) => Math.min(last, Math.max(0, n));
  if (key in KEY_MOVES) {
    const [dc, dr] = KEY_MOVES[key];
    return cellAtPlace(geometry, clamp(col + dc), clamp(row + dr));
  }
  if (key === "Home") return cellAtPlace(geometry, 0, row);
  if (key === "End") return cellAtPlace(geometry, last, row);
  if (key === "PageUp") return cellAtPlace(geometry, col, 0);
  if (key === "PageDown") return cellAtPlace(geometry, col, last);
  return null;
}
