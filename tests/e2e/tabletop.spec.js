import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";

// Tabletop mode (web/tabletop/): two players at a device lying flat between them. The far
// player's card, a copy of the status line and their own take-back are turned 180° and sit on
// their side of the board (above it on a phone in portrait, beside it on a tablet in
// landscape); the near player keeps the panel. In the four languages, nothing of it is cut;
// on a tablet either way round the game fits the screen, and each side is the other turned
// half round the board's centre.

const LAYOUTS = /** @type {const} */ ([
  ["a phone in portrait", { width: 390, height: 844 }, "above"],
  ["a tablet in portrait", { width: 768, height: 1024 }, "above"],
  ["a tablet in landscape", { width: 1180, height: 820 }, "beside"],
]);
const STATUS = { en: "Black to play: place two stones", fr: null, ar: null, so: null };

for (const [name, viewport, where] of LAYOUTS) {
  for (const lang of ["en", "fr", "ar", "so"]) {
    test(`on ${name} in ${lang}: each player reads their own side`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: lang, reducedMotion: "reduce" });
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.goto("/#tabletop");
      const app = page.locator(".seega-app[data-tabletop]");
      await expect(app).toHaveAttribute("lang", lang);
      const far = app.locator(".tabletop-far");
      await expect(far).toBeVisible();
      // The far side is turned to face the far player, and holds white's card (its stones in hand).
      expect(await far.evaluate((element) => getComputedStyle(element).transform)).toBe("matrix(-1, 0, 0, -1, 0, 0)");
      await expect(far.locator(".player.white")).toHaveCount(1);
      await expect(app.locator(".side-panel .player.black")).toHaveCount(1);
      // The copy of the status line says what the panel's says.
      await expect(far.locator(".tabletop-status")).toHaveText((await app.locator(".status").textContent()) ?? "");
      if (STATUS[lang]) await expect(far.locator(".tabletop-status")).toHaveText(STATUS[lang]);
      const box = async (selector) => /** @type {{ x: number, y: number, width: number, height: number }} */ (await app.locator(selector).boundingBox());
      const [farBox, board, panel] = [await box(".tabletop-far"), await box(".board-wrap"), await box(".side-panel .status-card")];
      if (where === "above") {
        expect(farBox.y + farBox.height).toBeLessThanOrEqual(board.y + 1);
        expect(panel.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
      } else {
        const [left, right] = lang === "ar" ? [panel, farBox] : [farBox, panel];
        expect(left.x + left.width).toBeLessThanOrEqual(board.x + 1);
        expect(right.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
        // The whole game in the screen, nothing to scroll.
        expect(board.y + board.height).toBeLessThanOrEqual(viewport.height);
      }
      if (viewport.width >= 768) {
        // The whole game on the screen: nothing to scroll to (the bar that says, once, that
        // the site now plays offline comes after it).
        const whole = /** @type {{ y: number, height: number }} */ (await app.boundingBox());
        expect(whole.y + whole.height).toBeLessThanOrEqual(viewport.height);
        // The two sides alike: the far player's card, turned half round the board's centre,
        // falls on the near player's card, and the far side's box on the near side's.
        const centre = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
        const turned = (/** @type {{ x: number, y: number, width: number, height: number }} */ b) => ({ x: 2 * centre.x - b.x - b.width, y: 2 * centre.y - b.y - b.height, width: b.width, height: b.height });
        const close = (a, b) => Object.keys(a).every((key) => Math.abs(a[key] - b[key]) <= 2);
        const [farCard, nearCard, nearSide] = [await box(".tabletop-far .player"), await box(".side-panel .player"), await box(".side-panel")];
        expect(close(turned(farCard), nearCard), `the far card ${JSON.stringify(farCard)} turned is ${JSON.stringify(turned(farCard))}, the near one ${JSON.stringify(nearCard)}`).toBe(true);
        expect(close(turned(farBox), nearSide), `the far side ${JSON.stringify(farBox)} turned is ${JSON.stringify(turned(farBox))}, the near one ${JSON.stringify(nearSide)}`).toBe(true);
      }
      // Nothing cut: no text wider than its box, no page wider than the screen.
      const cut = await app.locator(".tabletop-far *, .side-panel *").evaluateAll((elements) =>
        elements.filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "auto").map((e) => e.className),
      );
      expect(cut).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // The far player takes back with their own button.
      await app.locator('[data-cell="a1"]').click();
      await app.locator('[data-cell="b1"]').click();
      await expect(app.locator(".moves .move-button")).toHaveCount(2);
      const farUndo = far.locator(".tabletop-undo");
      await expect(farUndo).toBeEnabled();
      await farUndo.click();
      await expect(app.locator(".moves .move-button")).toHaveCount(1);
      await expect(farUndo).toBeDisabled();
      await page.screenshot({ path: `tests/screenshots/tabletop-${where}-${viewport.width}-${lang}.png` });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

// A phone or a tablet in portrait, in each language: the game is the screen's height, nothing
// to scroll (on a phone the page was 70 to 170 px taller, the menu's rows above the game
// unaccounted), the board as large as the two strips leave, and still after a turn. (The bar
// that says once that the site now plays offline comes after the game, in the page's flow, as
// on every page: the service worker is kept out here, so that the game's own height is measured.)
for (const viewport of [{ width: 390, height: 844 }, { width: 768, height: 1024 }]) {
  for (const lang of ["en", "fr", "ar", "so"]) {
    test(`at ${viewport.width} × ${viewport.height} in ${lang}: the game fits the screen, nothing to scroll`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: lang, reducedMotion: "reduce", hasTouch: viewport.width < 500, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto("/#tabletop");
      const app = page.locator(".seega-app[data-tabletop]");
      await expect(app.locator(".tabletop-far")).toBeVisible();
      const fits = async () => {
        const { scrollHeight, scrollWidth } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, scrollWidth: document.documentElement.scrollWidth }));
        const board = /** @type {{ x: number, y: number, width: number, height: number }} */ (await app.locator(".board-wrap").boundingBox());
        const near = /** @type {{ y: number, height: number }} */ (await app.locator(".side-panel").boundingBox());
        expect(scrollHeight, "the page's height").toBeLessThanOrEqual(viewport.height);
        expect(scrollWidth, "the page's width").toBeLessThanOrEqual(viewport.width);
        expect(near.y + near.height, "the near player's strip").toBeLessThanOrEqual(viewport.height);
        // A square board, no smaller than a finger's cells need on a phone.
        expect(Math.abs(board.width - board.height)).toBeLessThanOrEqual(1);
        expect(board.width).toBeGreaterThanOrEqual(viewport.width < 500 ? 240 : 480);
      };
      await fits();
      for (const cell of ["a1", "b1"]) await app.locator(`[data-cell="${cell}"]`).click();
      await expect(app.locator(".moves .move-button")).toHaveCount(2);
      await fits();
      await page.screenshot({ path: `tests/screenshots/tabletop-fits-${viewport.width}-${lang}.png` });
      await context.close();
    });
  }
}

test("the element and embed.html take `tabletop`", async ({ page }) => {
  await page.goto("/embed.html?tabletop&opponent=human");
  await expect(page.locator(".seega-app[data-tabletop] .tabletop-far .player.white")).toHaveCount(1);
});
