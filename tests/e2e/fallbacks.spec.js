import { expect, test } from "./fixtures.js";
import { PLACEMENT, openApp, record, shareLink, status } from "./game-helpers.js";
import { GAME } from "../pages/driver.js";

// A fallback is a failure reported (web/shared/fallbacks.js). The computer's worker refused
// (a host's build that left its file out, a policy that refuses it): the computer still plays,
// on the page's thread, and the console, the element's host and the settings dialog all hear
// why. The fixture (tests/e2e/fixtures.js) fails these tests if the worker's fallback is not
// reported, and every other test if it is.

// The offline service worker, once it has taken over the page (its first visit's install
// claims it), would serve the worker's module from its cache, where the route below cannot
// refuse it: these tests are of a page without one.
test.use({ fallbacks: ["worker"], serviceWorkers: "block" });

/** Refuses every request for the computer's worker, as a build that left it out does. */
const refuseWorker = (page) => page.route(/\/worker-[\w-]+\.js(\?.*)?$/, (route) => route.fulfill({ status: 404, body: "" }));

test("the page: the computer plays on the page's thread, and the console and the settings say so", async ({ page }) => {
  await refuseWorker(page);
  const warnings = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  // White to move against the computer at level 1: it answers at once.
  await openApp(page, shareLink(record(PLACEMENT.slice(0, 3)), { opponent: "computer", level: "1", human: "black" }));
  await expect(page.locator(".seega-app .moves .move:not(.start)")).toHaveCount(4, { timeout: 20_000 });
  await expect(status(page)).toContainText("Black");
  expect(warnings.filter((text) => text.startsWith('Seega fallback "worker"'))).toHaveLength(1);
  expect(warnings.find((text) => text.startsWith('Seega fallback "worker"'))).toMatch(/could not start its worker/);
  const marks = await page.evaluate(() => performance.getEntriesByType("mark").map((mark) => mark.name));
  expect(marks).toContain("seega-fallback worker");
  await page.locator(".seega-app .settings-button").click();
  const line = page.locator(".prefs-dialog .prefs-degraded li");
  await expect(line).toHaveText("The computer thinks on this page’s own thread here: the page may pause while it does.");
  await page.screenshot({ path: "tests/screenshots/settings-degraded.png" });
});

test("a host page: the element tells its host with a degraded event", async ({ page }) => {
  await refuseWorker(page);
  await page.addInitScript(() => {
    /** @type {any} */ (window).degraded = [];
    document.addEventListener("degraded", (event) => /** @type {any} */ (window).degraded.push(/** @type {CustomEvent} */ (event).detail));
  });
  await page.goto(`${GAME}/pages/host.html`);
  const second = page.locator("#second");
  await second.evaluate((element) => /** @type {any} */ (element).ready);
  // The second element plays against the computer: black's first turn, then its answer.
  await second.evaluate((element) => /** @type {any} */ (element).load('[Size "7"]\n[Preset "egyptian"]\n\n1. a4,g4'));
  await expect.poll(() => page.evaluate(() => /** @type {any} */ (window).degraded.map((d) => d.kind)), { timeout: 30_000 }).toContain("worker");
  const detail = await page.evaluate(() => /** @type {any} */ (window).degraded.find((d) => d.kind === "worker"));
  expect(detail.reason).toMatch(/could not start its worker/);
});
