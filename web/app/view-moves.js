// The turns played: their heading, the four arrows (first, previous, next, last), the note
// that says why they wait (a practice), and the list (panel.js's `createMoveList`), which the
// keyboard walks. `keyTarget` is the turn a key goes to, a pure function.

import { h, uid } from "../shared/dom.js";
import { createMoveList, icon } from "./panel.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./view.js").Handlers} Handlers */
/** @typedef {ReturnType<typeof import("./modes.js").screenOf>} Screen */

/** The turn a key takes the list to from `current` (null: the key does nothing there). Right
 * to left, the list reads from the right: ArrowLeft goes on to the next turn.
 * @param {string} key @param {number} current @param {number} last @param {"ltr" | "rtl"} dir @returns {number | null} */
export function keyTarget(key, current, last, dir) {
  const left = dir === "rtl" ? 1 : -1;
  /** @type {Record<string, number>} */
  const keys = { ArrowLeft: current + left, ArrowUp: current - 1, ArrowRight: current - left, ArrowDown: current + 1, Home: 0, End: last };
  return key in keys ? keys[key] : null;
}

/**
 * @param {AppState} state @param {import("../i18n/i18n.js").Translator} tr @param {ReturnType<typeof import("../shared/describe.js").describer>} words
 * @param {Handlers} on @param {number} level the heading level of the panel's sections
 */
export function createMoves(state, tr, words, on, level) {
  const { t } = tr;
  /** @type {HTMLOListElement} */
  const list = h("ol", { class: "moves", part: "moves", "aria-label": t("moves.label") });
  /** Whether the turns answer now (modes.js): while the turns wait (a practice), the list stays in reach of the keyboard and does nothing. */
  let answer = true;
  const moves = createMoveList(list, tr, words, (n) => answer && on.goTo(n));
  const turnCount = () => state.snapshot?.turns.length ?? 0;
  const current = () => state.review ?? turnCount();
  // Why the turns do not answer, when the mode keeps them (a practice): said under their head.
  /** @type {HTMLElement} */
  const note = h("p", { class: "moves-note", id: uid("moves-note"), hidden: true });
  /** @param {string} label @param {"first" | "previous" | "next" | "last"} glyph @param {() => number} target @returns {HTMLButtonElement} */
  const navButton = (label, glyph, target) =>
    h("button", { type: "button", class: "icon-button", part: "button", "aria-label": label, title: label, "aria-describedby": note.id, onclick: () => on.goTo(target()) }, icon(glyph));
  const nav = [
    navButton(t("moves.first"), "first", () => 0),
    navButton(t("moves.previous"), "previous", () => current() - 1),
    navButton(t("moves.next"), "next", () => current() + 1),
    navButton(t("moves.last"), "last", () => turnCount()),
  ];
  /** @type {HTMLElement} */
  const section = h(
    "div",
    { class: "moves-section", role: "group", "aria-label": t("moves.title") },
    h("div", { class: "moves-head" }, h(`h${Math.min(6, level + 1)}`, { class: "moves-title" }, t("moves.title")), h("div", { class: "moves-nav" }, ...nav)),
    note,
    list,
  );
  list.setAttribute("aria-describedby", note.id);
  list.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.review !== null) {
      event.preventDefault();
      on.leaveReview();
      return;
    }
    const target = keyTarget(event.key, current(), turnCount(), tr.dir);
    if (target === null || !answer) return;
    event.preventDefault();
    on.goTo(target);
  });

  return {
    section,
    list,
    /** @param {Screen} screen @param {boolean} hadFocus whether the list had the keyboard's focus */
    draw(screen, hadFocus) {
      answer = screen.arrows;
      for (const item of nav) item.disabled = !screen.arrows;
      note.hidden = screen.arrows;
      note.textContent = screen.arrows ? "" : t("analysis.turnsWait");
      // A position practised is the one before its turn: the list marks that one, not the
      // turn the review or the graph last showed.
      const practised = state.gameReview?.practice;
      const snapshot = /** @type {NonNullable<AppState["snapshot"]>} */ (state.snapshot);
      moves.draw(state.turns, practised ? practised.turn - 1 : state.review, snapshot.pending, hadFocus, !screen.arrows);
    },
    /** The button of the turn shown. @returns {HTMLElement | null} */
    currentButton() {
      return list.querySelector(`button[data-turn="${current()}"]`);
    },
  };
}
