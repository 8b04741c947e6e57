// The journey of a game's review: a player finishes a game (resigns), reviews it in the
// computer's worker, jumps to a marked turn on the graph with the keyboard, and sees the engine's
// better turn on the board; the record then carries the review's marks. On a phone, the
// reported game's turn 5 gets the same verdict from the review and from its practice, and
// each change the review makes is on screen with the board; the practice's position owns the
// players' cards, the status line and the turn arrows, and its way back leads to turn 5.
import assert from "node:assert/strict";
import { REPORTED, REVIEWED, UI, record, shareLink } from "../shared/game.js";
import { phoneSize, boardText, clickTurn, inPage, openApp, settled, until, waitForText } from "./page.js";
import { viewProblem } from "../shared/in-view.js";

const REVIEW = ".seega-app .review-section";
const TURNS = REVIEWED.record.split("\n\n")[1].trim().replaceAll(/\d+\. /g, "").split(" ");

/** Waits until the element `selector` is wholly inside the window and under nothing that
 * stays put as the page scrolls (the board, on a phone): tests/shared/in-view.js. */
const inView = async (browser, selector, what) => {
  let problem = null;
  await until(browser, async () => (problem = await browser.execute(viewProblem, selector)) === null, what, 5_000).catch(() => {});
  assert.equal(problem, null, what);
};

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const REVIEW_JOURNEYS = [
  [
    "a finished game is reviewed: a marked turn found on the graph, the better turn on the board",
    async ({ browser, name, shot }) => {
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
      await until(browser, async () => (await browser.$$(".seega-app .moves .move-mark.blunder")).length === 1, "the turn list marks white's blunder");

      // The graph, by keyboard: the start, then the first three classed turns.
      const graph = find(`${REVIEW} .review-graph`);
      await graph.click();
      await browser.keys("Home");
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === "0", "Home shows the start");
      await press(`${REVIEW} .jump-next`);
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === String(REVIEWED.inaccuracy.turn), "the first jump reaches the inaccuracy");
      await press(`${REVIEW} .jump-next`);
      await press(`${REVIEW} .jump-next`);
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === String(REVIEWED.third.turn), "the third jump reaches black's second mistake");
      await waitForText(browser, find, `${REVIEW} .review-better`, new RegExp(`^Better: ${REVIEWED.third.best}`));

      const after = await boardText(find);
      await press(`${REVIEW} .show-better`);
      await waitForText(browser, find, ".seega-app .review-banner .review-text", `Turn ${REVIEWED.third.turn}: the better turn, ${REVIEWED.third.best}`);
      assert.notEqual(await boardText(find), after, "the board shows the position before that turn");
      await settled(browser, find);
      await shot("review-better-turn");

      // At a phone's width the review fits the page's width too.
      await phoneSize(browser, name);
      const width = await browser.execute(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(width[0] <= width[1], `the page is ${width[0]} px wide in a ${width[1]} px window`);
      await browser.execute((selector) => document.querySelector(selector)?.scrollIntoView(), REVIEW);
      await shot("review-phone");
    },
  ],
  [
    "on a phone, the reported game's turn 5 gets one verdict from the review and the practice, in view with the board",
    async ({ browser, name, shot }) => {
      const find = inPage(browser);
      // A button is scrolled to as a player scrolls to it: just under the board, which stays
      // on screen above the panel.
      const press = async (selector) => {
        await browser.execute((s) => document.querySelector(s)?.scrollIntoView({ block: "nearest" }), selector);
        await find(selector).click();
      };
      const attribute = (name) => find(UI.board).getAttribute(name);
      await phoneSize(browser, name);
      await openApp(browser, shareLink(REPORTED.record));
      await press(".seega-app .over-actions .review-game");
      await until(browser, async () => (await browser.$$(`${REVIEW} .review-summary li`)).length === 2, "the review ends", 90_000);
      await inView(browser, `${REVIEW} .review-summary`, "the review's summary is on screen once it ends");
      await inView(browser, `${REVIEW} .review-graph`, "so is its whole graph");
      await inView(browser, UI.board, "the board is on screen with it");

      const graph = find(`${REVIEW} .review-graph`);
      await graph.click();
      await browser.keys("Home");
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === "0", "Home shows the start");
      await press(`${REVIEW} .jump-next`);
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === String(REPORTED.mistake.turn), "the first jump reaches turn 5");
      await inView(browser, `${REVIEW} .review-graph`, "the graph, its cursor moved, is on screen after the jump");
      await waitForText(browser, find, `${REVIEW} .review-turn`, new RegExp(`Mistake: gives away ${REPORTED.mistake.loss} stones`));
      assert.equal(await attribute("data-marked"), REPORTED.mistake.cells, "both stones of turn 5 are marked");

      await press(`${REVIEW} .show-better`);
      await waitForText(browser, find, ".seega-app .review-banner .review-text", `Turn ${REPORTED.mistake.turn}: the better turn, ${REPORTED.mistake.best}`);
      assert.equal(await attribute("data-proposed"), REPORTED.mistake.bestCells, "the better turn's stones are drawn to place");
      await inView(browser, UI.board, "the board is on screen when it shows the better turn");
      await inView(browser, `${REVIEW} .review-better`, "so are the better turn's words");
      await settled(browser, find);
      await shot("review-phone-better");

      await press(`${REVIEW} .practise-all`);
      await waitForText(browser, find, `${REVIEW} .practice-text`, new RegExp(`\\(turn ${REPORTED.mistake.turn}\\)`));
      await inView(browser, UI.board, "the board is on screen with the practice");
      await inView(browser, `${REVIEW} .practice-text`, "so is the practice's question");
      await clickTurn(find, REPORTED.mistake.played);
      await waitForText(browser, find, `${REVIEW} .practice-result`, new RegExp(`^${REPORTED.mistake.played}: Mistake: gives away ${REPORTED.mistake.loss} stones`), { timeout: 60_000 });
      await inView(browser, `${REVIEW} .practice-result`, "the verdict is on screen");
      await settled(browser, find);
      await shot("review-phone-practice");
      // Take back under the practice does not reach the game: it is disabled there.
      assert.equal(await find(".seega-app .button.undo").isEnabled(), false, "take back is disabled in a practice");
      // The practice owns the cards, the status and the turns (web/app/modes.js): they are the
      // position practised, and the arrows wait, saying why.
      assert.equal(await find(UI.count("black", "onBoard")).getText(), "6", "black's card counts the answer's stones");
      assert.equal(await find(UI.count("black", "inHand")).getText(), "6", "and the stones still in hand");
      await waitForText(browser, find, UI.status, "White to play: place two stones");
      assert.equal(await find(".seega-app .moves-nav button").isEnabled(), false, "the turn arrows wait in a practice");
      await waitForText(browser, find, ".seega-app .moves-note", /^The turns wait while you practise/);
      // Back to the review at the turn practised.
      await press(`${REVIEW} .review-practice .button-row .button:last-child`);
      await until(browser, async () => (await graph.getAttribute("aria-valuenow")) === String(REPORTED.mistake.turn), "the review is back at turn 5");
      assert.equal(await find(".seega-app .moves-nav button").isEnabled(), true, "the turn arrows act in the review");
    },
  ],
];
