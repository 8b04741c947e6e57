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
import { DEFAULT_SETTINGS } from "../shared/settings.js";
import { fallbacks, onFallback } from "../shared/fallbacks.js";
import * as readingEngine from "../pkg/reader/seega.js";
import { OPTION_NAMES, readOptions, thrownFacts } from "./options.js";

/** @typedef {import("../app/api.js").MountedGame} MountedGame */
/** The lesson or the puzzles, mounted instead of a game. @typedef {ReturnType<typeof import("../learn/learn.js").mountLearn>} LearnView */
/** What `ready` gives: the language and direction the game took. @typedef {{ lang: string, dir: string } | null} Language */

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
  /** @type {Map<string, string>} */
  const items = new Map();
  return /** @type {Storage} */ (
    /** @type {unknown} */ ({
      getItem: (/** @type {string} */ key) => items.get(key) ?? null,
      setItem: (/** @type {string} */ key, /** @type {unknown} */ value) => void items.set(key, String(value)),
      removeItem: (/** @type {string} */ key) => void items.delete(key),
    })
  );
}

/** An attribute's property: `heading-level` is `headingLevel`. @param {string} name */
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** A promise with its settling functions, and whether it has settled.
 * @template T @typedef {{ promise: Promise<T>, settled: boolean, resolve: (value: T) => void, reject: (error: unknown) => void }} Deferred */

/** A new promise to settle. @template T @returns {Deferred<T>} */
function deferred() {
  /** @type {(value: T) => void} */
  let resolve = () => {};
  /** @type {(error: unknown) => void} */
  let reject = () => {};
  /** @type {Promise<T>} */
  const promise = new Promise((done, fail) => {
    resolve = done;
    reject = fail;
  });
  // A host that never asks is not told of a failure by an unhandled rejection: the
  // `gameerror` event says it.
  promise.catch(() => {});
  const made = { promise, settled: false, resolve: (/** @type {T} */ value) => ((made.settled = true), resolve(value)), reject: (/** @type {unknown} */ error) => ((made.settled = true), reject(error)) };
  return made;
}

export class SeegaGame extends HTMLElement {
  static observedAttributes = [...OPTION_NAMES, "coordinates"];

  #shadow = this.attachShadow({ mode: "open" });
  /** The mounted game (or lesson), or null. @type {MountedGame | LearnView | null} */
  #game = null;
  /** Counts mounts, so that a mount that finishes after a newer one started is undone. */
  #generation = 0;
  #remount = false;
  #memory = memoryStorage();
  /** Settles once the game (or lesson) drawn now, or next, is ready; a new one after each. */
  /** @type {Deferred<Language>} */
  #readiness = deferred();
  #isReady = false;
  /** The fallbacks this element has told its host of (`kind reason`): each once. @type {Set<string>} */
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
      const own = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this));
      const value = own[property];
      delete own[property];
      own[property] = value;
    }
    this.#mount();
    this.#deaf = onFallback(() => this.#tellFallbacks());
  }

  disconnectedCallback() {
    this.#generation += 1;
    this.#deaf();
    this.#unmount();
  }

  /** @param {string} name @param {string | null} previous @param {string | null} value */
  attributeChangedCallback(name, previous, value) {
    if (previous === value || !this.isConnected) return;
    if (AT_NEW_GAME.has(name) && !this.options.mode) return;
    const game = this.#game;
    if (IN_PLACE.has(name) && game && "display" in game && !this.#remount) {
      const options = this.options;
      // A level that does not read is the default one (as the settings make it).
      if (name === "level") game.setLevel(options.level ?? DEFAULT_SETTINGS.level);
      else if (name === "sound") game.display({ sound: options.sound });
      else game.display({ theme: options.theme ?? "auto", coordinates: this.#coordinates() });
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
   * attributes'. Throws the engine's error for rules it refuses; the game in play stays.
   * @param {import("../app/api.js").MountOptions} [options] */
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
   * the game.
   * @param {string} record @param {Parameters<MountedGame["load"]>[1]} [options] */
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

  /** The game in play; throws before it has started, and for the lesson. @returns {MountedGame} */
  #started() {
    const game = this.#game;
    if (game && "newGame" in game) return game;
    throw new Error(this.options.mode ? "a lesson or puzzles element plays no game of its own" : "the game has not started yet: wait for `ready`");
  }

  #coordinates() {
    return this.getAttribute("coordinates") !== "off";
  }

  /** @param {string} type @param {unknown} [detail] */
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
      /** The game, or null where the lesson is drawn. @type {MountedGame | null} */
      let game = null;
      /** What is drawn: the lesson, or the game. @type {LearnView} */
      let view;
      if (learn) view = learn;
      else view = game = exhibit ? exhibit.mountExhibit(container, options) : mountGame(container, options);
      // `tabletop`: laid out for two players at a device lying flat (web/tabletop/).
      if (game && options.tabletop) import("../tabletop/tabletop.js").then((m) => generation === this.#generation && m.keepTabletop(container));
      /** What the game said when it could not start. @type {unknown} */
      let failed = null;
      // The lesson and the puzzles tell the page nothing.
      if (game) {
        for (const [type, name] of EVENTS) game.on(type, (detail) => generation === this.#generation && this.#emit(name, detail));
        game.on("error", (detail) => (failed = detail));
      }
      const language = await view.ready;
      // `ready` once the game can be played and driven (the lesson: once it is drawn); a game
      // whose engine failed has said so with a `gameerror` event.
      const playable = game ? await game.playable : true;
      if (generation !== this.#generation) {
        view.destroy();
        return;
      }
      this.#game = game ?? view;
      if (game && !this.#coordinates()) game.display({ coordinates: false });
      // Shown once styled, so that the host page never sees the unstyled UI.
      await Promise.all(links);
      if (generation !== this.#generation) return;
      container.hidden = false;
      if (!playable) return void this.#readiness.reject(this.#failure(failed));
      // The board draws at the next frame; its cells are in place before a host is told.
      game?.flush?.();
      this.#isReady = true;
      this.#readiness.resolve(language);
      this.#emit("ready", language);
      this.#tellFallbacks();
    } catch (error) {
      if (generation !== this.#generation) return;
      container.textContent = `The game could not start: ${thrownFacts(error).message ?? error}`;
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

  /** An error with the stable `code` of what stopped the game. @param {unknown} cause */
  #failure(cause) {
    const facts = thrownFacts(cause);
    const failure = /** @type {Error & { code: string }} */ (new Error(String(facts.message ?? cause ?? "the game could not start"), { cause }));
    failure.code = typeof facts.code === "string" ? facts.code : "start";
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
