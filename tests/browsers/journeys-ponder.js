// The journey of the computer thinking on the player's time (docs/ai.md, "Thinking on the
// player's time"), in each browser, as a player meets it on the served page: a game against
// level 5 opened by a link; after the computer's turn the player thinks while its worker
// ponders, then plays the reply the computer expected, and the computer answers far inside its
// budget; a take back, and the window going out of view, stop a pondering under way. What the
// page sends to its worker and what comes back is logged in the page (tests/shared/worker-log.js):
// the `ponder` request's answer names the reply expected.
import assert from "node:assert/strict";
import { PLACEMENT, UI, emptyCells, record, shareLink } from "../shared/game.js";
import { logWorkerMessages } from "../shared/worker-log.js";
import { boardText, clickTurn, inPage, openApp, play, turnCount, until, waitForText } from "./page.js";

/** Level 5's budget for a placement turn (crates/seega-ai/src/level.rs): what a search
 * without pondering takes, and what pondering spends before it ends on its own. */
const BUDGET_MS = 2500;

/** @typedef {{ worker: number, way: "sent" | "reply", kind: string, id: number, at: number, result?: any }} Logged */

/** The page's log of its workers' requests and replies. @returns {Promise<Logged[]>} */
const workerLog = (browser) => browser.execute(() => /** @type {any} */ (window).seegaWorkerLog);

/** The request of `kind` sent after `since` (ms, the page's clock), first or last, if any. */
function sentAfter(log, kind, since, which = "first") {
  const found = log.filter((e) => e.way === "sent" && e.kind === kind && e.at > since);
  return which === "first" ? found[0] : found.at(-1);
}

/** The worker's reply to `request`, if it came. */
const replyTo = (log, request) => log.find((e) => e.way === "reply" && e.worker === request.worker && e.id === request.id);

/** Waits for the request of `kind` sent after `since`; resolves with it. */
async function waitSent(browser, kind, since, what, timeout = 30_000) {
  /** @type {Logged | undefined} */
  let found;
  await until(browser, async () => (found = sentAfter(await workerLog(browser), kind, since)), what, timeout).catch(async () => {
    throw new Error(`${what}; the page's workers were sent and said: ${JSON.stringify(await workerLog(browser))}`);
  });
  return /** @type {Logged} */ (found);
}

/** Waits for the worker's reply to `request`; resolves with it. */
async function waitReply(browser, request, what, timeout = 60_000) {
  /** @type {Logged | undefined} */
  let found;
  await until(browser, async () => (found = replyTo(await workerLog(browser), request)), what, timeout);
  return /** @type {Logged} */ (found);
}

/**
 * Waits for the worker to ponder (a `ponder` request sent after `since`), then does `act`
 * (the player's take back, the window minimised), which must stop it: the page sends `stop`
 * and the worker ends its pondering short of the budget. The pondering of a position spends
 * 2.5 s of searching; a WebDriver command comes 0.1 to 0.7 s after the request on a busy
 * two-core machine, but once seen 2.1 s (WebKit). When the pondering had ended on its own
 * before `act` was done (no `stop` sent, its answer in before), that try says nothing: `again`
 * starts another pondering and the next try watches it, twice at most. A page that sends no
 * `stop`, or a worker that does not stop, fails every try whose `act` came in time.
 * @param {WebdriverIO.Browser} browser @param {number} since @param {string} what
 * @param {() => Promise<void>} act @param {() => Promise<void>} again
 */
async function stopsPondering(browser, since, what, act, again) {
  for (let tries = 1; ; tries += 1) {
    const ponder = await waitSent(browser, "ponder", since, `the worker ponders before ${what}`);
    await act();
    const done = await browser.execute(() => performance.now());
    const ended = await waitReply(browser, ponder, "the pondering ended", 10_000);
    const stop = sentAfter(await workerLog(browser), "stop", ponder.at);
    if (!stop && ended.at < done && tries < 2) {
      console.log(`${what}: the pondering had ended on its own (${ended.result.spent.toFixed(0)} ms) before; again`);
      since = ponder.at;
      await again();
      continue;
    }
    assert.ok(stop, `${what} sent \`stop\` to the pondering worker`);
    assert.ok(ended.result.spent < BUDGET_MS, `${what} stopped the pondering short of the budget (after ${ended.result.spent.toFixed(0)} ms)`);
    assert.ok(ended.at - stop.at < BUDGET_MS, `the worker stopped ${(ended.at - stop.at).toFixed(0)} ms after \`stop\``);
    return { spent: ended.result.spent, afterStop: ended.at - stop.at, stopped: stop.at };
  }
}

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const PONDERING = [
  [
    "against level 5: the computer thinks on the player's time and answers the expected reply at once",
    async ({ browser, name, shot }) => {
      const find = inPage(browser);
      // Four turns placed; the player (black) to move, in placement, where the computer's
      // budget is 2.5 s and no search ends early on a proven result.
      await openApp(browser, shareLink(record(PLACEMENT.slice(0, 4)), { opponent: "computer", level: "5", human: "black" }));
      await waitForText(browser, find, UI.status, "Black to play: place two stones");
      await browser.execute(logWorkerMessages);
      const start = await browser.execute(() => performance.now());

      // The player's turn; the computer searches for its whole budget.
      await play(browser, find, emptyCells(await boardText(find)).slice(0, 2));
      const search = await waitSent(browser, "search", start, "the computer searched its turn");
      const searched = await waitReply(browser, search, "the computer's search answered");
      await until(browser, async () => (await turnCount(browser)) === 6, "the computer played its turn", 30_000);
      await waitForText(browser, find, UI.status, "Black to play: place two stones");

      // The player thinks; the worker ponders the reply it expects, until it has spent the
      // computer's budget on it and stops on its own.
      const ponder = await waitSent(browser, "ponder", search.at, "the page asked the worker to ponder once the computer had played");
      const pondered = await waitReply(browser, ponder, "the pondering ended on its own");
      const { reply, spent } = pondered.result;
      assert.equal(typeof reply, "string", `the pondering named the reply it expected: ${JSON.stringify(pondered.result)}`);
      assert.ok(spent >= BUDGET_MS, `the pondering spent the budget (${spent.toFixed(0)} ms)`);

      // The player plays the reply the computer expected; the computer answers from pondering.
      const before = await browser.execute(() => performance.now());
      await clickTurn(find, reply);
      const answer = await waitSent(browser, "search", before, "the computer searched its next turn");
      const answered = await waitReply(browser, answer, "the computer's search answered");
      await until(browser, async () => (await turnCount(browser)) === 8, "the computer played its answer", 30_000);
      const shown = (await browser.execute(() => /** @type {any} */ (window).seegaTurnsShown)).find((s) => s.turns === 8);
      const firstMs = searched.at - search.at;
      const replyMs = answered.at - answer.at;
      const seenMs = shown.at - answer.at;
      console.log(
        `${name}: the computer's first turn took ${firstMs.toFixed(0)} ms; pondered ${spent.toFixed(0)} ms to depth ${pondered.result.depth} ` +
          `on ${reply}; the reply after it took ${replyMs.toFixed(0)} ms in the worker, ${seenMs.toFixed(0)} ms to the board (budget ${BUDGET_MS} ms)`,
      );
      assert.equal(answered.result?.pondered, true, "the computer's answer came from pondering");
      // A search (crates/seega-ai/src/search.rs) stops deepening once half its budget has
      // gone, so without pondering it takes between half the budget and all of it: so did the
      // computer's first turn.
      assert.ok(firstMs >= BUDGET_MS / 2, `the search without pondering took at least half its budget (${firstMs.toFixed(0)} ms)`);
      // Answered from pondering, the worker only rebuilds the game and sends the turn it kept:
      // milliseconds. Under half the budget is the widest bound a search cannot meet, and it
      // leaves more than a second for a two-core machine busy with other work, a garbage
      // collection or a slow message. (The board shows the turn no sooner than the page's
      // 350 ms pause after the player's turn: logged, not bounded.)
      assert.ok(replyMs < BUDGET_MS / 2, `the reply came in ${replyMs.toFixed(0)} ms, under half the budget of ${BUDGET_MS} ms`);

      // Pondering again on the player's turn; a take back stops it (and the next pondering,
      // of the position taken back to, starts after its `stop`); so does the window going out
      // of view.
      const undo = await find(".seega-app .undo");
      const takeBack = async () => {
        const turns = await turnCount(browser);
        await undo.click();
        await until(browser, async () => (await turnCount(browser)) === turns - 2, "take back undid the player's turn and the computer's");
      };
      const back = await stopsPondering(browser, answer.at, "a take back", takeBack, async () => {});
      console.log(`${name}: a take back stopped the pondering after ${back.spent.toFixed(0)} ms, ${back.afterStop.toFixed(0)} ms after \`stop\``);
      await waitForText(browser, find, UI.status, "Black to play: place two stones");
      const inView = async () => {
        await browser.setWindowSize(1100, 820);
        await until(browser, () => browser.execute(() => document.visibilityState === "visible"), "the page is in view again");
      };
      const minimise = async () => {
        await browser.minimizeWindow();
        await until(browser, () => browser.execute(() => document.visibilityState === "hidden"), "the minimised page is hidden");
      };
      const hidden = await stopsPondering(browser, back.stopped, "the page out of view", minimise, async () => {
        await inView();
        await takeBack();
      });
      console.log(`${name}: the hidden page stopped the pondering after ${hidden.spent.toFixed(0)} ms, ${hidden.afterStop.toFixed(0)} ms after \`stop\``);
      await inView();
      await shot("pondered");
      const log = await workerLog(browser);
      assert.equal(log.filter((e) => e.way === "reply" && e.kind === "error").length, 0, "the worker reported no error");
      assert.equal(new Set(log.map((e) => e.worker)).size, 1, "one worker searched and pondered, never ended");
    },
  ],
];
