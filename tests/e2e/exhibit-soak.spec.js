import { expect, test } from "./fixtures.js";
import { recordWasmMemories, wasmMemoryBytes } from "../shared/autoplay.js";

// The exhibit's soak: a kiosk's day, its time simulated by Playwright's clock. Cycles of the
// attract screen playing alone for 13 minutes, then a visitor who plays two turns and walks
// away, the "Still playing?" that counts down the idle time's last 20 seconds, and the idle
// time (2 minutes, the default) that brings the attract screen back. Every cycle, the kiosk
// can be neither scrolled nor zoomed (a wheel, Ctrl and the wheel, Ctrl and +, Page Down).
// Nothing may go wrong: no page or console error, the attract screen always comes back, each
// visitor meets a fresh game, and the memory (the page's JavaScript heap after a garbage
// collection, the engine's WebAssembly memory) stops growing. The figures are printed and
// attached to the test's report. SEEGA_EXHIBIT_HOURS sets the hours simulated (1 by default, about 100 s here; docs/embed.md gives a longer run).

const HOURS = Number(process.env.SEEGA_EXHIBIT_HOURS ?? 1);
const ATTRACT_MS = 13 * 60_000;
const IDLE_MS = 120_000;

test.use({ reducedMotion: "reduce", serviceWorkers: "block" });
// About 100 s a simulated hour here; room for a loaded machine.
test.setTimeout(Math.max(20, HOURS * 4) * 60_000);

test(`the exhibit over ${HOURS} simulated hours: no error, a fresh game for every visitor, memory that does not grow`, async ({ page }) => {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.addInitScript(recordWasmMemories);
  await page.clock.install();
  await page.goto("/#exhibit&opponent=human");
  const attract = page.locator(".exhibit-attract");
  await expect(attract).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  // What a visitor's wheel and keys do to the page: nothing.
  const STILL = { scrollX: 0, scrollY: 0, scale: 1, zoomByWheel: false, zoomByKey: false };
  const fixed = async () => {
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("PageDown");
    return page.evaluate(() => {
      const wheel = new WheelEvent("wheel", { ctrlKey: true, deltaY: -100, bubbles: true, cancelable: true });
      document.body.dispatchEvent(wheel);
      const key = new KeyboardEvent("keydown", { key: "+", ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(key);
      return { scrollX, scrollY, scale: visualViewport?.scale ?? 1, zoomByWheel: !wheel.defaultPrevented, zoomByKey: !key.defaultPrevented };
    });
  };
  const samples = [];
  const cycles = Math.max(1, Math.round((HOURS * 3_600_000) / (ATTRACT_MS + IDLE_MS)));
  const started = Date.now();
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    // The attract screen alone, the computer playing itself.
    const before = await attract.locator("canvas").getAttribute("data-board");
    await page.clock.runFor(ATTRACT_MS);
    expect(await attract.locator("canvas").getAttribute("data-board"), `cycle ${cycle}: the attract screen plays`).not.toBe(before);
    // A visitor: a fresh game, two turns, and away.
    await attract.locator(".exhibit-start").first().click();
    const app = page.locator(".exhibit-game .seega-app[data-exhibit]");
    await expect(app.locator(".moves .move-button")).toHaveCount(1);
    for (const cell of ["a1", "b1", "e5", "d5"]) await app.locator(`[data-cell="${cell}"]`).click();
    await expect(app.locator(".moves .move-button")).toHaveCount(3);
    expect(await fixed(), `cycle ${cycle}: the visitor's game`).toEqual(STILL);
    await page.clock.runFor(IDLE_MS - 19_000);
    await expect(page.locator(".exhibit-still"), `cycle ${cycle}: still playing?`).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(page.locator(".exhibit-still")).toBeHidden();
    await expect(attract).toBeVisible();
    await expect(page.locator(".seega-app")).toHaveCount(0);
    expect(await fixed(), `cycle ${cycle}: the attract screen`).toEqual(STILL);
    samples.push({ hours: ((cycle + 1) * (ATTRACT_MS + IDLE_MS)) / 3_600_000, heap: await heap(), wasm: await page.evaluate(wasmMemoryBytes) });
  }
  const report = samples.map((s) => `${s.hours.toFixed(2)} h: heap ${(s.heap / 2 ** 20).toFixed(2)} MiB, wasm ${(s.wasm / 2 ** 20).toFixed(2)} MiB`).join("\n");
  console.log(`exhibit soak, ${cycles} cycles (${HOURS} h simulated) in ${((Date.now() - started) / 1000).toFixed(0)} s:\n${report}`);
  test.info().annotations.push({ type: "exhibit soak", description: report });
  expect(errors).toEqual([]);
  // From the second cycle on (the first loads the game's modules), the heap stays within 2 MiB
  // and 25 % of where it was, and the engine's memory does not grow.
  const settled = samples.slice(1);
  if (settled.length > 1) {
    const first = settled[0];
    for (const sample of settled) {
      expect(sample.heap, `${sample.hours} h`).toBeLessThan(first.heap * 1.25 + 2 * 2 ** 20);
      expect(sample.wasm, `${sample.hours} h`).toBeLessThanOrEqual(first.wasm);
    }
  }
});
