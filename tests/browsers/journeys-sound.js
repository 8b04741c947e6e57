// The journey of the game's sounds, in each browser: nothing before the visitor's first
// interaction, a note for a stone placed after it (counted through the page's own
// AudioContext), and none once the settings say "Off".
import assert from "node:assert/strict";
import { countSoundsInPage } from "../shared/sound-counter.js";
import { clickCell, inPage, openApp, until } from "./page.js";

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const SOUND_JOURNEYS = [
  [
    "no sound before the first interaction, a note for a stone placed, none once turned off",
    async ({ browser }) => {
      const find = inPage(browser);
      await openApp(browser);
      assert.equal(await browser.execute(() => typeof window.AudioContext), "function", "the browser has Web Audio");
      await browser.execute(countSoundsInPage);
      const sounds = () => browser.execute(() => ({ .../** @type {any} */ (window).seegaSounds }));
      assert.deepEqual(await sounds(), { contexts: 0, notes: 0 }, "nothing before an interaction");
      await clickCell(find, "a1");
      await until(browser, async () => (await sounds()).notes > 0, "a stone placed is heard");
      assert.equal((await sounds()).contexts, 1);

      await find(".seega-app .settings-button").click();
      const level = ".seega-app .prefs-dialog select option[value=\"loud\"]";
      await until(browser, async () => browser.$(level).isExisting(), "the settings dialog opens");
      await browser.$(level).parentElement().selectByAttribute("value", "off");
      await browser.keys("Escape");
      const before = (await sounds()).notes;
      await clickCell(find, "b1");
      await until(browser, async () => (await find(".seega-app .board-wrap").getAttribute("data-board")) === "...../...../...../...../bb...", "the turn is played");
      await browser.pause(300);
      assert.equal((await sounds()).notes, before, "no sound once turned off");
    },
  ],
];
