import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { PLACEMENT, chooseFromMenu, moves, openApp, record, settled, shareLink, status } from "./game-helpers.js";

// Against the computer, the player offers to count the stones: in a walled position, where
// neither side can force a capture, the panel says so and the computer accepts, the game
// ending by agreement on stone count; where a capture can still be forced it refuses and
// says which side can force it.

/** The walled position of issue 46: a stone already between two enemy stones, two empty
 * cells, and neither side able to take a stone; white (the player) to move. */
const WALLED = record([], { Size: "5", Setup: "w.wbb/wwbb./wwwbb/wwbbb/wwwbb w" });

const offer = (page) => page.getByRole("button", { name: "Offer to count the stones" });
const countLine = (page) => page.locator(".seega-app .count-line");
const message = (page) => page.locator(".seega-app .message");

/** axe's findings as "rule: target" lines, empty when there are none. */
async function axeFindings(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`in a walled position the computer accepts an offer to count, and the game ends counted (${width}×${height})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const errors = await openApp(page, shareLink(WALLED, { opponent: "computer", level: "1", human: "white" }));
    await expect(status(page)).toHaveText("White to play: move a stone");
    await expect(countLine(page)).toHaveText("Neither side can take a stone: you may offer to count.");
    await expect(offer(page)).toBeVisible();
    await settled(page);
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `tests/screenshots/game-count-walled-${width}.png` });
    await offer(page).click();
    await expect(status(page)).toHaveText("White wins: the players agreed that no capture is possible, so the stones are counted.");
    await expect(message(page)).toHaveText("");
    await expect(offer(page)).toBeHidden();
    await expect(countLine(page)).toBeHidden();
    await expect(page.locator(".seega-app .over-actions")).toBeVisible();
    await settled(page);
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `tests/screenshots/game-count-accepted-${width}.png` });
    // The record ends by agreement.
    await chooseFromMenu(page, "record-button");
    await expect(page.locator(".seega-app .record-dialog textarea").first()).toHaveValue(/agreement/);
    expect(errors).toEqual([]);
  });
}

test("where a capture can still be forced the computer refuses, and says who can force it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // After the placement white, the player, takes c4 with c2-c3.
  const errors = await openApp(page, shareLink(record(PLACEMENT), { opponent: "computer", level: "1", human: "white" }));
  await expect(status(page)).toHaveText("White to play: move a stone");
  await expect(offer(page)).toBeVisible();
  await offer(page).click();
  await expect(message(page)).toHaveText("The computer refuses: White can still force a capture.");
  await expect(countLine(page)).toBeHidden();
  await expect(status(page)).toHaveText("White to play: move a stone");
  await expect(moves(page)).toHaveCount(12);
  await settled(page);
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: "tests/screenshots/game-count-refused-390.png" });
  expect(errors).toEqual([]);
});
