// The browser's search with its table kept from move to move (one `Searcher` beside a plain
// `Game` rebuilt from each request's record, as the computer's worker runs it: web/ai/tasks.js)
// against the search as the worker once ran it: a new game, and so a new empty table, for
// every move. Both are the release wasm module (web/pkg, built
// by `npm run build`) in Node, with level 5's style and its division of time at a fraction of
// its clock; games 2k and 2k+1 share an opening (one random turn a side), colours swapped.
// Prints the score with its 95% interval, and each side's median depth, positions and wall
// time a move (the game rebuilt and, for a new table, its 16 MiB allocated, included) in
// placement and in movement. A benchmark: nothing is asserted.
// With `--depth N` both search to that depth instead (no clock): the positions a turn then
// show what the kept table saves whatever the machine's load.
//   node scripts/kept-search.mjs [--games N] [--placement MS] [--movement MS] [--depth N] [--seed S]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { openRandomly, random } from "./random-games.mjs";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "100" },
    placement: { type: "string", default: "500" },
    movement: { type: "string", default: "120" },
    seed: { type: "string", default: "7" },
    depth: { type: "string", default: "0" },
  },
});
const pkg = new URL("../web/pkg/", import.meta.url);
const { initSync, Game, Searcher } = await import(new URL("seega.js", pkg).href);
initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

const games = Number(values.games);
const budget = { placement: Number(values.placement), movement: Number(values.movement) };


/** A player: its turn for the game as a page would ask for it. */
const players = {
  kept() {
    const searcher = new Searcher();
    return {
      think(record, options) {
        const game = Game.fromRecord(record);
        try {
          return searcher.analyse(game, options);
        } finally {
          game.free();
        }
      },
      free: () => searcher.free(),
    };
  },
  fresh() {
    return {
      think(record, options) {
        const game = Game.fromRecord(record);
        try {
          return game.aiAnalyse(options);
        } finally {
          game.free();
        }
      },
      free() {},
    };
  },
};

/** Plays one game; `black` and `white` name the players. Returns the winner's name or null. */
function play(black, white, openingSeed, log) {
  const referee = new Game();
  const rand = random(openingSeed);
  openRandomly(referee, rand);
  const sides = { black: players[black](), white: players[white]() };
  const names = { black, white };
  try {
    for (let state = referee.state(); !state.outcome; state = referee.state()) {
      const phase = state.phase === "placement" ? "placement" : "movement";
      const started = performance.now();
      const limits = Number(values.depth) > 0 ? { depth: Number(values.depth) } : { level: 5, timeMs: budget[phase], seed: 1 };
      const choice = sides[state.turn].think(referee.record(), limits);
      log(names[state.turn], phase, { ...choice, wall: performance.now() - started });
      referee.playTurn(choice.turn);
    }
    const winner = referee.state().outcome?.winner;
    return winner ? names[winner] : null;
  } finally {
    sides.black.free();
    sides.white.free();
    referee.free();
  }
}

const stats = { kept: { placement: [], movement: [] }, fresh: { placement: [], movement: [] } };
const log = (name, phase, choice) => stats[name][phase].push(choice);
let keptScore = 0;
const tally = { won: 0, drawn: 0, lost: 0 };
const started = Date.now();
for (let i = 0; i < games; i += 1) {
  const keptBlack = i % 2 === 0;
  const winner = play(keptBlack ? "kept" : "fresh", keptBlack ? "fresh" : "kept", Number(values.seed) * 1_000_003 + Math.floor(i / 2), log);
  if (winner === "kept") tally.won += 1;
  else if (winner === "fresh") tally.lost += 1;
  else tally.drawn += 1;
  keptScore += winner === "kept" ? 1 : winner === null ? 0.5 : 0;
  if ((i + 1) % 10 === 0) console.error(`${i + 1} games, kept ${tally.won}-${tally.drawn}-${tally.lost}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
const share = keptScore / games;
// The 95% interval of the score from the games' own spread (wins 1, draws 1/2, losses 0).
const mean2 = (tally.won + tally.drawn / 4) / games;
const interval = 1.96 * Math.sqrt((mean2 - share * share) / games);
const elo = (p) => (p <= 0 ? -Infinity : p >= 1 ? Infinity : Math.round(-400 * Math.log10(1 / p - 1)));
console.log(`kept table against a new table every move: ${games} games at ${Number(values.depth) > 0 ? `depth ${values.depth}` : `${budget.placement} ms a placement turn, ${budget.movement} ms a movement turn`}`);
console.log(
  `kept: ${tally.won}-${tally.drawn}-${tally.lost}, ${(share * 100).toFixed(1)}% ± ${(interval * 100).toFixed(1)}%, ` +
    `Elo ${elo(share)} (${elo(share - interval)}..${elo(share + interval)})`,
);
for (const name of ["kept", "fresh"]) {
  for (const phase of ["placement", "movement"]) {
    const moves = stats[name][phase];
    console.log(
      `${name} ${phase}: ${moves.length} turns, median depth ${median(moves.map((m) => m.depth))}, ` +
        `median positions ${median(moves.map((m) => m.nodes))}, median wall time ${median(moves.map((m) => m.wall)).toFixed(1)} ms`,
    );
  }
}
