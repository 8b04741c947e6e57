import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { boardText, clickCell, clickTurn, moves, newGame, openApp } from "./game-helpers.js";
import { startRelay } from "./live-relay.js";
import { wholeGame } from "../shared/live-game.js";
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
    // The live game's hook for the tests (web/live/live-part.js): its state, and forged messages.
    globalThis.SEEGA_TEST_HOOKS = true;
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

/** Plays `turn` on `page` through its board, as a player clicks. */
async function playTurn(page, turn) {
  await clickTurn(page, turn.token);
  if (turn.end) await page.locator(".seega-app .end-chain").click();
}

const HERE = "Your friend is here: each turn arrives as it is played.";
const path = (url) => url.replace(/^https?:\/\/[^/]+/, "");

test("two browsers play a whole 5x5 game live; a cut connection resumes with nothing lost; forged messages and a third device change nothing", async ({ browser }) => {
  test.setTimeout(180_000);
  const { turns, outcome } = await wholeGame();
  const contextA = await device(browser);
  const contextB = await device(browser);
  const a = await contextA.newPage();
  let b = await contextB.newPage();
  const errors = await openApp(a);
  const id = () => /friend=([a-z0-9]{10})/.exec(url)?.[1];
  const url = await startLiveGame(a, "black");
  expect(url).toMatch(/#friend=[a-z0-9]{10}&side=white&length=\d+&record=.*&live=1$/);
  await expect(a.locator(".seega-app .live-qr svg")).toBeVisible();
  await expect(a.locator(".seega-app .friend-box")).toBeHidden();
  errors.push(...(await openApp(b, path(url))));
  await expect(liveStatus(a)).toHaveText(HERE, { timeout: 20_000 });
  await expect(liveStatus(b)).toHaveText(HERE);
  await expect(a.locator(".seega-app .live-turn")).toHaveText("It is your turn.");
  await expect(b.locator(".seega-app .live-turn")).toHaveText("It is your friend's turn (Black).");
  // Once the friend is here, no link is offered.
  await expect(liveLink(a)).toBeHidden();
  expect((await new AxeBuilder({ page: a }).include(".seega-app").analyze()).violations).toEqual([]);
  await a.screenshot({ path: "tests/screenshots/live-here.png" });

  /** The delay of each turn, from played on one page to drawn on the other, in ms. */
  const delays = [];
  // The connection is cut in the moving phase, before a turn of Black's.
  const CUT = turns.findIndex((turn, i) => i >= 20 && turn.side === "black");
  for (let i = 0; i < turns.length; i += 1) {
    const turn = turns[i];
    const [from, to] = turn.side === "black" ? [a, b] : [b, a];
    if (i === CUT) {
      // The connection goes: White's page closes while Black is to move; Black plays on.
      expect(turn.side).toBe("black");
      await b.close();
      await expect(liveStatus(a)).toHaveText("Your friend left: they can come back with the same link.", { timeout: 20_000 });
      await playTurn(a, turn);
      await expect(moves(a)).toHaveCount(i + 1);
      // White comes back with the same (old) link: its page keeps its longer game, meets
      // Black's again, and takes the turn it missed.
      b = await contextB.newPage();
      errors.push(...(await openApp(b, path(url))));
      await expect(liveStatus(b)).toHaveText(HERE, { timeout: 20_000 });
      await expect(liveStatus(a)).toHaveText(HERE);
      await expect(moves(b)).toHaveCount(i + 1);
      expect(await boardText(b)).toBe(await boardText(a));
      continue;
    }
    await playTurn(from, turn);
    await expect(moves(to)).toHaveCount(i + 1);
    const n = i + 1;
    const [sent, drawn] = await Promise.all([from.evaluate((k) => globalThis.__seegaLive.times.sent[k], n), to.evaluate((k) => globalThis.__seegaLive.times.drawn[k], n)]);
    delays.push(drawn - sent);
    // The friend's turn is marked on the board that received it.
    if (i % 10 === 3) {
      expect(await boardText(to)).toBe(await boardText(from));
      await expect(to.locator(".seega-app .live-turn")).toHaveText("It is your turn.");
    }
    if (i === 6) {
      // Forged messages, as if from the friend's page (the page's own handler of the data
      // channel's messages): one that does not read, one that plays the receiving side's own
      // next turn for it, and one with an illegal turn. Each changes nothing, and says why.
      const board = await boardText(to);
      /** Sends `text` to `to` as its friend's page, or a record of its game with `token` after it. */
      const forge = (text, token = null) =>
        to.evaluate(async ({ text, token, id }) => {
          const live = globalThis.__seegaLive;
          const [peer] = live.players();
          const kept = JSON.parse(localStorage.getItem(`seega.game.v1.friend.${id}`) ?? "{}").record;
          // The record kept here, with `token` played after its last turn (before its result).
          const record = token ? kept.replace(/\s*\*\s*$/, ` ${token} *\n`) : "";
          await live.receive(token ? JSON.stringify({ v: 1, kind: "record", game: id, record }) : text, peer);
        }, { text, token, id: id() });
      await forge("{not json");
      await expect(to.locator(".seega-app .live-refused")).toHaveText("A message from the other page did not read: nothing has changed.");
      await forge("", turns[i + 1].token);
      await expect(to.locator(".seega-app .live-refused")).toHaveText("The other page sent a turn that is not your friend's to play: it is refused and your game is kept.");
      await forge("", "c3,c3");
      await expect(to.locator(".seega-app .live-refused")).toHaveText("A message from the other page did not read: nothing has changed.");
      expect(await boardText(to)).toBe(board);
      await expect(moves(to)).toHaveCount(n);
      expect(await to.evaluate(() => globalThis.__seegaLive.refusals)).toBe(3);
    }
    if (i === 30) {
      // A third device opens the link: it is told to watch, and its board takes nothing.
      const c = await (await device(browser)).newPage();
      errors.push(...(await openApp(c, path(url))));
      await expect(liveStatus(c)).toHaveText("You are watching: this game's two players are on other devices.", { timeout: 20_000 });
      await expect(moves(c)).toHaveCount(n);
      const watched = await boardText(c);
      await clickTurn(c, turns[i + 1].token);
      expect(await boardText(c)).toBe(watched);
      await expect(liveStatus(a)).toHaveText(HERE);
      await c.close();
    }
  }
  // The game is over on both pages, the same game, with every turn.
  for (const page of [a, b]) {
    await expect(moves(page)).toHaveCount(turns.length);
    await expect(page.locator(".seega-app .status")).toContainText(outcome.winner === "black" ? "Black" : "White");
  }
  const records = await Promise.all([a, b].map((page) => page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((key) => /\.friend\./.test(key)) ?? "") ?? "{}").record)));
  expect(records[0]).toBe(records[1]);
  // trystero reports a friend's page that closed as an error of the peer's data channel
  // ("User-Initiated Abort, reason=Close called") on the console of the page left open: that
  // is the cut this test makes, and nothing else may be.
  expect(errors.filter((text) => !/^Trystero peer error: OperationError: User-Initiated Abort, reason=Close called$/.test(text))).toEqual([]);
  delays.sort((x, y) => x - y);
  const median = delays[Math.floor(delays.length / 2)];
  const p90 = delays[Math.floor(delays.length * 0.9)];
  console.log(`live turns: ${delays.length} measured, median ${median} ms, 90th percentile ${p90} ms, max ${delays[delays.length - 1]} ms`);
  test.info().annotations.push({ type: "delay", description: `median ${median} ms, p90 ${p90} ms over ${delays.length} turns` });
});

/** Sets up `context`'s pages as a host does with `metas` ([name, content] pairs). */
async function withMetas(context, metas) {
  await context.addInitScript((pairs) => {
    addEventListener("DOMContentLoaded", () => {
      for (const [name, content] of pairs) {
        const meta = document.createElement("meta");
        meta.name = name;
        meta.content = content;
        document.head.append(meta);
      }
    });
  }, metas);
}

test("a resignation made on one page ends the game on the other, by the side that resigned", async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await (await device(browser)).newPage();
  const b = await (await device(browser)).newPage();
  const errors = await openApp(a);
  const url = await startLiveGame(a, "black");
  errors.push(...(await openApp(b, path(url))));
  await expect(liveStatus(a)).toHaveText(HERE, { timeout: 20_000 });
  await expect(liveStatus(b)).toHaveText(HERE);
  await clickTurn(a, "a1,b1");
  await expect(moves(b)).toHaveCount(1);
  // White resigns on its page: Black's page takes the ending, which is White's to make.
  await b.locator(".seega-app .resign").click();
  await b.getByRole("dialog").getByRole("button", { name: "Resign" }).click();
  await expect(b.locator(".seega-app .status")).toContainText("Black wins");
  await expect(a.locator(".seega-app .status")).toContainText("Black wins", { timeout: 15_000 });
  await expect(a.locator(".seega-app .status")).toContainText("resign");
  await expect(a.locator(".seega-app .live-refused")).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe("when no connection can be made, the game goes on by links and says why", () => {
  test.use({ fallbacks: ["live"] });

  test("signalling that cannot be reached", async ({ context, page }) => {
    test.setTimeout(60_000);
    await withMetas(context, [["seega-live-relays", `ws://127.0.0.1:${DEAD_PORT}`], ["seega-live-ice", "none"]]);
    const warnings = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await openApp(page);
    await newGame(page, async (dialog) => {
      await dialog.getByLabel("Opponent").selectOption("live");
      await dialog.getByLabel("You play").selectOption("black");
    });
    await expect(liveStatus(page)).toHaveText("The relays that connect live games cannot be reached: the game goes on by links, and goes live if they answer.", { timeout: 20_000 });
    expect(warnings.some((text) => text.startsWith('Seega fallback "live": no signalling relay answered'))).toBe(true);
    // The game goes on by links: a turn played, and the link that carries it.
    await clickTurn(page, "a1,b1");
    await expect(page.locator(".seega-app .friend-link")).toBeVisible();
    expect(await page.locator(".seega-app .friend-link").inputValue()).toMatch(/#friend=[a-z0-9]{10}&side=white&length=\d+&record=/);
    expect((await new AxeBuilder({ page }).include(".seega-app").analyze()).violations).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator(".seega-app .live-status").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "tests/screenshots/live-fallback-phone.png" });
  });

  test("a browser without WebRTC (as Debian's WebKitGTK)", async ({ context, page }) => {
    await context.addInitScript(() => {
      delete globalThis.RTCPeerConnection;
      delete globalThis.webkitRTCPeerConnection;
    });
    await openApp(page);
    await newGame(page, async (dialog) => {
      await dialog.getByLabel("Opponent").selectOption("live");
    });
    await expect(liveStatus(page)).toHaveText("This browser cannot connect to another page directly (it has no WebRTC): the game goes on by links.");
    await clickTurn(page, "a1,b1");
    await expect(page.locator(".seega-app .friend-link")).toBeVisible();
  });
});

test("a host that turns live play off: no live game is offered, and a friend game goes on by links", async ({ context, page }) => {
  await withMetas(context, [["seega-live", "off"]]);
  await openApp(page);
  await newGame(page, async (dialog) => {
    await expect(dialog.getByLabel("Opponent").locator("option")).toHaveText(["A friend on this device", "The computer", "A friend, by link"]);
    await dialog.getByLabel("Opponent").selectOption("friend");
  });
  await expect(page.locator(".seega-app .live-start")).toBeHidden();
  await expect(page.locator(".seega-app .live-box")).toBeHidden();
  await clickTurn(page, "a1,b1");
  await expect(page.locator(".seega-app .friend-link")).toBeVisible();
});

test("a friend game by link is made live with the box's button, and its live box shows the link and its QR code on a phone", async ({ browser }) => {
  const context = await device(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await newGame(page, async (dialog) => {
    await dialog.getByLabel("Opponent").selectOption("friend");
  });
  await clickTurn(page, "a1,b1");
  await expect(page.locator(".seega-app .friend-link")).toBeVisible();
  await page.locator(".seega-app .live-start").click();
  await expect(liveStatus(page)).toHaveText("Waiting for your friend: once their page is open, each turn arrives as it is played.");
  await expect(page.locator(".seega-app .friend-box")).toBeHidden();
  expect(await liveLink(page).inputValue()).toMatch(/&live=1$/);
  await expect(page.locator(".seega-app .live-qr svg")).toBeVisible();
  expect((await new AxeBuilder({ page }).include(".seega-app").analyze()).violations).toEqual([]);
  await page.locator(".seega-app .live-qr").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/screenshots/live-waiting-phone.png" });
  await context.close();
});
