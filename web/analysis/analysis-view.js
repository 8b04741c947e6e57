// The analysis board: the board beside (on phones above) a panel that is the board editor or,
// once the engine has accepted the set-up, the lines played out from it, the engine's
// answers, the link and "play from here". This file builds the view and draws the state
// (analysis-state.js); the transitions are analysis-controller.js's.

import { describer } from "../app/describe.js";
import { createBoard } from "../board/board.js";
import { NO_HIGHLIGHT, cellLabel, highlightOf, turnHighlight } from "../shared/board-words.js";
import { h, options as selectOptions, uid } from "../shared/dom.js";
import { paramsInWords } from "../shared/words.js";
import { createAnalysisController } from "./analysis-controller.js";
import { createAnalysisEngine } from "./analysis-engine.js";
import { cellNames, emptyDraft } from "./analysis-setup.js";
import { createAnalysisState } from "./analysis-state.js";
import { rows } from "./analysis-tree.js";
import { describeResult } from "./analysis-words.js";

/** The computer's levels "play from here" offers. */
const LEVELS = [1, 2, 3, 4, 5];

/**
 * Mounts the analysis board into `root`.
 * @param {HTMLElement} root
 * @param {{ Reader: import("../shared/engine.js").Engines["reader"], tr: import("../i18n/i18n.js").Translator,
 *   from?: { record: string, turns?: number | null } | null, link?: string | null, lines?: string | null,
 *   pageUrl: () => string,
 *   onPlay?: (game: { record: string, opponent: "human" | "computer", level: number, human: "black" | "white" }) => void }} context
 */
export function mountAnalysisBoard(root, context) {
  const { Reader, tr } = context;
  const { t, formatNumber } = tr;
  // The game's sentences for the side to move: a blocked side, a chain, a removal said as the
  // game page says them (web/app/describe.js).
  const { statusLine, sideName } = describer(tr);
  const sample = new Reader();
  const stones = sample.state().stonesPerSide;
  sample.free();
  const state = createAnalysisState(emptyDraft(5, stones));
  /** @param {() => unknown} fn */
  const act = (fn) => fn();
  const field = (/** @type {string} */ label, /** @type {HTMLElement} */ control) => {
    control.id ||= uid("analysis-field");
    return h("div", { class: "learn-field analysis-field" }, h("label", { for: control.id }, label), control);
  };
  const button = (/** @type {string} */ label, /** @type {() => void} */ onclick, name = "") =>
    h("button", { type: "button", class: `learn-button ${name}`.trim(), onclick: () => act(onclick) }, label);

  // ---- the board
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
      label: (cell, stone, hint) => (state.mode === "edit" ? t("analysisBoard.cellEdit", { what: words(cell, stone, null), hint: t(`analysisBoard.brush.${state.brush}`) }) : words(cell, stone, hint)),
    }));

  // ---- the message line
  const message = h("p", { class: "analysis-message", role: "status", tabindex: "-1" });

  // ---- the editor
  const editTitle = h("h2", { class: "learn-title", id: uid("analysis-edit"), tabindex: "-1" }, t("analysisBoard.editTitle"));
  const brushName = uid("analysis-brush");
  const brushes = /** @type {const} */ (["b", "w", "."]).map((value) => {
    const input = h("input", { type: "radio", name: brushName, value, onchange: () => controller.setBrush(value) });
    return { value, input, label: h("label", { class: "analysis-brush" }, input, " ", t(`analysisBoard.brush.${value}`)) };
  });
  const brushGroup = h("fieldset", { class: "analysis-group" }, h("legend", {}, t("analysisBoard.brush")), ...brushes.map((b) => b.label));
  const sizeSelect = h("select", { class: "learn-select analysis-size", onchange: () => controller.setSize(Number(sizeSelect.value)) }, ...selectOptions([5, 7, 9].map((n) => [n, `${n} × ${n}`]), 5));
  const presetSelect = h("select", { class: "learn-select analysis-preset", onchange: () => controller.setPreset(presetSelect.value) });
  presetSelect.append(...selectOptions(Reader.presets().map((/** @type {string} */ p) => [p, t(`preset.${p}`)]), "classic"));
  /** @type {Map<string, HTMLSelectElement | HTMLInputElement>} */
  const optionFields = new Map();
  const ruleList = h("div", { class: "analysis-options" });
  for (const option of Reader.ruleOptions()) {
    if (option.name === "size") continue;
    const control = option.values.length
      ? h("select", { class: "learn-select", onchange: () => controller.setOption(option.name, control.value) }, ...selectOptions(option.values.map((/** @type {string} */ v) => [v, t(`option.${option.name}.${v}`)]), option.values[0]))
      : h("input", { type: "number", min: "0", max: "999", class: "learn-select", onchange: () => controller.setOption(option.name, control.value) });
    optionFields.set(option.name, control);
    ruleList.append(field(t(`option.${option.name}`), control));
  }
  const options = h("details", { class: "analysis-details" }, h("summary", {}, t("analysisBoard.everyOption")), ruleList);
  const turnSelect = h("select", { class: "learn-select analysis-side", onchange: () => controller.setTurn(turnSelect.value === "white" ? "white" : "black") }, ...selectOptions([["black", t("side.black")], ["white", t("side.white")]], "black"));
  const phaseSelect = h("select", { class: "learn-select analysis-phase", onchange: () => controller.setPhase(phaseSelect.value === "movement" ? "movement" : "placement") }, ...selectOptions([["placement", t("analysisBoard.placement")], ["movement", t("analysisBoard.movement")]], "placement"));
  const hand = (/** @type {"black" | "white"} */ side) => {
    const input = h("input", { type: "number", min: "0", max: "40", step: "2", class: "learn-select", onchange: () => controller.setHand(side, Number(input.value)) });
    return input;
  };
  const hands = { black: hand("black"), white: hand("white") };
  const handFields = h("div", { class: "analysis-hands" }, field(t("analysisBoard.inHand", { side: t("side.black") }), hands.black), field(t("analysisBoard.inHand", { side: t("side.white") }), hands.white));
  const recordInput = h("textarea", { class: "analysis-record-input", rows: "3", spellcheck: "false" });
  const recordTurns = h("input", { type: "number", min: "0", class: "learn-select" });
  const fromRecord = h(
    "details",
    { class: "analysis-details" },
    h("summary", {}, t("analysisBoard.fromRecord")),
    field(t("analysisBoard.record"), recordInput),
    field(t("analysisBoard.afterTurns"), recordTurns),
    button(t("analysisBoard.openRecord"), () => controller.fromRecord(recordInput.value, recordTurns.value === "" ? null : Number(recordTurns.value)), "analysis-open-record"),
  );
  const startButton = button(t("analysisBoard.start"), () => controller.start(), "primary analysis-start");
  const editor = h(
    "section",
    { class: "learn-card analysis-editor", "aria-labelledby": editTitle.id },
    editTitle,
    h("p", { class: "learn-text" }, t("analysisBoard.editHelp")),
    brushGroup,
    field(t("newGame.size"), sizeSelect),
    field(t("analysisBoard.rules"), presetSelect),
    options,
    field(t("analysisBoard.turn"), turnSelect),
    field(t("analysisBoard.phase"), phaseSelect),
    handFields,
    h("div", { class: "learn-buttons" }, button(t("analysisBoard.empty"), () => controller.clear(), "analysis-empty"), button(t("analysisBoard.startOfMovement"), () => controller.startOfMovement(), "analysis-movement"), startButton),
    fromRecord,
  );

  // ---- playing lines out
  const playTitle = h("h2", { class: "learn-title", id: uid("analysis-play"), tabindex: "-1" }, t("analysisBoard.playTitle"));
  // Whose turn it is, said as it changes (a turn played, one walked back or forward).
  const status = h("p", { class: "learn-text analysis-status", "aria-live": "polite" });
  const backButton = button(t("analysisBoard.back"), () => controller.back(), "analysis-back");
  const forwardButton = button(t("analysisBoard.forward"), () => controller.forward(), "analysis-forward");
  const mainButton = button(t("analysisBoard.makeMain"), () => controller.makeMain(), "analysis-main");
  const deleteButton = button(t("analysisBoard.deleteLine"), () => controller.removeLine(), "analysis-delete");
  const editButton = button(t("analysisBoard.editHere"), () => controller.editHere(), "analysis-edit");
  const moveList = h("div", { class: "analysis-moves", role: "group", "aria-label": t("analysisBoard.moves") });
  const askButton = button(t("analysisBoard.ask"), () => controller.ask(), "primary analysis-ask");
  const stopButton = button(t("analysisBoard.stop"), () => controller.stop(), "analysis-stop");
  const bestButton = h("button", { type: "button", class: "learn-button analysis-best", "aria-pressed": "false", onclick: () => controller.toggleBest() }, t("analysisBoard.showBest"));
  const progress = h("p", { class: "analysis-progress", "aria-live": "polite" });
  const verdict = h("p", { class: "analysis-verdict" });
  const evaluation = h("p", { class: "analysis-evaluation" });
  const lines = h("ol", { class: "analysis-lines", "aria-label": t("analysisBoard.bestTurns") });
  const shareButton = button(t("analysisBoard.share"), () => controller.share(), "analysis-share");
  const linkInput = h("input", { type: "text", readonly: true, class: "analysis-link", spellcheck: "false" });
  const recordOutput = h("textarea", { readonly: true, rows: "4", class: "analysis-record", spellcheck: "false" });
  const copyButton = button(t("analysisBoard.copy"), () => copy(), "analysis-copy");
  const shareBox = h("div", { class: "analysis-share-box" }, field(t("analysisBoard.link"), linkInput), copyButton, field(t("analysisBoard.record"), recordOutput));
  const opponentSelect = h(
    "select",
    { class: "learn-select" },
    ...selectOptions([["human", t("analysisBoard.friend")], ...LEVELS.map((level) => [`computer-${level}`, t("analysisBoard.computer", { level })])], "human"),
  );
  const humanSelect = h("select", { class: "learn-select" }, ...selectOptions([["black", t("side.black")], ["white", t("side.white")]], "black"));
  const playButton = button(t("analysisBoard.playHere"), () => playFromHere(), "analysis-play-here");
  const player = h("div", { class: "analysis-player" }, field(t("analysisBoard.opponent"), opponentSelect), field(t("analysisBoard.yourSide"), humanSelect), playButton);
  const play = h(
    "section",
    { class: "learn-card analysis-play", "aria-labelledby": playTitle.id },
    playTitle,
    status,
    h("div", { class: "learn-buttons" }, backButton, forwardButton, editButton),
    h("h3", { class: "analysis-sub" }, t("analysisBoard.moves")),
    moveList,
    h("div", { class: "learn-buttons" }, mainButton, deleteButton),
    h("h3", { class: "analysis-sub analysis-engine-title" }, t("analysisBoard.engine")),
    h("div", { class: "learn-buttons analysis-ask-buttons" }, askButton, stopButton, bestButton),
    // The engine's answer, which a phone shows right under the status (analysis.css).
    h("div", { class: "analysis-answer" }, progress, verdict, evaluation, lines),
    h("h3", { class: "analysis-sub" }, t("analysisBoard.shareTitle")),
    shareButton,
    shareBox,
    h("h3", { class: "analysis-sub" }, t("analysisBoard.playFromHere")),
    player,
  );

  const element = h(
    "div",
    { class: "learn-main analysis" },
    h("div", { class: "learn-board-column" }, boardBox),
    h("div", { class: "learn-panel analysis-panel" }, message, editor, play),
  );
  element.addEventListener("keydown", (event) => {
    // Arrows step through the line when the focus is not in a field or on the board's grid.
    const target = /** @type {HTMLElement} */ (event.target);
    if (state.mode !== "play" || target.closest("input, textarea, select, [role=grid]")) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const back = (event.key === "ArrowLeft") !== (element.closest("[dir=rtl]") !== null);
      act(() => (back ? controller.back() : controller.forward()));
      event.preventDefault();
    }
  });
  root.append(element);

  const controller = createAnalysisController({ state, Reader, render, engine: createAnalysisEngine(), pageUrl: context.pageUrl });

  function playFromHere() {
    const [opponent, level] = opponentSelect.value.split("-");
    context.onPlay?.({ record: controller.recordHere(), opponent: opponent === "computer" ? "computer" : "human", level: Number(level) || 2, human: humanSelect.value === "white" ? "white" : "black" });
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(linkInput.value);
      state.said = { key: "analysisBoard.copied" };
    } catch {
      linkInput.select();
      state.said = { key: "analysisBoard.copyByHand" };
    }
    render();
  }

  /** Draws the state. */
  function render() {
    const editing = state.mode === "edit";
    editor.hidden = !editing;
    play.hidden = editing;
    element.dataset.mode = state.mode;
    renderMessage();
    if (editing) renderEditor();
    else renderPlay();
    const focus = state.focus;
    state.focus = null;
    if (focus === "message") message.focus();
  }

  function renderMessage() {
    const said = state.refusal ? { key: "analysisBoard.setupRefused", params: { error: state.refusal }, error: true } : state.said;
    message.textContent = said ? t(said.key, paramsInWords(t, said.params)) : "";
    message.hidden = !said;
    message.dataset.kind = said?.error ? "error" : "info";
  }

  function renderEditor() {
    const { draft } = state;
    for (const b of brushes) b.input.checked = b.value === state.brush;
    sizeSelect.value = String(draft.size);
    presetSelect.value = Object.keys(draft.custom).length ? presetSelect.value : draft.preset;
    if (!Object.keys(draft.custom).length) presetSelect.value = draft.preset;
    const rules = rulesOfDraft();
    for (const [name, control] of optionFields) control.value = String(rules?.[name] ?? control.value);
    turnSelect.value = draft.turn;
    phaseSelect.value = draft.phase;
    hands.black.value = String(draft.inHand.black);
    hands.white.value = String(draft.inHand.white);
    handFields.hidden = draft.phase !== "placement";
    boardBox.dataset.board = boardText();
    boardBox.dataset.legal = "";
    boardBox.dataset.marked = "";
    made().set({ board: boardText(), legal: cellNames(draft.size), highlight: { cells: [], captured: [] }, interactive: true });
  }

  /** The draft's rules as the engine reads them (every option), or null if it refuses them. */
  function rulesOfDraft() {
    try {
      const game = new Reader({ ...state.draft.custom, preset: state.draft.preset, size: state.draft.size });
      const rules = game.state().rules;
      game.free();
      return rules;
    } catch {
      return null;
    }
  }

  function boardText() {
    const { size, cells } = state.draft;
    return Array.from({ length: size }, (_, r) => cells.slice(r * size, (r + 1) * size).join("")).join("/");
  }

  function renderPlay() {
    const game = state.game;
    if (!game) return;
    const facts = game.state();
    const legal = facts.outcome ? [] : game.legalActions();
    status.textContent = facts.outcome
      ? t(facts.outcome.winner ? "analysisBoard.won" : "analysisBoard.drawn", { side: facts.outcome.winner ? t(`side.${facts.outcome.winner}`) : "" })
      : t(facts.phase === "placement" ? "analysisBoard.toPlace" : "analysisBoard.toMove", { line: statusLine(facts, legal), black: facts.inHand.black, white: facts.inHand.white });
    backButton.disabled = !state.node.parent && !state.pending.length;
    forwardButton.disabled = state.pending.length > 0 || !state.node.children.length;
    mainButton.disabled = !state.node.parent || isMainLine(state.node);
    deleteButton.disabled = !state.node.parent;
    renderMoves();
    renderEngine(facts);
    shareBox.hidden = !state.shared;
    if (state.shared) {
      linkInput.value = state.shared.link;
      recordOutput.value = state.shared.record;
    }
    playButton.disabled = Boolean(facts.outcome);
    boardBox.dataset.board = game.board();
    boardBox.dataset.legal = legal.join(" ");
    const best = state.showBest ? bestHighlight(game, facts.turn) : null;
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
    state.report = null;
  }

  /** The engine's best turn, marked as a turn offered. @param {any} game @param {"black" | "white"} side */
  function bestHighlight(game, side) {
    const turn = state.engine.result?.lines?.[0]?.turn;
    if (!turn) return null;
    const copy = game.clone();
    try {
      return highlightOf(copy.play(turn), side);
    } catch {
      return null;
    } finally {
      copy.free();
    }
  }

  /** @param {any} node */
  function isMainLine(node) {
    for (let at = node; at.parent; at = at.parent) if (at.parent.children[0] !== at) return false;
    return true;
  }

  /** A turn of the list: its number, its side's dot (as the game's list draws it), its token,
   * and the mark of a side moving again because the other was blocked.
   * @param {import("./analysis-tree.js").Row} row */
  function turnButton(row) {
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
        onclick: () => act(() => controller.goTo(row.node)),
      },
      h("span", { class: "analysis-ply", "aria-hidden": "true" }, `${formatNumber(row.ply)}.`),
      side ? h("span", { class: `swatch ${side}`, "aria-hidden": "true" }) : null,
      h("bdi", { class: "analysis-token" }, row.node.turn),
      played?.extra ? h("span", { class: "move-again", title: t("moves.againNote"), "aria-hidden": "true" }, "↻") : null,
    );
  }

  function renderMoves() {
    const list = rows(state.tree);
    /** @param {import("./analysis-tree.js").Row[]} items @param {number} depth */
    const draw = (items, depth) =>
      h(
        "ol",
        { class: depth ? "analysis-variation" : "analysis-line" },
        ...items.map((row) =>
          h(
            "li",
            {},
            turnButton(row),
            ...row.variations.map((variation) => draw(variation, depth + 1)),
          ),
        ),
      );
    // Who plays the set-up's first turn is said before any is played.
    const first = state.game?.history().length === 0 ? state.game.state().turn : null;
    const opening = first ?? "black";
    moveList.replaceChildren(list.length ? draw(list, 0) : h("p", { class: "analysis-none" }, t("analysisBoard.noMoves", { side: sideName(opening) })));
  }

  /** @param {any} facts */
  function renderEngine(facts) {
    const { running, building, result, error } = state.engine;
    askButton.disabled = running || Boolean(facts.outcome);
    stopButton.disabled = !running;
    bestButton.disabled = !result?.lines?.length;
    bestButton.setAttribute("aria-pressed", String(state.showBest));
    progress.textContent = error
      ? t("analysisBoard.engineFailed", paramsInWords(t, { error }))
      : building !== null
        ? t("analysisBoard.building", { n: building })
        : running
          ? t("analysisBoard.thinking", { depth: (result?.depth ?? 0) + 1 })
          : result
            ? t("analysisBoard.searched", { count: result.depth })
            : "";
    const described = result ? describeResult(t, result, facts.turn) : null;
    verdict.textContent = described?.verdict ?? "";
    verdict.hidden = !described?.verdict;
    evaluation.textContent = described?.evaluation ?? "";
    // Each of the best turns with its value and the line the engine expects; each turn of a
    // line is a button that plays the line to it onto the board, as lines of the tree.
    const playable = !state.pending.length;
    lines.replaceChildren(
      ...(described?.lines ?? []).map((line) =>
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
                  onclick: () => act(() => controller.playLine(line.line, i + 1)),
                },
                h("bdi", {}, turn),
              ),
            ),
          ),
        ),
      ),
    );
  }

  // ---- where it starts
  const opened = context.link != null ? controller.openLink(context.link, context.lines ?? null) : context.from ? controller.fromRecord(context.from.record, context.from.turns ?? null) : false;
  if (!opened) render();

  return {
    destroy() {
      controller.destroy();
      board?.destroy();
      element.remove();
    },
  };
}
