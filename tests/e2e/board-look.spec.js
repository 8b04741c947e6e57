import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, openHarness, playTurns, settled } from "./board-harness.js";

// How the board looks, on a desktop and a phone, in both themes and both orientations.
// The screenshots are for people to look at; the assertions check what can be checked.

const MIDGAME = [...PLACEMENT, "c2-c3"];

const SCREENS = [
  ["desktop", { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }],
  ["phone", { viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, hasTouch: true }],
];

for (const [name, screen] of SCREENS) {
  test(`the board on a ${name}, light and dark`, async ({ browser }) => {
    const context = await browser.newContext(screen);
    const page = await context.newPage();
    const errors = await openHarness(page, "theme=light");
    await playTurns(page, MIDGAME);
    await settled(page);
    await page.screenshot({ path: `tests/screenshots/board-${name}-light.png` });
    await page.evaluate(() => (document.documentElement.dataset.theme = "dark"));
    await page.waitForTimeout(100);
    await page.screenshot({ path: `tests/screenshots/board-${name}-dark.png` });
    // Crisp: the canvas has a pixel for each device pixel.
    const pixels = await page.locator("#board").evaluate((c) => [c.width, c.getBoundingClientRect().width * devicePixelRatio]);
    expect(Math.abs(pixels[0] - pixels[1])).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("the board turned towards white puts rank 1 on top and file a on the right", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  const errors = await openHarness(page, "orientation=white");
  await playTurns(page, ["a1,b1", "e5,d5"]);
  await settled(page);
  const cells = await page.locator(".seega-board-cell").evaluateAll((list) => list.map((c) => c.dataset.cell));
  expect(cells[0], "the top left cell").toBe("e1");
  expect(cells.at(-1), "the bottom right cell").toBe("a5");
  await page.screenshot({ path: "tests/screenshots/board-flipped.png" });
  expect(await boardText(page)).toBe("...ww/...../...../...../bb...");
  expect(errors).toEqual([]);
});

test("the dark theme by the system's preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 800, height: 800 });
  const errors = await openHarness(page);
  await playTurns(page, MIDGAME);
  await page.evaluate(() => window.harness.board.set({
    board: window.harness.game.board(),
    legal: window.harness.game.legalActions(),
    highlight: { cells: ["c2", "c3"], captured: ["c4"] },
  }));
  const colour = await page.locator("#board").evaluate((c) => getComputedStyle(c).getPropertyValue("--board-surface").trim());
  expect(colour).toBe("#3d342b");
  await page.screenshot({ path: "tests/screenshots/board-dark.png" });
  expect(errors).toEqual([]);
});

test("the larger boards, and dots where few cells are open (the edge opening)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = await openHarness(page, "preset=egyptian&size=9");
  await page.screenshot({ path: "tests/screenshots/board-nine-edges.png" });
  const labels = await page.locator('[aria-label$="legal drop"]').evaluateAll((list) => list.map((c) => c.dataset.cell));
  expect(labels.sort()).toEqual(["a5", "i5"]);
  expect(await page.locator(".seega-board-cell").count()).toBe(81);
  expect(errors).toEqual([]);
});
