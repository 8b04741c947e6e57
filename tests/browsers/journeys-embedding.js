// Journeys of the game away from its own page: two <seega-game> elements and a frame on a
// host page under a strict policy (on the game's site and on another), the single file opened
// from disk, the installed site with the network gone, and a site whose policy refuses
// WebAssembly, as older browsers without 'wasm-unsafe-eval' do.
import assert from "node:assert/strict";
import { UI, emptyCells, record } from "../shared/game.js";
import { boardText, inPage, inShadow, play, ready, reload, until, waitForText, watchWorkers } from "./page.js";
import { siteCopy } from "./servers.js";

const singleFile = new URL("../../dist/seega.html", import.meta.url).href;

/** What the host page has heard, as "from type" strings. */
const heard = (browser) => browser.execute(() => window.seegaEvents.map((e) => `${e.from} ${e.type}`));

/** White stones on a board. */
const whites = async (find) => (await boardText(find)).replaceAll(/[^w]/g, "").length;

/** Plays on the host page at `origin`: each element, the computer's answer, the frame. */
async function hostPage({ browser, shot }, origin, where) {
  await browser.url(`${origin}/pages/host.html`);
  const first = inShadow(browser, "#first");
  const second = inShadow(browser, "#second");
  await ready(browser, first);
  await ready(browser, second);
  await play(browser, first, ["a1", "b1"]);
  // The Egyptian opening: black's first stones go on the middles of the left and right edges.
  await play(browser, second, ["a4", "g4"]);
  await until(browser, async () => (await whites(second)) === 2, "the computer answered in the second element", 30_000);
  assert.equal(await boardText(first), "...../...../...../...../bb...");

  await browser.switchFrame(browser.$("#frame"));
  const frame = inPage(browser);
  await ready(browser, frame);
  await play(browser, frame, ["e5", "d5"]);
  await browser.switchFrame(null);

  await until(browser, async () => {
    const events = await heard(browser);
    return ["first move", "frame move"].every((e) => events.includes(e)) && events.filter((e) => e === "second move").length === 2;
  }, "the host page heard every game's moves");
  const height = await browser.$("#frame").getSize("height");
  assert.ok(height > 300, `the host sized the frame to the game (${height} px)`);
  assert.deepEqual(await browser.execute(() => window.seegaViolations), [], "nothing broke the host's policy");
  assert.deepEqual((await heard(browser)).filter((event) => event.endsWith(" degraded")), [], "no game fell back (the computer's worker refused, a storage refused)");
  const workers = await browser.execute(() => window.seegaWorkers);
  assert.ok(workers.length > 0, "the computer searched in a worker");
  await shot(`host-${where}`);
}

/** The host changes the element's theme and language mid-game, then drives it from script. */
async function liveElement({ browser, shot }, origin) {
  await browser.url(`${origin}/pages/host.html`);
  const first = inShadow(browser, "#first");
  await ready(browser, first);
  await play(browser, first, ["a1", "b1", "e5"]);
  const game = "....w/...../...../...../bb...";
  const theme = () => browser.execute(() => document.querySelector("#first")?.shadowRoot?.querySelector(".seega-app")?.getAttribute("data-theme"));
  await browser.execute(() => document.querySelector("#first")?.setAttribute("theme", "dark"));
  await until(browser, async () => (await theme()) === "dark", "the theme changed in place");
  await browser.execute(() => {
    const element = /** @type {any} */ (document.querySelector("#first"));
    element.lang = "fr";
  });
  await waitForText(browser, first, UI.status, /Blanc|Noir/);
  await ready(browser, first);
  assert.equal(await boardText(first), game, "the visitor's game, the turn under way too, is kept");
  const driven = await browser.execute(() => {
    const element = /** @type {any} */ (document.querySelector("#first"));
    element.undo();
    const undone = element.state.pending;
    let code = null;
    try {
      element.load("1. c3");
    } catch (error) {
      code = /** @type {any} */ (error).code;
    }
    element.size = 7;
    element.newGame();
    return { undone, code };
  });
  assert.deepEqual(driven, { undone: [], code: "record" });
  await until(browser, async () => (await boardText(first)) === Array(7).fill(".......").join("/"), "newGame() started a 7x7 game");
  await shot("live-element");
}

/** A host that looks late awaits the element's `ready` promise, then loads a position into the
 * game against the computer, which plays it on. */
async function hostLoads({ browser, shot }, origin) {
  await browser.url(`${origin}/pages/host.html`);
  const second = inShadow(browser, "#second");
  await ready(browser, second);
  const late = await browser.execute(async () => {
    const game = /** @type {any} */ (document.querySelector("#second"));
    const detail = await game.ready;
    return { detail, isReady: game.isReady, cells: game.shadowRoot.querySelectorAll("[data-cell]").length, opponent: game.opponent };
  });
  assert.deepEqual(late, { detail: { lang: "fr", dir: "ltr" }, isReady: true, cells: 49, opponent: "computer" });
  // Black's first turn of the Egyptian opening: white, the computer, is to move, and plays.
  const loaded = await browser.execute(() => {
    const game = /** @type {any} */ (document.querySelector("#second"));
    game.load('[Size "7"]\n[Preset "egyptian"]\n\n1. a4,g4');
    return game.state.turn;
  });
  assert.equal(loaded, "white");
  await until(browser, async () => (await whites(second)) === 2, "the computer played the loaded position on", 30_000);
  assert.equal((await boardText(second)).replaceAll(/[^b]/g, "").length, 2, "the position's stones are there");
  await shot("host-loads");
}

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const EMBEDDING = [
  ["a host that looks late awaits the element's ready promise and loads a position the computer plays on", (journey) => hostLoads(journey, journey.sites.OTHER)],
  ["a host page changes the element's theme and language mid-game, keeps the game, and drives it", (journey) => liveElement(journey, journey.sites.OTHER)],
  ["two elements and a frame on a host page of the game's site, under its strict policy", (journey) => hostPage(journey, journey.sites.GAME, "same-site")],
  ["two elements and a frame on a host page of another site, under its policy", (journey) => hostPage(journey, journey.sites.OTHER, "other-site")],
  [
    "the single file plays from disk, the computer answering from its worker",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      const workers = await watchWorkers(browser);
      await browser.url(singleFile);
      await ready(browser, find);
      await play(browser, find, ["a1", "b1", "e5", "d5"]);
      assert.equal(await boardText(find), "...ww/...../...../...../bb...");
      await shot("single-file");
      const link = new URLSearchParams({ record: record([]), opponent: "computer", level: "1", human: "black" });
      await browser.url(`${singleFile}#${link}`);
      await until(browser, async () => (await boardText(find)) === "...../...../...../...../.....", "the link opened a new game");
      await play(browser, find, ["a1", "b1"]);
      await until(browser, async () => (await whites(find)) === 2, "the computer answered", 30_000);
      await play(browser, find, emptyCells(await boardText(find)).slice(0, 2));
      await until(browser, async () => (await whites(find)) === 4, "the computer answered again", 30_000);
      if (workers) assert.ok(workers.some((w) => w.startsWith("dedicated-worker blob:")), `the computer searched in its worker: ${workers}`);
    },
  ],
  [
    "the site, visited once, loads and plays with the network gone",
    async ({ browser, shot }) => {
      const site = await siteCopy();
      try {
        const find = inPage(browser);
        await browser.url(`${site.origin}/`);
        await ready(browser, find);
        const controlled = await browser.execute(async () => {
          if (!("serviceWorker" in navigator)) return "no service worker";
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
          }
          return "controlled";
        });
        assert.equal(controlled, "controlled");
        // The page says it plays offline before the network goes, as a visitor would see it.
        await waitForText(browser, find, "#seega-offline", /ready to play offline/);
        await site.stop();
        await reload(browser);
        await ready(browser, find);
        await play(browser, find, ["a1", "b1", "e5", "d5"]);
        assert.equal(await boardText(find), "...ww/...../...../...../bb...");
        await shot("offline");
        // The page for frames too, with options in its query that the cache never saw.
        await browser.url(`${site.origin}/embed.html?size=7&theme=dark`);
        await ready(browser, find);
        await play(browser, find, ["a1", "g7"]);
        assert.equal(await boardText(find), "......b/......./......./......./......./......./b......");
      } finally {
        await site.remove();
      }
    },
  ],
  [
    "where the policy refuses WebAssembly (as Safari before 16 refuses 'wasm-unsafe-eval'), the page says so",
    async ({ browser, shot, errors }) => {
      const site = await siteCopy("default-src 'self'; script-src 'self'; style-src 'self'");
      try {
        await browser.url(`${site.origin}/`);
        await waitForText(browser, inPage(browser), UI.status, /^The game could not start: .*(WebAssembly|wasm).*(CSP|Content Security Policy)/i);
        const fits = await browser.execute((selector) => {
          const text = document.querySelector(selector);
          const card = text?.closest(".status-card");
          return Boolean(text && card && text.scrollWidth <= text.clientWidth && text.getBoundingClientRect().right <= card.getBoundingClientRect().right);
        }, UI.status);
        assert.ok(fits, "the message wraps inside its card");
        await waitForText(browser, inPage(browser), ".seega-app .status-info", /may be too old for the game/);
        const offered = await browser.execute(() =>
          [...document.querySelectorAll(".seega-app .game-controls, .seega-app .end-chain, .seega-app .end-controls, .seega-app .new-game-button")]
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => element.className),
        );
        assert.deepEqual(offered, [], "no game control is offered without the engine");
        await shot("no-wasm");
        // The browser reports the refusal on the console too; that error is this journey's point.
        if (errors) errors.splice(0, errors.length, ...errors.filter((e) => !/WebAssembly|wasm|CSP|Content.Security.Policy/i.test(e)));
      } finally {
        await site.remove();
      }
    },
  ],
];
