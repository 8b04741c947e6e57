// Drawing only: paints a board view onto a canvas context. Knows colours and shapes, not
// rules. The colours come from CSS custom properties (board.css), so themes live in CSS. The
// background is wood.js's, the shapes shapes.js's; here the palette and the pieces over it.

import { cellCenter } from "./geometry.js";
import { cross, dot, edgeCell, fillCell, ring, stone } from "./shapes.js";

export { drawBackground } from "./wood.js";

/** @typedef {import("./geometry.js").Layout} Layout */
/** @typedef {import("./state.js").Stone} Stone */
/** @typedef {import("./state.js").Targets} Targets */
/** @typedef {import("./anim.js").Sprite} Sprite */

/** Each colour of the board, by custom property, with the light theme's value as fallback. */
const PALETTE = {
  frame: ["--board-frame", "#6e4626"],
  frameEdge: ["--board-frame-edge", "#4a2c16"],
  frameLight: ["--board-frame-light", "#8a5a33"],
  grainDark: ["--board-grain-dark", "rgba(20, 8, 0, 0.09)"],
  grainLight: ["--board-grain-light", "rgba(255, 230, 190, 0.06)"],
  surface: ["--board-surface", "#e4c795"],
  surfaceAlt: ["--board-surface-alt", "#dcbc85"],
  surfaceGlow: ["--board-surface-glow", "#f0dbb2"],
  line: ["--board-line", "#92693c"],
  lineLight: ["--board-line-light", "rgba(255, 246, 225, 0.55)"],
  centre: ["--board-centre", "#8a5f31"],
  coord: ["--board-coord", "#f7ead0"],
  darkStone: ["--board-stone-dark", "#24201c"],
  darkStoneShine: ["--board-stone-dark-shine", "#6f665c"],
  darkStoneRim: ["--board-stone-dark-rim", "rgba(246, 232, 206, 0.7)"],
  lightStone: ["--board-stone-light", "#ede4d2"],
  lightStoneShine: ["--board-stone-light-shine", "#ffffff"],
  lightStoneRim: ["--board-stone-light-rim", "#4d3b27"],
  shadow: ["--board-shadow", "rgba(45, 25, 5, 0.45)"],
  last: ["--board-last", "rgba(240, 186, 50, 0.36)"],
  lastEdge: ["--board-last-edge", "#7a4e00"],
  selected: ["--board-selected", "#24704a"],
  selectedCell: ["--board-selected-cell", "rgba(36, 112, 74, 0.22)"],
  movable: ["--board-movable", "#24704a"],
  dot: ["--board-dot", "rgba(52, 32, 12, 0.65)"],
  hover: ["--board-hover", "rgba(52, 32, 12, 0.6)"],
  removal: ["--board-removal", "#c0271d"],
  captured: ["--board-captured", "rgba(176, 36, 28, 0.75)"],
};

/** @typedef {Record<keyof typeof PALETTE, string>} Palette */

/**
 * The board's colours as the element's style gives them.
 * @param {CSSStyleDeclaration | null} style
 * @returns {Palette}
 */
export function readPalette(style) {
  const palette = /** @type {Palette} */ ({});
  for (const [key, [property, fallback]] of Object.entries(PALETTE)) {
    const value = style?.getPropertyValue(property).trim();
    palette[/** @type {keyof Palette} */ (key)] = value || fallback;
  }
  return palette;
}

/**
 * @typedef {object} View what the board shows at one moment
 * @property {Map<string, Stone>} stones
 * @property {Targets} targets
 * @property {string | null} selected
 * @property {{cells: string[], captured: string[], proposed: {cells: string[], side: Stone} | null}} highlight
 * @property {Map<string, Stone>} ghosts stones taken in the last turn, drawn faintly
 * @property {Sprite[] | null} sprites the stones mid-animation, instead of `stones`
 * @property {{from: string, x: number, y: number, over: string | null} | null} drag
 * @property {boolean} interactive
 * @property {boolean} coordinates
 * @property {string | null} hover the cell under the mouse, if it offers something
 */

/**
 * Paints what changes from frame to frame over the background: highlights, stones, marks.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} g
 * @param {Palette} p
 * @param {View} view
 */
export function drawPieces(ctx, g, p, view) {
  const { step } = g;
  const { highlight, targets, selected, drag, interactive } = view;
  const animating = view.sprites !== null;

  // The last turn's cells: a soft wash, and an edge that reads against either square.
  for (const cell of highlight.cells) {
    fillCell(ctx, g, cell, p.last);
    edgeCell(ctx, g, cell, p.lastEdge);
  }
  if (interactive && selected !== null && !animating) fillCell(ctx, g, selected, p.selectedCell);
  if (drag?.over && targets.moves.get(drag.from)?.includes(drag.over)) fillCell(ctx, g, drag.over, p.selectedCell);

  // The stones taken last turn, faint where they stood, with a dashed red ring.
  if (!animating) {
    for (const cell of highlight.captured) {
      if (view.stones.has(cell)) continue;
      const c = cellCenter(g, cell);
      const side = view.ghosts.get(cell);
      if (side) stone(ctx, c.x, c.y, step, side, p, { alpha: 0.16, lifted: false, scale: 1, shadow: false });
      ring(ctx, c.x, c.y, step * 0.37, p.captured, step / 26, true);
    }
  }

  if (view.sprites) {
    // Settled stones first, then those in the air, so a sliding stone passes over the rest.
    const sprites = [...view.sprites].sort((a, b) => Number(a.lifted) - Number(b.lifted));
    for (const s of sprites) {
      const a = cellCenter(g, s.from);
      const b = cellCenter(g, s.to);
      const x = a.x + (b.x - a.x) * s.progress;
      const y = a.y + (b.y - a.y) * s.progress;
      stone(ctx, x, y, step, s.side, p, { alpha: s.alpha, lifted: s.lifted, scale: s.scale, shadow: true });
    }
  } else {
    for (const [cell, side] of view.stones) {
      const { x, y } = cellCenter(g, cell);
      const dragged = drag?.from === cell;
      stone(ctx, x, y, step, side, p, { alpha: dragged ? 0.3 : 1, lifted: false, scale: 1, shadow: !dragged });
    }
    // A turn offered, not played: its stones half drawn on their empty cells, ringed in dashes.
    const proposed = highlight.proposed;
    for (const cell of proposed?.cells ?? []) {
      if (!proposed || view.stones.has(cell)) continue;
      const { x, y } = cellCenter(g, cell);
      stone(ctx, x, y, step, proposed.side, p, { alpha: 0.55, lifted: false, scale: 0.9, shadow: false });
      ring(ctx, x, y, step * 0.41, p.lastEdge, Math.max(1.5, step / 24), true);
    }
  }
  if (animating || !interactive) return;

  if (selected === null) {
    for (const cell of targets.moves.keys()) {
      const { x, y } = cellCenter(g, cell);
      ring(ctx, x, y, step * 0.43, p.movable, Math.max(1.5, step / 30), false);
    }
  } else {
    const { x, y } = cellCenter(g, selected);
    ring(ctx, x, y, step * 0.44, p.selected, Math.max(2.5, step / 15), false);
    for (const cell of targets.moves.get(selected) ?? []) {
      const c = cellCenter(g, cell);
      dot(ctx, c.x, c.y, step * 0.15, p.dot);
    }
  }
  // Drops: dots only when few cells are open to them (as in the edge opening); when most
  // are, dots everywhere would be noise, and the cell under the mouse is marked instead.
  if (targets.drops.size <= g.size * 2) {
    for (const cell of targets.drops) {
      const c = cellCenter(g, cell);
      dot(ctx, c.x, c.y, step * 0.1, p.dot);
    }
  }
  if (view.hover && !drag && (targets.drops.has(view.hover) || targets.moves.get(selected ?? "")?.includes(view.hover))) {
    const c = cellCenter(g, view.hover);
    ring(ctx, c.x, c.y, step * 0.3, p.hover, Math.max(2, step / 16), false);
  }
  for (const cell of targets.removals) {
    const { x, y } = cellCenter(g, cell);
    ring(ctx, x, y, step * 0.44, p.removal, Math.max(2.5, step / 15), false);
    cross(ctx, x, y, step * 0.12, p.removal, Math.max(2, step / 18));
  }

  if (drag) {
    const side = view.stones.get(drag.from);
    if (side) stone(ctx, drag.x, drag.y, step, side, p, { alpha: 1, lifted: true, scale: 1.08, shadow: true });
  }
}
