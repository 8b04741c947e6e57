import { expect, test } from "./fixtures.js";
import { ROUTES, act, canAct, probe } from "../shared/routes.js";
import { sites } from "../shared/sites.js";

// Every way into the page, from an empty profile (each test's context is new: no storage, no
// cache, no service worker installed yet), in Chromium; the
// Firefox and WebKit journeys walk the same matrix (tests/shared/routes.js). Each route must
// reach the state it promises with nothing in the console: no error, no warning, and no
// fallback (tests/e2e/fixtures.js).

const addresses = sites(Number(process.env.SEEGA_TEST_PORT ?? 4173));

for (const route of ROUTES) {
  test(`from an empty profile: ${route.name}`, async ({ page }) => {
    const said = [];
    page.on("pageerror", (error) => said.push(`error: ${error.message}`));
    page.on("console", (message) => ["error", "warning"].includes(message.type()) && said.push(`${message.type()}: ${message.text()}`));
    await page.goto(`${addresses[route.site]}${route.path}`);
    for (const step of route.steps ?? []) {
      await expect.poll(() => page.evaluate(canAct, step), { message: `ready for ${JSON.stringify(step)}`, timeout: 20_000 }).toBe(true);
      await Promise.all([step.open ? page.waitForURL(`${addresses[route.site]}${step.open}`) : null, page.evaluate(act, step)]);
      // The console heard is the page the route ends on (a page that only wrote storage may
      // have asked for an icon it does not have).
      if (step.open) said.length = 0;
    }
    await expect.poll(() => page.evaluate(probe, route.expect), { message: "the state the route promises", timeout: 20_000 }).toEqual([]);
    expect(said, "the console").toEqual([]);
  });
}
