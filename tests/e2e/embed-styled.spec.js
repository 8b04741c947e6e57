import { expect, test } from "./fixtures.js";
import { GAME, board } from "../pages/driver.js";

// A host page restyles the element through its custom properties and its parts
// (tests/pages/styled.html): the palette, the font, the board's wood, squares and stones.
test("a host restyles the element through --seega-* properties and ::part()", async ({ page }) => {
  await page.goto(`${GAME}/pages/styled.html`);
  const element = page.locator("#styled");
  await board(element).waitFor();
  const look = await element.evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const style = (selector) => getComputedStyle(/** @type {Element} */ (root.querySelector(selector)));
    const boardStyle = style(".seega-board");
    return {
      font: style(".seega-app").fontFamily,
      background: style(".seega-app").backgroundColor,
      undo: style(".button.undo").borderTopLeftRadius,
      status: [style(".status-card").borderInlineStartWidth, style(".status-card").borderInlineStartColor],
      title: style(".app-title").fontVariantCaps,
      wood: boardStyle.getPropertyValue("--board-frame").trim(),
      square: boardStyle.getPropertyValue("--board-surface").trim(),
      stone: boardStyle.getPropertyValue("--board-stone-dark").trim(),
    };
  });
  expect(look).toEqual({
    font: 'Georgia, "DejaVu Serif", serif',
    background: "rgb(243, 245, 248)",
    undo: "0px",
    status: ["6px", "rgb(31, 78, 140)"],
    title: "small-caps",
    wood: "#2e3f55",
    square: "#e9edf2",
    stone: "#14202e",
  });
  await page.screenshot({ path: "tests/screenshots/embed-styled.png", fullPage: true });
  // The canvas draws with them: a pixel of the frame is the host's wood.
  const pixel = await element.evaluate((el) => {
    const canvas = /** @type {HTMLCanvasElement} */ (el.shadowRoot?.querySelector("canvas"));
    const [r, g, b] = canvas.getContext("2d")?.getImageData(Math.floor(canvas.width * 0.03), Math.floor(canvas.height / 2), 1, 1).data ?? [];
    return [r, g, b];
  });
  // (The wood's grain and light shade it: nearer the host's wood than the game's own walnut.)
  const distance = (rgb) => rgb.reduce((sum, channel, i) => sum + Math.abs(channel - pixel[i]), 0);
  expect(distance([0x2e, 0x3f, 0x55])).toBeLessThan(distance([0x6e, 0x46, 0x26]) / 2);
});
