// The review's data and the only code that writes it. A review keeps its data in the app's
// state, in a corner of its own: `state.gameReview` (the review under way or shown, and the
// position being practised) and `state.boardOverride` (what the board shows instead of the
// game). The functions below are the review's named transitions, the one writer of both
// (tests/unit/state-writers.test.js holds every file to its fields); review.js and
// practice.js call them, and review-view.js draws the result. The derived views at the end
// are pure.

import { highlightOf } from "../shared/board-words.js";

/** @typedef {import("../app/state.js").AppState} AppState */
/** @typedef {import("./review.js").ReviewRun} ReviewRun */
/** @typedef {import("./practice.js").Practice} Practice */
/** @typedef {NonNullable<AppState["boardOverride"]>} BoardOverride */

/** The classes the practice and the jumps go through, and those a record's mark stands for. */
export const CLASSES = /** @type {const} */ (["inaccuracy", "mistake", "blunder"]);

// ---- The review ----

/** Whether `error` is a cancelled request's (an AbortError). @param {unknown} error */
export const aborted = (error) => typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";

/** A review of the game's `turns` (their tokens) begins; one under way is replaced.
 * @param {AppState} state @param {string[]} turns @returns {ReviewRun} */
export function started(state, turns) {
  state.gameReview = { status: "running", progress: null, result: null, error: null, turns, better: false, practice: null };
  return state.gameReview;
}

/** @param {ReviewRun} analysis @param {import("./review-client.js").Progress} progress */
export function progressed(analysis, progress) {
  analysis.progress = progress;
}

/** @param {ReviewRun} analysis @param {import("../pkg/seega.js").GameReview} result */
export function finished(analysis, result) {
  analysis.status = "done";
  analysis.result = result;
}

/** The review failed; one cancelled is gone. @param {AppState} state @param {ReviewRun} analysis
 * @param {unknown} error */
export function failed(state, analysis, error) {
  if (aborted(error)) state.gameReview = null;
  else Object.assign(analysis, { status: "failed", error });
}

/** The review is closed (or cancelled): the game is shown again. @param {AppState} state */
export function closed(state) {
  state.gameReview = null;
  state.boardOverride = null;
}

/** The board shows the engine's better turn, or the turn played again. @param {AppState} state */
export function betterToggled(state) {
  if (state.gameReview) state.gameReview.better = !state.gameReview.better;
}

// ---- The practice ----

/** The position before turn `n`, to be played again by `side`. @param {AppState} state
 * @param {number} n @param {"black" | "white"} side */
export function practiceStarted(state, n, side) {
  if (state.gameReview) state.gameReview.practice = { turn: n, side, status: "try", judged: null, answer: null, error: null };
}

/** @param {AppState} state */
export function practiceStopped(state) {
  if (state.gameReview) state.gameReview.practice = null;
}

/** An action the engine refused (`error`), or one it took (null). @param {Practice} practice
 * @param {unknown} [error] */
export function practiceActed(practice, error = null) {
  practice.error = error;
}

/** A whole turn was played: it goes to the judge. @param {Practice} practice @param {string} answer */
export function practiceAnswered(practice, answer) {
  Object.assign(practice, { status: "judging", answer });
}

/** The engine's judgement: good when it gives away less than an inaccuracy does.
 * @param {Practice} practice @param {import("../pkg/seega.js").TurnReview} judged */
export function practiceJudged(practice, judged) {
  Object.assign(practice, { status: judged.class === null ? "good" : "again", judged });
}

/** @param {Practice} practice @param {unknown} error */
export function practiceFailed(practice, error) {
  Object.assign(practice, { status: "failed", error });
}

/** The answer taken back, to try again. @param {Practice} practice */
export function practiceRetried(practice) {
  Object.assign(practice, { status: "try", judged: null, answer: null, error: null });
}

/** The engine's turn shown. @param {Practice} practice */
export function practiceRevealed(practice) {
  Object.assign(practice, { status: "revealed", error: null });
}

/** What the board shows for the review, decided before the view draws.
 * @param {AppState} state @param {BoardOverride | null} board */
export function boardDerived(state, board) {
  state.boardOverride = board;
}

// ---- Derived views (pure) ----

/** Whether the review still matches the game (its turns are the game's first turns).
 * @param {ReviewRun | null} analysis @param {string[]} tokens the game's turns now */
export function isCurrent(analysis, tokens) {
  return Boolean(analysis) && /** @type {ReviewRun} */ (analysis).turns.every((token, i) => tokens[i] === token);
}

/** The turn shown (1-based), when a finished review that matches the game covers it.
 * @param {ReviewRun | null} analysis @param {{ review: number | null, tokens: string[] }} game */
export function shownTurn(analysis, { review, tokens }) {
  if (analysis?.status !== "done" || !analysis.result || !isCurrent(analysis, tokens)) return null;
  const n = review ?? tokens.length;
  return n >= 1 && n <= analysis.result.turns.length ? n : null;
}

/** The classed turns (1-based), in order; `minimum` the mildest class.
 * @param {import("../pkg/seega.js").GameReview | null | undefined} result @param {(typeof CLASSES)[number]} [minimum] */
export function classed(result, minimum = "inaccuracy") {
  if (!result) return [];
  const from = CLASSES.indexOf(minimum);
  return result.turns.flatMap((turn, i) => (turn.class && CLASSES.indexOf(turn.class) >= from ? [i + 1] : []));
}

/** What the board shows for the review: the practice's position while one is practised, the
 * engine's better turn (its stones to place or its move, marked on the position before the
 * turn) while asked for, else the game (null).
 * @param {ReviewRun | null} analysis @param {number | null} shown the turn shown (shownTurn)
 * @param {{ practice: () => BoardOverride | null, positionBefore: (n: number) => string, caption: (n: number, best: string) => string }} facts
 * @returns {BoardOverride | null} */
export function reviewBoard(analysis, shown, facts) {
  if (!analysis) return null;
  if (analysis.practice) return facts.practice();
  const turn = shown === null ? null : analysis.result?.turns[shown - 1];
  if (!analysis.better || shown === null || !turn?.better || turn.isBest) return null;
  return {
    board: facts.positionBefore(shown),
    legal: [],
    highlight: /** @type {import("../app/state.js").Highlight} */ (highlightOf(turn.better, turn.side)),
    interactive: false,
    caption: facts.caption(shown, turn.best),
  };
}
