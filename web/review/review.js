// The game's review, loaded when a player first asks for one: every turn analysed by the
// engine in a worker (review-client.js), then a graph of who was ahead, each side's accuracy,
// the turns classed as inaccuracies, mistakes and blunders, the engine's better turn on the
// board, and the player's mistakes to practise again (practice.js). The review's classes,
// comments and better lines are written into the game's record (the engine's annotations).
//
// The review's data lives in its own corner of the app's state (`state.analysis`,
// `state.boardOverride`), written only by its transitions (review-state.js); the view draws
// it (review-view.js). Words: words.js.

import { linkStylesheet } from "../shared/dom.js";
import { need } from "../shared/engine.js";
import { createReviewClient } from "./review-client.js";
import { createPractice, practiceOrder } from "./practice.js";
import { computerSide, friendSide } from "../shared/settings.js";
import { createReviewView } from "./review-view.js";
import * as review from "./review-state.js";
import { CLASSES, classed, isCurrent, reviewBoard, shownTurn } from "./review-state.js";
import { loadReviewWords } from "./words.js";
import { commentWords } from "./turn-words.js";
import { valueInStones } from "../shared/stones.js";

/** @typedef {import("../pkg/seega.js").GameReview} GameReview */
/** @typedef {import("../pkg/seega.js").TurnReview} TurnReview */
/** @typedef {import("./review-client.js").Progress} Progress */
/** @typedef {import("./practice.js").Practice} Practice */
/**
 * A review under way or shown.
 * @typedef {object} Analysis
 * @property {"running" | "done" | "failed"} status
 * @property {Progress | null} progress how far a review under way has come
 * @property {GameReview | null} result
 * @property {any} error why it failed
 * @property {string[]} turns the turns reviewed, as tokens
 * @property {boolean} better whether the board shows the engine's better turn
 * @property {Practice | null} practice a position being practised
 */

/**
 * @param {{ state: import("../app/state.js").AppState, tr: import("../i18n/i18n.js").Translator,
 *   slot: HTMLElement, heading: number, render: () => void, goTo: (n: number) => void, leave: () => void,
 *   annotate: (record: string) => void,
 *   errorText: (error: any) => string, sideName: (side: string) => string }} app
 */
export async function createReview(app) {
  const { state, tr, render } = app;
  await Promise.all([loadReviewWords(tr.lang), linkStylesheet(app.slot, new URL("./review.css", import.meta.url).href, "seega-review")]);
  const { t } = tr;
  const client = createReviewClient(() => need("whole"));
  const practice = createPractice({ state, tr, client, render, errorText: app.errorText, sideName: app.sideName });

  /** The tokens of the game's turns now. */
  const tokens = () => state.turns.map((turn) => turn.turn);

  /** Whether the review still matches the game (its turns are the game's first turns). */
  const current = () => isCurrent(state.analysis, tokens());

  /** Starts a review of the game as it is; one under way is replaced. */
  function start() {
    if (!state.game || state.destroyed) return;
    const game = state.game;
    const record = game.record();
    const analysis = review.started(state, tokens());
    render();
    view.bringIntoView("section");
    client
      .run(record, (progress) => {
        if (state.analysis !== analysis) return;
        review.progressed(analysis, progress);
        view.drawProgress(analysis);
      })
      .then(
        (result) => {
          if (state.analysis !== analysis || state.game !== game) return;
          review.finished(analysis, result);
          view.announce(summaryWords(result));
          render();
          view.bringIntoView("overview");
          // The classes go into the game's record, written by the whole engine in the worker.
          const notes = notesOf(result);
          if (notes.length) client.annotate(record, notes).then((annotated) => state.analysis === analysis && app.annotate(annotated), () => {});
        },
        (error) => {
          if (state.analysis !== analysis) return;
          review.failed(state, analysis, error);
          render();
        },
      );
  }

  /** The review's notes for the record: each classed turn's mark, a comment, and the
   * engine's better line from the position before it. @param {GameReview} result */
  function notesOf(result) {
    return result.turns.flatMap((turn, i) =>
      turn.class
        ? [{ turn: i, annotation: { mark: turn.class, comment: commentOf(turn), line: [turn.best, ...turn.line] } }]
        : [],
    );
  }

  /** What a classed turn gave away, for the record (its mark names the class, its line the
   * better turn). @param {TurnReview} turn */
  function commentOf(turn) {
    return commentWords(t, turn);
  }

  /** Hundredths of a stone as stones, one decimal (a position's value). */
  const stones = valueInStones;

  /** "White: 2 mistakes, 1 blunder, accuracy 87%." for both sides. @param {GameReview} result */
  function summaryWords(result) {
    return /** @type {const} */ (["black", "white"]).map((side) => sideSummary(result, side)).join(" ");
  }

  /** @param {GameReview} result @param {"black" | "white"} side */
  function sideSummary(result, side) {
    const s = result.sides[side];
    const counts = CLASSES.map((c) => ({ c, n: s[`${c === "inaccuracy" ? "inaccuracies" : `${c}s`}`] })).filter(({ n }) => n > 0);
    const parts = counts.map(({ c, n }) => t(`analysis.count.${c}`, { count: n }));
    const accuracy = s.accuracy === null ? t("analysis.noTurns") : t("analysis.accuracy", { value: Math.round(s.accuracy) });
    const list = parts.length ? tr.list(parts) : t("analysis.clean");
    return t("analysis.sideSummary", { side: app.sideName(side), list, accuracy });
  }

  /** The turn shown (1-based), when the review covers it. */
  const shown = () => shownTurn(state.analysis, { review: state.review, tokens: tokens() });

  /** The classed turns (1-based) of the review, for the jumps. @param {(typeof CLASSES)[number]} [minimum] */
  const classedTurns = (minimum) => classed(state.analysis?.result, minimum);

  /** The mistakes' positions in the order the practice offers them (practice.js). */
  function practised() {
    const turns = state.analysis?.result?.turns ?? [];
    return practiceOrder(classedTurns("mistake"), (n) => turns[n - 1]?.side, computerSide(state.settings) ?? friendSide(state.settings));
  }

  /** Leaves the position practised, back to the review at the turn practised (the mistake
   * itself, with its note and its better turn). */
  function backToReview() {
    const n = state.analysis?.practice?.turn;
    practice.stop();
    if (n) app.goTo(n);
  }

  /** Goes to the next (or previous) classed turn. @param {1 | -1} direction */
  function jump(direction) {
    const at = state.review ?? state.turns.length;
    const list = classedTurns();
    const next = direction > 0 ? list.find((n) => n > at) : list.findLast((n) => n < at);
    if (next !== undefined) app.goTo(next);
    view.bringIntoView("step");
  }

  const view = createReviewView(app.slot, app.heading, tr, {
    start,
    cancel() {
      client.cancel();
      review.closed(state);
      render();
    },
    close() {
      client.cancel();
      practice.stop();
      review.closed(state);
      render();
    },
    goTo: app.goTo,
    jump,
    toggleBetter() {
      if (!state.analysis) return;
      review.betterToggled(state);
      render();
      view.bringIntoView("turn");
    },
    practise(n) {
      practice.start(n ?? practised()[0]);
      view.bringIntoView("practice");
    },
    practiseNext() {
      const order = practised();
      const next = order[order.indexOf(state.analysis?.practice?.turn ?? 0) + 1];
      if (next) practice.start(next);
      else backToReview();
      view.bringIntoView(next ? "practice" : "section");
    },
    stopPractice: backToReview,
    retry: () => practice.retry(),
    reveal: () => practice.reveal(),
  }, { sideName: app.sideName, errorText: app.errorText, sideSummary, stones, classed: classedTurns, practised });
  view.onEndChain(() => practice.endChain());

  /** What the board shows for the review, decided before the view draws. */
  function derive() {
    const board = reviewBoard(state.analysis, shown(), {
      practice: practice.board,
      positionBefore: (n) => state.game.positionAfter(n - 1),
      caption: (n, best) => t("analysis.betterCaption", { turn: n, best }),
    });
    review.boardDerived(state, board);
  }

  return {
    start,
    derive,
    /** Draws the review's section (after the view has drawn the rest). */
    render() {
      if (!state.analysis && client.busy) client.cancel();
      view.draw(state.analysis, { current: current(), shown: shown(), review: state.review, count: state.turns.length, canEndChain: practice.canEndChain() });
    },
    /** The banner's way back: from a practice to the review at the turn practised; from the
     * better turn or a turn reviewed, to the game (the better turn put away). */
    leave() {
      if (state.analysis?.practice) return backToReview();
      if (state.analysis?.better) review.betterToggled(state);
      app.leave();
    },
    destroy() {
      client.destroy();
      practice.stop();
      view.destroy();
    },
  };
}
