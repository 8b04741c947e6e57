// The tabletop's layout, drawn by the view (view-layout.js) when the element it is drawn into
// asks for it: the far player's strip before the board, with the top card in it, turned to
// face the far player by web/tabletop/tabletop.css; loaded only then.

import { h } from "../shared/dom.js";

/** @typedef {import("./view-layout.js").FarLines} FarLines */

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
  /** @type {HTMLButtonElement | null} */
  const takeBack = undo && h("button", { type: "button", class: "button tabletop-undo", part: "button", onclick: undo }, t("action.undo"));
  /** @type {HTMLElement} */
  const element = h("div", { class: "tabletop-far" }, h("div", { class: "tabletop-lines" }, status, message), takeBack);
  return {
    element,
    /** @param {FarLines} lines */
    draw({ status: said, message: told, undoDisabled }) {
      status.textContent = said;
      message.textContent = told;
      if (takeBack) takeBack.disabled = undoDisabled;
    },
  };
}

/**
 * Lays the app out for the table: the far player's strip prepended to the main part, with the
 * top card in it; `remove` gives the usual layout back.
 * @param {import("./view-layout.js").LayoutParts} parts @param {import("../i18n/i18n.js").Translator["t"]} t
 * @param {(() => void) | null} undo the take-back, where the app offers one
 */
export function layOutTabletop({ container, main, panel, top }, t, undo) {
  const far = createFarSide(t, undo);
  far.element.append(top);
  main.prepend(far.element);
  container.toggleAttribute("data-tabletop", true);
  return {
    draw: far.draw,
    remove() {
      container.toggleAttribute("data-tabletop", false);
      far.element.remove();
      panel.prepend(top);
    },
  };
}
