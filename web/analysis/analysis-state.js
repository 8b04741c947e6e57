// The analysis board's data: the editor's draft and the engine's last refusal of it, the set-up
// played from and the tree of lines played out, the node shown and the turn under way, what
// the engine says of the position, and the message line. The one mutable object of the
// analysis board: analysis-controller.js changes it, analysis-view.js draws it.

import { createTree } from "./analysis-tree.js";

/** @param {import("./analysis-setup.js").Draft} draft */
export function createAnalysisState(draft) {
  return {
    /** "edit": the board editor; "play": playing lines out from the set-up. @type {"edit" | "play"} */
    mode: /** @type {"edit" | "play"} */ ("edit"),
    draft,
    /** What the editor puts on a cell it is given. @type {"b" | "w" | "."} */
    brush: /** @type {"b" | "w" | "."} */ ("b"),
    /** The engine's refusal of the draft, kept until the draft changes. @type {any} */
    refusal: null,
    /** The record of the set-up played from (its tags, no turns), which a node's line is
     * replayed from. */
    start: "",
    tree: createTree(),
    /** The node shown. */
    node: createTree(),
    /** The position shown: the set-up and the node's line, and any actions of the turn under
     * way. @type {any} */
    game: null,
    /** The actions played of the turn under way. @type {string[]} */
    pending: /** @type {string[]} */ ([]),
    /** The play() report to animate once. @type {any} */
    report: null,
    /** What the engine says of the position shown. */
    engine: {
      running: false,
      /** Endgame tables being built: the stones they cover so far, or null. @type {number | null} */
      building: null,
      /** @type {any} */
      result: null,
      /** @type {any} */
      error: null,
    },
    /** Whether the engine's best turn is drawn on the board. */
    showBest: false,
    /** The link and the record of the position shown, once asked for. @type {{ link: string, record: string } | null} */
    shared: null,
    /** The message line: a sentence's key and facts. @type {{ key: string, params?: Record<string, any>, error?: boolean } | null} */
    said: null,
    /** What to focus after drawing, once. @type {"board" | "message" | null} */
    focus: null,
  };
}

/** @typedef {ReturnType<typeof createAnalysisState>} AnalysisState */
