// Journeys of a player at the board, in each browser: every stone placed by clicking, a
// capture chain animated and taken back, the keyboard grid, turns against the computer, an
// offer to count the stones in a walled position.
import assert from "node:assert/strict";
import { Key } from "webdriverio";
import { PLACED, PLACEMENT, UI, emptyCells, record, shareLink, stoneOn } from "../shared/game.js";
import { phoneSize, boardText, clickCell, clickTurn, inPage, openApp, play, settled, turnCount, until, waitForText, watchWorkers } from "./page.js";

/** A journey's world: a fresh session, the sites, the browser's name, `shot(what)`, which saves
 * tests/screenshots/browsers-<browser>-<what>.png, and the page's errors so far (null where
 * the browser does not report them), which must be none at the end.
 * @typedef {{ browser: WebdriverIO.Browser, sites: ReturnType<typeof import("../shared/sites.js").sites>, name: string,
 *   shot: (what: string) => Promise<void>, errors: string[] | null }} Journey */

/** @type {[string, (journey: Journey) => Promise<void>][]} */
export const PLAY = [
  [
    "two players place every stone by clicking, and the panel follows",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await openApp(browser);
      await waitForText(browser, find, UI.status, "Black to play: place two stones");
      await settled(browser, find);
      await shot("start");
      await clickCell(find, "c3");
      assert.equal(await boardText(find), "...../...../...../...../.....", "the centre stays empty while placing");
      for (const turn of PLACEMENT) await clickTurn(find, turn);
      await waitForText(browser, find, UI.status, "White to play: move a stone");
      assert.equal(await boardText(find), PLACED);
      assert.equal(await find(UI.count("black", "inHand")).getText(), "0");
      assert.equal(await find(UI.count("white", "onBoard")).getText(), "12");
      assert.equal(await turnCount(browser), 12);
      await settled(browser, find);
      await shot("placed");
    },
  ],
  [
    "a capture chain is animated, goes on with a click, is taken back and played again",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await openApp(browser, shareLink(record(PLACEMENT)));
      // Notes whether the board animates: its canvas carries data-animating while it does.
      await browser.execute((app) => {
        window.seegaAnimated = false;
        const canvas = document.querySelector(`${app} canvas`);
        new MutationObserver(() => {
          if (canvas?.hasAttribute("data-animating")) window.seegaAnimated = true;
        }).observe(canvas, { attributes: true, attributeFilter: ["data-animating"] });
      }, UI.app);
      await clickTurn(find, "c2-c3");
      await waitForText(browser, find, UI.live, "White c2-c3, takes c4", { spoken: true });
      await waitForText(browser, find, UI.status, "White may capture again with the stone on c3, or stop");
      await settled(browser, find);
      assert.equal(await browser.execute(() => window.seegaAnimated), true, "the capture was animated");
      await shot("chain");
      await clickCell(find, "c4");
      await waitForText(browser, find, UI.count("white", "captured"), "2");
      await settled(browser, find);
      const board = await boardText(find);
      assert.deepEqual([stoneOn(board, "c4"), stoneOn(board, "d4")], ["w", "."], "the chain took d4 and ended on c4");
      await waitForText(browser, find, UI.status, "Black to play: move a stone");

      await find(".seega-app .undo").click();
      await until(browser, async () => (await boardText(find)) === PLACED, "take back restores the placed board");
      await waitForText(browser, find, UI.status, "White to play: move a stone");
      await find(".seega-app .redo").click();
      await until(browser, async () => (await boardText(find)) === board, "redo plays the chain again");
      assert.equal(await turnCount(browser), 13);
    },
  ],
  [
    "the board's keyboard grid: arrows move, Enter and Space place",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await openApp(browser);
      // The grid is one tab stop; a keyboard user lands on it at the centre.
      await browser.execute((selector) => document.querySelector(selector)?.focus(), '.seega-app [role="gridcell"][tabindex="0"]');
      await until(browser, () => browser.execute(() => document.activeElement?.getAttribute("data-cell") === "c3"), "the grid's tab stop is c3");
      for (const key of [Key.ArrowLeft, Key.ArrowLeft, Key.ArrowDown, Key.ArrowDown]) await browser.keys(key);
      await until(browser, () => browser.execute(() => document.activeElement?.getAttribute("data-cell") === "a1"), "the arrows lead to a1");
      await browser.keys(Key.Enter);
      await until(browser, async () => (await boardText(find)) === "...../...../...../...../b....", "Enter places on a1");
      await browser.keys(Key.ArrowRight);
      await browser.keys(Key.Space);
      await until(browser, async () => (await boardText(find)) === "...../...../...../...../bb...", "Space places on b1");
      await waitForText(browser, find, UI.status, "White to play: place two stones");
      await settled(browser, find);
      await shot("keyboard");
    },
  ],
  [
    "against the computer: it answers each turn; take back undoes a turn and its reply",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      const workers = await watchWorkers(browser);
      await openApp(browser, shareLink(record(PLACEMENT.slice(0, 4)), { opponent: "computer", level: "1", human: "black" }));
      await waitForText(browser, find, UI.status, "Black to play: place two stones");
      for (const turns of [6, 8, 10]) {
        await play(browser, find, emptyCells(await boardText(find)).slice(0, 2));
        await until(browser, async () => (await turnCount(browser)) === turns, `the computer answered turn ${turns - 1}`, 30_000);
        await waitForText(browser, find, UI.status, "Black to play: place two stones");
      }
      if (workers) assert.ok(workers.some((w) => /^dedicated-worker .*\/worker-\w+\.js$/.test(w)), `the computer searched in its worker: ${workers}`);
      const after = await boardText(find);
      await settled(browser, find);
      await shot("computer");
      await find(".seega-app .undo").click();
      await until(browser, async () => (await turnCount(browser)) === 8, "take back undid a turn and its reply");
      await waitForText(browser, find, UI.status, "Black to play: place two stones");
      await find(".seega-app .redo").click();
      await until(browser, async () => (await turnCount(browser)) === 10, "redo played them again");
      assert.equal(await boardText(find), after);
    },
  ],
  [
    "against the computer in a walled position: the panel says so, and an offer to count ends the game",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      const walled = record([], { Size: "5", Setup: "w.wbb/wwbb./wwwbb/wwbbb/wwwbb w" });
      await openApp(browser, shareLink(walled, { opponent: "computer", level: "1", human: "white" }));
      await waitForText(browser, find, UI.status, "White to play: move a stone");
      await waitForText(browser, find, ".seega-app .count-line", "Neither side can take a stone: you may offer to count.", { timeout: 30_000 });
      await settled(browser, find);
      await shot("count-walled");
      await find(".seega-app .offer-count").click();
      await waitForText(browser, find, UI.status, "White wins: the players agreed that no capture is possible, so the stones are counted.", { timeout: 30_000 });
      assert.equal(await find(".seega-app .offer-count").isDisplayed(), false);
    },
  ],
  [
    "in a narrow window the page fits its width and plays",
    async ({ browser, name, shot }) => {
      const find = inPage(browser);
      // A phone's size: exact in WebKit; Firefox keeps its window a little wider (page.js).
      await phoneSize(browser, name);
      await openApp(browser, shareLink(record(PLACEMENT)));
      const width = await browser.execute(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(width[0] <= width[1], `the page is ${width[0]} px wide in a ${width[1]} px window`);
      await clickTurn(find, "c2-c3");
      await waitForText(browser, find, UI.status, "White may capture again with the stone on c3, or stop");
      await settled(browser, find);
      await shot("phone");
      // The menu is a button on the title's row; its entries open under it, and Escape closes them.
      const toggle = find(".seega-app .menu-toggle");
      assert.equal(await find(".seega-app .menu-entries").isDisplayed(), false, "the menu's entries start closed");
      await toggle.click();
      await until(browser, async () => (await toggle.getAttribute("aria-expanded")) === "true", "the menu opens");
      await until(browser, async () => await find(".seega-app .menu-entries .rules-button").isDisplayed(), "its entries show");
      await shot("phone-menu");
      await browser.keys("Escape");
      await until(browser, async () => (await toggle.getAttribute("aria-expanded")) === "false", "Escape closes it");
      await find(".seega-app .menu-toggle").click();
      await find(".seega-app .menu-entries .rules-button").click();
      await until(browser, async () => await find(".seega-app .rules-dialog").isDisplayed(), "its entry opens the rules");
    },
  ],
];
