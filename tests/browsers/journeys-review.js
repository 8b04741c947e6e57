// The journey of a game's review: a player finishes a game (resigns), reviews it in the
// computer's worker, jumps to a blunder on the graph with the keyboard, and sees the engine's
// better turn on the board; the record then carries the review's marks.
import assert from "node:assert/strict";
import { REVIEWED, UI, record, shareLink } from "../shared/game.js";
import { boardText, inPage, openApp, settled, until, waitForText } from "./page.js";

const REVIEW = ".seega-app .review-section";
const TURNS = REVIEWED.record.split("\n\n")[1].trim().replaceAll(/\d+\. /g, "").split(" ");

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const REVIEW_JOURNEYS = [
  [
    "a finished game is reviewed: a blunder found on the graph, the better turn on the board",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      // A button is brought to the middle of the window before it is pressed, as a player
      // scrolls to it: at the bottom, a banner (a new version to reload) may lie over it.
      const press = async (selector) => {
        await browser.execute((s) => document.querySelector(s)?.scrollIntoView({ block: "center" }), selector);
        await find(selector).click();
      };
      await openApp(browser, shareLink(record(TURNS)));
      // White, to move, resigns.
      await find(".seega-app .resign").click();
      await until(browser, async () => (await browser.$(".seega-app .confirm-dialog").isDisplayed()), "the question is asked");
      await find(".seega-app .confirm-dialog .button.primary").click();
      await waitForText(browser, find, UI.status, /Black wins/);

      await press(".seega-app .over-actions .review-game");
      await until(browser, async () => (await browser.$$(`${REVIEW} .review-summary li`)).length === 2, "the review ends", 90_000);
      await waitForText(browser, find, `${REVIEW} .review-summary li:last-child`, /^White: 2 mistakes and 1 blunder; accuracy \d+%$/);
      await until(browser, async () => (await browser.$$(".seega-app .moves .move-mark.blunder")).length === 2, "the turn list marks both blunders");

      // The graph, by keyboard: the start, then the first three classed turns.
      const graph = find(`${REVIEW} .review-graph`);
      await graph.click();
      await browser.keys("Home");
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === "0", "Home shows the start");
      await press(`${REVIEW} .jump-next`);
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === String(REVIEWED.inaccuracy.turn), "the first jump reaches the inaccuracy");
      await press(`${REVIEW} .jump-next`);
      await press(`${REVIEW} .jump-next`);
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === String(REVIEWED.blunder.turn), "the third jump reaches the blunder");
      await waitForText(browser, find, `${REVIEW} .review-better`, new RegExp(`^Better: ${REVIEWED.blunder.best}`));

      const after = await boardText(find);
      await press(`${REVIEW} .show-better`);
      await waitForText(browser, find, ".seega-app .review-banner .review-text", `Turn ${REVIEWED.blunder.turn}: the better turn, ${REVIEWED.blunder.best}`);
      assert.notEqual(await boardText(find), after, "the board shows the position before the blunder");
      await settled(browser, find);
      await shot("review-better-turn");

      // At a phone's width the review fits the page's width too.
      await browser.setWindowSize(390, 844);
      const width = await browser.execute(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(width[0] <= width[1], `the page is ${width[0]} px wide in a ${width[1]} px window`);
      await browser.execute((selector) => document.querySelector(selector)?.scrollIntoView(), REVIEW);
      await shot("review-phone");
    },
  ],
];
