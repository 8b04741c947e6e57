import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, openHarness, playTurns, settled } from "./board-harness.js";

// Animation from the engine's report: a computer's whole turn c2-c3-c4 (two steps, two
// captures) slides and takes step by step; the board says when it is animating.

const SLIDE = 180;
const LEAVE = 260;
/** Under reduced motion, the taken stones only fade (web/board/anim.js's TIMING.fade). */
const FADE = 160;

test("a capture chain plays step by step, with a frozen clock for the screenshot", async ({ page }) => {
  await page.clock.install();
  const errors = await openHarness(page, "reduced=0");
  await playTurns(page, PLACEMENT);
  // Stop the page's clock (timers and animation frames) so that a busy machine cannot let
  // the animation run out before it is looked at; runFor() below moves it on. A second ahead
  // of the page's time, which a busy machine cannot have passed before the pause is asked.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate(() => {
    window.done = false;
    window.harness.play("c2-c3-c4").then(() => (window.done = true));
  });
  await expect(page.locator("#board")).toHaveAttribute("data-animating", "true");
  // The board text is the position after at once; the picture catches up.
  expect(await boardText(page)).toBe("bbwww/www.w/ww.bb/bw.bb/bbwwb");
  // Mid-way through the first capture: the stone has arrived on c3, c4's black stone fading.
  await page.clock.runFor(SLIDE + LEAVE / 2);
  await page.screenshot({ path: "tests/screenshots/capture-mid-animation.png" });
  await expect(page.locator("#board")).toHaveAttribute("data-animating", "true");
  expect(await page.evaluate(() => window.done)).toBe(false);
  // Past the end of both steps (the first frame starts the animation's own clock).
  await page.clock.runFor(2 * (SLIDE + LEAVE));
  await expect(page.locator("#board")).not.toHaveAttribute("data-animating");
  expect(await page.evaluate(() => window.done)).toBe(true);
  await page.screenshot({ path: "tests/screenshots/capture-after-animation.png" });
  expect(errors).toEqual([]);
});

test("the animation takes as long as its steps, and a new position cuts it short", async ({ page }) => {
  const errors = await openHarness(page, "reduced=0");
  await playTurns(page, PLACEMENT);
  const timing = await page.evaluate(async () => {
    const start = performance.now();
    await window.harness.play("c2-c3-c4");
    return performance.now() - start;
  });
  // A measurement, printed: a loaded machine makes frames late, never early, so only the
  // floor is held (the steps' own length); the order of the frames is held by the first test.
  console.log(`capture chain animation: ${timing.toFixed(0)} ms (its steps: ${2 * (SLIDE + LEAVE)} ms)`);
  expect(timing).toBeGreaterThanOrEqual(2 * (SLIDE + LEAVE) - 20);

  // A set during an animation finishes the old one at once.
  const cut = await page.evaluate(async () => {
    const first = window.harness.play(window.harness.game.legalActions()[0]);
    const before = window.harness.board.animating;
    let firstDone = false;
    first.then(() => (firstDone = true));
    await window.harness.show();
    await Promise.resolve();
    return { before, after: window.harness.board.animating, firstDone };
  });
  expect(cut).toEqual({ before: true, after: false, firstDone: true });
  await expect(page.locator("#board")).not.toHaveAttribute("data-animating");
  expect(errors).toEqual([]);
});

test("with reduced motion nothing slides: the taken stones only fade, briefly", async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHarness(page);
  await playTurns(page, PLACEMENT);
  // The page's clock stopped: what ends the animation is its own length, not the machine's speed.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  await page.evaluate(() => {
    window.done = false;
    window.harness.play("c2-c3-c4").then(() => (window.done = true));
  });
  // Within one fade (and short of a single slide), the whole chain has ended: nothing slid.
  await page.clock.runFor(FADE + 40);
  expect(await page.evaluate(() => window.done), "the chain ended within one fade").toBe(true);
  await expect(page.locator("#board")).not.toHaveAttribute("data-animating");
  await settled(page);
});
