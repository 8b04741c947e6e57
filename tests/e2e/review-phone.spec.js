import { expect, test } from "./fixtures.js";
import { clickTurn, openApp, settled, shareLink } from "./game-helpers.js";
import { REVIEWED } from "../shared/game.js";
import { viewProblem } from "../shared/in-view.js";

// On a phone the board stays at the window's top while a review is shown, over the panel that
// scrolls beneath it. What each of the review's actions changes must come to rest in the
// window and under the board, never beneath it: the summary and the graph when the review
// ends, the graph's cursor after a step, the turn's words and the better turn, the practice's
// question and its verdict (tests/shared/in-view.js checks it).

/** Waits until `selector` is in view and uncovered. */
const shown = (page, selector) => expect.poll(() => page.evaluate(viewProblem, selector), { message: selector }).toBeNull();

const SECTION = ".seega-app .review-section";

test("on a phone, each change a review makes is in view, under the board", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openApp(page, shareLink(REVIEWED.record));
  await page.locator(".seega-app .over-actions .review-game").click();
  const section = page.locator(SECTION);
  await expect(section.locator(".review-summary li")).toHaveCount(2, { timeout: 60_000 });
  // The review ended: its summary and its whole graph are on screen, and the board above them.
  await shown(page, `${SECTION} .review-summary`);
  await shown(page, `${SECTION} .review-graph`);
  await shown(page, ".seega-app .board-wrap");
  await page.screenshot({ path: "tests/screenshots/review-phone-ended.png" });

  // A jump: the board grows its banner, and the graph with its cursor moved stays in view.
  const graph = section.getByRole("slider");
  await section.getByRole("button", { name: "Previous mistake" }).click();
  await expect(graph).toHaveAttribute("aria-valuenow", "17");
  await shown(page, `${SECTION} .review-graph`);
  await shown(page, `${SECTION} .review-turn`);
  await shown(page, ".seega-app .review-banner");

  // Steps on the graph by keyboard.
  await graph.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await expect(graph).toHaveAttribute("aria-valuenow", "1");
  await shown(page, `${SECTION} .review-graph`);
  await page.keyboard.press("End");
  await expect(graph).toHaveAttribute("aria-valuenow", String(REVIEWED.turns));
  await shown(page, `${SECTION} .review-graph`);

  // The jumps to the third marked turn, then its better turn.
  await page.keyboard.press("Home");
  const next = section.getByRole("button", { name: "Next mistake" });
  for (const turn of [REVIEWED.inaccuracy.turn, REVIEWED.mistake.turn, REVIEWED.third.turn]) {
    await next.click();
    await expect(graph).toHaveAttribute("aria-valuenow", String(turn));
    await shown(page, `${SECTION} .review-graph`);
  }
  await section.getByRole("button", { name: "Show the better turn" }).click();
  await expect(section.locator(".review-better")).toContainText(`Better: ${REVIEWED.third.best}`);
  await shown(page, `${SECTION} .review-better`);
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/review-phone-better.png" });

  // The practice: its question at the start, the verdict on an answer, the engine's turn shown.
  await section.getByRole("button", { name: "Practise the mistakes" }).click();
  const practice = section.locator(".review-practice");
  await expect(practice.locator(".practice-text")).toContainText(`than ${REVIEWED.mistake.played} (turn ${REVIEWED.mistake.turn})`);
  await shown(page, `${SECTION} .practice-text`);
  await clickTurn(page, REVIEWED.mistake.played);
  await expect(practice.locator(".practice-result")).toContainText("Mistake", { timeout: 30_000 });
  await shown(page, `${SECTION} .practice-result`);
  await practice.getByRole("button", { name: "Show the engine's turn" }).click();
  await expect(practice.locator(".practice-result")).toContainText(`The engine's turn: ${REVIEWED.mistake.best}`);
  await shown(page, `${SECTION} .practice-result`);
  await practice.getByRole("button", { name: "Next position" }).click();
  await expect(practice.locator(".practice-text")).toContainText(`(turn ${REVIEWED.third.turn})`);
  await shown(page, `${SECTION} .practice-text`);
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/review-phone-practice.png" });
  expect(errors).toEqual([]);
});

test("on a wide screen, the review's summary and graph are in view beside the board when it ends", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await openApp(page, shareLink(REVIEWED.record));
  await page.locator(".seega-app .over-actions .review-game").click();
  await expect(page.locator(`${SECTION} .review-summary li`)).toHaveCount(2, { timeout: 60_000 });
  await shown(page, `${SECTION} .review-summary`);
  await shown(page, `${SECTION} .review-graph`);
  await page.locator(`${SECTION} .jump-previous`).click();
  await shown(page, `${SECTION} .review-graph`);
  await page.screenshot({ path: "tests/screenshots/review-wide-step.png" });
  expect(errors).toEqual([]);
});
