// The app's view: builds the shell once, then draws the state (`render`) whenever a
// transition has changed it. It decides nothing: rule questions were answered by the engine
// (the snapshot, the legal actions, the turns), and every button calls a handler it is given.
// Its words come from the translator of this one game. Each region is drawn by a module of
// its own (view-*.js), from what pure functions of the state work out; this one wires them,
// the board and the layout (view-layout.js: the usual one, or the tabletop's).

import { createBoard } from "../board/board.js";
import { NO_HIGHLIGHT, cellLabel } from "../shared/board-words.js";
import { describer, other } from "./describe.js";
import { h, uid } from "../shared/dom.js";
import { playerCard } from "./panel.js";
import { mayOfferCount } from "./count-offer.js";
import * as clocks from "./clock.js";
import { createShownPosition } from "./shown-position.js";
import { boardShown, situationOf } from "./view-situation.js";
import { createStatus, drawStatus, statusLines } from "./view-status.js";
import { controlsShown, createControls, drawControls } from "./view-controls.js";
import { createMoves } from "./view-moves.js";
import { createBar } from "./view-bar.js";
import { createNotice, createReviewBanner } from "./view-banners.js";
import { createFarSide, layoutHost, layoutOf } from "./view-layout.js";
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
  /** @type {HTMLCanvasElement} */
  const canvas = h("canvas", { class: "board-canvas" });
  /** @type {HTMLElement} */
  const boardWrap = h("div", { class: "board-wrap", part: "board" }, canvas);
  const banner = createReviewBanner(t, on);
  const status = createStatus(t, controls, on);
  const buttons = createControls(t, controls, on);
  const moves = createMoves(state, tr, words, on, level);
  const cards = { black: playerCard("black", tr, words), white: playerCard("white", tr, words) };
  /** Where the game's review draws its section, once it is asked for (web/review/). @type {HTMLElement} */
  const reviewSlot = h("div", { class: "review-slot" });
  /** @type {HTMLElement} */
  const topSlot = h("div", { class: "player-slot top" });
  /** @type {HTMLElement} */
  const bottomSlot = h("div", { class: "player-slot bottom" });
  const bar = createBar(state, t, on, { guest, level, titleId, title });
  /** @type {HTMLElement} */
  const panel = h(
    guest ? "div" : "aside",
    { class: "side-panel", part: "panel", "aria-label": t("panel.label"), ...(guest && { role: "group" }) },
    topSlot,
    status.card,
    reviewSlot,
    buttons.row,
    buttons.endRow,
    controls.has("moves") && moves.section,
    bottomSlot,
  );
  // The players' cards hold their places from the start, so that nothing moves when the
  // engine's facts fill them.
  topSlot.append(cards.white.element);
  bottomSlot.append(cards.black.element);
  /** @type {HTMLElement} */
  const main = h(guest ? "div" : "main", { class: "app-main" }, h("div", { class: "board-column" }, banner.element, boardWrap), panel);
  container.append(bar.header, notice.element, main, live);
  root.append(container);

  const board = createBoard(canvas, {
    onAction: (action) => on.action(action),
    name: t("board.label"),
    orientation: "black",
    coordinates: state.prefs.coordinates,
    label: cellLabel(t),
  });

  /** An error in words: the engine's reason by its code, else its (English) message. @param {unknown} error */
  const errorText = (error) => errorWords(t, words, error);
  /** The last sentence said in the live region. @type {AppState["said"]} */
  let said = null;
  let boardOptions = "";
  const shownPosition = createShownPosition();
  /** The last turn reported that the board has drawn (animated or not): none is animated twice. @type {AppState["animation"]} */
  let animated = null;

  // The layout, from the `data-layout` of the element drawn into; the far player's strip
  // draws the lines last drawn in the panel.
  const host = layoutHost(root);
  const far = createFarSide(t, controls.has("undo") ? () => on.undo() : null);
  let lines = { status: t("status.loading"), message: "", undoDisabled: false };
  /** @type {import("./view-layout.js").Layout} */
  let layout = "usual";
  function applyLayout() {
    if (layoutOf(host) === layout) return;
    layout = layoutOf(host);
    const tabletop = layout === "tabletop";
    container.toggleAttribute("data-tabletop", tabletop);
    if (tabletop) {
      far.element.append(topSlot);
      main.prepend(far.element);
      far.draw(lines);
    } else {
      far.element.remove();
      panel.prepend(topSlot);
    }
  }
  applyLayout();
  const watch = typeof MutationObserver === "function" ? new MutationObserver(applyLayout) : null;
  watch?.observe(host, { attributes: true, attributeFilter: ["data-layout"] });

  /** The board, and its facts as attributes for tests and host pages once the game is open. @param {Situation} situation */
  function drawBoard(situation) {
    const shown = boardShown(state, situation);
    const options = { orientation: situation.bottom, coordinates: state.prefs.coordinates };
    if (JSON.stringify(options) !== boardOptions) {
      boardOptions = JSON.stringify(options);
      board.setOptions?.(options);
    }
    // Each turn reported is animated once, when first drawn (the state keeps it until the next).
    const animate = situation.inPlay && !state.boardOverride && state.animation !== animated && state.animation;
    // A turn shown arriving starts from the position before it.
    if (animate && state.animateFrom) board.set({ board: state.animateFrom, legal: [], highlight: NO_HIGHLIGHT, interactive: false });
    board.set({ board: shown.text, legal: shown.legal, highlight: shown.highlight, interactive: shown.interactive, ...(animate ? { animate } : {}) });
    animated = state.animation;
    if (!state.game) return;
    boardWrap.dataset.board = shown.text;
    boardWrap.dataset.legal = shown.legal.join(" ");
    boardWrap.dataset.marked = (shown.highlight.cells ?? []).join(" ");
    boardWrap.dataset.proposed = shown.highlight.proposed?.cells.join(" ") ?? "";
  }

  /** What the app's element says of the game, for styles, tests and host pages. @param {Situation} situation */
  function drawAttributes({ screen, inPlay }) {
    const snapshot = /** @type {NonNullable<AppState["snapshot"]>} */ (state.snapshot);
    container.dataset.phase = snapshot.phase;
    container.dataset.turn = snapshot.turn;
    container.toggleAttribute("data-reviewing", !inPlay || Boolean(state.boardOverride));
    container.dataset.mode = screen.mode;
    container.toggleAttribute("data-thinking", state.search === "computer");
    if (state.game) container.removeAttribute("aria-busy");
    else container.setAttribute("aria-busy", "true");
  }

  /** The players' cards, the near player's at the bottom. @param {Situation} situation @param {import("./shown-position.js").Facts} shown */
  function drawCards({ bottom, computer, friend }, shown) {
    topSlot.replaceChildren(cards[other(bottom)].element);
    bottomSlot.replaceChildren(cards[bottom].element);
    const { settings } = state;
    const roles = { you: computer || friend ? settings.human : null, computer, friend, level: settings.level };
    for (const side of /** @type {const} */ (["black", "white"])) cards[side].update(shown.snapshot, roles);
    renderClocks();
  }

  function renderClocks() {
    const at = clocks.now();
    for (const side of /** @type {const} */ (["black", "white"])) {
      const card = cards[side];
      card.clock.hidden = !state.clock || !controls.has("clock");
      if (!state.clock) continue;
      const left = clocks.remaining(state.clock, side, at);
      card.clock.textContent = clocks.formatClock(left);
      card.clock.classList.toggle("running", state.clock.running === side);
      card.clock.classList.toggle("low", left < 10_000);
    }
  }

  function render() {
    notice.draw(state.notice);
    if (state.prefs.theme === "auto") delete container.dataset.theme;
    else container.dataset.theme = state.prefs.theme;
    if (!state.snapshot || state.destroyed) return;
    // The mode owns what the cards, the status line and the controls show (modes.js).
    const situation = situationOf(state);
    const { screen, inPlay } = situation;
    const shown = state.game ? shownPosition(state, screen.shown) : { snapshot: state.snapshot, legal: state.legal };
    drawBoard(situation);
    drawAttributes(situation);
    const mayOffer = Boolean(state.game) && inPlay && screen.end && mayOfferCount(state);
    // The status line and the info under it describe the position shown.
    const said = statusLines(t, words, state, situation, shown);
    drawStatus(status, said, state, situation, shown, mayOffer);
    const shownControls = controlsShown(state, situation, mayOffer);
    drawControls(buttons, shownControls);
    lines = { status: said.status, message: said.message, undoDisabled: shownControls.walk.undo };
    if (layout === "tabletop") far.draw(lines);
    bar.draw(screen.offer);
    banner.draw(state, screen.back);
    drawCards(situation, shown);
    moves.draw(screen, moves.list.contains(activeElement()));
    speak();
  }

  /** Says what just happened in the live region, once. */
  function speak() {
    if (state.said === said) return;
    said = state.said;
    if (said) live.replaceChildren(h("p", {}, sentence(t, words, state, said)));
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
    renderClocks,
    /** Says that the game could not start. @param {unknown} error */
    failed(error) {
      status.status.textContent = t("status.failed", { message: errorText(error) });
      status.info.textContent = t("status.failedHelp");
      // Nothing else can work without the engine: only the words and the settings stay.
      for (const part of [status.endChain, status.overActions, status.hintText, buttons.row, buttons.endRow, moves.section]) part.hidden = true;
      bar.failed();
      lines = { ...lines, status: status.status.textContent };
      if (layout === "tabletop") far.draw(lines);
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
      watch?.disconnect();
      board.destroy();
      bar.destroy();
      container.remove();
    },
  };
}
