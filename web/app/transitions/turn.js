// Playing the game: a player's action or the computer's whole turn, take back and redo,
// the end by the players or the clock (resignation, agreement, timeout), and a friend's turn
// shown arriving. Each records what happened (`state.said`) as data for the view's words.

import { NO_HIGHLIGHT, highlightOf, turnHighlight } from "../../shared/board-words.js";
import { otherSide } from "../../shared/sides.js";
import { computerSide, friendSide } from "../../shared/settings.js";
import { clearHint, gameOf, observe, resetView, runClock, save, snapshotOf } from "./common.js";

/** @typedef {import("./common.js").AppState} AppState */
/** @typedef {import("./common.js").Ports} Ports */
/** @typedef {import("./common.js").Side} Side */
/** @typedef {import("../state.js").Highlight} Highlight */
/** How a game ends by the players or the clock. @typedef {"agreement" | "resignation" | "timeout"} Ending */

/** Plays one action or a whole turn token; with `whole`, the token as a record means it (a
 * turn that stops before its optional chain is finished ends there), as the computer's
 * answers mean it. @param {AppState} state @param {Ports} ports @param {string} token @param {boolean} [whole] */
export function play(state, ports, token, whole = false) {
  const game = gameOf(state);
  const side = snapshotOf(state).turn;
  const report = whole ? game.playTurn(token) : game.play(token);
  observe(state);
  clearHint(state, ports);
  const snapshot = snapshotOf(state);
  state.message = null;
  state.turnCaptures.push(...report.captured);
  // A turn played an action at a time is marked whole once it ends: both stones of a placement.
  const marks = highlightOf(report);
  const last = state.turns.at(-1);
  state.highlight = report.turnEnded && !whole && last ? { ...marks, cells: [...new Set([...turnHighlight(last).cells, ...marks.cells])] } : marks;
  state.animation = report;
  // For the sounds (sound.js): what the engine did, who did it, and the state it left.
  ports.emit("play", { side, report, snapshot });
  if (report.turnEnded || snapshot.outcome) {
    const turn = snapshot.turns[snapshot.turns.length - 1] ?? token;
    ports.emit("move", { turn, side, captured: state.turnCaptures, record: game.record() });
    state.turnCaptures = [];
    runClock(state, side);
  }
  if (snapshot.outcome) ports.emit("gameover", { ...snapshot.outcome, record: game.record() });
  const blocked = !snapshot.outcome && report.turnEnded && snapshot.blocked && snapshot.blocked !== snapshot.turn;
  state.said = { what: "play", side, token, actions: report.actions, captured: report.captured, outcome: snapshot.outcome, status: Boolean(blocked) };
  save(state, ports, true);
}

/** A player's action on the board, while it is theirs to play. @param {AppState} state @param {Ports} ports @param {string} action */
export function humanAction(state, ports, action) {
  const snapshot = snapshotOf(state);
  const away = computerSide(state.settings) ?? friendSide(state.settings);
  if (state.watching || state.review !== null || state.search === "computer" || snapshot.outcome || snapshot.turn === away) return;
  play(state, ports, action);
}

/** Whether take back and redo may walk the game's history: not in a friend game (the friend
 * may hold the link of the turn already), nor while the board shows something else (a
 * practice, the review's better turn). @param {AppState} state */
export function canWalk(state) {
  return state.settings.opponent !== "friend" && !state.boardOverride;
}

/** Takes back (or plays again) a turn; against the computer, on through the computer's
 * turns, so that the player is to move again.
 * @param {AppState} state @param {Ports} ports @param {"undo" | "redo"} step */
export function walkHistory(state, ports, step) {
  if (!canWalk(state)) return;
  const game = gameOf(state);
  ports.searches?.cancel();
  clearHint(state, ports);
  const comp = computerSide(state.settings);
  if (!game[step]()) return;
  const can = step === "undo" ? "canUndo" : "canRedo";
  let snapshot = game.state();
  while (comp && !snapshot.outcome && snapshot.turn === comp && snapshot[can]) {
    game[step]();
    snapshot = game.state();
  }
  observe(state);
  resetView(state);
  runClock(state);
  state.said = { what: step, status: true };
  save(state, ports, true);
}

/** Ends the game by the players or the clock; `side`, the side that resigned or whose flag fell.
 * @param {AppState} state @param {Ports} ports @param {Ending} kind @param {Side} [side] */
export function conclude(state, ports, kind, side) {
  if (snapshotOf(state).outcome) return;
  const game = gameOf(state);
  ports.searches?.cancel();
  clearHint(state, ports);
  game.conclude(kind, side);
  observe(state);
  runClock(state);
  const { outcome } = snapshotOf(state);
  state.said = { what: "result", outcome };
  ports.emit("gameover", { ...outcome, record: game.record() });
  state.highlight = NO_HIGHLIGHT;
  save(state, ports, true);
}

/** The side a resignation now is by: the player's against the computer, else the side to move.
 * @param {AppState} state @returns {Side} */
export function resigningSide(state) {
  const away = computerSide(state.settings) ?? friendSide(state.settings);
  return away ? otherSide(away) : snapshotOf(state).turn;
}

/** Shows the turn a friend's link brought (the `n`th) arriving, as the computer's turn is
 * shown: marked, animated from the position before it, and said to screen readers.
 * @param {AppState} state @param {number} n */
export function showArrival(state, n) {
  const turn = state.turns[n - 1];
  if (!turn) return;
  state.highlight = /** @type {Highlight} */ (highlightOf(turn));
  state.animation = turn;
  state.animateFrom = gameOf(state).positionAfter(n - 1);
  const { outcome } = snapshotOf(state);
  state.said = { what: "play", side: turn.side, token: turn.turn, actions: turn.actions, captured: turn.captured, outcome, status: false };
}
