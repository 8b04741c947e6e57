import { expect, test } from "./fixtures.js";
import { dayBreaches, dayReport, exhibitDay } from "../shared/exhibit-day.js";

// The exhibit's soak: a gallery's day at the kiosk, its time simulated by Playwright's clock
// (tests/shared/exhibit-day.js): visitors in the four languages against the computer or a
// friend, walking away mid-game, "Still playing?" and the idle time that brings the attract
// screen back, on a screen of 1180 × 820 and then of 1280 × 800. Nothing may go wrong: no page
// or console error, a fresh game in the language touched for every visitor, the attract
// screen always back, nothing to scroll or zoom; and from the first hour on, the DOM's nodes
// and listeners on the attract screen the same every hour, the JavaScript heap and the
// engine's memory within DAY_BOUNDS. Two simulated hours here, the attract screen playing the
// first 15 seconds of each wait turn by turn and the clock jumping the rest (a whole day's
// turns are scripts/soak-exhibit.mjs's, whose figures are in docs/embed.md).
// SEEGA_EXHIBIT_HOURS sets the hours.

// Two at least: the first hour is the bounds' reference.
const HOURS = Math.max(2, Number(process.env.SEEGA_EXHIBIT_HOURS ?? 2));

test.use({ reducedMotion: "reduce", serviceWorkers: "block" });
// Under a minute on a quiet machine; room for a loaded one.
test.setTimeout(HOURS * 2 * 60_000);

test(`the exhibit over ${HOURS} simulated hours: no error, a fresh game for every visitor, nothing to scroll or zoom, memory that stays flat`, async ({ page }) => {
  const result = await exhibitDay(page, { hours: HOURS, seed: 46, attractMs: 15_000 });
  const report = dayReport(result).join("\n");
  console.log(report);
  test.info().annotations.push({ type: "exhibit soak", description: report });
  expect(result.errors).toEqual([]);
  expect(result.problems).toEqual([]);
  expect(result.samples).toHaveLength(HOURS + 1);
  expect(result.visitors).toBeGreaterThanOrEqual(HOURS * 4);
  expect(dayBreaches(result.samples)).toEqual([]);
});
