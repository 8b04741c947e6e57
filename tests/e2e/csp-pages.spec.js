import { expect, test } from "@playwright/test";
import { SITE, board, foreignOrigins, play, watch } from "../pages/driver.js";

// Each page of the site, served with the policy of dist/serve.json, runs with no breach of it:
// no inline script or style, no eval, nothing from another origin.
const STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.seegaViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.seegaViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
});

// Each page with the first turn black can play there (the Egyptian opening puts its first
// stones on the middles of the left and right edges).
const PAGES = [
  ["/", ["a1", "b1"]],
  ["/embed.html?size=7&preset=egyptian&theme=dark&lang=fr", ["a4", "g4"]],
  ["/embed.html?opponent=computer&level=1&controls=", ["a1", "b1"]],
];

for (const [path, turn] of PAGES) {
  test(`${path} plays under the strict policy`, async ({ page, context }) => {
    const { errors, requests } = watch(context, page);
    const response = await page.goto(`${SITE}${path}`);
    expect(response.headers()["content-security-policy"]).toBe(STRICT);
    await board(page).waitFor();
    await play(page, page, turn);
    // The dialogs too, where the page offers them (each module is loaded when first opened).
    for (const name of ["rules", "new-game", "record"]) {
      const button = page.locator(`.${name}-button`);
      if (await button.isVisible()) {
        await button.click();
        await expect(page.locator(`.${name}-dialog`)).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.locator(`.${name}-dialog`)).toBeHidden();
      }
    }
    expect(await page.evaluate(() => window.seegaViolations)).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignOrigins(requests, [SITE])).toEqual([]);
  });
}
