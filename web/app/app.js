// The game around the board, as a component: `mountGame(root, options)` renders the whole
// app into `root` (an element or a shadow root) and returns `{ destroy, on }`. It owns the
// engine's Game, the settings, the clocks and the save; it asks the engine every rule
// question and the computer player (a worker) for its turns.

import { createBoard } from "../board/board.js";
import { preferredLanguage } from "../i18n/catalogs.js";
import { setLanguage, t } from "../i18n/i18n.js";
import * as clocks from "./clock.js";
import { createComputer } from "./computer.js";
import { announcePlay, noCaptureLine, other, phaseName, resultLine, sideName, statusLine } from "./describe.js";
import { h } from "./dom.js";
import { loadEngine } from "./engine.js";
import { createNewGameDialog } from "./new-game.js";
import { createConfirmDialog, createPrefsDialog } from "./prefs-dialog.js";
import { createRecordDialog } from "./record-dialog.js";
import { createRulesDialog } from "./rules-dialog.js";
import { computerSide, coinToss, normalizeClock, normalizeSettings } from "./settings.js";
import { shareFragment } from "./share.js";
import { backUp, DEFAULT_KEY, defaultStorage, readPrefs, readSave, setAside, writePrefs, writeSave } from "./store.js";

/** @typedef {"black" | "white"} Side */
/** @typedef {"newgame" | "undo" | "moves" | "rules" | "export" | "clock" | "hint"} Control */
/** @typedef {{ size?: number, preset?: string, rules?: Record<string, string>, opponent?: "human" | "computer", level?: number,
 *   colour?: Side | "random", lang?: string, theme?: "light" | "dark" | "auto",
 *   controls?: Control[], storageKey?: string | null,
 *   shared?: { record: string, settings?: object } | null,
 *   onLanguage?: (lang: string) => void }} MountOptions */
/** @typedef {{ destroy(): void, on(event: "move" | "gameover", handler: (detail: any) => void): () => void }} MountedGame */

export const ALL_CONTROLS = /** @type {Control[]} */ (["newgame", "undo", "moves", "rules", "export", "clock", "hint"]);
const HINT_OPTIONS = { level: 4, timeMs: 1500 };
/** A pause before the computer's turn is shown, so that a quick reply does not land on top
 * of the player's own move. */
const COMPUTER_PAUSE_MS = 350;
const NO_HIGHLIGHT = { cells: [], from: null, to: null, captured: [] };

/** Renders the game into `root` and starts it. @param {Element | ShadowRoot} root
 * @param {MountOptions} [options] @returns {MountedGame} */
export function mountGame(root, options = {}) {
  const controls = new Set(Array.isArray(options.controls) ? options.controls : ALL_CONTROLS);
  const storageKey = options.storageKey === null ? null : (options.storageKey ?? DEFAULT_KEY);
  const storage = storageKey ? defaultStorage() : null;
  const savedPrefs = storageKey ? readPrefs(storage, storageKey) : {};
  const prefs = {
    theme: ["auto", "light", "dark"].includes(savedPrefs.theme) ? savedPrefs.theme : (options.theme ?? "auto"),
    coordinates: savedPrefs.coordinates ?? true,
    lang: typeof savedPrefs.lang === "string" ? savedPrefs.lang : "auto",
  };
  // "auto": the embedding's `lang`, else the browser's first language that has a catalog.
  const automaticLang = setLanguage(options.lang ?? preferredLanguage()).lang;
  const language = setLanguage(prefs.lang === "auto" ? automaticLang : prefs.lang);
  // The catalog in use is one per page; several games on one page (two elements in different
  // languages) each put their own language back whenever their code runs.
  const speak = () => setLanguage(language.lang);
  /** @type {Record<string, Set<(detail: any) => void>>} */
  const handlers = { move: new Set(), gameover: new Set() };

  // Everything the app holds, besides the DOM.
  /** @type {any} */ let Game = null;
  /** @type {any} */ let game = null;
  /** @type {any} */ let computer = null;
  let settings = normalizeSettings({ ...options, human: options.colour });
  let humanChoice = options.colour === "random" ? "random" : settings.human;
  /** @type {clocks.Clock | null} */ let clock = null;
  /** @type {number | null} */ let review = null;
  let highlight = NO_HIGHLIGHT;
  /** @type {any} */ let animation = null;
  let thinking = false;
  let searchId = 0;
  /** @type {{ token: string } | null} */ let hint = null;
  let hinting = false;
  /** @type {string[]} */ let turnCaptures = [];
  let destroyed = false;
  let listKey = "";
  /** @type {{ header: string, scratch: any, turns: string[], sides: Side[] } | null} */ let sidesCache = null;
  let lastSaved = 0;

  // ---- The shell ----
  const container = h("div", { class: "seega-app", lang: language.lang, dir: language.dir });
  for (const type of ["click", "keydown", "input", "change", "submit", "pointerdown", "focusin", "close", "toggle"]) {
    container.addEventListener(type, speak, true);
  }
  const live = h("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
  const notice = h("div", { class: "notice", role: "alert", hidden: true });
  const canvas = h("canvas", { class: "board-canvas" });
  const boardWrap = h("div", { class: "board-wrap" }, canvas);
  const reviewText = h("span", { class: "review-text" });
  const reviewBanner = h(
    "div",
    { class: "review-banner", hidden: true },
    reviewText,
    h("button", { type: "button", class: "button primary back-to-game", onclick: () => leaveReview() }, t("review.back")),
  );
  const status = h("p", { class: "status" }, t("status.loading"));
  const info = h("p", { class: "status-info" });
  const message = h("p", { class: "message", role: "alert" });
  const hintText = h("p", { class: "hint-text", hidden: true });
  const spinner = h("span", { class: "spinner", "aria-hidden": "true", hidden: true });
  const statusSwatch = h("span", { class: "swatch", "aria-hidden": "true" });

  const button = (label, onclick, extra = {}) => h("button", { type: "button", class: "button", onclick: guard(onclick), ...extra }, label);
  const endChain = button(t("action.endChain"), () => play("end"), { class: "button primary end-chain", hidden: true });
  const newGameButton = button(t("action.newGame"), () => openNewGame(), { class: "button primary" });
  const playAgain = button(t("action.playAgain"), () => rematch());
  const overActions = h("div", { class: "button-row over-actions", hidden: true }, controls.has("newgame") && playAgain, controls.has("newgame") && newGameButton);
  const undoButton = button(t("action.undo"), () => undo(), { class: "button undo" });
  const redoButton = button(t("action.redo"), () => redo(), { class: "button redo" });
  const hintButton = button(t("action.hint"), () => askHint(), { class: "button hint" });
  const resignButton = button(t("action.resign"), () => resign(), { class: "text-button resign" });
  const agreeButton = button(t("action.agree"), () => agree(), { class: "text-button agree" });
  const controlRow = h(
    "div",
    { class: "button-row game-controls" },
    controls.has("undo") && undoButton,
    controls.has("undo") && redoButton,
    controls.has("hint") && hintButton,
  );
  const endRow = h("div", { class: "end-controls" }, resignButton, agreeButton);

  const moveList = h("ol", { class: "moves", "aria-label": t("moves.label") });
  const navButton = (label, glyph, target) =>
    h("button", { type: "button", class: "icon-button", "aria-label": label, title: label, onclick: guard(() => goTo(target())) }, icon(glyph));
  const moveNav = h(
    "div",
    { class: "moves-nav" },
    navButton(t("moves.first"), "first", () => 0),
    navButton(t("moves.previous"), "previous", () => (review ?? turnCount()) - 1),
    navButton(t("moves.next"), "next", () => (review ?? turnCount()) + 1),
    navButton(t("moves.last"), "last", () => turnCount()),
  );
  const movesSection = h("section", { class: "moves-section", "aria-label": t("moves.title") }, h("div", { class: "moves-head" }, h("h2", {}, t("moves.title")), moveNav), moveList);

  const cards = { black: playerCard("black"), white: playerCard("white") };
  const topSlot = h("div", { class: "player-slot top" });
  const bottomSlot = h("div", { class: "player-slot bottom" });

  const menuButton = (label, onclick, extra = {}) => h("button", { type: "button", class: "menu-button", onclick: guard(onclick), ...extra }, label);
  const header = h(
    "header",
    { class: "app-bar" },
    h("h1", { class: "app-title" }, h("span", { class: "app-logo", "aria-hidden": "true" }), t("app.title")),
    h(
      "nav",
      { class: "app-menu", "aria-label": t("menu.label") },
      controls.has("newgame") && menuButton(t("action.newGame"), () => openNewGame(), { class: "menu-button new-game-button" }),
      controls.has("rules") && menuButton(t("action.rules"), () => rulesDialog.open(game.state().rules, game.state().preset), { class: "menu-button rules-button" }),
      controls.has("export") && menuButton(t("action.record"), () => recordDialog.open(game.record()), { class: "menu-button record-button" }),
      menuButton(icon("settings"), () => prefsDialog.open(prefs), { class: "menu-button settings-button", "aria-label": t("action.settings"), title: t("action.settings") }),
    ),
  );

  const panel = h(
    "aside",
    { class: "side-panel", "aria-label": t("panel.label") },
    topSlot,
    h("section", { class: "status-card", "aria-label": t("status.label") }, h("div", { class: "status-line" }, statusSwatch, spinner, status), info, endChain, overActions, hintText, message),
    controlRow,
    endRow,
    controls.has("moves") && movesSection,
    bottomSlot,
  );

  /** @type {ReturnType<typeof createNewGameDialog> | null} */
  let newGameDialog = null;
  const rulesDialog = createRulesDialog();
  const recordDialog = createRecordDialog({
    onImport: (text) => importRecord(text),
    shareUrl: () => shareUrl(),
    fileName: () => `seega-${new Date().toISOString().slice(0, 10)}.txt`,
  });
  const prefsDialog = createPrefsDialog({ onChange: (next) => changePrefs(next), automaticLang });
  const confirmDialog = createConfirmDialog();

  container.append(
    header,
    notice,
    h("main", { class: "app-main" }, h("div", { class: "board-column" }, reviewBanner, boardWrap), panel),
    live,
    rulesDialog.element,
    recordDialog.element,
    prefsDialog.element,
    confirmDialog.element,
  );
  applyTheme();
  root.append(container);

  const board = createBoard(canvas, {
    onAction: (action) => guard(() => humanAction(action))(),
    name: t("board.label"),
    orientation: "black",
    coordinates: prefs.coordinates,
    label: (cell, stone, hint) => cellLabel(cell, stone, hint),
  });

  const tick = setInterval(() => onTick(), 100);
  const onPageHide = () => save(true);
  const onVisibility = () => document.visibilityState === "hidden" && save(true);
  globalThis.addEventListener?.("pagehide", onPageHide);
  document.addEventListener("visibilitychange", onVisibility);

  start().catch((error) => {
    status.textContent = t("status.failed", { message: error?.message ?? String(error) });
  });

  // ---- Starting ----
  async function start() {
    Game = await loadEngine();
    if (destroyed) return;
    speak();
    const presets = Game.presets();
    const rulesCache = new Map();
    const presetRules = (name) => {
      if (!rulesCache.has(name)) {
        const sample = new Game({ preset: name });
        rulesCache.set(name, sample.state().rules);
        sample.free();
      }
      return rulesCache.get(name);
    };
    newGameDialog = createNewGameDialog({ presets, presetRules, onStart: (choice) => guard(() => startChosen(choice))(), showClock: controls.has("clock") });
    container.append(newGameDialog.element);
    computer = await createComputer(Game);
    if (destroyed) {
      computer.destroy();
      return;
    }
    speak();
    openFirstGame();
    maybeComputer();
  }

  function openFirstGame() {
    const shared = options.shared;
    if (shared?.record) {
      try {
        const opened = Game.fromRecord(shared.record);
        if (storage && storageKey) backUp(storage, storageKey);
        const linkSettings = normalizeSettings(shared.settings ?? {});
        humanChoice = linkSettings.human;
        replaceGame(opened, linkSettings);
        showNotice(t("notice.sharedOpened"), "info");
        return;
      } catch (error) {
        showNotice(t("notice.sharedBroken", { message: errorText(error) }));
      }
    }
    const saved = storage && storageKey ? readSave(storage, storageKey) : { status: "none" };
    if (saved.status === "ok") {
      try {
        restore(saved.save);
        return;
      } catch {
        // Falls through to setting the save aside.
      }
    }
    if (saved.status !== "none") {
      setAside(storage, storageKey);
      showNotice(t("notice.saveSetAside"));
    }
    const rules = { ...options.rules, preset: options.preset, size: options.size };
    replaceGame(createGame(rules), settingsWithColour(settings, humanChoice));
  }

  /** A new engine game from options; bad options fall back to the defaults. */
  function createGame(rules) {
    const clean = Object.fromEntries(Object.entries(rules).filter(([, v]) => v !== undefined && v !== null));
    try {
      return new Game(clean);
    } catch (error) {
      showNotice(t("notice.badOptions", { message: errorText(error) }));
      return new Game();
    }
  }

  function settingsWithColour(base, choice) {
    return normalizeSettings({ ...base, human: choice === "random" ? coinToss() : choice });
  }

  function restore(save) {
    const restored = Game.fromRecord(save.record);
    for (const action of save.pending) {
      try {
        restored.play(action);
      } catch {
        break;
      }
    }
    humanChoice = save.settings.human;
    replaceGame(restored, save.settings, clocks.restoreClock(save.clock, now()));
  }

  /** Makes `next` the game in play, with `nextSettings` and a fresh (or restored) clock. */
  function replaceGame(next, nextSettings, restoredClock = null) {
    cancelSearch();
    cancelHint();
    const previous = game;
    game = next;
    if (previous && previous !== next) previous.free();
    settings = nextSettings;
    const state = game.state();
    clock = settings.clock ? (restoredClock ?? clocks.createClock(settings.clock.minutes, settings.clock.increment)) : null;
    if (clock) clock = clocks.run(clock, state.outcome ? null : state.turn, now());
    review = null;
    highlight = NO_HIGHLIGHT;
    animation = null;
    turnCaptures = [];
    sidesCache?.scratch.free();
    sidesCache = null;
    listKey = "";
    message.textContent = "";
    board.setOptions?.({ orientation: orientation(), coordinates: prefs.coordinates });
    save(true);
    show();
  }

  // ---- Playing ----
  function humanAction(action) {
    if (!game || review !== null || thinking) return;
    const state = game.state();
    if (state.outcome || state.turn === computerSide(settings)) return;
    play(action);
  }

  /** Plays one action or a whole turn token and shows what it did. */
  function play(token) {
    const before = game.state();
    const side = before.turn;
    const report = game.play(token);
    cancelHint();
    message.textContent = "";
    turnCaptures.push(...report.captured);
    highlight = highlightOf(report);
    animation = report;
    const state = game.state();
    const said = [announcePlay(side, token, report.captured)];
    if (report.turnEnded || state.outcome) {
      const detail = { turn: state.turns[state.turns.length - 1] ?? token, side, captured: turnCaptures, record: game.record() };
      turnCaptures = [];
      if (clock) clock = clocks.run(clock, state.outcome ? null : state.turn, now(), side);
      emit("move", detail);
    }
    if (state.outcome) {
      said.push(resultLine(state.outcome));
      emit("gameover", { ...state.outcome, record: game.record() });
    } else if (report.turnEnded && state.blocked && state.blocked !== state.turn) {
      said.push(statusLine(state, game.legalActions()));
    }
    announce(said.join(". "));
    save(true);
    show();
  }

  function undo() {
    walkHistory("undo", "canUndo", "announce.undone");
  }

  function redo() {
    walkHistory("redo", "canRedo", "announce.redone");
  }

  /** Takes back (or plays again) a turn; against the computer, on through the computer's
   * turns, so that the player is to move again.
   * @param {"undo" | "redo"} step @param {"canUndo" | "canRedo"} can @param {string} said */
  function walkHistory(step, can, said) {
    if (!game) return;
    cancelSearch();
    cancelHint();
    const comp = computerSide(settings);
    if (!game[step]()) return;
    let state = game.state();
    while (comp && !state.outcome && state.turn === comp && state[can]) {
      game[step]();
      state = game.state();
    }
    afterTakeBack(t(said));
  }

  function afterTakeBack(words) {
    const state = game.state();
    highlight = NO_HIGHLIGHT;
    animation = null;
    turnCaptures = [];
    review = null;
    if (clock) clock = clocks.run(clock, state.outcome ? null : state.turn, now());
    announce(`${words} ${statusLine(state, game.legalActions())}`);
    save(true);
    show();
  }

  async function resign() {
    const state = game.state();
    if (state.outcome) return;
    const comp = computerSide(settings);
    const side = comp ? other(comp) : state.turn;
    if (!(await confirmDialog.ask(t("confirm.resign", { side: sideName(side) }), t("action.resign")))) return;
    conclude("resignation", side);
  }

  async function agree() {
    if (game.state().outcome) return;
    if (!(await confirmDialog.ask(t("confirm.agree"), t("action.agree")))) return;
    conclude("agreement");
  }

  function conclude(kind, side) {
    if (!game || game.state().outcome) return;
    cancelSearch();
    cancelHint();
    game.conclude(kind, side);
    const state = game.state();
    if (clock) clock = clocks.run(clock, null, now());
    announce(resultLine(state.outcome));
    emit("gameover", { ...state.outcome, record: game.record() });
    highlight = NO_HIGHLIGHT;
    save(true);
    show();
  }

  function rematch() {
    const rules = game.state().rules;
    const preset = game.state().preset;
    startChosen({ preset, rules, firstPlayer: rules.firstPlayer, settings: { ...settings, human: humanChoice } });
  }

  /** Starts the game chosen in the new-game dialog. @param {import("./new-game.js").Choice} choice */
  function startChosen(choice) {
    const drawn = [];
    let firstPlayer = choice.firstPlayer;
    if (firstPlayer === "random") {
      firstPlayer = coinToss();
      drawn.push(t("notice.drawnFirst", { side: sideName(/** @type {"black" | "white"} */ (firstPlayer)) }));
    }
    humanChoice = /** @type {any} */ (choice.settings.human);
    const next = normalizeSettings({ ...choice.settings, human: humanChoice === "random" ? coinToss() : humanChoice, clock: normalizeClock(choice.settings.clock) });
    if (humanChoice === "random" && next.opponent === "computer") drawn.push(t("notice.drawnColour", { side: sideName(next.human) }));
    const created = new Game({ ...choice.rules, preset: choice.preset, firstPlayer });
    hideNotice();
    replaceGame(created, next);
    if (drawn.length) showNotice(drawn.join(" "), "info");
    announce(`${t("announce.newGame")} ${statusLine(game.state(), game.legalActions())}`);
  }

  function openNewGame() {
    if (!game || !newGameDialog) return;
    const state = game.state();
    newGameDialog.open({ preset: state.preset, rules: state.rules, settings, humanChoice });
  }

  /** Opens a pasted or loaded record; returns null, or the engine's error message. */
  function importRecord(text) {
    if (!Game) return t("status.loading");
    let opened;
    try {
      opened = Game.fromRecord(String(text));
    } catch (error) {
      return errorText(error);
    }
    humanChoice = "black";
    replaceGame(opened, normalizeSettings({ ...settings, opponent: "human", clock: null }));
    announce(t("announce.imported"));
    return null;
  }

  // ---- The computer ----
  function maybeComputer() {
    if (!game || !computer || thinking || destroyed) return;
    const state = game.state();
    if (state.outcome || state.turn !== computerSide(settings)) return;
    thinking = true;
    const id = ++searchId;
    const started = Date.now();
    computer
      .choose({ record: game.record(), pending: state.pending, options: { level: settings.level, seed: Math.floor(Math.random() * 2 ** 31) } })
      .then((choice) => {
        if (id !== searchId) return;
        const wait = Math.max(0, COMPUTER_PAUSE_MS - (Date.now() - started));
        setTimeout(
          guard(() => {
            if (id !== searchId) return;
            thinking = false;
            play(choice.turn);
          }),
          wait,
        );
      })
      .catch((error) => {
        if (id !== searchId || error?.name === "AbortError") return;
        speak();
        thinking = false;
        message.textContent = t("message.computerFailed", { message: errorText(error) });
        show();
      });
    show();
  }

  function cancelSearch() {
    searchId += 1;
    if (thinking) computer?.cancel();
    thinking = false;
  }

  function askHint() {
    if (!game || !computer || thinking || hinting) return;
    const state = game.state();
    if (state.outcome || state.turn === computerSide(settings)) return;
    hinting = true;
    const id = ++searchId;
    hintText.hidden = false;
    hintText.textContent = t("hint.thinking");
    show();
    computer
      .choose({ record: game.record(), pending: state.pending, options: HINT_OPTIONS })
      .then((choice) => {
        if (id !== searchId) return;
        speak();
        hinting = false;
        hint = { token: choice.turn };
        hintText.textContent = hintMessage(choice);
        announce(hintText.textContent);
        show();
      })
      .catch((error) => {
        if (id !== searchId) return;
        speak();
        hinting = false;
        if (error?.name !== "AbortError") hintText.textContent = t("message.computerFailed", { message: errorText(error) });
        show();
      });
  }

  function cancelHint() {
    if (hinting) {
      searchId += 1;
      computer?.cancel();
    }
    hinting = false;
    hint = null;
    hintText.hidden = true;
    hintText.textContent = "";
  }

  // ---- Review ----
  function turnCount() {
    return game ? game.state().turns.length : 0;
  }

  /** Shows the position after `n` turns; the current number of turns returns to the game. */
  function goTo(n) {
    if (!game) return;
    const count = turnCount();
    const target = Math.max(0, Math.min(count, n));
    if (target === count && game.state().pending.length === 0) {
      review = null;
    } else {
      review = target;
    }
    show();
    focusCurrentMove();
  }

  function leaveReview() {
    review = null;
    show();
  }

  function focusCurrentMove() {
    const target = review ?? turnCount();
    const item = moveList.querySelector(`button[data-turn="${target}"]`);
    if (item && container.contains(/** @type {any} */ (root).activeElement ?? document.activeElement)) item.focus();
    item?.scrollIntoView?.({ block: "nearest" });
  }

  moveList.addEventListener("keydown", (event) => {
    const current = review ?? turnCount();
    // Right to left, the list reads from the right: ArrowLeft goes on to the next turn.
    const left = container.dir === "rtl" ? 1 : -1;
    const keys = { ArrowLeft: current + left, ArrowUp: current - 1, ArrowRight: current - left, ArrowDown: current + 1, Home: 0, End: turnCount() };
    if (event.key === "Escape" && review !== null) {
      event.preventDefault();
      leaveReview();
      return;
    }
    if (!(event.key in keys)) return;
    event.preventDefault();
    goTo(keys[event.key]);
  });

  // ---- Showing ----
  function show() {
    if (!game || destroyed) return;
    speak();
    const state = game.state();
    const legal = state.outcome ? [] : game.legalActions();
    const comp = computerSide(settings);
    const computerTurn = !state.outcome && state.turn === comp;
    const live = review === null;
    const interactive = live && !computerTurn && !state.outcome;

    const text = live ? game.board() : game.positionAfter(review);
    const shownHighlight = live ? (hint ? hintHighlight(hint.token) : highlight) : NO_HIGHLIGHT;
    const view = { board: text, legal: interactive ? legal : [], highlight: shownHighlight, interactive };
    if (live && animation) view.animate = animation;
    animation = null;
    board.set(view);
    boardWrap.dataset.board = text;
    boardWrap.dataset.legal = interactive ? legal.join(" ") : "";
    container.dataset.phase = state.phase;
    container.dataset.turn = state.turn;
    container.toggleAttribute("data-reviewing", !live);
    container.toggleAttribute("data-thinking", thinking);

    status.textContent = statusLine(state, legal, { thinking: computerTurn && thinking });
    spinner.hidden = !(computerTurn && thinking) && !hinting;
    statusSwatch.className = `swatch ${state.turn}`;
    statusSwatch.hidden = Boolean(state.outcome) || !spinner.hidden;
    const infoParts = [t("info.phase", { phase: phaseName(state.phase) })];
    const counter = noCaptureLine(state);
    if (counter) infoParts.push(counter);
    if (comp) infoParts.push(t("info.level", { level: settings.level }));
    info.textContent = infoParts.join(" · ");
    endChain.hidden = !(interactive && legal.includes("end"));
    overActions.hidden = !state.outcome;
    status.classList.toggle("over", Boolean(state.outcome));

    undoButton.disabled = !state.canUndo;
    redoButton.disabled = !state.canRedo;
    hintButton.disabled = !interactive || hinting;
    endRow.hidden = Boolean(state.outcome);
    agreeButton.hidden = Boolean(comp) || state.phase !== "movement";

    reviewBanner.hidden = live;
    if (!live) reviewText.textContent = review === 0 ? t("review.start") : t("review.turn", { turn: review });

    const bottom = orientation();
    topSlot.replaceChildren(cards[other(bottom)].element);
    bottomSlot.replaceChildren(cards[bottom].element);
    for (const side of /** @type {Side[]} */ (["black", "white"])) cards[side].update(state, comp);
    showClocks();
    showMoves(state);
  }

  function showClocks() {
    const at = now();
    for (const side of /** @type {Side[]} */ (["black", "white"])) {
      const card = cards[side];
      card.clock.hidden = !clock || !controls.has("clock");
      if (!clock) continue;
      const left = clocks.remaining(clock, side, at);
      card.clock.textContent = clocks.formatClock(left);
      card.clock.classList.toggle("running", clock.running === side);
      card.clock.classList.toggle("low", left < 10_000);
    }
  }

  function onTick() {
    if (!game || !clock || !clock.running || destroyed) return;
    speak();
    const at = now();
    const fallen = clocks.flagged(clock, at);
    if (fallen) {
      conclude("timeout", fallen);
      return;
    }
    showClocks();
    if (at - lastSaved > 2000) save(false);
  }

  function showMoves(state) {
    const key = `${state.turns.join(" ")}|${review}|${state.pending.join(",")}`;
    if (key === listKey) return;
    listKey = key;
    const sides = sidesOf(state);
    const current = review ?? state.turns.length;
    const hadFocus = moveList.contains(/** @type {any} */ (root).activeElement ?? document.activeElement);
    const items = [
      h("li", { class: "move start" }, moveButton(0, t("moves.start"), null, current === 0)),
      ...state.turns.map((token, i) => {
        const side = sides[i];
        // A side plays twice running when the other was blocked (not where placing gives
        // way to moving and the last placer moves first).
        const again = i > 0 && side && sides[i - 1] === side && !DROPS.test(state.turns[i - 1]);
        return h(
          "li",
          { class: `move ${side ?? ""}${again ? " again" : ""}` },
          moveButton(i + 1, token, side, current === i + 1, again),
        );
      }),
    ];
    moveList.replaceChildren(...items);
    const active = moveList.querySelector("[aria-current]");
    if (hadFocus) /** @type {any} */ (active)?.focus();
    if (active) moveList.scrollTop = Math.max(0, /** @type {any} */ (active).offsetTop - moveList.clientHeight / 2);
  }

  function moveButton(n, token, side, isCurrent, again = false) {
    const label = n === 0 ? token : t(again ? "moves.itemAgain" : "moves.item", { n, side: side ? sideName(side) : "", token });
    return h(
      "button",
      { type: "button", class: "move-button", dataset: { turn: String(n) }, "aria-current": isCurrent ? "step" : null, "aria-label": label, tabindex: isCurrent ? "0" : "-1", onclick: () => goTo(n) },
      n > 0 && h("span", { class: "move-number" }, `${n}.`),
      side && h("span", { class: `swatch ${side}`, "aria-hidden": "true" }),
      h("span", { class: "move-token" }, token),
      again && h("span", { class: "move-again", "aria-hidden": "true", title: t("moves.againNote") }, "↻"),
    );
  }

  /** Which side played each turn, found by replaying the record's turns on a scratch game
   * (the engine knows whose turn it is; the page does not guess). */
  function sidesOf(state) {
    try {
      const header = game
        .record()
        .split("\n")
        .filter((line) => line.startsWith("[") && !/^\[(Result|Termination) /.test(line))
        .join("\n");
      const cache = sidesCache;
      const prefix = cache && cache.header === header && cache.turns.every((token, i) => i >= state.turns.length || token === state.turns[i]);
      if (!prefix) {
        cache?.scratch.free();
        sidesCache = { header, scratch: Game.fromRecord(header), turns: [], sides: [] };
      } else if (cache.turns.length > state.turns.length) {
        return cache.sides.slice(0, state.turns.length);
      }
      const c = /** @type {NonNullable<typeof sidesCache>} */ (sidesCache);
      for (let i = c.turns.length; i < state.turns.length; i += 1) {
        c.sides.push(c.scratch.state().turn);
        c.scratch.play(state.turns[i]);
        c.turns.push(state.turns[i]);
      }
      return c.sides.slice(0, state.turns.length);
    } catch {
      sidesCache?.scratch.free();
      sidesCache = null;
      return [];
    }
  }

  function playerCard(side) {
    const name = h("span", { class: "player-name" });
    const tag = h("span", { class: "player-tag" });
    const clockEl = h("span", { class: "clock", role: "timer", "aria-label": t("clock.label", { side: sideName(side) }), hidden: true });
    const stat = (key) => {
      const value = h("dd", { dataset: { count: key.slice(6) } }, "0");
      return { value, element: h("div", { class: "stat" }, h("dt", {}, t(key)), value) };
    };
    const inHand = stat("count.inHand");
    const onBoard = stat("count.onBoard");
    const captured = stat("count.captured");
    const element = h(
      "section",
      { class: `player ${side}`, dataset: { side }, "aria-label": sideName(side) },
      h("div", { class: "player-head" }, h("span", { class: `swatch ${side}`, "aria-hidden": "true" }), name, tag, clockEl),
      h("dl", { class: "stats" }, inHand.element, onBoard.element, captured.element),
    );
    return {
      element,
      clock: clockEl,
      update(state, comp) {
        name.textContent = sideName(side);
        tag.textContent = comp === side ? t("player.computer", { level: settings.level }) : comp ? t("player.you") : "";
        inHand.value.textContent = String(state.inHand[side]);
        onBoard.value.textContent = String(state.onBoard[side]);
        captured.value.textContent = String(state.captured[side]);
        element.classList.toggle("to-move", !state.outcome && state.turn === side);
        element.classList.toggle("winner", state.outcome?.winner === side);
        element.setAttribute("aria-current", !state.outcome && state.turn === side ? "true" : "false");
      },
    };
  }

  // ---- Saving, sharing, preferences ----
  function save(force) {
    if (!game || !storage || !storageKey) return;
    const at = now();
    if (!force && at - lastSaved < 1000) return;
    lastSaved = at;
    const state = game.state();
    const clockData = clock ? { ...clocks.stop(clock, at), running: clock.running } : null;
    writeSave(storage, storageKey, {
      record: game.record(),
      pending: state.pending,
      settings,
      clock: clockData,
      savedAt: new Date().toISOString(),
    });
  }

  function shareUrl() {
    const base = globalThis.location ? globalThis.location.href.replace(/#.*$/, "") : "";
    return `${base}${shareFragment(game.record(), settings)}`;
  }

  function changePrefs(next) {
    const langChanged = next.lang !== prefs.lang;
    Object.assign(prefs, next);
    if (storage && storageKey) writePrefs(storage, storageKey, prefs);
    applyTheme();
    board.setOptions?.({ orientation: orientation(), coordinates: prefs.coordinates });
    if (!langChanged) return;
    // The page mounts the game again in the new language (the game is saved); elsewhere it
    // applies the next time the game opens.
    if (typeof options.onLanguage === "function") setTimeout(() => !destroyed && options.onLanguage?.(prefs.lang === "auto" ? automaticLang : prefs.lang));
    else showNotice(t("notice.reloadForLanguage"), "info");
  }

  function applyTheme() {
    if (prefs.theme === "auto") delete container.dataset.theme;
    else container.dataset.theme = prefs.theme;
  }

  function orientation() {
    return computerSide(settings) ? settings.human : "black";
  }

  // ---- Small things ----
  function showNotice(text, kind = "warning") {
    notice.replaceChildren(
      h("span", {}, text),
      h("button", { type: "button", class: "icon-button", "aria-label": t("action.dismiss"), onclick: () => hideNotice() }, "×"),
    );
    notice.dataset.kind = kind;
    notice.hidden = false;
  }

  function hideNotice() {
    notice.hidden = true;
    notice.replaceChildren();
  }

  function announce(text) {
    live.replaceChildren(h("p", {}, text));
  }

  function emit(event, detail) {
    for (const handler of handlers[event] ?? []) {
      try {
        handler(detail);
      } catch (error) {
        console.error(error);
      }
    }
  }

  /** Runs `task`, showing any error in the message line instead of throwing. */
  function guard(task) {
    return (...args) => {
      speak();
      try {
        const result = task(...args);
        if (result && typeof result.then === "function") {
          result.then(
            () => {
              if (!destroyed) maybeComputer();
            },
            (error) => {
              message.textContent = errorText(error);
            },
          );
        } else if (!destroyed) {
          maybeComputer();
        }
      } catch (error) {
        message.textContent = errorText(error);
      }
    };
  }

  function cellLabel(cell, stone, hint) {
    speak();
    const kind = stone === "b" ? "black" : stone === "w" ? "white" : "empty";
    const what = t(`board.cell.${kind}`, { cell });
    return hint ? t("board.cell.withHint", { what, hint: t(`board.hint.${hint}`) }) : what;
  }

  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      save(true);
      cancelSearch();
      cancelHint();
      computer?.destroy();
      clearInterval(tick);
      globalThis.removeEventListener?.("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      board.destroy();
      container.remove();
      sidesCache?.scratch.free();
      game?.free();
      game = null;
    },
    on(event, handler) {
      handlers[event]?.add(handler);
      return () => handlers[event]?.delete(handler);
    },
  };
}

/** Where the last action went, for the board: the cells a stone left and reached, and the
 * stones taken, from the engine's report. */
function highlightOf(report) {
  const from = report.actions.map((a) => a.from).find((c) => c) ?? null;
  const to = report.actions.map((a) => a.to).findLast((c) => c) ?? null;
  const cells = [from, to].filter(Boolean);
  return { cells, from, to, captured: report.captured };
}

/** The cells of a suggested turn token, for the board. */
/**
 * The hint's words: the turn, and the endgame tables' verdict when the position is in them.
 * @param {import("../ai/client.js").AiChoice} choice
 * @returns {string}
 */
function hintMessage({ turn, tablebase }) {
  if (!tablebase) return t("hint.text", { turn });
  if (!tablebase.winner) return t("hint.tablebase.draw", { turn });
  const side = t(`side.${tablebase.winner}`);
  if (tablebase.turns === null) return t("hint.tablebase.winOnCount", { turn, side });
  return t("hint.tablebase.win", { turn, side, count: tablebase.turns });
}

function hintHighlight(token) {
  const cells = token.match(/[a-i]\d+/g) ?? [];
  return { cells, from: cells[0] ?? null, to: cells[cells.length - 1] ?? null, captured: [] };
}

/** A placement turn's token: drops only. */
const DROPS = /^[a-i]\d+(,[a-i]\d+)*$/;

const ICONS = {
  first: "M6 5h2v14H6zM19 5v14l-9-7z",
  previous: "M16 5v14L7 12z",
  next: "M8 5v14l9-7z",
  last: "M16 5h2v14h-2zM5 5v14l9-7z",
  settings: "M3 6h18v2H3zM7 4h3v6H7zM3 11h18v2H3zM14 9h3v6h-3zM3 16h18v2H3zM5 14h3v6H5z",
};

/** A small drawn icon (no icon font: every system draws these the same). */
function icon(name) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", "18");
  svg.setAttribute("height", "18");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", ICONS[name]);
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  return svg;
}

function errorText(error) {
  return error?.message ?? String(error);
}

function now() {
  return typeof performance !== "undefined" ? performance.timeOrigin + performance.now() : Date.now();
}
