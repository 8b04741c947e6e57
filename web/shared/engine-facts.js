// Facts of the rules that the new-game dialog, `newGame` and the analysis board ask for, each
// asked of the engine (`Game.facts(options)`: the rules `new Game(options)` would play and the
// stones a side owns, or its error; no game is made) and the first two kept: a preset's rules,
// the stones of a board size, the rules of a set of options, and whether the engine takes them.

/** @typedef {import("./engine.js").EngineGameClass} EngineGameClass */
/** @typedef {import("./engine.js").Rules} Rules */
/** @typedef {import("./engine.js").GameOptions} GameOptions */

/** @param {() => EngineGameClass | null} engine the engine's Game class, once loaded */
export function engineFacts(engine) {
  /** @type {Map<string, Rules>} */
  const presets = new Map();
  /** @type {Map<number, number>} */
  const stones = new Map();

  /** The engine's facts of the rules of `options`; throws the engine's error for options it
   * refuses, or before it has loaded. @param {GameOptions | Record<string, unknown>} options */
  function factsOf(options) {
    const Game = engine();
    if (!Game) throw new Error("the engine has not loaded yet");
    return Game.facts(/** @type {GameOptions} */ (options));
  }

  return {
    /** A preset's rules, as the engine's preset has them. @param {string} name @returns {Rules} */
    presetRules(name) {
      const known = presets.get(name);
      if (known) return known;
      const rules = factsOf({ preset: name }).rules;
      presets.set(name, rules);
      return rules;
    },
    /** The stones each side owns on a board of `size`. @param {number} size @returns {number} */
    stonesOn(size) {
      const known = stones.get(size);
      if (known !== undefined) return known;
      const count = factsOf({ size }).stonesPerSide;
      stones.set(size, count);
      return count;
    },
    /** The stones each side owns under `rules` (what `new Game` takes); throws the engine's
     * error for rules it refuses. @param {GameOptions | Record<string, unknown>} rules @returns {number} */
    stonesUnder(rules) {
      return factsOf(rules).stonesPerSide;
    },
    /** Every rule option's value under `rules` (a preset and options over it, as `new Game`
     * takes them); throws the engine's error for rules it refuses.
     * @param {GameOptions | Record<string, unknown>} rules @returns {Rules} */
    rulesUnder(rules) {
      return factsOf(rules).rules;
    },
    /** Throws the engine's error for rules it refuses, as `new Game(rules)` would.
     * @param {GameOptions | Record<string, unknown>} rules */
    check(rules) {
      factsOf(rules);
    },
  };
}
