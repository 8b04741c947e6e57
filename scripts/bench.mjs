// `npm run bench`: the same search benchmark natively and in headless Chromium (wasm), and
// their ratio; then the JavaScript API in Node. Nothing is asserted: the machine may be busy,
// so read the medians and the ratio, not single timings.
//
// The native side is `seega bench --search-json`: fixed 5x5 midgame positions, each searched
// to a fixed depth with a fresh table (median of three). The browser side loads the release
// module (web/pkg, built by `npm run build`) in Chromium and runs the very same searches
// through `game.aiAnalyse({ depth })`, so both visit the same number of nodes.
//
// Then a game's review as the page runs it: the computer's worker module (web/ai/worker.js,
// with the release engine) reviews two fixed games (scripts/bench-games/: 60 turns of a 5x5
// game, a 64-turn 9x9 game) at the review's default depth, timed from the request to the
// result; and the same reviews natively (`seega analyse`), for the ratio.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { tool } from "../tests/shared/tools.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = join(root, "web", "pkg");
const cargoBin = join(process.env.CARGO_HOME ?? join(homedir(), ".cargo"), "bin");
const env = { ...process.env, PATH: [cargoBin, process.env.PATH].join(delimiter) };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// ----- native -----
const native = spawnSync("cargo", ["run", "-q", "-p", "seega-cli", "--release", "--", "bench", "--search-json"], {
  cwd: root,
  env,
  encoding: "utf8",
});
if (native.status !== 0) {
  console.error(native.stderr || "seega bench --search-json failed");
  process.exit(1);
}
const cases = native.stdout.trim().split("\n").map((line) => JSON.parse(line));

// ----- wasm in Chromium -----
const browser = await chromium.launch({
  executablePath: tool("chromium", process.env.CHROMIUM_PATH),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage();
const files = { "/pkg/seega.js": "text/javascript", "/pkg/seega_bg.wasm": "application/wasm" };
await page.route("http://bench.invalid/**", (route) => {
  const path = new URL(route.request().url()).pathname;
  if (path in files) {
    return route.fulfill({ contentType: files[path], body: readFileSync(join(pkg, path.slice("/pkg/".length))) });
  }
  return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>bench</title>" });
});
await page.route("http://bench.invalid/web/**", (route) => {
  const path = new URL(route.request().url()).pathname;
  const type = path.endsWith(".wasm") ? "application/wasm" : "text/javascript";
  return route.fulfill({ contentType: type, body: readFileSync(join(root, path.slice(1))) });
});
await page.goto("http://bench.invalid/");
const wasm = await page.evaluate(async (cases) => {
  const module = await import("/pkg/seega.js");
  await module.default({ module_or_path: "/pkg/seega_bg.wasm" });
  const results = [];
  for (const { setup, depth } of cases) {
    const [board, side] = setup.split(" ");
    const turn = side === "b" ? "black" : "white";
    const times = [];
    let nodes = 0;
    for (let run = 0; run < 3; run += 1) {
      const game = new module.Game({ board, turn });
      const start = performance.now();
      nodes = game.aiAnalyse({ depth }).nodes;
      times.push(performance.now() - start);
      game.free();
    }
    times.sort((a, b) => a - b);
    results.push({ nodes, ms: times[1] });
  }
  return results;
}, cases);

// ----- a game's review, in the worker -----
const gamesDir = join(root, "scripts", "bench-games");
const reviews = [];
for (const file of readdirSync(gamesDir).sort()) {
  const record = readFileSync(join(gamesDir, file), "utf8");
  const inWorker = await page.evaluate(async (record) => {
    const worker = new Worker("/web/ai/worker.js", { type: "module" });
    const start = performance.now();
    const review = await new Promise((done, fail) => {
      worker.onmessage = ({ data }) => (data.type === "done" ? done(data.result) : data.type === "error" ? fail(new Error(data.error.message)) : null);
      worker.onerror = (event) => fail(new Error(event.message));
      worker.postMessage({ id: 1, kind: "review", record });
    });
    const ms = performance.now() - start;
    worker.terminate();
    return { ms, turns: review.turns.length, depth: review.depth };
  }, record);
  const started = performance.now();
  const native = spawnSync("cargo", ["run", "-q", "-p", "seega-cli", "--release", "--", "analyse", join(gamesDir, file)], { cwd: root, env, encoding: "utf8" });
  const nativeMs = performance.now() - started;
  if (native.status !== 0) console.error(native.stderr);
  reviews.push({ file, ...inWorker, nativeMs });
}
await browser.close();

console.log(`search to depth ${cases[0].depth} on ${cases.length} 5x5 midgame positions, fresh table, median of 3 runs`);
console.log("  position                         nodes   native k nodes/s   wasm k nodes/s   native/wasm");
const ratios = [];
const rates = { native: [], wasm: [] };
cases.forEach((c, i) => {
  const w = wasm[i];
  const nativeRate = c.nodes / c.ms;
  const wasmRate = w.nodes / w.ms;
  ratios.push(nativeRate / wasmRate);
  rates.native.push(nativeRate);
  rates.wasm.push(wasmRate);
  const same = w.nodes === c.nodes ? "" : `  (wasm visited ${w.nodes})`;
  console.log(
    `  ${c.setup.padEnd(32)} ${String(c.nodes).padStart(7)} ${nativeRate.toFixed(0).padStart(18)} ${wasmRate.toFixed(0).padStart(16)} ${ratios[i].toFixed(2).padStart(13)}${same}`,
  );
});
console.log(
  `  median: native ${median(rates.native).toFixed(0)} k nodes/s, wasm ${median(rates.wasm).toFixed(0)} k nodes/s, native/wasm ${median(ratios).toFixed(2)}`,
);

console.log("\na game's review at the default depth: in the page's worker (wasm), and natively (seega analyse, the process included)");
for (const r of reviews) {
  console.log(
    `  ${r.file.padEnd(22)} ${String(r.turns).padStart(3)} turns, depth ${r.depth}: worker ${(r.ms / 1000).toFixed(1)} s, native ${(r.nativeMs / 1000).toFixed(1)} s, wasm/native ${(r.ms / r.nativeMs).toFixed(2)}`,
  );
}

// ----- the JavaScript API in Node: the whole engine (web/pkg/), and the page's engine without
// the computer player (web/pkg/rules/) where it has been built -----

/** The median of `runs` timings of `task`, in milliseconds, and its result. */
function timed(runs, task) {
  const times = [];
  let result;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    result = task();
    times.push(performance.now() - start);
  }
  return { ms: median(times), result };
}

/** A small deterministic generator, so every run plays the same games. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const rate = (n, ms) => `${Math.round(n / ms)}k/s`;
for (const [name, dir] of [["the whole engine, web/pkg/", pkg], ["the page's engine, web/pkg/rules/", join(pkg, "rules")]]) {
  if (!existsSync(join(dir, "seega.js"))) continue;
  const { initSync, Game } = await import(pathToFileURL(join(dir, "seega.js")).href);
  initSync({ module: readFileSync(join(dir, "seega_bg.wasm")) });
  // The page's engine has no perft (it is left out of it for weight): its speed is the plays'.
  const perftStart = "perft" in Game.prototype ? timed(3, () => new Game().perft(3)) : null;
  const rand = random(1);
  const games = timed(3, () => {
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
  console.log(`\nthe JavaScript API in Node, ${name} (median of 3)`);
  if (perftStart) console.log(`  perft(3) from the start: ${perftStart.result} turns in ${perftStart.ms.toFixed(0)} ms (${rate(perftStart.result, perftStart.ms)})`);
  console.log(`  50 random games: ${games.result} plays with state() in ${games.ms.toFixed(0)} ms (${rate(games.result, games.ms)})`);
}
