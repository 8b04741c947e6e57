// The two banners: the notice over the game (a warning or a word of information, which the
// player dismisses), and the banner over the board while it shows something other than the
// game now (a turn reviewed, the better turn, a practice) with its way back.

import { h } from "../shared/dom.js";
import { noteParts, noticeText } from "./view-words.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./view.js").Handlers} Handlers */
/** @typedef {import("../i18n/i18n.js").Translator["t"]} Translate */

/** The notice, drawn again only when its words or its kind change. @param {Translate} t @param {Handlers} on */
export function createNotice(t, on) {
  /** @type {HTMLElement} */
  const element = h("div", { class: "notice", role: "alert", hidden: true });
  let drawn = "";
  return {
    element,
    /** @param {AppState["notice"]} notice */
    draw(notice) {
      const text = noticeText(t, notice);
      if (`${notice?.kind}|${text}` === drawn) return;
      drawn = `${notice?.kind}|${text}`;
      element.hidden = !notice;
      if (!notice) {
        element.replaceChildren();
        return;
      }
      element.replaceChildren(h("span", {}, text), h("button", { type: "button", class: "icon-button", "aria-label": t("action.dismiss"), onclick: () => on.dismissNotice() }, "×"));
      element.dataset.kind = notice.kind;
    },
  };
}

/** What the banner over the board says: the review's caption, or the turn reviewed, and
 * that turn's annotation (null when it says nothing new).
 * @param {Translate} t @param {AppState} state @returns {{ text: string | null, note: import("../pkg/rules/seega.js").HistoryAnnotation | null }} */
export function bannerWords(t, { boardOverride: override, review, turns }) {
  if (override) return { text: override.caption, note: null };
  if (review === null) return { text: null, note: null };
  return { text: review === 0 ? t("review.start") : t("review.turn", { turn: review }), note: review ? (turns[review - 1]?.annotation ?? null) : null };
}

/** The banner over the board. @param {Translate} t @param {Handlers} on */
export function createReviewBanner(t, on) {
  /** @type {HTMLElement} */
  const text = h("span", { class: "review-text" });
  /** @type {HTMLElement} */
  const note = h("span", { class: "note-text" });
  /** @type {HTMLButtonElement} */
  const back = h("button", { type: "button", class: "button primary back-to-game", onclick: () => on.leaveReview() }, t("review.back"));
  /** @type {HTMLElement} */
  const element = h("div", { class: "review-banner", hidden: true }, h("span", { class: "review-words" }, text, note), back);
  return {
    element,
    /** @param {AppState} state @param {"game" | "review" | null} to where the banner's button goes back to (none: no banner) */
    draw(state, to) {
      element.hidden = !to;
      back.textContent = to === "review" ? t("analysis.backToReview") : t("review.back");
      const words = bannerWords(t, state);
      if (words.text !== null) text.textContent = words.text;
      const key = JSON.stringify(words.note);
      if (key !== note.dataset.note) {
        note.dataset.note = key;
        note.replaceChildren(...noteParts(t, words.note));
      }
    },
  };
}
