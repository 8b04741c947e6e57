import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { createRequire } from "node:module";
import { openApp } from "./game-helpers.js";

// The printable kit (web/print/): from the rules dialog and on its own page (`#print…`), the
// board at real size over as many A4 or Letter pages as it needs, a card of the variant's
// rules with their sources, and a QR code. Printed to PDF in Chromium: the page count, nothing
// clipped, and the QR code read back by a decoder (jsQR) as the address that opens the same
// variant in the game.

const JSQR = createRequire(import.meta.url).resolve("jsqr/dist/jsQR.js");
/** The board's pages for each size (cells of 3.2 cm: 5 × 5 fits one page, 7 × 7 two, 9 × 9 four). */
const BOARD_PAGES = { 5: 1, 7: 2, 9: 4 };

/** The number of pages in a PDF. @param {Buffer} pdf */
const pageCount = (pdf) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** The text the QR code on the page holds, read from a picture of it as printed. */
async function readQr(page, context) {
  await page.emulateMedia({ media: "print" });
  const png = await page.locator(".print-qr").screenshot();
  await page.emulateMedia({ media: null });
  const reader = await context.newPage();
  await reader.setContent("<canvas></canvas>");
  await reader.addScriptTag({ path: JSQR });
  const text = await reader.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.querySelector("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const g = canvas.getContext("2d");
    g.drawImage(image, 0, 0);
    const data = g.getImageData(0, 0, image.width, image.height);
    return /** @type {any} */ (window).jsQR(data.data, image.width, image.height)?.data ?? null;
  }, png.toString("base64"));
  await reader.close();
  return text;
}

/** Each printed page's content that reaches out of its page, as "page: element" lines. */
async function clipped(page) {
  await page.emulateMedia({ media: "print" });
  const out = await page.locator(".print-page").evaluateAll((pages) =>
    pages.flatMap((sheet) => {
      const box = sheet.getBoundingClientRect();
      // The board's drawing is cut to its tile by the tile's own viewport (a nested svg): what
      // lies beyond is another page's, so the page's picture is measured, not its drawing.
      const over = [...sheet.querySelectorAll("*")].filter((element) => !element.closest("svg svg")).filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5);
      });
      const overflow = sheet.scrollHeight > sheet.clientHeight + 1 || sheet.scrollWidth > sheet.clientWidth + 1;
      return [...over.map((element) => `${sheet.dataset.page}: ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`), ...(overflow ? [`${sheet.dataset.page}: overflows`] : [])];
    }),
  );
  await page.emulateMedia({ media: null });
  return out;
}

test("the rules dialog offers the kit of the game's rules, and says which game of the name this is", async ({ page }) => {
  const errors = await openApp(page);
  await page.getByRole("button", { name: "Rules", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/three-in-a-row game on a 3 × 3 board/)).toBeVisible();
  const link = dialog.getByRole("link", { name: "Print a board, these rules and a code" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/#print&variant=.*&lang=en$/);
  expect(await link.getAttribute("target")).toBe("_blank");
  // A tab of its own, as the link opens.
  const kit = await page.context().newPage();
  await kit.goto(/** @type {string} */ (href));
  await expect(kit.getByRole("heading", { name: "Seega on paper" })).toBeVisible();
  await expect(kit.locator(".print-board-page")).toHaveCount(1);
  expect(errors).toEqual([]);
});

for (const [size, preset] of /** @type {const} */ ([[5, "classic"], [7, "egyptian"], [9, "somali"]])) {
  test(`a ${size} × ${size} ${preset} kit prints on A4 and Letter: ${BOARD_PAGES[size]} board pages and the rules card, nothing clipped, a QR code that opens the variant`, async ({ page, context }) => {
    test.slow();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/#print");
    await page.getByLabel("Board", { exact: true }).selectOption(String(size));
    await page.getByLabel("Rules", { exact: true }).selectOption(preset);
    await expect(page.locator(".print-board-page")).toHaveCount(BOARD_PAGES[size]);
    // Cells of 3.3 cm, printed at real size: a board's side is its cells and its frame.
    // The Egyptian rules' edge opening: its four cells ringed on the board, the others' none.
    await expect(page.locator(".print-board circle")).toHaveCount(preset === "egyptian" ? 4 * BOARD_PAGES[size] : 0);
    expect(await clipped(page)).toEqual([]);
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: `tests/screenshots/print-kit-${size}.png`, fullPage: true });
    await page.emulateMedia({ media: null });
    // Printed with the background graphics, the paper stays white around the sheets (the
    // game's beige page would show under an A4 sheet's foot and beside it).
    await page.emulateMedia({ media: "print" });
    const grounds = await page.evaluate(() => [document.documentElement, document.body, document.querySelector(".print-kit")?.parentElement].map((e) => e && getComputedStyle(e).backgroundColor));
    expect(grounds.filter((colour) => !["rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"].includes(String(colour)))).toEqual([]);
    expect(grounds[0]).toBe("rgb(255, 255, 255)");
    await page.emulateMedia({ media: null });
    for (const format of ["A4", "Letter"]) {
      const pdf = await page.pdf({ format, preferCSSPageSize: false, printBackground: true });
      expect(pageCount(pdf), format).toBe(BOARD_PAGES[size] + 1);
    }
    const url = await readQr(page, context);
    expect(url).toBe(await page.locator(".print-sheets").getAttribute("data-url"));
    expect(url).toMatch(/#record=/);
    // The address opens the same variant in the game (a phone's browser opens it afresh).
    await page.goto("about:blank");
    await page.goto(/** @type {string} */ (url));
    await page.locator(".seega-app .board-wrap[data-board]").waitFor();
    await expect(page.locator(".seega-app [data-cell]")).toHaveCount(size * size);
    await page.getByRole("button", { name: "Rules", exact: true }).first().click();
    await expect(page.getByRole("dialog").locator(".rules-preset")).toContainText(preset === "classic" ? "Classic" : preset === "egyptian" ? "Egyptian" : "Somali");
    expect(errors).toEqual([]);
  });
}

test("the kit in each language: its words, its rules card on one page, nothing clipped, no accessibility violation", async ({ page }) => {
  test.slow();
  for (const [lang, title] of /** @type {const} */ ([["en", "Seega on paper"], ["fr", "Le Seega sur papier"], ["ar", "السيجة على الورق"], ["so", "Seega warqad ku qoran"]])) {
    await page.goto("about:blank");
    await page.goto(`/#print&lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // The longest card: the 9 × 9 board's rules with every option that adds a rule.
    await page.locator(".print-choices select").first().selectOption("9");
    await page.locator(".print-choices select").nth(1).selectOption("egyptian");
    expect(await clipped(page), lang).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), lang).toEqual([]);
  }
});

test("on a phone, the pages' preview scrolls sideways and the keyboard reaches it, in the light and the dark theme", async ({ browser }) => {
  for (const colorScheme of /** @type {const} */ (["light", "dark"])) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme });
    const page = await context.newPage();
    await page.goto("/#print");
    const sheets = page.getByRole("region", { name: "The pages to print" });
    await expect(sheets).toBeVisible();
    expect(await sheets.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await sheets.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => sheets.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), colorScheme).toEqual([]);
    await page.screenshot({ path: `tests/screenshots/print-kit-phone-${colorScheme}.png` });
    await context.close();
  }
});
