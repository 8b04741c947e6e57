import { expect, test } from "./fixtures.js";
import { GAME, board } from "../pages/driver.js";
import { PLACEMENT, openApp, record, settled, shareLink } from "./game-helpers.js";

// The page as a browser older than the features it could use draws it: docs/browsers.md promises
// Safari 16, and Chrome, Edge and Firefox of the last three years. Every stylesheet and
// script is served with the CSS features newer than that line made unreadable (as such a
// browser finds them: an unknown function makes its declaration invalid, an unknown at-rule
// or pseudo-class drops its rule), and the colours and borders of the app, its buttons, its
// panels, its dialogs and the embedded element must be those of today's browser.
const NEWER = [
  ["light-dark(", "light-dark-unknown("], // Safari 17.5, Chrome 123, Firefox 120
  ["color-mix(", "color-mix-unknown("], // Safari 16.2, Firefox 113
  [":has(", ":has-unknown("], // Firefox 121
  ["@starting-style", "@starting-style-unknown"], // Safari 17.5, Chrome 117, Firefox 129
  ["@scope", "@scope-unknown"], // Safari 17.4, Firefox 128
  ["@layer", "@layer-unknown"], // Safari 15.4, kept for the day it is used
];

/** Serves every stylesheet and script of the page (its own styles are in its HTML) with
 * NEWER's features made unreadable. */
async function asAnOlderBrowser(page) {
  await page.route(/(\.(css|js|html)|\/)(\?.*)?$/, async (route) => {
    // A request the page no longer waits for (it has been closed) is let go.
    try {
      const response = await route.fetch();
      let body = await response.text();
      for (const [feature, unknown] of NEWER) body = body.replaceAll(feature, unknown);
      await route.fulfill({ response, body });
    } catch {
      await route.continue().catch(() => {});
    }
  });
}

const LOOK = ["color", "backgroundColor", "backgroundImage", "borderTopColor", "borderTopWidth", "borderTopStyle", "boxShadow", "outlineColor"];

/** The look of each element `selectors` finds (in `scope`'s shadow root when given). */
function looks(page, selectors, host = null) {
  return page.evaluate(
    ({ selectors, host, LOOK }) => {
      const root = host ? document.querySelector(host)?.shadowRoot : document;
      return Object.fromEntries(
        selectors.map((selector) => {
          const element = root?.querySelector(selector);
          if (!element) return [selector, null];
          const style = getComputedStyle(element);
          return [selector, Object.fromEntries(LOOK.map((key) => [key, style[key]]))];
        }),
      );
    },
    { selectors, host, LOOK },
  );
}

const PAGE_PARTS = [".seega-app", ".app-bar .menu-button", ".player.black", ".status-card", ".button.undo", ".button.hint", ".moves-section", ".move-button[aria-current]", ".notice"];
const DIALOG_PARTS = [".new-game-dialog", ".new-game-dialog .dialog-header", ".new-game-dialog select", ".new-game-dialog .button.primary"];
const ELEMENT_PARTS = [".seega-app", ".menu-button", ".status-card", ".button.undo", ".player.white"];

for (const scheme of /** @type {const} */ (["light", "dark"])) {
  test(`without the newer CSS features the page, its dialog and the element keep their colours and borders (${scheme})`, async ({ browser }) => {
    /** What the page, its new-game dialog and the host page's element look like. */
    const visit = async (older) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      if (older) await asAnOlderBrowser(page);
      const errors = await openApp(page, shareLink(record(PLACEMENT.slice(0, 9))));
      await settled(page);
      const found = { page: await looks(page, PAGE_PARTS) };
      await page.getByRole("button", { name: "New game", exact: true }).first().click();
      await page.locator(".new-game-dialog").waitFor();
      found.dialog = await looks(page, DIALOG_PARTS);
      if (older) await page.screenshot({ path: `tests/screenshots/older-browser-${scheme}.png` });
      await page.goto(`${GAME}/pages/host.html`);
      await board(page.locator("#first")).waitFor();
      found.element = await looks(page, ELEMENT_PARTS, "#first");
      await context.close();
      return { found, errors };
    };
    const today = await visit(false);
    // The surfaces are painted: what the older browser must keep is there to keep.
    for (const [part, selector] of [["page", ".seega-app"], ["page", ".button.undo"], ["dialog", ".new-game-dialog"], ["element", ".status-card"]]) {
      expect(today.found[part][selector]?.backgroundColor, `${part}: ${selector}`).not.toBe("rgba(0, 0, 0, 0)");
    }
    const older = await visit(true);
    for (const part of ["page", "dialog", "element"]) {
      for (const [selector, look] of Object.entries(today.found[part])) expect(look, `${part}: ${selector} is on the page`).not.toBeNull();
      expect(older.found[part], part).toEqual(today.found[part]);
    }
    expect(older.errors).toEqual([]);
  });
}
