// The puzzles' transitions: each changes the state (puzzles-state.js) and has it drawn; those
// that play stones wait for the board's animation. The engine judges every move: a turn is
// right when the engine writes it as the solution's next token, and in a win in several turns
// the engine then plays the stored reply.

import { pause } from "./feedback.js";
import { playAction, refusalOf, turnCells } from "./goals.js";
import { mark, writeProgress } from "./puzzle-book.js";

/** @param {string} side */
const other = (side) => (side === "black" ? "white" : "black");

/**
 * @param {{ state: import("./puzzles-state.js").PuzzlesState,
 *   Game: typeof import("../pkg/rules/seega.js").Game, storage: Storage | null,
 *   render: () => void,
 *   show: (options?: import("./learn-board.js").ShowOptions) => Promise<unknown> }} ports
 *   `render` draws the state; `show` the game's position on the board, settling when its
 *   animation is over.
 */
export function createPuzzlesController({ state, Game, storage, render, show }) {
  let destroyed = false;
  const puzzle = () => state.puzzles[state.index];
  /** @param {import("./feedback.js").Said["kind"]} kind @param {import("./feedback.js").Words[]} items */
  const say = (kind, ...items) => {
    state.said = { kind, items };
  };
  /** Whether the answer under way is still wanted. @param {number} mine */
  const stale = (mine) => destroyed || mine !== state.generation;

  /** Opens puzzle `n` at its start. @param {number} n */
  function open(n, focus = true) {
    if (n < 0 || n >= state.puzzles.length) return;
    state.generation += 1;
    state.index = n;
    const p = puzzle();
    state.game?.free();
    state.game = new Game({ preset: p.preset, board: p.board, turn: p.turn });
    state.solvedBefore = state.progress.solved.includes(p.id);
    state.at = 0;
    state.hints = 0;
    state.phase = "play";
    state.captured = [];
    state.said = null;
    state.focus = focus ? "title" : null;
    render();
    show();
  }

  /** The reader picked `action` on the board. @param {string} action */
  async function play(action) {
    const game = state.game;
    if (state.phase !== "play" || !game) return;
    const p = puzzle();
    const played = playAction(game, action, state.captured);
    if ("refused" in played) {
      const why = refusalOf(played.refused);
      say("miss", why);
      render();
      return;
    }
    const { report, facts } = played;
    if (!facts) {
      await show({ report });
      return;
    }
    if (facts.token !== p.solution[state.at]) {
      state.phase = "missed";
      say("miss", missOf(p, facts.captured, facts.side), { key: "learn.tryAgain" });
      state.focus = "retry";
      render();
      await show({ report, interactive: false });
      return;
    }
    state.at += 1;
    state.hints = 0;
    if (state.at >= p.solution.length) {
      await show({ report, interactive: false });
      solved(p);
      return;
    }
    const mine = state.generation;
    render();
    await show({ report, interactive: false });
    await pause();
    if (stale(mine)) return;
    const reply = p.solution[state.at];
    const answer = game.playTurn(reply);
    state.at += 1;
    say("info", { key: "puzzle.goodReply", params: { side: other(game.state().turn), turn: reply } });
    render();
    await show({ report: answer });
  }

  /** Why the turn played is not the solution, from what it did.
   * @param {import("./puzzle-book.js").Puzzle} p @param {string[]} taken @param {string} side
   * @returns {import("./feedback.js").Words} */
  function missOf(p, taken, side) {
    if (p.kind === "capture") return { key: "puzzle.miss.capture", params: { count: taken.length, goal: p.goal } };
    if (p.kind === "save") return { key: "puzzle.miss.save", params: { side: other(side) } };
    return { key: "puzzle.miss.win" };
  }

  /** @param {import("./puzzle-book.js").Puzzle} p */
  function solved(p) {
    state.phase = "solved";
    const first = !state.progress.solved.includes(p.id);
    state.progress = mark(state.progress, p.id, "solved");
    writeProgress(storage, state.progress);
    say("ok", { key: first ? "puzzle.solved" : "puzzle.solvedAgain" });
    state.focus = "next";
    render();
  }

  /** First the stone to move, then the whole turn. */
  function hint() {
    const game = state.game;
    if (state.phase !== "play" || !game) return;
    const token = puzzle().solution[state.at];
    const cells = turnCells(game, token);
    state.hints += 1;
    if (state.hints === 1) say("info", { key: "puzzle.hint1", params: { cell: cells[0] } });
    else say("info", { key: "puzzle.hint2", params: { turn: token } });
    render();
    show({ mark: state.hints === 1 ? cells.slice(0, 1) : cells });
  }

  /** Plays the whole solution from the start, turn by turn. */
  async function showSolution() {
    const p = puzzle();
    open(state.index, false);
    state.phase = "showing";
    const mine = state.generation;
    if (!state.progress.solved.includes(p.id)) {
      state.progress = mark(state.progress, p.id, "seen");
      writeProgress(storage, state.progress);
    }
    say("info", { key: "puzzle.showing", params: { turns: p.solution.join(" ") } });
    render();
    for (const token of p.solution) {
      await pause();
      if (stale(mine) || !state.game) return;
      await show({ report: state.game.playTurn(token), interactive: false });
    }
    state.phase = "missed";
    state.focus = "retry";
    render();
  }

  return {
    open,
    play,
    hint,
    showSolution,
    destroy() {
      destroyed = true;
      state.generation += 1;
      state.game?.free();
      state.game = null;
    },
  };
}
