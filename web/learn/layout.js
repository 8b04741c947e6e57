// The shape the lesson and the puzzles share: the board beside (on phones above) a panel of
// controls and a card with the step or the puzzle, its feedback and its buttons.

import { h } from "../shared/dom.js";

/** A button of the two views. @param {string} label @param {() => void} onclick @param {string} [name] */
export function learnButton(label, onclick, name = "") {
  return h("button", { type: "button", class: `learn-button ${name}`.trim(), onclick }, label);
}

/** A labelled select. @param {string} id @param {string} label @param {HTMLSelectElement} select */
export function learnField(id, label, select) {
  return h("div", { class: "learn-field" }, h("label", { for: id }, label), select);
}

/**
 * The view: `name` is its class (`lesson`, `puzzles`), `title` names the panel.
 * @param {string} name @param {HTMLElement} board @param {HTMLElement} title
 * @param {{ controls: HTMLElement[], card: HTMLElement[], buttons: HTMLElement[], after?: HTMLElement[] }} parts
 */
export function learnLayout(name, board, title, parts) {
  return h(
    "div",
    { class: `learn-main ${name}` },
    h("div", { class: "learn-board-column" }, board),
    h(
      "section",
      { class: "learn-panel", "aria-labelledby": title.id },
      ...parts.controls,
      h("div", { class: "learn-card" }, title, ...parts.card, h("div", { class: "learn-buttons" }, ...parts.buttons)),
      ...(parts.after ?? []),
    ),
  );
}
