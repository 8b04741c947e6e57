// The shapes the board is drawn with: a rounded rectangle, a cell's wash and edge, a stone,
// a dot, a cross and a ring. Each takes its colours as given (render.js reads the palette).

import { cellCenter } from "./geometry.js";

/** @typedef {import("./geometry.js").Layout} Layout */
/** @typedef {import("./state.js").Stone} Stone */
/** @typedef {import("./render.js").Palette} Palette */

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
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
export function fillCell(ctx, g, cell, colour) {
  const { x, y } = cellCenter(g, cell);
  const half = g.step / 2;
  ctx.fillStyle = colour;
  ctx.fillRect(x - half, y - half, g.step, g.step);
}

/** A line just inside the edge of `cell`.
 * @param {CanvasRenderingContext2D} ctx @param {Layout} g @param {string} cell @param {string} colour */
export function edgeCell(ctx, g, cell, colour) {
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
export function stone(ctx, x, y, step, side, p, { alpha, lifted, scale, shadow }) {
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
export function dot(ctx, x, y, r, colour) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
}

/** A diagonal cross of half-width `r` centred on (x, y), left with the colour and width set.
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} r
 * @param {string} colour @param {number} width */
export function cross(ctx, x, y, r, colour, width) {
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
export function ring(ctx, x, y, r, colour, width, dashed) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dashed ? [width * 1.6, width * 1.6] : []);
  ctx.stroke();
  ctx.setLineDash([]);
}
