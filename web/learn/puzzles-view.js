// The puzzles: a position from real play, what to achieve, and the one solution the exact
// search proved (`seega puzzles verify`). This file builds the view and draws the state
// (puzzles-state.js); the transitions are puzzles-controller.js's. The puzzle of the day comes
// from the date; solved puzzles are remembered.

import { analysisFragment } from "../analysis/analysis-link.js";
import { h, uid } from "../shared/dom.js";
import { createFeedback, keepInView } from "./feedback.js";
import { createLearnBoard } from "./learn-board.js";
import { learnButton, learnField, learnLayout } from "./layout.js";
import { askOf, dailyIndex, readProgress } from "./puzzle-book.js";
import { createPuzzlesController } from "./puzzles-controller.js";
import { createPuzzlesState } from "./puzzles-state.js";

/** @typedef {import("./puzzle-book.js").Puzzle} Puzzle */

/**
 * Mounts the puzzles into `root`.
 * @param {HTMLElement} root
 * @param {{ Game: typeof import("../pkg/rules/seega.js").Game, puzzles: Puzzle[], storage: Storage | null,
 *   t: import("./learn.js").Translate, formatNumber: (n: number) => string, today?: Date, analysis?: boolean }} context
 *   `analysis`: each puzzle links to the analysis board on its position (the page's, `#analysis=`)
 */
export function mountPuzzles(root, context) {
  const { Game, puzzles, storage, t, formatNumber } = context;
  const daily = dailyIndex(context.today ?? new Date(), puzzles.length);
  const state = createPuzzlesState({ puzzles, daily, progress: readProgress(storage) });

  const feedback = createFeedback(t);
  const { act } = feedback;
  /** @param {string} label @param {() => unknown} task @param {string} name */
  const button = (label, task, name) => learnButton(label, () => act(task), name);
  const pickId = uid("puzzle-pick");
  const picker = h("select", { id: pickId, class: "learn-select", onchange: () => act(() => controller.open(Number(picker.value))) });
  const dailyButton = button(t("puzzle.daily"), () => controller.open(daily), "daily");
  const previous = button(t("learn.previous"), () => controller.open(state.index - 1), "previous");
  const nextButton = button(t("learn.next"), () => controller.open(state.index + 1), "next");
  const title = h("h2", { class: "learn-title", id: uid("puzzle-title"), tabindex: "-1" });
  const about = h("p", { class: "learn-text" });
  const status = h("p", { class: "learn-source" });
  const hintButton = button(t("puzzle.hint"), () => controller.hint(), "hint");
  const solutionButton = button(t("puzzle.showSolution"), () => controller.showSolution(), "solution");
  const retry = button(t("learn.retry"), () => controller.open(state.index), "retry");
  const board = createLearnBoard({ onAction: (action) => act(() => controller.play(action)), t });
  const analyse = context.analysis ? h("a", { class: "learn-button puzzle-analyse", href: "#analysis" }, t("puzzle.analyse")) : null;

  const element = learnLayout("puzzles", board.element, title, {
    controls: [learnField(pickId, t("puzzle.choose"), picker), h("div", { class: "learn-buttons" }, dailyButton, previous, nextButton)],
    card: [about, status, feedback.element],
    buttons: analyse ? [hintButton, solutionButton, retry, analyse] : [hintButton, solutionButton, retry],
  });
  root.append(element);

  const controller = createPuzzlesController({
    state,
    Game,
    storage,
    render,
    show: (options) => (state.game ? board.show(state.game, options) : Promise.resolve()),
  });
  controller.open(state.index, false);

  /** Draws the state: the puzzle's words, the picker, the buttons, the feedback line. */
  function render() {
    const p = puzzles[state.index];
    const ask = askOf(p);
    title.textContent = t(ask.key, ask.params);
    about.textContent = [
      state.index === daily ? t("puzzle.daily") : null,
      t("puzzle.number", { n: state.index + 1, total: puzzles.length }),
      t("puzzle.toMove", { side: t(`side.${p.turn}`) }),
      t("puzzle.rules", { preset: t(`preset.${p.preset}`), size: p.size }),
    ]
      .filter(Boolean)
      .join(" · ");
    status.textContent = state.solvedBefore ? t("puzzle.alreadySolved") : "";
    if (analyse) {
      // The engine writes the puzzle's position as a record (its rules and Setup tag).
      const position = new Game({ preset: p.preset, board: p.board, turn: p.turn });
      analyse.href = analysisFragment(position.record());
      position.free();
    }
    fillPicker();
    previous.disabled = state.index === 0;
    nextButton.disabled = state.index === puzzles.length - 1;
    hintButton.disabled = state.phase !== "play" || state.hints >= 2;
    solutionButton.disabled = state.phase === "showing";
    feedback.show(state.said);
    const focus = state.focus === null ? null : { title, retry, next: nextButton.disabled ? null : nextButton }[state.focus];
    state.focus = null;
    keepInView(feedback.element, focus);
  }

  function fillPicker() {
    const labels = { capture: t("puzzle.group.capture"), win: t("puzzle.group.win"), save: t("puzzle.group.save") };
    const groups = /** @type {const} */ (["capture", "win", "save"]).map((kind) =>
      h(
        "optgroup",
        { label: labels[kind] },
        ...puzzles.flatMap((p, i) => (p.kind === kind ? [h("option", { value: String(i), selected: i === state.index }, optionText(p, i))] : [])),
      ),
    );
    picker.replaceChildren(...groups);
  }

  /** @param {Puzzle} p @param {number} i */
  function optionText(p, i) {
    const ask = askOf(p);
    const solved = state.progress.solved.includes(p.id) ? ` ${t("puzzle.solvedMark")}` : "";
    return `${formatNumber(i + 1)}. ${t(ask.key, ask.params)} (${p.size} × ${p.size})${solved}`;
  }

  return {
    destroy() {
      controller.destroy();
      board.destroy();
      element.remove();
    },
  };
}
