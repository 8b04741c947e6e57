// The line under a lesson step or a puzzle that says how the last move went (a polite live
// region, so screen readers read it out), and the way every handler of the two views runs:
// with an unexpected error shown there rather than lost.

import { h } from "../shared/dom.js";

/** The pause before the other side's answer, so that it does not land on the reader's move. */
export const ANSWER_PAUSE_MS = 450;

/** @param {number} ms */
export function pause(ms = ANSWER_PAUSE_MS) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createFeedback() {
  const element = h("p", { class: "learn-feedback", role: "status" });
  return {
    element,
    /** @param {string} message @param {"ok" | "miss" | "info"} kind */
    say(message, kind) {
      element.textContent = message;
      element.dataset.kind = kind;
    },
    clear() {
      element.textContent = "";
      element.dataset.kind = "";
    },
    get text() {
      return element.textContent ?? "";
    },
    /** Runs a handler; an error shows on the line. @param {() => any} task */
    act(task) {
      Promise.resolve()
        .then(task)
        .catch((error) => {
          element.textContent = String(error?.message ?? error);
          element.dataset.kind = "miss";
        });
    },
  };
}
