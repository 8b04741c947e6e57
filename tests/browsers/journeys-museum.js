// The museum's and the classroom's journey, in each browser: a gallery's exhibit (the attract
// screen, a visitor's touch in French, a turn, the idle time that brings the attract screen
// back), the printable kit of a 7 × 7 board, and two players at a tablet lying flat.
import assert from "node:assert/strict";
import { clickTurn, inPage, ready, until, waitForText } from "./page.js";

/** Opens `hash` on the game's page as a new document (a fragment alone would not reload it).
 * @param {WebdriverIO.Browser} browser @param {string} hash */
async function openRoute(browser, hash) {
  await browser.url("about:blank");
  await browser.url(`/${hash}`);
}

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const MUSEUM_JOURNEYS = [
  [
    "a gallery's exhibit, a visitor's game in French and the attract screen again; a printable kit; two players at a tablet",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      // The exhibit, 10 seconds of idle time.
      await openRoute(browser, "#exhibit&idle=10&languages=fr,en&opponent=human");
      const start = browser.$('.exhibit-start[data-lang="fr"]');
      await start.waitForDisplayed({ timeout: 30_000 });
      assert.match(await start.getText(), /Touchez pour jouer/);
      await shot("exhibit-attract");
      await start.click();
      await ready(browser, find);
      assert.equal(await browser.$(".seega-app[data-exhibit]").getAttribute("lang"), "fr");
      assert.equal(await browser.$(".seega-app .settings-button").isDisplayed(), false, "no settings in the exhibit");
      await clickTurn(find, "a1,b1");
      await until(browser, async () => (await browser.$$(".seega-app .moves .move-button")).length === 2, "the visitor's turn was not played");
      await shot("exhibit-game");
      // Nobody touches: the attract screen comes back, the game gone.
      await browser.$(".exhibit-attract").waitForDisplayed({ timeout: 20_000 });
      assert.equal(await browser.$(".seega-app").isExisting(), false);

      // The printable kit of a 7 × 7 board: two board pages and the rules card, a QR code.
      await openRoute(browser, "#print&lang=fr");
      await waitForText(browser, find, ".print-title", "Le Seega sur papier");
      await browser.$(".print-choices select").selectByAttribute("value", "7");
      await until(browser, async () => (await browser.$$(".print-board-page")).length === 2, "the 7 × 7 board is not on two pages");
      assert.ok(await browser.$(".print-rules-page .print-qr path").isExisting(), "a QR code");
      assert.match(await browser.$(".print-sheets").getAttribute("data-url"), /#record=/);
      await shot("print-kit");

      // Two players at a tablet: the far side turned to face its player.
      await openRoute(browser, "#tabletop");
      await ready(browser, find);
      await browser.$(".seega-app[data-tabletop] .tabletop-far").waitForExist({ timeout: 10_000 });
      const turned = await browser.execute(() => getComputedStyle(/** @type {Element} */ (document.querySelector(".tabletop-far"))).transform);
      assert.equal(turned, "matrix(-1, 0, 0, -1, 0, 0)");
      await shot("tabletop");
    },
  ],
];
