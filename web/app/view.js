// The app's view: builds the shell once, then draws the state (`render`) whenever a
// transition has changed it. It decides nothing: rule questions were answered by the engine
// (the snapshot, the legal actions, the turns), and every button calls a handler it is given.
// Its words come from the translator of this one game.

import { createBoard } from "../board/board.js";
import { NO_HIGHLIGHT, cellLabel, turnHighlight } from "../shared/board-words.js";
import { describer, other } from "./describe.js";
import { h, uid } from "../shared/dom.js";
import { errorWords } from "../shared/error-words.js";
import { paramsInWords, sentences } from "../shared/words.js";
import { createMoveList, icon, playerCard } from "./panel.js";
import { computerSide, friendSide } from "../shared/settings.js";
import { looksWalled, mayOfferCount } from "./count-offer.js";
import * as clocks from "./clock.js";
import { menuDisclosure } from "./menu-disclosure.js";
import { screenOf } from "./modes.js";
import { createShownPosition } from "./shown-position.js";

/** @typedef {import("./state.js").AppState} AppState */
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
  const { sideName, statusLine, resultLine, noCaptureLine, phaseName, announcePlay } = words;
  const controls = state.controls;

  const guest = headingLevel !== null;
  const level = guest ? Math.min(6, Math.max(1, headingLevel)) : 1;
  const titleId = uid("app-title");
  // `part` names: what a host page may style with ::part() from outside the element's shadow root.
  const container = h("div", { class: "seega-app", part: "app", lang: tr.lang, dir: tr.dir, ...(guest && { role: "region", "aria-labelledby": titleId }) });
  const live = h("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
  const notice = h("div", { class: "notice", role: "alert", hidden: true });
  const canvas = h("canvas", { class: "board-canvas" });
  const boardWrap = h("div", { class: "board-wrap", part: "board" }, canvas);
  const reviewText = h("span", { class: "review-text" });
  const noteText = h("span", { class: "note-text" });
  const backButton = h("button", { type: "button", class: "button primary back-to-game", onclick: () => on.leaveReview() }, t("review.back"));
  const reviewBanner = h("div", { class: "review-banner", hidden: true }, h("span", { class: "review-words" }, reviewText, noteText), backButton);
  const status = h("p", { class: "status", part: "status-line" }, t("status.loading"));
  const info = h("p", { class: "status-info" });
  const message = h("p", { class: "message", role: "alert" });
  const hintText = h("p", { class: "hint-text", hidden: true });
  const spinner = h("span", { class: "spinner", "aria-hidden": "true", hidden: true });
  const statusSwatch = h("span", { class: "swatch", "aria-hidden": "true" });

  const button = (label, onclick, className = "button") => h("button", { type: "button", class: className, part: "button", onclick }, label);
  const endChain = button(t("action.endChain"), () => on.endChain(), "button primary end-chain");
  endChain.hidden = true;
  const overActions = h(
    "div",
    { class: "button-row over-actions", hidden: true },
    controls.has("newgame") && button(t("action.playAgain"), () => on.rematch()),
    controls.has("newgame") && button(t("action.newGame"), () => on.newGame(), "button primary"),
    controls.has("review") && button(t("action.reviewGame"), () => on.review(), "button review-game"),
  );
  const undoButton = button(t("action.undo"), () => on.undo(), "button undo");
  const redoButton = button(t("action.redo"), () => on.redo(), "button redo");
  const hintButton = button(t("action.hint"), () => on.hint(), "button hint");
  const agreeButton = button(t("action.agree"), () => on.agree(), "text-button agree");
  const controlRow = h(
    "div",
    { class: "button-row game-controls" },
    controls.has("undo") && undoButton,
    controls.has("undo") && redoButton,
    controls.has("hint") && hintButton,
  );
  const countButton = button(t("action.offerCount"), () => on.offerCount(), "text-button offer-count");
  // Against the computer, when neither side can force a capture: the player may offer to count.
  const countLine = h("p", { class: "count-line", hidden: true }, t("count.walled"));
  const endRow = h("div", { class: "end-controls" }, button(t("action.resign"), () => on.resign(), "text-button resign"), agreeButton, countButton);

  const moveList = h("ol", { class: "moves", part: "moves", "aria-label": t("moves.label") });
  // While the turns wait (a practice), the list stays in reach of the keyboard and does nothing.
  const moves = createMoveList(moveList, tr, words, (n) => turnsAnswer && on.goTo(n));
  const turnCount = () => state.snapshot?.turns.length ?? 0;
  // Why the turns do not answer, when the mode keeps them (a practice): said under their head.
  const movesNote = h("p", { class: "moves-note", id: uid("moves-note"), hidden: true });
  const navButton = (label, glyph, target) =>
    h("button", { type: "button", class: "icon-button", part: "button", "aria-label": label, title: label, "aria-describedby": movesNote.id, onclick: () => on.goTo(target()) }, icon(glyph));
  const movesSection = h(
    "div",
    { class: "moves-section", role: "group", "aria-label": t("moves.title") },
    h(
      "div",
      { class: "moves-head" },
      h(`h${Math.min(6, level + 1)}`, { class: "moves-title" }, t("moves.title")),
      h(
        "div",
        { class: "moves-nav" },
        navButton(t("moves.first"), "first", () => 0),
        navButton(t("moves.previous"), "previous", () => (state.review ?? turnCount()) - 1),
        navButton(t("moves.next"), "next", () => (state.review ?? turnCount()) + 1),
        navButton(t("moves.last"), "last", () => turnCount()),
      ),
    ),
    movesNote,
    moveList,
  );
  moveList.setAttribute("aria-describedby", movesNote.id);
  const navButtons = movesSection.querySelectorAll(".moves-nav button");
  /** Whether the turns answer now (modes.js). */
  let turnsAnswer = true;
  moveList.addEventListener("keydown", (event) => {
    const current = state.review ?? turnCount();
    // Right to left, the list reads from the right: ArrowLeft goes on to the next turn.
    const left = tr.dir === "rtl" ? 1 : -1;
    const keys = { ArrowLeft: current + left, ArrowUp: current - 1, ArrowRight: current - left, ArrowDown: current + 1, Home: 0, End: turnCount() };
    if (event.key === "Escape" && state.review !== null) {
      event.preventDefault();
      on.leaveReview();
      return;
    }
    if (!(event.key in keys) || !turnsAnswer) return;
    event.preventDefault();
    on.goTo(keys[event.key]);
  });

  const cards = { black: playerCard("black", tr, words), white: playerCard("white", tr, words) };
  /** Where the game's review draws its section, once it is asked for (web/review/). */
  const reviewSlot = h("div", { class: "review-slot" });
  /** Where a friend game's link is offered, once such a game is open (web/friend/). */
  const friendSlot = h("div", { class: "friend-slot" });
  const topSlot = h("div", { class: "player-slot top" });
  const bottomSlot = h("div", { class: "player-slot bottom" });
  const menuButton = (label, onclick, className, extra = {}) => h("button", { type: "button", class: `menu-button ${className}`, part: "button menu-button", onclick, ...extra }, label);
  // The games with friends, where the page offers them and keeps any.
  const friendsButton = on.friends && menuButton(t("menu.friends"), () => on.friends?.(), "friends-button", { hidden: !state.friendGames });
  const entries = h(
    "div",
    { class: "menu-entries", id: uid("menu-entries") },
    controls.has("newgame") && menuButton(t("action.newGame"), () => on.newGame(), "new-game-button"),
    controls.has("rules") && menuButton(t("action.rules"), () => on.rules(), "rules-button"),
    controls.has("export") && menuButton(t("action.record"), () => on.record(), "record-button"),
    controls.has("review") && menuButton(t("action.review"), () => on.review(), "review-button"),
    friendsButton,
    on.learn && menuButton(t("learn.open"), () => on.learn?.(), "learn-button"),
    on.analyse && menuButton(t("analysisBoard.open"), () => on.analyse?.(), "analysis-button"),
  );
  // On a phone the entries are behind a button of their own (menu-disclosure.js), beside the
  // settings' icon on the title's row.
  const menuToggle = /** @type {HTMLButtonElement} */ (
    h("button", { type: "button", class: "menu-toggle", part: "button menu-toggle", "aria-expanded": "false", "aria-controls": entries.id }, icon("menu"), h("span", {}, t("menu.button")))
  );
  menuToggle.hidden = entries.childElementCount === 0;
  const menu = h(
    guest ? "div" : "nav",
    { class: "app-menu", "aria-label": t("menu.label"), ...(guest && { role: "group" }) },
    menuToggle,
    entries,
    menuButton(icon("settings"), () => on.settings(), "settings-button", { "aria-label": t("action.settings"), title: t("action.settings") }),
  );
  const disclosure = menuDisclosure(menuToggle, entries, menu);
  // As a guest, no landmark: the host page has its own banner, navigation and main.
  const header = h(
    guest ? "div" : "header",
    { class: "app-bar" },
    h(`h${level}`, { class: "app-title", part: "title", id: titleId }, h("span", { class: "app-logo", "aria-hidden": "true" }), title ?? t("app.title")),
    menu,
  );
  const panel = h(
    guest ? "div" : "aside",
    { class: "side-panel", part: "panel", "aria-label": t("panel.label"), ...(guest && { role: "group" }) },
    topSlot,
    h("div", { class: "status-card", part: "status", role: "group", "aria-label": t("status.label") }, h("div", { class: "status-line" }, statusSwatch, spinner, status), info, countLine, endChain, overActions, friendSlot, hintText, message),
    reviewSlot,
    controlRow,
    endRow,
    controls.has("moves") && movesSection,
    bottomSlot,
  );
  // The players' cards hold their places from the start, so that nothing moves when the
  // engine's facts fill them.
  topSlot.append(cards.white.element);
  bottomSlot.append(cards.black.element);
  container.append(header, notice, h(guest ? "div" : "main", { class: "app-main" }, h("div", { class: "board-column" }, reviewBanner, boardWrap), panel), live);
  root.append(container);

  const board = createBoard(canvas, {
    onAction: (action) => on.action(action),
    name: t("board.label"),
    orientation: "black",
    coordinates: state.prefs.coordinates,
    label: cellLabel(t),
  });

  /** An error in words: the engine's reason by its code, else its (English) message. */
  const errorText = (error) => errorWords(t, error, sideName);
  /** A message's params in words: a side by its name, an error by its text. */
  const wordsOf = (params) => paramsInWords(t, params);
  let said = null;
  /** The notice as shown (its words and kind), so that it is drawn again only when they change. */
  let noticeShown = "";
  let boardOptions = "";
  const shownPosition = createShownPosition();
  /** The last turn reported that the board has drawn (animated or not): none is animated twice. @type {any} */
  let animated = null;

  /** The live region's sentence for what just happened. */
  function sentence(what) {
    const { snapshot, legal } = state;
    const statusNow = () => statusLine(snapshot, legal);
    switch (what.what) {
      case "play": {
        const parts = [announcePlay(what.side, what.token, what.actions, what.captured)];
        if (what.outcome) parts.push(resultLine(what.outcome, state.snapshot?.blocked));
        else if (what.status) parts.push(statusNow());
        return parts.join(". ");
      }
      case "undo":
        return `${t("announce.undone")} ${statusNow()}`;
      case "redo":
        return `${t("announce.redone")} ${statusNow()}`;
      case "newGame":
        return `${t("announce.newGame")} ${statusNow()}`;
      case "imported":
        return t("announce.imported");
      case "hint":
        return hintWords(t, what.token ?? "", what.tablebase ?? null);
      default:
        return resultLine(what.outcome, state.snapshot?.blocked);
    }
  }

  function renderNotice() {
    const shown = state.notice;
    const text = shown ? sentences(t, shown.items) : "";
    if (`${shown?.kind}|${text}` === noticeShown) return;
    noticeShown = `${shown?.kind}|${text}`;
    notice.hidden = !shown;
    if (!shown) {
      notice.replaceChildren();
      return;
    }
    notice.replaceChildren(
      h("span", {}, text),
      h("button", { type: "button", class: "icon-button", "aria-label": t("action.dismiss"), onclick: () => on.dismissNotice() }, "×"),
    );
    notice.dataset.kind = shown.kind;
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
    const { snapshot, legal, settings, review, hint, game } = state;
    renderNotice();
    if (state.prefs.theme === "auto") delete container.dataset.theme;
    else container.dataset.theme = state.prefs.theme;
    if (!snapshot || state.destroyed) return;
    // The mode owns what the cards, the status line and the controls show (modes.js).
    const screen = screenOf(state);
    const shown = game ? shownPosition(state, screen.shown) : { snapshot, legal };
    const ofGame = screen.shown.of === "game";
    const comp = computerSide(settings);
    const over = Boolean(snapshot.outcome);
    const computerTurn = !over && snapshot.turn === comp;
    // A friend's turn is played on the friend's device and comes by link.
    const awayTurn = computerTurn || (!over && snapshot.turn === friendSide(settings));
    const inPlay = review === null;
    // Until the engine has opened the game, the first screen is drawn from kept facts
    // (preview.js) and takes no action: a control pressed then waits for the engine (app.js).
    const interactive = inPlay && !awayTurn && !over && Boolean(game);
    const thinking = computerTurn && state.search === "computer";

    const override = state.boardOverride;
    const text = override ? override.board : !game ? (state.preview?.board ?? "") : inPlay ? game.board() : game.positionAfter(review);
    const highlight = override ? override.highlight : !inPlay ? turnHighlight(state.turns[review - 1]) : hint && "token" in hint ? hint.highlight : state.highlight;
    const options = { orientation: orientation(), coordinates: state.prefs.coordinates };
    if (JSON.stringify(options) !== boardOptions) {
      boardOptions = JSON.stringify(options);
      board.setOptions?.(options);
    }
    const active = override ? override.interactive : interactive;
    const shownLegal = override ? override.legal : interactive ? legal : [];
    // Each turn reported is animated once, when first drawn (the state keeps it until the next).
    const animate = inPlay && !override && state.animation !== animated && state.animation;
    // A turn shown arriving starts from the position before it.
    if (animate && state.animateFrom) board.set({ board: state.animateFrom, legal: [], highlight: NO_HIGHLIGHT, interactive: false });
    board.set({ board: text, legal: shownLegal, highlight, interactive: active, ...(animate ? { animate } : {}) });
    animated = state.animation;
    // The board's text, legal actions and marked cells, for tests and host pages, once the game is open.
    if (game) {
      boardWrap.dataset.board = text;
      boardWrap.dataset.legal = shownLegal.join(" ");
      boardWrap.dataset.marked = (highlight.cells ?? []).join(" ");
      boardWrap.dataset.proposed = highlight.proposed?.cells.join(" ") ?? "";
    }
    container.dataset.phase = snapshot.phase;
    container.dataset.turn = snapshot.turn;
    container.toggleAttribute("data-reviewing", !inPlay || Boolean(override));
    container.dataset.mode = screen.mode;
    container.toggleAttribute("data-thinking", state.search === "computer");
    if (game) container.removeAttribute("aria-busy");
    else container.setAttribute("aria-busy", "true");

    // The status line and the info under it describe the position shown.
    const at = shown.snapshot;
    const shownOver = Boolean(at.outcome);
    status.textContent = statusLine(at, shown.legal, { thinking: thinking && ofGame });
    spinner.hidden = !(thinking && ofGame) && state.search !== "hint";
    statusSwatch.className = `swatch ${at.turn}`;
    statusSwatch.hidden = shownOver || !spinner.hidden;
    const infoParts = [t("info.phase", { phase: phaseName(at.phase) })];
    const counter = noCaptureLine(at);
    if (counter) infoParts.push(counter);
    if (comp) infoParts.push(t("info.level", { level: settings.level }));
    info.textContent = infoParts.join(" · ");
    endChain.hidden = !(interactive && legal.includes("end"));
    overActions.hidden = !over;
    status.classList.toggle("over", shownOver);
    const m = state.message;
    message.textContent = !m ? "" : m.key ? t(m.key, wordsOf(m.params)) : errorText(m.error);
    hintText.hidden = state.search !== "hint" && !hint;
    hintText.textContent =
      state.search === "hint" ? t("hint.thinking") : !hint ? "" : "token" in hint ? hintWords(t, hint.token, hint.tablebase) : t("message.computerFailed", wordsOf({ error: hint.error }));

    const friendGame = settings.opponent === "friend";
    if (friendsButton) friendsButton.hidden = !state.friendGames;
    undoButton.hidden = friendGame;
    redoButton.hidden = friendGame;
    // While the board shows a practice or the better turn, nothing here acts on the game.
    undoButton.disabled = !snapshot.canUndo || !screen.walk;
    redoButton.disabled = !snapshot.canRedo || !screen.walk;
    hintButton.disabled = !interactive || state.search === "hint" || !screen.hint;
    endRow.hidden = over || !screen.end;
    // "Review the game" is not offered while the review is open.
    for (const item of container.querySelectorAll(".review-button, .review-game")) /** @type {HTMLElement} */ (item).hidden = screen.offer === "none";
    turnsAnswer = screen.arrows;
    for (const item of navButtons) /** @type {HTMLButtonElement} */ (item).disabled = !screen.arrows;
    movesNote.hidden = screen.arrows;
    movesNote.textContent = screen.arrows ? "" : t("analysis.turnsWait");
    agreeButton.hidden = Boolean(comp) || friendGame || snapshot.phase !== "movement";
    const mayOffer = Boolean(game) && inPlay && screen.end && mayOfferCount(state);
    countButton.hidden = !mayOffer;
    countButton.disabled = state.offering || state.search !== null;
    const forcing = state.forcing;
    countLine.hidden = !(mayOffer && forcing && looksWalled(forcing.answer) && forcing.record === game?.record());
    reviewBanner.hidden = !screen.back;
    backButton.textContent = screen.back === "review" ? t("analysis.backToReview") : t("review.back");
    if (override) reviewText.textContent = override.caption;
    else if (!inPlay) reviewText.textContent = review === 0 ? t("review.start") : t("review.turn", { turn: review });
    const note = override || inPlay || !review ? null : (state.turns[review - 1]?.annotation ?? null);
    const noteKey = JSON.stringify(note);
    if (noteKey !== noteText.dataset.note) {
      noteText.dataset.note = noteKey;
      noteText.replaceChildren(...noteParts(note));
    }

    const bottom = orientation();
    topSlot.replaceChildren(cards[other(bottom)].element);
    bottomSlot.replaceChildren(cards[bottom].element);
    const roles = { you: comp || friendSide(settings) ? settings.human : null, computer: comp, friend: friendSide(settings), level: settings.level };
    for (const side of /** @type {const} */ (["black", "white"])) cards[side].update(at, roles);
    renderClocks();
    // A position practised is the one before its turn: the list marks that one, not the turn
    // the review or the graph last showed.
    const practised = state.analysis?.practice;
    moves.draw(state.turns, practised ? practised.turn - 1 : review, snapshot.pending, moveList.contains(activeElement()), !screen.arrows);
    if (state.said !== said) {
      said = state.said;
      if (said) live.replaceChildren(h("p", {}, sentence(said)));
    }
  }

  /** A turn's annotation from the record, drawn: its mark in words and its comment, then the
   * line given instead, in words.
   * @param {import("../pkg/rules/seega.js").HistoryAnnotation | null} note */
  function noteParts(note) {
    if (!note) return [];
    const words = [note.mark ? t(`moves.mark.${note.mark}`) : "", note.comment].filter(Boolean).join(" · ");
    if (!note.line.length) return [words];
    // The line given instead, in words: "Better: e5,d5 → a5,b5."
    return [`${words}${words ? " " : ""}${t("moves.line", { line: note.line.join(" → ") })}`];
  }

  function orientation() {
    return computerSide(state.settings) || friendSide(state.settings) ? state.settings.human : "black";
  }

  function activeElement() {
    return /** @type {any} */ (root).activeElement ?? document.activeElement;
  }

  return {
    container,
    reviewSlot,
    friendSlot,
    /** The level of the panel's section headings. */
    subheading: Math.min(6, level + 1),
    render,
    renderClocks,
    /** Says that the game could not start. */
    failed(error) {
      status.textContent = t("status.failed", { message: errorText(error) });
      info.textContent = t("status.failedHelp");
      // Nothing else can work without the engine: only the words and the settings stay.
      for (const part of [endChain, overActions, hintText, controlRow, endRow, movesSection]) part.hidden = true;
      for (const item of header.querySelectorAll(".menu-button:not(.settings-button)")) /** @type {HTMLElement} */ (item).hidden = true;
      disclosure.close();
      menuToggle.hidden = true;
    },
    /** Moves the focus to the turn shown, if the focus is in the app. */
    focusCurrentMove() {
      const item = /** @type {HTMLElement | null} */ (moveList.querySelector(`button[data-turn="${state.review ?? turnCount()}"]`));
      if (item && container.contains(activeElement())) item.focus();
      item?.scrollIntoView?.({ block: "nearest" });
    },
    errorText,
    /** Draws the board now, its grid's cells with it, rather than at the next frame. */
    flush() {
      board.flush();
    },
    destroy() {
      board.destroy();
      disclosure.destroy();
      container.remove();
    },
  };
}

/**
 * The hint's words: the turn, and the endgame tables' verdict when the position is in them
 * ("Hint: d3-c3. White wins in 1 turn").
 * @param {(key: string, params?: Record<string, any>) => string} t the app's translator
 * @param {string} turn
 * @param {import("./state.js").Verdict | null} tablebase
 * @returns {string}
 */
function hintWords(t, turn, tablebase) {
  if (!tablebase) return t("hint.text", { turn });
  if (!tablebase.winner) return t("hint.tablebase.draw", { turn });
  const side = t(`side.${tablebase.winner}`);
  if (tablebase.turns === null) return t("hint.tablebase.winOnCount", { turn, side });
  return t("hint.tablebase.win", { turn, side, count: tablebase.turns });
}
