// What the screen is in, worked out once for each drawing: the mode's row (modes.js), who is
// to play and whether the player may act, and what the board shows. Pure functions of the
// state, tested alone (tests/unit/view-situation.test.js); the view's regions draw from them.

import { computerSide, friendSide } from "../shared/settings.js";
import { turnHighlight } from "../shared/board-words.js";
import { screenOf } from "./modes.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./state.js").Side} Side */
/** @typedef {import("./state.js").Highlight} Highlight */

/** The side at the board's near edge: the player's, against the computer or a friend; else black.
 * @param {AppState["settings"]} settings @returns {Side} */
export function orientationOf(settings) {
  return computerSide(settings) || friendSide(settings) ? settings.human : "black";
}

/**
 * The screen's situation. `interactive`: the player may act on the board now (the game in
 * play, not the computer's or a friend's turn, not over, and open: until the engine has
 * opened the game, the first screen is drawn from kept facts and takes no action).
 * @param {AppState} state the state, with a snapshot
 */
export function situationOf(state) {
  const { settings, review, game } = state;
  const snapshot = /** @type {NonNullable<AppState["snapshot"]>} */ (state.snapshot);
  const screen = screenOf(state);
  const computer = computerSide(settings);
  const friend = friendSide(settings);
  const over = Boolean(snapshot.outcome);
  const computerTurn = !over && snapshot.turn === computer;
  // A friend's turn is played on the friend's device and comes by link.
  const awayTurn = computerTurn || (!over && snapshot.turn === friend);
  const inPlay = review === null;
  return {
    screen,
    /** Whether the screen describes the game's own position. */
    ofGame: screen.shown.of === "game",
    computer,
    friend,
    over,
    inPlay,
    interactive: inPlay && !awayTurn && !over && Boolean(game),
    thinking: computerTurn && state.search === "computer",
    friendGame: settings.opponent === "friend",
    bottom: orientationOf(settings),
  };
}
/** @typedef {ReturnType<typeof situationOf>} Situation */

/**
 * What the board shows: the review's drawing (a better turn, a practice) when there is one;
 * else the kept first screen until the game opens, the game's position, or the position
 * after the turn reviewed; its marked cells; the legal actions and whether it takes them.
 * @param {AppState} state @param {Pick<Situation, "inPlay" | "interactive">} situation
 * @returns {{ text: string, highlight: Highlight, legal: string[], interactive: boolean }}
 */
export function boardShown(state, { inPlay, interactive }) {
  const { boardOverride: override, game, review, hint } = state;
  if (override) return { text: override.board, highlight: override.highlight, legal: override.legal, interactive: override.interactive };
  const text = !game ? (state.preview?.board ?? "") : inPlay ? game.board() : game.positionAfter(/** @type {number} */ (review));
  const highlight = !inPlay ? turnHighlight(state.turns[/** @type {number} */ (review) - 1]) : hint && "token" in hint ? hint.highlight : state.highlight;
  return { text, highlight, legal: interactive ? state.legal : [], interactive };
}
