// The puzzles' transitions: each changes the state (puzzles-state.js) and has it drawn; those
// that play stones wait for the board's animation. The engine judges every move: a turn is
// right when the engine writes it as the solution's next token, and in a win in several turns
// the engine then plays the stored reply. The transitions are functions over the puzzles'
// core (their state and their ports); the controller wires them.

import { pause } from "./feedback.js";
import { playAction, refusalOf, turnCells } from "./goals.js";
import { mark, writeProgress } from "./puzzle-book.js";
import { otherSide } from "../shared/sides.js";

/** @typedef {import("./puzzle-book.js").Puzzle} Puzzle */

/**
 * The puzzles' state and the ports their transitions use: the engine's Game, the storage of
 * the progress, `render` (draws the state) and `show` (the game's position on the board,
 * settling when its animation is over).
 * @typedef {object} PuzzlesCore
 * @property {import("./puzzles-state.js").PuzzlesState} state
 * @property {typeof import("../pkg/rules/seega.js").Game} Game
 * @property {Storage | null} storage
 * @property {() => void} render
 * @property {(options?: import("./learn-board.js").ShowOptions) => Promise<unknown>} show
 * @property {boolean} destroyed whether the puzzles were closed
 */

/** The open puzzle. @param {PuzzlesCore} core @returns {Puzzle} */
const puzzleOf = (core) => core.state.puzzles[core.state.index];

/** @param {PuzzlesCore} core @param {import("./feedback.js").Said["kind"]} kind @param {import("./feedback.js").Words[]} items */
function say(core, kind, ...items) {
  core.state.said = { kind, items };
}

/** Whether the answer under way is still wanted. @param {PuzzlesCore} core @param {number} mine */
const stale = (core, mine) => core.destroyed || mine !== core.state.generation;

/** Opens puzzle `n` at its start. @param {PuzzlesCore} core @param {number} n */
export function open(core, n, focus = true) {
  const { state } = core;
  if (n < 0 || n >= state.puzzles.length) return;
  state.generation += 1;
  state.index = n;
  const p = puzzleOf(core);
  state.game?.free();
  state.game = new core.Game({ preset: p.preset, board: p.board, turn: p.turn });
  state.solvedBefore = state.progress.solved.includes(p.id);
  state.at = 0;
  state.hints = 0;
  state.phase = "play";
  state.captured = [];
  state.said = null;
  state.focus = focus ? "title" : null;
  core.render();
  core.show();
}

/** The reader picked `action` on the board. @param {PuzzlesCore} core @param {string} action */
export async function play(core, action) {
  const { state } = core;
  const game = state.game;
  if (state.phase !== "play" || !game) return;
  const p = puzzleOf(core);
  const played = playAction(game, action, state.captured);
  if ("refused" in played) {
    say(core, "miss", refusalOf(played.refused));
    core.render();
    return;
  }
  const { report, facts } = played;
  if (!facts) {
    await core.show({ report });
    return;
  }
  if (facts.token !== p.solution[state.at]) {
    state.phase = "missed";
    say(core, "miss", missOf(p, facts.captured, facts.side), { key: "learn.tryAgain" });
    state.focus = "retry";
    core.render();
    await core.show({ report, interactive: false });
    return;
  }
  state.at += 1;
  state.hints = 0;
  if (state.at >= p.solution.length) {
    await core.show({ report, interactive: false });
    solved(core, p);
    return;
  }
  const mine = state.generation;
  core.render();
  await core.show({ report, interactive: false });
  await pause();
  if (stale(core, mine)) return;
  const reply = p.solution[state.at];
  const answer = game.playTurn(reply);
  state.at += 1;
  say(core, "info", { key: "puzzle.goodReply", params: { side: otherSide(game.state().turn), turn: reply } });
  core.render();
  await core.show({ report: answer });
}

/** Why the turn played is not the solution, from what it did.
 * @param {Puzzle} p @param {string[]} taken @param {import("../pkg/rules/seega.js").Side} side
 * @returns {import("./feedback.js").Words} */
export function missOf(p, taken, side) {
  if (p.kind === "capture") return { key: "puzzle.miss.capture", params: { count: taken.length, goal: p.goal } };
  if (p.kind === "save") return { key: "puzzle.miss.save", params: { side: otherSide(side) } };
  return { key: "puzzle.miss.win" };
}

/** @param {PuzzlesCore} core @param {Puzzle} p */
function solved(core, p) {
  const { state } = core;
  state.phase = "solved";
  const first = !state.progress.solved.includes(p.id);
  state.progress = mark(state.progress, p.id, "solved");
  writeProgress(core.storage, state.progress);
  say(core, "ok", { key: first ? "puzzle.solved" : "puzzle.solvedAgain" });
  state.focus = "next";
  core.render();
}

/** First the stone to move, then the whole turn. @param {PuzzlesCore} core */
export function hint(core) {
  const { state } = core;
  const game = state.game;
  if (state.phase !== "play" || !game) return;
  const token = puzzleOf(core).solution[state.at];
  const cells = turnCells(game, token);
  state.hints += 1;
  if (state.hints === 1) say(core, "info", { key: "puzzle.hint1", params: { cell: cells[0] } });
  else say(core, "info", { key: "puzzle.hint2", params: { turn: token } });
  core.render();
  core.show({ mark: state.hints === 1 ? cells.slice(0, 1) : cells });
}

/** Plays the whole solution from the start, turn by turn. @param {PuzzlesCore} core */
export async function showSolution(core) {
  const { state } = core;
  const p = puzzleOf(core);
  open(core, state.index, false);
  state.phase = "showing";
  const mine = state.generation;
  if (!state.progress.solved.includes(p.id)) {
    state.progress = mark(state.progress, p.id, "seen");
    writeProgress(core.storage, state.progress);
  }
  say(core, "info", { key: "puzzle.showing", params: { turns: p.solution.join(" ") } });
  core.render();
  for (const token of p.solution) {
    await pause();
    if (stale(core, mine) || !state.game) return;
    await core.show({ report: state.game.playTurn(token), interactive: false });
  }
  state.phase = "missed";
  state.focus = "retry";
  core.render();
}

/** Closes the puzzles: an answer under way stops, the game is freed. @param {PuzzlesCore} core */
export function destroy(core) {
  core.destroyed = true;
  core.state.generation += 1;
  core.state.game?.free();
  core.state.game = null;
}

/** @param {Omit<PuzzlesCore, "destroyed">} ports */
export function createPuzzlesController(ports) {
  /** @type {PuzzlesCore} */
  const core = { ...ports, destroyed: false };
  return {
    /** @param {number} n */
    open: (n, focus = true) => open(core, n, focus),
    /** @param {string} action */
    play: (action) => play(core, action),
    hint: () => hint(core),
    showSolution: () => showSolution(core),
    destroy: () => destroy(core),
  };
}
