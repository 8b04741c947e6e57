// Every way into the page from an empty profile, in Firefox and WebKit: the matrix of
// tests/shared/routes.js that Chromium walks too (tests/e2e/routes.spec.js). Each journey's
// session is a new visitor (browsers.js); the suite checks that no error and no fallback was
// reported. Then the board's grid, over the board drawn under it after load and a resize
// (tests/shared/grid-check.js): what a WebDriver click meets.
import { gridProblems } from "../shared/grid-check.js";
import { ROUTES, act, canAct, probe } from "../shared/routes.js";
import { until } from "./page.js";

/** Polls `check` in the page until it returns no problems; fails with the last ones. */
async function reaches(browser, check, arg, what, timeout = 20_000) {
  let last = ["not checked"];
  await browser
    .waitUntil(
      async () => {
        last = await browser.execute(check, arg).catch((error) => [String(error?.message ?? error)]);
        return last.length === 0;
      },
      { timeout, interval: 200 },
    )
    .catch(() => {
      throw new Error(`${what}: ${last.join("; ")}`);
    });
}

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const ROUTE_JOURNEYS = [
  ...ROUTES.map(
    (route) =>
      /** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>]} */ ([
        `from an empty profile: ${route.name}`,
        async ({ browser, sites }) => {
          await browser.url(`${sites[route.site]}${route.path}`);
          for (const step of route.steps ?? []) {
            await until(browser, () => browser.execute(canAct, step), `ready for ${JSON.stringify(step)}`, 20_000);
            const before = await browser.execute(() => performance.timeOrigin);
            await browser.execute(act, step).catch((error) => {
              // A page opened ends the script that asked for it.
              if (!step.open) throw error;
            });
            if (step.open) await until(browser, async () => (await browser.execute(() => performance.timeOrigin).catch(() => before)) !== before, `${step.open} opened`);
          }
          await reaches(browser, probe, route.expect, "the state the route promises");
        },
      ]),
  ),
  [
    "the board's grid lies over the board drawn under it, after load and after a resize",
    async ({ browser, sites }) => {
      for (const path of ["/", "/embed.html?mode=puzzles"]) {
        await browser.url(`${sites.SITE}${path}`);
        await until(browser, () => browser.$("[data-cell='a1']").isExisting(), `${path} shows its board`, 20_000);
        await reaches(browser, gridProblems, undefined, `${path} after load`);
        const { width, height } = await browser.getWindowSize();
        await browser.setWindowSize(Math.max(500, Math.round(width * 0.6)), height);
        await reaches(browser, gridProblems, undefined, `${path} after a resize`);
        await browser.setWindowSize(width, height);
        await reaches(browser, gridProblems, undefined, `${path} at its size again`);
      }
    },
  ],
];
