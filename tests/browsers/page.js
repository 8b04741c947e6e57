// Playing the app through WebdriverIO, as tests/e2e/game-helpers.js does through Playwright,
// on the selectors and games of tests/shared/game.js. Each helper takes `find`, a function from
// a CSS selector to an element: `inPage(browser)` for the page itself, `inShadow(browser, host)`
// for a <seega-game> element's shadow root (a frame is the page once switched to).
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Key } from "webdriverio";
import { UI, turnCells } from "../shared/game.js";

/** @typedef {(selector: string) => ChainablePromiseElement} Find */
/** @typedef {ReturnType<WebdriverIO.Browser["$"]>} ChainablePromiseElement */

/** @param {WebdriverIO.Browser} browser @returns {Find} */
export const inPage = (browser) => (selector) => browser.$(selector);

/** @param {WebdriverIO.Browser} browser @param {string} host @returns {Find} */
export const inShadow = (browser, host) => (selector) => browser.$(host).shadow$(selector);

/** Waits for `condition()` to be truthy, polling; fails with `message` after `timeout` ms. */
export async function until(browser, condition, message, timeout = 15_000) {
  await browser.waitUntil(async () => Boolean(await condition()), { timeout, interval: 100, timeoutMsg: message });
}

/** Waits until the app inside `find` shows a board and its grid. */
export async function ready(browser, find) {
  await find(`${UI.board}[data-board]`).waitForExist({ timeout: 30_000 });
  await find(UI.cell("a1")).waitForExist({ timeout: 10_000 });
}

/** Opens `path` (relative to the session's site) and waits for the app. */
export async function openApp(browser, path = "/") {
  await browser.url(path);
  await ready(browser, inPage(browser));
}

/** Reloads the page from its own script, as a player's reload does (WebDriver's refresh in
 * Firefox goes around the service worker), and waits for the new document. */
export async function reload(browser) {
  const before = await browser.execute(() => performance.timeOrigin);
  await browser.execute(() => location.reload());
  await until(browser, async () => (await browser.execute(() => performance.timeOrigin).catch(() => before)) !== before, "the page reloaded");
}

/** The board text the app shows. */
export const boardText = (find) => find(UI.board).getAttribute("data-board");

/** How many turns the page's turn list shows. */
export const turnCount = async (browser) => (await browser.$$(UI.moves)).length;

/** Waits until the element at `selector` shows `expected` (a string, or a RegExp it matches):
 * as rendered text, or with `{ spoken: true }` as its text content (a live region, which a
 * screen reader speaks but the screen does not show). */
export async function waitForText(browser, find, selector, expected, { timeout = 15_000, spoken = false } = {}) {
  let last = "";
  const read = (element) => (spoken ? element.getProperty("textContent") : element.getText());
  const matches = async () => {
    last = await read(find(selector)).catch(() => "");
    return typeof expected === "string" ? last === expected : expected.test(last);
  };
  await browser.waitUntil(matches, { timeout, interval: 100 }).catch(() => {
    throw new Error(`${selector} shows "${last}", not ${expected}`);
  });
}

/** Types `text` into a text field, in place of what it held; a line break is the Enter key
 * (WebKit's driver types nothing for "\n"). */
export async function typeInto(element, text) {
  await element.clearValue();
  await element.addValue(text.replaceAll("\n", Key.Enter));
}

/** Clicks `cell` on the board, where the board draws it (its grid cell lies over the canvas). */
export async function clickCell(find, cell) {
  await find(UI.cell(cell)).click();
}

/** Plays a turn token by clicking its cells. */
export async function clickTurn(find, token) {
  for (const cell of turnCells(token)) await clickCell(find, cell);
}

/** Clicks each cell of `cells`, waiting for the board to change after each. */
export async function play(browser, find, cells) {
  for (const cell of cells) {
    const before = await boardText(find);
    await clickCell(find, cell);
    await until(browser, async () => (await boardText(find)) !== before, `the board stayed ${before} after a click on ${cell}`);
  }
}

/** Waits until the board's animation is over. */
export async function settled(browser, find) {
  await until(browser, async () => !(await find(UI.animating).isExisting()), "the board's animation never ended");
}

const screenshots = fileURLToPath(new URL("../screenshots/", import.meta.url));

/** Saves a screenshot of the window as tests/screenshots/browsers-<name>.png. */
export async function screenshot(browser, name) {
  mkdirSync(screenshots, { recursive: true });
  await browser.saveScreenshot(join(screenshots, `browsers-${name}.png`));
}

/** Starts collecting the page's errors (uncaught exceptions, console errors) where the session
 * reports them (WebDriver BiDi: Firefox); returns the list, or null where it cannot (WebKit). */
export async function watchErrors(browser) {
  if (!browser.isBidi) return null;
  const errors = [];
  await browser.sessionSubscribe({ events: ["log.entryAdded"] });
  browser.on("log.entryAdded", (entry) => {
    if (entry.level === "error") errors.push(`${entry.type}: ${entry.text}`);
  });
  return errors;
}

/** Starts listing the fallbacks the page reports to its console (web/shared/fallbacks.js: a
 * warning `Seega fallback "<kind>": …`), by kind, where the session reports the console
 * (WebDriver BiDi: Firefox); returns the list, or null where it cannot (WebKit). */
export async function watchFallbacks(browser) {
  if (!browser.isBidi) return null;
  const kinds = [];
  await browser.sessionSubscribe({ events: ["log.entryAdded"] });
  browser.on("log.entryAdded", (entry) => {
    const kind = /^Seega fallback "(\w+)"/.exec(entry.text ?? "")?.[1];
    if (kind) kinds.push(kind);
  });
  return kinds;
}

/** Starts listing the workers the page starts (as "type url") where the session reports them
 * (WebDriver BiDi: Firefox); returns the list, or null where it cannot (WebKit). */
export async function watchWorkers(browser) {
  if (!browser.isBidi) return null;
  const workers = [];
  await browser.sessionSubscribe({ events: ["script.realmCreated"] });
  browser.on("script.realmCreated", (realm) => {
    if (realm.type.endsWith("worker")) workers.push(`${realm.type} ${realm.origin}`);
  });
  return workers;
}

/** A phone's size, 390 × 844: the window set so, and the viewport checked to be that size.
 * WebKit's MiniBrowser runs full screen (browsers.js), so that its window is its viewport and
 * goes narrower than the 447 px its toolbar allows; Firefox keeps a window a little wider
 * than a phone (about 450 px), and its size is only reported.
 * @param {WebdriverIO.Browser} browser @param {string} name the browser's */
export async function phoneSize(browser, name) {
  await browser.setWindowSize(390, 844);
  // The window manager answers in its own time: the size read once it has settled.
  let [width, height] = [0, 0];
  for (let tries = 0; tries < 25; tries += 1) {
    [width, height] = await browser.execute(() => [window.innerWidth, window.innerHeight]);
    if (width === 390 && height === 844) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (name === "webkit") assert.deepEqual([width, height], [390, 844], `the viewport is ${width} × ${height}, not the phone's 390 × 844`);
  else assert.ok(width <= 500, `the viewport is ${width} px wide`);
  return { width, height };
}

/** Adds `<meta name content>` for each pair to the page's head, as a host writes its live
 * settings there (docs/live.md): given to `browser.execute`, or, wrapped by `metasScript`, to
 * Playwright before a page loads. @param {[string, string][]} metas */
export function addMetas(metas) {
  for (const [name, content] of metas) {
    const meta = document.createElement("meta");
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

/** A script that adds the metas once the page's head is read. @param {[string, string][]} metas */
export const metasScript = (metas) => `addEventListener("DOMContentLoaded", () => (${addMetas})(${JSON.stringify(metas)}));`;

/** Starts a live game with a friend from the new-game dialog, this browser playing black. */
export async function startLiveGame(browser, find) {
  await find(".seega-app .app-menu .new-game-button").click();
  const dialog = ".seega-app .new-game-dialog";
  await until(browser, async () => browser.$(dialog).isDisplayed(), "the new-game dialog opens");
  await browser.$(`${dialog} select[name="opponent"]`).selectByAttribute("value", "live");
  await browser.$(`${dialog} select[name="human"]`).selectByAttribute("value", "black");
  await browser.$(`${dialog} .button.primary`).click();
  await until(browser, async () => !(await browser.$(dialog).isDisplayed()), "the dialog closes");
}
