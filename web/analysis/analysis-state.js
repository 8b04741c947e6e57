// The analysis board's data: the editor's draft and the engine's last refusal of it, the set-up
// played from and the tree of lines played out, the node shown and the turn under way, what
// the engine says of the position, and the message line. The one mutable object of the
// analysis board: its transitions (analysis-editing.js, analysis-opening.js,
// analysis-lines.js, analysis-asking.js, wired by analysis-controller.js) change it,
// analysis-view.js only draws it.

import { createTree } from "./analysis-tree.js";

/** What the engine's search says of a position (a `lines` answer of web/ai/worker.js).
 * @typedef {{ depth: number, score: number, tablebase: { winner: string | null, turns: number | null } | null,
 *   lines: { turn: string, score: number, line: string[] }[] }} EngineResult */

/** A sentence of the message line: its key and facts. @typedef {{ key: string, params?: Record<string, unknown>, error?: boolean }} Said */

/** @param {import("./analysis-setup.js").Draft} draft */
export function createAnalysisState(draft) {
  return {
    /** "edit": the board editor; "play": playing lines out from the set-up. @type {"edit" | "play"} */
    mode: /** @type {"edit" | "play"} */ ("edit"),
    draft,
    /** What the editor puts on a cell it is given. @type {"b" | "w" | "."} */
    brush: /** @type {"b" | "w" | "."} */ ("b"),
    /** The engine's refusal of the draft, kept until the draft changes. @type {import("./analysis-games.js").Refusal | null} */
    refusal: /** @type {import("./analysis-games.js").Refusal | null} */ (null),
    /** The record of the set-up played from (its tags, no turns), which a node's line is
     * replayed from. */
    start: "",
    tree: createTree(),
    /** The node shown. */
    node: createTree(),
    /** The position shown: the set-up and the node's line, and any actions of the turn under
     * way. @type {import("./analysis-games.js").Game | null} */
    game: /** @type {import("./analysis-games.js").Game | null} */ (null),
    /** The actions played of the turn under way. @type {string[]} */
    pending: /** @type {string[]} */ ([]),
    /** The play() report to animate once (cleared once drawn). @type {import("./analysis-games.js").PlayReport | null} */
    report: /** @type {import("./analysis-games.js").PlayReport | null} */ (null),
    /** What the engine says of the position shown. */
    engine: {
      running: false,
      /** Endgame tables being built: the stones they cover so far, or null. @type {number | null} */
      building: /** @type {number | null} */ (null),
      /** @type {EngineResult | null} */
      result: /** @type {EngineResult | null} */ (null),
      /** @type {unknown} */
      error: /** @type {unknown} */ (null),
    },
    /** Whether the engine's best turn is drawn on the board. */
    showBest: false,
    /** The link and the record of the position shown, once asked for. @type {{ link: string, record: string } | null} */
    shared: /** @type {{ link: string, record: string } | null} */ (null),
    /** The message line. @type {Said | null} */
    said: /** @type {Said | null} */ (null),
    /** What to focus after drawing, once (cleared once drawn). @type {"board" | "message" | null} */
    focus: /** @type {"board" | "message" | null} */ (null),
  };
}

/** @typedef {ReturnType<typeof createAnalysisState>} AnalysisState */

/**
 * What the board's transitions are handed besides the state.
 * @typedef {object} AnalysisPorts
 * @property {import("./analysis-games.js").GameClass} Reader the engine's games, which read records
 * @property {import("./analysis-games.js").Facts} facts the engine's facts of rules
 * @property {ReturnType<typeof import("./analysis-engine.js").createAnalysisEngine>} engine the engine's search, in its worker
 * @property {() => string} pageUrl the page's address, without a fragment
 * @property {() => void} changed has the state drawn after a change that comes later (the engine's answers)
 * @property {(text: string) => Promise<void>} copyText puts text on the clipboard
 */
