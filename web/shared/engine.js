// The one way to get the rules engine: ask for what you need. The engine is built several ways
// (scripts/build.mjs), each a wasm module with the capabilities it offers, so that a first
// visit loads no more than it uses:
//
//   "rules"   the page's first engine: games, legal actions, notation; it reads no records
//             (web/pkg/rules/)
//   "reader"  the same and `Game.fromRecord`: a saved game, a link, an import, a review's notes,
//             every game of the element, whose host may load a record at any time
//             (web/pkg/reader/)
//   "whole"   the whole engine's module, with the computer player (`Searcher`, `Reviewer`,
//             `Tablebase`), for the page's thread where no worker can start (web/pkg/)
//
// The computer's worker loads its own engine (web/ai/worker.js). `need(capability)` loads the
// module once and gives what it offers, typed by what it has: a path that reads a record asks
// for "reader" and cannot call a method the first engine lacks (tests/unit/engine-needs.test.js
// holds every module to it). `loaded(capability)` gives it at once if it is loaded, else null.
// A module that fails to load is reported (web/shared/fallbacks.js) and the promise rejects.
//
// The first engine's glue comes with the page's modules; the reader's is imported when first
// needed, unless an entry gave it with its own modules (`giveEngine`: the element's, so that its
// engine is not a round trip after them).

import init, { Game } from "../pkg/rules/seega.js";

// ---- The engine type every build satisfies (tests/types/engines.ts checks each build's
// declarations against it: whole, search, reader, rules, single) ----

/** @typedef {import("../pkg/rules/seega.js").GameState} GameState */
/** @typedef {import("../pkg/rules/seega.js").PlayReport} PlayReport */
/** @typedef {import("../pkg/rules/seega.js").HistoryTurn} HistoryTurn */
/** @typedef {import("../pkg/rules/seega.js").Outcome} Outcome */
/** @typedef {import("../pkg/rules/seega.js").Rules} Rules */
/** @typedef {import("../pkg/rules/seega.js").RuleOption} RuleOption */
/** @typedef {import("../pkg/rules/seega.js").GameOptions} GameOptions */
/** @typedef {import("../pkg/rules/seega.js").EngineError} EngineError */
/** @typedef {import("../pkg/rules/seega.js").RulesFacts} RulesFacts */

/** What every build's `Game` offers: the rules, the position and its legal actions, playing
 * and asking what a play would do, undo and redo, the history and the record.
 * @typedef {{
 *   state(): GameState, board(): string, legalActions(): string[], record(): string, history(): HistoryTurn[],
 *   play(notation: string): PlayReport, playTurn(notation: string): PlayReport,
 *   preview(notation: string): PlayReport | null,
 *   undo(): boolean, redo(): boolean, conclude(kind: string, side?: string | null): Outcome,
 *   positionAfter(n: number): string, clone(): EngineGame, free(): void,
 * }} EngineGame */

/** What every build's `Game` class offers: a new game of some options, and the rules' facts
 * without a game (`Game.facts(options)`: the rules and the stones a side owns, or the error
 * `new Game(options)` would throw).
 * @typedef {{
 *   new (options?: GameOptions | Record<string, unknown> | null): EngineGame,
 *   presets(): string[], ruleOptions(): RuleOption[], facts(options: GameOptions): RulesFacts,
 * }} EngineGameClass */

/** A game of the engines that read records (every build but the page's first): it says how
 * another game stands to it, and why a play would be refused without playing it.
 * @typedef {EngineGame & { relation(other: EngineGame): import("../pkg/reader/seega.js").Relation,
 *   refusal(notation: string): EngineError | null }} ReaderGame */

/** The engines that read records: `Game.fromRecord`, and their games `ReaderGame`s.
 * @typedef {EngineGameClass & { fromRecord(text: string): ReaderGame }} ReaderGameClass */

/** Each capability and what it gives.
 * @typedef {{ rules: typeof import("../pkg/rules/seega.js").Game, reader: typeof import("../pkg/reader/seega.js").Game,
 *   whole: typeof import("../pkg/seega.js") }} Engines */
/** @typedef {keyof Engines} Capability */
/** A game of either page engine: what every build's `Game` offers. @typedef {InstanceType<Engines["rules"]>} AnyGame */
/** The class of either page engine's games: `fromRecord` only on the reader's. @typedef {Engines["rules"] | Engines["reader"]} AnyGameClass */

/** @type {{ reader?: typeof import("../pkg/reader/seega.js") }} */
const given = {};

/** An entry that opens every game on the engine that reads records gives its glue, imported
 * with its own modules. @param {{ reader?: typeof import("../pkg/reader/seega.js") }} glue */
export function giveEngine(glue) {
  Object.assign(given, glue);
}

/** How each capability loads. */
const LOADERS = {
  rules: () => init().then(() => Game),
  reader: () =>
    (given.reader ? Promise.resolve(given.reader) : import("../pkg/reader/seega.js")).then(async (engine) => {
      await engine.default();
      return engine.Game;
    }),
  whole: () =>
    import("../pkg/seega.js").then(async (engine) => {
      await engine.default();
      return engine;
    }),
};

/** @typedef {Engines[Capability]} Engine */
/** @type {Map<Capability, Promise<Engine>>} */
const loading = new Map();
/** @type {Map<Capability, Engine>} */
const done = new Map();

/** The engine with `capability`, loaded on first call; every call gets the same promise.
 * @template {Capability} C @param {C} capability @returns {Promise<Engines[C]>} */
export function need(capability) {
  let promise = loading.get(capability);
  if (!promise) {
    promise = LOADERS[capability]().then(
      (engine) => (done.set(capability, engine), engine),
      (/** @type {unknown} */ error) => {
        // Reported by a module loaded only then, so that a first visit does not carry it.
        const words = error instanceof Error ? error.message : String(error);
        import("./fallbacks.js").then(({ reportFallback }) => reportFallback("engine", `the ${capability} engine: ${words}`));
        // A later call tries again (a network that came back).
        loading.delete(capability);
        throw error;
      },
    );
    loading.set(capability, promise);
  }
  return /** @type {Promise<Engines[C]>} */ (promise);
}

/** The engine with `capability` if it is loaded now, else null.
 * @template {Capability} C @param {C} capability @returns {Engines[C] | null} */
export function loaded(capability) {
  return /** @type {Engines[C] | undefined} */ (done.get(capability)) ?? null;
}
