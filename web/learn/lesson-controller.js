// The lesson's transitions: each changes the state (lesson-state.js) and has it drawn; those
// that play stones wait for the board's animation. The engine plays every move; the step's
// goal is checked against what the engine reports (goals.js), a refused move is explained
// from the engine's reason, and a missed goal is explained and tried again.

import { pause } from "./feedback.js";
import { meets, missOf, playAction, playFirstTurn, refusalOf } from "./goals.js";
import { lessonFor } from "./lesson.js";
import { LESSON_PROGRESS_KEY as PROGRESS_KEY } from "./lesson-state.js";

/** The steps done, as stored. @param {Storage | null} storage @returns {string[]} */
export function readCompleted(storage) {
  try {
    const list = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * @param {{ state: import("./lesson-state.js").LessonState,
 *   Game: typeof import("../pkg/rules/seega.js").Game, storage: Storage | null,
 *   render: () => void,
 *   show: (options?: import("./learn-board.js").ShowOptions) => Promise<unknown> }} ports
 *   `render` draws the state; `show` the step's position on the board, settling when its
 *   animation is over.
 */
export function createLessonController({ state, Game, storage, render, show }) {
  let destroyed = false;
  const step = () => state.steps[state.index];
  /** @param {import("./feedback.js").Said["kind"]} kind @param {import("./feedback.js").Words[]} items */
  const say = (kind, ...items) => {
    state.said = { kind, items };
  };
  /** Whether what is under way was overtaken: the lesson closed, or the step restarted or left.
   * @param {number} mine the generation it started in */
  const stale = (mine) => destroyed || state.generation !== mine;
  const gameOptions = () => ({ ...state.custom, preset: state.preset });
  /** The step's position, with the moves it offers so that the engine can say why not. */
  const showStep = (options = {}) => show({ extra: step().tempting, ...options });

  /** Teaches the rules of preset `name`, or "custom": the rules given over the preset.
   * @param {string} name */
  function choosePreset(name) {
    if (name !== "custom") {
      state.preset = name;
      state.custom = {};
    }
    let sample;
    let refused = null;
    try {
      sample = new Game(gameOptions());
    } catch (error) {
      // Rules the engine refuses leave the preset's, as in the game.
      state.custom = {};
      sample = new Game(gameOptions());
      refused = error;
    }
    const rules = sample.state().rules;
    sample.free();
    state.steps = lessonFor(rules);
    goTo(Math.min(state.index, state.steps.length - 1));
    if (refused) {
      say("miss", { key: "learn.why.other", params: { error: refused } });
      render();
    }
  }

  /** Opens step `n`. @param {number} n */
  function goTo(n) {
    if (n < 0 || n >= state.steps.length) return;
    state.index = n;
    restart();
    state.focus = "title";
    render();
  }

  /** The open step from its start. */
  function restart() {
    const { board } = step();
    state.generation += 1;
    state.game?.free();
    state.game = board === null ? new Game(gameOptions()) : new Game({ ...gameOptions(), board, turn: "black" });
    state.phase = "goal";
    state.busy = false;
    state.captured = [];
    state.said = null;
    render();
    showStep();
  }

  /** The reader picked `action` on the board. @param {string} action */
  async function play(action) {
    const game = state.game;
    if (!game || state.busy || state.phase === "missed" || state.phase === "done") return;
    const played = playAction(game, action, state.captured);
    if ("refused" in played) {
      say("miss", refusalOf(played.refused));
      render();
      await showStep();
      return;
    }
    if (!played.facts) {
      await show({ report: played.report });
      return;
    }
    await afterTurn(played.report, played.facts);
  }

  /** The reader's turn is over: the goal met or missed, and what follows.
   * @param {import("../pkg/rules/seega.js").PlayReport} report @param {import("./goals.js").Facts} facts */
  async function afterTurn(report, facts) {
    const current = step();
    const game = /** @type {import("../pkg/rules/seega.js").Game} */ (state.game);
    const mine = state.generation;
    state.busy = true;
    if (state.phase === "then") {
      render();
      await show({ report, interactive: false });
      await finish(current, mine);
      return;
    }
    if (!meets(current.goal, facts)) {
      state.phase = "missed";
      state.busy = false;
      say("miss", missOf(current.goal, facts), { key: "learn.tryAgain" });
      state.focus = "retry";
      render();
      await show({ report, interactive: false });
      return;
    }
    const after = game.state();
    const done = current.then ? [{ key: current.done }, { key: current.then }] : [{ key: current.done }];
    if (current.then && !after.outcome && after.turn === facts.side) {
      // Blocked: under this rule the reader plays on (moves again, or gives up a stone).
      state.phase = "then";
      state.busy = false;
      say("info", ...done);
      render();
      await show({ report });
      return;
    }
    say("ok", ...done);
    render();
    await show({ report, interactive: false });
    await finish(current, mine);
  }

  /** Completes the step: the other side's answer where there is one, then Next.
   * @param {import("./lesson.js").Step} current @param {number} mine the generation of the turn */
  async function finish(current, mine) {
    const game = state.game;
    if (!game || stale(mine)) return;
    const after = game.state();
    // The other side's turn: the step's own reply, or after a block whatever the rule makes
    // white do (the engine's first legal turn: a removal, then a move).
    if (current.reply || (current.then && !after.outcome && after.turn !== "black")) {
      await pause();
      if (stale(mine)) return;
      const report = current.reply ? game.playTurn(current.reply) : playFirstTurn(game);
      await show({ report, interactive: false });
      if (stale(mine)) return;
      say("ok", ...(state.said?.items ?? []), { key: "learn.replied", params: { turn: game.state().turns.at(-1) } });
    }
    state.phase = "done";
    state.busy = false;
    state.completed.add(current.id);
    writeCompleted();
    state.focus = "next";
    render();
  }

  /** Plays the step's answer on the board, then leaves the reader to do it. */
  async function demonstrate() {
    const current = step();
    restart();
    const mine = state.generation;
    state.busy = true;
    render();
    const parts = current.answer.includes(",") ? current.answer.split(",") : [current.answer];
    for (const [i, part] of parts.entries()) {
      await pause();
      if (stale(mine) || !state.game) return;
      // Drops one at a time, and the last part as the end of a turn (an open chain ends there).
      const report = i < parts.length - 1 ? state.game.play(part) : state.game.playTurn(part);
      await show({ report, interactive: false });
    }
    if (stale(mine)) return;
    state.phase = "missed";
    state.busy = false;
    say("info", { key: "learn.shown", params: { turn: current.answer } });
    state.focus = "retry";
    render();
  }

  function writeCompleted() {
    try {
      storage?.setItem(PROGRESS_KEY, JSON.stringify([...state.completed]));
    } catch {
      // Kept for this visit only.
    }
  }

  return {
    choosePreset,
    goTo,
    restart,
    play,
    demonstrate,
    destroy() {
      destroyed = true;
      state.game?.free();
      state.game = null;
    },
  };
}
