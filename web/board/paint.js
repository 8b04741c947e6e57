// The board's frames: a redraw asked for once per animation frame after a change, the paint
// of the view (the background layer kept until the size, the turn or the colours change), the
// animation's frames and its end, and the accessible grid laid over the canvas as painted.

import { frameAt } from "./anim.js";
import { layout } from "./geometry.js";
import { drawBackground, drawPieces, readPalette } from "./render.js";

/** @typedef {import("./state.js").BoardCore} BoardCore */
/** @typedef {import("./geometry.js").Layout} Layout */

/** The board's layout at the canvas's size now. @param {BoardCore} s @returns {Layout} */
export function geometry(s) {
  return layout(s.size, s.canvas.clientWidth || 0, s.opts.orientation);
}

/** Asks for a paint at the next frame (once however often asked). @param {BoardCore} s */
export function redraw(s) {
  if (s.frame) return;
  s.frame = s.win.requestAnimationFrame((now) => paint(s, now));
}

/** Draws now what waits for the next frame. @param {BoardCore} s */
export function flush(s) {
  if (s.frame) s.win.cancelAnimationFrame(s.frame);
  s.frame = 0;
  paint(s, s.win.performance.now());
}

/** Paints the view at time `now`, moving an animation on. @param {BoardCore} s @param {number} now */
export function paint(s, now) {
  s.frame = 0;
  if (s.animation) {
    if (s.animation.start === null) s.animation.start = now;
    const elapsed = now - s.animation.start;
    if (elapsed >= s.animation.plan.duration) {
      finishAnimation(s);
    } else {
      s.view.sprites = frameAt(s.animation.plan, elapsed);
      s.frame = s.win.requestAnimationFrame((at) => paint(s, at));
    }
  }
  const g = geometry(s);
  if (g.width === 0) return;
  s.paintedWidth = g.width;
  // The board's stylesheet is looked for once the board is in a document and laid out (a
  // board made away from the page, as the lesson's is, would not see the page's styles,
  // and reading them then cost a style pass of their own).
  if (!s.styled) {
    s.styled = true;
    ensureStylesheet(s.box, () => {
      s.background = null;
      redraw(s);
    });
  }
  placeGrid(s, g);
  const { canvas } = s;
  const ratio = s.win.devicePixelRatio || 1;
  const pixels = Math.round(g.width * ratio);
  if (canvas.width !== pixels || canvas.height !== pixels) {
    canvas.width = pixels;
    canvas.height = pixels;
  }
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const palette = readPalette(s.win.getComputedStyle(canvas));
  const background = backgroundLayer(s, g, pixels, palette);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, pixels, pixels);
  ctx.drawImage(background, 0, 0);
  ctx.setTransform(pixels / g.width, 0, 0, pixels / g.width, 0, 0);
  drawPieces(ctx, g, palette, s.view);
}

/**
 * The background (frame, sand, grid, coordinates), painted again only when what it shows
 * changed. @param {BoardCore} s @param {Layout} g @param {number} pixels
 * @param {import("./render.js").Palette} palette @returns {HTMLCanvasElement}
 */
function backgroundLayer(s, g, pixels, palette) {
  const key = [s.size, pixels, g.width, s.opts.orientation, s.opts.coordinates, ...Object.values(palette)].join("|");
  if (s.background?.key === key) return s.background.canvas;
  const layer = s.background?.canvas ?? s.canvas.ownerDocument.createElement("canvas");
  layer.width = pixels;
  layer.height = pixels;
  const bg = layer.getContext("2d");
  if (bg) {
    bg.setTransform(pixels / g.width, 0, 0, pixels / g.width, 0, 0);
    drawBackground(bg, g, palette, s.opts.coordinates);
  }
  s.background = { key, canvas: layer };
  return layer;
}

/** Ends the animation under way at its last frame. @param {BoardCore} s */
export function finishAnimation(s) {
  if (!s.animation) return;
  const { done } = s.animation;
  s.animation = null;
  s.view.sprites = null;
  delete s.canvas.dataset.animating;
  done();
  redraw(s);
}

/** Lays the accessible grid over the canvas as it is laid out now. @param {BoardCore} s @param {Layout} g */
export function placeGrid(s, g) {
  const { canvas, box } = s;
  const fills = canvas.offsetLeft === 0 && canvas.offsetTop === 0 && canvas.offsetWidth === box.clientWidth && canvas.offsetHeight === box.clientHeight;
  s.grid.place(g, fills ? null : { left: canvas.offsetLeft, top: canvas.offsetTop, width: canvas.clientWidth, height: canvas.clientHeight });
}

/** The canvas's size changed: the grid follows at once, and a width not painted is painted.
 * @param {BoardCore} s */
export function resized(s) {
  const g = geometry(s);
  if (g.width > 0) placeGrid(s, g);
  if (s.canvas.clientWidth !== s.paintedWidth) redraw(s);
}

/**
 * Links board.css into the document (or shadow root) of `box` unless its styles are already
 * there: the board brings its own look, and a host may still load the sheet itself.
 * @param {HTMLElement} box
 * @param {() => void} loaded called once the sheet it links has loaded
 */
function ensureStylesheet(box, loaded) {
  const view = box.ownerDocument.defaultView;
  if (!view || view.getComputedStyle(box).getPropertyValue("--board-styled").trim() !== "") return;
  const root = box.getRootNode();
  const parent = root instanceof ShadowRoot ? root : box.ownerDocument.head;
  if (!parent || parent.querySelector("link[data-seega-board]")) return;
  const link = box.ownerDocument.createElement("link");
  link.rel = "stylesheet";
  link.href = new URL("./board.css", import.meta.url).href;
  link.dataset.seegaBoard = "";
  link.addEventListener("load", loaded, { once: true });
  parent.append(link);
}
