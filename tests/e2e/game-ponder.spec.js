import { expect, test } from "./fixtures.js";
import { openApp, record, shareLink } from "./game-helpers.js";

// Thinking on the player's time, in the page: against level 5, once the computer has played
// its turn, the page asks the worker to ponder; a tab going out of view stops it; the setting
// turned off keeps it from starting. The messages to the worker are watched as they are sent.

/** Records the kind of every request the page sends to a worker. */
async function watchRequests(page) {
  await page.addInitScript(() => {
    /** @type {string[]} */
    const sent = [];
    Object.assign(window, { sentToWorkers: sent });
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (data, ...rest) {
      sent.push(String(data?.kind));
      return post.call(this, data, ...rest);
    };
  });
}

const sent = (page) => page.evaluate(() => /** @type {any} */ (window).sentToWorkers);
const against = shareLink(record([]), { opponent: "computer", level: "5", human: "white" });

test("after the computer's turn the worker ponders; a hidden tab stops it", async ({ page }) => {
  await watchRequests(page);
  const errors = await openApp(page, against);
  await page.waitForFunction(() => /** @type {any} */ (window).sentToWorkers.includes("ponder"), null, { timeout: 20_000 });
  expect(await sent(page)).toEqual(["search", "ponder"]);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => sent(page)).toEqual(["search", "ponder", "stop"]);
  expect(errors).toEqual([]);
});

test("the setting turned off: no pondering", async ({ page }) => {
  await watchRequests(page);
  await page.addInitScript(() => localStorage.setItem("seega.game.v1.prefs", JSON.stringify({ ponder: false })));
  const errors = await openApp(page, against);
  await page.waitForFunction(() => /** @type {any} */ (window).sentToWorkers.includes("search"), null, { timeout: 20_000 });
  // The computer's turn takes its budget (2.5 s); then the player's turn starts, with no pondering.
  await page.waitForTimeout(4000);
  expect(await sent(page)).toEqual(["search"]);
  expect(errors).toEqual([]);
});
