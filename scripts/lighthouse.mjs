// `npm run lighthouse`: Lighthouse's mobile audit (slow 4G, a four times slower CPU, all
// simulated) of the built site, served by `serve` with dist/serve.json's headers as it would be
// deployed, in Debian's Chromium (target/tools/bin/chromium, verified by scripts/setup.sh).
// Lighthouse is pinned in scripts/lighthouse/ (its own package and lock, installed there on
// first use), apart from the test dependencies. Nothing is asserted: it prints each page's
// scores and metrics, the median of several runs (`--runs N`, 3 by default), for docs/build.md.
//
//   node scripts/lighthouse.mjs [--runs N] [--skip-build] [--site DIR] [--only PATH] [--json FILE] [--detail]
//
// --site serves another built site than dist/ (and skips the build); --only audits one page;
// --detail prints, from each page's last run, the main thread's long tasks and its time by script.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tool } from "../tests/shared/tools.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const here = join(root, "scripts", "lighthouse");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const runs = Number(option("--runs", 3));

/** The pages audited, with the categories that matter for each. */
const PAGES = [
  ["the page", "/"],
  ["the lesson", "/#learn"],
  ["the puzzles", "/#puzzles"],
  ["the element (embed.html)", "/embed.html"],
];
const METRICS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
  ["SI", "speed-index", "ms"],
  ["bytes", "total-byte-weight", "KiB"],
];

const version = JSON.parse(readFileSync(join(here, "package.json"), "utf8")).dependencies.lighthouse;
const installed = join(here, "node_modules", "lighthouse", "package.json");
if (!existsSync(installed) || JSON.parse(readFileSync(installed, "utf8")).version !== version) {
  console.log(`installing Lighthouse ${version} into scripts/lighthouse/ (npm ci)`);
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error", "--engine-strict=false"], { cwd: here, stdio: "inherit" });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
}
const lighthouse = (await import(pathToFileURL(join(here, "node_modules", "lighthouse", "core", "index.js")).href)).default;
const chromeLauncher = await import(pathToFileURL(join(here, "node_modules", "chrome-launcher", "dist", "index.js")).href);

const site = option("--site", null);
if (!args.includes("--skip-build") && !site) {
  const build = spawnSync("node", [join(root, "scripts", "build.mjs")], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
    probe.close(() => resolve(port));
  });
});
const server = spawn(tool("serve"), [site ?? "dist", "--listen", `tcp://127.0.0.1:${port}`, "--no-clipboard", "--no-request-logging"], {
  cwd: root,
  env: { ...process.env, NO_UPDATE_CHECK: "1" },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    if (tries > 100) throw new Error("serve did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
try {
  const only = option("--only", null);
  for (const [name, path] of PAGES.filter(([, path]) => !only || path === only)) {
    const reports = [];
    for (let run = 0; run < runs; run++) {
      // A new browser a run: nothing cached, no service worker from the run before.
      const chrome = await chromeLauncher.launch({
        chromePath: tool("chromium", process.env.CHROMIUM_PATH),
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
      });
      try {
        const { lhr } = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
        if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        reports.push(lhr);
      } finally {
        await chrome.kill();
      }
    }
    const score = (key) => median(reports.map((lhr) => Math.round((lhr.categories[key]?.score ?? 0) * 100)));
    const metric = (id) => median(reports.map((lhr) => lhr.audits[id].numericValue));
    const row = {
      name,
      path,
      scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
      each: reports.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
      metrics: Object.fromEntries(METRICS.map(([label, id]) => [label, metric(id)])),
      blocking: reports.at(-1).audits["render-blocking-insight"]?.details?.items?.map((item) => item.url.replace(base, "")) ?? [],
      lcpElement: reports.at(-1).audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
    };
    results.push(row);
    const shown = METRICS.map(([label, , unit]) => {
      const value = row.metrics[label];
      if (unit === "KiB") return `${label} ${(value / 1024).toFixed(1)} KiB`;
      if (unit === "ms") return `${label} ${Math.round(value)} ms`;
      return `${label} ${value.toFixed(3)}`;
    });
    console.log(`${name} (${path}), Lighthouse ${version} mobile, median of ${runs}:`);
    console.log(`  performance ${row.scores.performance} (runs: ${row.each.join(", ")}), accessibility ${row.scores.accessibility}, best practices ${row.scores["best-practices"]}, SEO ${row.scores.seo}`);
    console.log(`  ${shown.join(", ")}`);
    if (row.lcpElement) console.log(`  largest paint: ${row.lcpElement}`);
    if (row.blocking.length) console.log(`  render-blocking: ${row.blocking.join(", ")}`);
    if (args.includes("--detail")) {
      const last = reports.at(-1);
      const where = (url) => (url ?? "").replace(base, "") || "(the page)";
      for (const task of last.audits["long-tasks"]?.details?.items ?? []) console.log(`  long task: ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms, ${where(task.url)}`);
      for (const item of (last.audits["bootup-time"]?.details?.items ?? []).slice(0, 6)) console.log(`  main thread: ${where(item.url)} ${Math.round(item.total)} ms (scripting ${Math.round(item.scripting)}, parsing ${Math.round(item.scriptParseCompile)})`);
      const work = (last.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
      console.log(`  main thread by kind: ${work.join(", ")}`);
    }
  }
} finally {
  server.kill();
}
const out = option("--json", null);
if (out) writeFileSync(out, JSON.stringify(results, null, 2));
