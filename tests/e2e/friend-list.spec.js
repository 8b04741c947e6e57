import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { boardText, clickTurn, newGame, openApp } from "./game-helpers.js";

// The games with friends a player keeps: three games told apart by their names (the colour
// and when each began, numbered when alike), the last played first (a friend's turn arriving
// moves a game up), renamed, deleted after a question and put back, in the new-game dialog
// and the menu's own list; the player's card says "You"; a kept game that does not read
// hides none of the others.

const dialogOf = (page) => page.locator(".seega-app .new-game-dialog");
const entries = (page, dialog) => dialog.locator(".friend-games .friend-game-name");
const link = (page) => page.locator(".seega-app .friend-link");

/** Starts a friend game: `human` the colour played, `first` the side that places first. */
async function friendGame(page, human, first = "black") {
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Opponent").selectOption("friend");
    await dialog.getByLabel("You play").selectOption(human);
    await dialog.getByLabel("Places first").selectOption(first);
  });
}

/** The names the list shows, in its order. */
async function names(page, dialog) {
  return entries(page, dialog).allTextContents();
}

test("three friend games told apart, the last played first; renamed, deleted and put back", async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const errors = [...(await openApp(a)), ...(await openApp(b))];
  // No friend game yet: the menu has no list of them.
  await expect(a.locator(".seega-app .friends-button")).toBeHidden();

  // The page's time is set at each step, so that two games begin in the same minute.
  const at = (time) => a.clock.setFixedTime(new Date(`2026-11-26T${time}Z`));
  // Game 1: black, one turn played; its link goes to the friend (B).
  await at("10:00:00");
  await friendGame(a, "black");
  await clickTurn(a, "a1,b1");
  const first = await link(a).inputValue();
  // The player's card says "You", the friend's "Friend".
  await expect(a.locator(".seega-app .player.black .player-tag")).toHaveText("You");
  await expect(a.locator(".seega-app .player.white .player-tag")).toHaveText("Friend");
  // Game 2: white, the friend places first: the link begins the game.
  await at("10:00:20");
  await friendGame(a, "white");
  await expect(a.locator(".seega-app .friend-text")).toHaveText("Your friend plays first: send them this link to begin the game.");
  // Game 3: black again, in the same minute as game 1.
  await at("10:00:40");
  await friendGame(a, "black");
  await expect(a.locator(".seega-app .friends-button")).toBeVisible();

  await a.locator(".seega-app .app-menu .new-game-button").click();
  let dialog = dialogOf(a);
  await expect(entries(a, dialog)).toHaveCount(3);
  let shown = await names(a, dialog);
  // Each name differs; the two black games begun in the same minute are numbered.
  expect(new Set(shown).size).toBe(3);
  expect(shown[0]).toMatch(/^Black, begun .+ \(2\)$/);
  expect(shown[1]).toMatch(/^White, begun /);
  expect(shown[2]).toMatch(/^Black, begun /);
  await expect(dialog.locator(".friend-game").nth(0)).toContainText("You play Black · no turn played yet · begun ");
  await expect(dialog.locator(".friend-game").nth(0)).not.toContainText("0 turns");
  await expect(dialog.locator(".friend-game").nth(1)).toContainText("your friend's turn");
  await expect(dialog.locator(".friend-game").nth(2)).toContainText("You play Black · 1 turn · last played");
  // The game open now is said so and cannot be deleted from here.
  await expect(dialog.locator(".friend-game").nth(0).locator(".friend-open-now")).toHaveText("Open now");
  await expect(dialog.locator(".friend-game").nth(0).locator(".friend-delete")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The friend answers game 1: its link arrives, the turn marked and drawn arriving, and the
  // game moves to the top of the list.
  await b.goto(first.replace(/^https?:\/\/[^/]+/, ""));
  await expect(b.locator(".seega-app .notice")).toContainText("Your friend has started a game with you and played its first turn: you play White, and it is your turn.");
  await expect(b.locator(".seega-app .board-wrap")).toHaveAttribute("data-marked", "a1 b1");
  await clickTurn(b, "c1,d1");
  const reply = await link(b).inputValue();
  // Whether the board animates as the page opens: watched before any script of the page runs.
  await a.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector(".seega-app canvas[data-animating]")) /** @type {any} */ (window).animated = true;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-animating"] });
  });
  await at("10:05:00");
  await a.goto("about:blank");
  await a.goto(reply.replace(/^https?:\/\/[^/]+/, ""));
  await expect(a.locator(".seega-app .notice")).toContainText("Your friend has played: it is your turn.");
  await expect(a.locator(".seega-app .board-wrap")).toHaveAttribute("data-marked", "c1 d1");
  expect(await a.evaluate(() => /** @type {any} */ (window).animated)).toBe(true);
  expect(await boardText(a)).toBe("...../...../...../...../bbww.");

  // A kept game that does not read is left alone and hides none of the others.
  await a.evaluate(() => localStorage.setItem("seega.game.v1.friend.brokengame1", "{not a save"));
  await a.locator(".seega-app .friends-button").click();
  dialog = a.locator(".seega-app .friends-dialog");
  await expect(dialog).toBeVisible();
  await expect(entries(a, dialog)).toHaveCount(3);
  shown = await names(a, dialog);
  expect(shown[0]).toMatch(/^Black, begun /);
  expect(shown[0]).not.toMatch(/\(2\)$/);
  expect(shown[1]).toMatch(/^Black, begun .+ \(2\)$/);
  await expect(dialog.locator(".friend-game").nth(0)).toContainText("2 turns");

  // Renamed: the name stays, through the game's next save and a reload.
  const second = dialog.locator(".friend-game").nth(1);
  await second.getByRole("button", { name: "Rename" }).click();
  const input = dialog.getByLabel("The game's name");
  await expect(input).toBeFocused();
  await input.fill("Amina, at the café");
  await input.press("Enter");
  await expect(entries(a, dialog).nth(1)).toHaveText("Amina, at the café");
  await expect(second.getByRole("button", { name: "Rename" })).toBeFocused();
  // Escape leaves a name being edited as it was, and the dialog open.
  await second.getByRole("button", { name: "Rename" }).click();
  await dialog.getByLabel("The game's name").fill("Not this");
  await dialog.getByLabel("The game's name").press("Escape");
  await expect(dialog).toBeVisible();
  await expect(entries(a, dialog).nth(1)).toHaveText("Amina, at the café");

  // Deleted after a question (cancelled once), then put back, then deleted for good.
  const white = dialog.locator(".friend-game").nth(2);
  const whiteName = await white.locator(".friend-game-name").textContent();
  await white.getByRole("button", { name: "Delete" }).click();
  await expect(white.locator(".friend-confirm")).toHaveText(`Delete “${whiteName}”? Its turns are gone from this device; your friend's links can no longer be played on here.`);
  await white.getByRole("button", { name: "Cancel" }).click();
  await expect(entries(a, dialog)).toHaveCount(3);
  await white.getByRole("button", { name: "Delete" }).click();
  await dialog.locator(".friend-delete-yes").click();
  await expect(entries(a, dialog)).toHaveCount(2);
  await expect(dialog.locator(".friend-note")).toContainText(`“${whiteName}” is deleted.`);
  await expect(dialog.getByRole("button", { name: "Undo" })).toBeFocused();
  const { violations } = await new AxeBuilder({ page: a }).include(".friends-dialog").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await dialog.getByRole("button", { name: "Undo" }).click();
  await expect(entries(a, dialog)).toHaveCount(3);
  await expect(entries(a, dialog).nth(2)).toHaveText(/** @type {string} */ (whiteName));
  await dialog.locator(".friend-game").nth(2).getByRole("button", { name: "Delete" }).click();
  await dialog.locator(".friend-delete-yes").click();
  await expect(entries(a, dialog)).toHaveCount(2);
  await a.screenshot({ path: "tests/screenshots/friend-list.png" });
  await dialog.getByRole("button", { name: "Close" }).first().click();

  await a.reload();
  await a.locator(".seega-app .board-wrap[data-board]").waitFor();
  await a.locator(".seega-app .app-menu .new-game-button").click();
  dialog = dialogOf(a);
  await expect(entries(a, dialog)).toHaveCount(2);
  expect(await names(a, dialog)).toEqual([shown[0], "Amina, at the café"]);
  // Opening a game from the list opens it, and the list keeps its order.
  await dialog.locator(".friend-game").nth(1).getByRole("button", { name: "Open" }).click();
  await expect(dialog).toBeHidden();
  await expect(a.locator(".seega-app .moves .move:not(.start)")).toHaveCount(0);
  await expect(a.locator(".seega-app .player.black .player-tag")).toHaveText("You");
  expect(await a.evaluate(() => localStorage.getItem("seega.game.v1.friend.brokengame1"))).toBe("{not a save");
  // Renamed in the new-game dialog: Enter saves the name and starts no game.
  await a.locator(".seega-app .app-menu .new-game-button").click();
  await dialog.locator(".friend-game").nth(0).getByRole("button", { name: "Rename" }).click();
  await dialog.getByLabel("The game's name").fill("With Yusuf");
  await dialog.getByLabel("The game's name").press("Enter");
  await expect(entries(a, dialog).nth(0)).toHaveText("With Yusuf");
  await expect(dialog).toBeVisible();
  expect(errors).toEqual([]);
});
