// The game's controls under the status card: take back, redo and the hint in one row; resign,
// the end by agreement and the offer to count in another. What each may do comes from the
// mode (modes.js) and the engine's snapshot; `controlsShown` works it out, a pure function.

import { h } from "../shared/dom.js";
import { button } from "./view-status.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./view.js").Handlers} Handlers */
/** @typedef {import("./view-situation.js").Situation} Situation */
/** @typedef {import("../i18n/i18n.js").Translator["t"]} Translate */

/** @param {Translate} t @param {AppState["controls"]} controls @param {Handlers} on */
export function createControls(t, controls, on) {
  const undo = button(t("action.undo"), () => on.undo(), "button undo");
  const redo = button(t("action.redo"), () => on.redo(), "button redo");
  const hint = button(t("action.hint"), () => on.hint(), "button hint");
  const agree = button(t("action.agree"), () => on.agree(), "text-button agree");
  const count = button(t("action.offerCount"), () => on.offerCount(), "text-button offer-count");
  /** @type {HTMLElement} */
  const row = h("div", { class: "button-row game-controls" }, controls.has("undo") && undo, controls.has("undo") && redo, controls.has("hint") && hint);
  /** @type {HTMLElement} */
  const endRow = h("div", { class: "end-controls" }, button(t("action.resign"), () => on.resign(), "text-button resign"), agree, count);
  return { row, endRow, undo, redo, hint, agree, count };
}
/** @typedef {ReturnType<typeof createControls>} ControlParts */

/**
 * Which controls show and which act. While the board shows a practice or the better turn,
 * nothing here acts on the game; a friend's game takes nothing back.
 * @param {AppState} state the state, with a snapshot @param {Situation} situation
 * @param {boolean} mayOffer whether the player may offer to count
 */
export function controlsShown(state, { friendGame, interactive, over, computer, screen }, mayOffer) {
  const snapshot = /** @type {NonNullable<AppState["snapshot"]>} */ (state.snapshot);
  return {
    walk: { hidden: friendGame, undo: !snapshot.canUndo || !screen.walk, redo: !snapshot.canRedo || !screen.walk },
    hintDisabled: !interactive || state.search === "hint" || !screen.hint,
    endHidden: over || !screen.end,
    agreeHidden: Boolean(computer) || friendGame || snapshot.phase !== "movement",
    count: { hidden: !mayOffer, disabled: state.offering || state.search !== null },
  };
}
/** @typedef {ReturnType<typeof controlsShown>} ControlsShown */

/** @param {ControlParts} parts @param {ControlsShown} shown */
export function drawControls(parts, shown) {
  parts.undo.hidden = shown.walk.hidden;
  parts.redo.hidden = shown.walk.hidden;
  parts.undo.disabled = shown.walk.undo;
  parts.redo.disabled = shown.walk.redo;
  parts.hint.disabled = shown.hintDisabled;
  parts.endRow.hidden = shown.endHidden;
  parts.agree.hidden = shown.agreeHidden;
  parts.count.hidden = shown.count.hidden;
  parts.count.disabled = shown.count.disabled;
}
