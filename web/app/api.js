// The mounted game's public interface, declared in one place: what `mountGame` returns to the
// page, to the `<seega-game>` element and to a host's script. Each method is a transition of
// the controller, or a read of the engine's facts; nothing here keeps state of its own.

import { loaded } from "../shared/engine.js";
import { normalizeSettings, LEVELS } from "../shared/settings.js";
import { themeOf } from "./state.js";
import { snapshotOf } from "./transitions/common.js";

/** @typedef {import("./state.js").Control} Control */
/** @typedef {{ size?: number, preset?: string, rules?: Record<string, string>, opponent?: "human" | "computer", level?: number,
 *   colour?: "black" | "white" | "random", lang?: string, theme?: "light" | "dark" | "auto", sound?: string,
 *   controls?: Control[], storageKey?: string | null, storage?: Storage | null,
 *   shared?: { record: string, settings?: Partial<import("../shared/settings.js").Settings>, incomplete?: boolean, live?: boolean } | null, headingLevel?: number | null, title?: string, friendLinks?: boolean,
 *   recordsOnDemand?: boolean, onLanguage?: (lang: string) => void, onLearn?: () => void, printKit?: boolean,
 *   onAnalyse?: (from: { record: string, turns: number | null }) => void }} MountOptions */
/** @typedef {{ destroy(): void, on(event: "move" | "gameover" | "error", handler: (detail: import("./events.js").Detail) => void): () => void,
 *   ready: Promise<{ lang: string, dir: "ltr" | "rtl" } | null>, playable: Promise<boolean>,
 *   display(options?: { theme?: string, coordinates?: boolean, sound?: string }): void, setLevel(level: number): void,
 *   newGame(options?: MountOptions): void, undo(): void, redo(): void, flush(): void,
 *   load(record: string, play?: { opponent?: "human" | "computer", level?: number, colour?: "black" | "white" | "random" }): void | Promise<void>,
 *   readonly record: string, readonly state: import("../pkg/rules/seega.js").GameState }} MountedGame */

/** Throws a TypeError for `load`'s options that do not read: an opponent, level or colour
 * that is not one of the game's. @param {unknown} play */
export function checkPlay(play) {
  if (!play || typeof play !== "object") throw new TypeError("load's options are an object: { opponent, level, colour }");
  const { opponent, level, colour } = /** @type {Record<string, unknown>} */ (play);
  if (opponent !== undefined && opponent !== "human" && opponent !== "computer") throw new TypeError(`opponent must be "human" or "computer", not ${JSON.stringify(opponent)}`);
  if (level !== undefined && !(typeof level === "number" && LEVELS.includes(level))) throw new TypeError(`level must be one of ${LEVELS.join(", ")}, not ${JSON.stringify(level)}`);
  if (colour !== undefined && colour !== "black" && colour !== "white" && colour !== "random") throw new TypeError(`colour must be "black", "white" or "random", not ${JSON.stringify(colour)}`);
}

/** What an error says, for the `error` event: its stable code (the engine's) and message.
 * @param {unknown} error @returns {{ code: unknown, message: string }} */
export function errorFacts(error) {
  const fields = error && typeof error === "object" ? /** @type {{ code?: unknown, message?: unknown }} */ (error) : {};
  return { code: fields.code ?? "start", message: String(fields.message ?? error) };
}

/**
 * @param {{ state: import("./state.js").AppState, controller: ReturnType<typeof import("./controller.js").createController>,
 *   facts: ReturnType<typeof import("../shared/engine-facts.js").engineFacts>, events: ReturnType<typeof import("./events.js").createEvents>,
 *   ready: MountedGame["ready"], playable: MountedGame["playable"], flush: () => void, destroy: () => void,
 *   reading: () => Promise<import("../shared/engine.js").Engines["reader"]> }} app
 * @returns {MountedGame} */
export function createApi({ state, controller, facts, events, ready, playable, flush, destroy, reading }) {
  /** The game, once the engine has started it; throws before. */
  function game() {
    if (!state.game || state.destroyed) throw new Error("the game has not started yet: wait for `ready`");
    return state.game;
  }

  return {
    ready,
    playable,
    /** Display preferences in place, the game untouched: `theme`, `coordinates`, `sound`. */
    display({ theme, coordinates, sound } = {}) {
      /** @type {Partial<import("./state.js").Prefs>} */
      const next = {};
      if (theme !== undefined) next.theme = themeOf(theme);
      if (typeof coordinates === "boolean") next.coordinates = coordinates;
      if (sound) next.sound = sound;
      controller.setPrefs(next);
    },
    /** The computer's level from its next turn on. */
    setLevel(level) {
      controller.setLevel(level);
    },
    /** A new game: `options` as mountGame takes them (size, preset, rules, opponent, level,
     * colour), over the game's current ones. Throws the engine's error for rules it refuses,
     * and the game in play stays. */
    newGame(next = {}) {
      game();
      const preset = next.preset ?? snapshotOf(state).preset;
      /** @type {import("./dialogs/new-game-fields.js").RuleValues} */
      const rules = { ...facts.presetRules(preset), ...(next.size ? { size: next.size } : {}), ...(next.rules ?? {}) };
      facts.check({ ...rules, preset });
      const colour = next.colour ?? state.humanChoice;
      const settings = normalizeSettings({ ...state.settings, ...next, human: colour, clock: state.settings.clock });
      controller.startChosen({ preset, rules, firstPlayer: /** @type {string} */ (rules.firstPlayer), settings: { ...settings, human: colour } });
    },
    /** Takes back the turn under way or the last one (against the computer, its reply too). */
    undo() {
      game();
      controller.undo();
    },
    redo() {
      game();
      controller.redo();
    },
    /** Opens a game record and plays it on with the game's opponent, level and colour, or
     * with `play`'s (`opponent`, `level`, `colour`): against the computer, it moves when the
     * record leaves it to move. Throws the engine's error (with its code) and keeps the game.
     * The record is read by the engine that reads records: where it is loaded (every game of
     * the element, and the page's once it has read one) this happens now; else it is loaded
     * first, and a promise says when the record is open (or rejects with the error). */
    load(text, play = {}) {
      game();
      checkPlay(play);
      const open = (/** @type {import("../shared/engine.js").Engines["reader"]} */ Reader) => {
        const error = controller.importRecord(Reader, String(text), play);
        if (error) throw error;
      };
      const Reader = loaded("reader");
      return Reader ? open(Reader) : reading().then(open);
    },
    /** Draws the board now, its grid's cells with it, rather than at the next frame. */
    flush,
    /** The game's record. */
    get record() {
      return game().record();
    },
    /** A copy of the engine's facts about the game (`game.state()` of the JavaScript API). */
    get state() {
      return game().state();
    },
    destroy,
    on: events.on,
  };
}
