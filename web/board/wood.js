// The board's background, painted once for a size, a turn and a palette: the wooden frame
// with its grain, the sand and its cells, the engraved lines, the centre's mark and the
// coordinates.

import { cellAtPlace, cellCenter, centreCell } from "./geometry.js";
import { cross, roundRect } from "./shapes.js";

/** @typedef {import("./geometry.js").Layout} Layout */
/** @typedef {import("./render.js").Palette} Palette */

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
