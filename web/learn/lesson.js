// The lesson's steps as data: each a small position, the move asked for, and the words (catalog
// keys). A step is a function of the rules in force, so that it follows the variant chosen
// (capture by custodian or by jumping, the chain, the blocked-player rule, the ending), or
// null when the variant has nothing of the kind. Nothing here decides a rule: the engine
// plays every move, and the goal is checked against what it reports (goals.js).
//
// The learner always plays black, which is at the bottom of the board. Boards are board
// text, the top rank first.

/** @typedef {import("./goals.js").Goal} Goal */
/** @typedef {{ size: number, capture: string, chain: string, centerSafe: boolean, blocked: string,
 *   winBy: string, opening: string, barrier: boolean }} Rules */
/**
 * @typedef {object} Step
 * @property {string} id
 * @property {string} title catalog key
 * @property {string} text catalog key: what to do and why
 * @property {string} done catalog key: said once the goal is met
 * @property {string} source catalog key naming the source(s)
 * @property {string | null} board set-up board text, or null for the empty board (placement)
 * @property {Goal} goal
 * @property {string} answer a turn that meets the goal ("Show me" plays it; the tests check it)
 * @property {string[]} [tempting] actions offered that the engine refuses, to learn why
 * @property {string} [reply] the other side's turn the engine plays once the goal is met
 * @property {string} [then] catalog key: what happens next under the rule in force
 */

const custodian = (/** @type {Rules} */ r) => r.capture === "custodian";

/** @type {Array<(rules: Rules) => Step | null>} */
export const STEPS = [
  (r) => ({
    id: "place",
    title: "learn.place.title",
    text: r.opening === "edges" ? "learn.place.textEdges" : "learn.place.text",
    done: "learn.place.done",
    source: r.opening === "edges" ? "rules.source.opening.edges" : "rules.source.all",
    board: null,
    goal: { turnEnded: true },
    answer: r.opening === "edges" ? "a3,e3" : "b2,d2",
    tempting: ["c3"],
  }),
  (r) => ({
    id: "move",
    title: "learn.move.title",
    text: "learn.move.text",
    done: "learn.move.done",
    source: "rules.source.all",
    board: "....w/.w.../...../...b./b....",
    goal: { turnEnded: true },
    answer: "d2-d3",
    tempting: ["d2-c3", "d2-d4"],
  }),
  (r) => ({
    id: "capture",
    title: "learn.capture.title",
    text: custodian(r) ? "learn.capture.text" : "learn.capture.textJump",
    done: "learn.capture.done",
    source: custodian(r) ? "rules.source.capture.custodian" : "rules.source.capture.jump",
    board: "....w/...b./...../bw.../..b.w",
    goal: { captured: 1 },
    answer: custodian(r) ? "c1-c2" : "a2-c2",
  }),
  (r) =>
    custodian(r)
      ? {
          id: "safe",
          title: "learn.safe.title",
          text: "learn.safe.text",
          done: "learn.safe.done",
          source: "rules.source.all",
          board: "b...w/...../...../.w.w./..b..",
          goal: { move: "c1-c2" },
          answer: "c1-c2",
          reply: "e5-e4",
        }
      : null,
  (r) =>
    custodian(r) && r.centerSafe
      ? {
          id: "centre",
          title: "learn.centre.title",
          text: "learn.centre.text",
          done: "learn.centre.done",
          source: "rules.source.centerSafe.true",
          board: "..w../...../wb.../..w../....b",
          goal: { move: "b3-c3" },
          answer: "b3-c3",
          reply: "c5-c4",
        }
      : null,
  (r) =>
    custodian(r)
      ? {
          id: "double",
          title: "learn.double.title",
          text: "learn.double.text",
          done: "learn.double.done",
          source: "rules.source.all",
          board: "....w/...../bw.wb/..b../w....",
          goal: { captured: 2 },
          answer: "c2-c3",
        }
      : null,
  (r) =>
    r.chain === "none"
      ? null
      : {
          id: "chain",
          title: "learn.chain.title",
          text: !custodian(r) ? "learn.chain.textJump" : r.chain === "mandatory" ? "learn.chain.textMandatory" : "learn.chain.text",
          done: "learn.chain.done",
          source: r.chain === "mandatory" ? "rules.source.chain.mandatory" : "rules.source.chain.optional",
          board: custodian(r) ? "....w/...b./...w./bw.../..b.w" : "w...w/...../...../bw.w./....b",
          goal: { captured: 2 },
          answer: custodian(r) ? "c1-c2-d2" : "a2-c2-e2",
        },
  (r) => ({
    id: "blocked",
    title: "learn.blocked.title",
    text: "learn.blocked.text",
    done: "learn.blocked.done",
    source: BLOCKED_SOURCE[r.blocked] ?? "rules.source.all",
    board: "..bbw/...b./b...b/b..../wbb..",
    goal: { blocks: true },
    answer: "d4-e4",
    then: BLOCKED_THEN[r.blocked],
  }),
  (r) =>
    custodian(r) && r.barrier
      ? {
          id: "barrier",
          title: "learn.barrier.title",
          text: "learn.barrier.text",
          done: "learn.barrier.done",
          source: "rules.source.sealed",
          board: "....w/wwwww/bb.bb/..b../b...b",
          goal: { outcome: "sealed" },
          answer: "c2-c3",
        }
      : null,
  (r) => ({
    id: "last",
    title: r.winBy === "oneLeft" ? "learn.last.title" : "learn.last.titleAll",
    text: r.winBy === "oneLeft" ? "learn.last.text" : "learn.last.textAll",
    done: "learn.last.done",
    source: r.winBy === "oneLeft" ? "rules.source.winBy.oneLeft" : "rules.source.winBy.allCaptured",
    board: r.winBy === "oneLeft" ? "....w/...b./...../bw.../..b.." : "...../...b./...../bw.../..b..",
    goal: { outcome: r.winBy },
    answer: custodian(r) ? "c1-c2" : "a2-c2",
  }),
];

/** What follows a block, under each rule: the words, and whose turn it is.
 * @type {Record<string, string>} */
const BLOCKED_THEN = {
  opponentMovesAgain: "learn.blocked.opponentMovesAgain",
  blockedRemoves: "learn.blocked.blockedRemoves",
  opponentRemoves: "learn.blocked.opponentRemoves",
  opponentOpens: "learn.blocked.opponentOpens",
};

/** @type {Record<string, string>} */
const BLOCKED_SOURCE = {
  opponentMovesAgain: "rules.source.blocked.opponentMovesAgain",
  blockedRemoves: "rules.source.blocked.blockedRemoves",
  opponentRemoves: "rules.source.blocked.opponentRemoves",
  opponentOpens: "rules.source.blocked.opponentOpens",
};

/** The lesson under `rules`: the steps that apply, in order. @param {Rules} rules @returns {Step[]} */
export function lessonFor(rules) {
  return STEPS.map((step) => step(rules)).filter((step) => step !== null);
}

/** The presets the lesson offers, each with the rules of one source. */
export const LESSON_PRESETS = ["classic", "somali", "egyptian", "mandatory", "jump"];
