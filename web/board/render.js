// Drawing only: paints a board view onto a canvas context. Knows colours and shapes, not
// rules. The colours come from CSS custom properties (board.css), so themes live in CSS.

import { cellAtPlace, cellCenter, centreCell } from "./geometry.js";

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
 * Paints the parts that change only with the size, the colours or the orientation: frame,
 * sand, grid, centre mark and coordinates.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} g
 * @param {Palette} p
 * @param {boolean} coordinates
 */
export function drawBackground(ctx, g, p, coordinates) {
  const { size, width, step, margin } = g;
  const inner = size * step;
  ctx.clearRect(0, 0, width, width);

  // The frame: a wooden rim, lit from the top left.
  const wood = ctx.createLinearGradient(0, 0, width, width);
  wood.addColorStop(0, p.frameLight);
  wood.addColorStop(0.5, p.frame);
  wood.addColorStop(1, p.frameEdge);
  ctx.fillStyle = wood;
  roundRect(ctx, 0, 0, width, width, Math.max(4, step * 0.12));
  ctx.fill();
  grain(ctx, width, margin, p);

  // The playing surface, a little raised glow in the middle, then a faint checker of cells.
  const glow = ctx.createRadialGradient(width / 2, width / 2, inner * 0.05, width / 2, width / 2, inner * 0.75);
  glow.addColorStop(0, p.surfaceGlow);
  glow.addColorStop(1, p.surface);
  ctx.fillStyle = glow;
  ctx.fillRect(margin, margin, inner, inner);
  ctx.fillStyle = p.surfaceAlt;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if ((row + col) % 2 === 1) ctx.fillRect(margin + col * step, margin + row * step, step, step);
    }
  }

  // Each cell a shallow hollow: shade along its top and left inner edges.
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const x = margin + col * step;
      const y = margin + row * step;
      const hollow = ctx.createLinearGradient(x, y, x + step * 0.35, y + step * 0.35);
      hollow.addColorStop(0, "rgba(60, 35, 10, 0.10)");
      hollow.addColorStop(1, "rgba(60, 35, 10, 0)");
      ctx.fillStyle = hollow;
      ctx.fillRect(x, y, step, step);
    }
  }

  // Engraved lines: a dark groove with a light lip below and to the right, inside the grid.
  const lw = Math.max(1, step / 36);
  ctx.save();
  ctx.beginPath();
  ctx.rect(margin, margin, inner, inner);
  ctx.clip();
  for (const [colour, shift] of /** @type {Array<[string, number]>} */ ([[p.lineLight, lw], [p.line, 0]])) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = lw;
    ctx.beginPath();
    for (let i = 0; i <= size; i += 1) {
      const at = margin + i * step + shift;
      ctx.moveTo(at, margin);
      ctx.lineTo(at, margin + inner);
      ctx.moveTo(margin, at);
      ctx.lineTo(margin + inner, at);
    }
    ctx.stroke();
  }
  ctx.restore();
  ctx.strokeStyle = p.frameEdge;
  ctx.lineWidth = lw * 1.5;
  ctx.strokeRect(margin, margin, inner, inner);

  // The centre cell, marked as on traditional boards: a cross from corner to corner, ringed.
  const { x, y } = cellCenter(g, centreCell(size));
  const r = step * 0.3;
  cross(ctx, x, y, r, p.centre, Math.max(1.2, step / 26));
  ctx.beginPath();
  ctx.arc(x, y, r * 0.62, 0, Math.PI * 2);
  ctx.stroke();

  if (coordinates) {
    ctx.fillStyle = p.coord;
    ctx.font = `600 ${Math.max(10, Math.round(margin * 0.6))}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (let i = 0; i < size; i += 1) {
      const file = /** @type {string} */ (cellAtPlace(g, i, size - 1)).charAt(0);
      const rank = /** @type {string} */ (cellAtPlace(g, 0, i)).slice(1);
      const along = margin + (i + 0.5) * step;
      ctx.fillText(file, along, margin + inner + margin * 0.52);
      ctx.fillText(rank, margin * 0.5, along);
    }
  }
}

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
    for (const cell of highlight.proposed?.cells ?? []) {
      if (view.stones.has(cell)) continue;
      const { x, y } = cellCenter(g, cell);
      stone(ctx, x, y, step, highlight.proposed.side, p, { alpha: 0.55, lifted: false, scale: 0.9, shadow: false });
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

/**
 * Faint wavy grain over the frame, the same on every draw (a fixed sequence, not random).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} width
 * @param {number} margin
 * @param {Palette} p
 */
function grain(ctx, width, margin, p) {
  ctx.save();
  roundRect(ctx, 0, 0, width, width, margin * 0.24);
  ctx.clip();
  ctx.lineWidth = Math.max(0.6, width / 700);
  for (let i = 0; i < 46; i += 1) {
    const y0 = ((i * 0.618034) % 1) * width;
    const wave = width * (0.004 + ((i * 0.414) % 1) * 0.01);
    const phase = i * 1.7;
    ctx.strokeStyle = i % 3 === 0 ? p.grainLight : p.grainDark;
    ctx.beginPath();
    for (let x = 0; x <= width; x += width / 40) {
      const y = y0 + Math.sin(x / (width * 0.11) + phase) * wave + Math.sin(x / (width * 0.037) + phase * 2) * wave * 0.3;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} g
 * @param {string} cell
 * @param {string} colour
 */
function fillCell(ctx, g, cell, colour) {
  const { x, y } = cellCenter(g, cell);
  const half = g.step / 2;
  ctx.fillStyle = colour;
  ctx.fillRect(x - half, y - half, g.step, g.step);
}

/** A line just inside the edge of `cell`. */
function edgeCell(ctx, g, cell, colour) {
  const { x, y } = cellCenter(g, cell);
  const width = Math.max(2, g.step / 26);
  const half = g.step / 2 - width / 2 - Math.max(1, g.step / 60);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.strokeRect(x - half, y - half, half * 2, half * 2);
}

/**
 * A stone: a rounded pebble lit from the top left, with a soft shadow; the dark one with a
 * light rim, the light one with a dark outline, so that they differ by more than colour.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} step
 * @param {Stone} side
 * @param {Palette} p
 * @param {{alpha: number, lifted: boolean, scale: number, shadow: boolean}} look
 */
function stone(ctx, x, y, step, side, p, { alpha, lifted, scale, shadow }) {
  if (alpha <= 0) return;
  const r = step * 0.37 * scale;
  const dark = side === "b";
  ctx.save();
  ctx.globalAlpha = Math.min(1, alpha);
  if (shadow) {
    ctx.shadowColor = p.shadow;
    ctx.shadowBlur = r * (lifted ? 0.8 : 0.35);
    ctx.shadowOffsetX = r * (lifted ? 0.12 : 0.05);
    ctx.shadowOffsetY = r * (lifted ? 0.32 : 0.14);
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = dark ? p.darkStone : p.lightStone;
  ctx.fill();
  ctx.shadowColor = "transparent";

  const body = ctx.createRadialGradient(x - r * 0.38, y - r * 0.42, r * 0.05, x, y, r);
  body.addColorStop(0, dark ? p.darkStoneShine : p.lightStoneShine);
  body.addColorStop(0.6, dark ? p.darkStone : p.lightStone);
  body.addColorStop(1, dark ? p.darkStone : p.lightStone);
  ctx.fillStyle = body;
  ctx.fill();

  // A darker lower edge gives the pebble its roundness.
  const edge = ctx.createRadialGradient(x - r * 0.2, y - r * 0.25, r * 0.6, x, y, r);
  edge.addColorStop(0, "rgba(0, 0, 0, 0)");
  edge.addColorStop(1, dark ? "rgba(0, 0, 0, 0.35)" : "rgba(80, 60, 30, 0.22)");
  ctx.fillStyle = edge;
  ctx.fill();

  ctx.lineWidth = Math.max(1.2, r * (dark ? 0.07 : 0.08));
  ctx.strokeStyle = dark ? p.darkStoneRim : p.lightStoneRim;
  ctx.beginPath();
  ctx.arc(x, y, r - ctx.lineWidth / 2, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 */
function dot(ctx, x, y, r, colour) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
}

/** A diagonal cross of half-width `r` centred on (x, y), left with the colour and width set.
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} r
 * @param {string} colour @param {number} width */
function cross(ctx, x, y, r, colour, width) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(x - r, y - r);
  ctx.lineTo(x + r, y + r);
  ctx.moveTo(x - r, y + r);
  ctx.lineTo(x + r, y - r);
  ctx.stroke();
  ctx.lineCap = "butt";
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 * @param {number} width
 * @param {boolean} dashed
 */
function ring(ctx, x, y, r, colour, width, dashed) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dashed ? [width * 1.6, width * 1.6] : []);
  ctx.stroke();
  ctx.setLineDash([]);
}
