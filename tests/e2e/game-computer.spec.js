import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, clickTurn, legal, moves, newGame, openApp, record, settled, shareLink, status } from "./game-helpers.js";

// Against the computer: its turns come from the worker; undo takes back a turn and its
// reply; a hint suggests a turn; a new game cancels a search.

/** Plays as a scripted human: the first legal action, until the game is over. */
async function playFirstLegal(page, side) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const text = await status(page).textContent();
    if (/wins|Draw/.test(text)) return;
    const actions = await legal(page);
    // Whose turn it is from the player's card, not the status line: "White cannot move:
    // Black moves again" is Black's turn too.
    const toMove = (await page.locator(`.seega-app .player.${side.toLowerCase()}.to-move`).count()) > 0;
    if (actions.length === 0 || !toMove) {
      await page.waitForTimeout(50);
      continue;
    }
    const action = actions.find((a) => a !== "end") ?? actions[0];
    if (action === "end") await page.getByRole("button", { name: "Stop capturing" }).click();
    else await clickTurn(page, action);
  }
  throw new Error(`the game did not end: ${await status(page).textContent()}`);
}

test("a game against the computer at level 1, played to its end", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openApp(page);
  const over = [];
  await page.exposeFunction("recordGameOver", (detail) => over.push(detail));
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Opponent").selectOption("computer");
    // A line under the level says what the chosen level is like, and follows the choice.
    const level = dialog.getByLabel("Computer’s level");
    await level.selectOption("4");
    await expect(level).toHaveAccessibleDescription(/^Level 4: looks five turns ahead/);
    await level.selectOption("1");
    await expect(level).toHaveAccessibleDescription(/^Level 1: for your first games/);
    await dialog.getByLabel("You play").selectOption("black");
    await dialog.locator("summary").click();
    await dialog.getByLabel("Turns without a capture before the stones are counted").fill("4");
    await expect(dialog.getByLabel("Rules")).toHaveValue("custom");
    await page.screenshot({ path: "tests/screenshots/game-new-game-dialog.png" });
  });
  await expect(page.locator(".seega-app .player.white .player-tag")).toHaveText("Computer · level 1");
  await expect(page.locator(".seega-app .player.black .player-tag")).toHaveText("You");
  await playFirstLegal(page, "Black");
  await expect(status(page)).toHaveText(/wins|Draw/);
  const count = await moves(page).count();
  expect(count, "placing (12 turns) and at least one move").toBeGreaterThanOrEqual(13);
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-computer-over.png" });
  expect(errors).toEqual([]);
});

test("undo against the computer takes back your turn and its reply; redo plays them again", async ({ page }) => {
  const errors = await openApp(page, shareLink(record(PLACEMENT.slice(0, 4)), { opponent: "computer", level: "1", human: "black" }));
  await expect(status(page)).toHaveText("Black to play: place two stones");
  await clickTurn(page, "d2,e2");
  await expect(moves(page)).toHaveCount(6);
  await expect(status(page)).toHaveText("Black to play: place two stones");
  const after = await boardText(page);
  await page.getByRole("button", { name: "Take back" }).click();
  await expect(moves(page)).toHaveCount(4);
  await expect(status(page)).toHaveText("Black to play: place two stones");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(moves(page)).toHaveCount(6);
  expect(await boardText(page)).toBe(after);
  expect(errors).toEqual([]);
});

test("the computer thinks in a worker; a new game cancels its search at once", async ({ page }) => {
  const errors = await openApp(page, shareLink(record([]), { opponent: "computer", level: "5", human: "white" }));
  // Black is the computer and places first: while it thinks, the page still answers.
  await expect(status(page)).toHaveText(/Black \(computer\) is thinking|White to play/);
  await page.getByRole("button", { name: "Rules" }).first().click();
  await expect(page.locator(".seega-app .rules-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Opponent").selectOption("human");
  });
  await expect(status(page)).toHaveText("Black to play: place two stones");
  await expect(moves(page)).toHaveCount(0);
  await page.waitForTimeout(1500);
  await expect(moves(page), "the cancelled search played nothing").toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a hint suggests a turn for the player", async ({ page }) => {
  const errors = await openApp(page, shareLink(record(PLACEMENT)));
  await page.getByRole("button", { name: "Hint" }).click();
  const hint = page.locator(".seega-app .hint-text");
  await expect(hint).toHaveText(/^Hint: [a-e][1-5]-/);
  const token = (await hint.textContent()).replace("Hint: ", "");
  expect(await legal(page)).toContain(token.split("-").slice(0, 2).join("-"));
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-hint.png" });
  expect(errors).toEqual([]);
});

test("in a position of the endgame tables the hint says who wins and in how many turns", async ({ page }) => {
  test.setTimeout(60_000);
  // White to move takes b3 with d3-c3 and leaves black one stone.
  const setup = record([], { Size: "5", Setup: "...../...../wb.w./...../....b w" });
  const errors = await openApp(page, shareLink(setup));
  const hint = page.locator(".seega-app .hint-text");
  // The first hint asks for the tables; the two-against-two tables take well under a second
  // to build in their own worker, and later hints carry them.
  await expect(async () => {
    await page.getByRole("button", { name: "Hint" }).click();
    await expect(hint).toHaveText("Hint: d3-c3. White wins in 1 turn", { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/game-hint-tablebase.png" });
  expect(errors).toEqual([]);
});
