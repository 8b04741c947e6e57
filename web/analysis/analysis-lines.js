// The lines played out from the set-up, as functions over the analysis board's state
// (analysis-state.js): a node shown, a move the engine checks and reports, walking back and
// on, the tree's lines made main or taken out, the engine's lines played onto the board, and
// the position shown as a record, a link or the draft again. Each changes the state and
// returns; the controller (analysis-controller.js) has it drawn.

import { analysisFragment } from "./analysis-link.js";
import { stopEngine } from "./analysis-asking.js";
import { gameAt, noteTurn, playOnCopy } from "./analysis-games.js";
import { draftOf } from "./analysis-setup.js";
import { addTurn, forward as forwardOf, lineTo, promote, remove, writeTree } from "./analysis-tree.js";

/** @typedef {import("./analysis-state.js").AnalysisState} State */
/** @typedef {import("./analysis-state.js").AnalysisPorts} Ports */
/** @typedef {import("./analysis-tree.js").LineNode} LineNode */

/** Shows `node`'s position. @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports
 * @param {LineNode} node @param {import("./analysis-games.js").PlayReport | null} [report] the turn to animate */
export function goTo(state, ports, node, report = null) {
  stopEngine(state, ports);
  state.game?.free();
  state.node = node;
  state.game = gameAt(ports.Reader, state.start, node);
  state.pending = [];
  state.report = report;
  state.engine.result = null;
  state.engine.error = null;
  state.shared = null;
  state.showBest = false;
}

/** The player picked `action` on the board, in play: an action the engine checks and
 * reports; its refusal is said. @param {State} state @param {Pick<Ports, "engine">} ports @param {string} action */
export function playAction(state, ports, action) {
  const game = state.game;
  if (!game) return;
  const mover = game.state().turn;
  let report;
  try {
    report = game.play(action);
  } catch (error) {
    state.said = { key: "analysisBoard.refused", params: { error }, error: true };
    return;
  }
  stopEngine(state, ports);
  state.engine.result = null;
  state.shared = null;
  state.showBest = false;
  // The stones a move took are said in the message line (a live region), as the game says them.
  const { captured } = report;
  state.said = captured.length ? { key: "analysisBoard.taken", params: { side: mover, cells: captured.join(", "), count: captured.length } } : null;
  state.report = report;
  if (!report.turnEnded && !game.state().outcome) {
    state.pending.push(action);
    return;
  }
  const history = game.history();
  const turn = history[history.length - 1].turn;
  state.pending = [];
  state.node = addTurn(state.node, turn);
  noteTurn(state.node, game);
}

/** One turn back (the turn under way first). @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports */
export function back(state, ports) {
  if (state.mode !== "play") return;
  if (state.pending.length) goTo(state, ports, state.node);
  else if (state.node.parent) goTo(state, ports, state.node.parent);
}

/** One turn on along the main line, animated. @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports */
export function forward(state, ports) {
  const next = state.mode === "play" && !state.pending.length ? forwardOf(state.node) : null;
  if (!next) return;
  const game = gameAt(ports.Reader, state.start, state.node);
  let report;
  try {
    report = game.play(/** @type {string} */ (next.turn));
  } finally {
    game.free();
  }
  goTo(state, ports, next, report);
}

/** Makes the line shown the main line. @param {State} state */
export function makeMain(state) {
  promote(state.node);
}

/** Takes the line shown out of the tree, from its last turn on. @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports */
export function removeLine(state, ports) {
  if (!state.node.parent) return;
  goTo(state, ports, remove(state.node));
}

/** Calls `read` with the game of the position shown at the start of its turn (the turn under
 * way left out), freed after. @template T @param {State} state @param {Pick<Ports, "Reader">} ports
 * @param {(game: import("./analysis-games.js").Game) => T} read @returns {T} */
function atTurnStart(state, ports, read) {
  if (!state.pending.length && state.game) return read(state.game);
  const game = gameAt(ports.Reader, state.start, state.node);
  try {
    return read(game);
  } finally {
    game.free();
  }
}

/** Back to the editor with the position shown, which it keeps until changed.
 * @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports */
export function editHere(state, ports) {
  stopEngine(state, ports);
  atTurnStart(state, ports, (game) => {
    if (!game.state().outcome) state.draft = draftOf(game);
  });
  state.mode = "edit";
  state.refusal = null;
  state.said = null;
}

/** The record of the position shown, for a new game ("play from here").
 * @param {State} state @param {Pick<Ports, "Reader">} ports */
export function recordHere(state, ports) {
  return atTurnStart(state, ports, (game) => game.record());
}

/** The link and the record of the position shown: the set-up and the line to it.
 * @param {State} state @param {Pick<Ports, "Reader" | "pageUrl">} ports */
export function share(state, ports) {
  const record = recordHere(state, ports);
  // The record is the line to the position shown; the link also carries the other lines,
  // when the tree has more than that line.
  const line = lineTo(state.node).join(" ");
  const tree = writeTree(state.tree);
  state.shared = { record, link: ports.pageUrl() + analysisFragment(record, tree === line ? "" : tree) };
}

/** Puts the link on the clipboard, and says whether it did; false when it could not (the
 * player copies it by hand). @param {State} state @param {Pick<Ports, "copyText">} ports */
export async function copyLink(state, ports) {
  try {
    await ports.copyText(state.shared?.link ?? "");
    state.said = { key: "analysisBoard.copied" };
    return true;
  } catch {
    state.said = { key: "analysisBoard.copyByHand" };
    return false;
  }
}

/** Plays the first `count` turns of one of the engine's lines from the position shown onto
 * the board, as lines of the tree; the board shows where they lead (as far as the engine
 * took them: a refusal is said).
 * @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports @param {string[]} line @param {number} count */
export function playLine(state, ports, line, count) {
  if (state.mode !== "play" || state.pending.length || !state.game) return;
  let game = state.game.clone();
  let node = state.node;
  for (const turn of line.slice(0, count)) {
    const played = playOnCopy(game, turn);
    if (played.refusal) {
      state.said = { key: "analysisBoard.refused", params: { error: played.refusal }, error: true };
      break;
    }
    game.free();
    game = played.copy;
    node = addTurn(node, turn);
    noteTurn(node, game);
  }
  game.free();
  goTo(state, ports, node);
}
