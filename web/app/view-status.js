// The status card: the status line (with the side to play's swatch, or the spinner while a
// search runs), the facts under it, the offer to count, the button that ends a chain, the
// buttons once the game is over, the friend's link's place, the hint and the message.
// `statusLines` is what it says, a pure function of the state; `drawStatus` writes it.

import { h } from "../shared/dom.js";
import { looksWalled } from "./count-offer.js";
import { hintLine, infoLine, messageText } from "./view-words.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./view.js").Handlers} Handlers */
/** @typedef {import("./view-situation.js").Situation} Situation */
/** @typedef {import("./shown-position.js").Facts} Facts */
/** @typedef {ReturnType<typeof import("../shared/describe.js").describer>} Words */
/** @typedef {import("../i18n/i18n.js").Translator["t"]} Translate */

/** A button of the app's. @param {string | Node} label @param {() => void} onclick @returns {HTMLButtonElement} */
export function button(label, onclick, className = "button") {
  return h("button", { type: "button", class: className, part: "button", onclick }, label);
}

/** The status card's parts. @param {Translate} t @param {AppState["controls"]} controls @param {Handlers} on */
export function createStatus(t, controls, on) {
  /** @type {HTMLElement} */
  const status = h("p", { class: "status", part: "status-line" }, t("status.loading"));
  /** @type {HTMLElement} */
  const info = h("p", { class: "status-info" });
  /** @type {HTMLElement} */
  const message = h("p", { class: "message", role: "alert" });
  /** @type {HTMLElement} */
  const hintText = h("p", { class: "hint-text", hidden: true });
  /** @type {HTMLElement} */
  const spinner = h("span", { class: "spinner", "aria-hidden": "true", hidden: true });
  /** @type {HTMLElement} */
  const swatch = h("span", { class: "swatch", "aria-hidden": "true" });
  const endChain = button(t("action.endChain"), () => on.endChain(), "button primary end-chain");
  endChain.hidden = true;
  const reviewGame = controls.has("review") ? button(t("action.reviewGame"), () => on.review(), "button review-game") : null;
  /** @type {HTMLElement} */
  const overActions = h(
    "div",
    { class: "button-row over-actions", hidden: true },
    controls.has("newgame") && button(t("action.playAgain"), () => on.rematch()),
    controls.has("newgame") && button(t("action.newGame"), () => on.newGame(), "button primary"),
    reviewGame,
  );
  // Against the computer, when neither side can force a capture: the player may offer to count.
  /** @type {HTMLElement} */
  const countLine = h("p", { class: "count-line", hidden: true }, t("count.walled"));
  /** Where a friend game's link is offered, once such a game is open (web/friend/). @type {HTMLElement} */
  const friendSlot = h("div", { class: "friend-slot" });
  /** @type {HTMLElement} */
  const card = h(
    "div",
    { class: "status-card", part: "status", role: "group", "aria-label": t("status.label") },
    h("div", { class: "status-line" }, swatch, spinner, status),
    info,
    countLine,
    endChain,
    overActions,
    friendSlot,
    hintText,
    message,
  );
  return { card, status, info, message, hintText, spinner, swatch, endChain, overActions, reviewGame, countLine, friendSlot };
}
/** @typedef {ReturnType<typeof createStatus>} StatusParts */

/**
 * What the status card says of the position described (`shown`): the status line, the facts
 * under it, the message and the hint.
 * @param {Translate} t @param {Words} words @param {AppState} state @param {Situation} situation @param {Facts} shown
 */
export function statusLines(t, words, state, { thinking, ofGame, computer }, shown) {
  return {
    status: words.statusLine(shown.snapshot, shown.legal, { thinking: thinking && ofGame }),
    info: infoLine(t, words, shown.snapshot, Boolean(computer), state.settings.level),
    message: messageText(t, words, state.message),
    hint: hintLine(t, state),
  };
}
/** @typedef {ReturnType<typeof statusLines>} StatusLines */

/** Whether the line that says neither side can force a capture shows: the offer to count is
 * open and the search that asked it answered for this very game.
 * @param {AppState} state @param {boolean} mayOffer */
export function walledShown(state, mayOffer) {
  const forcing = state.forcing;
  return Boolean(mayOffer && forcing && looksWalled(forcing.answer) && forcing.record === state.game?.record());
}

/** Draws the status card. @param {StatusParts} parts @param {StatusLines} lines @param {AppState} state
 * @param {Situation} situation @param {Facts} shown @param {boolean} mayOffer */
export function drawStatus(parts, lines, state, { thinking, ofGame, interactive, over, screen }, shown, mayOffer) {
  const at = shown.snapshot;
  const shownOver = Boolean(at.outcome);
  parts.status.textContent = lines.status;
  parts.status.classList.toggle("over", shownOver);
  parts.spinner.hidden = !(thinking && ofGame) && state.search !== "hint";
  parts.swatch.className = `swatch ${at.turn}`;
  parts.swatch.hidden = shownOver || !parts.spinner.hidden;
  parts.info.textContent = lines.info;
  parts.endChain.hidden = !(interactive && state.legal.includes("end"));
  parts.overActions.hidden = !over;
  // "Review the game" is not offered while the review is open.
  if (parts.reviewGame) parts.reviewGame.hidden = screen.offer === "none";
  parts.message.textContent = lines.message;
  parts.hintText.hidden = lines.hint.hidden;
  parts.hintText.textContent = lines.hint.text;
  parts.countLine.hidden = !walledShown(state, mayOffer);
}
