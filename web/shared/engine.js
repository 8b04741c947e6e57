// Loads the rules engine (a wasm module) once and hands out its Game class. The one place
// that knows where the modules live, so that a build can point them elsewhere.
//
// The page plays with the engine built without the computer player (web/pkg/rules/): a first
// visit does not load the search. That engine reads no records either: a game that opens from
// one (a saved game, a link) or reads one later (an import, a review's notes, a friend game
// kept) takes the engine that does (web/pkg/reader/), which `loadReadingEngine` loads; so does
// every game of the element, whose host may load a record at any time. The computer searches
// in its worker, which loads its own engine; where no worker can start, `loadWholeEngine`
// loads the whole engine here.
//
// The first engine's glue comes with the page's modules; the reading engine's is imported
// when first needed, unless the element's entry gave it with its own modules (`giveEngine`),
// so that the element's engine is not a round trip after them.

import init, { Game } from "../pkg/rules/seega.js";

/** @type {{ reader?: typeof import("../pkg/reader/seega.js") }} */
const given = {};

/** An entry that opens every game on the engine that reads records gives its glue, imported
 * with its own modules. @param {{ reader?: typeof import("../pkg/reader/seega.js") }} glue */
export function giveEngine(glue) {
  Object.assign(given, glue);
}

/** @type {Promise<typeof import("../pkg/rules/seega.js").Game> | null} */
let loading = null;
/** @type {Promise<any> | null} */
let loadingWithAi = null;
/** @type {Promise<typeof import("../pkg/reader/seega.js").Game> | null} */
let loadingReader = null;

/** The page's first engine (no record reader), loaded on first call; every call gets the
 * same promise of its `Game` class. */
export function loadEngine() {
  loading ??= init().then(() => Game);
  return loading;
}

/** The engine that reads records (`Game.fromRecord`), loaded on first call. */
export function loadReadingEngine() {
  loadingReader ??= (given.reader ? Promise.resolve(given.reader) : import("../pkg/reader/seega.js")).then(async (engine) => {
    await engine.default();
    return engine.Game;
  });
  return loadingReader;
}

/** The whole engine's module (`Game` with `aiAnalyse`, `Searcher`, `Reviewer`, `Tablebase`), loaded on first call. */
export function loadWholeEngine() {
  loadingWithAi ??= import("../pkg/seega.js").then(async (engine) => {
    await engine.default();
    return engine;
  });
  return loadingWithAi;
}
