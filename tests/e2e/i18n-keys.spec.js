import { expect, test } from "./fixtures.js";
import { readdirSync } from "node:fs";
import { CATALOGS } from "../../web/i18n/catalogs.js";
import { PLACEMENT, openApp, record, shareLink } from "./game-helpers.js";

// No raw catalog key on any screen, in any of the four languages: every dialog, panel and mode
// opened (their folded parts unfolded, their lists' options read), and no text that looks like
// a key (`option.firstPlayer`) shown; on a page in French, Arabic or Somali, no English word of
// the game's left. A key that lacks its words shows as itself, so this is where a missing
// translation is seen.

/** Every catalog's keys' first parts (`option`, `analysisBoard`, …): a shown word beginning
 * with one of them and a dot is a key shown raw. */
async function keyPrefixes() {
  const prefixes = new Set();
  const add = (catalog) => Object.keys(catalog).forEach((key) => key.includes(".") && prefixes.add(key.split(".")[0]));
  for (const catalog of Object.values(CATALOGS)) add(catalog);
  for (const part of ["analysis", "friend", "learn", "print", "review", "exhibit"]) {
    const dir = new URL(`../../web/${part}/words/`, import.meta.url);
    let files = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith(".js"));
    } catch {
      continue;
    }
    for (const file of files) {
      const module = await import(new URL(file, dir).href);
      for (const value of Object.values(module)) if (value && typeof value === "object") add(value);
    }
  }
  return [...prefixes];
}

/** English words of the game that a page in another language must not show. */
const ENGLISH = /\b(Black|White|Placing|Moving|New game|Rules|Settings|Take back|Hint|Resign|stones|board|captures?|In hand|to play|wins|Puzzle|Lesson|Next|Back to|Start the game|engine)\b/;

/** What the page shows now, its folded parts unfolded: every element's own text, accessible
 * names, and the options of its lists. */
function shown(page) {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const texts = [];
    const visit = (root) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (!(el instanceof HTMLElement) || el.closest("[hidden]")) continue;
        // The language the text is in: an exhibit offers each language in its own words.
        const lang = el.closest("[lang]")?.getAttribute("lang") ?? "";
        if (el instanceof HTMLOptionElement) {
          texts.push({ text: el.textContent?.trim() ?? "", lang });
          continue;
        }
        const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("").trim();
        if (own && el.getClientRects().length && getComputedStyle(el).visibility !== "hidden") texts.push({ text: own, lang });
        for (const name of ["aria-label", "title", "placeholder", "alt"]) if (el.getAttribute(name)) texts.push({ text: el.getAttribute(name).trim(), lang });
      }
    };
    visit(document);
    return texts.filter((item) => item.text);
  });
}

/** The screens to look at: each opened from the page as a visitor opens it. */
const SCREENS = [
  ["the game", "/", async () => {}],
  ["the new-game dialog", "/", async (page) => page.locator(".seega-app .new-game-button").click()],
  ["the rules", "/", async (page) => page.locator(".seega-app .rules-button").click()],
  ["the game record", "/", async (page) => page.locator(".seega-app .record-button").click()],
  ["the settings", "/", async (page) => page.locator(".seega-app .settings-button").click()],
  ["a shared game", shareLink(record(PLACEMENT.slice(0, 5))), async () => {}],
  ["the analysis board", "/#analysis", async () => {}],
  ["the lesson", "/#learn", async () => {}],
  ["the puzzles", "/#puzzles", async () => {}],
  ["the exhibit", "/#exhibit", async () => {}],
  ["the printable kit", "/#print", async () => {}],
];

for (const lang of ["en", "fr", "ar", "so"]) {
  test.describe(lang, () => {
    test.use({ locale: lang });
    for (const [name, path, open] of SCREENS) {
      test(`${lang}: ${name} shows no raw key${lang === "en" ? "" : " and no English"}`, async ({ page }) => {
        const prefixes = await keyPrefixes();
        const key = new RegExp(`(^|[^\\w.])(${prefixes.join("|")})\\.[A-Za-z][\\w.]*`);
        if (path === "/" || path.startsWith("/#record")) await openApp(page, path);
        else await page.goto(path);
        await page.waitForLoadState("networkidle");
        await open(page);
        await page.waitForTimeout(300);
        const texts = await shown(page);
        expect(texts.length, "the screen shows words").toBeGreaterThan(5);
        expect(texts.filter(({ text }) => key.test(text)).map(({ text }) => text), `${name} in ${lang}: raw keys`).toEqual([]);
        if (lang !== "en") {
          const english = texts.filter((item) => !item.lang.startsWith("en") && ENGLISH.test(item.text));
          expect(english.map(({ text }) => text), `${name} in ${lang}: English`).toEqual([]);
        }
      });
    }
  });
}
