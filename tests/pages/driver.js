// Helpers for the embedding and offline tests: the test sites' addresses, playing a cell on a
// board wherever it is (a page, a shadow root, a frame), and watching a page for errors,
// policy breaches and requests.

import { sites } from "../shared/sites.js";

export { foreignOrigins } from "../shared/sites.js";

/** SITE: the built site as `serve` deploys it; GAME: the built site with the host pages, under
 * the strict policy; OTHER: another site, whose host pages embed the game from GAME. */
export const { SITE, GAME, OTHER } = sites(Number(process.env.SEEGA_TEST_PORT ?? 4173));

/** The board's canvas inside `scope` (a Page, FrameLocator or Locator), once it shows a
 * position and, in the app, once its game is open (its first screen is drawn before). */
export function board(scope) {
  return scope.locator("canvas[data-board]:not(.board-wrap:not([data-board]) canvas)").first();
}

/** The board text the canvas inside `scope` shows. */
export async function boardText(scope) {
  return board(scope).getAttribute("data-board");
}

/** Clicks the centre of `cell` on the board inside `scope` as a player would, with the mouse
 * at the place where the board shows it (its cell in the board's accessible grid, laid over
 * the canvas). */
export async function clickCell(page, scope, cell) {
  const place = scope.locator(`[data-cell="${cell}"]`).first();
  await place.scrollIntoViewIfNeeded();
  const box = await place.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Clicks each cell of `cells` in turn, waiting for the board to change after each. */
export async function play(page, scope, cells) {
  for (const cell of cells) {
    const before = await boardText(scope);
    await clickCell(page, scope, cell);
    await waitForChange(scope, before);
  }
}

/** Waits until the board inside `scope` shows something other than `before`. */
export async function waitForChange(scope, before, timeout = 10_000) {
  const canvas = board(scope);
  const started = Date.now();
  while ((await canvas.getAttribute("data-board")) === before) {
    if (Date.now() - started > timeout) throw new Error(`the board stayed ${before}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return canvas.getAttribute("data-board");
}

/** Starts recording a page's errors (uncaught, console errors, policy breaches reported on
 * the console) and every request its context makes. */
export function watch(context, page) {
  const errors = [];
  const requests = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || /Content.Security.Policy/i.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  context.on("request", (request) => requests.push(request.url()));
  return { errors, requests };
}

/** Waits until a service worker controls the page. */
export async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
    }
  });
}

/** The parts of the game (its board, panel, status, title and menu) that the element
 * `selector` of the page overlaps. */
export async function overlapsOf(page, selector) {
  return page.evaluate((bar) => {
    const box = /** @type {Element} */ (document.querySelector(bar)).getBoundingClientRect();
    const parts = [".board-wrap", ".side-panel", ".status-card", ".app-title", ".app-menu"];
    return parts.filter((part) => {
      const other = document.querySelector(`.seega-app:not([data-first-screen]) ${part}`)?.getBoundingClientRect();
      return other && box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
    });
  }, selector);
}
