// The yes/no question the app asks before a resignation or an agreed draw.

import { h, uid } from "../../shared/dom.js";

/** A yes/no question in a dialog; `ask(text, yesLabel)` resolves with the answer.
 * @param {import("../../i18n/i18n.js").Translator} tr */
export function createConfirmDialog({ t }) {
  const textId = uid("confirm-text");
  const text = h("p", { id: textId, class: "confirm-text" });
  const yes = h("button", { type: "submit", class: "button primary", value: "yes" });
  const dialog = h(
    "dialog",
    { class: "dialog confirm-dialog", "aria-describedby": textId, "aria-label": t("confirm.title") },
    h("form", { method: "dialog", class: "dialog-body" }, text, h("div", { class: "dialog-actions" }, h("button", { type: "submit", class: "button", value: "no" }, t("action.cancel")), yes)),
  );
  /** @type {((answer: boolean) => void) | null} */
  let settle = null;
  dialog.addEventListener("close", () => {
    settle?.(dialog.returnValue === "yes");
    settle = null;
  });
  return {
    element: dialog,
    /** @param {string} question @param {string} yesLabel @returns {Promise<boolean>} */
    ask(question, yesLabel) {
      text.textContent = question;
      yes.textContent = yesLabel;
      dialog.returnValue = "";
      settle?.(false);
      return new Promise((resolve) => {
        settle = resolve;
        dialog.showModal();
      });
    },
  };
}
