// The analysis board: the board beside (on phones above) a panel that is the board editor or,
// once the engine has accepted the set-up, the lines played out from it, the engine's
// answers, the link and "play from here". This file draws the state (analysis-state.js) into
// the panels (analysis-panels.js); it only reads the state, and every control calls the
// controller (analysis-controller.js), which changes it and has it drawn.

import { describer } from "../shared/describe.js";
import { createBoard } from "../board/board.js";
import { NO_HIGHLIGHT, cellLabel, highlightOf, turnHighlight } from "../shared/board-words.js";
import { h } from "../shared/dom.js";
import { paramsInWords } from "../shared/words.js";
import { rulesOfDraft } from "./analysis-games.js";
import { buildEditor, buildPlay } from "./analysis-panels.js";
import { boardText, cellNames } from "./analysis-setup.js";
import { rows } from "./analysis-tree.js";
import { describeResult } from "./analysis-words.js";

/** @typedef {import("./analysis-state.js").AnalysisState} State */
/** @typedef {(key: string, params?: Record<string, unknown>) => string} T */

/**
 * @typedef {object} ViewContext
 * @property {State} state read only: the controller changes it
 * @property {import("./analysis-controller.js").AnalysisController} controller
 * @property {import("./analysis-games.js").GameClass} Reader the engine, for its presets and rule options
 * @property {import("./analysis-games.js").Facts} facts the engine's facts of rules
 * @property {import("../i18n/i18n.js").Translator} tr
 * @property {(game: { record: string, opponent: "human" | "computer", level: number, human: "black" | "white" }) => void} [onPlay]
 */

/** Mounts the analysis board's view into `root`: `render()` draws the state.
 * @param {HTMLElement} root @param {ViewContext} context */
export function mountAnalysisBoard(root, context) {
  const { state, controller, tr } = context;
  const { t } = tr;
  const canvas = h("canvas", { class: "learn-canvas" });
  const boardBox = h("div", { class: "learn-board analysis-board" }, canvas);
  const words = cellLabel(t);
  /** @type {import("../board/board.js").Board | null} */
  let board = null;
  const made = () =>
    (board ??= createBoard(canvas, {
      onAction: (action) => controller.act(action),
      name: t("board.label"),
      orientation: "black",
      label: (cell, stone, hint) => (state.mode === "edit" ? t("analysisBoard.cellEdit", { what: words(cell, stone ?? ".", null), hint: t(`analysisBoard.brush.${state.brush}`) }) : words(cell, stone ?? ".", hint)),
    }));
  const message = h("p", { class: "analysis-message", role: "status", tabindex: "-1" });
  const panels = { t, controller, Reader: context.Reader, onPlay: context.onPlay };
  const editor = buildEditor(panels);
  const play = buildPlay(panels);
  const element = h(
    "div",
    { class: "learn-main analysis" },
    h("div", { class: "learn-board-column" }, boardBox),
    h("div", { class: "learn-panel analysis-panel" }, message, editor.element, play.element),
  );
  element.addEventListener("keydown", (/** @type {KeyboardEvent} */ event) => {
    // Arrows step through the line when the focus is not in a field or on the board's grid.
    const target = /** @type {HTMLElement} */ (event.target);
    if (state.mode !== "play" || target.closest("input, textarea, select, [role=grid]")) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const back = (event.key === "ArrowLeft") !== (element.closest("[dir=rtl]") !== null);
      if (back) controller.back();
      else controller.forward();
      event.preventDefault();
    }
  });
  root.append(element);
  // The game's sentences for the side to move: a blocked side, a chain, a removal said as the
  // game page says them (web/shared/describe.js).
  const parts = { element, boardBox, message, editor, play, made, describe: describer(tr) };
  return {
    /** Draws the state. */
    render: () => render(state, context, parts),
    destroy() {
      board?.destroy();
      element.remove();
    },
  };
}

/** @typedef {{ element: HTMLElement, boardBox: HTMLElement, message: HTMLElement, editor: ReturnType<typeof buildEditor>,
 *   play: ReturnType<typeof buildPlay>, made: () => import("../board/board.js").Board, describe: ReturnType<typeof describer> }} Parts */

/** Draws `state` into the view's parts. @param {State} state @param {ViewContext} context @param {Parts} parts */
function render(state, context, parts) {
  const { t } = context.tr;
  const editing = state.mode === "edit";
  parts.editor.element.hidden = !editing;
  parts.play.element.hidden = editing;
  parts.element.dataset.mode = state.mode;
  const said = state.refusal ? { key: "analysisBoard.setupRefused", params: { error: state.refusal }, error: true } : state.said;
  parts.message.textContent = said ? t(said.key, paramsInWords(t, said.params)) : "";
  parts.message.hidden = !said;
  parts.message.dataset.kind = said?.error ? "error" : "info";
  if (editing) renderEditor(state, context, parts);
  else renderPlay(state, context, parts);
  if (state.focus === "message") parts.message.focus();
}

/** @param {State} state @param {ViewContext} context @param {Parts} parts */
function renderEditor(state, context, { editor, boardBox, made }) {
  const { draft } = state;
  for (const b of editor.brushes) b.input.checked = b.value === state.brush;
  editor.sizeSelect.value = String(draft.size);
  if (!Object.keys(draft.custom).length) editor.presetSelect.value = draft.preset;
  const rules = rulesOfDraft(context.facts, draft);
  for (const [name, control] of editor.optionFields) control.value = String(rules?.[name] ?? control.value);
  editor.turnSelect.value = draft.turn;
  editor.phaseSelect.value = draft.phase;
  editor.hands.black.value = String(draft.inHand.black);
  editor.hands.white.value = String(draft.inHand.white);
  editor.handFields.hidden = draft.phase !== "placement";
  const text = boardText(draft);
  boardBox.dataset.board = text;
  boardBox.dataset.legal = "";
  boardBox.dataset.marked = "";
  made().set({ board: text, legal: cellNames(draft.size), highlight: { cells: [], captured: [] }, interactive: true });
}

/** @param {State} state @param {ViewContext} context @param {Parts} parts */
function renderPlay(state, context, { play, boardBox, made, describe }) {
  const game = state.game;
  if (!game) return;
  const { t } = context.tr;
  const { statusLine } = describe;
  const facts = game.state();
  const legal = facts.outcome ? [] : game.legalActions();
  play.status.textContent = facts.outcome
    ? t(facts.outcome.winner ? "analysisBoard.won" : "analysisBoard.drawn", { side: facts.outcome.winner ? t(`side.${facts.outcome.winner}`) : "" })
    : t(facts.phase === "placement" ? "analysisBoard.toPlace" : "analysisBoard.toMove", { line: statusLine(facts, legal), black: facts.inHand.black, white: facts.inHand.white });
  play.backButton.disabled = !state.node.parent && !state.pending.length;
  play.forwardButton.disabled = state.pending.length > 0 || !state.node.children.length;
  play.mainButton.disabled = !state.node.parent || isMainLine(state.node);
  play.deleteButton.disabled = !state.node.parent;
  renderMoves(state, context, play.moveList, describe.sideName);
  renderEngine(state, context, play, facts);
  play.shareBox.hidden = !state.shared;
  if (state.shared) {
    play.linkInput.value = state.shared.link;
    play.recordOutput.value = state.shared.record;
  }
  play.playButton.disabled = Boolean(facts.outcome);
  boardBox.dataset.board = game.board();
  boardBox.dataset.legal = legal.join(" ");
  const best = state.showBest ? bestHighlight(state, game, facts.turn) : null;
  // The last turn marked as the game marks it: every cell it reached (both stones of a
  // placement turn), and the stones it took when it was just played; a turn under way by
  // its actions so far.
  const played = state.node.played;
  const last = state.pending.length
    ? state.report && highlightOf(state.report)
    : played && { ...turnHighlight(played), captured: state.report?.captured ?? [] };
  const highlight = best ?? last ?? NO_HIGHLIGHT;
  boardBox.dataset.marked = highlight.cells.join(" ");
  made().set({ board: game.board(), legal, highlight, animate: state.report, interactive: !facts.outcome });
}

/** The engine's best turn, marked as a turn offered.
 * @param {State} state @param {import("./analysis-games.js").Game} game @param {"black" | "white"} side */
function bestHighlight(state, game, side) {
  const turn = state.engine.result?.lines?.[0]?.turn;
  if (!turn) return null;
  const report = game.preview(turn);
  return report && highlightOf(report, side);
}

/** Whether `node` is on the main line. @param {import("./analysis-tree.js").LineNode} node */
function isMainLine(node) {
  for (let at = node; at.parent; at = at.parent) if (at.parent.children[0] !== at) return false;
  return true;
}

/** The tree's turns, each a button that shows its position.
 * @param {State} state @param {ViewContext} context @param {HTMLElement} moveList
 * @param {(side: "black" | "white") => string} sideName */
function renderMoves(state, context, moveList, sideName) {
  const { t, formatNumber } = context.tr;
  /** A turn of the list: its number, its side's dot (as the game's list draws it), its token,
   * and the mark of a side moving again because the other was blocked.
   * @param {import("./analysis-tree.js").Row} row */
  const turnButton = (row) => {
    const played = row.node.played;
    const side = played?.side;
    // The name holds what the button shows, in its order (its number, its token), then the side.
    const label = t("analysisBoard.turnLabel", { n: row.ply, side: side ? sideName(side) : "?", turn: row.node.turn });
    return h(
      "button",
      {
        type: "button",
        class: "analysis-turn",
        "aria-current": row.node === state.node ? "step" : null,
        "aria-label": played?.extra ? `${label}, ${t("moves.againNote")}` : label,
        onclick: () => context.controller.goTo(row.node),
      },
      h("span", { class: "analysis-ply", "aria-hidden": "true" }, `${formatNumber(row.ply)}.`),
      side ? h("span", { class: `swatch ${side}`, "aria-hidden": "true" }) : null,
      h("bdi", { class: "analysis-token" }, row.node.turn ?? ""),
      played?.extra ? h("span", { class: "move-again", title: t("moves.againNote"), "aria-hidden": "true" }, "↻") : null,
    );
  };
  /** @param {import("./analysis-tree.js").Row[]} items @param {number} depth @returns {HTMLElement} */
  const draw = (items, depth) =>
    h("ol", { class: depth ? "analysis-variation" : "analysis-line" }, ...items.map((row) => h("li", {}, turnButton(row), ...row.variations.map((variation) => draw(variation, depth + 1)))));
  const list = rows(state.tree);
  // Who plays the set-up's first turn is said before any is played.
  const first = state.game?.history().length === 0 ? state.game.state().turn : null;
  moveList.replaceChildren(list.length ? draw(list, 0) : h("p", { class: "analysis-none" }, t("analysisBoard.noMoves", { side: sideName(first ?? "black") })));
}

/** What the engine says, and its best turns with their lines.
 * @param {State} state @param {ViewContext} context @param {Parts["play"]} panel
 * @param {import("./analysis-games.js").GameState} facts */
function renderEngine(state, context, panel, facts) {
  const play = panel;
  const { t } = context.tr;
  const { running, building, result, error } = state.engine;
  play.askButton.disabled = running || Boolean(facts.outcome);
  play.stopButton.disabled = !running;
  play.bestButton.disabled = !result?.lines?.length;
  play.bestButton.setAttribute("aria-pressed", String(state.showBest));
  play.progress.textContent = error
    ? t("analysisBoard.engineFailed", paramsInWords(t, { error }))
    : building !== null
      ? t("analysisBoard.building", { n: building })
      : running
        ? t("analysisBoard.thinking", { depth: (result?.depth ?? 0) + 1 })
        : result
          ? t("analysisBoard.searched", { count: result.depth })
          : "";
  const described = result ? describeResult(t, result, facts.turn) : null;
  play.verdict.textContent = described?.verdict ?? "";
  play.verdict.hidden = !described?.verdict;
  play.evaluation.textContent = described?.evaluation ?? "";
  // Each of the best turns with its value and the line the engine expects; each turn of a
  // line is a button that plays the line to it onto the board, as lines of the tree.
  const playable = !state.pending.length;
  /** @param {{ turn: string, value: string, line: string[] }} line */
  const item = (line) =>
    h(
      "li",
      { class: "analysis-line-item" },
      h("span", { class: "analysis-line-value" }, line.value),
      h(
        "span",
        { class: "analysis-line-turns", role: "group", "aria-label": t("analysisBoard.lineOf", { turn: line.turn }) },
        ...line.line.map((turn, i) =>
          h(
            "button",
            {
              type: "button",
              class: i === 0 ? "analysis-line-play analysis-line-turn" : "analysis-line-play",
              disabled: !playable,
              "aria-label": t("analysisBoard.playLine", { count: i + 1, turns: line.line.slice(0, i + 1).join(" ") }),
              onclick: () => context.controller.playLine(line.line, i + 1),
            },
            h("bdi", {}, turn),
          ),
        ),
      ),
    );
  play.lines.replaceChildren(...(described?.lines ?? []).map(item));
}
