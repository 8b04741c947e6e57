import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { clickTurn, count, openApp, settled, shareLink, status } from "./game-helpers.js";
import { REPORTED } from "../shared/game.js";

// A mode owns the cards, the status line and the controls while it shows (web/app/modes.js,
// the table in docs/playing.md): a player goes through the reported game (won by white on a
// third repetition) from its end to a turn of its placement, its review, the better turn and
// the practice of its mistake, and in each the players' cards and the status line describe
// the position on the board, the turn arrows act or say why not, "Review the game" is offered
// only while the review is not open, and the ways back lead where they say.

const app = (page) => page.locator(".seega-app");
const review = (page) => page.locator(".seega-app .review-section");
const offers = (page) => page.locator(".seega-app .app-menu .review-button, .seega-app .over-actions .review-game");
const arrows = (page) => page.locator(".seega-app .moves-nav button");
const listed = (page) => page.locator(".seega-app .moves .move-button");
const banner = (page) => page.locator(".seega-app .review-banner");

/** What the players' cards say: black's stones in hand and on the board, then white's. */
async function cards(page) {
  const read = async (side, what) => Number(await count(page, side, what).textContent());
  return [await read("black", "inHand"), await read("black", "onBoard"), await read("white", "inHand"), await read("white", "onBoard")];
}

test("the cards, the status and the controls follow the mode: a turn, the review, the better turn, the practice", async ({ page }) => {
  // The review, a judge of the practice and axe, on a machine that may be shared.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await openApp(page, shareLink(REPORTED.record));
  // The game: its last position and its result.
  await expect(app(page)).toHaveAttribute("data-mode", "game");
  await expect(status(page)).toHaveText(/^White wins: the same position came round a third time/);
  expect((await cards(page))[0]).toBe(0);
  await expect(offers(page)).toHaveCount(2);
  for (const offer of await offers(page).all()) await expect(offer).toBeVisible();

  // A turn of the placement chosen in the list: the cards and the status are that position's.
  await listed(page).and(page.locator('[data-turn="5"]')).click();
  await expect(app(page)).toHaveAttribute("data-mode", "turn");
  await expect(status(page)).toHaveText("White to play: place two stones");
  expect(await cards(page)).toEqual([6, 6, 8, 4]);
  await expect(page.locator(".seega-app .status-info")).toHaveText("Placing");
  for (const offer of await offers(page).all()) await expect(offer).toBeVisible();

  // The review opens there; it is no longer offered while it is open.
  await page.locator(".seega-app .app-menu .review-button").click();
  await expect(review(page).locator(".review-summary li")).toHaveCount(2, { timeout: 60_000 });
  await expect(app(page)).toHaveAttribute("data-mode", "review");
  for (const offer of await offers(page).all()) await expect(offer).toBeHidden();
  await expect(status(page)).toHaveText("White to play: place two stones");
  await expect(review(page).getByRole("slider")).toHaveAttribute("aria-valuenow", String(REPORTED.mistake.turn));

  // The better turn is drawn on the position before turn 5: so are the cards and the status.
  await review(page).getByRole("button", { name: "Show the better turn" }).click();
  await expect(app(page)).toHaveAttribute("data-mode", "better");
  await expect(status(page)).toHaveText("Black to play: place two stones");
  expect(await cards(page)).toEqual([8, 4, 8, 4]);
  await expect(page.locator(".seega-app .button.undo")).toBeDisabled();
  await review(page).getByRole("button", { name: "Show the better turn" }).click();
  await expect(app(page)).toHaveAttribute("data-mode", "review");

  // The practice of turn 5: its position, its answer, and turns that wait, saying why.
  await review(page).getByRole("button", { name: "Practise this position" }).click();
  await expect(app(page)).toHaveAttribute("data-mode", "practice");
  await expect(status(page)).toHaveText("Black to play: place two stones");
  expect(await cards(page)).toEqual([8, 4, 8, 4]);
  await expect(banner(page).locator(".back-to-game")).toHaveText("Back to the review");
  await expect(arrows(page)).toHaveCount(4);
  for (const arrow of await arrows(page).all()) await expect(arrow).toBeDisabled();
  for (const item of await listed(page).all()) await expect(item).toHaveAttribute("aria-disabled", "true");
  // A turn chosen in the list does nothing while the practice shows.
  await listed(page).first().click({ force: true });
  await expect(app(page)).toHaveAttribute("data-mode", "practice");
  const note = page.locator(".seega-app .moves-note");
  await expect(note).toHaveText("The turns wait while you practise: “Back to the review” returns to them.");
  await expect(arrows(page).first()).toHaveAccessibleDescription(await note.textContent() ?? "");
  await clickTurn(page, REPORTED.mistake.best);
  await expect(review(page).locator(".practice-result")).not.toBeEmpty({ timeout: 30_000 });
  expect(await cards(page)).toEqual([6, 6, 8, 4]);
  await expect(status(page)).toHaveText("White to play: place two stones");
  const { violations } = await new AxeBuilder({ page }).include(".seega-app").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/modes-practice-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator(".seega-app .moves-section").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/screenshots/modes-practice-phone.png" });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the review at the turn practised, not where the review stood before.
  await review(page).locator(".review-practice").getByRole("button", { name: "Back to the review" }).click();
  await expect(app(page)).toHaveAttribute("data-mode", "review");
  await expect(review(page).getByRole("slider")).toHaveAttribute("aria-valuenow", String(REPORTED.mistake.turn));
  await expect(page.locator('.seega-app .moves .move-button[aria-current="step"]')).toHaveAttribute("data-turn", String(REPORTED.mistake.turn));
  await expect(status(page)).toHaveText("White to play: place two stones");
  for (const arrow of await arrows(page).all()) await expect(arrow).toBeEnabled();
  await expect(note).toBeHidden();
  // The arrows act again: the turn before.
  await page.getByRole("button", { name: "The turn before" }).click();
  await expect(review(page).getByRole("slider")).toHaveAttribute("aria-valuenow", String(REPORTED.mistake.turn - 1));
  expect(await cards(page)).toEqual([8, 4, 8, 4]);

  // The banner's way back: the game's last position, its result and its cards.
  await banner(page).getByRole("button", { name: "Back to the game" }).click();
  await expect(status(page)).toHaveText(/^White wins: /);
  expect((await cards(page))[0]).toBe(0);
  await expect(banner(page)).toBeHidden();
  // Closed, the review is offered again.
  await review(page).getByRole("button", { name: "Close the review" }).click();
  await expect(app(page)).toHaveAttribute("data-mode", "game");
  for (const offer of await offers(page).all()) await expect(offer).toBeVisible();
  expect(errors).toEqual([]);
});

test("on a phone, a turn looked at shows its own cards and status with the board", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openApp(page, shareLink(REPORTED.record));
  await listed(page).and(page.locator('[data-turn="5"]')).click();
  await expect(app(page)).toHaveAttribute("data-mode", "turn");
  await expect(status(page)).toHaveText("White to play: place two stones");
  expect(await cards(page)).toEqual([6, 6, 8, 4]);
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/modes-turn-phone.png", fullPage: true });
  expect(errors).toEqual([]);
});
