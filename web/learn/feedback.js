// The line under a lesson step or a puzzle that says how the last move went (a polite live
// region, so screen readers read it out), and the way every handler of the two views runs:
// with an unexpected error shown there rather than lost. What it says comes as data (`Said`)
// from the transitions and is put into words here, in the reader's language.

import { h } from "../shared/dom.js";
import { errorWords } from "../shared/error-words.js";
import { sentences } from "../shared/words.js";

/** The pause before the other side's answer, so that it does not land on the reader's move. */
export const ANSWER_PAUSE_MS = 450;

/** @typedef {{ key: string, params?: Record<string, unknown> }} Words one sentence, by its key */
/** What the line says: its sentences in order, and how the move went.
 * @typedef {{ items: Words[], kind: "ok" | "miss" | "info" }} Said */

/** @param {number} ms */
export function pause(ms = ANSWER_PAUSE_MS) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** @param {import("./learn.js").Translate} t */
export function createFeedback(t) {
  const element = h("p", { class: "learn-feedback", role: "status" });
  return {
    element,
    /** Says `said`, or clears the line. @param {Said | null} said */
    show(said) {
      element.textContent = said ? sentences(t, said.items) : "";
      element.dataset.kind = said?.kind ?? "";
    },
    /** Runs a handler; an error shows on the line. @param {() => unknown} task */
    act(task) {
      Promise.resolve()
        .then(task)
        .catch((error) => {
          // The engine's errors by their code, in the reader's words: the page's first engine
          // carries no English messages.
          element.textContent = errorWords(t, error, (side) => t(`side.${side}`));
          element.dataset.kind = "miss";
        });
    },
  };
}

/** After an action: the keyboard's place moves to `focus` (if any) without the page jumping
 * to it, and what the line says is brought into view, by as little as it takes (on a phone,
 * the card sits right under the board: the board stays). */
export function keepInView(/** @type {HTMLElement} */ line, /** @type {HTMLElement | null | undefined} */ focus) {
  focus?.focus({ preventScroll: true });
  const shown = line.textContent ? line : focus;
  // (The build draws the lesson's first screen in a DOM without a layout, and nothing to scroll.)
  if (typeof shown?.scrollIntoView === "function") shown.scrollIntoView({ block: "nearest", inline: "nearest" });
}
