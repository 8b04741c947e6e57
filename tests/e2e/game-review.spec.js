import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { boardText, clickTurn, moves, openApp, settled, shareLink } from "./game-helpers.js";
import { REVIEWED } from "../shared/game.js";
import { readFileSync } from "node:fs";

/** A 64-turn 9x9 game: its review takes seconds, long enough to be stopped on any machine. */
const LONG_GAME = readFileSync(new URL("../../scripts/bench-games/9x9-64-turns.txt", import.meta.url), "utf8");

// The game's review: asked for when the game is over, it runs in a worker with a progress
// bar, then shows each side's summary, the graph, the classes in the turn list, the better
// turn on the board and a practice of the mistakes; its classes go into the record.

const review = (page) => page.locator(".seega-app .review-section");

/** Opens the finished game and reviews it, waiting for the result. */
async function reviewed(page) {
  const errors = await openApp(page, shareLink(REVIEWED.record));
  await page.locator(".seega-app .over-actions .review-game").click();
  await expect(review(page).locator(".review-summary li")).toHaveCount(2, { timeout: 60_000 });
  return errors;
}

test("a finished game is reviewed: summary, graph, marks in the turn list, the better turn", async ({ page }) => {
  const errors = await reviewed(page);
  const section = review(page);
  await expect(section.locator(".review-summary li").nth(1)).toContainText(/White: .*blunder.*; accuracy \d+%/);
  const graph = section.getByRole("slider", { name: "Who was ahead after each turn" });
  await expect(graph).toHaveAttribute("aria-valuemax", String(REVIEWED.turns));
  await expect(section.locator(".graph-mark.blunder")).not.toHaveCount(0);
  // The turn list carries the marks the review wrote into the game.
  const marked = page.locator(".seega-app .moves .move-mark.blunder");
  await expect(marked).not.toHaveCount(0);
  await expect(marked.first()).toContainText("??");

  // From the start, the jumps go to black's inaccuracy, its mistake, then its second mistake.
  await graph.focus();
  await page.keyboard.press("Home");
  await expect(graph).toHaveAttribute("aria-valuenow", "0");
  const next = section.getByRole("button", { name: "Next mistake" });
  await next.click();
  await expect(graph).toHaveAttribute("aria-valuenow", String(REVIEWED.inaccuracy.turn));
  await next.click();
  await expect(graph).toHaveAttribute("aria-valuenow", String(REVIEWED.mistake.turn));
  await next.click();
  await expect(graph).toHaveAttribute("aria-valuenow", String(REVIEWED.third.turn));
  await expect(section.locator(".review-turn")).toContainText(REVIEWED.third.class);
  await expect(section.locator(".review-better")).toContainText(`Better: ${REVIEWED.third.best}`);
  // The banner says the review's note in sentences: its class, what it gave away, the better line in words.
  await expect(page.locator(".seega-app .review-banner .note-text")).toHaveText(new RegExp(`^${REVIEWED.third.class} · (Gives away \\d+(\\.\\d)? stones?|Changes the result)\\. Better: ${REVIEWED.third.best}( → [^()]+)?\\.$`));
  await section.getByRole("button", { name: "Previous mistake" }).click();
  await expect(graph).toHaveAttribute("aria-valuenow", String(REVIEWED.mistake.turn));
  await next.click();

  // The better turn on the board: the position before that turn, the turn's cells marked.
  const after = await boardText(page);
  await section.getByRole("button", { name: "Show the better turn" }).click();
  await expect(page.locator(".seega-app .review-banner .review-text")).toContainText(`the better turn, ${REVIEWED.third.best}`);
  expect(await boardText(page)).not.toBe(after);
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/review-better-turn.png" });

  // The record now carries the review's annotations.
  await page.locator(".seega-app .app-menu .record-button").click();
  const text = page.locator(".seega-app .record-dialog textarea").first();
  await expect(text).toHaveValue(/11\. b5,a5\?\s+\{Gives\s+away\s+2\.4\s+stones\.\}\s+\(d5,e5\s/);
  expect(errors).toEqual([]);
});

test("the graph answers the keyboard and the pointer, and the table lists every turn", async ({ page }) => {
  const errors = await reviewed(page);
  const section = review(page);
  const graph = section.getByRole("slider");
  await graph.focus();
  await page.keyboard.press("Home");
  await expect(graph).toHaveAttribute("aria-valuetext", /^Start: /);
  await page.keyboard.press("ArrowRight");
  await expect(graph).toHaveAttribute("aria-valuenow", "1");
  await expect(graph).toHaveAttribute("aria-valuetext", /^1\. Black /);
  await expect(page.locator(".seega-app .moves .move-button[aria-current]")).toContainText("1.");
  await page.keyboard.press("End");
  await expect(graph).toHaveAttribute("aria-valuenow", String(REVIEWED.turns));
  // A click in the middle of the graph shows a turn near the middle.
  const box = await graph.boundingBox();
  if (!box) throw new Error("no graph");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const middle = Number(await graph.getAttribute("aria-valuenow"));
  expect(Math.abs(middle - REVIEWED.turns / 2)).toBeLessThanOrEqual(1);
  // The table: a row a turn.
  await section.locator(".review-table summary").click();
  await expect(section.locator(".review-table tbody tr")).toHaveCount(REVIEWED.turns);
  await expect(section.locator(".review-table tbody tr.blunder")).not.toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a blunder's position is practised: a wrong answer, then the engine's turn", async ({ page }) => {
  const errors = await reviewed(page);
  const section = review(page);
  await section.getByRole("button", { name: "Practise the mistakes" }).click();
  const practice = section.locator(".review-practice");
  await expect(practice).toBeVisible();
  await expect(page.locator(".seega-app .review-banner .review-text")).toContainText("Practice: the position before turn");
  // The first position is black's mistake; playing it again is judged as such.
  await expect(practice.locator(".practice-text")).toContainText(`than ${REVIEWED.mistake.played} (turn ${REVIEWED.mistake.turn})`);
  const before = await boardText(page);
  await clickTurn(page, REVIEWED.mistake.played);
  await expect(practice.locator(".practice-result")).toContainText("Mistake", { timeout: 30_000 });
  await practice.getByRole("button", { name: "Try again" }).click();
  expect(await boardText(page)).toBe(before);
  await clickTurn(page, REVIEWED.mistake.best);
  await expect(practice.locator(".practice-result")).toContainText(`${REVIEWED.mistake.best}: the engine's own turn`, { timeout: 30_000 });
  // The next position is the next mistake's.
  await practice.getByRole("button", { name: "Next position" }).click();
  await expect(practice.locator(".practice-text")).toContainText(`(turn ${REVIEWED.third.turn})`);
  await page.screenshot({ path: "tests/screenshots/review-practice.png" });
  await practice.getByRole("button", { name: "Back to the review" }).click();
  await expect(practice).toBeHidden();
  await expect(section.locator(".review-summary")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a review under way shows its progress, can be stopped, and the page stays usable", async ({ page }) => {
  const errors = await openApp(page, shareLink(LONG_GAME));
  await page.locator(".seega-app .app-menu .review-button").click();
  const running = review(page).locator(".review-running");
  await expect(running).toBeVisible();
  await expect(running.locator("progress")).toBeVisible();
  // The turn list still answers while the worker works.
  await moves(page).first().locator("button").click();
  await expect(page.locator(".seega-app .review-banner")).toBeVisible();
  await running.getByRole("button", { name: "Stop the review" }).click();
  await expect(review(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test("an annotated record shows its marks, comments and lines", async ({ page }) => {
  const errors = await openApp(page, shareLink(REVIEWED.annotated));
  const mark = page.locator(".seega-app .moves .move-mark");
  await expect(mark).toHaveCount(1);
  await expect(mark).toHaveText("?? Blunder");
  await expect(page.locator(".seega-app .moves .move-button:has(.move-mark)")).toHaveAccessibleName(/^11\. Black b5,a5 Blunder$/);
  await mark.click();
  await expect(page.locator(".seega-app .review-banner .note-text")).toHaveText(`Blunder · ${REVIEWED.comment} Better: e5,d5 → a5,b5.`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator(".seega-app .review-banner").screenshot({ path: "tests/screenshots/review-banner-note.png" });
  expect(errors).toEqual([]);
});
