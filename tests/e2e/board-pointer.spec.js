import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, cellPoint, openHarness, playTurns, settled } from "./board-harness.js";

// Mouse and touch: a stone dragged to a legal cell moves, anywhere else it goes back; taps
// drop, select and move.

/** Drags with the mouse from one cell to another in small steps. */
async function drag(page, from, to) {
  const a = await cellPoint(page, from);
  const b = await cellPoint(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  return async () => page.mouse.up();
}

test("a stone dragged with the mouse to a legal cell moves there and captures", async ({ page }) => {
  const errors = await openHarness(page);
  await playTurns(page, PLACEMENT);
  const release = await drag(page, "c2", "c3");
  await page.screenshot({ path: "tests/screenshots/board-dragging.png" });
  await release();
  await settled(page);
  expect(await page.evaluate(() => window.harness.actions)).toEqual(["c2-c3"]);
  const board = await boardText(page);
  expect(board.split("/")[2][2], "c3").toBe("w");
  expect(board.split("/")[1][2], "c4 taken").toBe(".");
  expect(errors).toEqual([]);
});

test("a stone dropped anywhere else goes back", async ({ page }) => {
  const errors = await openHarness(page);
  await playTurns(page, PLACEMENT);
  const placed = await boardText(page);
  await (await drag(page, "c2", "a5"))();
  await (await drag(page, "c2", "d2"))();
  await settled(page);
  expect(await boardText(page)).toBe(placed);
  expect(await page.evaluate(() => window.harness.actions)).toEqual([]);
  // The stone stays selected: a plain click on its destination moves it.
  await expect(page.locator('[data-cell="c2"]')).toHaveAttribute("aria-selected", "true");
  const c3 = await cellPoint(page, "c3");
  await page.mouse.click(c3.x, c3.y);
  expect(await page.evaluate(() => window.harness.actions)).toEqual(["c2-c3"]);
  expect(errors).toEqual([]);
});

test("clicking the chain's stone ends the chain; clicking twice lets go of a stone", async ({ page }) => {
  await openHarness(page);
  await playTurns(page, PLACEMENT);
  const c2 = await cellPoint(page, "c2");
  await page.mouse.click(c2.x, c2.y);
  await expect(page.locator('[data-cell="c2"]')).toHaveAttribute("aria-selected", "true");
  await page.mouse.click(c2.x, c2.y);
  await expect(page.locator('[data-cell="c2"]')).toHaveAttribute("aria-selected", "false");
  await page.mouse.click(c2.x, c2.y);
  const c3 = await cellPoint(page, "c3");
  await page.mouse.click(c3.x, c3.y);
  await settled(page);
  await page.mouse.click(c3.x, c3.y);
  expect(await page.evaluate(() => window.harness.actions)).toEqual(["c2-c3", "end"]);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test("taps drop stones, and select and move them", async ({ page }) => {
    const errors = await openHarness(page);
    for (const cell of ["a1", "b1"]) {
      const { x, y } = await cellPoint(page, cell);
      await page.touchscreen.tap(x, y);
    }
    await settled(page);
    expect(await boardText(page)).toBe("...../...../...../...../bb...");
    await playTurns(page, PLACEMENT.slice(1));
    for (const cell of ["c2", "c3"]) {
      const { x, y } = await cellPoint(page, cell);
      await page.touchscreen.tap(x, y);
    }
    await settled(page);
    expect(await page.evaluate(() => window.harness.actions)).toEqual(["a1", "b1", "c2-c3"]);
    await page.screenshot({ path: "tests/screenshots/board-phone-chain.png" });
    expect(errors).toEqual([]);
  });
});
