import { expect, test } from "./fixtures.js";
import { countSoundsInPage } from "../shared/sound-counter.js";
import { clickCell, openApp } from "./game-helpers.js";

// The game's sounds in Chromium: nothing made before the visitor's first interaction, a note
// for a stone placed after it, silence once the settings say "Off"; and the synthesiser's
// sound of a capture rendered with an OfflineAudioContext: a real, non-silent sound, and
// nothing at all with sound off.

test.use({ serviceWorkers: "block" });

/** Counts the audio contexts the page makes and the notes they start. */
async function countSounds(page) {
  await page.addInitScript(countSoundsInPage);
  return () => page.evaluate(() => ({ .../** @type {any} */ (window).seegaSounds }));
}

/** The address of the sounds' module, once the page has loaded it. */
const soundModule = (page) =>
  page.evaluate(async () => {
    for (const entry of performance.getEntriesByType("resource")) {
      if (!entry.name.endsWith(".js")) continue;
      if (/export\s*\{[^}]*\bcreateSound\b/.test(await (await fetch(entry.name)).text())) return entry.name;
    }
    return null;
  });

test("no sound before the first interaction; a stone placed is heard after it; none once turned off", async ({ page }) => {
  const sounds = await countSounds(page);
  const errors = await openApp(page);
  await page.waitForLoadState("networkidle");
  expect(await soundModule(page), "the sounds are not fetched before an interaction").toBeNull();
  expect(await sounds()).toEqual({ contexts: 0, notes: 0 });

  await clickCell(page, "a1");
  await expect.poll(async () => (await sounds()).notes).toBeGreaterThan(0);
  expect((await sounds()).contexts).toBe(1);

  await page.getByRole("button", { name: "Settings" }).click();
  const level = page.getByLabel("Sound");
  await expect(level).toHaveValue("medium");
  await level.selectOption("off");
  await page.keyboard.press("Escape");
  const before = (await sounds()).notes;
  await clickCell(page, "b1");
  await expect(page.locator(".seega-app canvas[data-board]")).toHaveAttribute("data-board", "...../...../...../...../bb...");
  await page.waitForTimeout(200);
  expect((await sounds()).notes).toBe(before);
  // Kept with the other preferences.
  await page.reload();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByLabel("Sound")).toHaveValue("off");
  expect(errors).toEqual([]);
});

test("a capture renders as sound, and sound off renders silence (OfflineAudioContext)", async ({ page }) => {
  await openApp(page);
  await clickCell(page, "a1");
  await expect.poll(() => soundModule(page)).not.toBeNull();
  const url = await soundModule(page);
  const peaks = await page.evaluate(async (address) => {
    const { createSound } = await import(address);
    /** Renders what one capture (a step taking two stones) sounds like at `level`; its peak. */
    const render = async (level) => {
      const offline = new OfflineAudioContext(1, 44100 * 1.5, 44100);
      // The sounds' context is this one, whatever `new` it makes.
      const Context = /** @type {any} */ (function () {
        return offline;
      });
      const state = { prefs: { sound: level }, settings: { opponent: "human", level: 2, human: "black", clock: null } };
      const sound = createSound(state, document, Context);
      const report = { actions: [{ action: "a2-b2", kind: "step", from: "a2", to: "b2", captured: ["c2", "b3"], turnEnded: true }], captured: ["c2", "b3"], turnEnded: true };
      sound.hear("play", { side: "black", report, snapshot: { blocked: null, outcome: null } });
      const buffer = await offline.startRendering();
      const samples = buffer.getChannelData(0);
      // The loudest sample, and how many 50 ms windows have sound in them.
      let peak = 0;
      const windows = new Set();
      samples.forEach((sample, i) => {
        peak = Math.max(peak, Math.abs(sample));
        if (Math.abs(sample) > 0.01) windows.add(Math.floor(i / 2205));
      });
      return { peak, windows: windows.size };
    };
    return { medium: await render("medium"), off: await render("off") };
  }, url);
  expect(peaks.medium.peak).toBeGreaterThan(0.05);
  expect(peaks.medium.peak).toBeLessThanOrEqual(1);
  // A move and two captures, one after another: sound across several windows.
  expect(peaks.medium.windows).toBeGreaterThanOrEqual(4);
  expect(peaks.off).toEqual({ peak: 0, windows: 0 });
});
