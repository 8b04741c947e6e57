// Unit tests of animation planning: which stones settle, slide and leave, from the engine's
// report and the boards before and after.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { TIMING, ease, frameAt, planAnimation } from "../../web/board/anim.js";
import { readBoard } from "../../web/board/state.js";

const stones = (text) => readBoard(text).stones;
const step = (from, to, captured = []) => ({ action: `${from}-${to}`, kind: "step", from, to, captured, turnEnded: false });
const drop = (to) => ({ action: to, kind: "drop", from: null, to, captured: [], turnEnded: false });

/** The sprite standing on (or arriving at) `cell` at time `t`. */
const at = (plan, t, cell) => frameAt(plan, t).filter((s) => (s.progress < 1 ? s.from : s.to) === cell);

describe("animation plans", () => {
  it("settles a dropped stone", () => {
    const plan = planAnimation(stones("...../...../...../...../....."), stones("...../...../...../...../b...."), {
      actions: [drop("a1")],
    });
    assert.equal(plan.duration, TIMING.drop);
    assert.equal(plan.tracks.length, 1);
    assert.deepEqual(plan.tracks[0].appear, { t0: 0, t1: TIMING.drop });
    const mid = frameAt(plan, TIMING.drop / 2)[0];
    assert.ok(mid.scale > 1 && mid.alpha < 1 && mid.lifted, "in the air, coming down");
    const end = frameAt(plan, TIMING.drop)[0];
    assert.deepEqual([end.scale, end.alpha, end.to], [1, 1, "a1"]);
  });

  it("settles two drops one after the other", () => {
    const plan = planAnimation(stones("...../...../...../...../....."), stones("...../...../...../...../bb..."), {
      actions: [drop("a1"), drop("b1")],
    });
    assert.equal(plan.duration, 2 * TIMING.drop);
    assert.equal(frameAt(plan, TIMING.drop / 2).length, 1, "the second is not there yet");
    assert.equal(frameAt(plan, TIMING.drop * 1.5).length, 2);
  });

  it("slides a stone, then takes the stone it captured", () => {
    const before = stones("..w../..b../...../..w../.....");
    const after = stones("..w../...../..w../...../.....");
    const plan = planAnimation(before, after, { actions: [step("c2", "c3", ["c4"])] });
    assert.equal(plan.duration, TIMING.slide + TIMING.leave);
    const moving = plan.tracks.find((t) => t.moves.length === 1);
    assert.deepEqual(moving.moves, [{ t0: 0, t1: TIMING.slide, from: "c2", to: "c3" }]);
    const taken = plan.tracks.find((t) => t.leave !== null);
    assert.equal(taken.start, "c4");
    assert.equal(taken.side, "b");
    assert.deepEqual(taken.leave, { t0: TIMING.slide, t1: TIMING.slide + TIMING.leave, shrink: true });
    const half = frameAt(plan, TIMING.slide / 2).find((s) => s.from === "c2");
    assert.ok(half.progress > 0 && half.progress < 1 && half.to === "c3");
    assert.equal(at(plan, TIMING.slide / 2, "c4")[0].alpha, 1, "the captured stone waits for the slide");
    const leaving = at(plan, TIMING.slide + TIMING.leave / 2, "c4")[0];
    assert.ok(leaving.alpha < 1 && leaving.scale < 1, "then fades and shrinks");
    assert.equal(at(plan, plan.duration, "c4").length, 0, "and is gone");
    assert.equal(frameAt(plan, plan.duration).length, 2);
  });

  it("plays a capture chain step by step", () => {
    // The white stone goes c2-c3, then c3-c4, taking d4 against e4.
    const before = stones("..w../...bw/...../..w../.....");
    const after = stones("..w../..w.w/...../...../.....");
    const report = { actions: [step("c2", "c3", []), step("c3", "c4", ["d4"])] };
    const plan = planAnimation(before, after, report);
    assert.equal(plan.duration, 2 * TIMING.slide + TIMING.leave);
    const mover = plan.tracks.find((t) => t.moves.length === 2);
    assert.deepEqual(mover.moves.map((m) => [m.from, m.to, m.t0]), [["c2", "c3", 0], ["c3", "c4", TIMING.slide]]);
    assert.equal(frameAt(plan, TIMING.slide * 1.5).find((s) => s.lifted)?.from, "c3");
    const wrong = stones("..w../..bbw/...../..w../.....");
    assert.equal(planAnimation(wrong, after, report), null, "a report that does not lead to the board after");
  });

  it("takes a removed stone away", () => {
    const plan = planAnimation(stones("...../...../...w./..b../....."), stones("...../...../...../..b../....."), {
      actions: [{ action: "xd3", kind: "remove", from: null, to: null, captured: ["d3"], turnEnded: true }],
    });
    assert.equal(plan.duration, TIMING.leave);
    assert.equal(plan.tracks.filter((t) => t.leave).length, 1);
  });

  it("with reduced motion, moves nothing and only fades what was taken", () => {
    const before = stones("..w../..b../...../..w../.....");
    const after = stones("..w../...../..w../...../.....");
    const plan = planAnimation(before, after, { actions: [step("c2", "c3", ["c4"])] }, { reduced: true });
    assert.equal(plan.duration, TIMING.fade);
    const mid = frameAt(plan, TIMING.fade / 2);
    assert.ok(mid.every((s) => s.progress === 1 && s.scale === 1 && !s.lifted), "nothing slides or grows");
    assert.ok(mid.some((s) => s.alpha < 1 && s.alpha > 0), "the taken stone fades");
    assert.equal(
      planAnimation(stones("...../...../...../...../....."), stones("...../...../...../...../b...."), { actions: [drop("a1")] }, { reduced: true }),
      null,
      "a drop is shown at once",
    );
  });

  it("does not slide a stone the player dragged there already", () => {
    const before = stones("..w../..b../...../..w../.....");
    const after = stones("..w../...../..w../...../.....");
    const plan = planAnimation(before, after, { actions: [step("c2", "c3", ["c4"])] }, { instantFirst: "c2-c3" });
    assert.equal(plan.duration, TIMING.leave);
    assert.ok(frameAt(plan, 0).some((s) => s.to === "c3" && s.progress === 1));
  });

  it("refuses reports that do not fit the boards", () => {
    const empty = stones("...../...../...../...../.....");
    assert.equal(planAnimation(empty, empty, null), null);
    assert.equal(planAnimation(empty, empty, { actions: [] }), null, "nothing happened");
    assert.equal(planAnimation(empty, stones("...../...../...../...../b...."), { actions: [step("a2", "a1")] }), null);
    assert.equal(planAnimation(empty, empty, { actions: [drop("a1")] }), null, "dropped stone missing after");
    assert.equal(planAnimation(empty, empty, { actions: [{ kind: "teleport" }] }), null);
    const end = { actions: [{ action: "end", kind: "end", from: null, to: null, captured: [], turnEnded: true }] };
    assert.equal(planAnimation(empty, empty, end), null, "end moves nothing");
  });

  it("eases from 0 to 1", () => {
    assert.equal(ease(0), 0);
    assert.equal(ease(1), 1);
    assert.equal(ease(0.5), 0.5);
    assert.ok(ease(0.25) < 0.25 && ease(0.75) > 0.75);
  });
});
