// The lesson: one step at a time, each a small position on the real board in which the learner
// makes the move asked for. The engine plays every move; the step's goal is checked against
// what the engine reports (goals.js), a refused move is explained from the engine's reason,
// and a missed goal is explained and tried again.

import { h, options as selectOptions, uid } from "../shared/dom.js";
import { meets, missOf, playAction, playFirstTurn, refusalOf } from "./goals.js";
import { createFeedback, pause } from "./feedback.js";
import { createLearnBoard } from "./learn-board.js";
import { learnButton, learnField, learnLayout } from "./layout.js";
import { LESSON_PRESETS, lessonFor } from "./lesson.js";

const PROGRESS_KEY = "seega.lesson.v1";

/** @typedef {import("./lesson.js").Step} Step */

/**
 * Mounts the lesson into `root`.
 * @param {HTMLElement} root
 * @param {{ Game: any, preset?: string, rules?: Record<string, unknown>, storage: Storage | null,
 *   t: import("./learn.js").Translate, onDone: () => void }} context
 */
export function mountLesson(root, context) {
  const { Game, storage, t } = context;
  let preset = LESSON_PRESETS.includes(context.preset ?? "") ? /** @type {string} */ (context.preset) : "classic";
  // Rule options over the preset (an embed's `rules`), until another preset is chosen; the
  // lesson's boards give their own size.
  /** @type {Record<string, unknown>} */
  let custom = Object.fromEntries(Object.entries(context.rules ?? {}).filter(([name]) => name !== "size"));
  /** @type {Step[]} */ let steps = [];
  let index = 0;
  /** @type {import("../pkg/rules/seega.js").Game | null} */ let game = null;
  /** "goal": the learner's move is awaited; "then": the turn that follows a block; "missed"; "done". */
  let phase = "goal";
  let busy = false;
  /** @type {string[]} */ let captured = [];
  let destroyed = false;
  const completed = new Set(readCompleted());

  const presetId = uid("lesson-preset");
  const presetSelect = h("select", { id: presetId, class: "learn-select", onchange: () => changePreset(presetSelect.value) });
  const counter = h("p", { class: "learn-counter" });
  const stepList = h("ol", { class: "learn-steps", "aria-label": t("learn.steps") });
  const title = h("h2", { class: "learn-title", id: uid("lesson-title"), tabindex: "-1" });
  const text = h("p", { class: "learn-text" });
  const source = h("p", { class: "learn-source" });
  const feedback = createFeedback();
  const { act, say } = feedback;
  const retry = learnButton(t("learn.retry"), () => act(() => startStep()));
  const showMe = learnButton(t("learn.showMe"), () => act(() => demonstrate()));
  const previous = learnButton(t("learn.previous"), () => act(() => goTo(index - 1)));
  // After the last step, on to the puzzles.
  const next = learnButton(t("learn.next"), () => act(() => (index === steps.length - 1 ? context.onDone() : goTo(index + 1))), "primary");
  const board = createLearnBoard({ onAction: (action) => act(() => onAction(action)), t });

  const element = learnLayout("lesson", board.element, title, {
    controls: [learnField(presetId, t("learn.rules"), presetSelect), counter, stepList],
    card: [text, source, feedback.element],
    buttons: [retry, showMe],
    after: [h("div", { class: "learn-buttons learn-nav" }, previous, next)],
  });
  root.append(element);
  const choices = LESSON_PRESETS.map((p) => [p, t(`preset.${p}`)]);
  if (Object.keys(custom).length > 0) choices.push(["custom", t("preset.custom")]);
  presetSelect.append(...selectOptions(choices, Object.keys(custom).length > 0 ? "custom" : preset));
  changePreset(Object.keys(custom).length > 0 ? "custom" : preset);

  /** @param {string} name a preset, or "custom" for the rules given over the preset */
  function changePreset(name) {
    if (name !== "custom") {
      preset = name;
      custom = {};
    }
    let sample;
    let refused = "";
    try {
      sample = new Game(gameOptions());
    } catch (error) {
      // Rules the engine refuses leave the preset's, as in the game.
      custom = {};
      sample = new Game(gameOptions());
      refused = String(error?.message ?? error);
    }
    const rules = sample.state().rules;
    sample.free();
    steps = lessonFor(rules);
    goTo(Math.min(index, steps.length - 1));
    if (refused) say(t("learn.why.other", { message: refused }), "miss");
  }

  function gameOptions() {
    return { ...custom, preset };
  }

  /** @param {number} n */
  function goTo(n) {
    if (n < 0 || n >= steps.length) return;
    index = n;
    startStep();
    title.focus();
  }

  function startStep() {
    const step = steps[index];
    game?.free();
    game = step.board === null ? new Game(gameOptions()) : new Game({ ...gameOptions(), board: step.board, turn: "black" });
    phase = "goal";
    busy = false;
    captured = [];
    feedback.clear();
    title.textContent = t(step.title);
    text.textContent = t(step.text);
    source.textContent = t("learn.source", { source: t(step.source) });
    counter.textContent = t("learn.counter", { n: index + 1, total: steps.length });
    renderSteps();
    updateButtons();
    board.show(game, { extra: step.tempting });
  }

  function renderSteps() {
    stepList.replaceChildren(
      ...steps.map((step, i) =>
        h(
          "li",
          {},
          h(
            "button",
            {
              type: "button",
              class: "learn-step",
              dataset: { step: step.id, done: completed.has(step.id) ? "true" : "false" },
              "aria-current": i === index ? "step" : null,
              "aria-label": t(completed.has(step.id) ? "learn.stepDone" : "learn.stepTodo", { n: i + 1, title: t(step.title) }),
              title: t(step.title),
              onclick: () => act(() => goTo(i)),
            },
            String(i + 1),
          ),
        ),
      ),
    );
  }

  function updateButtons() {
    previous.disabled = index === 0;
    next.disabled = !completed.has(steps[index].id);
    next.textContent = t(index === steps.length - 1 ? "learn.puzzles" : "learn.next");
    showMe.disabled = busy || phase === "done";
  }

  /** The learner picked `action` on the board. @param {string} action */
  async function onAction(action) {
    if (busy || phase === "missed" || phase === "done") return;
    const played = playAction(game, action, captured);
    if ("refused" in played) {
      const why = refusalOf(played.refused);
      say(t(why.key, why.params), "miss");
      await board.show(game, { extra: steps[index].tempting });
      return;
    }
    if (!played.facts) {
      await board.show(game, { report: played.report });
      return;
    }
    await afterTurn(played.report, played.facts);
  }

  /** The learner's turn is over: the goal met or missed, and what follows.
   * @param {any} report @param {import("./goals.js").Facts} facts */
  async function afterTurn(report, facts) {
    const step = steps[index];
    busy = true;
    if (phase === "then") {
      await board.show(game, { report, interactive: false });
      await finish(step);
      return;
    }
    if (!meets(step.goal, facts)) {
      phase = "missed";
      busy = false;
      const miss = missOf(step.goal, facts);
      say(`${t(miss.key, miss.params)} ${t("learn.tryAgain")}`, "miss");
      await board.show(game, { report, interactive: false });
      updateButtons();
      retry.focus();
      return;
    }
    const state = game.state();
    if (step.then && !state.outcome && state.turn === facts.side) {
      // Blocked: under this rule the learner plays on (moves again, or gives up a stone).
      phase = "then";
      busy = false;
      say(`${t(step.done)} ${t(step.then)}`, "info");
      await board.show(game, { report });
      updateButtons();
      return;
    }
    say(step.then ? `${t(step.done)} ${t(step.then)}` : t(step.done), "ok");
    await board.show(game, { report, interactive: false });
    await finish(step);
  }

  /** Completes the step: the other side's answer where there is one, then Next. @param {Step} step */
  async function finish(step) {
    const state = game.state();
    // The other side's turn: the step's own reply, or after a block whatever the rule makes
    // white do (the engine's first legal turn: a removal, then a move).
    if (step.reply || (step.then && !state.outcome && state.turn !== "black")) {
      await pause();
      if (destroyed || steps[index] !== step) return;
      const report = step.reply ? game.playTurn(step.reply) : playFirstTurn(game);
      await board.show(game, { report, interactive: false });
      say(`${feedback.text} ${t("learn.replied", { turn: game.state().turns.at(-1) })}`, "ok");
    }
    phase = "done";
    busy = false;
    completed.add(step.id);
    writeCompleted();
    renderSteps();
    updateButtons();
    if (!next.disabled) next.focus();
  }

  /** Plays the step's answer on the board, then leaves the learner to do it. */
  async function demonstrate() {
    const step = steps[index];
    startStep();
    busy = true;
    updateButtons();
    const parts = step.answer.includes(",") ? step.answer.split(",") : [step.answer];
    for (const [i, part] of parts.entries()) {
      await pause();
      if (destroyed || steps[index] !== step) return;
      // Drops one at a time, and the last part as the end of a turn (an open chain ends there).
      const report = i < parts.length - 1 ? game.play(part) : game.playTurn(part);
      await board.show(game, { report, interactive: false });
    }
    phase = "missed";
    busy = false;
    say(t("learn.shown", { turn: step.answer }), "info");
    updateButtons();
    retry.focus();
  }

  function readCompleted() {
    try {
      const list = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? "[]");
      return Array.isArray(list) ? list.filter((id) => typeof id === "string") : [];
    } catch {
      return [];
    }
  }

  function writeCompleted() {
    try {
      storage?.setItem(PROGRESS_KEY, JSON.stringify([...completed]));
    } catch {
      // Kept for this visit only.
    }
  }

  return {
    destroy() {
      destroyed = true;
      board.destroy();
      game?.free();
      game = null;
      element.remove();
    },
  };
}

