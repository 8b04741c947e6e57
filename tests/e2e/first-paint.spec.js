import { expect, test } from "./fixtures.js";
import { PLACEMENT, openApp, ready, status } from "./game-helpers.js";

// The first screen: the page's HTML carries it (drawn at build time), so it paints before any
// script; the app draws the same screen before its engine has loaded (the engine's facts of
// a new game, or of the saved one), and its first screen takes the place of the HTML's without
// moving anything. A control pressed before the engine waits for it; the HTML's screen is
// hidden from a visitor whose screen it is not. No layout shift on any page.

// What a request holds back is the network's; the service worker's cache is kept out.
test.use({ serviceWorkers: "block" });

const PHONE = { width: 412, height: 823 };
const PARTS = [".app-bar", ".app-menu", ".board-wrap", ".player.white", ".status-card", ".status", ".game-controls", ".moves-section", ".player.black"];

/** Where each part of the first screen is (rounded to a tenth of a pixel). */
function boxes(page, root = ".seega-app") {
  return page.evaluate(
    ({ parts, root }) => {
      const app = document.querySelector(root);
      return Object.fromEntries(
        parts.map((part) => {
          const box = app?.querySelector(part)?.getBoundingClientRect();
          return [part, box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10) : null];
        }),
      );
    },
    { parts: PARTS, root },
  );
}

/** A layout shift under this is taken as none: Lighthouse shows it as 0.000 (a sub-pixel
 * move, seen once in many runs). */
const NONE = 0.001;

/** The layout shifts the page has had so far, summed as the cumulative layout shift is. */
function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!(/** @type {any} */ (entry).hadRecentInput)) total += /** @type {any} */ (entry).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => done(total), 300);
      }),
  );
}

/** Holds back every request that `pattern` matches until `release()` is called. */
async function holdBack(page, pattern) {
  let release = () => {};
  const gate = new Promise((done) => {
    release = done;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return () => release();
}

for (const viewport of [PHONE, { width: 1100, height: 760 }]) {
  test(`the page's HTML paints the first screen, and the app's takes its place without a shift (${viewport.width}px)`, async ({ browser }) => {
    // Without scripts: the HTML alone.
    const still = await browser.newContext({ viewport, javaScriptEnabled: false });
    const html = await still.newPage();
    await html.goto("/");
    const drawn = html.locator('.seega-app[data-first-screen=""]');
    await expect(drawn).toBeVisible();
    await expect(drawn).toHaveAttribute("inert", "");
    await expect(drawn.locator(".status")).toHaveText("Black to play: place two stones");
    await expect(drawn.locator('.player.white [data-count="inHand"]')).toHaveText("12");
    await expect(drawn.locator(".button.hint")).toBeDisabled();
    const before = await boxes(html);
    await still.close();

    // With them: the app's own first screen, then the game open.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = await openApp(page);
    await expect(page.locator("[data-first-screen]")).toHaveCount(0);
    await expect(page.locator(".seega-app")).toHaveCount(1);
    expect(await boxes(page)).toEqual(before);
    expect(await layoutShift(page)).toBeLessThan(NONE);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("before the engine the app draws the game's first screen; a control pressed then waits for it", async ({ page }) => {
  const release = await holdBack(page, /\.wasm$/);
  await page.goto("/", { waitUntil: "commit" });
  const app = page.locator(".seega-app:not([data-first-screen])");
  await expect(app).toHaveAttribute("aria-busy", "true");
  await expect(app.locator(".status")).toHaveText("Black to play: place two stones");
  await expect(app.locator(".button.hint")).toBeDisabled();
  await expect(app.locator(".end-chain")).toBeHidden();
  const waiting = await boxes(page);
  await app.locator(".rules-button").click();
  await page.waitForTimeout(300);
  await expect(page.locator(".rules-dialog")).toHaveCount(0);
  release();
  await expect(page.locator(".rules-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(app).not.toHaveAttribute("aria-busy", /.*/);
  await expect(app.locator(".button.hint")).toBeEnabled();
  expect(await boxes(page)).toEqual(waiting);
  expect(await layoutShift(page)).toBeLessThan(NONE);
});

test("a saved game is drawn before the engine, from what the engine said of it when it was saved", async ({ page }) => {
  await openApp(page);
  for (const cell of PLACEMENT[0].split(",")) {
    const before = await page.locator(".board-wrap").getAttribute("data-board");
    await page.locator(`.seega-app [data-cell="${cell}"]`).click();
    await expect(page.locator(".board-wrap")).not.toHaveAttribute("data-board", /** @type {string} */ (before));
  }
  const text = await status(page).textContent();
  const saved = await page.locator(".board-wrap").getAttribute("data-board");
  const placed = await page.locator(".seega-app canvas").getAttribute("data-board");
  const release = await holdBack(page, /\.wasm$/);
  await page.reload({ waitUntil: "commit" });
  const app = page.locator(".seega-app:not([data-first-screen])");
  await expect(app).toHaveAttribute("aria-busy", "true");
  await expect(app.locator(".status")).toHaveText(/** @type {string} */ (text));
  await expect(app.locator("canvas")).toHaveAttribute("data-board", /** @type {string} */ (placed));
  await expect(app.locator('.player.black [data-count="onBoard"]')).toHaveText("2");
  release();
  await ready(page);
  await expect(page.locator(".board-wrap")).toHaveAttribute("data-board", /** @type {string} */ (saved));
  expect(await layoutShift(page)).toBeLessThan(NONE);
});

test.describe("for a French reader", () => {
  test.use({ locale: "fr-FR" });
  test("the HTML's English first screen keeps its place but is hidden, and the app draws the French one", async ({ page }) => {
    // The app's scripts held back: the HTML's screen as the reader would see it meanwhile.
    const release = await holdBack(page, /\/assets\/.*\.js$/);
    await page.goto("/", { waitUntil: "commit" });
    const drawn = page.locator('.seega-app[data-first-screen=""]');
    await expect(drawn).toBeHidden();
    expect(await drawn.evaluate((element) => getComputedStyle(element).visibility)).toBe("hidden");
    expect((await drawn.boundingBox())?.height).toBeGreaterThan(300);
    release();
    await ready(page);
    await expect(page.locator(".seega-app")).toHaveAttribute("lang", "fr");
    await expect(page.locator(".seega-app")).toBeVisible();
  });
});

test("a returning visitor's saved game hides the HTML's first screen until the app draws theirs", async ({ page }) => {
  await openApp(page);
  await page.locator('.seega-app [data-cell="a1"]').click();
  await expect(page.locator(".board-wrap")).not.toHaveAttribute("data-board", "...../...../...../...../.....");
  const release = await holdBack(page, /\/assets\/.*\.js$/);
  await page.reload({ waitUntil: "commit" });
  await expect(page.locator('.seega-app[data-first-screen=""]')).toBeHidden();
  release();
  await ready(page);
});

const LESSON_PARTS = [".app-bar", ".learn-tab", ".learn-board", ".learn-select", ".learn-counter", ".learn-steps", ".learn-title", ".learn-text", ".learn-nav"];

/** Where each part of the lesson's screen in `root` is (rounded to a tenth of a pixel). */
function lessonBoxes(page, root) {
  return page.evaluate(
    ({ parts, root }) => {
      const app = document.querySelector(root);
      return Object.fromEntries(
        parts.map((part) => {
          const box = app?.querySelector(part)?.getBoundingClientRect();
          return [part, box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10) : null];
        }),
      );
    },
    { parts: LESSON_PARTS, root },
  );
}

for (const viewport of [PHONE, { width: 1100, height: 760 }]) {
  test(`#learn: the page's HTML paints the lesson's first screen, and the lesson's own takes its place without a shift (${viewport.width}px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // The scripts held back: what the HTML and the lesson's stylesheet paint alone.
    const release = await holdBack(page, /\/assets\/.*\.js$/);
    await page.goto("/#learn", { waitUntil: "commit" });
    const drawn = page.locator('.seega-learn[data-first-screen="lesson"]');
    await expect(drawn).toBeVisible();
    await expect(drawn).toHaveAttribute("inert", "");
    await expect(drawn.locator(".learn-title")).toHaveText("Placing the stones");
    await expect(drawn.locator(".learn-counter")).toHaveText("Step 1 of 10");
    await expect(page.locator('.seega-app[data-first-screen=""]')).toBeHidden();
    expect(await page.locator('.seega-app[data-first-screen=""]').boundingBox()).toBeNull();
    const before = await lessonBoxes(page, '.seega-learn[data-first-screen="lesson"]');
    expect(before[".learn-text"]).not.toBeNull();
    release();
    await page.locator(".seega-learn:not([data-first-screen]) .learn-board[data-board]").waitFor();
    await expect(page.locator(".seega-app[data-first-screen]")).toHaveCount(0);
    await expect(page.locator(".seega-learn")).toHaveCount(1);
    expect(await lessonBoxes(page, ".seega-learn")).toEqual(before);
    expect(await layoutShift(page)).toBeLessThan(NONE);
    await context.close();
  });
}

test("the lesson's screen in the HTML takes no room on the game's page", async ({ page }) => {
  const release = await holdBack(page, /\/assets\/.*\.js$/);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.locator('.seega-app[data-first-screen=""] .status')).toBeVisible();
  expect(await page.locator('.seega-learn[data-first-screen="lesson"]').boundingBox()).toBeNull();
  release();
  await ready(page);
  await expect(page.locator(".seega-app[data-first-screen]")).toHaveCount(0);
});

test("a reader who has done steps of the lesson, or reads French, has the lesson's screen hidden until the lesson draws theirs", async ({ browser }) => {
  for (const [locale, done] of [["en-US", true], ["fr-FR", false]]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    if (done) await page.addInitScript(() => localStorage.setItem("seega.lesson.v1", JSON.stringify(["place"])));
    const release = await holdBack(page, /\/assets\/.*\.js$/);
    await page.goto("/#learn", { waitUntil: "commit" });
    const drawn = page.locator('.seega-learn[data-first-screen="lesson"]');
    await expect(drawn).toBeHidden();
    expect(await drawn.evaluate((element) => getComputedStyle(element).visibility)).toBe("hidden");
    expect((await drawn.boundingBox())?.height).toBeGreaterThan(300);
    release();
    await page.locator(".seega-learn:not([data-first-screen]) .learn-board[data-board]").waitFor();
    await expect(page.locator(".seega-learn")).toBeVisible();
    await expect(page.locator(".seega-learn")).toHaveAttribute("lang", locale.slice(0, 2));
    await expect(page.locator(".seega-app[data-first-screen]")).toHaveCount(0);
    await context.close();
  }
});

for (const path of ["/#learn", "/#puzzles", "/embed.html"]) {
  test(`${path} opens without a layout shift, on a phone`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(path);
    await page.locator(path === "/embed.html" ? ".seega-app .board-wrap[data-board]" : ".seega-learn .learn-board[data-board]").waitFor();
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(NONE);
    await context.close();
  });
}

test("#learn opens the lesson at once, in the language chosen in the settings, without the game first", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("seega.game.v1.prefs", JSON.stringify({ lang: "fr" })));
  const mounted = [];
  await page.exposeFunction("seegaMounted", (name) => mounted.push(name));
  await page.addInitScript(() => {
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) if (node instanceof HTMLElement && node.classList.contains("seega-app") && !node.hasAttribute("data-first-screen")) globalThis.seegaMounted(node.className);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/#learn");
  await page.locator(".seega-learn .learn-board[data-board]").waitFor();
  await expect(page.locator(".seega-learn")).toHaveAttribute("lang", "fr");
  await expect(page.locator(".seega-app[data-first-screen]")).toHaveCount(0);
  expect(mounted.filter((name) => !name.includes("seega-learn"))).toEqual([]);
  await page.locator(".learn-exit").click();
  await expect(page.locator(".seega-app .board-wrap[data-board]")).toBeVisible();
  await expect(page.locator(".seega-app")).toHaveAttribute("lang", "fr");
});
