import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { GAME, board } from "../pages/driver.js";
import { PLACEMENT, clickTurn, newGame, openApp, record, settled, shareLink } from "./game-helpers.js";
import { ready as learnReady } from "./learn-helpers.js";

// axe-core over every page and state a visitor meets, in light and dark: the page, a game
// in progress, each dialog, the games with friends (the list, a name being edited, a deletion
// asked and done), the lesson, the puzzles, the embed page and a host page with two elements
// and a frame. No violation of any kind is allowed (axe's default rules: WCAG 2.x
// A and AA and its best practices).

/** axe's findings on the page as "rule: target" lines, empty when there are none. */
async function violations(page) {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")}: ${v.help}`));
}

for (const scheme of /** @type {const} */ (["light", "dark"])) {
  test.describe(`${scheme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test(`the page, a game in progress and every dialog have no accessibility violation (${scheme})`, async ({ page }) => {
      // Eight axe scans: about 20 s on a quiet machine, close to the default limit on a busy one.
      test.slow();
      const errors = await openApp(page);
      expect(await violations(page), "a new game").toEqual([]);

      await openApp(page, shareLink(record([...PLACEMENT, "c2-c3-c4"])));
      await page.locator(".seega-app .notice button").click();
      await settled(page);
      expect(await violations(page), "a game in progress, the turn list").toEqual([]);

      for (const name of ["New game", "Rules", "Game record", "Settings", "Resign"]) {
        await page.getByRole("button", { name, exact: true }).first().click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        expect(await violations(page), `the ${name} dialog`).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      expect(errors).toEqual([]);
    });

    test(`a friend game and the list of them have no accessibility violation (${scheme})`, async ({ page }) => {
      const errors = await openApp(page);
      // Two friend games: black, one turn played; then white, the friend to place first.
      for (const human of ["black", "white"]) {
        await newGame(page, async (dialog) => {
          await dialog.getByLabel("Opponent").selectOption("friend");
          await dialog.getByLabel("You play").selectOption(human);
        });
        if (human === "black") await clickTurn(page, "a1,b1");
        await expect(page.locator(".seega-app .friend-link")).toBeVisible();
      }
      await settled(page);
      expect(await violations(page), "a friend game, its link offered").toEqual([]);
      await page.getByRole("button", { name: "New game", exact: true }).first().click();
      await expect(page.locator(".seega-app .new-game-dialog .friend-game")).toHaveCount(2);
      expect(await violations(page), "the new-game dialog with the games with friends").toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Friends", exact: true }).click();
      const dialog = page.locator(".seega-app .friends-dialog");
      await expect(dialog).toBeVisible();
      expect(await violations(page), "the games with friends").toEqual([]);
      await dialog.getByRole("button", { name: "Rename" }).last().click();
      expect(await violations(page), "a name being edited").toEqual([]);
      await dialog.getByLabel("The game's name").press("Escape");
      await dialog.getByRole("button", { name: "Delete" }).click();
      expect(await violations(page), "a deletion asked").toEqual([]);
      await dialog.locator(".friend-delete-yes").click();
      await expect(dialog.getByRole("button", { name: "Undo" })).toBeVisible();
      expect(await violations(page), "a game deleted, with undo").toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`the lesson and the puzzles have no accessibility violation (${scheme})`, async ({ page }) => {
      for (const where of ["learn", "puzzles"]) {
        await page.goto(`/#${where}`);
        await learnReady(page);
        expect(await violations(page), where).toEqual([]);
      }
    });

    test(`the embed page and a host page with two elements have no accessibility violation (${scheme})`, async ({ page }) => {
      await page.goto("/embed.html?size=7&opponent=computer&controls=undo%20moves%20rules");
      await board(page).waitFor();
      expect(await violations(page), "embed.html").toEqual([]);

      await page.goto(`${GAME}/pages/host.html`);
      for (const scope of [page.locator("#first"), page.locator("#second"), page.frameLocator("#frame")]) await board(scope).waitFor();
      expect(await violations(page), "the host page").toEqual([]);
    });
  });
}
