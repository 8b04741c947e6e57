// The exhibit's soak: a gallery's day at the page's `#exhibit` on the built site, its time
// simulated by Playwright's clock (tests/shared/exhibit-day.js), in headless Chromium. Prints
// a line each simulated hour, then the errors, the problems seen and a table of the memory
// sampled each hour (the JS heap after a garbage collection, the DOM's nodes and event
// listeners, the engine's WebAssembly memory).
//   node scripts/soak-exhibit.mjs [--hours N] [--seed S] [--attract-seconds N] [--verbose]
// (`--attract-seconds`: the attract screen plays only the first N seconds of each wait between
// visitors turn by turn, and the clock jumps the rest; `--verbose`: a line for each visitor.)
// `npm run soak:exhibit` builds the site and simulates 24 hours. Exits 1 if any page error,
// console error or problem was seen, or the memory broke its bounds (DAY_BOUNDS).
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { siteCopy } from "../tests/browsers/servers.js";
import { dayBreaches, dayReport, exhibitDay } from "../tests/shared/exhibit-day.js";
import { tool } from "../tests/shared/tools.js";

const { values } = parseArgs({
  options: {
    hours: { type: "string", default: "24" },
    seed: { type: "string", default: "1" },
    "attract-seconds": { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
// A copy of the built site, so that a build meanwhile changes nothing under the soak.
const site = await siteCopy();
const browser = await chromium.launch({
  executablePath: tool("chromium", process.env.CHROMIUM_PATH),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
let failed = true;
try {
  // No service worker: the soak measures the page, and a fresh copy of the site each run.
  const context = await browser.newContext({ baseURL: site.origin, reducedMotion: "reduce", serviceWorkers: "block" });
  const page = await context.newPage();
  const result = await exhibitDay(page, { hours: Number(values.hours), seed: Number(values.seed), attractMs: values["attract-seconds"] === undefined ? Number.POSITIVE_INFINITY : Number(values["attract-seconds"]) * 1000, progress: (line) => console.error(line), verbose: values.verbose });
  for (const line of dayReport(result)) console.log(line);
  failed = result.errors.length > 0 || result.problems.length > 0 || dayBreaches(result.samples).length > 0;
} finally {
  await browser.close();
  await site.remove();
}
process.exit(failed ? 1 : 0);
