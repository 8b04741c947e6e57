// Learning from mistakes: a position where a player went wrong, set as a puzzle ("find a
// better turn"). The player plays a turn on a copy of the game at that position; the engine
// judges it in the review's worker as the review judged the turn played there, and the
// answer is good when it gives away less than an inaccuracy does. The player may try again,
// see the engine's turn, or go on to the next mistake.

import { NO_HIGHLIGHT, highlightOf, turnHighlight } from "../shared/board-words.js";
import * as review from "./review-state.js";

/**
 * A position being practised.
 * @typedef {object} Practice
 * @property {number} turn the turn of the game (1-based) whose position comes before it
 * @property {"black" | "white"} side who is to find the turn
 * @property {"try" | "judging" | "good" | "again" | "revealed" | "failed"} status
 * @property {import("../pkg/seega.js").TurnReview | null} judged the engine's judgement of the answer
 * @property {string | null} answer the turn the player played
 * @property {unknown} error an action the engine refused, or a judgement that failed
 */

/**
 * The positions to practise, in order: the player's own mistakes first (those of the side they
 * play against the computer or a friend), then the other side's; between two players on one
 * device, all in the game's order.
 * @param {number[]} turns the turns (1-based) classed as mistakes or worse, in order
 * @param {(n: number) => string | undefined} sideOf who played turn `n`
 * @param {string | null} away the side played elsewhere (the computer's or the friend's), if any
 */
export function practiceOrder(turns, sideOf, away) {
  if (!away) return turns;
  return [...turns.filter((n) => sideOf(n) !== away), ...turns.filter((n) => sideOf(n) === away)];
}

/** @typedef {import("../app/state.js").AppState} AppState */
/** @typedef {NonNullable<AppState["game"]>} Game */
/** @typedef {import("../app/state.js").Highlight} Highlight */

/**
 * A practice's own state beside the app's (whose `analysis.practice` says what is practised):
 * the copy of the game at the position practised, the records the judge is given and the
 * marks on the board. Its functions below are the practice's behaviour; createPractice wires them.
 * @typedef {object} PracticeCore
 * @property {AppState} state the app's state (read; written through review-state.js)
 * @property {import("../i18n/i18n.js").Translator["t"]} t
 * @property {import("./review-client.js").ReviewClient} client the judge
 * @property {() => void} render
 * @property {(side: string) => string} sideName
 * @property {Game | null} game the engine's game at the position practised
 * @property {string} record that position's record, for the judge
 * @property {string} wholeRecord the game's, whose review the judge agrees with
 * @property {Highlight} highlight the board's marks
 */

/** The position practised, if any. @param {PracticeCore} core */
const practiceOf = (core) => core.state.gameReview?.practice ?? null;

/** Takes the copy back to the position before turn `n`: the turn under way, then whole turns.
 * @param {PracticeCore} core @param {number} n */
function rewind(core, n) {
  const game = core.game;
  while (game && (game.state().turns.length > n - 1 || game.state().pending.length > 0)) if (!game.undo()) break;
}

/** Frees the copy of the game. @param {PracticeCore} core */
function drop(core) {
  core.game?.free();
  core.game = null;
  core.highlight = NO_HIGHLIGHT;
}

/** Sets the position before turn `n` of the game as a puzzle. @param {PracticeCore} core @param {number | undefined} n */
export function startPractice(core, n) {
  const { state } = core;
  const analysis = state.gameReview;
  const reviewed = n === undefined ? null : analysis?.result?.turns[n - 1];
  if (!analysis || !reviewed || !state.game || n === undefined) return;
  drop(core);
  const game = state.game.clone();
  core.game = game;
  rewind(core, n);
  core.record = game.record();
  core.wholeRecord = state.game.record();
  review.practiceStarted(core.state, n, reviewed.side);
  core.render();
}

/** Leaves the position practised. @param {PracticeCore} core */
export function stopPractice(core) {
  drop(core);
  review.practiceStopped(core.state);
  core.render();
}

/** Takes the answer back to try again. @param {PracticeCore} core */
export function retryPractice(core) {
  const p = practiceOf(core);
  if (!p || !core.game) return;
  core.client.cancel();
  rewind(core, p.turn);
  review.practiceRetried(p);
  core.highlight = NO_HIGHLIGHT;
  core.render();
}

/** Shows the engine's turn in the position. @param {PracticeCore} core */
export function revealPractice(core) {
  const p = practiceOf(core);
  const reviewed = p && core.state.gameReview?.result?.turns[p.turn - 1];
  if (!p || !core.game || !reviewed) return;
  core.client.cancel();
  rewind(core, p.turn);
  core.highlight = reviewed.better ? /** @type {Highlight} */ (highlightOf(reviewed.better, reviewed.side)) : NO_HIGHLIGHT;
  review.practiceRevealed(p);
  core.render();
}

/** What the board shows while practising. @param {PracticeCore} core
 * @returns {import("./review-state.js").BoardOverride | null} */
export function practiceBoard(core) {
  const p = practiceOf(core);
  const game = core.game;
  if (!p || !game) return null;
  const playing = p.status === "try";
  const snapshot = game.state();
  return {
    board: game.board(),
    legal: playing ? game.legalActions() : [],
    highlight: core.highlight,
    interactive: playing,
    onAction: (action) => practiceAct(core, action),
    caption: core.t("analysis.practiceCaption", { turn: p.turn, side: core.sideName(p.side) }),
    // The position's own facts, for the players' cards and the status line.
    position: { snapshot, legal: snapshot.outcome ? [] : game.legalActions() },
  };
}

/** Whether the answer under way can stop its capture chain. @param {PracticeCore} core */
export function canEndChain(core) {
  return practiceOf(core)?.status === "try" && Boolean(core.game?.legalActions().includes("end"));
}

/** Plays the player's action on the copy; a whole turn goes to the judge.
 * @param {PracticeCore} core @param {string} action */
export function practiceAct(core, action) {
  const p = practiceOf(core);
  const game = core.game;
  if (!p || !game || p.status !== "try") return;
  let report;
  try {
    report = game.play(action);
  } catch (error) {
    review.practiceActed(p, error);
    core.render();
    return;
  }
  review.practiceActed(p);
  core.highlight = /** @type {Highlight} */ ({ ...highlightOf(report), captured: report.captured });
  if (report.turnEnded) {
    const history = game.history();
    const last = history[history.length - 1];
    // The answer is marked whole: both stones of a placement turn.
    core.highlight = { ...core.highlight, cells: [...new Set([...turnHighlight(last).cells, ...core.highlight.cells])] };
    review.practiceAnswered(p, last.turn);
    judge(core, p, last.turn);
  }
  core.render();
}

/** Asks the judge about `answer`; its word is kept while the same answer waits for it.
 * @param {PracticeCore} core @param {Practice} asked @param {string} answer */
function judge(core, asked, answer) {
  core.client.judge(core.record, answer, core.wholeRecord).then(
    (judged) => {
      if (practiceOf(core) !== asked || asked.answer !== answer) return;
      review.practiceJudged(asked, judged);
      core.render();
    },
    (error) => {
      if (practiceOf(core) !== asked || review.aborted(error)) return;
      review.practiceFailed(asked, error);
      core.render();
    },
  );
}

/**
 * @param {{ state: AppState, tr: import("../i18n/i18n.js").Translator,
 *   client: import("./review-client.js").ReviewClient, render: () => void,
 *   sideName: (side: string) => string }} app
 */
export function createPractice({ state, tr, client, render, sideName }) {
  /** @type {PracticeCore} */
  const core = { state, t: tr.t, client, render, sideName, game: null, record: "", wholeRecord: "", highlight: NO_HIGHLIGHT };
  return {
    /** @param {number | undefined} n */
    start: (n) => startPractice(core, n),
    stop: () => stopPractice(core),
    retry: () => retryPractice(core),
    reveal: () => revealPractice(core),
    board: () => practiceBoard(core),
    canEndChain: () => canEndChain(core),
    endChain: () => practiceAct(core, "end"),
  };
}
