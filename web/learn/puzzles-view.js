// The puzzles: a position from real play, what to achieve, and the one solution the exact
// search proved (`seega puzzles verify`). The player's turn is compared with the solution's
// turn token as the engine writes it; in a win in several turns the engine then plays the
// stored reply. The puzzle of the day comes from the date; solved puzzles are remembered.

import { h, uid } from "../shared/dom.js";
import { createFeedback, pause } from "./feedback.js";
import { playAction, turnCells } from "./goals.js";
import { createLearnBoard } from "./learn-board.js";
import { learnButton, learnField, learnLayout } from "./layout.js";
import { askOf, dailyIndex, mark, readProgress, writeProgress } from "./puzzle-book.js";


/** @typedef {import("./puzzle-book.js").Puzzle} Puzzle */

/** @param {string} side */
const other = (side) => (side === "black" ? "white" : "black");

/**
 * Mounts the puzzles into `root`.
 * @param {HTMLElement} root
 * @param {{ Game: any, puzzles: Puzzle[], storage: Storage | null,
 *   t: import("./learn.js").Translate, formatNumber: (n: number) => string, today?: Date }} context
 */
export function mountPuzzles(root, context) {
  const { Game, puzzles, storage, t, formatNumber } = context;
  /** @param {string} side */
  const sideName = (side) => t(`side.${side}`);
  const daily = dailyIndex(context.today ?? new Date(), puzzles.length);
  let progress = readProgress(storage);
  let index = daily;
  /** @type {import("../pkg/rules/seega.js").Game | null} */ let game = null;
  /** How far into the solution the game is (the next token to play). */
  let at = 0;
  let hints = 0;
  /** "play", "missed", "solved" or "showing". */
  let phase = "play";
  /** @type {string[]} */ let captured = [];
  let generation = 0;
  let destroyed = false;

  const pickId = uid("puzzle-pick");
  const picker = h("select", { id: pickId, class: "learn-select", onchange: () => act(() => open(Number(picker.value))) });
  const dailyButton = button(t("puzzle.daily"), () => open(daily), "daily");
  const previous = button(t("learn.previous"), () => open(index - 1), "previous");
  const nextButton = button(t("learn.next"), () => open(index + 1), "next");
  const title = h("h2", { class: "learn-title", id: uid("puzzle-title"), tabindex: "-1" });
  const about = h("p", { class: "learn-text" });
  const status = h("p", { class: "learn-source" });
  const feedback = createFeedback();
  const { act, say } = feedback;
  const hintButton = button(t("puzzle.hint"), () => hint(), "hint");
  const solutionButton = button(t("puzzle.showSolution"), () => showSolution(), "solution");
  const retry = button(t("learn.retry"), () => open(index), "retry");
  const board = createLearnBoard({ onAction: (action) => act(() => onAction(action)), t });

  const element = learnLayout("puzzles", board.element, title, {
    controls: [learnField(pickId, t("puzzle.choose"), picker), h("div", { class: "learn-buttons" }, dailyButton, previous, nextButton)],
    card: [about, status, feedback.element],
    buttons: [hintButton, solutionButton, retry],
  });
  root.append(element);
  open(index, false);

  /** @param {string} label @param {() => any} task @param {string} name */
  function button(label, task, name) {
    return learnButton(label, () => act(task), name);
  }

  function fillPicker() {
    const groups = /** @type {const} */ (["capture", "win", "save"]).map((kind) => {
      const label = { capture: t("puzzle.group.capture"), win: t("puzzle.group.win"), save: t("puzzle.group.save") }[kind];
      return h(
        "optgroup",
        { label },
        ...puzzles.flatMap((p, i) => (p.kind === kind ? [h("option", { value: String(i), selected: i === index }, optionText(p, i))] : [])),
      );
    });
    picker.replaceChildren(...groups);
  }

  /** @param {Puzzle} p @param {number} i */
  function optionText(p, i) {
    const ask = askOf(p);
    const mark = progress.solved.includes(p.id) ? ` ${t("puzzle.solvedMark")}` : "";
    return `${formatNumber(i + 1)}. ${t(ask.key, ask.params)} (${p.size} × ${p.size})${mark}`;
  }

  /** Opens puzzle `n` at its start. @param {number} n */
  function open(n, focus = true) {
    if (n < 0 || n >= puzzles.length) return;
    generation += 1;
    index = n;
    const p = puzzles[n];
    game?.free();
    game = new Game({ preset: p.preset, board: p.board, turn: p.turn });
    at = 0;
    hints = 0;
    phase = "play";
    captured = [];
    const ask = askOf(p);
    title.textContent = t(ask.key, ask.params);
    about.textContent = [
      n === daily ? t("puzzle.daily") : null,
      t("puzzle.number", { n: n + 1, total: puzzles.length }),
      t("puzzle.toMove", { side: sideName(p.turn) }),
      t("puzzle.rules", { preset: t(`preset.${p.preset}`), size: p.size }),
    ]
      .filter(Boolean)
      .join(" · ");
    status.textContent = progress.solved.includes(p.id) ? t("puzzle.alreadySolved") : "";
    feedback.clear();
    fillPicker();
    updateButtons();
    board.show(game);
    if (focus) title.focus();
  }

  function updateButtons() {
    previous.disabled = index === 0;
    nextButton.disabled = index === puzzles.length - 1;
    hintButton.disabled = phase !== "play" || hints >= 2;
    solutionButton.disabled = phase === "showing";
  }

  /** @param {string} action */
  async function onAction(action) {
    if (phase !== "play") return;
    const p = puzzles[index];
    const played = playAction(game, action, captured);
    if ("refused" in played) {
      say(String(played.refused?.message ?? played.refused), "miss");
      return;
    }
    const { report, facts } = played;
    if (!facts) {
      await board.show(game, { report });
      return;
    }
    const { token, side, captured: taken } = facts;
    if (token !== p.solution[at]) {
      phase = "missed";
      say(`${missText(p, taken, side)} ${t("learn.tryAgain")}`, "miss");
      await board.show(game, { report, interactive: false });
      updateButtons();
      retry.focus();
      return;
    }
    at += 1;
    hints = 0;
    if (at >= p.solution.length) {
      await board.show(game, { report, interactive: false });
      solved(p);
      return;
    }
    const mine = generation;
    await board.show(game, { report, interactive: false });
    await pause();
    if (destroyed || mine !== generation) return;
    const reply = p.solution[at];
    const answer = game.playTurn(reply);
    at += 1;
    await board.show(game, { report: answer });
    say(t("puzzle.goodReply", { side: sideName(other(game.state().turn)), turn: reply }), "info");
    updateButtons();
  }

  /** Why the turn played is not the solution, from what it did.
   * @param {Puzzle} p @param {string[]} taken @param {string} side */
  function missText(p, taken, side) {
    if (p.kind === "capture") return t("puzzle.miss.capture", { count: taken.length, goal: p.goal });
    if (p.kind === "save") return t("puzzle.miss.save", { side: sideName(other(side)) });
    return t("puzzle.miss.win");
  }

  /** @param {Puzzle} p */
  function solved(p) {
    phase = "solved";
    const first = !progress.solved.includes(p.id);
    progress = mark(progress, p.id, "solved");
    writeProgress(storage, progress);
    say(t(first ? "puzzle.solved" : "puzzle.solvedAgain"), "ok");
    fillPicker();
    updateButtons();
    if (!nextButton.disabled) nextButton.focus();
  }

  /** First the stone to move, then the whole turn. */
  function hint() {
    if (phase !== "play") return;
    const token = puzzles[index].solution[at];
    const cells = turnCells(game, token);
    hints += 1;
    if (hints === 1) {
      say(t("puzzle.hint1", { cell: cells[0] }), "info");
      board.show(game, { mark: cells.slice(0, 1) });
    } else {
      say(t("puzzle.hint2", { turn: token }), "info");
      board.show(game, { mark: cells });
    }
    updateButtons();
  }

  /** Plays the whole solution from the start, turn by turn. */
  async function showSolution() {
    const p = puzzles[index];
    open(index, false);
    phase = "showing";
    const mine = generation;
    if (!progress.solved.includes(p.id)) {
      progress = mark(progress, p.id, "seen");
      writeProgress(storage, progress);
    }
    updateButtons();
    say(t("puzzle.showing", { turns: p.solution.join(" ") }), "info");
    for (const token of p.solution) {
      await pause();
      if (destroyed || mine !== generation) return;
      await board.show(game, { report: game.playTurn(token), interactive: false });
    }
    phase = "missed";
    updateButtons();
    retry.focus();
  }

  return {
    destroy() {
      destroyed = true;
      generation += 1;
      board.destroy();
      game?.free();
      game = null;
      element.remove();
    },
  };
}

