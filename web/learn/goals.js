// Whether a lesson step's goal is met, read from what the engine reported of the learner's
// turn, and the words for a miss or a refused move. Pure functions of the engine's facts.

import { otherSide } from "../shared/sides.js";

/** @typedef {import("../pkg/rules/seega.js").Side} Side */
/** @typedef {import("../pkg/rules/seega.js").PlayReport} PlayReport */

/**
 * @typedef {{ turnEnded?: boolean, move?: string, captured?: number, blocks?: boolean, outcome?: string }} Goal
 * One of: any whole turn; this very turn token; at least this many stones taken this turn;
 * the other side left without a move; the game won with this ending.
 */
/**
 * @typedef {object} Facts what the engine says of the turn just played
 * @property {string} token the turn token, from the engine's `state().turns`
 * @property {string[]} captured every stone the turn took
 * @property {{winner: string | null, reason: string} | null} outcome
 * @property {Side | null} blocked the side the engine reports blocked
 * @property {Side} side the side that played the turn
 */

/** Whether the turn described by `facts` does what `goal` asks. @param {Goal} goal @param {Facts} facts */
export function meets(goal, facts) {
  if (goal.move !== undefined) return facts.token === goal.move;
  if (goal.captured !== undefined) return facts.captured.length >= goal.captured;
  if (goal.blocks) return facts.blocked === otherSide(facts.side);
  if (goal.outcome !== undefined) return facts.outcome?.reason === goal.outcome && facts.outcome.winner === facts.side;
  return Boolean(goal.turnEnded);
}

/** The words for a turn that missed the goal: a catalog key and its parameters.
 * @param {Goal} goal @param {Facts} facts @returns {{key: string, params: Record<string, string | number>}} */
export function missOf(goal, facts) {
  if (facts.outcome && facts.outcome.winner !== facts.side) return { key: "learn.miss.lost", params: {} };
  if (goal.move !== undefined) return { key: "learn.miss.move", params: { move: goal.move, played: facts.token } };
  if (goal.captured !== undefined) {
    return facts.captured.length === 0
      ? { key: "learn.miss.noCapture", params: {} }
      : { key: "learn.miss.fewer", params: { count: facts.captured.length, goal: goal.captured } };
  }
  if (goal.blocks) return { key: "learn.miss.notBlocked", params: {} };
  return { key: "learn.miss.notOver", params: {} };
}

/** The engine's reason codes that a lesson explains in its own words; any other refusal
 * shows the engine's message. */
const REASONS = {
  centreDuringPlacement: "learn.why.centre",
  edgeOpening: "learn.why.edgeOpening",
  notAdjacent: "learn.why.notAdjacent",
  notJump: "learn.why.notJump",
  occupied: "learn.why.occupied",
  notYourStone: "learn.why.notYourStone",
};

/** The words for an action the engine refused, from its error's `code`; a reason the lesson
 * does not explain itself keeps the error, which the line says in the engine's words.
 * @param {unknown} error @returns {{key: string, params: Record<string, unknown>}} */
export function refusalOf(error) {
  const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "";
  const key = /** @type {Record<string, string>} */ (REASONS)[code];
  if (key) return { key, params: {} };
  return { key: "learn.why.other", params: { error } };
}

/** The facts of the turn just completed, from the engine's state and the stones it took.
 * @param {import("../pkg/rules/seega.js").GameState} state the engine's `state()` @param {string[]} captured @param {Side} side
 * @returns {Facts} */
export function factsOf(state, captured, side) {
  return {
    token: state.turns[state.turns.length - 1] ?? "",
    captured,
    outcome: state.outcome ?? null,
    blocked: state.blocked ?? null,
    side,
  };
}

/** The cells a turn token touches, in order and each once: where each stone went from and
 * to, and a removed stone's cell, as the engine says playing the token would do. Empty when
 * the token does not play there.
 * @param {import("../pkg/rules/seega.js").Game} game @param {string} token @returns {string[]} */
export function turnCells(game, token) {
  /** @type {string[]} */
  const cells = [];
  for (const action of game.preview(token)?.actions ?? []) {
    const touched = action.kind === "remove" ? action.captured : [action.from, action.to];
    for (const cell of touched) if (cell && !cells.includes(cell)) cells.push(cell);
  }
  return cells;
}

/** Plays a turn for the other side: the engine's first legal action, and so on until the turn
 * ends (to show what a rule makes happen, not to play well). Returns the turn's report.
 * @param {import("../pkg/rules/seega.js").Game} game */
export function playFirstTurn(game) {
  const start = game.state().turns.length;
  /** @type {PlayReport} */
  const whole = { actions: [], captured: [], turnEnded: false };
  while (!game.state().outcome && game.state().turns.length === start) {
    const report = game.play(game.legalActions()[0]);
    whole.actions.push(...report.actions);
    whole.captured.push(...report.captured);
    whole.turnEnded = report.turnEnded;
  }
  return whole;
}

/**
 * Plays one action the reader picked, gathering the stones taken in `taken` until the turn
 * ends. Returns the engine's refusal, or its report with the turn's facts once it has ended
 * (null while the turn goes on: a second drop, a chain).
 * @param {import("../pkg/rules/seega.js").Game} game @param {string} action @param {string[]} taken
 * @returns {{ refused: unknown } | { report: PlayReport, facts: Facts | null }}
 */
export function playAction(game, action, taken) {
  const side = game.state().turn;
  let report;
  try {
    report = game.play(action);
  } catch (error) {
    return { refused: error };
  }
  taken.push(...report.captured);
  const state = game.state();
  if (!report.turnEnded && !state.outcome) return { report, facts: null };
  const facts = factsOf(state, taken.splice(0), side);
  return { report, facts };
}
