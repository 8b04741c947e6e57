// Where cells are on the canvas: cell names in notation (files a.. left to right, ranks 1..
// bottom to top) to pixel centres and back. Pure functions, shared with the tests.

/** The name of the cell on `file` (0 = a) and `rank` (0 = rank 1). */
export function cellName(file, rank) {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

/** `{file, rank}` of a cell name such as `c3`, both from 0. */
export function cellCoords(name) {
  return { file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 };
}

/** The layout of a board of `size` cells a side drawn in a square `width` pixels wide:
 * a margin of half a cell around the grid holds the coordinates. */
export function layout(size, width) {
  const step = width / (size + 1);
  return { size, width, step, margin: step / 2 };
}

/** The pixel centre of a cell. */
export function cellCenter(geometry, name) {
  const { file, rank } = cellCoords(name);
  const { size, step, margin } = geometry;
  return { x: margin + (file + 0.5) * step, y: margin + (size - rank - 0.5) * step };
}

/** The cell under a pixel, or null outside the grid. */
export function cellAt(geometry, x, y) {
  const { size, step, margin } = geometry;
  const file = Math.floor((x - margin) / step);
  const row = Math.floor((y - margin) / step);
  if (file < 0 || row < 0 || file >= size || row >= size) return null;
  return cellName(file, size - 1 - row);
}

/** Every cell of a board of `size`, bottom rank first. */
export function allCells(size) {
  const cells = [];
  for (let rank = 0; rank < size; rank += 1) {
    for (let file = 0; file < size; file += 1) cells.push(cellName(file, rank));
  }
  return cells;
}
