import { expect, test } from "./fixtures.js";
import { CATALOGS } from "../../web/i18n/catalogs.js";
import { PLACEMENT, chooseFromMenu, clickTurn, openApp, record, settled, shareLink } from "./game-helpers.js";

// The page in each language, chosen by the browser's language: a game in progress and the
// rules page, on a desktop and a phone, with screenshots; nothing overflows, nothing is left
// in English, Arabic reads right to left on a board that is not mirrored. Then the language
// chosen in the settings, and the embeds' `lang`.

// Each catalog whole: the page's words and the dialogs'.
const { en } = CATALOGS;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };
/** English words of the catalog that no other language's page should show. */
const ENGLISH = /\b(Black|White|Placing|Moving|New game|Rules|Settings|Take back|Redo|Hint|Resign|stones?|turns?|board|capture[sd]?|Taken|In hand|to play|wins?)\b/;

/** Texts of en.js that a page in `lang` must not show: the English value of every key whose
 * value differs in `lang` (names, notation and "Seega" are the same in both). */
function englishOnly(lang) {
  const texts = new Set();
  const forms = (message) => (typeof message === "string" ? [message] : Object.values(message));
  for (const [key, message] of Object.entries(en)) {
    const own = new Set(forms(CATALOGS[lang][key]));
    for (const text of forms(message)) if (!own.has(text) && !text.includes("{")) texts.add(text.trim());
  }
  return [...texts];
}

/** The visible texts of the page's elements (their own text nodes), and the accessible names
 * given by aria-label and title. */
function shownTexts(page) {
  return page.evaluate(() => {
    const texts = [];
    for (const el of document.querySelectorAll("body *")) {
      if (!(el instanceof HTMLElement) || el.closest("[hidden], .visually-hidden")) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("").trim();
      if (own && el.getClientRects().length) texts.push(own);
      for (const name of ["aria-label", "title", "placeholder"]) if (el.getAttribute(name)) texts.push(el.getAttribute(name).trim());
    }
    return texts;
  });
}

async function checkPage(page, lang, width, what) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${what} overflows`).toBeLessThanOrEqual(width);
  const dir = lang === "ar" ? "rtl" : "ltr";
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
  await expect(page.locator(".seega-app")).toHaveAttribute("dir", dir);
  expect(await page.locator(".seega-app .side-panel").evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
  if (lang === "en") return;
  const english = new Set(englishOnly(lang));
  const shown = await shownTexts(page);
  expect(shown.filter((text) => english.has(text)), `${lang} ${what}: English left`).toEqual([]);
  const body = await page.locator("body").innerText();
  expect(body.match(ENGLISH)?.[0] ?? null, `${lang} ${what}: English word`).toBeNull();
}

for (const lang of ["en", "fr", "ar", "so"]) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${lang} on a ${size}`, () => {
      test.use({ locale: lang === "ar" ? "ar-EG" : lang === "so" ? "so-SO" : lang === "fr" ? "fr-FR" : "en-US", viewport });

      test(`the game and the rules page in ${lang}, ${size}`, async ({ page }) => {
        const errors = await openApp(page, `/index.html${shareLink(record(PLACEMENT)).slice(1)}`);
        await expect(page.locator(".seega-app .notice")).toContainText(CATALOGS[lang]["notice.sharedNew"]);
        await page.locator(".seega-app .notice button").click();
        await clickTurn(page, "c2-c3");
        await expect(page.locator(".seega-app .status")).toHaveText(
          CATALOGS[lang]["status.chainOptional"].replace("{side}", CATALOGS[lang]["side.white"]).replace("{cell}", "c3"),
        );
        await settled(page);
        await checkPage(page, lang, viewport.width, "game");
        await page.screenshot({ path: `tests/screenshots/i18n-${lang}-${size}.png`, fullPage: size === "phone" });

        // The board is not mirrored: a1 is on the left, bottom, in every language.
        const a1 = await page.locator('.seega-app [data-cell="a1"]').boundingBox();
        const e1 = await page.locator('.seega-app [data-cell="e1"]').boundingBox();
        expect(a1.x).toBeLessThan(e1.x);

        await chooseFromMenu(page, "rules-button");
        const rules = page.locator(".seega-app .rules-dialog");
        await expect(rules).toBeVisible();
        await expect(rules.locator("h2")).toHaveText(CATALOGS[lang]["rules.title"]);
        await expect(rules).toContainText(CATALOGS[lang]["history.4"]);
        await checkPage(page, lang, viewport.width, "rules");
        await page.screenshot({ path: `tests/screenshots/i18n-${lang}-${size}-rules.png` });
        expect(errors).toEqual([]);
      });
    });
  }
}

test.describe("in Arabic", () => {
  test.use({ locale: "ar", viewport: SIZES.phone });

  test("the dialogs read right to left and fit a phone", async ({ page }) => {
    const errors = await openApp(page, "/index.html");
    for (const [button, dialog, name] of [
      ["new-game-button", ".new-game-dialog", "new-game"],
      ["settings-button", ".prefs-dialog", "settings"],
      ["record-button", ".record-dialog", "record"],
    ]) {
      if (button === "settings-button") await page.locator(".seega-app .settings-button").click();
      else await chooseFromMenu(page, button);
      const box = page.locator(`.seega-app ${dialog}`);
      await expect(box).toBeVisible();
      expect(await box.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      await checkPage(page, "ar", SIZES.phone.width, name);
      await page.screenshot({ path: `tests/screenshots/i18n-ar-phone-${name}.png` });
      await page.keyboard.press("Escape");
    }
    expect(errors).toEqual([]);
  });
});

test.describe("choosing the language", () => {
  test.use({ locale: "fr-CA" });

  test("follows the browser, then the settings, keeping the game", async ({ page }) => {
    const errors = await openApp(page, "/index.html");
    await expect(page.locator(".seega-app .app-title")).toHaveText("Seega");
    await expect(page.locator(".seega-app .status")).toHaveText("Au tour de Noir\u00a0: posez deux pions");
    await clickTurn(page, "a1,b1");
    await page.locator(".seega-app .settings-button").click();
    const select = page.locator(".seega-app .prefs-dialog select").last();
    await expect(select.locator("option").first()).toHaveText("Automatique (Français)");
    await select.selectOption("so");
    await expect(page.locator(".seega-app .app-title")).toHaveText("Shantarad");
    await expect(page.locator("html")).toHaveAttribute("lang", "so");
    await expect(page.locator(".seega-app .status")).toHaveText("Waa nobadda Cad: dhig laba dhagax");
    await page.reload();
    await expect(page.locator(".seega-app .app-title")).toHaveText("Shantarad");
    await page.locator(".seega-app .settings-button").click();
    await page.locator(".seega-app .prefs-dialog select").last().selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".seega-app .app-title")).toHaveText("سيجة");
    await expect(page.locator(".seega-app .moves .move:not(.start)")).toHaveCount(1);
    await page.locator(".seega-app .settings-button").click();
    await page.locator(".seega-app .prefs-dialog select").last().selectOption("auto");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect(errors).toEqual([]);
  });

  test("the frame takes a lang option, else follows the browser", async ({ page }) => {
    await page.goto("/embed.html?lang=ar");
    await page.locator(".seega-app .board-wrap[data-board]").waitFor();
    await expect(page.locator(".seega-app")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".seega-app .app-title")).toHaveText("سيجة");
    await page.goto("/embed.html?lang=so");
    await page.locator(".seega-app .board-wrap[data-board]").waitFor();
    await expect(page.locator(".seega-app .app-title")).toHaveText("Shantarad");
    await page.goto("/embed.html");
    await page.locator(".seega-app .board-wrap[data-board]").waitFor();
    await expect(page.locator(".seega-app .app-title")).toHaveText("Seega");
    await expect(page.locator(".seega-app .status")).toHaveText("Au tour de Noir\u00a0: posez deux pions");
  });
});
