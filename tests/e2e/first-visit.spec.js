import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures.js";
import { openApp, status } from "./game-helpers.js";
import { FIRST_VISIT_BUDGET as BUDGET } from "../../scripts/budget.mjs";

// What a first visit loads before the player can play: at most the budget the build holds
// it to (scripts/budget.mjs) gzipped in each language, with the engine without the computer
// player, and what the build counts within a few hundred bytes (the build also counts the
// icon, which a headless Chromium does not fetch). The dialogs, the other languages' catalogs
// and the whole engine (in the computer's worker) come when they are used. The service worker
// is kept out, so that the offline cache it fills in the background is not counted as the
// page's own.

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist");
const root = join(dist, "..");
/** The build's count of a first visit in `lang` (target/sizes.json). */
const counted = (lang) => JSON.parse(readFileSync(join(root, "target", "sizes.json"), "utf8")).languages.find((l) => l.lang === lang).gzip;
const KIB = 1024;

test.use({ serviceWorkers: "block" });

/** Records the paths of the site's files that the page (or its workers) asks for. */
function recordRequests(page, baseURL) {
  const paths = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseURL).origin) paths.push(url.pathname);
  });
  return paths;
}

const gzipped = (path) => gzipSync(readFileSync(join(dist, path === "/" ? "index.html" : path.slice(1))), { level: 9 }).length;

/** Opens the page and returns the paths it fetched until the network is quiet, and their
 * gzipped total. */
async function firstVisit(page, baseURL) {
  const paths = recordRequests(page, baseURL);
  const errors = await openApp(page);
  await page.waitForLoadState("networkidle");
  const first = [...new Set(paths)];
  const total = first.reduce((sum, path) => sum + gzipped(path), 0);
  return { paths, first, total, errors };
}

// A reader of each language gets the page and one catalog.
for (const locale of ["fr-FR", "ar", "so"]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test(`a first visit in ${locale} plays within the budget, as the build counts it`, async ({ page, baseURL }) => {
      const { first, total, errors } = await firstVisit(page, /** @type {string} */ (baseURL));
      console.log(`first visit in ${locale}: ${first.length} files, ${(total / 1024).toFixed(1)} KiB gzipped`);
      expect(total).toBeLessThanOrEqual(BUDGET);
      expect(Math.abs(counted(locale.slice(0, 2)) - total)).toBeLessThan(0.5 * KIB);
      await expect(page.locator(".seega-app")).toHaveAttribute("lang", locale.slice(0, 2));
      expect(errors).toEqual([]);
    });
  });
}

test("a first visit plays within the budget, as the build counts it; dialogs, languages and the search load when used", async ({ page, baseURL }) => {
  const { paths, first, total, errors } = await firstVisit(page, /** @type {string} */ (baseURL));
  console.log(`first visit: ${first.length} files, ${(total / 1024).toFixed(1)} KiB gzipped`);
  expect(total).toBeLessThanOrEqual(BUDGET);
  expect(Math.abs(counted("en") - total)).toBeLessThan(0.5 * KIB);
  expect(first.filter((path) => /seega-rules_bg-\w+\.wasm$/.test(path))).toHaveLength(1);
  expect(first.filter((path) => /\/seega_bg-\w+\.wasm$/.test(path))).toEqual([]);

  // The rules page's module comes with its first opening.
  const before = paths.length;
  await page.getByRole("button", { name: "Rules" }).first().click();
  await expect(page.locator(".seega-app .rules-dialog")).toBeVisible();
  expect(paths.slice(before).some((path) => path.endsWith(".js")), "the rules dialog's module").toBe(true);
  await page.keyboard.press("Escape");

  // A hint starts the computer's worker, which loads the whole engine.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".seega-app .hint-text")).toHaveText(/^Hint: /);
  expect(paths.some((path) => /\/seega-search_bg-\w+\.wasm$/.test(path)), "the search's engine, in the worker").toBe(true);
  expect(paths.some((path) => /\/seega_bg-\w+\.wasm$/.test(path)), "the tables' builder waits for an ending").toBe(false);
  await expect(status(page)).toHaveText("Black to play: place two stones");
  expect(errors).toEqual([]);
});
