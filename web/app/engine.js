// Loads the rules engine (the wasm module) once and hands out its Game class. The one place
// that knows where the module lives, so that a build can point it elsewhere.

import init, { Game } from "../pkg/seega.js";

/** @type {Promise<typeof Game> | null} */
let loading = null;

/** Loads the module on first call; every call gets the same promise of the `Game` class. */
export function loadEngine() {
  loading ??= init().then(() => Game);
  return loading;
}
