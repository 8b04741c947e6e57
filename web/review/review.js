// The game's review, loaded when a player first asks for one: every turn analysed by the
// engine in a worker (review-client.js), then a graph of who was ahead, each side's accuracy,
// the turns classed as inaccuracies, mistakes and blunders, the engine's better turn on the
// board, and the player's mistakes to practise again (practice.js). The review's classes,
// comments and better lines are written into the game's record (the engine's annotations).
//
// The review's data lives in its own corner of the app's state (`state.gameReview`,
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

/** @typedef {import("../app/state.js").AppState} AppState */

/** @typedef {import("../pkg/seega.js").GameReview} GameReview */
/** @typedef {import("../pkg/seega.js").TurnReview} TurnReview */
/** @typedef {import("./review-client.js").Progress} Progress */
/** @typedef {import("./practice.js").Practice} Practice */
/**
 * A review under way or shown.
 * @typedef {object} ReviewRun
 * @property {"running" | "done" | "failed"} status
 * @property {Progress | null} progress how far a review under way has come
 * @property {GameReview | null} result
 * @property {unknown} error why it failed
 * @property {string[]} turns the turns reviewed, as tokens
 * @property {boolean} better whether the board shows the engine's better turn
 * @property {Practice | null} practice a position being practised
 */

/**
 * What the review's functions work with: the app's state (read; written through
 * review-state.js), its words, the worker's client, the practice and the view, and the app's
 * ways to draw and to move through the game.
 * @typedef {object} ReviewCore
 * @property {AppState} state
 * @property {Words} words
 * @property {import("./review-client.js").ReviewClient} client
 * @property {ReturnType<typeof createPractice>} practice
 * @property {ReviewView} view
 * @property {() => void} render
 * @property {(n: number) => void} goTo
 * @property {() => void} leave
 * @property {(record: string) => void} annotate
 */
/** @typedef {ReturnType<typeof createReviewView>} ReviewView */
/** The words the review writes with.
 * @typedef {{ t: import("../i18n/i18n.js").Translator["t"], list: (items: string[]) => string, sideName: (side: string) => string }} Words */

/** The tokens of the game's turns now. @param {AppState} state */
const tokens = (state) => state.turns.map((turn) => turn.turn);

/** Whether the review still matches the game (its turns are the game's first turns). @param {AppState} state */
export const current = (state) => isCurrent(state.gameReview, tokens(state));

/** Starts a review of the game as it is; one under way is replaced. @param {ReviewCore} core */
export function startReview(core) {
  const { state, client, view } = core;
  if (!state.game || state.destroyed) return;
  const game = state.game;
  const record = game.record();
  const analysis = review.started(state, tokens(state));
  core.render();
  view.bringIntoView("section");
  client
    .run(record, (progress) => {
      if (state.gameReview !== analysis) return;
      review.progressed(analysis, progress);
      view.drawProgress(analysis);
    })
    .then(
      (result) => {
        if (state.gameReview !== analysis || state.game !== game) return;
        review.finished(analysis, result);
        view.announce(summaryWords(core.words, result));
        core.render();
        view.bringIntoView("overview");
        // The classes go into the game's record, written by the whole engine in the worker.
        const notes = notesOf(core.words.t, result);
        if (notes.length) client.annotate(record, notes).then((annotated) => state.gameReview === analysis && core.annotate(annotated), () => {});
      },
      (error) => {
        if (state.gameReview !== analysis) return;
        review.failed(state, analysis, error);
        core.render();
      },
    );
}

/** The review's notes for the record: each classed turn's mark, a comment (what it gave
 * away), and the engine's better line from the position before it.
 * @param {Words["t"]} t @param {GameReview} result */
export function notesOf(t, result) {
  return result.turns.flatMap((turn, i) =>
    turn.class ? [{ turn: i, annotation: { mark: turn.class, comment: commentWords(t, turn), line: [turn.best, ...turn.line] } }] : [],
  );
}

/** "White: 2 mistakes, 1 blunder, accuracy 87%." for both sides. @param {Words} words @param {GameReview} result */
export function summaryWords(words, result) {
  return /** @type {const} */ (["black", "white"]).map((side) => sideSummary(words, result, side)).join(" ");
}

/** The count of each class a side played, as the summary names them. */
const COUNTED = /** @type {const} */ ({ inaccuracy: "inaccuracies", mistake: "mistakes", blunder: "blunders" });

/** One side's summary. @param {Words} words @param {GameReview} result @param {"black" | "white"} side */
export function sideSummary({ t, list, sideName }, result, side) {
  const s = result.sides[side];
  const counts = CLASSES.map((c) => ({ c, n: s[COUNTED[c]] })).filter(({ n }) => n > 0);
  const parts = counts.map(({ c, n }) => t(`analysis.count.${c}`, { count: n }));
  const accuracy = s.accuracy === null ? t("analysis.noTurns") : t("analysis.accuracy", { value: Math.round(s.accuracy) });
  return t("analysis.sideSummary", { side: sideName(side), list: parts.length ? list(parts) : t("analysis.clean"), accuracy });
}

/** The turn shown (1-based), when the review covers it. @param {AppState} state */
export const shown = (state) => shownTurn(state.gameReview, { review: state.review, tokens: tokens(state) });

/** The mistakes' positions in the order the practice offers them (practice.js). @param {AppState} state */
export function practised(state) {
  const turns = state.gameReview?.result?.turns ?? [];
  return practiceOrder(classed(state.gameReview?.result, "mistake"), (n) => turns[n - 1]?.side, computerSide(state.settings) ?? friendSide(state.settings));
}

/** Leaves the position practised, back to the review at the turn practised (the mistake
 * itself, with its note and its better turn). @param {ReviewCore} core */
export function backToReview(core) {
  const n = core.state.gameReview?.practice?.turn;
  core.practice.stop();
  if (n) core.goTo(n);
}

/** Goes to the next (or previous) classed turn. @param {ReviewCore} core @param {1 | -1} direction */
export function jump(core, direction) {
  const { state } = core;
  const at = state.review ?? state.turns.length;
  const list = classed(state.gameReview?.result);
  const next = direction > 0 ? list.find((n) => n > at) : list.findLast((n) => n < at);
  if (next !== undefined) core.goTo(next);
  core.view.bringIntoView("step");
}

/** The next mistake's position to practise, or back to the review after the last.
 * @param {ReviewCore} core */
export function practiseNext(core) {
  const order = practised(core.state);
  const next = order[order.indexOf(core.state.gameReview?.practice?.turn ?? 0) + 1];
  if (next) core.practice.start(next);
  else backToReview(core);
  core.view.bringIntoView(next ? "practice" : "section");
}

/** Stops the review under way, or (`close`) puts the one shown away with its practice: the
 * game is shown again. @param {ReviewCore} core @param {{ close?: boolean }} [how] */
export function closeReview(core, { close = false } = {}) {
  core.client.cancel();
  if (close) core.practice.stop();
  review.closed(core.state);
  core.render();
}

/** What the board shows for the review, decided before the view draws. @param {ReviewCore} core */
export function deriveBoard(core) {
  const { state } = core;
  const board = reviewBoard(state.gameReview, shown(state), {
    practice: core.practice.board,
    positionBefore: (n) => /** @type {NonNullable<AppState["game"]>} */ (state.game).positionAfter(n - 1),
    caption: (n, best) => core.words.t("analysis.betterCaption", { turn: n, best }),
  });
  review.boardDerived(state, board);
}

/** Draws the review's section (after the view has drawn the rest). @param {ReviewCore} core */
export function drawReview(core) {
  const { state, client } = core;
  if (!state.gameReview && client.busy) client.cancel();
  core.view.draw(state.gameReview, { current: current(state), shown: shown(state), review: state.review, count: state.turns.length, canEndChain: core.practice.canEndChain() });
}

/** The banner's way back: from a practice to the review at the turn practised; from the
 * better turn or a turn reviewed, to the game (the better turn put away). @param {ReviewCore} core */
export function leaveReview(core) {
  if (core.state.gameReview?.practice) return backToReview(core);
  if (core.state.gameReview?.better) review.betterToggled(core.state);
  core.leave();
}

/** The view's handlers, each a function above. @param {ReviewCore} core
 * @returns {Parameters<typeof createReviewView>[3]} */
function handlers(core) {
  return {
    start: () => startReview(core),
    cancel: () => closeReview(core),
    close: () => closeReview(core, { close: true }),
    goTo: (n) => core.goTo(n),
    jump: (direction) => jump(core, direction),
    toggleBetter() {
      if (!core.state.gameReview) return;
      review.betterToggled(core.state);
      core.render();
      core.view.bringIntoView("turn");
    },
    practise(n) {
      core.practice.start(n ?? practised(core.state)[0]);
      core.view.bringIntoView("practice");
    },
    practiseNext: () => practiseNext(core),
    stopPractice: () => backToReview(core),
    retry: () => core.practice.retry(),
    reveal: () => core.practice.reveal(),
  };
}

/**
 * @param {{ state: AppState, tr: import("../i18n/i18n.js").Translator,
 *   slot: HTMLElement, heading: number, render: () => void, goTo: (n: number) => void, leave: () => void,
 *   annotate: (record: string) => void,
 *   errorText: (error: unknown) => string, sideName: (side: string) => string }} app
 */
export async function createReview(app) {
  const { state, tr, render, sideName } = app;
  await Promise.all([loadReviewWords(tr.lang), linkStylesheet(app.slot, new URL("./review.css", import.meta.url).href, "seega-review")]);
  const words = { t: tr.t, list: tr.list, sideName };
  const client = createReviewClient(() => need("whole"));
  const practice = createPractice({ state, tr, client, render, sideName });
  /** The review's core; its view, made with the core's handlers, joins it below. */
  const core = /** @type {ReviewCore} */ ({ state, words, client, practice, render, goTo: app.goTo, leave: app.leave, annotate: app.annotate });
  core.view = createReviewView(app.slot, app.heading, tr, handlers(core), {
    sideName,
    errorText: app.errorText,
    sideSummary: (result, side) => sideSummary(words, result, side),
    stones: valueInStones,
    classed: (minimum) => classed(state.gameReview?.result, minimum),
    practised: () => practised(state),
  });
  core.view.onEndChain(() => practice.endChain());

  return {
    start: () => startReview(core),
    derive: () => deriveBoard(core),
    render: () => drawReview(core),
    leave: () => leaveReview(core),
    destroy() {
      client.destroy();
      practice.stop();
      core.view.destroy();
    },
  };
}
