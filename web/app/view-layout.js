// The view's layouts. "tabletop", for two players at a device lying flat between them (set by
// web/tabletop/ as `data-layout="tabletop"` on the element the game is drawn into, with its
// styles): the view draws the far player a strip of their own, turned to face them by those
// styles, with the status line, the message and a take-back of the view's own, and moves the
// far player's card into it; the near player keeps the panel. Any other value, or none, is
// the usual layout.

import { h } from "../shared/dom.js";
import { button } from "./view-status.js";

/** @typedef {"usual" | "tabletop"} Layout */

/** The element whose `data-layout` sets the view's layout: the element drawn into, or the
 * shadow root's host. @param {Element | ShadowRoot} root @returns {Element} */
export function layoutHost(root) {
  return "host" in root ? root.host : root;
}

/** The layout an element asks for. @param {Element} host @returns {Layout} */
export function layoutOf(host) {
  return host.getAttribute("data-layout") === "tabletop" ? "tabletop" : "usual";
}

/**
 * The far player's strip, in the order of the near side's panel: the lines, the take-back,
 * the card (the far side is that panel turned half round). The lines are for the far
 * player's eyes: a screen reader reads the panel's.
 * @param {import("../i18n/i18n.js").Translator["t"]} t @param {(() => void) | null} undo the take-back, where the app offers one
 */
export function createFarSide(t, undo) {
  /** @type {HTMLElement} */
  const status = h("p", { class: "tabletop-status", "aria-hidden": "true" });
  /** @type {HTMLElement} */
  const message = h("p", { class: "tabletop-message", "aria-hidden": "true" });
  const takeBack = undo && button(t("action.undo"), undo, "button tabletop-undo");
  /** @type {HTMLElement} */
  const element = h("div", { class: "tabletop-far" }, h("div", { class: "tabletop-lines" }, status, message), takeBack);
  return {
    element,
    /** @param {{ status: string, message: string, undoDisabled: boolean }} lines */
    draw({ status: said, message: told, undoDisabled }) {
      status.textContent = said;
      message.textContent = told;
      if (takeBack) takeBack.disabled = undoDisabled;
    },
  };
}
