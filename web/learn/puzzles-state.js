// The puzzles' data: the collection, which puzzle is open, how far into its solution the game
// is, what the reader has been told and what is remembered. The one mutable object of the
// puzzles: puzzles-controller.js changes it, puzzles-view.js draws it.

/** @typedef {import("./puzzle-book.js").Puzzle} Puzzle */

/** @param {{ puzzles: Puzzle[], daily: number, progress: import("./puzzle-book.js").Progress }} start */
export function createPuzzlesState({ puzzles, daily, progress }) {
  return {
    puzzles,
    /** The puzzle of the day's index. */
    daily,
    progress,
    index: daily,
    /** The position of the open puzzle, as played so far. @type {import("../pkg/rules/seega.js").Game | null} */
    game: null,
    /** Whether the open puzzle had been solved before it was opened. */
    solvedBefore: false,
    /** How far into the solution the game is (the next token to play). */
    at: 0,
    /** Hints given for the turn awaited: the first names the stone, the second the turn. */
    hints: 0,
    /** @type {"play" | "missed" | "solved" | "showing"} */
    phase: "play",
    /** The stones the turn under way has taken so far. @type {string[]} */
    captured: [],
    /** Counts the puzzles opened, so that an answer on its way for another one stops. */
    generation: 0,
    /** What the feedback line says. @type {import("./feedback.js").Said | null} */
    said: null,
    /** What the view should focus after drawing, once. @type {"title" | "retry" | "next" | null} */
    focus: null,
  };
}

/** @typedef {ReturnType<typeof createPuzzlesState>} PuzzlesState */
