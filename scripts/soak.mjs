// The soak benchmark: a long session on the built site, many games against the computer at
// level 1 with a reload in the middle of every 50th game (tests/shared/soak.js), in headless
// Chromium (Playwright) and in Firefox and WebKit (WebdriverIO, as the journeys run them).
// Prints errors, whether every reload brought the game back, and the memory as it goes.
//   node scripts/soak.mjs [--games N] [--browser chromium|firefox|webkit]... [--reload-every N]
//                         [--seed S] [--sessions N]
// `npm run soak` builds the site and runs 1,000 games in Chromium and 200 in each other engine.
// With --sessions N, the games are shared among N sessions that run at once, each in a
// browser of its own with its own seed (a game mostly waits on the computer's pause, so they
// go nearly N times as fast); each session's memory is reported and bounded on its own.
// Exits 1 if any page error, console error or reload that changed the game was seen, or
// the memory broke its bounds (MEMORY_BOUNDS in tests/shared/soak.js).
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { launch } from "../tests/browsers/browsers.js";
import { reload as reloadWebDriver, ready as readyWebDriver, inPage } from "../tests/browsers/page.js";
import { siteCopy } from "../tests/browsers/servers.js";
import { recordWasmMemories, wasmMemoryBytes, workersMemory } from "../tests/shared/autoplay.js";
import { memoryBreaches, report, soak } from "../tests/shared/soak.js";
import { tool } from "../tests/shared/tools.js";

const { values } = parseArgs({
  options: {
    games: { type: "string" },
    browser: { type: "string", multiple: true },
    "reload-every": { type: "string", default: "50" },
    seed: { type: "string", default: "1" },
    sessions: { type: "string", default: "1" },
  },
});
const browsers = values.browser ?? ["chromium", "firefox", "webkit"];
const GAMES = { chromium: 1000, firefox: 200, webkit: 200 };
const reloadEvery = Number(values["reload-every"]);

/** A driver (tests/shared/soak.js) for headless Chromium through Playwright: the JS heap
 * after a garbage collection, and the wasm memories of the page and of the computer's worker. */
async function chromiumDriver(site) {
  const browser = await chromium.launch({
    executablePath: tool("chromium", process.env.CHROMIUM_PATH),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--js-flags=--expose-gc"],
  });
  // No service worker: it would answer the worker's script before the route below sees it.
  const context = await browser.newContext({ baseURL: site, reducedMotion: "reduce", serviceWorkers: "block" });
  await context.addInitScript(recordWasmMemories);
  await context.route(/\/assets\/worker-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${recordWasmMemories}\n${await response.text()}` });
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const ready = () => page.locator(".seega-app .board-wrap[data-board]").waitFor();
  return {
    async open(path) {
      await page.goto(path);
      await ready();
    },
    async reload() {
      await page.reload();
      await ready();
    },
    run: (fn, arg) => page.evaluate(fn, arg),
    async memory() {
      const jsHeap = await page.evaluate(() => {
        /** @type {any} */ (globalThis).gc?.();
        return /** @type {any} */ (performance).memory?.usedJSHeapSize ?? null;
      });
      return { jsHeap, wasmPage: await page.evaluate(wasmMemoryBytes), wasmWorker: await workersMemory(page) };
    },
    errors: () => errors,
    close: () => browser.close(),
  };
}

/** A driver for Firefox or WebKit through WebDriver: errors as the page's own handlers see
 * them once it has loaded (WebKit's WebDriver reports none itself); no memory figures. */
async function webDriver(name, site) {
  // A whole game runs in one script call, under the script timeout below.
  const browsers = await launch(/** @type {"firefox" | "webkit"} */ (name), { requestTimeoutMs: 330_000 });
  const browser = await browsers.session(site);
  // A whole game runs in one script call.
  await browser.setTimeout({ script: 300_000 });
  const errors = [];
  const listen = () =>
    browser.execute(() => {
      const seen = (/** @type {any} */ (window).__seegaErrors = []);
      window.addEventListener("error", (event) => seen.push(String(event.message)));
      window.addEventListener("unhandledrejection", (event) => seen.push(String(event.reason)));
      const error = console.error.bind(console);
      console.error = (...args) => {
        seen.push(args.map(String).join(" "));
        error(...args);
      };
    });
  const collect = async () => errors.push(...(await browser.execute(() => /** @type {any} */ (window).__seegaErrors ?? [])));
  return {
    async open(path) {
      await browser.url(path);
      await readyWebDriver(browser, inPage(browser));
      await listen();
    },
    async reload() {
      await collect();
      await reloadWebDriver(browser);
      await readyWebDriver(browser, inPage(browser));
      await listen();
    },
    // The function's source, wrapped here (the page's policy forbids building code there):
    // WebDriver runs the wrapper as its own script, the page's policy aside.
    run: (fn, arg) =>
      browser
        .executeAsync(
          // eslint-disable-next-line no-new-func
          /** @type {any} */ (new Function("arg", "done", `Promise.resolve((${fn})(arg)).then(done, (e) => done({ error: String(e && e.message || e) }));`)),
          arg,
        )
        .then((result) => {
          if (result && typeof result === "object" && "error" in result) throw new Error(result.error);
          return result;
        }),
    memory: async () => ({ jsHeap: null, wasmPage: null, wasmWorker: null }),
    errors: () => errors,
    async close() {
      await collect().catch(() => {});
      await browsers.close();
    },
  };
}

let failed = false;
const sessions = Math.max(1, Number(values.sessions));
for (const name of browsers) {
  // A copy of the built site, so that a build meanwhile changes nothing under the session.
  const site = await siteCopy();
  const games = Number(values.games ?? GAMES[name]);
  const started = Date.now();
  try {
    const results = await Promise.all(
      Array.from({ length: sessions }, async (_, index) => {
        const label = sessions > 1 ? `${name} ${index + 1}/${sessions}` : name;
        // Games shared out as evenly as they go; the first sessions take the remainder.
        const share = Math.floor(games / sessions) + (index < games % sessions ? 1 : 0);
        const driver = name === "chromium" ? await chromiumDriver(site.origin) : await webDriver(name, site.origin);
        try {
          const seed = Number(values.seed) + index * 104_729;
          const result = await soak(driver, { games: share, reloadEvery, seed, progress: (line) => console.error(`${label}: ${line}`) });
          return { label, result };
        } finally {
          await driver.close().catch(() => {});
        }
      }),
    );
    for (const { label, result } of results) {
      for (const line of report(label, result)) console.log(line);
      failed ||= result.errors.length > 0 || result.reloads.some((r) => !r.same) || memoryBreaches(result.samples).length > 0;
    }
    if (sessions > 1) {
      const seconds = (Date.now() - started) / 1000;
      const total = results.reduce((sum, { result }) => sum + result.games, 0);
      const errors = results.reduce((sum, { result }) => sum + result.errors.length, 0);
      const reloads = results.flatMap(({ result }) => result.reloads);
      console.log(
        `${name}, all ${sessions} sessions: ${total} games in ${seconds.toFixed(0)} s, ${errors} errors, ` +
          `${reloads.filter((r) => r.same).length} of ${reloads.length} reloads restored the game exactly`,
      );
    }
  } finally {
    await site.remove();
  }
}
process.exit(failed ? 1 : 0);
