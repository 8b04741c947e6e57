// Thinking on the player's time, measured: the computer's reply time as a player sees it,
// with and without pondering, and the CPU time a game costs (a phone's battery). The computer
// is the worker's own code (web/ai/tasks.js) on the release engine (web/pkg, built by
// `npm run build`), in Node; level 5 as the page asks it. The player is simulated: it thinks
// `--think` milliseconds a turn (3,000 by default; the computer ponders meanwhile, as the
// page's worker does on its own thread), then plays the choice of level `--player` (4 by
// default; chosen before its thinking time starts, so that it does not hold up the
// pondering in this one thread). Each game runs to
// `--turns` of the computer's turns (or its end); the computer plays white, the player first.
// Prints, per board, the median and 90th percentile of the reply time, how often the reply
// was the one pondered, and the CPU time per game, with and without.
//   node scripts/ponder-bench.mjs [--sizes 5,7,9] [--games N] [--turns N] [--think MS] [--player L] [--seed S]
// `--match N` plays instead N games of level 5 with pondering against level 5 without
// (colours alternating, each game opened by a random turn a side shared by the pair), at the
// budgets of `--placement` and `--movement` (level 5's by default), the pondering side thinking
// on its opponent's time as long as the opponent's turn takes; prints the score and its 95%
// interval. `--shard K/N` plays only the pairs of games whose number is K modulo N (so that N
// processes share a match, one a core); each prints its tally, and `--tallies "w-d-l,w-d-l"` adds them
// up with the score. Between games the match waits while the file `--pause` names exists (to
// keep a machine quiet for another measurement without cutting a turn's time short).
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { createTasks } from "../web/ai/tasks.js";
import { openRandomly, random } from "./random-games.mjs";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "5,7,9" },
    games: { type: "string", default: "2" },
    turns: { type: "string", default: "20" },
    think: { type: "string", default: "3000" },
    player: { type: "string", default: "4" },
    seed: { type: "string", default: "11" },
    match: { type: "string", default: "0" },
    placement: { type: "string", default: "2500" },
    movement: { type: "string", default: "600" },
    size: { type: "string", default: "5" },
    shard: { type: "string", default: "0/1" },
    pause: { type: "string", default: "" },
    tallies: { type: "string", default: "" },
  },
});
const pkg = new URL("../web/pkg/", import.meta.url);
const engine = await import(new URL("seega.js", pkg).href);
engine.initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
const { Game } = engine;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const quantile = (xs, q) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);


/** Asks the worker's handler and gives the "done" reply's result. */
async function ask(handle, request) {
  let last = null;
  await handle(request, (reply) => (last = reply));
  if (last?.type !== "done") throw new Error(JSON.stringify(last?.error ?? last));
  return last.result;
}

/** One game of the reply-time benchmark. */
async function replyGame(size, ponder, seed, turns, think) {
  const handle = createTasks(async () => engine);
  const game = new Game({ size });
  const rand = random(seed);
  const replies = [];
  let hits = 0;
  let id = 0;
  const cpuStart = cpu();
  try {
    // One random turn each to open, so that games differ.
    openRandomly(game, rand);
    while (!game.state().outcome && replies.length < turns) {
      const state = game.state();
      if (state.turn === "black") {
        // The player: thinks (the computer ponders meanwhile), then plays its level's turn.
        const turn = game.aiMove({ level: Number(values.player), seed: Math.floor(rand() * 1e9) });
        const pondering = ponder && replies.length > 0 ? ask(handle, { id: ++id, kind: "ponder", record: game.record(), pending: [], options: { level: 5 } }) : null;
        await sleep(think);
        await handle({ id: 0, kind: "stop" }, () => {});
        await pondering;
        game.playTurn(turn);
      } else {
        const started = performance.now();
        const choice = await ask(handle, { id: ++id, kind: "search", record: game.record(), pending: [], options: { level: 5, seed: 1 } });
        replies.push(performance.now() - started);
        if (choice.pondered) hits += 1;
        game.playTurn(choice.turn);
      }
    }
  } finally {
    game.free();
  }
  return { replies, hits, cpu: cpu() - cpuStart };
}

async function replyBench() {
  const sizes = values.sizes.split(",").map(Number);
  const games = Number(values.games);
  const turns = Number(values.turns);
  const think = Number(values.think);
  console.log(`the computer's reply time as a player sees it: level 5, the player (level ${values.player}'s turns) thinking ${think} ms a turn, ${games} game(s) a board and way, up to ${turns} of the computer's turns each`);
  for (const size of sizes) {
    for (const ponder of [false, true]) {
      const all = [];
      let hits = 0;
      let cpuMs = 0;
      for (let g = 0; g < games; g += 1) {
        const result = await replyGame(size, ponder, Number(values.seed) * 1000 + size * 10 + g, turns, think);
        all.push(...result.replies);
        hits += result.hits;
        cpuMs += result.cpu;
      }
      const way = ponder ? "pondering" : "without";
      console.log(
        `  ${size}x${size} ${way.padEnd(9)}: ${all.length} replies, median ${quantile(all, 0.5).toFixed(0)} ms, 90th percentile ${quantile(all, 0.9).toFixed(0)} ms` +
          `${ponder ? `, ${hits} answered from pondering (${((100 * hits) / all.length).toFixed(0)}%)` : ""}, CPU ${(cpuMs / games / 1000).toFixed(1)} s a game`,
      );
    }
  }
}

/** One game of the match: `ponderer` is the side that ponders. Returns the winner or null. */
async function matchGame(size, ponderer, seed, budget) {
  const handles = { black: createTasks(async () => engine), white: createTasks(async () => engine) };
  const game = new Game({ size });
  const rand = random(seed);
  let id = 0;
  let extra = 0;
  try {
    openRandomly(game, rand);
    let plies = 0;
    while (!game.state().outcome && plies < 400) {
      plies += 1;
      const side = game.state().turn;
      const options = { level: 5, timeMs: game.state().phase === "placement" ? budget.placement : budget.movement };
      // The side that ponders thinks on its opponent's time: here, as long as the opponent's
      // turn then takes (on a machine of two cores they would run side by side).
      let pondering = null;
      // It ponders with the limits it will search with (the phase's budget, which the
      // opponent's turn also takes).
      if (side !== ponderer) pondering = ask(handles[ponderer], { id: ++id, kind: "ponder", record: game.record(), pending: [], options });
      if (pondering) {
        const { spent } = await pondering;
        extra += spent;
      }
      const choice = await ask(handles[side], { id: ++id, kind: "search", record: game.record(), pending: [], options });
      game.playTurn(choice.turn);
    }
    const winner = game.state().outcome?.winner ?? null;
    return { winner, extra };
  } finally {
    game.free();
  }
}

/** The score of a tally and its 95% interval. */
function score({ won, drawn, lost }) {
  const games = won + drawn + lost;
  const share = (won + drawn / 2) / games;
  const mean2 = (won + drawn / 4) / games;
  const interval = 1.96 * Math.sqrt(Math.max(0, mean2 - share * share) / games);
  return `${won}-${drawn}-${lost}, ${(share * 100).toFixed(1)}% ± ${(interval * 100).toFixed(1)}%`;
}

async function match() {
  const games = Number(values.match);
  const size = Number(values.size);
  const [shard, shards] = values.shard.split("/").map(Number);
  const budget = { placement: Number(values.placement), movement: Number(values.movement) };
  const tally = { won: 0, drawn: 0, lost: 0 };
  let extra = 0;
  let played = 0;
  const started = Date.now();
  for (let i = 0; i < games; i += 1) {
    // By pairs of games (one opening, each colour once), so that each process plays both colours.
    if (Math.floor(i / 2) % shards !== shard) continue;
    while (values.pause && existsSync(values.pause)) await sleep(1000);
    const ponderer = i % 2 === 0 ? "black" : "white";
    const result = await matchGame(size, ponderer, Number(values.seed) * 1_000_003 + Math.floor(i / 2), budget);
    extra += result.extra;
    if (result.winner === ponderer) tally.won += 1;
    else if (result.winner === null) tally.drawn += 1;
    else tally.lost += 1;
    played += 1;
    if (played % 5 === 0) console.error(`${played} games, pondering ${tally.won}-${tally.drawn}-${tally.lost}, its extra thinking ${(extra / played / 1000).toFixed(1)} s a game, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const shown = shards > 1 ? `, shard ${shard}/${shards}` : "";
  console.log(`level 5 pondering against level 5 without, ${size}x${size}, ${played} games${shown}, ${budget.placement} ms a placement turn, ${budget.movement} ms a movement turn`);
  console.log(`  pondering: ${score(tally)}; its extra thinking ${(extra / played / 1000).toFixed(1)} s a game; ${((Date.now() - started) / played / 1000).toFixed(1)} s a game`);
}

if (values.tallies) {
  const sum = { won: 0, drawn: 0, lost: 0 };
  for (const [won, drawn, lost] of values.tallies.split(",").map((t) => t.split("-").map(Number))) Object.assign(sum, { won: sum.won + won, drawn: sum.drawn + drawn, lost: sum.lost + lost });
  console.log(`pondering: ${score(sum)}`);
} else if (Number(values.match) > 0) await match();
else await replyBench();
