// The board's marks that carry meaning reach WCAG's 3:1 for graphics (1.4.11) against both
// squares of the board, in the light and the dark palette of web/board/board.css; and the
// fallbacks in web/board/render.js are the light palette's colours. The review's marks in the
// panel (web/app/app.css: the turn list, the graph, the table) reach 4.5:1 as text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const css = readFileSync(new URL("../../web/board/board.css", import.meta.url), "utf8");
const renderJs = readFileSync(new URL("../../web/board/render.js", import.meta.url), "utf8");
const appCss = readFileSync(new URL("../../web/app/app.css", import.meta.url), "utf8");

/** The `--board-*` properties (their own colours) of the first rule whose selector list starts with `selector`. */
function palette(selector) {
  const start = css.indexOf(`${selector}`);
  assert.ok(start >= 0, `no rule ${selector} in board.css`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  // A colour a host may set, `var(--seega-…, own)`: the board's own colour is the fallback.
  const own = (value) => /^var\(--seega-[\w-]+,\s*(.+)\)$/.exec(value)?.[1] ?? value;
  return Object.fromEntries([...body.matchAll(/(--board-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], own(m[2].trim())]));
}

/** [r, g, b, alpha] of `#rrggbb`, `rgb(r g b / a%)` or `rgba(r, g, b, a)`. */
function rgba(text) {
  const hex = /^#([0-9a-f]{6})$/i.exec(text);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1);
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(text);
  assert.ok(fn, `not a colour this test reads: ${text}`);
  const alpha = fn[4] === undefined ? 1 : Number(fn[4]) / (fn[5] ? 100 : 1);
  return [Number(fn[1]), Number(fn[2]), Number(fn[3]), alpha];
}

/** `top` painted over the opaque `bottom`. */
const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];

/** WCAG's relative luminance and contrast ratio. */
function luminance([r, g, b]) {
  const channel = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// What each mark is: the dots of legal moves and drops, the ring of a stone that can move,
// the selected stone's ring, the mark under the pointer where a stone would go, the edge of
// the last turn's cells, a stone that may be removed, and the keyboard's focus ring.
const MARKS = ["--board-dot", "--board-movable", "--board-selected", "--board-hover", "--board-last-edge", "--board-removal", "--board-focus"];

const THEMES = { light: palette(".seega-board {"), dark: palette('.seega-board[data-scheme="dark"]') };

for (const [theme, colours] of Object.entries(THEMES)) {
  test(`every meaningful mark reaches 3:1 against both squares (${theme})`, () => {
    const squares = ["--board-surface", "--board-surface-alt"].map((name) => rgba(colours[name]));
    for (const mark of MARKS) {
      assert.ok(colours[mark], `${mark} is missing in the ${theme} palette`);
      for (const square of squares) {
        const ratio = contrast(over(rgba(colours[mark]), square), square);
        assert.ok(ratio >= 3, `${mark} ${colours[mark]} on ${square.slice(0, 3)}: ${ratio.toFixed(2)}:1`);
      }
    }
  });
}

test("render.js falls back on the light palette's own colours", () => {
  const fallbacks = [...renderJs.matchAll(/\["(--board-[\w-]+)", "([^"]+)"\]/g)];
  assert.ok(fallbacks.length > 20);
  for (const [, name, value] of fallbacks) {
    assert.ok(THEMES.light[name], `${name} has a fallback but no value in board.css`);
    const [a, b] = [rgba(value), rgba(THEMES.light[name])];
    assert.ok(a.every((x, i) => Math.abs(x - b[i]) < 0.006), `${name}: render.js ${value}, board.css ${THEMES.light[name]}`);
  }
});

/** The light and dark colours of an app.css property written `var(--hide-light, L) var(--hide-dark, D)`,
 * a host's own colour (`var(--seega-…, …)`) set aside. */
function appColours(name) {
  const line = new RegExp(`^\\s*${name}:\\s*([^;]+);`, "m").exec(appCss);
  assert.ok(line, `no ${name} in app.css`);
  const pick = (which) => new RegExp(`var\\(--hide-${which},\\s*(#[0-9a-f]{6})\\)`, "i").exec(line[1])?.[1];
  return { light: pick("light"), dark: pick("dark") };
}

test("the review's marks reach 4.5:1 on the panel, its second surface and the current turn's", () => {
  const grounds = ["--surface", "--surface-2", "--accent-soft"].map(appColours);
  for (const mark of ["--mark-inaccuracy", "--mark-mistake", "--mark-blunder", "--mark-good"]) {
    const colours = appColours(mark);
    for (const theme of /** @type {const} */ (["light", "dark"])) {
      for (const ground of grounds) {
        const ratio = contrast(rgba(colours[theme]), rgba(ground[theme]));
        assert.ok(ratio >= 4.5, `${mark} ${colours[theme]} on ${ground[theme]} (${theme}): ${ratio.toFixed(2)}:1`);
      }
    }
  }
});
