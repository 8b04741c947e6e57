// What the unit tests of the app's transitions (web/app/transitions/) call them with: the app's
// state, the ports (drawing counted, events kept), a stand-in game with the few engine
// methods the transitions use beyond stand-in-game.js's, and a computer that answers at once.

import { createState } from "../../web/app/state.js";
import { createSearches } from "../../web/app/searches.js";
import { replaceGame } from "../../web/app/transitions/game.js";
import { normalizeSettings } from "../../web/shared/settings.js";
import { StandInGame } from "./stand-in-game.js";

/** The stand-in game, with an end by the players, copies, the board and how two games stand. */
export class Game extends StandInGame {
  /** @param {object} [options] */
  constructor(options = {}) {
    super();
    this.options = options;
    /** @type {{ winner: "black" | "white" | null, reason: string } | null} */
    this.ended = null;
    /** The phase its state says (the stand-in's is placement). */
    this.phase = "placement";
  }

  /** @param {string} text */
  static fromRecord(text) {
    if (text.includes("broken")) throw new Error("line 1, column 1: not a record");
    const game = new Game();
    game.turns = text ? text.split(" ") : [];
    return game;
  }

  state() {
    const state = super.state();
    return { ...state, phase: this.phase, outcome: /** @type {any} */ (this.ended) };
  }

  /** @param {string} kind @param {"black" | "white"} [side] */
  conclude(kind, side) {
    const winner = kind === "agreement" ? null : side === "black" ? "white" : "black";
    this.ended = { winner, reason: kind };
    return this.ended;
  }

  clone() {
    return Game.fromRecord(this.record());
  }

  /** What playing `token` would report, this game unchanged (the engine's `preview`). @param {string} token */
  preview(token) {
    return this.clone().play(token);
  }

  board() {
    return ".".repeat(25);
  }

  /** @param {number} n */
  positionAfter(n) {
    return `after ${n}`;
  }

  /** @param {Game} other */
  relation(other) {
    return { relation: other.record() === this.record() ? "same" : "different" };
  }
}

/** A computer that answers each turn with the next of `turns` and each offer with `forcing`, at once. */
export function computerPlaying(turns = [], forcing = null) {
  const asked = [];
  return {
    asked,
    /** @param {{ record: string }} request */
    choose(request) {
      asked.push(request.record);
      return Promise.resolve({ turn: turns.shift(), score: 0, depth: 1, nodes: 1 });
    },
    forcing: () => (forcing ? Promise.resolve(forcing) : Promise.reject(new Error("no answer"))),
    cancel() {},
    destroy() {},
  };
}

/** A forcing answer: neither side can force a capture (`walled`), or black can in 2 turns. */
export const forcingAnswer = (walled = true) => ({
  horizon: 6,
  black: walled ? { verdict: "none", turns: null } : { verdict: "forced", turns: 2 },
  white: { verdict: "none", turns: null },
});

/** The app's state and ports, with a game in play against `opponent`; `computer` gives the
 * searches. @param {{ opponent?: string, storage?: Storage | null, computer?: any, game?: Game, clock?: object | null }} [options] */
export function setUp({ opponent = "human", storage = null, computer = null, game = new Game(), clock = null } = {}) {
  const settings = normalizeSettings({ opponent, human: "black", level: 1, clock });
  const state = createState({ controls: new Set(), settings, humanChoice: "black", prefs: { theme: "auto", coordinates: true, lang: "auto", sound: "off" } });
  const log = { renders: 0, /** @type {[string, any][]} */ events: [] };
  const ports = {
    render: () => {
      log.renders += 1;
    },
    emit: (/** @type {string} */ event, /** @type {any} */ detail) => log.events.push([event, detail]),
    store: { storage, key: storage ? "seega" : null },
    automaticLang: "en",
    searches: null,
    forcingAsked: null,
    chosenSettings: settings,
  };
  state.Game = /** @type {any} */ (Game);
  if (computer) ports.searches = /** @type {any} */ (createSearches(state, computer));
  replaceGame(state, /** @type {any} */ (ports), /** @type {any} */ (game), settings);
  return { state, ports: /** @type {import("../../web/app/transitions/common.js").Ports} */ (/** @type {unknown} */ (ports)), log, game };
}

/** Waits until `check` holds (or about two seconds). @param {() => boolean} check */
export const until = async (check) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((done) => setTimeout(done, 20));
};
