// Helpers for playing the app as a user: open it (optionally from a share link), click the
// board's cells, read what the page shows. The board's accessible grid lies over the canvas,
// so a click on a grid cell is a click on the board where that cell is drawn.

import { UI, turnCells } from "../shared/game.js";

export { PLACEMENT, record, shareLink, stoneOn } from "../shared/game.js";

/** Opens the app at `path` (each test has a browser context of its own, so storage starts
 * empty) and waits for the first board; returns the page's errors. */
export async function openApp(page, path = "/") {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto(path);
  await ready(page);
  return errors;
}

/** Waits until the app shows a board and its grid. */
export async function ready(page) {
  await page.locator(`${UI.board}[data-board]`).waitFor();
  await page.locator(UI.cell("a1")).waitFor({ state: "attached" });
}

export const app = (page) => page.locator(UI.app);
export const status = (page) => page.locator(UI.status);
export const boardText = (page) => page.locator(UI.board).getAttribute("data-board");
export const legal = async (page) => ((await page.locator(UI.board).getAttribute("data-legal")) ?? "").split(" ").filter(Boolean);
export const count = (page, side, what) => page.locator(UI.count(side, what));
export const moves = (page) => page.locator(UI.moves);

/** Clicks `cell` on the board. */
export async function clickCell(page, cell) {
  await page.locator(UI.cell(cell)).click();
}

/** Plays a turn token by clicking its cells: `a1,b1`, `c2-c3-c4`, `xd4`, `xd4,c4-d4`. */
export async function clickTurn(page, token) {
  for (const cell of turnCells(token)) await clickCell(page, cell);
}

/** Chooses the menu's entry of class `entry` (`rules-button`): on a phone, once its button
 * has opened the entries. */
export async function chooseFromMenu(page, entry) {
  const toggle = page.locator(".seega-app .menu-toggle");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.locator(`.seega-app .menu-entries .${entry}`).click();
}

/** Opens the new-game dialog, lets `fill(dialog)` choose, and starts the game. */
export async function newGame(page, fill = async () => {}) {
  await chooseFromMenu(page, "new-game-button");
  const dialog = page.locator(".seega-app .new-game-dialog");
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole("button", { name: "Start the game" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Waits until the board's animation is over (for screenshots). */
export async function settled(page) {
  await page.locator(UI.animating).waitFor({ state: "detached" });
}
