// The app's bar: its title, and its menu (a new game, the rules, the record, the review, the
// games with friends, the lesson, the analysis board, and the settings' icon). On a phone the
// entries are behind a button of their own (menu-disclosure.js), beside the settings' icon on
// the title's row.

import { h, uid } from "../shared/dom.js";
import { icon } from "./panel.js";
import { menuDisclosure } from "./menu-disclosure.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./view.js").Handlers} Handlers */

/**
 * @param {AppState} state @param {import("../i18n/i18n.js").Translator["t"]} t @param {Handlers} on
 * @param {{ guest: boolean, level: number, titleId: string, title?: string }} heading as a guest,
 * no landmark: the host page has its own banner and navigation
 */
export function createBar(state, t, on, { guest, level, titleId, title }) {
  const controls = state.controls;
  /** @param {string | Node} label @param {() => void} onclick @param {string} className @param {Record<string, string | boolean>} [extra] @returns {HTMLButtonElement} */
  const menuButton = (label, onclick, className, extra = {}) => h("button", { type: "button", class: `menu-button ${className}`, part: "button menu-button", onclick, ...extra }, label);
  // The games with friends, where the page offers them and keeps any.
  const friends = on.friends ? menuButton(t("menu.friends"), () => on.friends?.(), "friends-button", { hidden: !state.friendGames }) : null;
  const review = controls.has("review") ? menuButton(t("action.review"), () => on.review(), "review-button") : null;
  /** @type {HTMLElement} */
  const entries = h(
    "div",
    { class: "menu-entries", id: uid("menu-entries") },
    controls.has("newgame") && menuButton(t("action.newGame"), () => on.newGame(), "new-game-button"),
    controls.has("rules") && menuButton(t("action.rules"), () => on.rules(), "rules-button"),
    controls.has("export") && menuButton(t("action.record"), () => on.record(), "record-button"),
    review,
    friends,
    on.learn && menuButton(t("learn.open"), () => on.learn?.(), "learn-button"),
    on.analyse && menuButton(t("analysisBoard.open"), () => on.analyse?.(), "analysis-button"),
  );
  /** @type {HTMLButtonElement} */
  const toggle = h("button", { type: "button", class: "menu-toggle", part: "button menu-toggle", "aria-expanded": "false", "aria-controls": entries.id }, icon("menu"), h("span", {}, t("menu.button")));
  toggle.hidden = entries.childElementCount === 0;
  /** @type {HTMLElement} */
  const menu = h(
    guest ? "div" : "nav",
    { class: "app-menu", "aria-label": t("menu.label"), ...(guest && { role: "group" }) },
    toggle,
    entries,
    menuButton(icon("settings"), () => on.settings(), "settings-button", { "aria-label": t("action.settings"), title: t("action.settings") }),
  );
  const disclosure = menuDisclosure(toggle, entries, menu);
  /** @type {HTMLElement} */
  const header = h(
    guest ? "div" : "header",
    { class: "app-bar" },
    h(`h${level}`, { class: "app-title", part: "title", id: titleId }, h("span", { class: "app-logo", "aria-hidden": "true" }), title ?? t("app.title")),
    menu,
  );
  return {
    header,
    /** @param {"open" | "wait" | "none"} offer the review's offer (modes.js) */
    draw(offer) {
      if (friends) friends.hidden = !state.friendGames;
      if (review) review.hidden = offer === "none";
    },
    /** Nothing else can work without the engine: only the settings stay. */
    failed() {
      for (const item of entries.querySelectorAll(".menu-button")) /** @type {HTMLElement} */ (item).hidden = true;
      disclosure.close();
      toggle.hidden = true;
    },
    destroy() {
      disclosure.destroy();
    },
  };
}
