// Times the release module in Node: the engine alone (perft) and the JavaScript API
// (games of random legal turns through legalActions, play and state).
// Usage: node scripts/bench.mjs [path/to/pkg]   (default web/pkg)
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const pkg = resolve(process.argv[2] ?? "web/pkg");
const { initSync, Game } = await import(pathToFileURL(join(pkg, "seega.js")).href);
initSync({ module: readFileSync(join(pkg, "seega_bg.wasm")) });

/** The best of `runs` timings of `task`, in milliseconds, and its result. */
function best(runs, task) {
  let fastest = Infinity;
  let result;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    result = task();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return { ms: fastest, result };
}

/** A small deterministic generator, so every run plays the same games. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const midgame = { board: "b.w.b/.w.b./w.b.w/.b.w./b.w.b", turn: "white" };
const perftStart = best(3, () => new Game().perft(3));
const perftMid = best(3, () => new Game(midgame).perft(6));

const rand = random(1);
const games = best(3, () => {
  let actions = 0;
  for (let g = 0; g < 50; g += 1) {
    const game = new Game();
    for (let legal = game.legalActions(); legal.length > 0 && actions < 1e6; legal = game.legalActions()) {
      game.play(legal[Math.floor(rand() * legal.length)]);
      game.state();
      actions += 1;
    }
    game.free();
  }
  return actions;
});

const rate = (n, ms) => `${Math.round(n / ms)}k/s`;
console.log(`perft(3) from the start: ${perftStart.result} turns in ${perftStart.ms.toFixed(0)} ms (${rate(perftStart.result, perftStart.ms)})`);
console.log(`perft(6) in a middle game: ${perftMid.result} turns in ${perftMid.ms.toFixed(0)} ms (${rate(perftMid.result, perftMid.ms)})`);
console.log(`API: 50 random games, ${games.result} plays with state() in ${games.ms.toFixed(0)} ms (${rate(games.result, games.ms)})`);
