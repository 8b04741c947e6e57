// A live game between two engines: Firefox (this suite's browser) and Chromium (started here
// through Playwright) meet through a Nostr relay that this journey starts on the loopback
// address, and play a whole game over a WebRTC data channel, each turn drawn on the other
// board as it is played. Firefox only: WebKitGTK as Debian builds it has no RTCPeerConnection
// (its journey of the fallback is in journeys-friend.js). Both browsers are told to show
// their host candidates by address, loopback among them (browsers.js's Firefox preferences,
// and Chromium's flag below): on a real network, STUN does that work.
import assert from "node:assert/strict";
import { chromium } from "@playwright/test";
import { UI, turnCells } from "../shared/game.js";
import { wholeGame } from "../shared/live-game.js";
import { tool } from "../shared/tools.js";
import { startRelay } from "../e2e/live-relay.js";
import { addMetas, clickTurn, inPage, metasScript, ready, startLiveGame, until, waitForText } from "./page.js";

const HERE = "Your friend is here: each turn arrives as it is played.";

/** Sets the page up as a host does (docs/live.md): the loopback relay, no STUN server. */
const HOST_METAS = (url) => [
  ["seega-live-relays", url],
  ["seega-live-ice", "none"],
];

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const LIVE_JOURNEYS = [
  [
    "a whole live game between Firefox and Chromium: each turn is drawn on the other board as it is played",
    async ({ browser, sites, shot }) => {
      const find = inPage(browser);
      // Beside the sites' ports, on one no browser refuses: 4190 (the site's 4183 + 7, in the
      // Fetch standard's list of bad ports) is one Firefox will not open a WebSocket to.
      const relay = await startRelay(Number(new URL(sites.SITE).port) + 5);
      const chrome = await chromium.launch({
        executablePath: tool("chromium", process.env.CHROMIUM_PATH),
        args: ["--no-sandbox", "--disable-gpu", "--disable-features=WebRtcHideLocalIpsWithMdns"],
      });
      try {
        // Firefox starts a live game, playing black.
        await browser.url(`${sites.SITE}/`);
        await ready(browser, find);
        await browser.execute(addMetas, HOST_METAS(relay.url));
        await startLiveGame(browser, find);
        await waitForText(browser, find, ".seega-app .live-status", "Waiting for your friend: once their page is open, each turn arrives as it is played.");
        const link = await find(".seega-app .live-link").getValue();

        // Chromium opens the link, as the friend's device.
        const context = await chrome.newContext({ viewport: { width: 1100, height: 820 } });
        await context.addInitScript({ content: metasScript(HOST_METAS(relay.url)) });
        const page = await context.newPage();
        const errors = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
        await page.goto(link);
        await page.locator(`${UI.board}[data-board]`).waitFor();
        await waitForText(browser, find, ".seega-app .live-status", HERE, { timeout: 30_000 });
        await page.locator(".seega-app .live-status", { hasText: HERE }).waitFor();

        // A whole game, each turn played through its board (Firefox black, Chromium white) and
        // drawn on the other.
        const { turns, outcome } = await wholeGame();
        const firefoxMoves = async () => browser.execute((selector) => document.querySelectorAll(selector).length, UI.moves);
        for (let i = 0; i < turns.length; i += 1) {
          const { side, token, end } = turns[i];
          if (side === "black") {
            await clickTurn(find, token);
            if (end) await find(".seega-app .end-chain").click();
            await page.locator(UI.moves).nth(i).waitFor({ timeout: 15_000 });
          } else {
            for (const cell of turnCells(token)) await page.locator(UI.cell(cell)).click();
            if (end) await page.locator(".seega-app .end-chain").click();
            await until(browser, async () => (await firefoxMoves()) === i + 1, `Firefox draws turn ${i + 1}`);
          }
        }
        const boards = [await find(UI.board).getAttribute("data-board"), await page.locator(UI.board).getAttribute("data-board")];
        assert.equal(boards[0], boards[1], "both boards show the same game");
        assert.equal(await firefoxMoves(), turns.length);
        assert.equal(await page.locator(UI.moves).count(), turns.length);
        // The game is over on both pages, with the engine's result.
        const result = outcome.winner === "black" ? /^Black wins/ : /^White wins/;
        await waitForText(browser, find, UI.status, result);
        assert.match((await page.locator(UI.status).textContent()) ?? "", result);
        await shot("live-chromium");
        assert.deepEqual(errors, [], "Chromium's page reported no errors");
      } finally {
        await chrome.close();
        await relay.stop();
      }
    },
  ],
];
