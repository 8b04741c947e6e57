// Loads the rules engine (a wasm module) once and hands out its Game class. The one place
// that knows where the modules live, so that a build can point them elsewhere.
//
// The page plays with the engine built without the computer player (web/pkg/rules/): a first
// visit does not load the search. The computer searches in its worker, which loads the whole
// engine (web/pkg/); where no worker can start, `loadEngineWithAi` loads it here.

import init, { Game } from "../pkg/rules/seega.js";

/** @type {Promise<typeof Game> | null} */
let loading = null;
/** @type {Promise<any> | null} */
let loadingWithAi = null;

/** Loads the module on first call; every call gets the same promise of the `Game` class. */
export function loadEngine() {
  loading ??= init().then(() => Game);
  return loading;
}

/** The whole engine's module (`Game` with `aiAnalyse`, `Reviewer`, `Tablebase`), loaded on first call. */
export function loadWholeEngine() {
  loadingWithAi ??= import("../pkg/seega.js").then(async (engine) => {
    await engine.default();
    return engine;
  });
  return loadingWithAi;
}

/** The whole engine's `Game` class, with `aiAnalyse`, loaded on first call. */
export function loadEngineWithAi() {
  return loadWholeEngine().then((engine) => engine.Game);
}
