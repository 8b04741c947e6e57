// The board's behaviour, as functions over its state (state.js's BoardCore): a position set,
// options changed, and clicks, drags, keys and hovers turned into the host's legal actions.
// The host owns the game and decides everything; the board only offers what the host's
// legal actions allow.

import { frameAt, planAnimation } from "./anim.js";
import { layout } from "./geometry.js";
import { finishAnimation, redraw } from "./paint.js";
import { dragIntent, englishLabel, hintOf, intent, preselected, readBoard, targets } from "./state.js";

/** @typedef {import("./state.js").BoardCore} BoardCore */
/** @typedef {import("./state.js").Stone} Stone */
/** @typedef {import("./board.js").BoardState} BoardState */
/** @typedef {import("./board.js").BoardOptions} BoardOptions */

/** Labels every cell of the grid as the view shows it now. @param {BoardCore} s */
export function relabel(s) {
  const { label } = s.opts;
  const { view } = s;
  s.grid.label((cell) => {
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

/** Selects the stone on `cell` (null: none). @param {BoardCore} s @param {string | null} cell */
export function select(s, cell) {
  if (cell === s.view.selected) return;
  s.view.selected = cell;
  relabel(s);
  redraw(s);
}

/** Hands `action` to the host. @param {BoardCore} s @param {string} action */
export function play(s, action) {
  try {
    s.opts.onAction(action);
  } catch (error) {
    // The host's error is its own; a click must not throw out of an event handler.
    console.error(error);
  }
}

/** What a click or a key on `cell` does. @param {BoardCore} s @param {string | null} cell */
export function act(s, cell) {
  if (!s.view.interactive) return;
  finishAnimation(s);
  const next = intent(s.view.targets, s.view.selected, cell);
  if ("play" in next) play(s, next.play);
  else select(s, next.select);
}

/** Escape: no drag, and the selection back to the stone the position selects. @param {BoardCore} s */
export function escape(s) {
  s.view.drag = null;
  select(s, preselected(s.view.targets));
}

// A press on a movable stone selects it at once so that it can be dragged; letting go
// without dragging then does what a click does (let go of it, or end a chain).

/** A press on `cell`; true when it may become a drag. @param {BoardCore} s @param {string | null} cell */
export function pressed(s, cell) {
  s.press = null;
  if (!s.view.interactive) return false;
  finishAnimation(s);
  if (cell !== null && s.view.targets.moves.has(cell)) {
    s.press = { cell, before: s.view.selected };
    select(s, cell);
    return true;
  }
  act(s, cell);
  return false;
}

/** The stone from `from` dragged to (x, y), over `over`.
 * @param {BoardCore} s @param {string} from @param {number} x @param {number} y @param {string | null} over */
export function dragging(s, from, x, y, over) {
  s.view.drag = { from, x, y, over };
  s.box.style.cursor = "grabbing";
  redraw(s);
}

/** The dragged stone let go over `over`: its move if legal. @param {BoardCore} s @param {string} from @param {string | null} over */
export function dropped(s, from, over) {
  s.press = null;
  s.view.drag = null;
  s.box.style.cursor = "";
  const action = dragIntent(s.view.targets, from, over);
  redraw(s);
  if (action) {
    s.dragged = action;
    play(s, action);
  }
}

/** A press let go without a drag. @param {BoardCore} s @param {string | null} cell */
export function released(s, cell) {
  const pressing = s.press;
  s.press = null;
  if (!pressing || pressing.cell !== cell) return;
  // The press selected the stone; a click on a stone already selected acts on it.
  if (pressing.before === cell) {
    const next = intent(s.view.targets, cell, cell);
    if ("play" in next) play(s, next.play);
    else select(s, next.select);
  }
}

/** The gesture was lost. @param {BoardCore} s */
export function cancelled(s) {
  s.press = null;
  s.view.drag = null;
  s.box.style.cursor = "";
  redraw(s);
}

/** The mouse over `cell`: a pointer and a mark where a click does something. @param {BoardCore} s @param {string | null} cell */
export function hovered(s, cell) {
  const { view } = s;
  const t = view.targets;
  const live =
    view.interactive &&
    cell !== null &&
    (t.drops.has(cell) ||
      t.removals.has(cell) ||
      t.moves.has(cell) ||
      (view.selected !== null && Boolean(t.moves.get(view.selected)?.includes(cell))));
  s.box.style.cursor = live ? "pointer" : "";
  const hover = live ? cell : null;
  if (hover !== view.hover) {
    view.hover = hover;
    redraw(s);
  }
}

/** The pointer's handlers (input.js) for the board. @param {BoardCore} s @returns {import("./input.js").PointerHandlers} */
export function pointerHandlers(s) {
  return {
    press: (cell) => pressed(s, cell),
    drag: (from, x, y, over) => dragging(s, from, x, y, over),
    drop: (from, over) => dropped(s, from, over),
    release: (cell) => released(s, cell),
    cancel: () => cancelled(s),
    hover: (cell) => hovered(s, cell),
  };
}

/** The last turn's marks as the view draws them, and the stones it took (from the board shown
 * before, or as they were already ghosts) to draw faintly.
 * @param {BoardCore} s @param {BoardState["highlight"]} highlight @param {Map<string, Stone>} before */
function marks(s, highlight, before) {
  const captured = highlight?.captured ?? [];
  const cells = highlight?.cells ?? [highlight?.from, highlight?.to].filter((c) => typeof c === "string");
  const proposed = highlight?.proposed ?? null;
  s.view.highlight = { cells: /** @type {string[]} */ (cells), captured, proposed };
  /** @type {Map<string, Stone>} */
  const ghosts = new Map();
  for (const cell of captured) {
    const side = before.get(cell) ?? s.view.ghosts.get(cell);
    if (side) ghosts.set(cell, side);
  }
  s.view.ghosts = ghosts;
}

/** Whether motion is reduced (the option, or the system's setting). @param {BoardCore} s */
const reduced = (s) => s.opts.reducedMotion ?? Boolean(s.motionQuery?.matches);

/** Shows a position; settles when its animation is over. @param {BoardCore} s @param {BoardState} position
 * @returns {Promise<void>} */
export function show(s, { board: text, legal = [], highlight, animate, interactive = true }) {
  finishAnimation(s);
  const { view } = s;
  const before = view.stones;
  const read = readBoard(text);
  const resized = read.size !== s.size;
  s.size = read.size;
  const nextTargets = targets(legal);
  const keep = text === s.boardText && view.selected !== null && nextTargets.moves.has(view.selected) ? view.selected : null;
  view.stones = read.stones;
  view.targets = nextTargets;
  view.selected = keep ?? preselected(nextTargets);
  view.interactive = interactive;
  view.drag = null;
  view.hover = null;
  marks(s, highlight, before);

  /** @type {Promise<void>} */
  let done = Promise.resolve();
  const plan =
    animate && !resized && text !== s.boardText
      ? planAnimation(before, read.stones, animate, { reduced: reduced(s), instantFirst: s.dragged })
      : null;
  s.dragged = null;
  if (plan) {
    done = new Promise((resolve) => {
      s.animation = { plan, start: null, done: () => resolve(undefined) };
    });
    view.sprites = frameAt(plan, 0);
    s.canvas.dataset.animating = "true";
  }
  s.boardText = text;
  s.canvas.dataset.board = text;
  // The grid takes the new shape now, not at the paint: a click or a screen reader that
  // comes before the next frame (which a browser may hold back) finds the cells it shows.
  s.grid.shape(layout(s.size, 0, s.opts.orientation));
  s.grid.setInteractive(interactive);
  relabel(s);
  redraw(s);
  return done;
}

/** Changes the options given (those undefined are left). @param {BoardCore} s @param {BoardOptions} next */
export function changeOptions(s, next) {
  s.opts = { ...s.opts, ...definedOnly(next) };
  s.view.coordinates = s.opts.coordinates;
  s.grid.shape(layout(s.size, 0, s.opts.orientation));
  if (next.name !== undefined) s.grid.element.setAttribute("aria-label", s.opts.name);
  relabel(s);
  redraw(s);
}

/** Settles when no animation is running. @param {BoardCore} s @returns {Promise<void>} */
export function settled(s) {
  const animation = s.animation;
  if (!animation) return Promise.resolve();
  return new Promise((resolve) => {
    const previous = animation.done;
    animation.done = () => {
      previous();
      resolve(undefined);
    };
  });
}

/**
 * The options given, without those left undefined (so that they do not hide the defaults).
 * @template {object} T
 * @param {T} options
 * @returns {Partial<T>}
 */
export function definedOnly(options) {
  return /** @type {Partial<T>} */ (Object.fromEntries(Object.entries(options ?? {}).filter(([, v]) => v !== undefined)));
}
