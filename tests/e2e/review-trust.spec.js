import { expect, test } from "./fixtures.js";
import { clickTurn, openApp, settled, shareLink } from "./game-helpers.js";
import { REPORTED, UI } from "../shared/game.js";

// A review a player can trust, on a phone and on a desktop: the review and the practice judge
// the reported game's turn 5 alike, every placement turn shown is marked by both its stones
// (the better turn's drawn as stones to place), and each change the review makes is in view
// with the board beside or above it.

const section = (page) => page.locator(".seega-app .review-section");
const board = (page) => page.locator(UI.board);
const marked = (page) => board(page).getAttribute("data-marked");
const proposed = (page) => board(page).getAttribute("data-proposed");

test("on a phone, the review's turn 5 and its practice agree, and each change is in view with the board", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openApp(page, shareLink(REPORTED.record));
  await page.locator(".seega-app .over-actions .review-game").click();
  const review = section(page);
  await expect(review.locator(".review-summary li")).toHaveCount(2, { timeout: 60_000 });
  // What "Review the game" brought is on screen, with the board.
  await expect(review.locator(".review-head")).toBeInViewport();
  await expect(board(page)).toBeInViewport({ ratio: 0.95 });
  await page.screenshot({ path: "tests/screenshots/review-phone-started.png" });

  // The first classed turn is black's mistake at turn 5, marked by both its stones.
  const graph = review.getByRole("slider");
  await graph.focus();
  await page.keyboard.press("Home");
  await expect(graph).toHaveAttribute("aria-valuenow", "0");
  // A good turn that is not the engine's is not told of a "better" one.
  await page.keyboard.press("ArrowRight");
  await expect(review.locator(".review-turn")).toContainText("A good turn.");
  await expect(review.locator(".review-better")).toHaveText(/^The engine's choice: /);
  await review.locator(".jump-next").click();
  await expect(graph).toHaveAttribute("aria-valuenow", String(REPORTED.mistake.turn));
  await expect(review.locator(".review-turn")).toContainText(`Mistake: gives away ${REPORTED.mistake.loss}`);
  expect(await marked(page)).toBe(REPORTED.mistake.cells);

  // The better turn: the position before turn 5, the engine's two stones drawn to place.
  await review.getByRole("button", { name: "Show the better turn" }).click();
  await expect(page.locator(".seega-app .review-banner .review-text")).toContainText(`the better turn, ${REPORTED.mistake.best}`);
  expect(await proposed(page)).toBe(REPORTED.mistake.bestCells);
  expect(await marked(page)).toBe(REPORTED.mistake.bestCells);
  await expect(review.locator(".review-better")).toBeInViewport();
  await expect(board(page)).toBeInViewport({ ratio: 0.95 });
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/review-phone-better.png" });

  // Practice: playing turn 5 again gets the review's verdict, in view under the board.
  await review.getByRole("button", { name: "Practise the mistakes" }).click();
  const practice = review.locator(".review-practice");
  await expect(practice.locator(".practice-text")).toContainText(`than ${REPORTED.mistake.played} (turn ${REPORTED.mistake.turn})`);
  await expect(practice.locator(".practice-text")).toBeInViewport();
  await expect(board(page)).toBeInViewport({ ratio: 0.95 });
  // The turn list marks the position practised, the one before the turn.
  await expect(page.locator('.seega-app .moves .move-button[aria-current="step"]')).toHaveAttribute("data-turn", String(REPORTED.mistake.turn - 1));
  await clickTurn(page, REPORTED.mistake.played);
  await expect(practice.locator(".practice-result")).toContainText(`Mistake: gives away ${REPORTED.mistake.loss}`, { timeout: 30_000 });
  expect(await marked(page)).toBe(REPORTED.mistake.cells);
  await expect(practice.locator(".practice-result")).toBeInViewport();
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/review-phone-practice.png" });

  // Nothing under the practice acts on the game: take back is disabled, and leaving the
  // practice finds the game as it was.
  await expect(page.locator(".seega-app .button.undo")).toBeDisabled();
  await expect(page.locator(".seega-app .resign")).toBeHidden();
  await practice.getByRole("button", { name: "Back to the review" }).click();
  // Back with the better turn still shown; hidden, the board is the game's again.
  await expect(page.locator(".seega-app .button.undo")).toBeDisabled();
  await review.getByRole("button", { name: "Show the better turn" }).click();
  await expect(page.locator(".seega-app .button.undo")).toBeEnabled();
  await expect(page.locator(".seega-app .moves .move-button").last()).toContainText("17.");
  expect(errors).toEqual([]);
});

test("on a desktop, the board's top rows stay in view while the review's panel scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await openApp(page, shareLink(REPORTED.record));
  await page.locator(".seega-app .over-actions .review-game").click();
  const review = section(page);
  await expect(review.locator(".review-summary li")).toHaveCount(2, { timeout: 60_000 });
  await review.locator(".review-table summary").click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const box = await board(page).boundingBox();
  if (!box) throw new Error("no board");
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  await page.screenshot({ path: "tests/screenshots/review-desktop-scrolled.png" });
  expect(errors).toEqual([]);
});

test("a hint marks both stones of a placement turn and draws them to place, and a turn played is marked whole", async ({ page }) => {
  const errors = await openApp(page);
  await page.locator(".seega-app .button.hint").click();
  await expect(page.locator(".seega-app .hint-text")).toHaveText(/^Hint: /, { timeout: 30_000 });
  const cells = (await proposed(page))?.split(" ") ?? [];
  expect(cells).toHaveLength(2);
  expect((await marked(page))?.split(" ").sort()).toEqual([...cells].sort());
  // A turn played a stone at a time is marked whole: both stones (the computer's, if it answers).
  await clickTurn(page, "a1,b1");
  await expect.poll(async () => (await marked(page))?.split(" ").length).toBe(2);
  expect(await proposed(page)).toBe("");
  expect(errors).toEqual([]);
});
