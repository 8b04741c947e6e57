// What the app's transitions share: the ports they act through besides the state, and the
// small steps every transition takes (asking the engine for its state, running the clock,
// forgetting the last turn's marks, saving). Each is a function of the app's state and the
// ports, as every transition in this folder is (the controller only wires them).

import * as clocks from "../clock.js";
import { now } from "../clock.js";
import { NO_HIGHLIGHT } from "../../shared/board-words.js";
import { saveGame } from "../store.js";

/** @typedef {import("../state.js").AppState} AppState */
/** @typedef {import("../state.js").Side} Side */
/** @typedef {import("../../pkg/reader/seega.js").Game} Game */
/** @typedef {import("../../pkg/rules/seega.js").GameState} GameState */
/** @typedef {import("../../shared/settings.js").Settings} Settings */
/** The engine that reads records (engine.js's `need("reader")`). @typedef {import("../../shared/engine.js").Engines["reader"]} Reader */
/** @typedef {{ storage: Storage | null, key: string | null }} Store */
/** @typedef {ReturnType<typeof import("../searches.js").createSearches>} Searches */

/** What the transitions act through besides the state: drawing it, telling the host and the
 * sounds, the browser's storage, the language's change, and the computer's searches (set
 * once the game opens). `forcingAsked`, the record the computer is being asked about
 * (whether a capture can be forced), and `chosenSettings`, the settings a game opens with
 * when nothing is restored, are the controller's own.
 * @typedef {{ render: () => void, emit: (event: string, detail: import("../events.js").Detail) => void, store: Store,
 *   onLanguage?: (lang: string) => void, automaticLang: string, searches: Searches | null,
 *   forcingAsked: string | null, chosenSettings: Settings }} Ports */

/** The game in play (a transition runs only while there is one). @param {AppState} state @returns {Game} */
export function gameOf(state) {
  if (!state.game) throw new Error("no game in play");
  return state.game;
}

/** The engine's state of the game in play. @param {AppState} state @returns {GameState} */
export function snapshotOf(state) {
  if (!state.snapshot) throw new Error("no game in play");
  return state.snapshot;
}

/** Asks the engine for its state, once per change. @param {AppState} state */
export function observe(state) {
  const game = gameOf(state);
  state.snapshot = game.state();
  state.legal = state.snapshot.outcome ? [] : game.legalActions();
  state.turns = game.history();
}

/** Runs the clock for the side to move now (none once the game is over); `moved`, the side
 * whose turn just ended, gets its increment. @param {AppState} state @param {Side} [moved] */
export function runClock(state, moved) {
  const snapshot = snapshotOf(state);
  if (state.clock) state.clock = clocks.run(state.clock, snapshot.outcome ? null : snapshot.turn, now(), moved);
}

/** Forgets what the board showed of the last turn: its highlight, animation and captures,
 * and any review of an earlier position. @param {AppState} state */
export function resetView(state) {
  state.review = null;
  state.boardOverride = null;
  state.highlight = NO_HIGHLIGHT;
  state.animation = null;
  state.animateFrom = null;
  state.turnCaptures = [];
}

/** Stops the hint's search and forgets the hint shown. @param {AppState} state @param {Ports} ports */
export function clearHint(state, ports) {
  ports.searches?.cancelHint();
  state.hint = null;
}

/** Saves the game (at most once in two seconds unless `force`), where the app keeps it.
 * @param {AppState} state @param {Ports} ports @param {boolean} force */
export function save(state, ports, force) {
  const { storage, key } = ports.store;
  if (!storage || !key) return;
  saveGame(state, storage, key, force, now());
  if (state.settings.friend) state.friendGames = true;
}

/** The colour a player chose ("random" included), from what a dialog or a host gave; else black.
 * @param {unknown} value @returns {Side | "random"} */
export function humanChoiceOf(value) {
  return value === "white" || value === "random" ? value : "black";
}
