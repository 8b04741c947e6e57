import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { boardText, clickTurn, moves, newGame, openApp } from "./game-helpers.js";
import { startRelay } from "./live-relay.js";
import { tool } from "../shared/tools.js";

// A live game with a friend: two browsers (two contexts, as two devices) meet through a Nostr
// relay that this test starts on the loopback address (never a public one) and play a whole
// 5x5 game over a WebRTC data channel through the page's own controls. Each page is set up
// as a host sets it up: <meta name="seega-live-relays"> with the loopback relay and
// <meta name="seega-live-ice" content="none"> (no STUN server: the machine has no network).
// Chromium hides a page's host candidates behind mDNS names, which loopback cannot resolve:
// these tests alone turn that off (real players use STUN).

const port = Number(process.env.SEEGA_TEST_PORT ?? 4173);
const RELAY_PORT = port + 50;
/** A port where no relay listens: signalling that cannot be reached. */
const DEAD_PORT = port + 51;

test.use({
  launchOptions: {
    executablePath: tool("chromium", process.env.CHROMIUM_PATH),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-features=WebRtcHideLocalIpsWithMdns"],
  },
});

/** @type {Awaited<ReturnType<typeof startRelay>>} */
let relay;
test.beforeAll(async () => {
  relay = await startRelay(RELAY_PORT);
});
test.afterAll(async () => {
  await relay?.stop();
});

/** A context whose pages use `relayUrl` for live games, as a host's <meta> says. */
async function device(browser, relayUrl = relay.url) {
  const context = await browser.newContext();
  await context.addInitScript((url) => {
    addEventListener("DOMContentLoaded", () => {
      for (const [name, content] of [["seega-live-relays", url], ["seega-live-ice", "none"]]) {
        const meta = document.createElement("meta");
        meta.name = name;
        meta.content = content;
        document.head.append(meta);
      }
    });
  }, relayUrl);
  return context;
}

const liveStatus = (page) => page.locator(".seega-app .live-status");
const liveLink = (page) => page.locator(".seega-app .live-link");

/** Starts a live game in `page`, playing `side`; returns the friend's link. */
async function startLiveGame(page, side = "black") {
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Opponent").selectOption("live");
    await dialog.getByLabel("You play").selectOption(side);
  });
  await expect(liveStatus(page)).toHaveText("Waiting for your friend: once their page is open, each turn arrives as it is played.");
  await expect(liveLink(page)).toBeVisible();
  return liveLink(page).inputValue();
}

test("two browsers connect live and a turn played on one is drawn on the other", async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await (await device(browser)).newPage();
  const b = await (await device(browser)).newPage();
  await openApp(a);
  const url = await startLiveGame(a);
  expect(url).toMatch(/#friend=[a-z0-9]{10}&side=white&length=\d+&record=.*&live=1$/);
  await openApp(b, url.replace(/^https?:\/\/[^/]+/, ""));
  await expect(liveStatus(a)).toHaveText("Your friend is here: each turn arrives as it is played.", { timeout: 20_000 });
  await expect(liveStatus(b)).toHaveText("Your friend is here: each turn arrives as it is played.");
  await clickTurn(a, "a1,b1");
  await expect(moves(b)).toHaveCount(1);
  expect(await boardText(b)).toBe(await boardText(a));
});
