// The app's view: builds the shell once, then draws the state (`render`) whenever a
// transition has changed it. It decides nothing: rule questions were answered by the engine
// (the snapshot, the legal actions, the turns), and every button calls a handler it is given.
// Its words come from the translator of this one game. Each region is drawn by a module of
// its own (view-*.js), from what pure functions of the state work out; this one wires them,
// the board and the layout (view-layout.js: the usual one, or the tabletop's).

import { describer } from "../shared/describe.js";
import { h, uid } from "../shared/dom.js";
import { mayOfferCount } from "./count-offer.js";
import { createShownPosition } from "./shown-position.js";
import { situationOf } from "./view-situation.js";
import { createBoardRegion } from "./view-board.js";
import { createCards } from "./view-cards.js";
import { createStatus, drawStatus, statusLines } from "./view-status.js";
import { controlsShown, createControls, drawControls } from "./view-controls.js";
import { createMoves } from "./view-moves.js";
import { createBar } from "./view-bar.js";
import { createNotice, createReviewBanner } from "./view-banners.js";
import { createLayout } from "./view-layout.js";
import { errorText as errorWords, sentence } from "./view-words.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./view-situation.js").Situation} Situation */
/** @typedef {{ action(action: string): void, endChain(): void, newGame(): void, rematch(): void, undo(): void,
 *   redo(): void, hint(): void, resign(): void, agree(): void, offerCount(): void, goTo(n: number): void, leaveReview(): void,
 *   dismissNotice(): void, rules(): void, record(): void, settings(): void, review(): void, friends?: () => void, learn?: () => void, analyse?: () => void }} Handlers */

/**
 * `headingLevel`: null when the app is the page (a banner with its `h1`, a menu `nav`, the
 * `main` landmark and the panel as `aside`); 1 to 6 when it is a guest on another page: one
 * region labelled by its title, a heading of that level, and no landmark of its own inside.
 * @param {Element | ShadowRoot} root @param {AppState} state
 * @param {import("../i18n/i18n.js").Translator} tr @param {Handlers} on
 * @param {{ headingLevel?: number | null, title?: string }} [layout] */
export function createView(root, state, tr, on, { headingLevel = null, title } = {}) {
  const { t } = tr;
  const words = describer(tr);
  const controls = state.controls;

  const guest = headingLevel !== null;
  const level = guest ? Math.min(6, Math.max(1, headingLevel)) : 1;
  const titleId = uid("app-title");
  // `part` names: what a host page may style with ::part() from outside the element's shadow root.
  /** @type {HTMLElement} */
  const container = h("div", { class: "seega-app", part: "app", lang: tr.lang, dir: tr.dir, ...(guest && { role: "region", "aria-labelledby": titleId }) });
  /** @type {HTMLElement} */
  const live = h("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
  const notice = createNotice(t, on);
  const banner = createReviewBanner(t, on);
  const status = createStatus(t, controls, on);
  const buttons = createControls(t, controls, on);
  const moves = createMoves(state, tr, words, on, level);
  const cards = createCards(state, tr, words);
  /** Where the game's review draws its section, once it is asked for (web/review/). @type {HTMLElement} */
  const reviewSlot = h("div", { class: "review-slot" });
  const bar = createBar(state, t, on, { guest, level, titleId, title });
  /** @type {HTMLElement} */
  const panel = h(
    guest ? "div" : "aside",
    { class: "side-panel", part: "panel", "aria-label": t("panel.label"), ...(guest && { role: "group" }) },
    cards.top,
    status.card,
    reviewSlot,
    buttons.row,
    buttons.endRow,
    controls.has("moves") && moves.section,
    cards.bottom,
  );
  const board = createBoardRegion(state, t, (action) => on.action(action));
  /** @type {HTMLElement} */
  const main = h(guest ? "div" : "main", { class: "app-main" }, h("div", { class: "board-column" }, banner.element, board.element), panel);
  container.append(bar.header, notice.element, main, live);
  root.append(container);
  board.mount();
  const layout = createLayout(root, { container, main, panel, top: cards.top }, t, controls.has("undo") ? () => on.undo() : null);

  /** An error in words: the engine's reason by its code, else its (English) message. @param {unknown} error */
  const errorText = (error) => errorWords(t, words, error);
  /** The last sentence said in the live region. @type {AppState["said"]} */
  let said = null;
  const shownPosition = createShownPosition();

  function render() {
    notice.draw(state.notice);
    if (state.prefs.theme === "auto") delete container.dataset.theme;
    else container.dataset.theme = state.prefs.theme;
    if (!state.snapshot || state.destroyed) return;
    // The mode owns what the cards, the status line and the controls show (modes.js).
    const situation = situationOf(state);
    const { screen, inPlay } = situation;
    const shown = state.game ? shownPosition(state, screen.shown) : { snapshot: state.snapshot, legal: state.legal };
    board.draw(situation);
    drawAttributes(container, state, situation);
    const mayOffer = Boolean(state.game) && inPlay && screen.end && mayOfferCount(state);
    // The status line and the info under it describe the position shown.
    const lines = statusLines(t, words, state, situation, shown);
    drawStatus(status, lines, state, situation, shown, mayOffer);
    const shownControls = controlsShown(state, situation, mayOffer);
    drawControls(buttons, shownControls);
    layout.draw({ status: lines.status, message: lines.message, undoDisabled: shownControls.walk.undo });
    bar.draw(screen.offer);
    banner.draw(state, screen.back);
    cards.draw(situation, shown);
    moves.draw(screen, moves.list.contains(activeElement()));
    // What just happened, said once in the live region.
    if (state.said !== said) {
      said = state.said;
      if (said) live.replaceChildren(h("p", {}, sentence(t, words, state, said)));
    }
  }

  /** @returns {Element | null} */
  function activeElement() {
    return ("activeElement" in root ? root.activeElement : null) ?? document.activeElement;
  }

  return {
    container,
    reviewSlot,
    friendSlot: status.friendSlot,
    /** The level of the panel's section headings. */
    subheading: Math.min(6, level + 1),
    render,
    renderClocks: cards.drawClocks,
    /** Says that the game could not start. @param {unknown} error */
    failed(error) {
      status.status.textContent = t("status.failed", { message: errorText(error) });
      status.info.textContent = t("status.failedHelp");
      // Nothing else can work without the engine: only the words and the settings stay.
      for (const part of [status.endChain, status.overActions, status.hintText, buttons.row, buttons.endRow, moves.section]) part.hidden = true;
      bar.failed();
      layout.draw({ status: status.status.textContent });
    },
    /** Moves the focus to the turn shown, if the focus is in the app. */
    focusCurrentMove() {
      const item = moves.currentButton();
      if (item && container.contains(activeElement())) item.focus();
      item?.scrollIntoView?.({ block: "nearest" });
    },
    errorText,
    /** Draws the board now, its grid's cells with it, rather than at the next frame. */
    flush() {
      board.flush();
    },
    destroy() {
      layout.destroy();
      board.destroy();
      bar.destroy();
      container.remove();
    },
  };
}

/** What the app's element says of the game, for styles, tests and host pages.
 * @param {HTMLElement} container @param {AppState} state @param {Situation} situation */
function drawAttributes(container, state, { screen, inPlay }) {
  const snapshot = /** @type {NonNullable<AppState["snapshot"]>} */ (state.snapshot);
  container.dataset.phase = snapshot.phase;
  container.dataset.turn = snapshot.turn;
  container.toggleAttribute("data-reviewing", !inPlay || Boolean(state.boardOverride));
  container.dataset.mode = screen.mode;
  container.toggleAttribute("data-thinking", state.search === "computer");
  if (state.game) container.removeAttribute("aria-busy");
  else container.setAttribute("aria-busy", "true");
}
