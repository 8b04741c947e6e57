// Helpers for the board's own end-to-end tests: the harness page (tests/pages/board.html),
// served beside the built site, and ways to reach cells as a player would.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { cellCenter, layout } from "../../web/board/geometry.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const TYPES = { html: "text/html", js: "text/javascript", css: "text/css", wasm: "application/wasm" };

/** Serves the harness page and the board's and computer player's modules from the sources
 * (the built site bundles them), with the search's engine that the computer's worker imports
 * (web/pkg/search/, built by npm run build); the whole engine comes from the built site. */
export async function serveSources(context) {
  await context.route(/\/(tests\/pages|web\/board|web\/ai|web\/shared|web\/pkg\/search)\/[^/]+$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    const type = TYPES[path.split(".").pop()] ?? "application/octet-stream";
    route.fulfill({ body: readFileSync(join(root, path)), contentType: type });
  });
}

export { PLACEMENT } from "../shared/game.js";

/** Opens the harness with `query` (see tests/pages/board.js); returns the page's errors. */
export async function openHarness(page, query = "") {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await serveSources(page.context());
  await page.goto(`/tests/pages/board.html${query ? `?${query}` : ""}`);
  await page.locator("body[data-ready]").waitFor();
  await page.locator("#board[data-board]").waitFor();
  await page.waitForFunction(() => document.querySelector(".seega-board-cell") !== null);
  return errors;
}

/** The board text shown. */
export function boardText(page) {
  return page.locator("#board").getAttribute("data-board");
}

/** The page coordinates of `cell`'s centre, with the board turned as `orientation` says. */
export async function cellPoint(page, cell, orientation = "black") {
  const box = await page.locator("#board").boundingBox();
  const size = (await boardText(page)).split("/").length;
  const { x, y } = cellCenter(layout(size, box.width, orientation), cell);
  return { x: box.x + x, y: box.y + y };
}

/** Waits until no animation runs. */
export async function settled(page) {
  await page.waitForFunction(() => !document.querySelector("#board")?.dataset.animating);
}

/** Plays turns through the harness's game, as another player would, without animating. */
export async function playTurns(page, tokens) {
  await page.evaluate(async (list) => {
    for (const token of list) await window.harness.play(token, false);
  }, tokens);
}
