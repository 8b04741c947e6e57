// The cross-browser suite: every journey, each as a new visitor (empty storage, no service
// worker: browsers.js), in one browser. firefox.test.js and webkit.test.js run it;
// `node --test tests/browsers/` runs both. Screenshots: tests/screenshots/browsers-*.png.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { ANALYSIS_JOURNEYS } from "./journeys-analysis.js";
import { launch } from "./browsers.js";
import { EMBEDDING } from "./journeys-embedding.js";
import { LEARNING } from "./journeys-learn.js";
import { MUSEUM_JOURNEYS } from "./journeys-museum.js";
import { PLAY } from "./journeys-play.js";
import { PONDERING } from "./journeys-ponder.js";
import { RECORDS } from "./journeys-records.js";
import { FRIEND_JOURNEYS, LIVE_FALLBACK } from "./journeys-friend.js";
import { LIVE_JOURNEYS } from "./journeys-live.js";
import { REVIEW_JOURNEYS } from "./journeys-review.js";
import { ROUTE_JOURNEYS } from "./journeys-routes.js";
import { SOUND_JOURNEYS } from "./journeys-sound.js";
import { screenshot, watchErrors, watchFallbacks } from "./page.js";
import { startSites } from "./servers.js";

const JOURNEYS = [...PLAY, ...PONDERING, ...RECORDS, ...REVIEW_JOURNEYS, ...FRIEND_JOURNEYS, ...SOUND_JOURNEYS, ...EMBEDDING, ...LEARNING, ...MUSEUM_JOURNEYS, ...ANALYSIS_JOURNEYS, ...ROUTE_JOURNEYS];

/** Journeys that bring a fallback about on purpose, and the kinds each expects
 * (web/shared/fallbacks.js); every other journey fails on any. */
const EXPECTED_FALLBACKS = new Map([
  // The page's engine refused by the policy: the game cannot start, and says so.
  ["where the policy refuses WebAssembly (as Safari before 16 refuses 'wasm-unsafe-eval'), the page says so", ["engine"]],
  // A live game with no WebRTC (WebKitGTK) or no relay: it goes on by links, and says so.
  [LIVE_FALLBACK, ["live"]],
]);

/** Ports of each browser's sites, apart so that both browsers may run at once
 * (SEEGA_BROWSERS_PORT moves them). */
const PORTS = { firefox: 0, webkit: 10 };
/** What WebDriver says when the browser under a session is gone. */
const SESSION_LOST = /invalid session id/i;

/** @param {"firefox" | "webkit"} name */
export function runJourneys(name) {
  describe(name, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browsers;
    /** @type {Awaited<ReturnType<typeof startSites>>} */
    let sites;
    before(async () => {
      sites = await startSites(Number(process.env.SEEGA_BROWSERS_PORT ?? 4183) + PORTS[name]);
      browsers = await launch(name);
    });
    after(async () => {
      await browsers?.close();
      await sites?.close();
    });

    // A live game between two engines: Firefox and Chromium (WebKitGTK has no WebRTC).
    for (const [title, run] of [...JOURNEYS, ...(name === "firefox" ? LIVE_JOURNEYS : [])]) {
      test(title, async () => {
        /** The journey in a new session: its browser, and what it heard. */
        const attempt = async () => {
          const browser = await browsers.session(sites.SITE);
          const errors = await watchErrors(browser);
          const fallbacks = await watchFallbacks(browser);
          const shot = (what) => screenshot(browser, `${name}-${what}`);
          try {
            await run({ browser, sites, name, shot, errors });
          } catch (error) {
            await shot(`failed-${title.replaceAll(/\W+/g, "-").slice(0, 60)}`).catch(() => {});
            throw error;
          }
          return { browser, errors, fallbacks };
        };
        let done;
        try {
          done = await attempt();
        } catch (error) {
          // A browser that died under the journey (WebKitGTK's MiniBrowser has, on a busy
          // machine: its session gone, "invalid session id") is no verdict on the page: the
          // journey runs once more in a new browser, and the log says so. Any other failure,
          // and a second loss, fail the journey.
          if (!SESSION_LOST.test(String(error instanceof Error ? error.message : error))) throw error;
          console.warn(`${name}: the browser's session was lost during "${title}" (${error instanceof Error ? error.message : error}); the journey runs again in a new browser`);
          done = await attempt();
        }
        const { browser, errors, fallbacks } = done;
        // What the app says went wrong, in every browser (a failed action lands in its message line).
        const said = await browser.execute((selector) => [...document.querySelectorAll(selector)].map((e) => e.textContent).join(""), ".seega-app .message");
        assert.equal(said, "", "the app showed no error");
        if (errors) assert.deepEqual(errors, [], "the page reported no errors");
        // A fallback is a failure reported: in the page's timeline (every browser), and in
        // its console (where the session hears it: Firefox).
        const marked = await browser.execute(() => performance.getEntriesByType("mark").map((mark) => mark.name).filter((name) => name.startsWith("seega-fallback "))).catch(() => []);
        const kinds = [...new Set([...marked.map((name) => name.slice("seega-fallback ".length)), ...(fallbacks ?? [])])].sort();
        assert.deepEqual(kinds, [...(EXPECTED_FALLBACKS.get(title) ?? [])].sort(), "the fallbacks the page reported");
      });
    }
  });
}
