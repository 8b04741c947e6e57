// The analysis board's journey: a blocked position set up in the editor (black shut in, so
// white moves again), its legal moves seen and one played, the engine asked for its best
// turns, the link made and opened again as a new page, as a player sends it to a friend.
import assert from "node:assert/strict";
import { inPage, until, waitForText } from "./page.js";

const A = ".seega-analysis";
const cell = (name) => `${A} [data-cell="${name}"]`;

/** @param {WebdriverIO.Browser} browser */
const boardOf = (browser) => browser.$(`${A} .analysis-board`).getAttribute("data-board");
/** @param {WebdriverIO.Browser} browser */
const legalOf = async (browser) => ((await browser.$(`${A} .analysis-board`).getAttribute("data-legal")) ?? "").split(" ").filter(Boolean);
/** @param {WebdriverIO.Browser} browser */
const settled = (browser) => until(browser, async () => !(await browser.$(`${A} canvas[data-animating]`).isExisting()), "the board's animation never ended");
/** @param {WebdriverIO.Browser} browser @param {string} label */
const buttonNamed = (browser, label) => browser.$(A).$(`button=${label}`);

/** @param {WebdriverIO.Browser} browser @param {string[]} cells */
async function clickCells(browser, cells) {
  for (const name of cells) {
    await settled(browser);
    await browser.$(cell(name)).click();
  }
}

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const ANALYSIS_JOURNEYS = [
  [
    "the analysis board: a blocked position set up, its legal moves, the engine's best turns, the link opened again",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await browser.url("/#analysis");
      await until(browser, async () => (await browser.$(cell("a1")).isExisting()) && (await boardOf(browser)) !== null, "the analysis board never showed its board");
      // Movement; black on a1 and a2, shut in by white, which can move from e5 and e1.
      await browser.$(`${A} select.analysis-phase`).selectByAttribute("value", "movement");
      await browser.$(`${A} input[value="b"]`).click();
      await clickCells(browser, ["a1", "a2"]);
      await browser.$(`${A} input[value="w"]`).click();
      await clickCells(browser, ["b1", "b2", "a3", "e5", "e1"]);
      assert.equal(await boardOf(browser), "....w/...../w..../bw.../bw..w");
      await buttonNamed(browser, "Play from this position").click();
      // Black is shut in: the board says so as the game's page does.
      await waitForText(browser, find, `${A} .analysis-status`, "Black cannot move: White moves again.");
      const legal = await legalOf(browser);
      assert.ok(legal.includes("e5-e4") && legal.every((a) => !a.startsWith("a1") && !a.startsWith("a2")), `white's moves only: ${legal}`);
      await clickCells(browser, ["e5", "e4"]);
      await until(browser, () => browser.$(`${A} .analysis-moves button[aria-current]`).isExisting(), "the turn is in the move list");

      await buttonNamed(browser, "Ask the engine").click();
      await until(browser, async () => (await browser.$$(`${A} .analysis-lines li`)).length === 3, "the engine's three best turns", 60_000);
      await shot("analysis");

      await buttonNamed(browser, "Make the link and the record").click();
      const link = await browser.$(`${A} .analysis-link`).getValue();
      assert.match(link, /#analysis=/);
      const shown = await boardOf(browser);
      await browser.url("/");
      await browser.url(link);
      await waitForText(browser, find, `${A} .analysis-message`, "The position and the line of the link are open.");
      assert.equal(await boardOf(browser), shown, "the link's position");
    },
  ],
];
