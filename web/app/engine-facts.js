// Facts of the rules that the new-game dialog and `newGame` ask for, each asked of the engine
// once (a game of those rules, made and freed) and kept: a preset's rules, the stones of a
// board size, and whether the engine takes a set of rules at all.

/** The engine's rules of a game. @typedef {import("../pkg/rules/seega.js").Rules} Rules */

/** @param {() => typeof import("../pkg/rules/seega.js").Game | null} engine the engine's Game class, once loaded */
export function engineFacts(engine) {
  /** @type {Map<string, Rules>} */
  const presets = new Map();
  /** @type {Map<number, number>} */
  const stones = new Map();

  /** The state of a new game of `options`, which is then freed; throws the engine's error.
   * @param {Record<string, unknown>} options */
  function sample(options) {
    const Game = engine();
    if (!Game) throw new Error("the engine has not loaded yet");
    const game = new Game(options);
    try {
      return game.state();
    } finally {
      game.free();
    }
  }

  return {
    /** A preset's rules, as the engine's preset has them. @param {string} name */
    presetRules(name) {
      if (!presets.has(name)) presets.set(name, sample({ preset: name }).rules);
      return /** @type {Rules} */ (presets.get(name));
    },
    /** The stones each side owns on a board of `size`. @param {number} size */
    stonesOn(size) {
      if (!stones.has(size)) stones.set(size, sample({ size }).stonesPerSide);
      return /** @type {number} */ (stones.get(size));
    },
    /** Throws the engine's error for rules it refuses. @param {Record<string, unknown>} rules */
    check(rules) {
      sample(rules);
    },
  };
}
