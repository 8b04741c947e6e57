// The soak: many games against the computer on the real page, as one long session, with a
// reload now and then in the middle of a game. Whatever drives the browser gives a driver:
//   open(path)       goes to `path` and waits for the board
//   reload()         reloads the page and waits for the board
//   run(fn, arg)     runs an async function of tests/shared/autoplay.js in the page
//   memory()         { jsHeap, wasmPage, wasmWorker } in bytes, each null where not measured
//   errors()         the page's errors and console errors so far
// Plain functions: no test framework here (scripts/soak.mjs and tests/e2e/soak.spec.js).
import { autoplay, playAgain, snapshot } from "./autoplay.js";
import { record } from "./game.js";

/** A new game against the computer at level 1 (the quickest), the visitor playing black. */
export const SOAK_START = `/#${new URLSearchParams({ record: record([]), opponent: "computer", level: "1", human: "black" })}`;

/**
 * Plays `games` games, one after another, reloading in the middle of every `reloadEvery`th
 * game and checking that the reload brought back the game exactly. Samples the memory after
 * `sampleEvery` games and before each reload. Resolves with
 * `{ games, seconds, samples: [{ game, jsHeap, wasmPage, wasmWorker }], reloads: [{ game, same, before, after }], errors }`.
 * @param {{ open(path: string): Promise<void>, reload(): Promise<void>, run(fn: Function, arg?: any): Promise<any>,
 *   memory(): Promise<{ jsHeap: number | null, wasmPage: number | null, wasmWorker: number | null }>, errors(): string[] }} driver
 * @param {{ games: number, reloadEvery?: number, sampleEvery?: number, seed?: number, progress?: (line: string) => void }} options
 */
export async function soak(driver, { games, reloadEvery = 50, sampleEvery = 10, seed = 1, progress = () => {} }) {
  const started = Date.now();
  const samples = [];
  const reloads = [];
  await driver.open(SOAK_START);
  for (let game = 1; game <= games; game += 1) {
    const gameSeed = seed * 1_000_003 + game * 7919;
    if (game % reloadEvery === 0) {
      // A reload in the middle of this game, on the visitor's turn.
      await driver.run(autoplay, { seed: gameSeed, stopAfter: 9 });
      const before = await driver.run(snapshot);
      await driver.reload();
      const after = await driver.run(snapshot);
      reloads.push({ game, same: JSON.stringify(before) === JSON.stringify(after), before, after });
    }
    // A game on a loaded machine (several sessions, WebKit) may take minutes: its own limit is
    // under the drivers' script timeout (300 s).
    const result = await driver.run(autoplay, { seed: gameSeed + 1, timeoutMs: 280_000 });
    if (!result.over) throw new Error(`game ${game} did not end: ${JSON.stringify(result)}`);
    // Before the reload that the next game starts with, and every `sampleEvery` games.
    if (game % sampleEvery === 0 || (game + 1) % reloadEvery === 0 || game === games) {
      const sample = { game, ...(await driver.memory()) };
      samples.push(sample);
      const restored = reloads.filter((r) => r.same).length;
      progress(`${game} games, ${Math.round((Date.now() - started) / 1000)} s, ${driver.errors().length} errors, ${restored}/${reloads.length} reloads restored, memory ${JSON.stringify(sample)}`);
    }
    if (game < games) await driver.run(playAgain);
  }
  return { games, seconds: (Date.now() - started) / 1000, samples, reloads, errors: driver.errors() };
}

/** The bounds the memory must keep over a session (the reloads start each page afresh, so a
 * leak shows as growth between reloads): the page's wasm memory, which holds one game, within
 * 512 KiB of its first sample (the allocator grows it 64 KiB at a time); the workers', under
 * 224 MiB: the search's worker holds its 16 MiB table and the endgame tables it was given
 * (about 45 MiB in all), and a worker building the tables reaches 135 MiB while it builds
 * (it ends when they are built, and one builds at a time), so a tables worker left behind
 * breaks it (a search worker left behind shows as a step of about 45 MiB in the report);
 * the JS heap, where measured, under twice its first sample. */
export const MEMORY_BOUNDS = { wasmPageGrowth: 512 * 1024, wasmWorkers: 224 * 2 ** 20, jsHeapFactor: 2 };

/** The samples that break MEMORY_BOUNDS, as sentences; none when all keep them. */
export function memoryBreaches(samples) {
  const first = samples[0] ?? {};
  return samples.flatMap((s) => [
    ...(s.wasmPage !== null && first.wasmPage !== null && s.wasmPage - first.wasmPage > MEMORY_BOUNDS.wasmPageGrowth ? [`game ${s.game}: the page's wasm memory grew to ${s.wasmPage} bytes from ${first.wasmPage}`] : []),
    ...(s.wasmWorker !== null && s.wasmWorker > MEMORY_BOUNDS.wasmWorkers ? [`game ${s.game}: the workers' wasm memory is ${s.wasmWorker} bytes`] : []),
    ...(s.jsHeap !== null && first.jsHeap !== null && s.jsHeap > MEMORY_BOUNDS.jsHeapFactor * first.jsHeap ? [`game ${s.game}: the JS heap is ${s.jsHeap} bytes, from ${first.jsHeap}`] : []),
  ]);
}

/** The soak's report as lines of text. */
export function report(name, result) {
  const mib = (bytes) => (bytes === null || bytes === undefined ? "-" : `${(bytes / 2 ** 20).toFixed(1)} MiB`);
  const failed = result.reloads.filter((r) => !r.same);
  const lines = [
    `${name}: ${result.games} games in ${result.seconds.toFixed(0)} s (${(result.seconds / result.games).toFixed(2)} s a game)`,
    `  errors: ${result.errors.length}${result.errors.length ? `: ${result.errors.slice(0, 5).join(" | ")}` : ""}`,
    `  reloads in the middle of a game: ${result.reloads.length}, the game restored exactly: ${result.reloads.length - failed.length}`,
    "  game   JS heap    wasm (page)  wasm (workers)",
    ...result.samples.map((s) => `  ${String(s.game).padStart(4)}   ${mib(s.jsHeap).padStart(8)}   ${mib(s.wasmPage).padStart(11)}   ${mib(s.wasmWorker).padStart(13)}`),
  ];
  const breaches = memoryBreaches(result.samples);
  lines.push(`  memory within its bounds: ${breaches.length === 0 ? "yes" : breaches.join("; ")}`);
  for (const r of failed.slice(0, 3)) lines.push(`  game ${r.game} came back different:`, `    before ${JSON.stringify(r.before)}`, `    after  ${JSON.stringify(r.after)}`);
  return lines;
}
