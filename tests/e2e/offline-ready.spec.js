import { expect, test } from "./fixtures.js";
import AxeBuilder from "@axe-core/playwright";
import { SITE, board, controlled, overlapsOf, play } from "../pages/driver.js";
import { hostPage } from "../pages/host-page.js";

// A first visit: once the service worker has kept every file and taken over, the page tells the
// visitor that it plays offline, in a bar that covers nothing and moves nothing; in a frame,
// the host is told instead.

for (const [width, height, lang, words] of [
  [1280, 800, "en", "Seega is ready to play offline"],
  [390, 844, "fr", "Seega est prêt à jouer hors ligne"],
]) {
  test(`at ${width}x${height}, the page says once that it plays offline (${lang}), covering nothing`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, locale: lang });
    const page = await context.newPage();
    try {
      await page.goto(`${SITE}/`);
      await board(page).waitFor();
      const boardBox = await board(page).boundingBox();
      await controlled(page);
      const bar = page.locator("#seega-offline");
      await expect(bar).toContainText(words);
      expect(await bar.getAttribute("role")).toBe("status");
      expect(await overlapsOf(page, "#seega-offline")).toEqual([]);
      expect(await board(page).boundingBox(), "nothing moved for the bar").toEqual(boardBox);
      await bar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `tests/screenshots/offline-ready-${width}.png` });
      const scan = await new AxeBuilder({ page }).analyze();
      expect(scan.violations.map((v) => v.id)).toEqual([]);
      // The game goes on under it; the bar goes when asked, and does not come again.
      await page.evaluate(() => scrollTo(0, 0));
      await play(page, page, ["a1", "b1"]);
      await bar.locator("button").click();
      await expect(bar).toHaveCount(0);
      await page.reload();
      await board(page).waitFor();
      await page.waitForTimeout(1000);
      await expect(page.locator("#seega-offline")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test("in a frame, the host hears `offline` once, and the frame shows no bar", async ({ page }) => {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const heard = [];
    Object.assign(window, { heard });
    addEventListener("message", (event) => event.data?.source === "seega" && !["height", "ready"].includes(event.data.type) && heard.push(event.data));
  });
  const html = `<iframe id="seega" title="Seega" width="100%" height="700" src="${SITE}/embed.html"></iframe>`;
  const host = await hostPage({ html, policy: `default-src 'self'; frame-src ${SITE}` });
  try {
    await page.goto(host.url);
    await board(page.frameLocator("#seega")).waitFor();
    await expect.poll(() => page.evaluate(() => /** @type {any} */ (window).heard), { timeout: 15_000 }).toEqual([{ source: "seega", type: "offline", detail: {} }]);
    await expect(page.frameLocator("#seega").locator("#seega-offline")).toHaveCount(0);
  } finally {
    host.close();
  }
});
