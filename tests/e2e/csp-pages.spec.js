import { expect, test } from "./fixtures.js";
import { SITE, board, foreignOrigins, play, watch } from "../pages/driver.js";

// Each page of the site, served with the policy of dist/serve.json, runs with no breach of it:
// no inline script or style but those the build wrote into the page (its first screen's gate
// and styles), each allowed by its hash; no eval, nothing from another origin.
const HASHES = "( 'sha256-[A-Za-z0-9+/]+=*')*";
const STRICT = new RegExp(`^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'${HASHES}; style-src 'self'${HASHES}; connect-src 'self' wss: ws://127\\.0\\.0\\.1:\\*$`);

/** The policy's hashes of one kind (`script-src` or `style-src`). */
const hashesIn = (policy, directive) => [...(policy.split("; ").find((part) => part.startsWith(directive)) ?? "").matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);

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
    const policy = response.headers()["content-security-policy"];
    expect(policy).toMatch(STRICT);
    // Each inline script and style of the page is one the policy names by its hash (the
    // page has one of each: its first screen's gate and styles).
    const inline = await page.evaluate(async () => {
      const hash = async (text) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}`;
      const of = (selector) => Promise.all([...document.querySelectorAll(selector)].map((element) => hash(element.textContent ?? "")));
      return { scripts: await of("script:not([src])"), styles: await of("style") };
    });
    for (const hash of inline.scripts) expect(hashesIn(policy, "script-src")).toContain(hash);
    for (const hash of inline.styles) expect(hashesIn(policy, "style-src")).toContain(hash);
    if (path === "/") expect([inline.scripts.length, inline.styles.length]).toEqual([1, 1]);
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
