import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { GAME } from "../pages/driver.js";
import { hostPage } from "../pages/host-page.js";
import { hostCsp } from "../pages/server.mjs";
import { clickTurn } from "./game-helpers.js";

// Exhibit mode (web/exhibit/) as a gallery's kiosk runs it, its time simulated (Playwright's
// clock): the attract screen where the computer plays itself, "Touch to play" in the host's
// languages, a fresh game for each visitor after the idle time, nothing kept, nothing that
// leads out of the exhibit, no sound unless the host asks, large touch targets.

test.use({ reducedMotion: "reduce" });

/** Counts the audio contexts the page makes (none while the game is silent). */
const countAudio = () => {
  const w = /** @type {any} */ (window);
  w.audioContexts = 0;
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const Real = w[name];
    if (!Real) continue;
    w[name] = class extends Real {
      constructor(...args) {
        super(...args);
        w.audioContexts += 1;
      }
    };
  }
};

async function axe(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
}

test("the page's exhibit: the computer plays itself, a visitor's touch starts a fresh game in the language touched, and the idle time brings the attract screen back", async ({ page }) => {
  test.slow();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.addInitScript(countAudio);
  await page.clock.install();
  await page.goto("/#exhibit&idle=30&languages=en,fr,ar&opponent=human");
  const attract = page.locator(".exhibit-attract");
  await expect(attract).toBeVisible();
  const starts = attract.locator(".exhibit-start");
  await expect(starts).toHaveText(["Touch to playEnglish", "Touchez pour jouerFrançais", "المس الشاشة لتلعبالعربية"]);
  await expect(starts.nth(2)).toHaveAttribute("lang", "ar");
  // The computer plays itself, slowly: stones appear on the attract screen's board.
  const canvas = attract.locator("canvas");
  await expect(canvas).toHaveAttribute("data-board", /\./);
  const empty = await canvas.getAttribute("data-board");
  await page.clock.runFor(10_000);
  await expect.poll(() => canvas.getAttribute("data-board")).not.toBe(empty);
  expect(await axe(page), "the attract screen").toEqual([]);
  await page.screenshot({ path: "tests/screenshots/exhibit-attract.png" });

  // A visitor touches the French button: a game in French, with no way out of the exhibit.
  await starts.nth(1).click();
  const app = page.locator(".exhibit-game .seega-app[data-exhibit]");
  await expect(app).toHaveAttribute("lang", "fr");
  await expect(attract).toBeHidden();
  await expect(app.getByRole("button", { name: "Réglages" })).toHaveCount(0);
  for (const hidden of [".settings-button", ".record-button", ".learn-button", ".new-game-button"]) await expect(app.locator(hidden)).toBeHidden();
  await expect(page.locator("a[href]:visible")).toHaveCount(0);
  // Large touch targets: every button the visitor sees is at least 48 px high.
  const heights = await app.locator("button:visible").evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(3);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
  expect(await axe(page), "a visitor's game").toEqual([]);
  await page.screenshot({ path: "tests/screenshots/exhibit-game.png" });
  await clickTurn(page, "a1,b1");
  await expect(app.locator(".moves .move-button")).toHaveCount(2);

  // Short of the idle time, the game stays. Ten seconds before it (a third of this short
  // wait), "Still playing?" counts the seconds down, in the game's language, and said once to
  // a screen reader; "Continuer" keeps the game and starts the wait again. The time goes only
  // as the test says while the seconds are counted (2 s on from the last touch, then 17).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  await page.clock.runFor(17_000);
  const still = page.locator(".exhibit-still");
  await expect(still).toBeHidden();
  await page.clock.runFor(2_000);
  await expect(still).toBeVisible();
  await expect(still).toHaveAttribute("lang", "fr");
  await expect(still.getByRole("heading")).toHaveText("Vous jouez encore ?");
  await expect(still.getByRole("alert")).toHaveText("Vous jouez encore ? Cette partie s’arrête dans 10 secondes.");
  await expect(still.locator(".exhibit-still-count")).toHaveText("9");
  await page.clock.runFor(1_000);
  await expect(still.locator(".exhibit-still-count")).toHaveText("8");
  await expect(still.locator(".exhibit-still-ends")).toHaveText("Cette partie s’arrête dans 8 secondes.");
  // The time goes on (axe waits on it), and the question is checked within its 8 seconds.
  await page.clock.resume();
  const { violations } = await new AxeBuilder({ page }).include(".exhibit-still").analyze();
  expect(violations.map((v) => v.id), "still playing?").toEqual([]);
  await page.screenshot({ path: "tests/screenshots/exhibit-still-playing.png" });
  await still.getByRole("button", { name: "Continuer" }).click();
  await expect(still).toBeHidden();
  await expect(app.locator(".moves .move-button")).toHaveCount(2);
  await page.clock.runFor(25_000);
  await expect(app).toBeVisible();
  await expect(still).toBeVisible();
  // Then nobody: the attract screen again, the game thrown away.
  await page.clock.runFor(6_000);
  await expect(attract).toBeVisible();
  await expect(page.locator(".seega-app")).toHaveCount(0);

  // The next visitor meets a fresh game, in English.
  await starts.first().click();
  await expect(app).toHaveAttribute("lang", "en");
  await expect(app.locator(".moves .move-button")).toHaveCount(1);
  await expect(app.locator(".status")).toHaveText("Black to play: place two stones");
  // Nothing was kept, and the game was silent.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("seega")))).toEqual([]);
  expect(await page.evaluate(() => /** @type {any} */ (window).audioContexts)).toBe(0);
  expect(errors).toEqual([]);
});

test("a kiosk at 1180x820: every button on the screen, no offline notice, nothing to scroll, zoom or select; the visitor chooses the computer or a friend, and a tap leaves no focus ring", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.install();
  await page.goto("/#exhibit&idle=60&languages=en+fr+ar+so");
  const attract = page.locator(".exhibit-attract");
  const starts = attract.locator(".exhibit-start");
  await expect(starts).toHaveCount(4);
  // Each "Touch to play" whole on the screen (the fourth was cut by its foot, under the board).
  for (const box of await starts.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON()))) {
    expect(box.y + box.height, "a button's foot").toBeLessThanOrEqual(820);
    expect(box.x + box.width).toBeLessThanOrEqual(1180);
  }
  // The site is kept for offline play, and the kiosk says nothing of it (a home user's notice).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.locator(".seega-bar")).toHaveCount(0);
  // Nothing to scroll, zoom or select.
  const kiosk = async () => {
    // A visitor's wheel and keys, as a kiosk with a mouse or a keyboard has them.
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("End");
    return page.evaluate(() => {
      const wheel = new WheelEvent("wheel", { ctrlKey: true, deltaY: -100, bubbles: true, cancelable: true });
      document.body.dispatchEvent(wheel);
      const key = new KeyboardEvent("keydown", { key: "+", ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(key);
      return {
        scrolled: scrollY,
        tall: document.documentElement.scrollHeight <= innerHeight,
        zoomByWheel: !wheel.defaultPrevented,
        zoomByKey: !key.defaultPrevented,
        touch: getComputedStyle(document.documentElement).touchAction,
        select: getComputedStyle(/** @type {Element} */ (document.querySelector(".exhibit"))).userSelect,
      };
    });
  };
  const attractKiosk = await kiosk();
  expect(attractKiosk).toMatchObject({ scrolled: 0, tall: true, zoomByWheel: false, zoomByKey: false, touch: "pan-x pan-y", select: "none" });
  expect(await axe(page), "the attract screen").toEqual([]);
  await page.screenshot({ path: "tests/screenshots/exhibit-1180x820.png" });

  // A touch in Somali: whom to play against, in Somali.
  await starts.nth(3).click();
  const choice = attract.locator(".exhibit-choose");
  await expect(choice).toHaveAttribute("lang", "so");
  await expect(choice.getByRole("heading")).toHaveText("Ka ciyaar");
  await expect(choice.getByRole("button")).toHaveText(["Kombiyuutarka", "Saaxiib agtaada jooga"]);
  expect(await axe(page), "the choice").toEqual([]);
  await page.screenshot({ path: "tests/screenshots/exhibit-choose.png" });
  await choice.getByRole("button", { name: "Kombiyuutarka" }).click();
  const app = page.locator(".exhibit-game .seega-app[data-exhibit]");
  await expect(app).toHaveAttribute("lang", "so");
  // Against the computer: the computer answers the visitor's turn.
  await app.locator('[data-cell="a1"]').click();
  await app.locator('[data-cell="b1"]').click();
  await expect(app.locator(".moves .move-button")).toHaveCount(3, { timeout: 20_000 });
  // The taps left no focus on the board (no ring on a cell nobody chose by keyboard).
  expect(await page.evaluate(() => document.activeElement?.closest(".board-wrap") ?? null)).toBeNull();
  expect(await kiosk()).toMatchObject({ scrolled: 0, zoomByWheel: false, zoomByKey: false });
  await page.screenshot({ path: "tests/screenshots/exhibit-1180x820-game.png" });
  // After the idle time, the next visitor chooses again: a friend, in English.
  await page.clock.runFor(61_000);
  await expect(attract).toBeVisible();
  await starts.first().click();
  await choice.getByRole("button", { name: "A friend beside you" }).click();
  await expect(app).toHaveAttribute("lang", "en");
  for (const cell of ["a1", "b1", "e5", "d5"]) await app.locator(`[data-cell="${cell}"]`).click();
  await expect(app.locator(".moves .move-button")).toHaveCount(3);
  expect(errors).toEqual([]);
  await context.close();
});

test("the exhibit by keyboard: Tab to a language, Enter, the board's cells take the keys, and the attract screen takes the focus back", async ({ page }) => {
  await page.clock.install();
  await page.goto("/#exhibit&idle=20&languages=en,so&opponent=human");
  await expect(page.locator(".exhibit-start")).toHaveCount(2);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator('.exhibit-start[data-lang="so"]')).toBeFocused();
  await page.keyboard.press("Enter");
  const app = page.locator(".seega-app[data-exhibit]");
  await expect(app).toHaveAttribute("lang", "so");
  await expect(app.locator('.board-wrap [tabindex="0"]')).toBeFocused();
  // From the centre to a1, then b1.
  for (const key of ["ArrowLeft", "ArrowLeft", "ArrowDown", "ArrowDown", "Enter", "ArrowRight", "Enter"]) await page.keyboard.press(key);
  await expect(app.locator(".moves .move-button")).toHaveCount(2);
  await page.clock.runFor(21_000);
  await expect(page.locator('.exhibit-start[data-lang="en"]')).toBeFocused();
});

test("the element's exhibit: its attributes, its events, the host's languages and idle time", async ({ page }) => {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const host = await hostPage({
    html: `<script type="module" src="${GAME}/seega-element.js"></script>\n<seega-game exhibit exhibit-idle="20" exhibit-languages="so en" lang="so" opponent="human" label="Seega"></seega-game>`,
    js: `window.moves = 0; document.addEventListener("move", () => (window.moves += 1));`,
    policy: hostCsp(GAME),
  });
  try {
    await page.clock.install();
    await page.goto(host.url);
    const game = page.locator("seega-game");
    await page.evaluate(() => customElements.whenDefined("seega-game").then(() => /** @type {any} */ (document.querySelector("seega-game")).ready));
    const starts = game.locator(".exhibit-start");
    await expect(starts).toHaveText(["Taabo si aad u ciyaartoSoomaali", "Touch to playEnglish"]);
    // Before a visitor, the host's script finds no game to drive.
    expect(await page.evaluate(() => { try { return /** @type {any} */ (document.querySelector("seega-game")).record; } catch (error) { return String(error.message); } })).toMatch(/attract screen/);
    await starts.first().click();
    const app = game.locator(".seega-app[data-exhibit]");
    await expect(app).toHaveAttribute("lang", "so");
    await game.locator('[data-cell="a1"]').click();
    await game.locator('[data-cell="b1"]').click();
    await expect.poll(() => page.evaluate(() => /** @type {any} */ (window).moves)).toBe(1);
    expect(await page.evaluate(() => /** @type {any} */ (document.querySelector("seega-game")).state.turns)).toEqual(["a1,b1"]);
    await page.clock.runFor(21_000);
    await expect(game.locator(".exhibit-attract")).toBeVisible();
    await expect(app).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("a kiosk's full screen: the attract screen fills it, and a host's `sound` is heard once a visitor plays", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.addInitScript(countAudio);
  await page.goto("/#exhibit&sound=on&opponent=human");
  const attract = page.locator(".exhibit-attract");
  await expect(attract.locator(".exhibit-start")).toHaveCount(4);
  const box = /** @type {{ height: number, width: number }} */ (await attract.boundingBox());
  expect(box.width).toBe(1920);
  expect(box.height).toBeGreaterThanOrEqual(1080);
  // Nothing below the fold: the buttons are on the screen.
  const last = /** @type {{ y: number, height: number }} */ (await attract.locator(".exhibit-start").last().boundingBox());
  expect(last.y + last.height).toBeLessThanOrEqual(1080);
  await page.screenshot({ path: "tests/screenshots/exhibit-kiosk.png" });
  await attract.locator(".exhibit-start").first().click();
  const app = page.locator(".seega-app[data-exhibit]");
  for (const cell of ["a1", "b1"]) await app.locator(`[data-cell="${cell}"]`).click();
  await expect.poll(() => page.evaluate(() => /** @type {any} */ (window).audioContexts)).toBeGreaterThan(0);
  await context.close();
});

test("embed.html takes the exhibit's options in its query", async ({ page }) => {
  await page.goto("/embed.html?exhibit&exhibit-languages=ar&opponent=human");
  const start = page.locator(".exhibit-start");
  await expect(start).toHaveCount(1);
  await expect(start).toHaveText("المس الشاشة لتلعب");
  await expect(page.locator(".exhibit-attract h1")).toHaveText("سيجة");
  await start.click();
  await expect(page.locator(".seega-app[data-exhibit]")).toHaveAttribute("lang", "ar");
});
