// Asking the engine about the position shown, as functions over the analysis board's state
// (analysis-state.js): the search runs in its worker (analysis-engine.js) and deepens until
// stopped; each answer, the tables' progress, a failure and the end change the state and are
// drawn as they come (the ports' `changed`).

/** @typedef {import("./analysis-state.js").AnalysisState} State */
/** @typedef {import("./analysis-state.js").AnalysisPorts} Ports */

/** Asks the engine about the position shown; a turn under way is to be finished first.
 * @param {State} state @param {Pick<Ports, "engine" | "changed">} ports */
export function ask(state, { engine, changed }) {
  const game = state.game;
  if (state.mode !== "play" || !game || game.state().outcome) return;
  if (state.pending.length) {
    state.said = { key: "analysisBoard.finishTurn" };
    return;
  }
  const record = game.record();
  const asked = { running: true, building: /** @type {number | null} */ (null), result: /** @type {import("./analysis-state.js").EngineResult | null} */ (null), error: /** @type {unknown} */ (null) };
  state.engine = asked;
  state.said = null;
  const { onBoard } = game.state();
  // The answers change this question's facts (a later question has its own object).
  engine.start(record, onBoard.black + onBoard.white, {
    update: (result) => {
      asked.result = result;
      asked.building = null;
      changed();
    },
    building: (stones) => {
      asked.building = stones;
      changed();
    },
    failed: (error) => {
      asked.running = false;
      asked.error = error;
      changed();
    },
    done: () => {
      asked.running = false;
      changed();
    },
  });
}

/** Stops the engine's deepening; what it found stays. @param {State} state @param {Pick<Ports, "engine">} ports */
export function stopEngine(state, { engine }) {
  if (!state.engine.running) return;
  engine.stop();
  state.engine.running = false;
  state.engine.building = null;
}

/** Shows or hides the engine's best turn on the board. @param {State} state */
export function toggleBest(state) {
  state.showBest = !state.showBest && Boolean(state.engine.result?.lines?.length);
}
