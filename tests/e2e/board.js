// Helpers for driving the page like a player: click cells on the canvas, read what the page shows.
import { cellCenter, layout } from "../../web/board/geometry.js";

/** Opens the page and waits until the engine has drawn the first board. */
export async function openGame(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  await page.locator("#board[data-board]").waitFor();
  return errors;
}

/** The board text the page shows. */
export function boardText(page) {
  return page.locator("#board").getAttribute("data-board");
}

/** Clicks the centre of `cell` on the board, as a player would (the mouse goes wherever
 * the board is: the accessible grid lies over the canvas). */
export async function clickCell(page, cell) {
  const canvas = page.locator("#board");
  const size = (await boardText(page)).split("/").length;
  const box = await canvas.boundingBox();
  const { x, y } = cellCenter(layout(size, box.width), cell);
  await page.mouse.click(box.x + x, box.y + y);
}

export { stoneOn } from "../shared/game.js";
