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
// `newGame(options?)`, `undo()`, `redo()`, `load(record, options?)`, and `record` and `state`
// to read (`size`, `level` and `headingLevel` read as numbers). `ready` is a promise that
// settles once the game can be played and driven, whenever a host asks (`isReady` says whether
// it is now). Events, as CustomEvents that bubble out of the shadow root: `ready` (detail:
// `{ lang, dir }`), `move` (the turn's facts), `gameover`, `gameerror` (`{ code, message }`;
// not named `error`, which a host's global error handlers would take for a crash), and
// `degraded` (`{ kind, reason }`: the game goes on without something this browser or page
// refused, web/shared/fallbacks.js).

import { mountGame } from "../app/app.js";
import { giveEngine } from "../shared/engine.js";
import { fallbacks, onFallback } from "../shared/fallbacks.js";
import * as readingEngine from "../pkg/reader/seega.js";
import { OPTION_NAMES, readOptions } from "./options.js";

// For the entry a page loads by its address (seega-element.js, written by the build): it says
// where the computer's worker is, which a page of another origin starts through a module of
// its own (web/ai/start-worker.js).
export { workerFrom } from "../ai/start-worker.js";

// The element opens on the engine that reads records (a host may `load` one at any time):
// its glue comes with the element's modules.
giveEngine({ reader: readingEngine });

const STYLESHEETS = [new URL("../app/app.css", import.meta.url), new URL("./element.css", import.meta.url)];
/** The game's events, and the element's name for each. */
const EVENTS = /** @type {const} */ ([
  ["move", "move"],
  ["gameover", "gameover"],
  ["error", "gameerror"],
]);
/** Properties that read their attribute as a number. */
const NUMERIC = new Set(["size", "level", "heading-level"]);

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

/** A promise with its settling functions, and whether it has settled. */
function deferred() {
  let resolve = (/** @type {any} */ _) => {};
  let reject = (/** @type {any} */ _) => {};
  const promise = new Promise((done, fail) => {
    resolve = done;
    reject = fail;
  });
  // A host that never asks is not told of a failure by an unhandled rejection: the
  // `gameerror` event says it.
  promise.catch(() => {});
  const made = { promise, settled: false, resolve: (value) => ((made.settled = true), resolve(value)), reject: (error) => ((made.settled = true), reject(error)) };
  return made;
}

export class SeegaGame extends HTMLElement {
  static observedAttributes = [...OPTION_NAMES, "coordinates"];

  #shadow = this.attachShadow({ mode: "open" });
  /** The mounted game (or lesson), or null. */
  #game = /** @type {any} */ (null);
  /** Counts mounts, so that a mount that finishes after a newer one started is undone. */
  #generation = 0;
  #remount = false;
  #memory = memoryStorage();
  /** Settles once the game (or lesson) drawn now, or next, is ready; a new one after each. */
  #readiness = deferred();
  #isReady = false;
  /** The fallbacks this element has told its host of (`kind reason`): each once. */
  #told = new Set();
  /** Stops hearing the page's fallbacks. */
  #deaf = () => {};

  /** Tells the host of each fallback of the page (web/shared/fallbacks.js) not told yet, as a
   * `degraded` event (`{ kind, reason }`): those before this element was connected too. */
  #tellFallbacks() {
    for (const fallback of fallbacks()) {
      const id = `${fallback.kind} ${fallback.reason}`;
      if (this.#told.has(id)) continue;
      this.#told.add(id);
      this.#emit("degraded", fallback);
    }
  }

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
    this.#deaf = onFallback(() => this.#tellFallbacks());
  }

  disconnectedCallback() {
    this.#generation += 1;
    this.#deaf();
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
    // Drawn again: not ready until then, so that a host awaiting `ready` now waits for it.
    this.#unready();
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

  /** Opens a game record and plays it on with the game's opponent, level and colour, or
   * with `options`' (`opponent`, `level`, `colour`): against the computer, it moves when the
   * record leaves it to move. Throws the engine's error (its `code`, and `line` and `column`
   * for a record that does not read), or a TypeError for options that do not read, and keeps
   * the game. */
  load(record, options = {}) {
    this.#started().load(record, options);
  }

  /** Settles with `{ lang, dir }` once the game can be played and driven, its board's cells
   * in place: at once if it is, else when it is (after a new language, when drawn again).
   * Rejects with the error of a game that could not start. */
  get ready() {
    return this.#readiness.promise;
  }

  /** Whether the game can be played and driven now. */
  get isReady() {
    return this.#isReady;
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
    if (!this.#game?.newGame) throw new Error(this.options.mode ? "a lesson or puzzles element plays no game of its own" : "the game has not started yet: wait for `ready`");
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
    this.#unready();
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
      // `exhibit`: the game for a gallery's touch screen (web/exhibit/), loaded only then.
      const exhibit = !learn && options.exhibit ? await import("../exhibit/exhibit.js") : null;
      if (generation !== this.#generation) return;
      const game = /** @type {any} */ (learn ?? (exhibit ? exhibit.mountExhibit(container, options) : mountGame(container, options)));
      // `tabletop`: laid out for two players at a device lying flat (web/tabletop/).
      if (!learn && options.tabletop) import("../tabletop/tabletop.js").then((m) => generation === this.#generation && m.keepTabletop(container));
      // The lesson and the puzzles tell the page nothing.
      for (const [type, name] of learn ? [] : EVENTS) game.on(type, (detail) => generation === this.#generation && this.#emit(name, detail));
      let failed = /** @type {any} */ (null);
      if (!learn) game.on("error", (detail) => (failed = detail));
      const language = await game.ready;
      // `ready` once the game can be played and driven (the lesson: once it is drawn); a game
      // whose engine failed has said so with a `gameerror` event.
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
      if (!playable) return void this.#readiness.reject(this.#failure(failed));
      // The board draws at the next frame; its cells are in place before a host is told.
      game.flush?.();
      this.#isReady = true;
      this.#readiness.resolve(language);
      this.#emit("ready", language);
      this.#tellFallbacks();
    } catch (error) {
      if (generation !== this.#generation) return;
      container.textContent = `The game could not start: ${error?.message ?? error}`;
      container.hidden = false;
      const failure = this.#failure(error);
      this.#readiness.reject(failure);
      this.#emit("gameerror", { code: failure.code, message: failure.message });
    }
  }

  /** Not ready until the game is drawn (again): a new `ready` promise, if the last settled. */
  #unready() {
    this.#isReady = false;
    if (this.#readiness.settled) this.#readiness = deferred();
  }

  /** An error with the stable `code` of what stopped the game. */
  #failure(cause) {
    const failure = /** @type {Error & { code: string }} */ (new Error(String(cause?.message ?? cause ?? "the game could not start"), { cause }));
    failure.code = cause?.code ?? "start";
    return failure;
  }

  #unmount() {
    const game = this.#game;
    this.#game = null;
    this.#isReady = false;
    try {
      game?.destroy();
    } catch (error) {
      console.error(error);
    }
    this.#shadow.replaceChildren();
  }
}

// A property for every attribute: `element.level = 3` is `setAttribute("level", "3")`
// (`lang` is HTMLElement's own, which reflects its attribute already). `size`, `level` and
// `headingLevel` read as numbers (null without a number in the attribute).
for (const name of SeegaGame.observedAttributes) {
  if (camel(name) in HTMLElement.prototype) continue;
  Object.defineProperty(SeegaGame.prototype, camel(name), {
    get() {
      const value = this.getAttribute(name);
      if (!NUMERIC.has(name)) return value;
      const number = value === null || value.trim() === "" ? NaN : Number(value);
      return Number.isFinite(number) ? number : null;
    },
    set(value) {
      if (value === null || value === undefined || value === false) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
    configurable: true,
  });
}

if (!customElements.get("seega-game")) customElements.define("seega-game", SeegaGame);
