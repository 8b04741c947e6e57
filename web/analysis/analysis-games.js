// The analysis board's games, as the engine keeps them: the types the board's transitions
// share, the game of a set-up and a line, a turn tried on a copy (the engine's refusal caught
// rather than thrown), the turns of a tree replayed, and the draft's rules read through the
// engine's facts (web/shared/engine-facts.js) rather than from a game made to be thrown away.

import { lineTo } from "./analysis-tree.js";

/** The class of the engine's games the board uses: it reads records. @typedef {import("../shared/engine.js").Engines["reader"]} GameClass */
/** @typedef {InstanceType<GameClass>} Game */
/** @typedef {import("../pkg/reader/seega.js").PlayReport} PlayReport */
/** @typedef {import("../pkg/reader/seega.js").GameState} GameState */
/** @typedef {import("../pkg/reader/seega.js").Rules} Rules */
/** The engine's facts of rules (presets, stones on a size, checking rules). @typedef {ReturnType<typeof import("../shared/engine-facts.js").engineFacts>} Facts */
/** A refusal as the engine throws it (an error with its `code` and `reason`), or the board's
 * own (`{ code: "parse" }`). @typedef {Error | { code: string, [fact: string]: unknown }} Refusal */

/** The game of the set-up `start` (a record) and `node`'s line.
 * @param {import("../shared/engine.js").Engines["reader"]} Reader @param {string} start @param {import("./analysis-tree.js").LineNode} node */
export function gameAt(Reader, start, node) {
  const game = Reader.fromRecord(start);
  for (const turn of lineTo(node)) game.play(turn);
  return game;
}

/** Plays `action` on a copy of `game`: the copy and the engine's report, or the engine's
 * refusal (and the copy freed). The caller frees the copy it is given.
 * @param {Game} game @param {string} action
 * @returns {{ copy: Game, report: PlayReport, refusal?: undefined } | { refusal: Refusal, copy?: undefined, report?: undefined }} */
export function playOnCopy(game, action) {
  const copy = game.clone();
  try {
    return { copy, report: copy.play(action) };
  } catch (error) {
    copy.free();
    return { refusal: /** @type {Refusal} */ (error) };
  }
}

/** Notes on `node` the side that played its turn, whether it moved again (the other side
 * blocked) and its actions, from the engine's history of `game` just after that turn.
 * @param {import("./analysis-tree.js").LineNode} node @param {Game} game */
export function noteTurn(node, game) {
  if (node.played) return;
  const history = game.history();
  const last = history[history.length - 1];
  if (last) node.played = { side: last.side, extra: Boolean(last.extra), actions: last.actions };
}

/** Replays every turn under `node` from `game`, noting each node's side and actions; the
 * engine's refusal of the first turn that does not play, else null.
 * @param {Game} game @param {import("./analysis-tree.js").LineNode} node @returns {Refusal | null} */
function replayFrom(game, node) {
  for (const child of node.children) {
    const played = playOnCopy(game, /** @type {string} */ (child.turn));
    if (played.refusal) return played.refusal;
    const next = played.copy;
    try {
      // A turn token is a whole turn: one that leaves the turn open is not a line's turn.
      if (next.state().phase !== "over" && next.history().length !== game.history().length + 1) return { code: "turnIncomplete" };
      noteTurn(child, next);
      const refused = replayFrom(next, child);
      if (refused) return refused;
    } finally {
      next.free();
    }
  }
  return null;
}

/** Replays every turn of `tree` from the set-up `start` (a record); the engine's refusal of
 * the first turn that does not play, else null.
 * @param {import("../shared/engine.js").Engines["reader"]} Reader @param {string} start @param {import("./analysis-tree.js").LineNode} tree */
export function replayTree(Reader, start, tree) {
  const game = Reader.fromRecord(start);
  try {
    return replayFrom(game, tree);
  } finally {
    game.free();
  }
}

/** The draft's rules alone (its options over its preset, and its size).
 * @param {import("./analysis-setup.js").Draft} draft */
export function rulesOf(draft) {
  return { ...draft.custom, preset: draft.preset, size: draft.size };
}

/** The draft's rules as the engine reads them (every option: the preset's, then the draft's
 * over them), or null when the engine refuses them.
 * @param {Facts} facts @param {import("./analysis-setup.js").Draft} draft @returns {Record<string, unknown> | null} */
export function rulesOfDraft(facts, draft) {
  try {
    facts.check(rulesOf(draft));
    const { preset: _preset, ...rules } = { ...facts.presetRules(draft.preset), ...rulesOf(draft) };
    return rules;
  } catch {
    return null;
  }
}
