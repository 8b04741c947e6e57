// The lesson's transitions: each changes the state (lesson-state.js) and has it drawn; those
// that play stones wait for the board's animation. The engine plays every move; the step's
// goal is checked against what the engine reports (goals.js), a refused move is explained
// from the engine's reason, and a missed goal is explained and tried again. The transitions
// are functions over the lesson's core (its state and its ports); the controller wires them.

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

/** @typedef {import("../pkg/rules/seega.js").PlayReport} PlayReport */
/** @typedef {import("./lesson.js").Step} Step */

/**
 * The lesson's state and the ports its transitions use: the engine's Game, the storage of the
 * steps done, `render` (draws the state) and `show` (the step's position on the board,
 * settling when its animation is over).
 * @typedef {object} LessonCore
 * @property {import("./lesson-state.js").LessonState} state
 * @property {typeof import("../pkg/rules/seega.js").Game} Game
 * @property {Storage | null} storage
 * @property {() => void} render
 * @property {(options?: import("./learn-board.js").ShowOptions) => Promise<unknown>} show
 * @property {boolean} destroyed whether the lesson was closed
 */

/** The open step. @param {LessonCore} core @returns {Step} */
const stepOf = (core) => core.state.steps[core.state.index];

/** @param {LessonCore} core @param {import("./feedback.js").Said["kind"]} kind @param {import("./feedback.js").Words[]} items */
function say(core, kind, ...items) {
  core.state.said = { kind, items };
}

/** Whether what is under way was overtaken: the lesson closed, or the step restarted or left.
 * @param {LessonCore} core @param {number} mine the generation it started in */
const stale = (core, mine) => core.destroyed || core.state.generation !== mine;

/** @param {LessonCore} core */
const gameOptions = (core) => ({ ...core.state.custom, preset: core.state.preset });

/** The step's position, with the moves it offers so that the engine can say why not.
 * @param {LessonCore} core @param {import("./learn-board.js").ShowOptions} [options] */
const showStep = (core, options = {}) => core.show({ extra: stepOf(core).tempting, ...options });

/** Teaches the rules of preset `name`, or "custom": the rules given over the preset.
 * @param {LessonCore} core @param {string} name */
export function choosePreset(core, name) {
  const { state, Game } = core;
  if (name !== "custom") {
    state.preset = name;
    state.custom = {};
  }
  let rules;
  let refused = null;
  try {
    rules = Game.facts(/** @type {import("../pkg/rules/seega.js").GameOptions} */ (gameOptions(core))).rules;
  } catch (error) {
    // Rules the engine refuses leave the preset's, as in the game.
    state.custom = {};
    rules = Game.facts(/** @type {import("../pkg/rules/seega.js").GameOptions} */ (gameOptions(core))).rules;
    refused = error;
  }
  state.steps = lessonFor(rules);
  goTo(core, Math.min(state.index, state.steps.length - 1));
  if (refused) {
    say(core, "miss", { key: "learn.why.other", params: { error: refused } });
    core.render();
  }
}

/** Opens step `n`. @param {LessonCore} core @param {number} n */
export function goTo(core, n) {
  if (n < 0 || n >= core.state.steps.length) return;
  core.state.index = n;
  restart(core);
  core.state.focus = "title";
  core.render();
}

/** The open step from its start. @param {LessonCore} core */
export function restart(core) {
  const { state, Game } = core;
  const { board } = stepOf(core);
  state.generation += 1;
  state.game?.free();
  state.game = board === null ? new Game(gameOptions(core)) : new Game({ ...gameOptions(core), board, turn: "black" });
  state.phase = "goal";
  state.busy = false;
  state.captured = [];
  state.said = null;
  core.render();
  showStep(core);
}

/** The reader picked `action` on the board. @param {LessonCore} core @param {string} action */
export async function play(core, action) {
  const { state } = core;
  const game = state.game;
  if (!game || state.busy || state.phase === "missed" || state.phase === "done") return;
  const played = playAction(game, action, state.captured);
  if ("refused" in played) {
    say(core, "miss", refusalOf(played.refused));
    core.render();
    await showStep(core);
    return;
  }
  if (!played.facts) {
    await core.show({ report: played.report });
    return;
  }
  await afterTurn(core, played.report, played.facts);
}

/** The reader's turn is over: the goal met or missed, and what follows.
 * @param {LessonCore} core @param {PlayReport} report @param {import("./goals.js").Facts} facts */
async function afterTurn(core, report, facts) {
  const { state } = core;
  const current = stepOf(core);
  const game = /** @type {import("../pkg/rules/seega.js").Game} */ (state.game);
  const mine = state.generation;
  state.busy = true;
  if (state.phase === "then") {
    core.render();
    await core.show({ report, interactive: false });
    await finish(core, current, mine);
    return;
  }
  if (!meets(current.goal, facts)) {
    state.phase = "missed";
    state.busy = false;
    say(core, "miss", missOf(current.goal, facts), { key: "learn.tryAgain" });
    state.focus = "retry";
    core.render();
    await core.show({ report, interactive: false });
    return;
  }
  const after = game.state();
  const done = current.then ? [{ key: current.done }, { key: current.then }] : [{ key: current.done }];
  if (current.then && !after.outcome && after.turn === facts.side) {
    // Blocked: under this rule the reader plays on (moves again, or gives up a stone).
    state.phase = "then";
    state.busy = false;
    say(core, "info", ...done);
    core.render();
    await core.show({ report });
    return;
  }
  say(core, "ok", ...done);
  core.render();
  await core.show({ report, interactive: false });
  await finish(core, current, mine);
}

/** Completes the step: the other side's answer where there is one, then Next.
 * @param {LessonCore} core @param {Step} current @param {number} mine the generation of the turn */
async function finish(core, current, mine) {
  const { state } = core;
  const game = state.game;
  if (!game || stale(core, mine)) return;
  const after = game.state();
  // The other side's turn: the step's own reply, or after a block whatever the rule makes
  // white do (the engine's first legal turn: a removal, then a move).
  if (current.reply || (current.then && !after.outcome && after.turn !== "black")) {
    await pause();
    if (stale(core, mine)) return;
    const report = current.reply ? game.playTurn(current.reply) : playFirstTurn(game);
    await core.show({ report, interactive: false });
    if (stale(core, mine)) return;
    say(core, "ok", ...(state.said?.items ?? []), { key: "learn.replied", params: { turn: game.state().turns.at(-1) } });
  }
  state.phase = "done";
  state.busy = false;
  state.completed.add(current.id);
  writeCompleted(core);
  state.focus = "next";
  core.render();
}

/** Plays the step's answer on the board, then leaves the reader to do it. @param {LessonCore} core */
export async function demonstrate(core) {
  const { state } = core;
  const current = stepOf(core);
  restart(core);
  const mine = state.generation;
  state.busy = true;
  core.render();
  const parts = current.answer.includes(",") ? current.answer.split(",") : [current.answer];
  for (const [i, part] of parts.entries()) {
    await pause();
    if (stale(core, mine) || !state.game) return;
    // Drops one at a time, and the last part as the end of a turn (an open chain ends there).
    const report = i < parts.length - 1 ? state.game.play(part) : state.game.playTurn(part);
    await core.show({ report, interactive: false });
  }
  if (stale(core, mine)) return;
  state.phase = "missed";
  state.busy = false;
  say(core, "info", { key: "learn.shown", params: { turn: current.answer } });
  state.focus = "retry";
  core.render();
}

/** Keeps the steps done. @param {LessonCore} core */
function writeCompleted(core) {
  try {
    core.storage?.setItem(PROGRESS_KEY, JSON.stringify([...core.state.completed]));
  } catch {
    // Kept for this visit only.
  }
}

/** Closes the lesson: what is under way stops, the game is freed. @param {LessonCore} core */
export function destroy(core) {
  core.destroyed = true;
  core.state.game?.free();
  core.state.game = null;
}

/**
 * @param {Omit<LessonCore, "destroyed">} ports
 */
export function createLessonController(ports) {
  /** @type {LessonCore} */
  const core = { ...ports, destroyed: false };
  return {
    /** @param {string} name */
    choosePreset: (name) => choosePreset(core, name),
    /** @param {number} n */
    goTo: (n) => goTo(core, n),
    restart: () => restart(core),
    /** @param {string} action */
    play: (action) => play(core, action),
    demonstrate: () => demonstrate(core),
    destroy: () => destroy(core),
  };
}
