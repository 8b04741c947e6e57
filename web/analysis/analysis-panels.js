// The analysis board's two panels, built once: the board editor (brush, size, rules, side,
// phase, hands, a record to start from) and the play panel (the lines, the engine's answers,
// the link and "play from here"). Their controls call the controller; analysis-view.js draws
// the state into the parts returned here.

import { h, options as selectOptions, uid } from "../shared/dom.js";

/** The computer's levels "play from here" offers. */
const LEVELS = [1, 2, 3, 4, 5];

/**
 * @typedef {object} PanelContext
 * @property {(key: string, params?: Record<string, unknown>) => string} t
 * @property {import("./analysis-controller.js").AnalysisController} controller
 * @property {import("./analysis-games.js").GameClass} Reader the engine, for its presets and rule options
 * @property {(game: { record: string, opponent: "human" | "computer", level: number, human: "black" | "white" }) => void} [onPlay]
 */

/** A labelled field. @param {string} label @param {HTMLElement} control */
export function field(label, control) {
  control.id ||= uid("analysis-field");
  return h("div", { class: "learn-field analysis-field" }, h("label", { for: control.id }, label), control);
}

/** A button. @param {string} label @param {() => unknown} onclick @param {string} [name] its class */
export function button(label, onclick, name = "") {
  return h("button", { type: "button", class: `learn-button ${name}`.trim(), onclick: () => onclick() }, label);
}

/** The board editor's panel and the controls the view draws into. @param {PanelContext} context */
export function buildEditor({ t, controller, Reader }) {
  const editTitle = h("h2", { class: "learn-title", id: uid("analysis-edit"), tabindex: "-1" }, t("analysisBoard.editTitle"));
  const brushName = uid("analysis-brush");
  const brushes = /** @type {const} */ (["b", "w", "."]).map((value) => {
    const input = h("input", { type: "radio", name: brushName, value, onchange: () => controller.setBrush(value) });
    return { value, input, label: h("label", { class: "analysis-brush" }, input, " ", t(`analysisBoard.brush.${value}`)) };
  });
  const brushGroup = h("fieldset", { class: "analysis-group" }, h("legend", {}, t("analysisBoard.brush")), ...brushes.map((b) => b.label));
  const sizeSelect = h("select", { class: "learn-select analysis-size", onchange: () => controller.setSize(Number(sizeSelect.value)) }, ...selectOptions([5, 7, 9].map((n) => [n, `${n} × ${n}`]), 5));
  const presetSelect = h("select", { class: "learn-select analysis-preset", onchange: () => controller.setPreset(presetSelect.value) });
  presetSelect.append(...selectOptions(Reader.presets().map((p) => [p, t(`preset.${p}`)]), "classic"));
  /** @type {Map<string, HTMLSelectElement | HTMLInputElement>} */
  const optionFields = new Map();
  const ruleList = h("div", { class: "analysis-options" });
  for (const option of Reader.ruleOptions()) {
    if (option.name === "size") continue;
    /** @type {HTMLSelectElement | HTMLInputElement} */
    const control = option.values.length
      ? h("select", { class: "learn-select", onchange: () => controller.setOption(option.name, control.value) }, ...selectOptions(option.values.map((v) => [v, t(`option.${option.name}.${v}`)]), option.values[0]))
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
  const element = h(
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
  return { element, brushes, sizeSelect, presetSelect, optionFields, turnSelect, phaseSelect, hands, handFields };
}

/** The play panel and the parts the view draws into. @param {PanelContext} context */
export function buildPlay({ t, controller, onPlay }) {
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
  const copyButton = button(t("analysisBoard.copy"), () => controller.copyLink().then((copied) => copied || linkInput.select()), "analysis-copy");
  const shareBox = h("div", { class: "analysis-share-box" }, field(t("analysisBoard.link"), linkInput), copyButton, field(t("analysisBoard.record"), recordOutput));
  const opponentSelect = h(
    "select",
    { class: "learn-select" },
    ...selectOptions([["human", t("analysisBoard.friend")], ...LEVELS.map((level) => [`computer-${level}`, t("analysisBoard.computer", { level })])], "human"),
  );
  const humanSelect = h("select", { class: "learn-select" }, ...selectOptions([["black", t("side.black")], ["white", t("side.white")]], "black"));
  const playFromHere = () => {
    const [opponent, level] = opponentSelect.value.split("-");
    onPlay?.({ record: controller.recordHere(), opponent: opponent === "computer" ? "computer" : "human", level: Number(level) || 2, human: humanSelect.value === "white" ? "white" : "black" });
  };
  const playButton = button(t("analysisBoard.playHere"), playFromHere, "analysis-play-here");
  const player = h("div", { class: "analysis-player" }, field(t("analysisBoard.opponent"), opponentSelect), field(t("analysisBoard.yourSide"), humanSelect), playButton);
  const element = h(
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
  return { element, status, backButton, forwardButton, mainButton, deleteButton, moveList, askButton, stopButton, bestButton, progress, verdict, evaluation, lines, shareBox, linkInput, recordOutput, playButton };
}
