// Times the endgame tables' build in WebAssembly (the module npm run build makes, run by
// Node), a group at a time, for the presets named on the command line (classic by default).
// The CPU time is the figure to compare with `seega tablebase` natively: on a shared machine
// the wall-clock time also counts the time spent waiting for a core.
import { readFileSync } from "node:fs";

const pkg = new URL("../web/pkg/", import.meta.url);
const { initSync, Tablebase } = await import(new URL("seega.js", pkg).href);
initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

for (const preset of process.argv.slice(2).length ? process.argv.slice(2) : ["classic"]) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const tables = new Tablebase({ preset });
  const groups = [];
  for (let more = true; more; ) {
    const start = process.cpuUsage();
    more = tables.buildNext();
    groups.push((process.cpuUsage(start).user / 1e6).toFixed(2));
  }
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${preset}: ${tables.bytes().length} positions, ${seconds.toFixed(1)} s of CPU ` +
      `(${((performance.now() - wall) / 1000).toFixed(1)} s wall); groups, fewest stones first: ${groups.join(" ")} s`,
  );
  tables.free();
}
