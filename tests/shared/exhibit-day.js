// A gallery's day at the exhibit (`#exhibit`), its time simulated by Playwright's clock. The
// attract screen plays alone for a while; a visitor walks up, touches "Touch to play" in one
// of the four languages, chooses the computer (level 1) or a friend beside them, plays a few
// random legal turns in bouts with a pause to think between them, and walks away mid-game;
// some come back at "Still playing?" and keep playing, some walk away from the choice of
// opponent. The idle time runs out, the game is thrown away and the attract screen comes
// back. Every visitor is checked (a fresh game, in the language touched, nothing to scroll
// or zoom), and once every simulated hour, on the attract screen, the memory is sampled
// after a garbage collection: the JavaScript heap, the DOM's nodes and event listeners
// (Chrome's DevTools protocol) and the engine's WebAssembly memory. The kiosk's screen
// changes between 1180 × 820 and 1280 × 800 each hour.
// Plain functions: no test framework here (scripts/soak-exhibit.mjs and
// tests/e2e/exhibit-soak.spec.js).
import { autoplay, recordWasmMemories, wasmMemoryBytes } from "./autoplay.js";

/** The exhibit as a kiosk opens it: the visitor chooses the opponent; the computer at level 1. */
export const EXHIBIT_START = "/#exhibit&level=1";
/** The screens the kiosk is tried on, one hour each in turn. */
export const KIOSK_SCREENS = [
  { width: 1180, height: 820 },
  { width: 1280, height: 800 },
];
const LANGUAGES = ["en", "fr", "ar", "so"];
/** The exhibit's idle time (its default), and the "Still playing?" of its last 20 seconds. */
const IDLE_MS = 120_000;
const WARN_MS = 20_000;
const HOUR_MS = 3_600_000;

/** A small seeded generator, so that a day can be played again. @param {number} seed */
function generator(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What a visitor's wheel, keys and pinch can do to the page, in the page: nothing, if the
 * page neither scrolls nor zooms. */
function stillness() {
  const wheel = new WheelEvent("wheel", { ctrlKey: true, deltaY: -100, bubbles: true, cancelable: true });
  document.body.dispatchEvent(wheel);
  const key = new KeyboardEvent("keydown", { key: "+", ctrlKey: true, bubbles: true, cancelable: true });
  document.body.dispatchEvent(key);
  const root = document.documentElement;
  const exhibit = document.querySelector(".exhibit");
  return {
    scrollX,
    scrollY,
    // The document no larger than the screen: nothing to scroll to.
    overflowX: Math.max(0, root.scrollWidth - innerWidth),
    overflowY: Math.max(0, root.scrollHeight - innerHeight),
    scale: visualViewport?.scale ?? 1,
    zoomByWheel: !wheel.defaultPrevented,
    zoomByKey: !key.defaultPrevented,
    // A pinch and a double tap: touch-action leaves only panning to the browser.
    touchAction: exhibit ? getComputedStyle(exhibit).touchAction : null,
  };
}

/** What `stillness` finds on a kiosk that neither scrolls nor zooms. */
export const STILL = { scrollX: 0, scrollY: 0, overflowX: 0, overflowY: 0, scale: 1, zoomByWheel: false, zoomByKey: false, touchAction: "pan-x pan-y" };

/**
 * Simulates `hours` hours of a gallery on `page` (a Chromium page through Playwright, not yet
 * opened). Resolves with `{ hours, seconds, visitors, samples, problems, errors }`: a sample
 * before the day (hour 0, after a visitor in each language) and one per simulated hour
 * `{ hour, screen, heap, nodes, listeners, documents, wasm, visitors }`, and each thing seen to
 * go wrong as a sentence.
 * @param {import("@playwright/test").Page} page
 * @param {{ hours: number, seed?: number, attractMs?: number, progress?: (line: string) => void, verbose?: boolean }} options
 *   `attractMs`: how much of each wait between visitors the attract screen plays turn by
 *   turn (all of it by default); the rest of the wait the clock jumps
 *   `verbose`: a line of progress for every visitor too, with the real time it took
 */
export async function exhibitDay(page, { hours, seed = 1, attractMs = Number.POSITIVE_INFINITY, progress = () => {}, verbose = false }) {
  const started = Date.now();
  const random = generator(seed);
  const pick = (/** @type {any[]} */ list) => list[Math.floor(random() * list.length)];
  const between = (/** @type {number} */ low, /** @type {number} */ high) => low + Math.floor(random() * (high - low + 1));
  const errors = [];
  const problems = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.setViewportSize(KIOSK_SCREENS[0]);
  await page.addInitScript(recordWasmMemories);
  await page.clock.install();
  await page.goto(EXHIBIT_START);
  const attract = page.locator(".exhibit-attract");
  await attract.waitFor();
  const cdp = await page.context().newCDPSession(page);
  let simulated = 0;
  const run = async (/** @type {number} */ ms) => {
    await page.clock.runFor(ms);
    simulated += ms;
  };
  /** Waits, in real time, for a condition in the page (the clock keeps ticking meanwhile). */
  const until = (/** @type {string} */ what, /** @type {() => boolean} */ condition) =>
    page.waitForFunction(condition, undefined, { timeout: 30_000 }).catch(() => {
      throw new Error(`at ${(simulated / HOUR_MS).toFixed(2)} h: ${what}`);
    });
  const attractShown = () => until("the attract screen came back", () => !document.querySelector(".exhibit-attract")?.hidden && !document.querySelector(".seega-app") && !!document.querySelector(".exhibit-still")?.hidden);
  const checkStill = async (/** @type {string} */ where) => {
    const screen = page.viewportSize() ?? KIOSK_SCREENS[0];
    await page.mouse.move(screen.width / 2, screen.height / 2);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("PageDown");
    const found = await page.evaluate(stillness);
    if (JSON.stringify(found) !== JSON.stringify(STILL)) problems.push(`${where}: the page could move: ${JSON.stringify(found)}`);
  };
  const sample = async (/** @type {number} */ hour, /** @type {number} */ visitors) => {
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    const counters = await cdp.send("Memory.getDOMCounters");
    const wasm = await page.evaluate(wasmMemoryBytes);
    const screen = page.viewportSize();
    return { hour, screen: `${screen?.width}×${screen?.height}`, heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners, documents: counters.documents, wasm, visitors };
  };

  /** One visitor, from the attract screen back to it (number 0: before the day, in `chosen`
   * language and against `against`).
   * @param {number} number @param {string} [chosen] @param {"computer" | "human"} [against] */
  const visit = async (number, chosen, against) => {
    const where = number === 0 ? `before the day, a visitor in ${chosen}` : `visitor ${number} (${(simulated / HOUR_MS).toFixed(2)} h)`;
    const lang = chosen ?? pick(LANGUAGES);
    await page.locator(`.exhibit-start[data-lang="${lang}"]`).click();
    const choice = page.locator(".exhibit-choose");
    await choice.waitFor();
    if ((await choice.getAttribute("lang")) !== lang) problems.push(`${where}: the choice is not in ${lang}`);
    if (!against && random() < 0.1) {
      // Away before choosing: the choice gives way to the attract screen.
      await run(IDLE_MS + 1000);
      await attractShown();
      return;
    }
    const opponent = against ?? (random() < 0.5 ? "computer" : "human");
    await choice.locator(`.exhibit-opponent[data-opponent="${opponent}"]`).click();
    await until(`${where}: the game did not start`, () => !!document.querySelector(".exhibit-game .seega-app[data-exhibit] .board-wrap[data-legal]"));
    const app = page.locator(".exhibit-game .seega-app[data-exhibit]");
    if ((await app.getAttribute("lang")) !== lang) problems.push(`${where}: the game is not in ${lang}`);
    // A fresh game: nothing played but the start.
    const turns = await app.locator(".moves .move-button").count();
    if (turns !== 1) problems.push(`${where}: the game met had ${turns - 1} turns played`);
    await checkStill(`${where}, the game`);
    let over = false;
    let comeBacks = random() < 0.3 ? 1 : 0;
    for (;;) {
      for (let bout = between(1, 3); bout > 0 && !over; bout -= 1) {
        // A while to think, then a few turns, and a touch of the page (the turns' clicks are
        // the board's own, which the idle timer does not see).
        await run(between(5, 60) * 1000);
        const played = await page.evaluate(autoplay, { seed: Math.floor(random() * 2 ** 31), stopAfter: between(1, 3), timeoutMs: 25_000 });
        over = played.over;
        await app.locator(".status").first().click();
      }
      if (over || comeBacks === 0) break;
      // Away, and back at "Still playing?": "Keep playing".
      comeBacks -= 1;
      await run(IDLE_MS - WARN_MS + 1000);
      await until(`${where}: no "Still playing?"`, () => !document.querySelector(".exhibit-still")?.hidden);
      await page.locator(".exhibit-keep").click();
      await until(`${where}: "Keep playing" did not keep the game`, () => !!document.querySelector(".exhibit-still")?.hidden && !!document.querySelector(".exhibit-game .seega-app"));
    }
    // Walking away: "Still playing?" counts down, then the attract screen.
    if (over) await run(30_000 + 1000);
    else {
      await run(IDLE_MS - WARN_MS + 1000);
      await until(`${where}: no "Still playing?"`, () => !document.querySelector(".exhibit-still")?.hidden);
      await run(WARN_MS);
    }
    await attractShown();
  };

  // Before the day, a visitor in each language, against the computer and a friend by turns:
  // each language's first game keeps a few of its nodes for the next (5 in Chromium).
  for (const [index, lang] of LANGUAGES.entries()) await visit(0, lang, index % 2 === 0 ? "computer" : "human");
  simulated = 0;
  const samples = [await sample(0, 0)];
  let visitors = 0;
  let hour = 0;
  while (hour < hours) {
    // The attract screen alone until the next visitor, playing.
    // The attract screen's board counts its changes meanwhile (a game's end can bring back the
    // empty board it started from).
    await page.evaluate(() => {
      const canvas = /** @type {HTMLElement} */ (document.querySelector(".exhibit-attract canvas"));
      canvas.dataset.soakChanges = "0";
      const seen = new MutationObserver(() => {
        canvas.dataset.soakChanges = String(Number(canvas.dataset.soakChanges) + 1);
        if (Number(canvas.dataset.soakChanges) >= 1) seen.disconnect();
      });
      seen.observe(canvas, { attributes: true, attributeFilter: ["data-board"] });
    });
    const alone = between(1, 10);
    const timed = Date.now();
    // Each of the attract screen's timers fired in turn (the clock's runFor takes about a
    // frame of real time for each), or only the first `attractMs` of it and the rest jumped.
    if (alone * 60_000 <= attractMs) await run(alone * 60_000);
    else {
      await run(attractMs);
      await page.clock.fastForward(alone * 60_000 - attractMs);
      simulated += alone * 60_000 - attractMs;
    }
    if ((await attract.locator("canvas").getAttribute("data-soak-changes")) === "0") problems.push(`at ${(simulated / HOUR_MS).toFixed(2)} h: the attract screen stood still`);
    const visited = Date.now();
    visitors += 1;
    await visit(visitors);
    await checkStill(`after visitor ${visitors}, the attract screen`);
    if (verbose) progress(`visitor ${visitors} at ${(simulated / HOUR_MS).toFixed(2)} h: the attract screen alone ${alone} min (${Date.now() - timed - (Date.now() - visited)} ms), the visit ${Date.now() - visited} ms`);
    while (simulated >= (hour + 1) * HOUR_MS && hour < hours) {
      hour += 1;
      const taken = await sample(hour, visitors);
      samples.push(taken);
      progress(`${hour} h simulated in ${Math.round((Date.now() - started) / 1000)} s: ${visitors} visitors, heap ${(taken.heap / 2 ** 20).toFixed(2)} MiB, ${taken.nodes} nodes, ${taken.listeners} listeners, ${errors.length} errors, ${problems.length} problems`);
      // The next hour on the other screen.
      await page.setViewportSize(KIOSK_SCREENS[hour % KIOSK_SCREENS.length]);
    }
  }
  return { hours, seconds: (Date.now() - started) / 1000, visitors, samples, problems, errors };
}

/** The bounds a day's samples must keep, against the first hour's (the warm-up before the day
 * loads the game's modules and each language's words, and the first hour brings the other
 * first uses: "Still playing?", "Keep playing", a choice walked away from; Chromium keeps a few
 * nodes of each, 137 at hour 0 and 142 at hour 1): the same event listeners on the attract
 * screen every hour and the same DOM nodes give or take `nodeSlack` (the count moves by one
 * between samples, by the attract game's moment), the engine's memory within 256 KiB of the
 * first hour's (its allocator grows 64 KiB at a time), and the JavaScript heap within 1 MiB
 * and 10 % of it. */
export const DAY_BOUNDS = { nodeSlack: 2, wasmSlack: 256 * 1024, heapFactor: 1.1, heapSlack: 2 ** 20 };

/** The samples that break DAY_BOUNDS, as sentences; none when all keep them. */
export function dayBreaches(samples) {
  const first = samples.find((s) => s.hour === 1) ?? samples[0];
  if (!first) return [];
  return samples.filter((s) => s.hour >= first.hour).flatMap((s) => [
    ...(Math.abs(s.nodes - first.nodes) > DAY_BOUNDS.nodeSlack ? [`hour ${s.hour}: ${s.nodes} DOM nodes, ${first.nodes} at hour ${first.hour}`] : []),
    ...(s.listeners !== first.listeners ? [`hour ${s.hour}: ${s.listeners} event listeners, ${first.listeners} at hour ${first.hour}`] : []),
    ...(s.wasm > first.wasm + DAY_BOUNDS.wasmSlack ? [`hour ${s.hour}: the engine's memory grew to ${s.wasm} bytes from ${first.wasm}`] : []),
    ...(s.heap > first.heap * DAY_BOUNDS.heapFactor + DAY_BOUNDS.heapSlack ? [`hour ${s.hour}: the JS heap is ${s.heap} bytes, ${first.heap} at hour ${first.hour}`] : []),
  ]);
}

/** The day's report as lines of text. */
export function dayReport(result) {
  const mib = (/** @type {number} */ bytes) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;
  const breaches = dayBreaches(result.samples);
  return [
    `exhibit: ${result.hours} simulated hours in ${result.seconds.toFixed(0)} s, ${result.visitors} visitors`,
    `  page or console errors: ${result.errors.length}${result.errors.length ? `: ${result.errors.slice(0, 5).join(" | ")}` : ""}`,
    `  problems: ${result.problems.length}${result.problems.length ? `: ${result.problems.slice(0, 5).join(" | ")}` : ""}`,
    "  hour  screen     visitors  JS heap     DOM nodes  listeners  documents  wasm",
    ...result.samples.map((s) => `  ${String(s.hour).padStart(4)}  ${s.screen.padEnd(9)}  ${String(s.visitors).padStart(8)}  ${mib(s.heap).padStart(10)}  ${String(s.nodes).padStart(9)}  ${String(s.listeners).padStart(9)}  ${String(s.documents).padStart(9)}  ${mib(s.wasm)}`),
    `  memory within its bounds: ${breaches.length === 0 ? "yes" : breaches.join("; ")}`,
  ];
}
