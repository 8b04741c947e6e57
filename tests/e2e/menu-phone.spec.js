import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { PLACEMENT, openApp, record, shareLink } from "./game-helpers.js";

// The page's menu on a phone: one row (the title, a button that opens the menu, the settings'
// icon), the entries under the button one a line, every one reached and used by the keyboard,
// in each language (French and Somali have the longest words, Arabic reads right to left).

const PHONE = { width: 390, height: 844 };
const LOCALES = { en: "en-US", fr: "fr-FR", so: "so-SO", ar: "ar-EG" };
/** The entries of the page's menu, in order, and what choosing each brings. */
const ENTRIES = [
  ["new-game-button", ".seega-app .new-game-dialog"],
  ["rules-button", ".seega-app .rules-dialog"],
  ["record-button", ".seega-app .record-dialog"],
  ["review-button", ".seega-app .review-section"],
  ["learn-button", ".seega-learn"],
  ["analysis-button", ".seega-analysis"],
];
const GAME = shareLink(record(PLACEMENT.slice(0, 6)));

/** The boxes of the bar's parts, rounded. */
const boxes = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [".app-bar", ".app-title", ".menu-toggle", ".settings-button"].map((s) => {
        const r = document.querySelector(`.seega-app ${s}`)?.getBoundingClientRect();
        return [s, r && { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) }];
      }),
    ),
  );

/** Opens the menu from the keyboard: Tab until the menu's button has the focus, then Enter. */
async function openByKeyboard(page) {
  const toggle = page.locator(".seega-app .menu-toggle");
  for (let i = 0; i < 10 && !(await toggle.evaluate((e) => e === document.activeElement)); i += 1) await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

for (const [lang, locale] of Object.entries(LOCALES)) {
  test.describe(`${lang} on a phone`, () => {
    test.use({ locale, viewport: PHONE });

    test(`the menu takes one row and every entry is reached and works by keyboard, ${lang}`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors = await openApp(page, GAME);
      const toggle = page.locator(".seega-app .menu-toggle");
      const entries = page.locator(".seega-app .menu-entries");
      // One row: the title, the menu's button and the settings' icon side by side; the entries closed.
      const bar = await boxes(page);
      for (const part of [".menu-toggle", ".settings-button"]) {
        expect(bar[part].top, `${part} on the title's row`).toBeLessThan(bar[".app-title"].bottom);
        expect(bar[part].bottom, `${part} on the title's row`).toBeGreaterThan(bar[".app-title"].top);
        expect(bar[part].left).toBeGreaterThanOrEqual(0);
        expect(bar[part].right).toBeLessThanOrEqual(PHONE.width);
      }
      expect(bar[".app-bar"].bottom - bar[".app-bar"].top).toBeLessThan(64);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(entries).toBeHidden();

      // Opened, the entries are one a line, inside the window, in the language's order.
      await openByKeyboard(page);
      await expect(entries).toBeVisible();
      const lines = await entries.locator(".menu-button:visible").evaluateAll((buttons) => buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return { top: r.top, left: r.left, right: r.right, height: r.height, width: b.scrollWidth - b.clientWidth };
      }));
      expect(lines).toHaveLength(ENTRIES.length);
      for (const [i, line] of lines.entries()) {
        expect(line.left).toBeGreaterThanOrEqual(0);
        expect(line.right).toBeLessThanOrEqual(PHONE.width);
        expect(line.width, "no entry's words cut").toBe(0);
        expect(line.height, "each entry on one line").toBeLessThan(50);
        if (i > 0) expect(line.top).toBeGreaterThan(lines[i - 1].top + line.height / 2);
      }
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await page.screenshot({ path: `tests/screenshots/menu-phone-${lang}.png` });
      // Escape closes it, the focus back on its button.
      await page.keyboard.press("Escape");
      await expect(entries).toBeHidden();
      await expect(toggle).toBeFocused();

      // Each entry by Tab and Enter: a dialog closes with Escape, back on the menu's button.
      for (const [i, [entry, shows]] of ENTRIES.entries()) {
        if (i >= 4) await openApp(page, GAME);
        await openByKeyboard(page);
        for (let tab = 0; tab <= i; tab += 1) await page.keyboard.press("Tab");
        await expect(page.locator(`.seega-app .menu-entries .${entry}`)).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page.locator(shows).first()).toBeVisible({ timeout: 15_000 });
        await expect(entries).toBeHidden();
        if (shows.endsWith("-dialog")) {
          await page.keyboard.press("Escape");
          await expect(page.locator(shows)).toBeHidden();
          await expect(toggle).toBeFocused();
        }
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe("the menu on a phone, by pointer and in the dark", () => {
  test.use({ viewport: PHONE });

  test("a press outside closes it, Tab past its last entry closes it, and it reads in the dark theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const errors = await openApp(page, GAME);
    const toggle = page.locator(".seega-app .menu-toggle");
    const entries = page.locator(".seega-app .menu-entries");
    await toggle.click();
    await expect(entries).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: "tests/screenshots/menu-phone-dark.png" });
    await page.locator(".seega-app .status-card").click();
    await expect(entries).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Tab from the last entry goes to the settings' icon (still the menu's), then out of it.
    await toggle.click();
    await page.locator(".seega-app .menu-entries .analysis-button").focus();
    await page.keyboard.press("Tab");
    await expect(page.locator(".seega-app .settings-button")).toBeFocused();
    await expect(entries).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(entries).toBeHidden();
    // A pointer's choice works as the keyboard's.
    await toggle.click();
    await entries.getByRole("button", { name: "Rules" }).click();
    await expect(page.locator(".seega-app .rules-dialog")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("on a wide screen the entries are a row and the menu's button is not shown", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = await openApp(page, GAME);
    await expect(page.locator(".seega-app .menu-toggle")).toBeHidden();
    const tops = await page.locator(".seega-app .menu-entries .menu-button:visible").evaluateAll((b) => b.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(ENTRIES.length);
    expect(new Set(tops).size).toBe(1);
    expect(errors).toEqual([]);
  });
});
