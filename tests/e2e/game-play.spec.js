import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, clickCell, clickTurn, count, moves, newGame, openApp, record, settled, shareLink, status, stoneOn } from "./game-helpers.js";

// Two players on one device, clicking the board: placement, a capture chain stopped with the
// button, take back and redo, review of earlier positions, and a game played to its result.

test("two players place their stones by clicking and the panel follows", async ({ page }) => {
  const errors = await openApp(page);
  await expect(status(page)).toHaveText("Black to play: place two stones");
  await expect(count(page, "black", "inHand")).toHaveText("12");
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-placement-start.png" });
  await clickCell(page, "c3");
  expect(await boardText(page), "the centre stays empty while placing").toBe("...../...../...../...../.....");
  await clickCell(page, "a1");
  await expect(status(page)).toHaveText("Black to play: place your second stone");
  await clickCell(page, "b1");
  await expect(status(page)).toHaveText("White to play: place two stones");
  await expect(count(page, "black", "inHand")).toHaveText("10");
  await expect(count(page, "black", "onBoard")).toHaveText("2");
  await expect(moves(page)).toHaveCount(1);
  await expect(moves(page).first()).toContainText("a1,b1");
  for (const turn of PLACEMENT.slice(1, 8)) await clickTurn(page, turn);
  await expect(page.locator(".seega-app .status-info")).toHaveText("Placing");
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-placement.png" });
  for (const turn of PLACEMENT.slice(8)) await clickTurn(page, turn);
  await expect(status(page)).toHaveText("White to play: move a stone");
  await expect(page.locator(".seega-app .status-info")).toHaveText("Moving · 0 / 50 turns without a capture");
  expect(await boardText(page)).toBe("bbwww/wwbbw/ww.bb/bwwbb/bbwwb");
  await expect(page.locator(".seega-app [aria-live=polite]")).toHaveText("White places e5");
  expect(errors).toEqual([]);
});

test("a capture chain is announced, stopped with the button, taken back and played again", async ({ page }) => {
  const errors = await openApp(page, shareLink(record(PLACEMENT)));
  const placed = await boardText(page);
  await clickCell(page, "c2");
  await clickCell(page, "c3");
  await expect(page.locator(".seega-app [aria-live=polite]")).toHaveText("White c2-c3, takes c4");
  await expect(status(page)).toHaveText("White may capture again with the stone on c3, or stop");
  const stop = page.getByRole("button", { name: "Stop capturing" });
  await expect(stop).toBeVisible();
  await expect(count(page, "white", "captured")).toHaveText("1");
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-movement-chain.png" });
  await stop.click();
  await expect(stop).toBeHidden();
  await expect(status(page)).toHaveText("Black to play: move a stone");
  await expect(moves(page).last()).toContainText("c2-c3");
  expect(stoneOn(await boardText(page), "d4"), "the chain stopped before d4").toBe("b");

  await page.getByRole("button", { name: "Take back" }).click();
  expect(await boardText(page)).toBe(placed);
  await expect(status(page)).toHaveText("White to play: move a stone");
  await expect(moves(page)).toHaveCount(12);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(moves(page)).toHaveCount(13);
  expect(stoneOn(await boardText(page), "c4")).toBe(".");
  await expect(page.getByRole("button", { name: "Redo" })).toBeDisabled();

  // The same chain, played on to its end by clicking the next capture.
  await page.getByRole("button", { name: "Take back" }).click();
  await clickTurn(page, "c2-c3-c4");
  await expect(count(page, "white", "captured")).toHaveText("2");
  await expect(moves(page).last()).toContainText("c2-c3-c4");
  expect(errors).toEqual([]);
});

test("a turn from the list shows its position as a review, and one click goes back", async ({ page }) => {
  const errors = await openApp(page, shareLink(record([...PLACEMENT, "c2-c3-c4"])));
  const live = await boardText(page);
  await moves(page).nth(2).locator("button").click();
  const banner = page.locator(".seega-app .review-banner");
  await expect(banner).toContainText("Reviewing turn 3");
  expect(await boardText(page)).toBe("...../...../...../b..../bbwwb");
  await expect(page.locator(".seega-app .board-wrap")).toHaveAttribute("data-legal", "");
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-review.png" });
  // A click on the board plays nothing while reviewing.
  await clickCell(page, "c3");
  expect(await boardText(page)).toBe("...../...../...../b..../bbwwb");

  // Arrow keys step through the list.
  await page.keyboard.press("ArrowRight");
  await expect(banner).toContainText("Reviewing turn 4");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(banner).toContainText("Reviewing turn 2");
  await page.keyboard.press("Home");
  await expect(banner).toContainText("Reviewing the starting position");
  expect(await boardText(page)).toBe("...../...../...../...../.....");

  await banner.getByRole("button", { name: "Back to the game" }).click();
  await expect(banner).toBeHidden();
  expect(await boardText(page)).toBe(live);
  await expect(status(page)).toHaveText("Black to play: move a stone");
  expect(errors).toEqual([]);
});

test("two players play a set-up game to its result, and a new game is offered", async ({ page }) => {
  // Black e5, b2; white a2, c1, and white's c1-c2 will take b2, leaving black one stone.
  const setup = record([], { Size: "5", Setup: "....b/...../...../wb.../..w.. b" });
  const errors = await openApp(page, shareLink(setup));
  await expect(page.locator(".seega-app .notice")).toContainText("shared game");
  await page.locator(".seega-app .notice").getByRole("button", { name: "Dismiss" }).click();
  await expect(status(page)).toHaveText("Black to play: move a stone");
  await clickTurn(page, "e5-e4");
  await expect(status(page)).toHaveText("White to play: move a stone");
  await clickTurn(page, "c1-c2");
  await expect(status(page)).toHaveText("White wins: the other side is down to one stone.");
  await expect(page.locator(".seega-app [aria-live=polite]")).toContainText("White c1-c2, takes b2");
  await expect(page.locator(".seega-app .player.white")).toHaveClass(/winner/);
  await expect(page.getByRole("button", { name: "Play again" })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-over.png" });
  await page.locator(".seega-app .over-actions").getByRole("button", { name: "New game" }).click();
  await expect(page.locator(".seega-app .new-game-dialog")).toBeVisible();
  expect(errors).toEqual([]);
});

test("clicks that are not legal change nothing", async ({ page }) => {
  const errors = await openApp(page);
  await clickCell(page, "a1");
  await clickCell(page, "a1");
  expect(await boardText(page)).toBe("...../...../...../...../b....");
  await expect(status(page)).toHaveText("Black to play: place your second stone");
  await clickTurn(page, "b1");
  await clickTurn(page, "a2,b2");
  // A white stone cannot be picked up by black, nor moved anywhere while placing.
  await clickCell(page, "a2");
  expect(await boardText(page)).toBe("...../...../...../ww.../bb...");
  await expect(page.locator(".seega-app .message")).toHaveText("");
  expect(errors).toEqual([]);
});

test("a new game takes the board size and the rules chosen: the Egyptian edge opening", async ({ page }) => {
  const errors = await openApp(page);
  await clickCell(page, "a1");
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Board").selectOption("7");
    await dialog.getByLabel("Rules").selectOption("egyptian");
  });
  expect(await boardText(page)).toBe("......./......./......./......./......./......./.......");
  await expect(count(page, "white", "inHand")).toHaveText("24");
  // Black's first stones go on the middle of the left and right edges.
  await clickCell(page, "a1");
  expect(await boardText(page)).toBe("......./......./......./......./......./......./.......");
  await clickTurn(page, "a4,g4");
  expect(await boardText(page)).toBe("......./......./......./b.....b/......./......./.......");
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  await expect(page.locator(".seega-app .rules-dialog")).toContainText("Black’s on a4 and g4");
  expect(errors).toEqual([]);
});
