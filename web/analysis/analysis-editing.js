// The board editor's transitions, as functions over the analysis board's state
// (analysis-state.js): the draft's size, rules, stones, side, phase and hands as the player
// sets them, and playing from it, which the engine checks (`new Game` with a set-up: a
// refusal keeps the draft and says why). Each changes the state and returns; the controller
// (analysis-controller.js) has it drawn.

import { cellIndex, draftOf, emptyDraft, gameOptions, handsFollowing, stonesOf, withChanges } from "./analysis-setup.js";
import { rulesOf } from "./analysis-games.js";
import { goTo } from "./analysis-lines.js";
import { createTree } from "./analysis-tree.js";

/** @typedef {import("./analysis-state.js").AnalysisState} State */
/** @typedef {import("./analysis-state.js").AnalysisPorts} Ports */
/** @typedef {import("./analysis-setup.js").Draft} Draft */

/** Changes the draft; a refusal of the draft before is forgotten.
 * @param {State} state @param {Partial<Draft>} changes */
export function edit(state, changes) {
  state.draft = withChanges(state.draft, changes);
  state.refusal = null;
  state.said = null;
}

/** The board's size: the board is emptied, each side with all its stones in hand.
 * @param {State} state @param {Pick<Ports, "facts">} ports @param {number} size */
export function setSize(state, { facts }, size) {
  const { preset, custom } = state.draft;
  edit(state, { ...emptyDraft(size, facts.stonesOn(size), preset), custom });
}

/** A rule preset, without options over it. @param {State} state @param {string} preset */
export function setPreset(state, preset) {
  edit(state, { preset, custom: {} });
}

/** A rule option over the preset, from its field's text. @param {State} state @param {string} name @param {string} value */
export function setOption(state, name, value) {
  const parsed = value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value;
  edit(state, { custom: { ...state.draft.custom, [name]: parsed } });
}

/** The editor's brush puts its stone on `cell` (or takes one off); the same stone again
 * takes it off. @param {State} state @param {Pick<Ports, "facts">} ports @param {string} cell */
export function paint(state, { facts }, cell) {
  const cells = [...state.draft.cells];
  const i = cellIndex(cell, state.draft.size);
  cells[i] = cells[i] === state.brush ? "." : state.brush;
  // While placing, the hands follow the board: a stone put on comes out of its side's hand,
  // one taken off goes back (the stones neither on the board nor in hand, taken, stay so).
  const placing = state.draft.phase === "placement";
  edit(state, placing ? { cells, inHand: handsFollowing(state.draft, cells, facts.stonesOn(state.draft.size)) } : { cells });
}

/** @param {State} state @param {"b" | "w" | "."} brush */
export function setBrush(state, brush) {
  state.brush = brush;
}

/** @param {State} state @param {"black" | "white"} turn */
export function setTurn(state, turn) {
  edit(state, { turn });
}

/** The phase; going to placement fills the hands with the stones not on the board.
 * @param {State} state @param {Pick<Ports, "facts">} ports @param {"placement" | "movement"} phase */
export function setPhase(state, { facts }, phase) {
  const total = facts.stonesOn(state.draft.size);
  const on = stonesOf(state.draft);
  edit(state, { phase, inHand: phase === "placement" ? { black: total - on.black, white: total - on.white } : { black: 0, white: 0 } });
}

/** @param {State} state @param {"black" | "white"} side @param {number} n */
export function setHand(state, side, n) {
  edit(state, { inHand: { ...state.draft.inHand, [side]: Math.max(0, Math.floor(Number(n) || 0)) } });
}

/** The empty board at the start of placement. @param {State} state @param {Pick<Ports, "facts">} ports */
export function clear(state, ports) {
  setSize(state, ports, state.draft.size);
}

/** The start of movement: every stone placed, the engine placing each side's stones in
 * turn on alternate cells where it can, as a game's placement would.
 * @param {State} state @param {Pick<Ports, "Reader">} ports */
export function startOfMovement(state, { Reader }) {
  const game = new Reader(rulesOf(state.draft));
  try {
    while (game.state().phase === "placement") {
      const legal = game.legalActions();
      const side = game.state().turn === "black" ? 0 : 1;
      const wanted = legal.find((cell) => cellIndex(cell, state.draft.size) % 2 === side) ?? legal[0];
      game.play(wanted);
    }
    edit(state, { ...draftOf(game), preset: state.draft.preset, custom: state.draft.custom });
  } finally {
    game.free();
  }
}

/** Plays from the draft: the engine checks it. A refusal keeps the draft and says why.
 * @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports @returns {boolean} whether it plays */
export function start(state, ports) {
  let game;
  try {
    game = new ports.Reader(gameOptions(state.draft));
  } catch (error) {
    state.refusal = /** @type {import("./analysis-games.js").Refusal} */ (error);
    state.focus = "message";
    return false;
  }
  state.start = game.record();
  game.free();
  state.tree = createTree();
  state.mode = "play";
  state.refusal = null;
  state.said = null;
  goTo(state, ports, state.tree);
  return true;
}
