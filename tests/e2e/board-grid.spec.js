import { expect, test } from "./fixtures.js";
import { readFileSync } from "node:fs";
import { gridProblems } from "../shared/grid-check.js";

// The board's accessible grid (web/board/grid.js) lies over the board drawn under it on every
// page that shows a board, after load and whatever changes the board's size afterwards: a
// window resized (a phone turned), a stylesheet arriving late, a bar shown above the board.
// What uses the cells' boxes (a WebDriver click, VoiceOver's touch exploration, a magnifier
// following focus) meets the cell drawn there. The check itself: tests/shared/grid-check.js.

const PAGES = [
  ["the game", "/", ".seega-app [data-cell='a1']"],
  ["the lesson", "/#learn", ".seega-learn:not([data-first-screen]) [data-cell='a1']"],
  ["the puzzles", "/embed.html?mode=puzzles", ".seega-learn [data-cell='a1']"],
  ["the analysis board", "/#analysis", ".seega-analysis [data-cell='a1']"],
  ["the exhibit", "/#exhibit", "[data-cell='a1']"],
  ["the tabletop", "/#tabletop", ".seega-app [data-cell='a1']"],
];

/** Two frames: what a size change asks of the page has been done. */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The grid's problems once it has had two frames to settle (polled: a page's own stylesheet,
 * as the tabletop's, may still be on its way and change the board's size again). */
async function problems(page) {
  await frames(page);
  return page.evaluate(gridProblems);
}

for (const [name, path, cell] of PAGES) {
  test(`${name}: the grid lies over the drawn board after load, a resize and a late stylesheet`, async ({ page }) => {
    await page.goto(path);
    await page.locator(cell).first().waitFor({ state: "attached" });
    await expect.poll(() => problems(page), { message: "after load", timeout: 5_000 }).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => problems(page), { message: "as a phone", timeout: 5_000 }).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => problems(page), { message: "wide again", timeout: 5_000 }).toEqual([]);
    // A stylesheet that arrives late and makes the board's box smaller, then a bar above it.
    await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = ".seega-board { width: 70% !important; margin-top: 60px !important; }";
      document.head.append(style);
    });
    await expect.poll(() => problems(page), { message: "after a late stylesheet", timeout: 5_000 }).toEqual([]);
  });
}

test("a click where the grid says d1 is lies on d1 as drawn, in the frame the board's size changed", async ({ page }) => {
  await page.goto("/embed.html?mode=puzzles");
  await page.locator(".seega-learn [data-cell='a1']").waitFor({ state: "attached" });
  // The board grows at once, and the grid is read before any paint: it must already follow.
  const late = await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = ".seega-learn { max-width: none !important; } .seega-learn .learn-board { width: 100% !important; }";
    document.head.append(style);
    return new Promise((done) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        // After the board's own observer (registered first) has run, before the next paint.
        queueMicrotask(() => done(null));
      });
      observer.observe(/** @type {Element} */ (document.querySelector(".seega-board")));
    });
  });
  expect(late).toBeNull();
  const cellBox = await page.locator(".seega-learn [data-cell='d1']").boundingBox();
  const canvasBox = await page.locator(".seega-learn canvas").first().boundingBox();
  if (!cellBox || !canvasBox) throw new Error("the board is not shown");
  const size = Number(await page.locator(".seega-learn [data-cell]").count()) ** 0.5;
  const step = canvasBox.width / (size + 1);
  expect(Math.abs(cellBox.width - step)).toBeLessThan(1.5);
});

test("a puzzle of another size: the grid takes its shape in the task that opened it, before any paint", async ({ page }) => {
  const { puzzles } = JSON.parse(readFileSync(new URL("../../web/learn/puzzles.json", import.meta.url), "utf8"));
  const sized = (/** @type {number} */ n) => puzzles.findIndex((/** @type {{board: string}} */ p) => p.board.split("/").length === n);
  const [large, small] = [sized(7), sized(5)];
  expect(large).toBeGreaterThanOrEqual(0);
  await page.goto("/embed.html?mode=puzzles");
  await page.locator(".seega-learn [data-cell='a1']").waitFor({ state: "attached" });
  await page.locator(".seega-learn select.learn-select").selectOption(String(large));
  await expect(page.locator(".seega-learn [data-cell]")).toHaveCount(49);
  // A WebDriver click or a screen reader may come before the browser's next frame (WebKit's
  // driver did, in the journeys): the cells must already be those of the board shown.
  const seen = await page.evaluate(async (index) => {
    const select = /** @type {HTMLSelectElement} */ (document.querySelector(".seega-learn select.learn-select"));
    select.value = String(index);
    select.dispatchEvent(new Event("change", { bubbles: true }));
    // The view acts in a microtask (feedback.js): a few of them, and no frame, later.
    for (let i = 0; i < 3; i += 1) await new Promise((done) => queueMicrotask(() => done(null)));
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector(".seega-learn canvas"));
    const frame = canvas.getBoundingClientRect();
    const d1 = /** @type {HTMLElement} */ (document.querySelector(".seega-learn [data-cell='d1']")).getBoundingClientRect();
    const step = frame.width / 6;
    return {
      rows: canvas.dataset.board?.split("/").length,
      cells: document.querySelectorAll(".seega-learn [data-cell]").length,
      // d1 on a 5 × 5 board: the fourth column, the fifth row from the top.
      off: Math.max(Math.abs(d1.left + d1.width / 2 - (frame.left + 4 * step)), Math.abs(d1.top + d1.height / 2 - (frame.top + 5 * step))),
    };
  }, small);
  expect(seen.rows).toBe(5);
  expect(seen.cells).toBe(25);
  expect(seen.off).toBeLessThan(1.5);
});
