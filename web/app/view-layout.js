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

/** What the far player's strip says: the status line, the message, and whether there is a
 * turn to take back. @typedef {{ status: string, message: string, undoDisabled: boolean }} FarLines */

/**
 * Keeps the view's layout as the element drawn into asks, now and whenever it changes: in the
 * tabletop's, the far player's strip before the board with the top card in it; in the usual
 * one, the top card back at the head of the panel.
 * @param {Element | ShadowRoot} root where the view is drawn
 * @param {{ container: HTMLElement, main: HTMLElement, panel: HTMLElement, top: HTMLElement }} parts the app's element, its
 * main part, the panel and the top card's place
 * @param {import("../i18n/i18n.js").Translator["t"]} t @param {(() => void) | null} undo the take-back, where the app offers one
 */
export function createLayout(root, { container, main, panel, top }, t, undo) {
  const host = layoutHost(root);
  const far = createFarSide(t, undo);
  /** The lines last drawn in the panel. @type {FarLines} */
  let lines = { status: t("status.loading"), message: "", undoDisabled: false };
  /** @type {Layout} */
  let layout = "usual";
  function apply() {
    if (layoutOf(host) === layout) return;
    layout = layoutOf(host);
    const tabletop = layout === "tabletop";
    container.toggleAttribute("data-tabletop", tabletop);
    if (tabletop) {
      far.element.append(top);
      main.prepend(far.element);
      far.draw(lines);
    } else {
      far.element.remove();
      panel.prepend(top);
    }
  }
  apply();
  const watch = typeof MutationObserver === "function" ? new MutationObserver(apply) : null;
  watch?.observe(host, { attributes: true, attributeFilter: ["data-layout"] });
  return {
    /** Draws the far player's lines (in the tabletop's layout). @param {Partial<FarLines>} drawn */
    draw(drawn) {
      lines = { ...lines, ...drawn };
      if (layout === "tabletop") far.draw(lines);
    },
    destroy() {
      watch?.disconnect();
    },
  };
}
