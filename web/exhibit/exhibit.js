// Exhibit mode, for a gallery's touch screen that runs all day: the attract screen (the
// computer playing itself on attract.js's board, "Touch to play" in each language the host
// offers, each a button that starts a game in that language) and, once touched, a fresh game
// with the host's rules, opponent and theme, nothing kept from the last visitor and nothing
// that leaves the exhibit (no settings, no record to download, no links out, no new game
// with other rules). After `idleMs` without a touch the game is thrown away and the attract
// screen comes back. What it returns is a mounted game's interface, so that the element
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
        h("button", { type: "button", class: "exhibit-start", lang, dir: EXHIBIT_WORDS[lang].dir, "data-lang": lang, onclick: () => play(lang) },
          h("span", { class: "exhibit-touch-words" }, EXHIBIT_WORDS[lang].touch),
          offered.length > 1 && h("span", { class: "exhibit-lang-name" }, EXHIBIT_WORDS[lang].name),
        ),
      ),
    ),
  );
  attract.addEventListener("pointerdown", (event) => {
    if (!(/** @type {Element} */ (event.target).closest(".exhibit-start"))) play(first);
  });
  root.append(attract, stage);
  container.append(root);
  const styled = linkStylesheet(container, new URL("./exhibit.css", import.meta.url).href, "seega-exhibit");

  /** @type {import("../app/api.js").MountedGame | null} */
  let game = null;
  /** @type {ReturnType<typeof startAttract> | null} */
  let loop = null;
  let destroyed = false;
  /** @type {Record<string, Set<(detail: any) => void>>} */
  const handlers = { move: new Set(), gameover: new Set(), error: new Set() };
  const idle = idleTimer(root, idleMs, () => showAttract());

  /** The attract screen, the visitor's game (if any) thrown away. */
  function showAttract() {
    // The keyboard's place, if it was in the game thrown away, goes to the first "Touch to play".
    const focused = root.contains(/** @type {Document | ShadowRoot} */ (container.getRootNode()).activeElement);
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

  /** A fresh game in `lang`, the attract screen gone. @param {string} lang */
  function play(lang) {
    if (destroyed || game) return;
    loop?.stop();
    loop = null;
    attract.hidden = true;
    stage.hidden = false;
    root.dataset.screen = "game";
    game = mountGame(stage, { ...gameOptions, lang, controls, storageKey: null, friendLinks: false, printKit: false, onLanguage: undefined, onLearn: undefined });
    for (const [type, set] of Object.entries(handlers)) game.on(/** @type {any} */ (type), (detail) => set.forEach((handler) => handler(detail)));
    // A game over is the visitor's last screen: the next visitor meets the attract screen soon.
    game.on("gameover", () => idle.start(Math.min(idleMs, AFTER_GAME_MS)));
    const shown = game;
    Promise.all([game.ready, game.playable]).then(() => {
      if (game !== shown) return;
      shown.flush();
      const region = /** @type {HTMLElement | null} */ (stage.querySelector(".seega-app"));
      region?.setAttribute("data-exhibit", "");
      // The keyboard goes on in the game: on the board's cell that takes it.
      /** @type {HTMLElement | null} */ (stage.querySelector('.board-wrap [tabindex="0"]'))?.focus({ preventScroll: true });
    });
    idle.start();
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
      loop?.stop();
      loop = null;
      game?.destroy();
      game = null;
      root.remove();
    },
  };
}
