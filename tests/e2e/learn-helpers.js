// Helpers for the lesson and the puzzles as a reader meets them: open them from the game's
// menu or on their own (embed.html?mode=...), play cells with the pointer or the keyboard,
// read the feedback line.
import { expect } from "@playwright/test";

export const learn = (page) => page.locator(".seega-learn");
export const feedback = (page) => page.locator(".seega-learn .learn-feedback");
export const boardText = (page) => page.locator(".seega-learn .learn-board").getAttribute("data-board");
export const legal = async (page) => ((await page.locator(".seega-learn .learn-board").getAttribute("data-legal")) ?? "").split(" ").filter(Boolean);

/** Collects the page's errors. */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

/** Waits until the view shows a board with its grid. */
export async function ready(page) {
  await page.locator(".seega-learn .learn-board[data-board]").waitFor();
  await page.locator('.seega-learn [data-cell="a1"]').waitFor({ state: "attached" });
}

/** Waits until no animation runs. */
export async function settled(page) {
  await page.locator(".seega-learn canvas[data-animating]").waitFor({ state: "detached" });
}

/** Clicks `cell` on the board, where it is drawn. */
export async function clickCell(page, cell) {
  await page.locator(`.seega-learn [data-cell="${cell}"]`).click();
}

/** Plays a turn token by pointer: each cell of each part, then the last stone again when an
 * optional chain could go on (a press on it stops). */
export function clickTurn(page, token) {
  return playCells(page, token, (cell) => clickCell(page, cell));
}

/** Plays a turn token with the keyboard alone: arrows to each cell and Enter on it. */
export function keyTurn(page, token) {
  return playCells(page, token, async (cell) => {
    await arrowTo(page, cell);
    await page.keyboard.press("Enter");
  });
}

/** Acts on each cell of `token`, and on its last stone again to stop a chain that could go on. */
async function playCells(page, token, act) {
  for (const part of token.split(",")) {
    const cells = part.replace(/^x/, "").split("-");
    for (const cell of cells) {
      await settled(page);
      await act(cell);
    }
    await settled(page);
    if ((await legal(page)).includes("end")) await act(cells[cells.length - 1]);
  }
}

/** Moves the board's keyboard focus to `cell` with the arrow keys (black at the bottom). */
export async function arrowTo(page, cell) {
  const stop = page.locator('.seega-learn [role="gridcell"][tabindex="0"]');
  await stop.focus();
  const from = await stop.getAttribute("data-cell");
  const df = cell.charCodeAt(0) - from.charCodeAt(0);
  const dr = Number(cell.slice(1)) - Number(from.slice(1));
  for (let i = 0; i < Math.abs(df); i += 1) await page.keyboard.press(df > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dr); i += 1) await page.keyboard.press(dr > 0 ? "ArrowUp" : "ArrowDown");
  await expect(page.locator(`.seega-learn [data-cell="${cell}"]`)).toBeFocused();
}

/** The four languages on a phone and on a desktop, for a test each. */
export const LOOKS = ["en", "fr", "ar", "so"].flatMap((lang) => [
  { lang, device: "phone", viewport: { width: 390, height: 844 } },
  { lang, device: "desktop", viewport: { width: 1100, height: 760 } },
]);

/** Nothing is wider than the screen. */
export async function fitsTheScreen(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
