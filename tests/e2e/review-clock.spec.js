import { expect, test } from "./fixtures.js";
import { clickTurn, newGame, openApp } from "./game-helpers.js";

// A timed game cannot be lost on the clock while its review shows: the review (which shows
// the engine's judgement of each turn) opens once the game is over, as lichess offers no
// analysis during a timed game; until then the menu's Review says why, and the game goes on.

test("the review waits for the end of a timed game, and says why", async ({ page }) => {
  const errors = await openApp(page);
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Play with clocks").check();
    await dialog.getByLabel("Minutes each").fill("1");
  });
  await clickTurn(page, "a1,b1");
  await clickTurn(page, "e5,d5");
  await page.locator(".seega-app .app-menu .review-button").click();
  await expect(page.locator(".seega-app .message")).toHaveText("The review opens once the game is over: the clocks are running.");
  await expect(page.locator(".seega-app .review-slot")).toBeEmpty();
  await expect(page.locator(".seega-app")).not.toHaveAttribute("data-reviewing");
  // The game goes on: the next turn is played, and the message gives way to it.
  await clickTurn(page, "a2,b2");
  await expect(page.locator(".seega-app .message")).toHaveText("");
  // Over (black resigns), the review opens.
  await page.locator(".seega-app .resign").click();
  await page.getByRole("dialog").getByRole("button", { name: "Resign" }).click();
  await expect(page.locator(".seega-app .status")).toContainText("resign");
  await page.locator(".seega-app .app-menu .review-button").click();
  await expect(page.locator(".seega-app .review-slot")).not.toBeEmpty({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
