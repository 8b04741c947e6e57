// The review's transitions, its only writers (web/review/review-state.js), and the board it
// derives: the better turn drawn on the position before the turn, the practice's position
// while one is practised, the game otherwise.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import * as review from "../../web/review/review-state.js";

/** A finished review of three turns: the second a mistake with a better placement turn. */
function result() {
  const turn = (over) => ({ side: "black", class: null, loss: 0, best: "a1,b1", better: null, isBest: true, line: [], ...over });
  return /** @type {any} */ ({
    turns: [
      turn({}),
      turn({ side: "white", class: "mistake", loss: 200, best: "c1,d1", better: { actions: [{ kind: "drop", from: null, to: "c1" }, { kind: "drop", from: null, to: "d1" }], captured: [] }, isBest: false }),
      turn({ class: "inaccuracy", loss: 60 }),
    ],
    sides: {},
  });
}

const appState = () => /** @type {any} */ ({ analysis: null, boardOverride: null });

describe("the review's transitions", () => {
  it("start, progress and finish a review; a cancelled one is gone, a failed one says why", () => {
    const state = appState();
    const analysis = review.started(state, ["a1,b1", "c1,d1"]);
    assert.equal(state.gameReview, analysis);
    assert.equal(analysis.status, "running");
    review.progressed(analysis, /** @type {any} */ ({ done: 1, total: 2 }));
    assert.deepEqual(analysis.progress, { done: 1, total: 2 });
    const done = result();
    review.finished(analysis, done);
    assert.equal(analysis.status, "done");
    assert.equal(analysis.result, done);

    const failing = review.started(state, []);
    review.failed(state, failing, new Error("worker crashed"));
    assert.equal(state.gameReview.status, "failed");
    const abort = Object.assign(new Error("cancelled"), { name: "AbortError" });
    review.failed(state, review.started(state, []), abort);
    assert.equal(state.gameReview, null);
  });

  it("toggle the better turn and close the review, the board with it", () => {
    const state = appState();
    review.started(state, []);
    review.betterToggled(state);
    assert.equal(state.gameReview.better, true);
    review.betterToggled(state);
    assert.equal(state.gameReview.better, false);
    review.boardDerived(state, /** @type {any} */ ({ board: "x" }));
    review.closed(state);
    assert.equal(state.gameReview, null);
    assert.equal(state.boardOverride, null);
  });

  it("take a practice through try, judging, judged, retried, revealed and stopped", () => {
    const state = appState();
    review.started(state, []);
    review.practiceStarted(state, 2, "white");
    const p = state.gameReview.practice;
    assert.deepEqual(p, { turn: 2, side: "white", status: "try", judged: null, answer: null, error: null });
    const refusal = new Error("illegal");
    review.practiceActed(p, refusal);
    assert.equal(p.error, refusal);
    review.practiceActed(p);
    assert.equal(p.error, null);
    review.practiceAnswered(p, "c1,d1");
    assert.deepEqual([p.status, p.answer], ["judging", "c1,d1"]);
    review.practiceJudged(p, /** @type {any} */ ({ class: null, loss: 0 }));
    assert.equal(p.status, "good");
    review.practiceJudged(p, /** @type {any} */ ({ class: "mistake", loss: 200 }));
    assert.equal(p.status, "again");
    review.practiceRetried(p);
    assert.deepEqual([p.status, p.answer, p.judged], ["try", null, null]);
    review.practiceFailed(p, refusal);
    assert.equal(p.status, "failed");
    review.practiceRevealed(p);
    assert.deepEqual([p.status, p.error], ["revealed", null]);
    review.practiceStopped(state);
    assert.equal(state.gameReview.practice, null);
  });
});

describe("the review's derived views", () => {
  const tokens = ["a1,b1", "c2,d2", "e1,e2"];

  it("the turn shown is the game's, while the review matches the game", () => {
    const state = appState();
    const analysis = review.started(state, tokens);
    assert.equal(review.shownTurn(analysis, { review: null, tokens }), null, "not while running");
    review.finished(analysis, result());
    assert.equal(review.shownTurn(analysis, { review: null, tokens }), 3);
    assert.equal(review.shownTurn(analysis, { review: 2, tokens }), 2);
    assert.equal(review.shownTurn(analysis, { review: 0, tokens }), null);
    assert.equal(review.shownTurn(analysis, { review: 2, tokens: ["a1,b1", "c3,d3", "e1,e2"] }), null, "a game taken another way");
    assert.equal(review.isCurrent(analysis, [...tokens, "a2-a3"]), true, "a game played on still matches");
  });

  it("the classed turns, from the mildest class asked", () => {
    assert.deepEqual(review.classed(result()), [2, 3]);
    assert.deepEqual(review.classed(result(), "mistake"), [2]);
    assert.deepEqual(review.classed(null), []);
  });

  it("the board: the better turn on the position before it, the practice's, or the game's", () => {
    const state = appState();
    const analysis = review.started(state, tokens);
    review.finished(analysis, result());
    const facts = {
      practice: () => /** @type {any} */ ({ board: "practice", legal: ["a1"], interactive: true }),
      positionBefore: (n) => `before ${n}`,
      caption: (n, best) => `turn ${n}: ${best}`,
    };
    assert.equal(review.reviewBoard(null, 2, facts), null, "no review: the game");
    assert.equal(review.reviewBoard(analysis, 2, facts), null, "the better turn not asked for");
    review.betterToggled(state);
    const better = review.reviewBoard(analysis, 2, facts);
    assert.equal(better?.board, "before 2");
    assert.equal(better?.interactive, false);
    assert.equal(better?.caption, "turn 2: c1,d1");
    assert.deepEqual(better?.highlight.proposed, { cells: ["c1", "d1"], side: "w" }, "both stones of the placement turn, as stones to place");
    assert.equal(review.reviewBoard(analysis, 1, facts), null, "the best turn was played");
    assert.equal(review.reviewBoard(analysis, null, facts), null, "no turn shown");
    review.practiceStarted(state, 2, "white");
    assert.equal(review.reviewBoard(analysis, 2, facts)?.board, "practice");
  });
});
