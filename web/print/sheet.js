// The board to print at real size, as SVG in centimetres: cells of CELL cm, the files'
// letters and the ranks' numbers in a frame around them, the centre marked. A board wider or
// taller than a page's printable area is cut into equal tiles, one per page, each with corner
// marks to cut along and, on each edge that meets another page, that page's number.

import { h } from "../shared/dom.js";

/** A cell's side, in centimetres. */
export const CELL = 3.2;
/** The frame around the cells that holds the coordinates. */
const FRAME = 0.7;
/** The most of the board one page holds (a portrait A4 or Letter page less its margins and
 * the page's line of words): every tile is at most this. */
export const TILE = { width: 18.1, height: 24.6 };
/** The room around a tile for its corner marks. */
const MARGIN = 0.4;
const SVG = "http://www.w3.org/2000/svg";

/** An SVG element. @param {string} tag @param {Record<string, string | number>} attrs @param {...(Node | string)} children */
function s(tag, attrs = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

/** How a board of `size` cells a side is cut: its side in cm and the tiles' columns and rows. @param {number} size */
export function cutOf(size) {
  const side = size * CELL + 2 * FRAME;
  const columns = Math.ceil(side / TILE.width - 1e-9);
  const rows = Math.ceil(side / TILE.height - 1e-9);
  return { side, columns, rows, width: side / columns, height: side / rows, pages: columns * rows };
}

/** The whole board, drawn in cm from its top left corner, with a ring on each cell of
 * `marked` (the edge opening's cells, where the rules say the first stones go).
 * @param {number} size @param {string} centreWord @param {string[]} marked */
function boardDrawing(size, centreWord, marked) {
  const side = size * CELL + 2 * FRAME;
  const group = s("g", { "font-family": "sans-serif", "font-size": 0.45, fill: "#000" });
  group.append(s("rect", { x: 0.02, y: 0.02, width: side - 0.04, height: side - 0.04, fill: "none", stroke: "#000", "stroke-width": 0.04 }));
  const middle = (size - 1) / 2;
  const cx = FRAME + (middle + 0.5) * CELL;
  // The centre first, so that the grid's lines are drawn over it.
  group.append(
    s("rect", { x: FRAME + middle * CELL, y: FRAME + middle * CELL, width: CELL, height: CELL, fill: "#e4e4e4" }),
    s("line", { x1: cx - CELL * 0.3, y1: cx - CELL * 0.3, x2: cx + CELL * 0.3, y2: cx + CELL * 0.3, stroke: "#777", "stroke-width": 0.05 }),
    s("line", { x1: cx - CELL * 0.3, y1: cx + CELL * 0.3, x2: cx + CELL * 0.3, y2: cx - CELL * 0.3, stroke: "#777", "stroke-width": 0.05 }),
    s("text", { x: cx, y: cx + CELL * 0.42, "text-anchor": "middle", "font-size": 0.32, fill: "#444" }, centreWord),
  );
  for (const cell of marked) {
    const column = cell.charCodeAt(0) - 97;
    const row = size - Number(cell.slice(1));
    group.append(s("circle", { cx: FRAME + (column + 0.5) * CELL, cy: FRAME + (row + 0.5) * CELL, r: CELL * 0.36, fill: "none", stroke: "#777", "stroke-width": 0.05, "stroke-dasharray": "0.2 0.12" }));
  }
  for (let i = 0; i <= size; i += 1) {
    const at = FRAME + i * CELL;
    group.append(
      s("line", { x1: at, y1: FRAME, x2: at, y2: side - FRAME, stroke: "#000", "stroke-width": 0.05 }),
      s("line", { x1: FRAME, y1: at, x2: side - FRAME, y2: at, stroke: "#000", "stroke-width": 0.05 }),
    );
  }
  for (let i = 0; i < size; i += 1) {
    const along = FRAME + (i + 0.5) * CELL;
    const file = String.fromCharCode(97 + i);
    // Rank 1 is the bottom row, as in the game's notation.
    const rank = String(size - i);
    group.append(
      s("text", { x: along, y: FRAME * 0.68, "text-anchor": "middle" }, file),
      s("text", { x: along, y: side - FRAME * 0.3, "text-anchor": "middle" }, file),
      s("text", { x: FRAME / 2, y: along + 0.16, "text-anchor": "middle" }, rank),
      s("text", { x: side - FRAME / 2, y: along + 0.16, "text-anchor": "middle" }, rank),
    );
  }
  return group;
}

/** The pages of the board: one element per tile, its words from `t`, the cells of `marked`
 * ringed. @param {number} size @param {import("../i18n/i18n.js").Translator["t"]} t
 * @param {string[]} [marked] @returns {HTMLElement[]} */
export function boardPages(size, t, marked = []) {
  const cut = cutOf(size);
  const pages = [];
  const cm = CELL.toLocaleString(document.documentElement.lang || "en");
  for (let row = 0; row < cut.rows; row += 1) {
    for (let column = 0; column < cut.columns; column += 1) {
      const n = row * cut.columns + column + 1;
      const x0 = column * cut.width;
      const y0 = row * cut.height;
      const w = cut.width + 2 * MARGIN;
      const hgt = cut.height + 2 * MARGIN;
      const outer = s("svg", { class: "print-board", width: `${w}cm`, height: `${hgt}cm`, viewBox: `0 0 ${w} ${hgt}`, role: "img", "aria-label": t("print.boardLabel", { size, cm }) });
      outer.append(s("svg", { x: MARGIN, y: MARGIN, width: cut.width, height: cut.height, viewBox: `${x0} ${y0} ${cut.width} ${cut.height}` }, boardDrawing(size, t("print.centre"), marked)));
      // Corner marks, outside the tile, along its edges' lines.
      const marks = s("g", { stroke: "#000", "stroke-width": 0.02 });
      for (const [x, y] of [[MARGIN, MARGIN], [MARGIN + cut.width, MARGIN], [MARGIN, MARGIN + cut.height], [MARGIN + cut.width, MARGIN + cut.height]]) {
        const dx = x === MARGIN ? -1 : 1;
        const dy = y === MARGIN ? -1 : 1;
        marks.append(s("line", { x1: x, y1: y + dy * 0.05, x2: x, y2: y + dy * MARGIN }), s("line", { x1: x + dx * 0.05, y1: y, x2: x + dx * MARGIN, y2: y }));
      }
      outer.append(marks);
      // The neighbours' numbers on the edges that meet them.
      // On the side edges the words run along the edge, inside the margin.
      /** @param {string} text @param {number} x @param {number} y @param {number} [turn] */
      const label = (text, x, y, turn = 0) => s("text", { x, y, "text-anchor": "middle", "dominant-baseline": "middle", "font-size": 0.28, "font-family": "sans-serif", ...(turn && { transform: `rotate(${turn} ${x} ${y})` }) }, text);
      if (column > 0) outer.append(label(`▲ ${n - 1}`, MARGIN / 2, MARGIN + cut.height / 2, -90));
      if (column < cut.columns - 1) outer.append(label(`▲ ${n + 1}`, w - MARGIN / 2, MARGIN + cut.height / 2, 90));
      if (row > 0) outer.append(label(`▲ ${n - cut.columns}`, MARGIN + cut.width / 2, MARGIN / 2));
      if (row < cut.rows - 1) outer.append(label(`▼ ${n + cut.columns}`, MARGIN + cut.width / 2, hgt - MARGIN / 2));
      const words = cut.pages > 1 ? `${t("print.boardPage", { size, n, total: cut.pages, row: row + 1, column: column + 1 })} ${t("print.assemble")}` : t("print.onePage", { cm });
      pages.push(h("section", { class: "print-page print-board-page", "data-page": `board-${n}` }, h("p", { class: "print-page-words" }, words), outer));
    }
  }
  return pages;
}
