// The board component: holds the view data, redraws once per animation frame after a change,
// animates what the engine reported, and turns clicks, drags and keys into legal actions for
// the host. The host owns the game and decides everything; the board only offers what the
// host's legal actions allow.

import { frameAt, planAnimation } from "./anim.js";
import { layout } from "./geometry.js";
import { createGrid } from "./grid.js";
import { bindPointer } from "./input.js";
import { drawBackground, drawPieces, readPalette } from "./render.js";
import { dragIntent, englishLabel, hintOf, intent, preselected, readBoard, targets } from "./state.js";

/** @typedef {import("./state.js").Stone} Stone */
/** @typedef {import("./state.js").Hint} Hint */
/** @typedef {import("./render.js").View} View */
/** @typedef {import("./anim.js").Plan} Plan */

/**
 * @typedef {object} BoardOptions
 * @property {(action: string) => void} [onAction] called with each legal action the user picks
 * @property {"black" | "white"} [orientation] the side whose stones are at the bottom
 * @property {boolean} [coordinates] draw file letters and rank numbers in the frame
 * @property {(cell: string, stone: Stone | null, hint: Hint) => string} [label] a cell's
 *   accessible label; `hint` says what the cell offers now (`"drop"`, `"move"`, `"selected"`,
 *   `"end"`, `"destination"`, `"remove"` or null)
 * @property {string} [name] the grid's accessible name
 * @property {boolean} [reducedMotion] overrides `prefers-reduced-motion`
 */

/**
 * @typedef {object} BoardState
 * @property {string} board board text
 * @property {readonly string[]} [legal] the engine's legalActions()
 * @property {{cells?: string[], captured?: string[], from?: string | null, to?: string | null,
 *   proposed?: {cells: string[], side: "b" | "w"} | null}} [highlight]
 *   the last turn: every cell it touched, and the cells of the stones it took; `proposed`, a
 *   turn offered but not played (a hint, the engine's better turn): the stones it would place,
 *   drawn faintly on their empty cells
 * @property {{actions: import("./anim.js").ReportAction[]} | null} [animate] the play() report
 *   that led from the board shown to this one
 * @property {boolean} [interactive] false: no input (the computer's turn, review, game over)
 */

/**
 * @typedef {object} Board
 * @property {(state: BoardState) => Promise<void>} set shows a position; the promise settles
 *   when its animation is over (at once without one)
 * @property {(options: BoardOptions) => void} setOptions changes some options
 * @property {() => Promise<void>} settled settles when no animation is running
 * @property {() => void} flush draws now what waits for the next frame, the grid's cells
 *   with it (nothing while the board has no size: hidden, or not in the document)
 * @property {boolean} animating whether an animation is running
 * @property {() => void} destroy unbinds everything and gives the canvas back as it was
 */

const DEFAULTS = {
  onAction: (/** @type {string} */ _action) => {},
  orientation: /** @type {"black" | "white"} */ ("black"),
  coordinates: true,
  label: englishLabel,
  name: "Seega board",
  reducedMotion: /** @type {boolean | undefined} */ (undefined),
};

/**
 * Makes a board on `canvas`: wraps it in a `.seega-board` box with the accessible grid over it.
 * @param {HTMLCanvasElement} canvas
 * @param {BoardOptions} [options]
 * @returns {Board}
 */
export function createBoard(canvas, options = {}) {
  const doc = canvas.ownerDocument;
  const win = doc.defaultView ?? window;
  let opts = { ...DEFAULTS, ...definedOnly(options) };

  // The box: canvas and grid together, so the grid can sit exactly over the canvas.
  const home = { parent: canvas.parentNode, next: canvas.nextSibling };
  const restore = {
    ariaHidden: canvas.getAttribute("aria-hidden"),
    touchAction: canvas.style.touchAction,
  };
  const box = doc.createElement("div");
  box.className = "seega-board";
  canvas.replaceWith(box);
  box.append(canvas);
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.touchAction = "none";
  /** Whether board.css was looked for (at the first paint, below). */
  let styled = false;

  /** @type {View} */
  const view = {
    stones: new Map(),
    targets: targets([]),
    selected: null,
    highlight: { cells: [], captured: [], proposed: null },
    ghosts: new Map(),
    sprites: null,
    drag: null,
    interactive: true,
    coordinates: opts.coordinates,
    hover: null,
  };
  let size = 5;
  let boardText = "";
  let frame = 0;
  /** @type {{plan: Plan, start: number | null, done: () => void} | null} */
  let animation = null;
  /** @type {string | null} the step the user just dragged, already where it goes */
  let dragged = null;
  /** @type {{key: string, canvas: HTMLCanvasElement} | null} */
  let background = null;
  /** The width (CSS pixels) of the last paint. */
  let paintedWidth = -1;

  const geometry = () => layout(size, canvas.clientWidth || 0, opts.orientation);
  const motionQuery = win.matchMedia?.("(prefers-reduced-motion: reduce)");
  const reduced = () => opts.reducedMotion ?? Boolean(motionQuery?.matches);

  function redraw() {
    if (frame) return;
    frame = win.requestAnimationFrame(paint);
  }

  /** @param {number} now */
  function paint(now) {
    frame = 0;
    if (animation) {
      if (animation.start === null) animation.start = now;
      const elapsed = now - animation.start;
      if (elapsed >= animation.plan.duration) {
        finishAnimation();
      } else {
        view.sprites = frameAt(animation.plan, elapsed);
        frame = win.requestAnimationFrame(paint);
      }
    }
    const g = geometry();
    if (g.width === 0) return;
    paintedWidth = g.width;
    // The board's stylesheet is looked for once the board is in a document and laid out (a
    // board made away from the page, as the lesson's is, would not see the page's styles,
    // and reading them then cost a style pass of their own).
    if (!styled) {
      styled = true;
      ensureStylesheet(box, () => {
        background = null;
        redraw();
      });
    }
    placeGrid(g);
    const ratio = win.devicePixelRatio || 1;
    const pixels = Math.round(g.width * ratio);
    if (canvas.width !== pixels || canvas.height !== pixels) {
      canvas.width = pixels;
      canvas.height = pixels;
    }
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    const palette = readPalette(win.getComputedStyle(canvas));
    const key = [size, pixels, g.width, opts.orientation, opts.coordinates, ...Object.values(palette)].join("|");
    if (background?.key !== key) {
      const layer = background?.canvas ?? doc.createElement("canvas");
      layer.width = pixels;
      layer.height = pixels;
      const bg = layer.getContext("2d");
      if (bg) {
        bg.setTransform(pixels / g.width, 0, 0, pixels / g.width, 0, 0);
        drawBackground(bg, g, palette, opts.coordinates);
      }
      background = { key, canvas: layer };
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, pixels, pixels);
    ctx.drawImage(background.canvas, 0, 0);
    ctx.setTransform(pixels / g.width, 0, 0, pixels / g.width, 0, 0);
    drawPieces(ctx, g, palette, view);
  }

  function finishAnimation() {
    if (!animation) return;
    const { done } = animation;
    animation = null;
    view.sprites = null;
    delete canvas.dataset.animating;
    done();
    redraw();
  }

  function relabel() {
    const { label } = opts;
    grid.label((cell) => {
      const stone = view.stones.get(cell) ?? null;
      const hint = view.interactive ? hintOf(view.targets, view.selected, cell) : null;
      let text;
      try {
        text = label(cell, stone, hint);
      } catch (error) {
        console.error(error);
        text = englishLabel(cell, stone, hint);
      }
      return { label: text, selected: cell === view.selected };
    });
  }

  /** @param {string | null} cell */
  function select(cell) {
    if (cell === view.selected) return;
    view.selected = cell;
    relabel();
    redraw();
  }

  /** @param {string} action */
  function play(action) {
    try {
      opts.onAction(action);
    } catch (error) {
      // The host's error is its own; a click must not throw out of an event handler.
      console.error(error);
    }
  }

  /** What a click or a key on `cell` does. @param {string | null} cell */
  function act(cell) {
    if (!view.interactive) return;
    finishAnimation();
    const next = intent(view.targets, view.selected, cell);
    if ("play" in next) play(next.play);
    else select(next.select);
  }

  // A press on a movable stone selects it at once so that it can be dragged; letting go
  // without dragging then does what a click does (let go of it, or end a chain).
  /** @type {{cell: string | null, before: string | null} | null} */
  let press = null;
  const unbindPointer = bindPointer(box, canvas, geometry, {
    press(cell) {
      press = null;
      if (!view.interactive) return false;
      finishAnimation();
      if (cell !== null && view.targets.moves.has(cell)) {
        press = { cell, before: view.selected };
        select(cell);
        return true;
      }
      act(cell);
      return false;
    },
    drag(from, x, y, over) {
      view.drag = { from, x, y, over };
      box.style.cursor = "grabbing";
      redraw();
    },
    drop(from, over) {
      press = null;
      view.drag = null;
      box.style.cursor = "";
      const action = dragIntent(view.targets, from, over);
      redraw();
      if (action) {
        dragged = action;
        play(action);
      }
    },
    release(cell) {
      const pressed = press;
      press = null;
      if (!pressed || pressed.cell !== cell) return;
      // The press selected the stone; a click on a stone already selected acts on it.
      if (pressed.before === cell) {
        const next = intent(view.targets, cell, cell);
        if ("play" in next) play(next.play);
        else select(next.select);
      }
    },
    cancel() {
      press = null;
      view.drag = null;
      box.style.cursor = "";
      redraw();
    },
    hover(cell) {
      const t = view.targets;
      const live =
        view.interactive &&
        cell !== null &&
        (t.drops.has(cell) ||
          t.removals.has(cell) ||
          t.moves.has(cell) ||
          (view.selected !== null && Boolean(t.moves.get(view.selected)?.includes(cell))));
      box.style.cursor = live ? "pointer" : "";
      const hover = live ? cell : null;
      if (hover !== view.hover) {
        view.hover = hover;
        redraw();
      }
    },
  });

  const grid = createGrid(box, opts.name, {
    activate: (cell) => act(cell),
    escape: () => {
      view.drag = null;
      select(preselected(view.targets));
    },
  });

  /** Lays the accessible grid over the canvas as it is laid out now. @param {import("./geometry.js").Layout} g */
  function placeGrid(g) {
    const fills = canvas.offsetLeft === 0 && canvas.offsetTop === 0 && canvas.offsetWidth === box.clientWidth && canvas.offsetHeight === box.clientHeight;
    grid.place(g, fills ? null : { left: canvas.offsetLeft, top: canvas.offsetTop, width: canvas.clientWidth, height: canvas.clientHeight });
  }

  // The grid follows the canvas at once, in the frame its size changed (a stylesheet arriving
  // late, a bar shown above, a rotation), not at the next paint. An observer reports once when
  // it starts, after the board's first paint as a rule: a report of the width painted paints
  // nothing again (another paint would only copy the canvas to the screen, a long task on a
  // slow phone).
  const resize = new ResizeObserver(() => {
    const g = geometry();
    if (g.width > 0) placeGrid(g);
    if (canvas.clientWidth !== paintedWidth) redraw();
  });
  resize.observe(canvas);
  resize.observe(box);
  const onWindow = () => redraw();
  win.addEventListener("resize", onWindow);
  // The system's colour scheme, for board.css's dark palette (one copy of it for both ways in).
  const darkQuery = win.matchMedia?.("(prefers-color-scheme: dark)");
  const onScheme = () => {
    box.dataset.scheme = darkQuery?.matches ? "dark" : "light";
    redraw();
  };
  onScheme();
  darkQuery?.addEventListener?.("change", onScheme);
  // A theme switched by a data-theme attribute anywhere above changes the colours.
  const themes = new MutationObserver(onWindow);
  themes.observe(doc.documentElement, { attributes: true, attributeFilter: ["data-theme"], subtree: true });

  /** @type {Board} */
  const board = {
    flush() {
      if (frame) win.cancelAnimationFrame(frame);
      frame = 0;
      paint(win.performance.now());
    },
    set({ board: text, legal = [], highlight, animate, interactive = true }) {
      finishAnimation();
      const before = view.stones;
      const read = readBoard(text);
      const resized = read.size !== size;
      size = read.size;
      const nextTargets = targets(legal);
      const keep =
        text === boardText && view.selected !== null && nextTargets.moves.has(view.selected) ? view.selected : null;
      view.stones = read.stones;
      view.targets = nextTargets;
      view.selected = keep ?? preselected(nextTargets);
      view.interactive = interactive;
      view.drag = null;
      view.hover = null;
      const captured = highlight?.captured ?? [];
      const cells = highlight?.cells ?? [highlight?.from, highlight?.to].filter((c) => typeof c === "string");
      const proposed = highlight?.proposed ?? null;
      view.highlight = { cells: /** @type {string[]} */ (cells), captured, proposed };
      /** @type {Map<string, Stone>} */
      const ghosts = new Map();
      for (const cell of captured) {
        const side = before.get(cell) ?? view.ghosts.get(cell);
        if (side) ghosts.set(cell, side);
      }
      view.ghosts = ghosts;

      let done = Promise.resolve();
      const plan =
        animate && !resized && text !== boardText
          ? planAnimation(before, read.stones, animate, { reduced: reduced(), instantFirst: dragged })
          : null;
      dragged = null;
      if (plan) {
        done = new Promise((resolve) => {
          animation = { plan, start: null, done: () => resolve(undefined) };
        });
        view.sprites = frameAt(plan, 0);
        canvas.dataset.animating = "true";
      }
      boardText = text;
      canvas.dataset.board = text;
      // The grid takes the new shape now, not at the paint: a click or a screen reader that
      // comes before the next frame (which a browser may hold back) finds the cells it shows.
      grid.shape(layout(size, 0, opts.orientation));
      grid.setInteractive(interactive);
      relabel();
      redraw();
      return done;
    },
    setOptions(next) {
      opts = { ...opts, ...definedOnly(next) };
      view.coordinates = opts.coordinates;
      grid.shape(layout(size, 0, opts.orientation));
      if (next.name !== undefined) grid.element.setAttribute("aria-label", opts.name);
      relabel();
      redraw();
    },
    settled() {
      return animation
        ? new Promise((resolve) => {
            const previous = /** @type {NonNullable<typeof animation>} */ (animation).done;
            /** @type {NonNullable<typeof animation>} */ (animation).done = () => {
              previous();
              resolve(undefined);
            };
          })
        : Promise.resolve();
    },
    get animating() {
      return animation !== null;
    },
    destroy() {
      finishAnimation();
      unbindPointer();
      grid.destroy();
      resize.disconnect();
      themes.disconnect();
      win.removeEventListener("resize", onWindow);
      darkQuery?.removeEventListener?.("change", onScheme);
      if (frame) win.cancelAnimationFrame(frame);
      frame = 0;
      if (restore.ariaHidden === null) canvas.removeAttribute("aria-hidden");
      else canvas.setAttribute("aria-hidden", restore.ariaHidden);
      canvas.style.touchAction = restore.touchAction;
      if (home.parent) home.parent.insertBefore(canvas, home.next);
      box.remove();
    },
  };
  return board;
}

/**
 * The options given, without those left undefined (so that they do not hide the defaults).
 * @template {object} T
 * @param {T} options
 * @returns {Partial<T>}
 */
function definedOnly(options) {
  return /** @type {Partial<T>} */ (Object.fromEntries(Object.entries(options ?? {}).filter(([, v]) => v !== undefined)));
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
