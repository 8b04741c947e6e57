// The analysis board's controller: it wires the board's transitions (functions over its
// state: analysis-editing.js, analysis-opening.js, analysis-lines.js, analysis-asking.js) to
// the state and the ports, and has the state drawn after each. It is the one writer of the
// state besides them: what is to happen once (a turn animated, the focus moved) is cleared
// once drawn.

import { ask, stopEngine, toggleBest } from "./analysis-asking.js";
import * as editing from "./analysis-editing.js";
import * as lines from "./analysis-lines.js";
import { begin, fromRecord, openLink } from "./analysis-opening.js";

/**
 * @param {import("./analysis-state.js").AnalysisState} state
 * @param {Omit<import("./analysis-state.js").AnalysisPorts, "changed">} ports
 * @param {() => void} render draws the state (the view's)
 */
export function createAnalysisController(state, ports, render) {
  const draw = () => {
    render();
    state.report = null;
    state.focus = null;
  };
  /** @type {import("./analysis-state.js").AnalysisPorts} */
  const all = { ...ports, changed: draw };
  /** A transition that is drawn after. @template {unknown[]} A @template R
   * @param {(state: import("./analysis-state.js").AnalysisState, ports: import("./analysis-state.js").AnalysisPorts, ...args: A) => R} transition */
  const drawn = (transition) => (/** @type {A} */ ...args) => {
    const result = transition(state, all, ...args);
    draw();
    return result;
  };
  /** A transition that needs no ports. @template {unknown[]} A @template R
   * @param {(state: import("./analysis-state.js").AnalysisState, ...args: A) => R} transition */
  const plain = (transition) => drawn((/** @type {import("./analysis-state.js").AnalysisState} */ s, /** @type {unknown} */ _ports, /** @type {A} */ ...args) => transition(s, ...args));

  return {
    /** Where the board starts (a link, a record, else the empty draft), drawn. */
    begin: drawn(begin),
    setSize: drawn(editing.setSize),
    setPreset: plain(editing.setPreset),
    setOption: plain(editing.setOption),
    setBrush: plain(editing.setBrush),
    setTurn: plain(editing.setTurn),
    setPhase: drawn(editing.setPhase),
    setHand: plain(editing.setHand),
    clear: drawn(editing.clear),
    startOfMovement: drawn(editing.startOfMovement),
    fromRecord: drawn(fromRecord),
    start: drawn(editing.start),
    openLink: drawn(openLink),
    /** The player picked `action` on the board: the brush's stone on a cell in the editor, a
     * move in play. */
    act: drawn((s, p, /** @type {string} */ action) => (s.mode === "edit" ? editing.paint(s, p, action) : lines.playAction(s, p, action))),
    back: drawn(lines.back),
    forward: drawn(lines.forward),
    goTo: drawn((s, p, /** @type {import("./analysis-tree.js").LineNode} */ node) => lines.goTo(s, p, node)),
    makeMain: plain(lines.makeMain),
    removeLine: drawn(lines.removeLine),
    editHere: drawn(lines.editHere),
    ask: drawn(ask),
    stop: drawn(stopEngine),
    toggleBest: plain(toggleBest),
    share: drawn(lines.share),
    /** Puts the link on the clipboard; false when the player is to copy it by hand. */
    async copyLink() {
      const copied = await lines.copyLink(state, all);
      draw();
      return copied;
    },
    playLine: drawn(lines.playLine),
    /** The record of the position shown, for a new game ("play from here"). */
    recordHere: () => lines.recordHere(state, all),
    destroy() {
      ports.engine.destroy();
      state.game?.free();
      state.game = null;
    },
  };
}

/** @typedef {ReturnType<typeof createAnalysisController>} AnalysisController */
