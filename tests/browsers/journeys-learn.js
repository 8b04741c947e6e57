// Journeys of the lesson and the puzzles: the page opened on #learn, its drawn screen giving way
// to the lesson; then each on its own page (embed.html?mode=...): a step
// refused with the engine's reason and then done; a puzzle missed on purpose, a hint, and the
// solution played; a multi-turn puzzle where the engine plays the stored reply.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { inPage, until, waitForText } from "./page.js";

const { puzzles } = JSON.parse(readFileSync(new URL("../../web/learn/puzzles.json", import.meta.url), "utf8"));
const LEARN = {
  board: ".seega-learn .learn-board",
  feedback: ".seega-learn .learn-feedback",
  cell: (cell) => `.seega-learn [data-cell="${cell}"]`,
  animating: ".seega-learn canvas[data-animating]",
};

/** @param {WebdriverIO.Browser} browser */
const boardOf = (browser) => browser.$(LEARN.board).getAttribute("data-board");
/** @param {WebdriverIO.Browser} browser */
const legalOf = async (browser) => ((await browser.$(LEARN.board).getAttribute("data-legal")) ?? "").split(" ").filter(Boolean);
/** @param {WebdriverIO.Browser} browser */
const settled = (browser) => until(browser, async () => !(await browser.$(LEARN.animating).isExisting()), "the board's animation never ended");

/** Opens `mode` alone and waits for its board. @param {WebdriverIO.Browser} browser @param {string} mode */
async function open(browser, mode) {
  await browser.url(`/embed.html?mode=${mode}`);
  await until(browser, async () => (await browser.$(LEARN.cell("a1")).isExisting()) && (await boardOf(browser)) !== null, `the ${mode} never showed its board`);
}

/** Plays a turn token by clicking its cells, and its last stone again when a chain could go on.
 * @param {WebdriverIO.Browser} browser @param {string} token */
async function playTurn(browser, token) {
  for (const part of token.split(",")) {
    const cells = part.replace(/^x/, "").split("-");
    for (const cell of cells) {
      await settled(browser);
      await browser.$(LEARN.cell(cell)).click();
    }
    await settled(browser);
    if ((await legalOf(browser)).includes("end")) await browser.$(LEARN.cell(cells[cells.length - 1])).click();
  }
}

/** @param {WebdriverIO.Browser} browser @param {string} label */
const buttonNamed = (browser, label) => browser.$(".seega-learn").$(`button=${label}`);

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const LEARNING = [
  [
    "the page opens on #learn: the lesson's screen drawn into the page gives way to the lesson, in place",
    async ({ browser }) => {
      await browser.url("/#learn");
      await until(browser, () => browser.$('.seega-learn:not([data-first-screen]) [data-cell="a1"]').isExisting(), "the lesson never drew its board");
      const find = inPage(browser);
      await waitForText(browser, find, ".seega-learn h2", "Placing the stones");
      const left = await browser.execute(() => [document.querySelectorAll("[data-seega-app] > [data-first-screen]").length, document.documentElement.dataset.firstScreen]);
      // Where a browser cannot hold its first paint for the lesson's stylesheet, the gate shows
      // the drawn screen once the sheet has come: by now, either way, the screen says "lesson".
      assert.deepEqual(left, [0, "lesson"]);
    },
  ],
  [
    "the lesson's first step: the centre refused with the reason, then two stones placed",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await open(browser, "lesson");
      await waitForText(browser, find, ".seega-learn h2", "Placing the stones");
      await browser.$(LEARN.cell("c3")).click();
      await waitForText(browser, find, LEARN.feedback, /centre/i);
      assert.equal(await browser.$(LEARN.feedback).getAttribute("data-kind"), "miss");
      assert.equal(await boardOf(browser), "...../...../...../...../.....", "a refused drop changes nothing");
      assert.equal(await buttonNamed(browser, "Next").isEnabled(), false);
      await playTurn(browser, "b2,d2");
      await waitForText(browser, find, LEARN.feedback, /Well placed/);
      await until(browser, () => buttonNamed(browser, "Next").isEnabled(), "Next opens once the step is done");
      await shot("lesson");
    },
  ],
  [
    "a puzzle missed on purpose, tried again with a hint and solved; a reply played by the engine",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await open(browser, "puzzles");
      const index = puzzles.findIndex((p) => p.kind === "capture" && p.solution.length === 1);
      const p = puzzles[index];
      await browser.$(".seega-learn select.learn-select").selectByAttribute("value", String(index));
      await until(browser, async () => (await boardOf(browser)) === p.board, "the puzzle chosen opens");
      const wrong = (await legalOf(browser)).find((a) => a.includes("-") && a !== p.solution[0] && !p.solution[0].startsWith(`${a}-`));
      await playTurn(browser, wrong);
      await waitForText(browser, find, LEARN.feedback, new RegExp(`the best move takes ${p.goal}`));
      await buttonNamed(browser, "Try again").click();
      await until(browser, async () => (await boardOf(browser)) === p.board, "Try again sets the puzzle up again");
      await buttonNamed(browser, "Hint").click();
      await waitForText(browser, find, LEARN.feedback, `Move the stone on ${p.solution[0].slice(0, 2)}.`);
      await playTurn(browser, p.solution[0]);
      await waitForText(browser, find, LEARN.feedback, "Solved!");
      await shot("puzzle");

      const long = puzzles.findIndex((q) => q.solution.length >= 3);
      const q = puzzles[long];
      await browser.$(".seega-learn select.learn-select").selectByAttribute("value", String(long));
      await until(browser, async () => (await boardOf(browser)) === q.board, "the multi-turn puzzle opens");
      await playTurn(browser, q.solution[0]);
      await waitForText(browser, find, LEARN.feedback, new RegExp(q.solution[1]));
      await settled(browser);
      assert.equal((await browser.$(".seega-learn").getText()).includes("Solved!"), false, "not solved before the last turn");
    },
  ],
];
