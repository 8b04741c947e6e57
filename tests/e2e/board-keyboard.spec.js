import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, openHarness, playTurns, settled } from "./board-harness.js";

// The board played with the keyboard alone: one tab stop, arrows as the board is turned,
// Enter or Space to act, Escape to let go.

test("a placement turn with the keyboard alone", async ({ page }) => {
  const errors = await openHarness(page);
  await expect(page.getByRole("grid", { name: "Seega board" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("gridcell", { name: "c3, empty" })).toBeFocused();
  expect(await page.locator('[role="gridcell"][tabindex="0"]').count(), "one tab stop").toBe(1);
  for (const key of ["ArrowLeft", "ArrowLeft", "ArrowDown", "ArrowDown"]) await page.keyboard.press(key);
  await expect(page.getByRole("gridcell", { name: "a1, empty, legal drop" })).toBeFocused();
  await page.keyboard.press("Enter");
  await settled(page);
  expect(await boardText(page)).toBe("...../...../...../...../b....");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press(" ");
  await settled(page);
  expect(await boardText(page)).toBe("...../...../...../...../bb...");
  await expect(page.getByRole("gridcell", { name: "b1, black stone" })).toBeFocused();
  await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveAttribute("data-cell", "b1");
  expect(await page.evaluate(() => window.harness.actions)).toEqual(["a1", "b1"]);
  expect(errors).toEqual([]);
});

test("a capture with the keyboard, and the chain stopped on its own stone", async ({ page }) => {
  const errors = await openHarness(page);
  await playTurns(page, PLACEMENT);
  const placed = await boardText(page);
  await page.getByRole("gridcell", { name: /^c3,/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("gridcell", { name: "c2, white stone, can move" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("gridcell", { name: "c2, white stone, selected" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("gridcell", { name: "c3, empty, move here" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("gridcell", { name: "c2, white stone, can move" })).toHaveAttribute("aria-selected", "false");
  expect(await boardText(page)).toBe(placed);

  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await settled(page);
  expect(await page.evaluate(() => window.harness.actions)).toEqual(["c2-c3"]);
  // The chain's stone stays selected, its continuation offered; pressing on it again stops.
  await expect(page.getByRole("gridcell", { name: "c3, white stone, selected; press to stop capturing" })).toBeFocused();
  await expect(page.getByRole("gridcell", { name: "c4, empty, move here" })).toBeVisible();
  await page.keyboard.press("Enter");
  await settled(page);
  expect(await page.evaluate(() => window.harness.actions)).toEqual(["c2-c3", "end"]);
  expect(await page.evaluate(() => window.harness.game.state().turn)).toBe("black");
  expect(await page.evaluate(() => window.harness.game.state().turns.at(-1))).toBe("c2-c3");
  expect(errors).toEqual([]);
});

test("the arrows follow the screen when the board is turned", async ({ page }) => {
  await openHarness(page, "orientation=white");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowUp");
  await expect(page.locator(":focus")).toHaveAttribute("data-cell", "c2");
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(":focus")).toHaveAttribute("data-cell", "d2");
  await page.keyboard.press("Home");
  await expect(page.locator(":focus")).toHaveAttribute("data-cell", "e2");
});

test("no input while the board is not interactive", async ({ page }) => {
  const errors = await openHarness(page);
  await page.evaluate(() => window.harness.show(null, false));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.getByRole("gridcell", { name: "a1, empty" }).click();
  expect(await boardText(page)).toBe("...../...../...../...../.....");
  await expect(page.getByRole("grid")).toHaveAttribute("aria-readonly", "true");
  expect(errors).toEqual([]);
});
