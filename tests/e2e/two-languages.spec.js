import { expect, test } from "./fixtures.js";
import { GAME, board, play } from "../pages/driver.js";

// Two games on one page, one in English and one in French (tests/pages/host.html): each
// speaks its own language, whichever spoke last, including after the French game's computer
// answers on its own, later.

test("two games in two languages on one page each keep their own words", async ({ page }) => {
  await page.goto(`${GAME}/pages/host.html`);
  const english = page.locator("#first");
  const french = page.locator("#second");
  for (const scope of [english, french]) await board(scope).waitFor();

  // The French game's computer (white) answers some time after black's turn.
  await play(page, french, ["a4", "g4"]);
  await expect(french.locator(".status")).toHaveText("Au tour de Noir : posez deux pions", { timeout: 20_000 });
  await play(page, english, ["a1", "b1"]);
  await expect(english.locator(".status")).toHaveText("White to play: place two stones");
  await expect(english.locator(".player.black .player-name")).toHaveText("Black");
  await expect(french.locator(".player.black .player-name")).toHaveText("Noir");
  await expect(english.locator("[aria-live=polite]")).toHaveText("Black places b1");

  // A dialog opened after the other game spoke is in its game's language.
  await french.locator(".rules-button").click();
  await expect(french.locator(".rules-dialog h2")).toHaveText("Comment jouer");
  await page.keyboard.press("Escape");
  await expect(english.locator(".moves-section .moves-title")).toHaveText("Turns");
});
