// The board's plain data and the pure decisions on it: what stands where (read from the
// engine's board text), what the legal actions allow from each cell, and what a click means.
// No rule is decided here: every playable action comes from the engine's legalActions().

import { cellName } from "./geometry.js";

/** The stones of a board text (`...../..b../...`): a Map from cell name to `"b"` or `"w"`. */
export function readBoard(text) {
  const ranks = text.split("/");
  const size = ranks.length;
  const stones = new Map();
  ranks.forEach((row, i) => {
    [...row].forEach((ch, file) => {
      if (ch === "b" || ch === "w") stones.set(cellName(file, size - 1 - i), ch);
    });
  });
  return { size, stones };
}

/** The legal actions sorted by what a click on a cell can do: drop on it, remove the stone on
 * it, or move the stone on it (with the cells it may go to). `end` is not a cell's action. */
export function targets(legal) {
  const drops = new Set();
  const removals = new Set();
  const moves = new Map();
  for (const action of legal) {
    if (action === "end") continue;
    if (action.startsWith("x")) {
      removals.add(action.slice(1));
    } else if (action.includes("-")) {
      const [from, to] = action.split("-");
      if (!moves.has(from)) moves.set(from, []);
      moves.get(from).push(to);
    } else {
      drops.add(action);
    }
  }
  return { drops, removals, moves, canEnd: legal.includes("end") };
}

/** The stone to select before any click: the only one that can move, as in a capture chain. */
export function preselected(t) {
  return t.drops.size === 0 && t.removals.size === 0 && t.moves.size === 1 ? [...t.moves.keys()][0] : null;
}

/** What a click on `cell` (or outside the grid, null) means with `selected` the selected
 * stone: `{play: action}` for a legal action, or `{select: cell | null}`. */
export function intent(t, selected, cell) {
  if (cell === null) return { select: preselected(t) };
  if (t.drops.has(cell)) return { play: cell };
  if (t.removals.has(cell)) return { play: `x${cell}` };
  if (selected !== null && t.moves.get(selected)?.includes(cell)) return { play: `${selected}-${cell}` };
  if (t.moves.has(cell)) return { select: cell === selected && preselected(t) !== cell ? null : cell };
  return { select: preselected(t) };
}
