import { expect, test } from "./fixtures.js";
import { GAME, board, boardText, play } from "../pages/driver.js";
import { hostPage } from "../pages/host-page.js";
import { emptyCells } from "../shared/game.js";
import { hostCsp } from "../pages/server.mjs";

// The element as a host's developer meets it, on a page of another site under the policy
// docs/embed.md gives: knowing when it is ready whenever the host looks, loading a position to
// play on against the computer, a failure that a host's error monitoring does not take for a
// crash, and a title that the menu never covers.

const ELEMENT = `<script type="module" src="${GAME}/seega-element.js"></script>`;
const POLICY = hostCsp(GAME);

/** The page's uncaught errors and console errors. */
function errorsOf(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

test("`ready` is a promise a host can await whenever it looks, the board's cells in place, and again after a new language", async ({ page }) => {
  // A host script that arrives late (1.5 s), after the `ready` event, and one that hears the
  // event: each notes what it finds then.
  const js = `
    const seen = { event: [] };
    window.seen = seen;
    const cells = (game) => game.shadowRoot.querySelectorAll('[data-cell]').length;
    document.addEventListener("ready", (event) => seen.event.push({ cells: cells(event.target), isReady: event.target.isReady }));
    setTimeout(async () => {
      await customElements.whenDefined("seega-game");
      const game = document.querySelector("seega-game");
      const before = game.isReady;
      const detail = await game.ready;
      seen.late = { before, detail, cells: cells(game), turn: game.state.turn };
    }, 1500);`;
  const host = await hostPage({ html: `${ELEMENT}\n<seega-game opponent="human" label="Seega"></seega-game>`, js, policy: POLICY });
  const errors = errorsOf(page);
  try {
    await page.goto(host.url);
    await expect.poll(() => page.evaluate(() => /** @type {any} */ (window).seen.late), { timeout: 20_000 }).toEqual({
      before: true,
      detail: { lang: "en", dir: "ltr" },
      cells: 25,
      turn: "black",
    });
    expect(await page.evaluate(() => /** @type {any} */ (window).seen.event)).toEqual([{ cells: 25, isReady: true }]);

    // Another language draws the game again: `ready` is a new promise, which settles once the
    // game is drawn in it, and the game can be driven at once.
    const again = await page.evaluate(async () => {
      const game = /** @type {any} */ (document.querySelector("seega-game"));
      const first = game.ready;
      game.lang = "ar";
      await Promise.resolve();
      const during = game.isReady;
      const detail = await game.ready;
      return { during, fresh: first !== game.ready, detail, isReady: game.isReady, cells: game.shadowRoot.querySelectorAll("[data-cell]").length, turns: game.state.turns };
    });
    expect(again).toEqual({ during: false, fresh: true, detail: { lang: "ar", dir: "rtl" }, isReady: true, cells: 25, turns: [] });
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("`load()` keeps a game against the computer one: the computer plays the position's next turn, and options choose another opponent", async ({ page }) => {
  const html = `${ELEMENT}\n<seega-game opponent="computer" level="1" label="Seega against the computer"></seega-game>`;
  const host = await hostPage({ html, policy: POLICY });
  const errors = errorsOf(page);
  try {
    await page.goto(host.url);
    const element = page.locator("seega-game");
    await element.evaluate((el) => /** @type {any} */ (el).ready);
    // Black (the visitor) has placed; white is the computer, and it answers the position.
    await element.evaluate((el) => /** @type {any} */ (el).load('[Size "5"]\n\n1. a1,b1'));
    const whites = async () => ((await boardText(element)) ?? "").replaceAll(/[^w]/g, "").length;
    await expect.poll(whites, { timeout: 20_000 }).toBe(2);
    // The visitor plays on, and the computer answers again.
    await play(page, element, emptyCells(/** @type {string} */ (await boardText(element))).slice(0, 2));
    await expect.poll(whites, { timeout: 20_000 }).toBe(4);

    // With options: the same position between two players here; nobody answers.
    await element.evaluate((el) => /** @type {any} */ (el).load('[Size "5"]\n\n1. a1,b1', { opponent: "human" }));
    await page.waitForTimeout(1500);
    expect(await whites()).toBe(0);
    expect(await element.evaluate((el) => /** @type {any} */ (el).state.turn)).toBe("white");
    await play(page, element, ["e5", "d5"]);
    expect(await boardText(element)).toBe("...ww/...../...../...../bb...");

    // Options that do not read are refused, and the game stays.
    const refused = await element.evaluate((el) => {
      try {
        /** @type {any} */ (el).load('[Size "5"]\n\n1. a1,b1', { opponent: "robot" });
        return null;
      } catch (error) {
        return [error.name, error.message];
      }
    });
    expect(refused).toEqual(["TypeError", 'opponent must be "human" or "computer", not "robot"']);
    expect(await boardText(element)).toBe("...ww/...../...../...../bb...");
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test.describe("an engine refused", () => {
  // The engine that does not load is reported as a fallback too (web/shared/fallbacks.js).
  test.use({ fallbacks: ["engine"] });
  test("a game that cannot start says so with `gameerror` and a rejected `ready`, and nothing reaches the host's global error handlers", async ({ page }) => {
    // A host's error monitoring: window.onerror, and listeners for "error" on window in both phases.
    const js = `
      const heard = { onerror: [], window: [], gameerror: [], ready: null };
      window.heard = heard;
      window.onerror = (message) => void heard.onerror.push(String(message));
      for (const capture of [true, false]) window.addEventListener("error", (event) => heard.window.push(event.constructor.name), capture);
      document.addEventListener("gameerror", (event) => heard.gameerror.push(event.detail.code));
      customElements.whenDefined("seega-game").then(() =>
        document.querySelector("seega-game").ready.then(
          () => (heard.ready = "resolved"),
          (error) => (heard.ready = error.code),
        ),
      );`;
    // The page's policy refuses WebAssembly: the engine cannot start.
    const host = await hostPage({ html: `${ELEMENT}\n<seega-game label="Seega"></seega-game>`, js, policy: POLICY.replace(" 'wasm-unsafe-eval'", "") });
    try {
      await page.goto(host.url);
      await expect.poll(() => page.evaluate(() => /** @type {any} */ (window).heard.ready), { timeout: 20_000 }).not.toBeNull();
      const heard = await page.evaluate(() => /** @type {any} */ (window).heard);
      expect(heard.gameerror).toHaveLength(1);
      expect(heard.ready).toBe(heard.gameerror[0]);
      expect(heard.onerror).toEqual([]);
      expect(heard.window.filter((name) => name === "CustomEvent")).toEqual([]);
      await expect(page.locator("seega-game").locator(".status")).toContainText(/could not start/);
    } finally {
      host.close();
    }
  });
});

const LONG_LABEL = {
  en: "Seega against the computer, the game of the Nile",
  fr: "Le Seega contre l’ordinateur, le jeu du Nil",
  ar: "سيجة ضد الحاسوب، لعبة النيل",
  so: "Shantarad lagu ciyaarayo kombiyuutarka, ciyaarta Niil",
};

for (const width of [320, 390, 768]) {
  test(`at ${width} px, the menu never covers the title, with a long label in every language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const html = `${ELEMENT}\n${Object.entries(LONG_LABEL)
      .map(([lang, label]) => `<seega-game lang="${lang}" opponent="computer" label="${label}"></seega-game>`)
      .join("\n")}`;
    const host = await hostPage({ html, policy: POLICY });
    try {
      await page.goto(host.url);
      for (const element of await page.locator("seega-game").all()) await board(element).waitFor();
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll("seega-game")].flatMap((game) => {
          const root = /** @type {ShadowRoot} */ (game.shadowRoot);
          const title = /** @type {Element} */ (root.querySelector(".app-title"));
          // The title's words, wherever they wrap, against every button of the menu.
          const range = document.createRange();
          range.selectNodeContents(title);
          const words = [...range.getClientRects()].filter((r) => r.width > 0);
          const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
          return [...root.querySelectorAll(".app-menu .menu-button, .app-menu .menu-toggle")]
            .filter((button) => button.getClientRects().length > 0)
            .filter((button) => words.some((word) => hit(word, button.getBoundingClientRect())))
            .map((button) => `${game.getAttribute("lang")}: ${button.className}`);
        }),
      );
      expect(overlaps).toEqual([]);
      // Each title is whole: nothing of it is cut off or scrolled.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll("seega-game")]
          .map((game) => /** @type {Element} */ (game.shadowRoot?.querySelector(".app-title")))
          .filter((title) => title.scrollWidth > title.clientWidth + 1)
          .map((title) => title.textContent),
      );
      expect(cut).toEqual([]);
      if (width === 390) await page.screenshot({ path: "tests/screenshots/embed-title-390.png", fullPage: true });
    } finally {
      host.close();
    }
  });
}
