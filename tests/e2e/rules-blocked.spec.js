import { expect, test } from "./fixtures.js";
import { GAME, board } from "../pages/driver.js";
import { clickCell, clickTurn, legal, moves, newGame, openApp, record, shareLink, status } from "./game-helpers.js";

// 003's blocked rule, "his opponent must move again and make an opening for him", as a player
// meets it: the status line, the moves offered, the dialog, the rules page and the embed.

/** Black's one stone on a5 is walled in by white's a4 and b5; white also has a2. */
const CORNER = record([], { Size: "5", Blocked: "opponentOpens", WinBy: "allCaptured", Setup: "bw.../w..../...../w..../..... b" });

test("a blocked side's opponent is offered only the moves that open a path (003)", async ({ page }) => {
  const errors = await openApp(page, shareLink(CORNER));
  await expect(status(page)).toHaveText("Black cannot move: White moves again and must open a path for Black");
  await page.screenshot({ path: "tests/screenshots/rules-opponent-opens.png" });
  // a2 opens nothing, so none of its steps is offered and a click on it selects nothing.
  await clickCell(page, "a2");
  await clickCell(page, "a3");
  await expect(moves(page)).toHaveCount(0);
  await clickTurn(page, "a4-b4");
  await expect(moves(page)).toHaveCount(1);
  await expect(status(page)).toHaveText("Black to play: move a stone");
  expect(await legal(page)).toContain("a5-a4");
  expect(errors).toEqual([]);
});

test("where no move opens a path, the status line says the opponent moves freely", async ({ page }) => {
  const walled = record([], { Size: "5", Blocked: "opponentOpens", WinBy: "allCaptured", Setup: "bww../ww.../w..../...../..... b" });
  const errors = await openApp(page, shareLink(walled));
  await expect(status(page)).toHaveText("Black cannot move, and no move of White opens a path: White moves again freely");
  await clickTurn(page, "b4-c4");
  await expect(status(page)).toHaveText("Black cannot move: White moves again and must open a path for Black");
  expect(errors).toEqual([]);
});

test("the new-game dialog offers the rule, and the rules page cites its source by name", async ({ page }) => {
  const errors = await openApp(page);
  await newGame(page, async (dialog) => {
    await dialog.locator("summary").click();
    await dialog.getByLabel("A player who cannot move").selectOption("opponentOpens");
  });
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  const rules = page.locator(".seega-app .rules-dialog");
  await expect(rules).toContainText("the opponent must move again so as to open a path for it");
  await expect(rules.locator("li", { hasText: "open a path for it" })).toContainText("Games-site summary");
  expect(errors).toEqual([]);
});

test("an embedded game takes rule options from its rules attribute", async ({ page }) => {
  await page.goto(`${GAME}/pages/host.html`);
  const first = page.locator("#first");
  await board(first).waitFor();
  await first.evaluate((el) => {
    el.setAttribute("controls", "rules");
    el.setAttribute("rules", "blocked=opponentOpens chain=none");
  });
  // The rules attribute changes the rules of the next game, which the host starts.
  await first.locator(".rules-button").waitFor();
  await first.evaluate((el) => el.newGame());
  const button = first.getByRole("button", { name: "Rules", exact: true });
  await button.click();
  const rules = first.locator(".rules-dialog");
  await expect(rules).toContainText("open a path for it");
  await expect(rules).toContainText("A turn is one move, even after a capture.");
});
