import { expect, test } from "./fixtures.js";
import { PLACEMENT, clickTurn, newGame, openApp, record, settled, shareLink, status } from "./game-helpers.js";

// How the app looks and reads: the phone layout, the dark theme, the rules page built from
// the rules in force, the new-game dialog, the blocked-player lines, and clocks that run out.

test("on a 360 px phone nothing overflows, the board comes first at full width", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = await openApp(page, shareLink(record([...PLACEMENT, "c2-c3-c4"])));
  await page.locator(".seega-app .notice button").click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const board = await page.locator(".seega-app .board-wrap").boundingBox();
  const panel = await page.locator(".seega-app .side-panel").boundingBox();
  expect(board.width).toBeGreaterThan(330);
  expect(panel.y).toBeGreaterThan(board.y + board.height - 1);
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-phone.png", fullPage: true });
  for (const name of ["New game", "Rules", "Game record"]) {
    // On a phone the menu's entries are behind its button.
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name, exact: true }).first().click();
    // Each dialog's module loads when it first opens.
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(360);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
  expect(errors).toEqual([]);
});

test("the dark theme follows the system, and the settings override it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const errors = await openApp(page, shareLink(record(PLACEMENT.slice(0, 9))));
  await page.locator(".seega-app .notice button").click();
  const background = () => page.locator(".seega-app").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toBe("rgb(27, 25, 22)");
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-dark.png" });
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByLabel("Theme").selectOption("light");
  await page.getByRole("button", { name: "Done" }).click();
  expect(await background()).toBe("rgb(244, 239, 230)");
  await page.reload();
  await page.locator(".seega-app[data-theme=light]").waitFor();
  expect(errors).toEqual([]);
});

test("the rules page follows the options of the game, with history and sources", async ({ page }) => {
  const errors = await openApp(page);
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  const rules = page.locator(".seega-app .rules-dialog");
  await expect(rules).toContainText("A 5 × 5 board; each side has 12 stones");
  await expect(rules).toContainText("may move again if that move captures too");
  await expect(rules).toContainText("the opponent moves again");
  await expect(rules).toContainText("After 50 turns in a row without a capture");
  await expect(rules).toContainText("Great Pyramid");
  await expect(rules).toContainText("Latrunculorum");
  await expect(rules).toContainText("Somali manual (000)");
  await page.screenshot({ path: "tests/screenshots/game-rules.png" });
  await rules.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "New game" }).first().click();
  const dialog = page.locator(".seega-app .new-game-dialog");
  await page.screenshot({ path: "tests/screenshots/game-new-game.png" });
  await dialog.getByLabel("Board").selectOption("7");
  await dialog.getByLabel("Rules").selectOption("somali");
  await expect(dialog.locator(".preset-source")).toContainText("The Somali manual:");
  await dialog.locator("summary").click();
  await expect(dialog.getByLabel("Further captures by the same stone")).toHaveValue("none");
  await expect(dialog.getByLabel("A player who cannot move")).toHaveValue("opponentRemoves");
  await dialog.getByRole("button", { name: "Start the game" }).click();
  await expect(status(page)).toHaveText("Black to play: place two stones");
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  await expect(rules).toContainText("A 7 × 7 board; each side has 24 stones");
  await expect(rules).toContainText("A turn is one move, even after a capture.");
  await expect(rules).toContainText("its opponent must give up one of its own stones");
  await expect(rules).toContainText("A side that loses all its stones loses the game.");
  expect(errors).toEqual([]);
});

test("a blocked side is explained: its opponent gives up a stone (Somali rules)", async ({ page }) => {
  // Black to move on a1 and e5, hemmed in by white's a2, b1, d5 and e4.
  const setup = record([], { Size: "5", Preset: "somali", Setup: "...wb/....w/...../w..../bw... b" });
  const errors = await openApp(page, shareLink(setup));
  await expect(status(page)).toHaveText("Black is blocked: White must give up one of its own stones next to Black’s");
  await clickTurn(page, "xb1");
  await expect(status(page)).toHaveText("Black to play: move a stone");
  await expect(page.locator(".seega-app [aria-live=polite]")).toHaveText("White removes the stone on b1");
  expect(errors).toEqual([]);
});

test("a blocked side is explained: the opponent moves again (classic rules)", async ({ page }) => {
  const setup = record([], { Size: "5", Setup: "...wb/....w/...../w..../bw... b" });
  const errors = await openApp(page, shareLink(setup));
  await expect(status(page)).toHaveText("Black cannot move: White moves again");
  await clickTurn(page, "b1-c1");
  await expect(page.locator(".seega-app .moves .move:not(.start)")).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a clock that runs out ends the game on time", async ({ page }) => {
  const errors = await openApp(page);
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Play with clocks").check();
    await dialog.getByLabel("Minutes each").fill("0.05");
    await dialog.getByLabel("Seconds added per turn").fill("0");
  });
  const blackClock = page.locator(".seega-app .player.black .clock");
  await expect(blackClock).toHaveClass(/running/);
  await clickTurn(page, "a1,b1");
  await expect(page.locator(".seega-app .player.white .clock")).toHaveClass(/running/);
  await expect(blackClock).not.toHaveClass(/running/);
  await page.screenshot({ path: "tests/screenshots/game-clocks.png" });
  await expect(status(page)).toHaveText("Black wins: the other side ran out of time.", { timeout: 6000 });
  await expect(page.locator(".seega-app .player.white .clock")).toHaveText("0:00.0");
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("seega.game.v1")));
  expect(saved.record).toContain('[Termination "timeout"]');
  expect(saved.clock.white).toBe(0);
  expect(errors).toEqual([]);
});
