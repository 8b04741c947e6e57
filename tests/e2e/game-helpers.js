// Helpers for playing the app as a user: open it (optionally from a share link), click the
// board's cells, read what the page shows. The board's accessible grid lies over the canvas,
// so a click on a grid cell is a click on the board where that cell is drawn.

/** Twelve placement turns after which white, to move, captures c4 with c2-c3 and may go on
 * with c3-c4, taking d4. */
export const PLACEMENT = [
  "a1,b1", "c1,d1", "e1,a2", "b2,c2", "d2,e2", "a3,b3",
  "d3,e3", "a4,b4", "c4,d4", "e4,c5", "b5,a5", "d5,e5",
];

/** A record of `turns` after optional tags. */
export function record(turns, tags = { Size: "5" }) {
  const head = Object.entries(tags).map(([key, value]) => `[${key} "${value}"]`).join("\n");
  return `${head}\n\n${turns.map((turn, i) => `${i + 1}. ${turn}`).join(" ")}\n`;
}

/** The address that opens `text` as a shared game, with `extra` link parameters. */
export function shareLink(text, extra = {}) {
  return `/#${new URLSearchParams({ record: text, ...extra }).toString()}`;
}

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
  await page.locator(".seega-app .board-wrap[data-board]").waitFor();
  await page.locator('.seega-app [data-cell="a1"]').waitFor({ state: "attached" });
}

export const app = (page) => page.locator(".seega-app");
export const status = (page) => page.locator(".seega-app .status");
export const boardText = (page) => page.locator(".seega-app .board-wrap").getAttribute("data-board");
export const legal = async (page) => ((await page.locator(".seega-app .board-wrap").getAttribute("data-legal")) ?? "").split(" ").filter(Boolean);
export const count = (page, side, what) => page.locator(`.seega-app .player.${side} [data-count="${what}"]`);
export const moves = (page) => page.locator(".seega-app .moves .move:not(.start)");

/** Clicks `cell` on the board. */
export async function clickCell(page, cell) {
  await page.locator(`.seega-app [data-cell="${cell}"]`).click();
}

/** Plays a turn token by clicking its cells: `a1,b1`, `c2-c3-c4`, `xd4`, `xd4,c4-d4`. */
export async function clickTurn(page, token) {
  for (const part of token.split(",")) {
    for (const cell of part.replace(/^x/, "").split("-")) await clickCell(page, cell);
  }
}

/** The stone on `cell` in board text: "b", "w" or ".". */
export function stoneOn(board, cell) {
  const ranks = board.split("/");
  return ranks[ranks.length - Number(cell.slice(1))][cell.charCodeAt(0) - 97];
}

/** Opens the new-game dialog, lets `fill(dialog)` choose, and starts the game. */
export async function newGame(page, fill = async () => {}) {
  await page.locator(".seega-app .app-menu .new-game-button").click();
  const dialog = page.locator(".seega-app .new-game-dialog");
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole("button", { name: "Start the game" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Waits until the board's animation is over (for screenshots). */
export async function settled(page) {
  await page.locator(".seega-app canvas[data-animating]").waitFor({ state: "detached" });
}
