// Exhibit mode, for a gallery's touch screen that runs all day: the attract screen (the
// computer playing itself on attract.js's board, "Touch to play" in each language the host
// offers, each a button that starts a game in that language) and, once touched, a fresh game
// with the host's rules, opponent and theme, nothing kept from the last visitor and nothing
// that leaves the exhibit (no settings, no record to download, no links out, no new game
// with other rules). Where the host has not chosen the opponent, the visitor chooses: the
// computer or a friend beside them. After `idleMs` without a touch the game is thrown away
// and the attract screen comes back, once a "Still playing?" has counted down the last
// seconds with a button to keep playing. What it returns is a mounted game's interface, so that the element
// and the page drive it as they drive a game: the visitor's game while there is one. The
// exhibit's state is one object (ExhibitCore); its screens are functions over it.

// The game, as the element and the page mount it (imported here rather than given, so that
// loading the exhibit leaves the chunks of the game's first load as they are).
import { mountGame } from "../app/app.js";
import { h, linkStylesheet, uid } from "../shared/dom.js";
import { languages } from "../i18n/i18n.js";
import { startAttract } from "./attract.js";
import { idleTimer } from "./idle.js";
import { EXHIBIT_WORDS } from "./words.js";

/** About two minutes without a touch, by default, before the game gives way (options.js
 * reads the host's). */
export const DEFAULT_IDLE_SECONDS = 120;
/** After a game is over, the wait before the attract screen, if the idle time is longer. */
const AFTER_GAME_MS = 30_000;
/** How long "Still playing?" counts down before the game gives way: 20 seconds, or a third
 * of a shorter wait. */
export const warningMs = (/** @type {number} */ wait) => Math.min(20_000, Math.round(wait / 3));
/** What a visitor may use: the host's controls less a new game with other rules, the record
 * to download and the clock. */
const VISITOR_CONTROLS = /** @type {import("../app/state.js").Control[]} */ (["undo", "moves", "rules", "hint", "review"]);

/** @typedef {import("../app/api.js").MountedGame} MountedGame */
/** @typedef {import("../app/api.js").MountOptions & { exhibit?: { idleSeconds?: number, languages?: string[] } }} ExhibitOptions */
/** @typedef {"move" | "gameover" | "error"} GameEvent */
/** @typedef {Parameters<MountedGame["on"]>[1]} Handler */

/**
 * The exhibit's one mutable object: the host's options read once, its elements, and what is
 * under way (the attract screen's games, the visitor's game, the countdown).
 * @typedef {object} ExhibitCore
 * @property {HTMLElement} container
 * @property {ExhibitOptions} options the host's
 * @property {Omit<ExhibitOptions, "exhibit" | "storage">} gameOptions the game's, from the host's
 * @property {string} first the first language offered
 * @property {number} idleMs the wait without a touch before the game gives way
 * @property {import("../app/state.js").Control[]} controls what a visitor may use
 * @property {HTMLElement} root
 * @property {HTMLElement} attract the attract screen
 * @property {HTMLElement} choice whom to play against
 * @property {HTMLElement} stage where the visitor's game goes
 * @property {HTMLElement} still "Still playing?"
 * @property {HTMLCanvasElement} canvas the attract screen's board
 * @property {ReturnType<typeof idleTimer>} idle
 * @property {MountedGame | null} game the visitor's game
 * @property {ReturnType<typeof startAttract> | null} loop the attract screen's games
 * @property {boolean} destroyed
 * @property {Record<GameEvent, Set<Handler>>} handlers the host's, carried over to each game
 * @property {number} wait the idle time now (shorter after a game is over)
 * @property {string} gameLang the visitor's language
 * @property {ReturnType<typeof setInterval> | undefined} countdown
 * @property {HTMLElement | null} focusedBefore the keyboard's place before "Still playing?"
 */

/** The attract screen's parts of `x`, hidden or shown. @param {ExhibitCore} x @param {boolean} hidden */
function attractParts(x, hidden) {
  for (const part of x.attract.querySelectorAll(":scope > .exhibit-playing, :scope > .exhibit-board, :scope > .exhibit-touch")) /** @type {HTMLElement} */ (part).hidden = hidden;
}

/**
 * The attract screen: the computer's game to watch and a "Touch to play" in each language.
 * @param {ExhibitOptions} options @param {string[]} offered @param {HTMLCanvasElement} canvas @param {string} titleId
 * @param {(lang: string, byKeyboard: boolean) => void} choose
 */
function attractScreen(options, offered, canvas, titleId, choose) {
  const first = offered[0];
  const words = EXHIBIT_WORDS[first];
  const level = options.headingLevel ?? 1;
  // On a host's page a region, as the game is; on the game's own page its main landmark (the
  // visitor's game has its own).
  const guest = options.headingLevel != null;
  return h(
    guest ? "div" : "main",
    { class: "exhibit-attract", ...(guest && { role: "region" }), "aria-labelledby": titleId, lang: first, dir: words.dir },
    h(`h${level}`, { class: "exhibit-title", id: titleId }, options.title ?? words.title),
    h("p", { class: "exhibit-playing" }, words.playing),
    // The computer's game is to watch: out of the keyboard's way and a screen reader's (the
    // sentence above says what it is); a touch anywhere but a button plays in the first language.
    h("div", { class: "exhibit-board", inert: true }, canvas),
    h(
      "div",
      { class: "exhibit-touch", role: "group", "aria-label": words.touch },
      offered.map((lang) =>
        // A button pressed by the keyboard (a click of no pointer) takes the keyboard on into the game.
        h("button", { type: "button", class: "exhibit-start", lang, dir: EXHIBIT_WORDS[lang].dir, "data-lang": lang, onclick: (/** @type {MouseEvent} */ event) => choose(lang, event.detail === 0) },
          h("span", { class: "exhibit-touch-words" }, EXHIBIT_WORDS[lang].touch),
          offered.length > 1 && h("span", { class: "exhibit-lang-name" }, EXHIBIT_WORDS[lang].name),
        ),
      ),
    ),
  );
}

/** Asks whether the visitor is still playing, and counts down the seconds left.
 * @param {ExhibitCore} x @param {number} left */
export function warn(x, left) {
  const said = EXHIBIT_WORDS[x.gameLang];
  let seconds = Math.round(left / 1000);
  const number = h("p", { class: "exhibit-still-count", "aria-hidden": "true" }, String(seconds));
  const sentence = h("p", { class: "exhibit-still-ends", "aria-hidden": "true" }, said.ends.replace("{n}", String(seconds)));
  const keep = h("button", { type: "button", class: "exhibit-keep", onclick: () => (hideWarning(x, true), x.idle.start(x.wait)) }, said.keep);
  const titleId = uid("exhibit-still");
  x.still.replaceChildren(
    h(
      "div",
      { class: "exhibit-still-box", role: "alertdialog", "aria-labelledby": titleId },
      h("h2", { class: "exhibit-still-title", id: titleId }, said.still),
      number,
      sentence,
      // Said once by a screen reader, when it comes; the seconds counted are for the eyes.
      h("p", { class: "visually-hidden", role: "alert" }, `${said.still} ${said.ends.replace("{n}", String(seconds))}`),
      keep,
    ),
  );
  x.still.lang = x.gameLang;
  x.still.dir = said.dir;
  x.still.hidden = false;
  clearInterval(x.countdown);
  x.countdown = setInterval(() => {
    seconds = Math.max(0, seconds - 1);
    number.textContent = String(seconds);
    sentence.textContent = said.ends.replace("{n}", String(seconds));
  }, 1000);
  // The keyboard's place, if it was in the game, goes to the button, and comes back after.
  const active = /** @type {HTMLElement | null} */ (/** @type {Document | ShadowRoot} */ (x.container.getRootNode()).activeElement);
  x.focusedBefore = active && active !== document.body && x.stage.contains(active) ? active : null;
  if (x.focusedBefore) keep.focus({ preventScroll: true });
}

/** @param {ExhibitCore} x @param {boolean} kept whether the visitor goes on playing */
export function hideWarning(x, kept) {
  clearInterval(x.countdown);
  x.countdown = undefined;
  if (x.still.hidden) return;
  x.still.hidden = true;
  x.still.replaceChildren();
  if (kept && x.focusedBefore?.isConnected) x.focusedBefore.focus({ preventScroll: true });
  x.focusedBefore = null;
}

/** The attract screen, the visitor's game (if any) thrown away. @param {ExhibitCore} x */
export function showAttract(x) {
  // The keyboard's place, if it was in the game thrown away, goes to the first "Touch to play".
  const focused = x.root.contains(/** @type {Document | ShadowRoot} */ (x.container.getRootNode()).activeElement);
  hideWarning(x, false);
  x.choice.hidden = true;
  x.choice.replaceChildren();
  attractParts(x, false);
  x.game?.destroy();
  x.game = null;
  x.stage.replaceChildren();
  x.stage.hidden = true;
  x.attract.hidden = false;
  x.loop ??= startAttract(x.canvas, x.gameOptions, EXHIBIT_WORDS[x.first].playing);
  x.root.dataset.screen = "attract";
  x.idle.stop();
  if (focused) /** @type {HTMLElement | null} */ (x.attract.querySelector(".exhibit-start"))?.focus({ preventScroll: true });
}

/** A visitor touched the screen in `lang`: whom to play against, unless the host said.
 * @param {ExhibitCore} x @param {string} lang @param {boolean} byKeyboard */
export function choose(x, lang, byKeyboard) {
  if (x.destroyed || x.game) return;
  const { opponent } = x.options;
  if (opponent === "computer" || opponent === "human") return play(x, lang, opponent, byKeyboard);
  x.gameLang = lang;
  const said = EXHIBIT_WORDS[lang];
  const titleId = uid("exhibit-against");
  const option = (/** @type {"computer" | "human"} */ against, /** @type {string} */ label) =>
    h("button", { type: "button", class: "exhibit-start exhibit-opponent", "data-opponent": against, onclick: (/** @type {MouseEvent} */ event) => play(x, lang, against, event.detail === 0) }, h("span", { class: "exhibit-touch-words" }, label));
  x.choice.replaceChildren(
    h(`h${Math.min(6, (x.options.headingLevel ?? 1) + 1)}`, { class: "exhibit-against", id: titleId }, said.against),
    h("div", { class: "exhibit-touch", role: "group", "aria-labelledby": titleId }, option("computer", said.computer), option("human", said.friend)),
  );
  x.choice.lang = lang;
  x.choice.dir = said.dir;
  attractParts(x, true);
  x.choice.hidden = false;
  x.root.dataset.screen = "choose";
  // A visitor who walks away from the choice leaves it to the attract screen.
  x.idle.start();
  if (byKeyboard) /** @type {HTMLElement | null} */ (x.choice.querySelector("button"))?.focus({ preventScroll: true });
}

/** A fresh game in `lang` against `opponent`, the attract screen gone.
 * @param {ExhibitCore} x @param {string} lang @param {"computer" | "human"} opponent @param {boolean} byKeyboard */
export function play(x, lang, opponent, byKeyboard) {
  if (x.destroyed || x.game) return;
  x.gameLang = lang;
  x.loop?.stop();
  x.loop = null;
  x.attract.hidden = true;
  x.stage.hidden = false;
  x.root.dataset.screen = "game";
  const game = mountGame(x.stage, { ...x.gameOptions, opponent, lang, controls: x.controls, storageKey: null, friendLinks: false, printKit: false, onLanguage: undefined, onLearn: undefined });
  x.game = game;
  for (const type of /** @type {GameEvent[]} */ (Object.keys(x.handlers))) game.on(type, (detail) => x.handlers[type].forEach((handler) => handler(detail)));
  // A game over is the visitor's last screen: the next visitor meets the attract screen soon.
  game.on("gameover", () => x.idle.start((x.wait = Math.min(x.idleMs, AFTER_GAME_MS))));
  Promise.all([game.ready, game.playable]).then(() => {
    if (x.game !== game) return;
    game.flush();
    const region = /** @type {HTMLElement | null} */ (x.stage.querySelector(".seega-app"));
    region?.setAttribute("data-exhibit", "");
    // The keyboard goes on in the game, on the board's cell that takes it; a touch leaves
    // the focus alone, so that no ring stays on a cell nobody chose.
    if (byKeyboard) /** @type {HTMLElement | null} */ (x.stage.querySelector('.board-wrap [tabindex="0"]'))?.focus({ preventScroll: true });
  });
  x.idle.start((x.wait = x.idleMs));
}

/** The exhibit as a mounted game: the visitor's game's interface while there is one.
 * @param {ExhibitCore} x @param {Promise<unknown>} styled @returns {MountedGame} */
function mounted(x, styled) {
  const words = EXHIBIT_WORDS[x.first];
  const ready = styled.then(() => (x.destroyed ? null : { lang: x.first, dir: words.dir }));
  const current = () => {
    if (!x.game) throw new Error("the exhibit shows its attract screen: no game is in play");
    return x.game;
  };
  return {
    ready,
    playable: Promise.all([ready, x.loop?.started]).then(() => !x.destroyed),
    display: (prefs) => x.game?.display(prefs),
    setLevel: (value) => x.game?.setLevel(value),
    newGame: (next) => current().newGame(next),
    undo: () => current().undo(),
    redo: () => current().redo(),
    load: (record, again) => current().load(record, again),
    flush: () => x.game?.flush(),
    get record() {
      return current().record;
    },
    get state() {
      return current().state;
    },
    on(event, handler) {
      x.handlers[event]?.add(handler);
      return () => x.handlers[event]?.delete(handler);
    },
    destroy() {
      x.destroyed = true;
      x.idle.destroy();
      clearInterval(x.countdown);
      x.loop?.stop();
      x.loop = null;
      x.game?.destroy();
      x.game = null;
      x.root.remove();
    },
  };
}

/**
 * @param {HTMLElement} container
 * @param {ExhibitOptions} options the host's
 * @returns {MountedGame}
 */
export function mountExhibit(container, options) {
  const host = options.exhibit ?? {};
  const offered = host.languages?.length ? host.languages : [...new Set([options.lang && options.lang in EXHIBIT_WORDS ? options.lang : "en", ...languages().filter((lang) => lang in EXHIBIT_WORDS)])];
  const first = offered[0];
  const idleMs = (host.idleSeconds ?? DEFAULT_IDLE_SECONDS) * 1000;
  const { exhibit: _exhibit, storage: _storage, ...gameOptions } = options;

  const root = h("div", { class: "exhibit", "data-exhibit": "" });
  const canvas = /** @type {HTMLCanvasElement} */ (h("canvas", { class: "exhibit-canvas" }));
  const attract = attractScreen(options, offered, canvas, uid("exhibit-title"), (lang, byKeyboard) => choose(x, lang, byKeyboard));
  // Whom to play against, in the language touched, when the host has not said.
  const choice = h("div", { class: "exhibit-choose", hidden: true });
  attract.append(choice);
  attract.addEventListener("pointerdown", (event) => {
    if (!choice.hidden) return;
    if (!(/** @type {Element} */ (event.target).closest(".exhibit-start"))) choose(x, first, false);
  });
  const stage = h("div", { class: "exhibit-game" });
  // "Still playing?": over the visitor's game, its seconds counting down.
  const still = h("div", { class: "exhibit-still", hidden: true });
  root.append(attract, stage, still);
  container.append(root);
  const styled = linkStylesheet(container, new URL("./exhibit.css", import.meta.url).href, "seega-exhibit");

  /** @type {ExhibitCore} */
  const x = {
    container, options, gameOptions, first, idleMs, root, attract, choice, stage, still, canvas,
    controls: (options.controls ?? VISITOR_CONTROLS).filter((control) => VISITOR_CONTROLS.includes(control)),
    idle: idleTimer(root, idleMs, () => showAttract(x), { warnMs: warningMs, onWarn: (left) => warn(x, left), onActive: () => hideWarning(x, true) }),
    game: null,
    loop: null,
    destroyed: false,
    handlers: { move: new Set(), gameover: new Set(), error: new Set() },
    wait: idleMs,
    gameLang: first,
    countdown: undefined,
    focusedBefore: null,
  };
  showAttract(x);
  return mounted(x, styled);
}
