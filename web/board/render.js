// Drawing only: paints a board view onto a canvas context. Knows colours and shapes, not rules.

import { allCells, cellCenter, cellCoords } from "./geometry.js";

const COLOURS = {
  sand: "#e2c48f",
  sandDark: "#d4b079",
  line: "#8a6a3b",
  centre: "#b98f55",
  label: "#6b4f2a",
  black: "#2b2622",
  blackEdge: "#0d0b0a",
  white: "#f6f1e7",
  whiteEdge: "#9d8f79",
  dot: "rgba(40, 30, 20, 0.45)",
  selected: "#2f7d4f",
  movable: "rgba(47, 125, 79, 0.55)",
  removal: "#b3261e",
  moved: "rgba(255, 236, 140, 0.55)",
  captured: "rgba(179, 38, 30, 0.8)",
};

/** Paints `view` ({size, stones, targets, selected, highlight}) on `ctx`, whose drawing
 * units are CSS pixels of a square board `geometry.width` wide. */
export function draw(ctx, geometry, view) {
  const { size, width, step, margin } = geometry;
  ctx.clearRect(0, 0, width, width);
  ctx.fillStyle = COLOURS.sand;
  ctx.fillRect(0, 0, width, width);

  // Cells, in a light checker so that they read as holes scooped in sand.
  for (const cell of allCells(size)) {
    const { file, rank } = cellCoords(cell);
    const x = margin + file * step;
    const y = margin + (size - 1 - rank) * step;
    ctx.fillStyle = (file + rank) % 2 === 0 ? COLOURS.sandDark : COLOURS.sand;
    ctx.fillRect(x, y, step, step);
  }
  const centre = cellCenter(geometry, centreCell(size));
  ctx.fillStyle = COLOURS.centre;
  ctx.fillRect(centre.x - step / 2, centre.y - step / 2, step, step);
  cross(ctx, centre, step * 0.18, COLOURS.line);

  ctx.strokeStyle = COLOURS.line;
  ctx.lineWidth = Math.max(1, step / 40);
  for (let i = 0; i <= size; i += 1) {
    line(ctx, margin + i * step, margin, margin + i * step, margin + size * step);
    line(ctx, margin, margin + i * step, margin + size * step, margin + i * step);
  }
  labels(ctx, geometry);

  const { highlight, targets, selected } = view;
  for (const cell of [highlight.from, highlight.to]) {
    if (cell) square(ctx, geometry, cell, COLOURS.moved);
  }
  for (const [cell, side] of view.stones) stone(ctx, cellCenter(geometry, cell), step, side);
  for (const cell of highlight.captured) ring(ctx, cellCenter(geometry, cell), step * 0.36, COLOURS.captured, step / 22, true);

  if (selected === null) {
    for (const cell of targets.moves.keys()) ring(ctx, cellCenter(geometry, cell), step * 0.43, COLOURS.movable, step / 24);
  } else {
    ring(ctx, cellCenter(geometry, selected), step * 0.43, COLOURS.selected, step / 14);
    for (const cell of targets.moves.get(selected) ?? []) dot(ctx, cellCenter(geometry, cell), step * 0.14);
  }
  for (const cell of targets.drops) dot(ctx, cellCenter(geometry, cell), step * 0.12);
  for (const cell of targets.removals) ring(ctx, cellCenter(geometry, cell), step * 0.43, COLOURS.removal, step / 14);
}

function centreCell(size) {
  const mid = (size - 1) / 2;
  return String.fromCharCode(97 + mid) + String(mid + 1);
}

function labels(ctx, { size, step, margin }) {
  ctx.fillStyle = COLOURS.label;
  ctx.font = `${Math.round(step * 0.26)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (let i = 0; i < size; i += 1) {
    const along = margin + (i + 0.5) * step;
    ctx.fillText(String.fromCharCode(97 + i), along, margin + size * step + margin / 2);
    ctx.fillText(String(size - i), margin / 2, along);
  }
}

function line(ctx, x1, y1, x2, y2) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

function cross(ctx, { x, y }, r, colour) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, r / 4);
  line(ctx, x - r, y - r, x + r, y + r);
  line(ctx, x - r, y + r, x + r, y - r);
}

function square(ctx, geometry, cell, colour) {
  const { x, y } = cellCenter(geometry, cell);
  const half = geometry.step / 2;
  ctx.fillStyle = colour;
  ctx.fillRect(x - half, y - half, geometry.step, geometry.step);
}

function stone(ctx, { x, y }, step, side) {
  const r = step * 0.36;
  const dark = side === "b";
  const shine = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
  shine.addColorStop(0, dark ? "#5a524b" : "#ffffff");
  shine.addColorStop(1, dark ? COLOURS.black : COLOURS.white);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = shine;
  ctx.fill();
  ctx.lineWidth = Math.max(1, step / 36);
  ctx.strokeStyle = dark ? COLOURS.blackEdge : COLOURS.whiteEdge;
  ctx.stroke();
}

function dot(ctx, { x, y }, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = COLOURS.dot;
  ctx.fill();
}

function ring(ctx, { x, y }, r, colour, width, dashed = false) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dashed ? [width * 1.5, width * 1.5] : []);
  ctx.stroke();
  ctx.setLineDash([]);
}
