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
 * @property {any} error an action the engine refused, or a judgement that failed
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

/**
 * @param {{ state: import("../app/state.js").AppState, tr: import("../i18n/i18n.js").Translator,
 *   client: import("./review-client.js").ReviewClient, render: () => void,
 *   errorText: (error: any) => string, sideName: (side: string) => string }} app
 */
export function createPractice({ state, tr, client, render, sideName }) {
  const { t } = tr;
  /** The engine's game at the position practised. @type {any} */
  let game = null;
  /** That position's record, for the judge, and the game's, whose review the judge agrees with. */
  let record = "";
  let wholeRecord = "";
  let highlight = NO_HIGHLIGHT;

  const practice = () => state.analysis?.practice ?? null;

  /** Takes the copy back to the position before turn `n`: the turn under way, then whole turns. */
  function rewind(n) {
    while (game && (game.state().turns.length > n - 1 || game.state().pending.length > 0)) if (!game.undo()) break;
  }

  /** Frees the copy of the game. */
  function drop() {
    game?.free();
    game = null;
    highlight = NO_HIGHLIGHT;
  }

  return {
    /** Sets the position before turn `n` of the game as a puzzle. @param {number | undefined} n */
    start(n) {
      const analysis = state.analysis;
      const reviewed = n === undefined ? null : analysis?.result?.turns[n - 1];
      if (!analysis || !reviewed || !state.game) return;
      drop();
      game = state.game.clone();
      rewind(n);
      record = game.record();
      wholeRecord = state.game.record();
      review.practiceStarted(state, n, reviewed.side);
      render();
    },
    stop() {
      drop();
      review.practiceStopped(state);
      render();
    },
    /** Takes the answer back to try again. */
    retry() {
      const p = practice();
      if (!p || !game) return;
      client.cancel();
      rewind(p.turn);
      review.practiceRetried(p);
      highlight = NO_HIGHLIGHT;
      render();
    },
    /** Shows the engine's turn in the position. */
    reveal() {
      const p = practice();
      const reviewed = p && state.analysis?.result?.turns[p.turn - 1];
      if (!p || !game || !reviewed) return;
      client.cancel();
      rewind(p.turn);
      highlight = reviewed.better ? highlightOf(reviewed.better, reviewed.side) : NO_HIGHLIGHT;
      review.practiceRevealed(p);
      render();
    },
    /** What the board shows while practising. */
    board() {
      const p = practice();
      if (!p || !game) return null;
      const playing = p.status === "try";
      const snapshot = game.state();
      return {
        board: game.board(),
        legal: playing ? game.legalActions() : [],
        highlight,
        interactive: playing,
        onAction: (action) => act(action),
        caption: t("analysis.practiceCaption", { turn: p.turn, side: sideName(p.side) }),
        // The position's own facts, for the players' cards and the status line.
        position: { snapshot, legal: snapshot.outcome ? [] : game.legalActions() },
      };
    },
    /** Whether the answer under way can stop its capture chain. */
    canEndChain() {
      return practice()?.status === "try" && Boolean(game?.legalActions().includes("end"));
    },
    endChain: () => act("end"),
  };

  /** Plays the player's action on the copy; a whole turn goes to the judge. @param {string} action */
  function act(action) {
    const p = practice();
    if (!p || !game || p.status !== "try") return;
    let report;
    try {
      report = game.play(action);
    } catch (error) {
      review.practiceActed(p, error);
      render();
      return;
    }
    review.practiceActed(p);
    highlight = { ...highlightOf(report), captured: report.captured };
    if (report.turnEnded) {
      const history = game.history();
      // The answer is marked whole: both stones of a placement turn.
      highlight = { ...highlight, cells: [...new Set([...turnHighlight(history[history.length - 1]).cells, ...highlight.cells])] };
      const answer = history[history.length - 1].turn;
      review.practiceAnswered(p, answer);
      const asked = p;
      client.judge(record, answer, wholeRecord).then(
        (judged) => {
          if (practice() !== asked || asked.answer !== answer) return;
          review.practiceJudged(asked, judged);
          render();
        },
        (error) => {
          if (practice() !== asked || error?.name === "AbortError") return;
          review.practiceFailed(asked, error);
          render();
        },
      );
    }
    render();
  }
}
