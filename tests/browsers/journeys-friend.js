// The journey of a game with a friend by link, in each browser: two devices (two sites of the
// same game, so two storages) send each other links through placement to a capture; an old
// link, a tampered one and one cut short on its way are refused, each said so, and the game
// kept is never overwritten; a link in which the friend resigned opens with the result. And a
// live game where no connection can be made: WebKitGTK as Debian builds it has no
// RTCPeerConnection, and in Firefox the page is given a relay on loopback where none listens;
// each page says why and the game goes on by links.
import assert from "node:assert/strict";
import { PLACEMENT, UI } from "../shared/game.js";
import { addMetas, boardText, clickTurn, inPage, ready, startLiveGame, until, waitForText } from "./page.js";
import { siteCopy } from "./servers.js";

/** The journey of a live game that cannot connect, whose fallback the suite expects. */
export const LIVE_FALLBACK = "a live game with a friend that cannot connect goes on by links and says why";

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const FRIEND_JOURNEYS = [
  [
    "two devices play a friend game by links to a capture; old, tampered and cut links are refused; a resignation arrives",
    async ({ browser, sites, shot }) => {
      const find = inPage(browser);
      const other = await siteCopy();
      try {
        // Each device is a site of its own; a link is followed on the other's.
        const devices = [sites.SITE, other.origin];
        const follow = async (url, device) => {
          await browser.url("about:blank");
          await browser.url(url.replace(/^https?:\/\/[^/]+/, devices[device]));
          await ready(browser, find);
          // White's device turns the board round (white at the bottom) at its first frames:
          // the cells are clicked where they are drawn once it has.
          await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
        };
        const linkOf = async () => {
          await find(".seega-app .friend-link").waitForDisplayed({ timeout: 15_000 });
          return find(".seega-app .friend-link").getValue();
        };

        await browser.url(`${devices[0]}/`);
        await ready(browser, find);
        await find(".seega-app .app-menu .new-game-button").click();
        const dialog = ".seega-app .new-game-dialog";
        await until(browser, async () => browser.$(dialog).isDisplayed(), "the new-game dialog opens");
        await browser.$(`${dialog} select[name="opponent"]`).selectByAttribute("value", "friend");
        await browser.$(`${dialog} select[name="human"]`).selectByAttribute("value", "black");
        await browser.$(`${dialog} .button.primary`).click();
        await until(browser, async () => !(await browser.$(dialog).isDisplayed()), "the dialog closes");

        await clickTurn(find, PLACEMENT[0]);
        let sent = await linkOf();
        const first = sent;
        for (let i = 1; i < PLACEMENT.length; i += 1) {
          await follow(sent, i % 2);
          await waitForText(
            browser,
            find,
            ".seega-app .notice span",
            i === 1 ? "Your friend has started a game with you and played its first turn: you play White, and it is your turn." : "Your friend has played: it is your turn.",
          );
          // The friend's turn is marked as it arrives: both stones of a placement turn.
          assert.equal(await find(UI.board).getAttribute("data-marked"), PLACEMENT[i - 1].replace(",", " "));
          await clickTurn(find, PLACEMENT[i]);
          // White places last and moves first: its page goes on with the first move.
          if (i < PLACEMENT.length - 1) sent = await linkOf();
        }
        // White, on the second device, captures.
        await clickTurn(find, "c2-c3");
        await find(".seega-app .end-chain").click();
        await waitForText(browser, find, UI.count("white", "captured"), "1");
        const capture = await linkOf();
        await shot("friend-capture");

        await follow(capture, 0);
        await waitForText(browser, find, ".seega-app .notice span", "Your friend has played: it is your turn.");
        assert.equal(await find(UI.board).getAttribute("data-marked"), "c2 c3");
        const kept = await boardText(find);
        await follow(first, 0);
        await waitForText(browser, find, ".seega-app .notice span", "This link is older than your game, by 12 turns: your game is kept.");
        assert.equal(await boardText(find), kept, "an old link changes nothing");
        await follow(capture.replace("c2-c3", "c2-c5"), 0);
        await waitForText(browser, find, ".seega-app .notice span", /^The shared game could not be read/);
        assert.equal(await boardText(find), kept, "a tampered link changes nothing");
        // A link cut short, as a chat app may cut a long one, is said to be incomplete.
        await follow(capture.slice(0, capture.length - 25), 0);
        await waitForText(
          browser,
          find,
          ".seega-app .notice span",
          "This link looks incomplete: its end was lost on the way, as chat apps sometimes cut long links. Ask your friend to send it again; nothing has changed here.",
        );
        assert.equal(await boardText(find), kept, "an incomplete link changes nothing");
        await shot("friend-incomplete");

        // The friend (white, on the second device) resigns; the link opens with the result.
        await browser.url(`${devices[1]}/`);
        await ready(browser, find);
        await find(".seega-app .resign").click();
        await until(browser, async () => browser.$(".seega-app .confirm-dialog").isDisplayed(), "the question is asked");
        await browser.$('.seega-app .confirm-dialog button[value="yes"]').click();
        await waitForText(browser, find, ".seega-app .friend-text", "The game is over: send this link so that your friend sees the end.");
        const resigned = await linkOf();
        await follow(resigned, 0);
        await waitForText(browser, find, ".seega-app .notice span", "Your friend has resigned: you win.");
        await waitForText(browser, find, UI.status, /^Black wins/);
        // The game ended on the friend's page: no link to send back.
        await waitForText(browser, find, ".seega-app .friend-text", "The game is over, on your friend's page too: there is no link to send back.");
        await shot("friend-resigned");
      } finally {
        await other.remove();
      }
    },
  ],
  [
    LIVE_FALLBACK,
    async ({ browser, sites, name, shot, errors }) => {
      const find = inPage(browser);
      await browser.url(`${sites.SITE}/`);
      await ready(browser, find);
      // As a host sets its relays (docs/live.md): one on the loopback address where nothing listens.
      await browser.execute(addMetas, [["seega-live-relays", "ws://127.0.0.1:9"]]);
      const hasWebRtc = await browser.execute(() => typeof globalThis.RTCPeerConnection === "function");
      // Debian's WebKitGTK has none; Safari, and every Firefox, have one.
      if (name === "webkit") assert.equal(hasWebRtc, false, "WebKitGTK as Debian builds it has no RTCPeerConnection");
      await startLiveGame(browser, find);
      await waitForText(
        browser,
        find,
        ".seega-app .live-status",
        hasWebRtc
          ? "The relays that connect live games cannot be reached: the game goes on by links, and goes live if they answer."
          : "This browser cannot connect to another page directly (it has no WebRTC): the game goes on by links.",
        { timeout: 20_000 },
      );
      // The game goes on by links.
      await clickTurn(find, PLACEMENT[0]);
      await find(".seega-app .friend-link").waitForDisplayed({ timeout: 15_000 });
      assert.match(await find(".seega-app .friend-link").getValue(), /#friend=[a-z0-9]{10}&side=white&length=\d+&record=/);
      await shot("live-fallback");
      // Firefox reports each refused WebSocket to the relay where none listens on the console
      // itself: that is the failure this journey brings about, and nothing else may be.
      if (errors) {
        const refused = /^javascript: Firefox can’t establish a connection to the server at ws:\/\/127\.0\.0\.1:9\/\.$/;
        errors.splice(0, errors.length, ...errors.filter((text) => !refused.test(text)));
      }
    },
  ],
];
