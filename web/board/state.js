// The board's plain data and the pure decisions on it: what stands where (read from the
// engine's board text), what the legal actions allow from each cell, and what a click, a drag
// or a key means. No rule is decided here: every playable action comes from legalActions().

import { cellName } from "./geometry.js";

/** @typedef {"b" | "w"} Stone */

/**
 * @typedef {object} Targets
 * @property {Set<string>} drops empty cells a stone may be dropped on
 * @property {Set<string>} removals cells whose stone may be removed
 * @property {Map<string, string[]>} moves each stone that may move, with where it may go
 * @property {boolean} canEnd whether `end` (stop a capture chain) is legal
 */

/** @typedef {{play: string} | {select: string | null}} Intent */

/**
 * The stones of a board text (`...../..b../...`): a Map from cell name to `"b"` or `"w"`.
 * @param {string} text
 * @returns {{size: number, stones: Map<string, Stone>}}
 */
export function readBoard(text) {
  const ranks = text.split("/");
  const size = ranks.length;
  /** @type {Map<string, Stone>} */
  const stones = new Map();
  ranks.forEach((row, i) => {
    [...row].forEach((ch, file) => {
      if (ch === "b" || ch === "w") stones.set(cellName(file, size - 1 - i), ch);
    });
  });
  return { size, stones };
}

/**
 * The legal actions sorted by what a click on a cell can do: drop on it, remove the stone on
 * it, or move the stone on it (with the cells it may go to).
 * @param {readonly string[]} legal
 * @returns {Targets}
 */
export function targets(legal) {
  const drops = new Set();
  const removals = new Set();
  /** @type {Map<string, string[]>} */
  const moves = new Map();
  for (const action of legal) {
    if (action === "end") continue;
    if (action.startsWith("x")) {
      removals.add(action.slice(1));
    } else if (action.includes("-")) {
      const [from, to] = action.split("-");
      const list = moves.get(from) ?? [];
      list.push(to);
      moves.set(from, list);
    } else {
      drops.add(action);
    }
  }
  return { drops, removals, moves, canEnd: legal.includes("end") };
}

/**
 * The stone to select before any click: the only one that can move, as in a capture chain.
 * @param {Targets} t
 * @returns {string | null}
 */
export function preselected(t) {
  return t.drops.size === 0 && t.removals.size === 0 && t.moves.size === 1 ? [...t.moves.keys()][0] : null;
}

/**
 * What a click on `cell` (or outside the grid, null) means with `selected` the selected
 * stone: `{play: action}` for a legal action, or `{select: cell | null}`. A click on the
 * stone of a capture chain, when the chain may stop, plays `end`.
 * @param {Targets} t
 * @param {string | null} selected
 * @param {string | null} cell
 * @returns {Intent}
 */
export function intent(t, selected, cell) {
  if (cell === null) return { select: preselected(t) };
  if (t.drops.has(cell)) return { play: cell };
  if (t.removals.has(cell)) return { play: `x${cell}` };
  if (selected !== null && t.moves.get(selected)?.includes(cell)) return { play: `${selected}-${cell}` };
  if (t.moves.has(cell)) {
    const only = preselected(t);
    if (cell === selected && only === cell) return t.canEnd ? { play: "end" } : { select: cell };
    return { select: cell === selected ? null : cell };
  }
  return { select: preselected(t) };
}

/**
 * The action a stone dragged from `from` and let go over `cell` plays, or null (it goes back).
 * @param {Targets} t
 * @param {string} from
 * @param {string | null} cell
 * @returns {string | null}
 */
export function dragIntent(t, from, cell) {
  return cell !== null && t.moves.get(from)?.includes(cell) ? `${from}-${cell}` : null;
}

/** @typedef {"drop" | "move" | "selected" | "end" | "destination" | "remove" | null} Hint */

/**
 * What a cell offers now, for its accessible label: a legal drop, a stone that can move, the
 * selected stone (`end` when clicking it stops the chain), a destination of the selected
 * stone, a stone that may be removed, or nothing.
 * @param {Targets} t
 * @param {string | null} selected
 * @param {string} cell
 * @returns {Hint}
 */
export function hintOf(t, selected, cell) {
  if (t.drops.has(cell)) return "drop";
  if (t.removals.has(cell)) return "remove";
  if (selected !== null && t.moves.get(selected)?.includes(cell)) return "destination";
  if (cell === selected) return t.canEnd && preselected(t) === cell ? "end" : "selected";
  if (t.moves.has(cell)) return "move";
  return null;
}

const HINT_TEXT = {
  drop: ", legal drop",
  move: ", can move",
  selected: ", selected",
  end: ", selected; press to stop capturing",
  destination: ", move here",
  remove: ", can be removed",
};

/**
 * The board's own English cell label: `"c3, white stone, can move"`, `"c3, empty"`.
 * @param {string} cell
 * @param {Stone | null} stone
 * @param {Hint} [hint]
 * @returns {string}
 */
export function englishLabel(cell, stone, hint = null) {
  const what = stone === "b" ? "black stone" : stone === "w" ? "white stone" : "empty";
  return `${cell}, ${what}${hint ? HINT_TEXT[hint] : ""}`;
}

/**
 * The board's options with every default filled in.
 * @typedef {object} Options
 * @property {(action: string) => void} onAction
 * @property {"black" | "white"} orientation
 * @property {boolean} coordinates
 * @property {(cell: string, stone: Stone | null, hint: Hint) => string} label
 * @property {string} name
 * @property {boolean | undefined} reducedMotion
 */

/**
 * The one mutable object of a board: its elements, its options, the view it draws and what
 * is under way (a frame asked for, an animation, a press, a drag just played). The board's
 * behaviour (control.js, paint.js) is functions over it; board.js only wires them.
 * @typedef {object} BoardCore
 * @property {HTMLCanvasElement} canvas
 * @property {HTMLElement} box the `.seega-board` box holding the canvas and the grid
 * @property {Window} win
 * @property {import("./grid.js").Grid} grid
 * @property {Options} opts
 * @property {import("./render.js").View} view what the next paint draws
 * @property {number} size the board's cells a side
 * @property {string} boardText the board text shown
 * @property {number} frame the animation frame asked for, or 0
 * @property {{plan: import("./anim.js").Plan, start: number | null, done: () => void} | null} animation
 * @property {string | null} dragged the step the user just dragged, already where it goes
 * @property {{key: string, canvas: HTMLCanvasElement} | null} background the painted background layer
 * @property {number} paintedWidth the width (CSS pixels) of the last paint
 * @property {boolean} styled whether board.css was looked for (at the first paint)
 * @property {{cell: string | null, before: string | null} | null} press a press on a movable
 *   stone, which selected it, and the stone selected before
 * @property {MediaQueryList | undefined} motionQuery `prefers-reduced-motion`
 */

/**
 * A board's state before its first position.
 * @param {{canvas: HTMLCanvasElement, box: HTMLElement, win: Window, grid: import("./grid.js").Grid, opts: Options}} parts
 * @returns {BoardCore}
 */
export function createBoardCore({ canvas, box, win, grid, opts }) {
  return {
    canvas,
    box,
    win,
    grid,
    opts,
    view: {
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
    },
    size: 5,
    boardText: "",
    frame: 0,
    animation: null,
    dragged: null,
    background: null,
    paintedWidth: -1,
    styled: false,
    press: null,
    motionQuery: win.matchMedia?.("(prefers-reduced-motion: reduce)"),
  };
}
