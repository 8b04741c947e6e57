// <seega-game>: the whole game in a custom element for other sites' pages. Its UI lives in a
// shadow root, so the host page's styles do not reach it, with its styles loaded by <link>
// (allowed by a `style-src` naming this site, unlike inline styles). Each element is its own
// game; none saves to the browser's storage unless given a `storage-key`.
//
//   <script type="module" src="https://…/seega-element.js"></script>
//   <seega-game size="7" preset="egyptian" opponent="computer" level="3" lang="fr"
//               theme="dark" controls="undo moves rules" sound></seega-game>
//   <seega-game mode="lesson" lang="ar"></seega-game>      (the lesson alone; or mode="puzzles")
//
// A live element: what does not change the rules applies to the game in play (`theme`,
// `coordinates`, `level` and `sound` in place; `lang`, `controls`, `heading-level` and `label` by
// drawing the game again, which keeps it, the turn under way included); what changes the
// rules or the board (`size`, `preset`, `rules`, `opponent`, `colour`) waits for the host's
// `newGame()`. Every attribute has a property (`headingLevel` for `heading-level`); methods
// `newGame(options?)`, `undo()`, `redo()`, `load(record)`, and `record` and `state` to read.
// Events, as CustomEvents that bubble out of the shadow root: `ready` (detail: `{ lang, dir }`),
// `move` (the turn's facts), `gameover`, `error` (`{ code, message }`).

import { mountGame } from "../app/app.js";
import { OPTION_NAMES, readOptions } from "./options.js";

const STYLESHEETS = [new URL("../app/app.css", import.meta.url), new URL("./element.css", import.meta.url)];
const EVENTS = /** @type {const} */ (["move", "gameover", "error"]);

/** Attributes applied to the game in play, in place. */
const IN_PLACE = new Set(["theme", "coordinates", "level", "sound"]);
/** Attributes that only take effect at the host's `newGame()`: they change the rules or the board. */
const AT_NEW_GAME = new Set(["size", "preset", "rules", "opponent", "colour", "color"]);
/** The key of an element's game in its own storage (see #memory). */
const ELEMENT_KEY = "seega.element";

/** A Web Storage that lives as long as the element: the game survives its being drawn again
 * (a new language, other controls) without reaching the browser's storage. */
function memoryStorage() {
  const items = new Map();
  return /** @type {Storage} */ (
    /** @type {unknown} */ ({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
    })
  );
}

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

export class SeegaGame extends HTMLElement {
  static observedAttributes = [...OPTION_NAMES, "coordinates"];

  #shadow = this.attachShadow({ mode: "open" });
  /** The mounted game (or lesson), or null. */
  #game = /** @type {any} */ (null);
  /** Counts mounts, so that a mount that finishes after a newer one started is undone. */
  #generation = 0;
  #remount = false;
  #memory = memoryStorage();

  connectedCallback() {
    // A property a host's script set before this element was defined sits on the instance,
    // over the prototype's: it goes to its attribute.
    for (const name of SeegaGame.observedAttributes) {
      const property = camel(name);
      if (!Object.prototype.hasOwnProperty.call(this, property)) continue;
      const value = /** @type {any} */ (this)[property];
      delete (/** @type {any} */ (this)[property]);
      /** @type {any} */ (this)[property] = value;
    }
    this.#mount();
  }

  disconnectedCallback() {
    this.#generation += 1;
    this.#unmount();
  }

  attributeChangedCallback(name, previous, value) {
    if (previous === value || !this.isConnected) return;
    if (AT_NEW_GAME.has(name) && !this.options.mode) return;
    if (IN_PLACE.has(name) && this.#game?.display && !this.#remount) {
      const options = this.options;
      if (name === "level") this.#game.setLevel(options.level);
      else if (name === "sound") this.#game.display({ sound: options.sound });
      else this.#game.display({ theme: options.theme ?? "auto", coordinates: this.#coordinates() });
      return;
    }
    // The host chose another language: it wins over one the visitor chose in the settings.
    if (name === "lang") this.#memory.removeItem(`${ELEMENT_KEY}.prefs`);
    if (this.#remount) return;
    // Several attributes set in a row draw the game again once.
    this.#remount = true;
    queueMicrotask(() => {
      this.#remount = false;
      if (this.isConnected) this.#mount();
    });
  }

  /** The options the attributes give, as mountGame takes them. */
  get options() {
    return readOptions((name) => this.getAttribute(name));
  }

  /** A new game, with `options` (size, preset, rules, opponent, level, colour) over the
   * attributes'. Throws the engine's error for rules it refuses; the game in play stays. */
  newGame(options = {}) {
    const { size, preset, rules, opponent, level, colour } = this.options;
    this.#started().newGame({ size, preset, rules, opponent, level, colour, ...options });
  }

  /** Takes back the turn under way or the last turn (and the computer's reply to it). */
  undo() {
    this.#started().undo();
  }

  /** Plays again a turn taken back. */
  redo() {
    this.#started().redo();
  }

  /** Opens a game record. Throws the engine's error (its `code`, and `line` and `column`
   * for a record that does not read) and keeps the game. */
  load(record) {
    this.#started().load(record);
  }

  /** The game's record. */
  get record() {
    return this.#started().record;
  }

  /** A copy of the engine's facts about the game (as `game.state()` of the JavaScript API). */
  get state() {
    return this.#started().state;
  }

  #started() {
    if (!this.#game?.newGame) throw new Error(this.options.mode ? "a lesson or puzzles element plays no game of its own" : "the game has not started yet: wait for the `ready` event");
    return this.#game;
  }

  #coordinates() {
    return this.getAttribute("coordinates") !== "off";
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  async #mount() {
    const generation = ++this.#generation;
    this.#unmount();
    const container = document.createElement("div");
    container.className = "seega-root";
    container.hidden = true;
    const links = STYLESHEETS.map((href) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = String(href);
      return new Promise((done) => {
        link.addEventListener("load", done, { once: true });
        link.addEventListener("error", done, { once: true });
        this.#shadow.append(link);
      });
    });
    this.#shadow.append(container);
    try {
      // A guest on the host's page: a region titled at the host's heading level (2 by default).
      const read = this.options;
      const own = read.storageKey ? {} : { storageKey: ELEMENT_KEY, storage: this.#memory };
      const options = { ...read, ...own, headingLevel: read.headingLevel ?? 2 };
      // `mode="lesson"` or `mode="puzzles"`: the lesson or the puzzles instead of a game.
      const learn = options.mode ? (await import("../learn/learn.js")).mountLearn(container, { ...options, storageKey: read.storageKey ?? null }) : null;
      const game = /** @type {any} */ (learn ?? mountGame(container, options));
      // The lesson and the puzzles tell the page nothing.
      for (const type of learn ? [] : EVENTS) game.on(type, (detail) => generation === this.#generation && this.#emit(type, detail));
      const language = await game.ready;
      // `ready` once the game can be played and driven (the lesson: once it is drawn); a game
      // whose engine failed has said so with an `error` event.
      const playable = learn ? true : await game.playable;
      if (generation !== this.#generation) {
        game.destroy();
        return;
      }
      this.#game = game;
      if (!learn && !this.#coordinates()) game.display({ coordinates: false });
      // Shown once styled, so that the host page never sees the unstyled UI.
      await Promise.all(links);
      if (generation !== this.#generation) return;
      container.hidden = false;
      if (playable) this.#emit("ready", language);
    } catch (error) {
      if (generation !== this.#generation) return;
      container.textContent = `The game could not start: ${error?.message ?? error}`;
      container.hidden = false;
      this.#emit("error", { code: error?.code ?? "start", message: String(error?.message ?? error) });
    }
  }

  #unmount() {
    const game = this.#game;
    this.#game = null;
    try {
      game?.destroy();
    } catch (error) {
      console.error(error);
    }
    this.#shadow.replaceChildren();
  }
}

// A property for every attribute: `element.level = 3` is `setAttribute("level", "3")`
// (`lang` is HTMLElement's own, which reflects its attribute already).
for (const name of SeegaGame.observedAttributes) {
  if (camel(name) in HTMLElement.prototype) continue;
  Object.defineProperty(SeegaGame.prototype, camel(name), {
    get() {
      return this.getAttribute(name);
    },
    set(value) {
      if (value === null || value === undefined || value === false) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
    configurable: true,
  });
}

if (!customElements.get("seega-game")) customElements.define("seega-game", SeegaGame);
