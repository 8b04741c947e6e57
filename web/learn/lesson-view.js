// The lesson: one step at a time, each a small position on the real board in which the reader
// makes the move asked for. This file builds the view and draws the state (lesson-state.js);
// the transitions are lesson-controller.js's.

import { h, options as selectOptions, uid } from "../shared/dom.js";
import { createFeedback, keepInView } from "./feedback.js";
import { createLearnBoard } from "./learn-board.js";
import { learnButton, learnField, learnLayout } from "./layout.js";
import { createLessonController, readCompleted } from "./lesson-controller.js";
import { createLessonState } from "./lesson-state.js";
import { LESSON_PRESETS } from "./lesson.js";

/**
 * Mounts the lesson into `root`.
 * @param {HTMLElement} root
 * @param {{ Game: typeof import("../pkg/rules/seega.js").Game, preset?: string, rules?: Record<string, unknown>,
 *   storage: Storage | null, t: import("./learn.js").Translate, onDone: () => void }} context
 */
export function mountLesson(root, context) {
  const { Game, storage, t } = context;
  // The lesson's boards give their own size.
  const custom = Object.fromEntries(Object.entries(context.rules ?? {}).filter(([name]) => name !== "size"));
  const state = createLessonState({
    preset: LESSON_PRESETS.includes(context.preset ?? "") ? /** @type {string} */ (context.preset) : "classic",
    custom,
    completed: readCompleted(storage),
  });

  const feedback = createFeedback(t);
  const { act } = feedback;
  const presetId = uid("lesson-preset");
  const presetSelect = h("select", { id: presetId, class: "learn-select", onchange: () => act(() => controller.choosePreset(presetSelect.value)) });
  const counter = h("p", { class: "learn-counter" });
  const stepList = h("ol", { class: "learn-steps", "aria-label": t("learn.steps") });
  const title = h("h2", { class: "learn-title", id: uid("lesson-title"), tabindex: "-1" });
  const text = h("p", { class: "learn-text" });
  const source = h("p", { class: "learn-source" });
  const retry = learnButton(t("learn.retry"), () => act(() => controller.restart()));
  const showMe = learnButton(t("learn.showMe"), () => act(() => controller.demonstrate()));
  const previous = learnButton(t("learn.previous"), () => act(() => controller.goTo(state.index - 1)));
  // After the last step, on to the puzzles.
  const next = learnButton(
    t("learn.next"),
    () => act(() => (state.index === state.steps.length - 1 ? context.onDone() : controller.goTo(state.index + 1))),
    "primary",
  );
  const board = createLearnBoard({ onAction: (action) => act(() => controller.play(action)), t });

  const element = learnLayout("lesson", board.element, title, {
    // Which game of the name this is (another, a 3 × 3 alignment game, is taught in schools).
    controls: [h("p", { class: "learn-same-name" }, t("learn.sameName")), learnField(presetId, t("learn.rules"), presetSelect), counter, stepList],
    card: [text, source, feedback.element],
    buttons: [retry, showMe],
    after: [h("div", { class: "learn-buttons learn-nav" }, previous, next)],
  });
  root.append(element);

  const controller = createLessonController({
    state,
    Game,
    storage,
    render,
    show: (options) => (state.game ? board.show(state.game, options) : Promise.resolve()),
  });
  const hasCustom = Object.keys(custom).length > 0;
  const choices = LESSON_PRESETS.map((p) => [p, t(`preset.${p}`)]);
  if (hasCustom) choices.push(["custom", t("preset.custom")]);
  presetSelect.append(...selectOptions(choices, hasCustom ? "custom" : state.preset));
  controller.choosePreset(hasCustom ? "custom" : state.preset);

  /** Draws the state: the step's words, the list of steps, the buttons, the feedback line. */
  function render() {
    const step = state.steps[state.index];
    if (!step) return;
    title.textContent = t(step.title);
    text.textContent = t(step.text);
    source.textContent = t("learn.source", { source: t(step.source) });
    counter.textContent = t("learn.counter", { n: state.index + 1, total: state.steps.length });
    renderSteps();
    previous.disabled = state.index === 0;
    next.disabled = !state.completed.has(step.id);
    next.textContent = t(state.index === state.steps.length - 1 ? "learn.puzzles" : "learn.next");
    showMe.disabled = state.busy || state.phase === "done";
    feedback.show(state.said);
    const focus = state.focus === null ? null : { title, retry, next: next.disabled ? null : next }[state.focus];
    state.focus = null;
    keepInView(feedback.element, focus);
  }

  function renderSteps() {
    stepList.replaceChildren(
      ...state.steps.map((step, i) => {
        const done = state.completed.has(step.id);
        return h(
          "li",
          {},
          h(
            "button",
            {
              type: "button",
              class: "learn-step",
              dataset: { step: step.id, done: done ? "true" : "false" },
              "aria-current": i === state.index ? "step" : null,
              "aria-label": t(done ? "learn.stepDone" : "learn.stepTodo", { n: i + 1, title: t(step.title) }),
              title: t(step.title),
              onclick: () => act(() => controller.goTo(i)),
            },
            String(i + 1),
          ),
        );
      }),
    );
  }

  return {
    destroy() {
      controller.destroy();
      board.destroy();
      element.remove();
    },
  };
}
