// Exhibit mode, for a gallery's touch screen that runs all day: the attract screen (the
// computer playing itself on attract.js's board, "Touch to play" in each language the host
// offers, each a button that starts a game in that language) and, once touched, a fresh game
// with the host's rules, opponent and theme, nothing kept from the last visitor and nothing
// that leaves the exhibit (no settings, no record to download, no links out, no new game
// with other rules). Where the host has not chosen the opponent, the visitor chooses: the
// computer or a friend beside them. After `idleMs` without a touch the game is thrown away
// and the attract screen comes back, once a "Still playing?" has counted down the last
// seconds with a button to keep playing. What it returns is a mounted game's interface, so that the element
// and the page drive it as they drive a game: the visitor's game while there is one.

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

/**
 * @param {HTMLElement} container
 * @param {import("../app/api.js").MountOptions & { exhibit?: { idleSeconds?: number, languages?: string[] } }} options the host's
 * @returns {import("../app/api.js").MountedGame}
 */
export function mountExhibit(container, options) {
  const host = options.exhibit ?? {};
  const offered = host.languages?.length ? host.languages : [...new Set([options.lang && options.lang in EXHIBIT_WORDS ? options.lang : "en", ...languages().filter((lang) => lang in EXHIBIT_WORDS)])];
  const first = offered[0];
  const idleMs = (host.idleSeconds ?? DEFAULT_IDLE_SECONDS) * 1000;
  const controls = (options.controls ?? VISITOR_CONTROLS).filter((control) => VISITOR_CONTROLS.includes(control));
  const { exhibit: _exhibit, storage: _storage, ...gameOptions } = options;

  const root = h("div", { class: "exhibit", "data-exhibit": "" });
  const stage = h("div", { class: "exhibit-game" });
  const canvas = h("canvas", { class: "exhibit-canvas" });
  const titleId = uid("exhibit-title");
  const words = EXHIBIT_WORDS[first];
  const level = options.headingLevel ?? 1;
  // On a host's page a region, as the game is; on the game's own page its main landmark (the
  // visitor's game has its own).
  const guest = options.headingLevel != null;
  const attract = h(
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
  // Whom to play against, in the language touched, when the host has not said.
  const choice = h("div", { class: "exhibit-choose", hidden: true });
  attract.append(choice);
  attract.addEventListener("pointerdown", (event) => {
    if (!choice.hidden) return;
    if (!(/** @type {Element} */ (event.target).closest(".exhibit-start"))) choose(first, false);
  });
  // "Still playing?": over the visitor's game, its seconds counting down.
  const still = h("div", { class: "exhibit-still", hidden: true });
  root.append(attract, stage, still);
  container.append(root);
  const styled = linkStylesheet(container, new URL("./exhibit.css", import.meta.url).href, "seega-exhibit");

  /** @type {import("../app/api.js").MountedGame | null} */
  let game = null;
  /** @type {ReturnType<typeof startAttract> | null} */
  let loop = null;
  let destroyed = false;
  /** @type {Record<string, Set<(detail: any) => void>>} */
  const handlers = { move: new Set(), gameover: new Set(), error: new Set() };
  let wait = idleMs;
  let gameLang = first;
  let countdown = /** @type {ReturnType<typeof setInterval> | undefined} */ (undefined);
  /** @type {HTMLElement | null} */ let focusedBefore = null;
  const idle = idleTimer(root, idleMs, () => showAttract(), { warnMs: warningMs, onWarn: warn, onActive: () => hideWarning(true) });

  /** Asks whether the visitor is still playing, and counts down the seconds left. @param {number} left */
  function warn(left) {
    const said = EXHIBIT_WORDS[gameLang];
    let seconds = Math.round(left / 1000);
    const number = h("p", { class: "exhibit-still-count", "aria-hidden": "true" }, String(seconds));
    const sentence = h("p", { class: "exhibit-still-ends", "aria-hidden": "true" }, said.ends.replace("{n}", String(seconds)));
    const keep = h("button", { type: "button", class: "exhibit-keep", onclick: () => (hideWarning(true), idle.start(wait)) }, said.keep);
    const titleId = uid("exhibit-still");
    still.replaceChildren(
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
    still.lang = gameLang;
    still.dir = said.dir;
    still.hidden = false;
    clearInterval(countdown);
    countdown = setInterval(() => {
      seconds = Math.max(0, seconds - 1);
      number.textContent = String(seconds);
      sentence.textContent = said.ends.replace("{n}", String(seconds));
    }, 1000);
    // The keyboard's place, if it was in the game, goes to the button, and comes back after.
    const active = /** @type {HTMLElement | null} */ (/** @type {Document | ShadowRoot} */ (container.getRootNode()).activeElement);
    focusedBefore = active && active !== document.body && stage.contains(active) ? active : null;
    if (focusedBefore) keep.focus({ preventScroll: true });
  }

  /** @param {boolean} kept whether the visitor goes on playing */
  function hideWarning(kept) {
    clearInterval(countdown);
    countdown = undefined;
    if (still.hidden) return;
    still.hidden = true;
    still.replaceChildren();
    if (kept && focusedBefore?.isConnected) focusedBefore.focus({ preventScroll: true });
    focusedBefore = null;
  }

  /** The attract screen, the visitor's game (if any) thrown away. */
  function showAttract() {
    // The keyboard's place, if it was in the game thrown away, goes to the first "Touch to play".
    const focused = root.contains(/** @type {Document | ShadowRoot} */ (container.getRootNode()).activeElement);
    hideWarning(false);
    choice.hidden = true;
    choice.replaceChildren();
    for (const part of attract.querySelectorAll(":scope > .exhibit-playing, :scope > .exhibit-board, :scope > .exhibit-touch")) /** @type {HTMLElement} */ (part).hidden = false;
    game?.destroy();
    game = null;
    stage.replaceChildren();
    stage.hidden = true;
    attract.hidden = false;
    loop ??= startAttract(canvas, gameOptions, words.playing);
    root.dataset.screen = "attract";
    idle.stop();
    if (focused) /** @type {HTMLElement | null} */ (attract.querySelector(".exhibit-start"))?.focus({ preventScroll: true });
  }

  /** A visitor touched the screen in `lang`: whom to play against, unless the host said.
   * @param {string} lang @param {boolean} byKeyboard */
  function choose(lang, byKeyboard) {
    if (destroyed || game) return;
    if (options.opponent === "computer" || options.opponent === "human") return play(lang, options.opponent, byKeyboard);
    gameLang = lang;
    const said = EXHIBIT_WORDS[lang];
    const titleId = uid("exhibit-against");
    const option = (/** @type {"computer" | "human"} */ opponent, /** @type {string} */ label) =>
      h("button", { type: "button", class: "exhibit-start exhibit-opponent", "data-opponent": opponent, onclick: (/** @type {MouseEvent} */ event) => play(lang, opponent, event.detail === 0) }, h("span", { class: "exhibit-touch-words" }, label));
    choice.replaceChildren(
      h(`h${Math.min(6, level + 1)}`, { class: "exhibit-against", id: titleId }, said.against),
      h("div", { class: "exhibit-touch", role: "group", "aria-labelledby": titleId }, option("computer", said.computer), option("human", said.friend)),
    );
    choice.lang = lang;
    choice.dir = said.dir;
    for (const part of attract.querySelectorAll(":scope > .exhibit-playing, :scope > .exhibit-board, :scope > .exhibit-touch")) /** @type {HTMLElement} */ (part).hidden = true;
    choice.hidden = false;
    root.dataset.screen = "choose";
    // A visitor who walks away from the choice leaves it to the attract screen.
    idle.start();
    if (byKeyboard) /** @type {HTMLElement | null} */ (choice.querySelector("button"))?.focus({ preventScroll: true });
  }

  /** A fresh game in `lang` against `opponent`, the attract screen gone.
   * @param {string} lang @param {"computer" | "human"} opponent @param {boolean} byKeyboard */
  function play(lang, opponent, byKeyboard) {
    if (destroyed || game) return;
    gameLang = lang;
    loop?.stop();
    loop = null;
    attract.hidden = true;
    stage.hidden = false;
    root.dataset.screen = "game";
    game = mountGame(stage, { ...gameOptions, opponent, lang, controls, storageKey: null, friendLinks: false, printKit: false, onLanguage: undefined, onLearn: undefined });
    for (const [type, set] of Object.entries(handlers)) game.on(/** @type {any} */ (type), (detail) => set.forEach((handler) => handler(detail)));
    // A game over is the visitor's last screen: the next visitor meets the attract screen soon.
    game.on("gameover", () => idle.start((wait = Math.min(idleMs, AFTER_GAME_MS))));
    const shown = game;
    Promise.all([game.ready, game.playable]).then(() => {
      if (game !== shown) return;
      shown.flush();
      const region = /** @type {HTMLElement | null} */ (stage.querySelector(".seega-app"));
      region?.setAttribute("data-exhibit", "");
      // The keyboard goes on in the game, on the board's cell that takes it; a touch leaves
      // the focus alone, so that no ring stays on a cell nobody chose.
      if (byKeyboard) /** @type {HTMLElement | null} */ (stage.querySelector('.board-wrap [tabindex="0"]'))?.focus({ preventScroll: true });
    });
    idle.start((wait = idleMs));
  }

  showAttract();
  const ready = styled.then(() => (destroyed ? null : { lang: first, dir: words.dir }));
  const current = () => {
    if (!game) throw new Error("the exhibit shows its attract screen: no game is in play");
    return game;
  };
  return {
    ready,
    playable: Promise.all([ready, loop?.started]).then(() => !destroyed),
    display: (prefs) => game?.display(prefs),
    setLevel: (value) => game?.setLevel(value),
    newGame: (next) => current().newGame(next),
    undo: () => current().undo(),
    redo: () => current().redo(),
    load: (record, play) => current().load(record, play),
    flush: () => game?.flush(),
    get record() {
      return current().record;
    },
    get state() {
      return current().state;
    },
    on(event, handler) {
      handlers[event]?.add(handler);
      return () => handlers[event]?.delete(handler);
    },
    destroy() {
      destroyed = true;
      idle.destroy();
      clearInterval(countdown);
      loop?.stop();
      loop = null;
      game?.destroy();
      game = null;
      root.remove();
    },
  };
}
