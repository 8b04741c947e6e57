import { expect, test } from "./fixtures.js";
import { GAME, OTHER, board, boardText, foreignOrigins, play, watch } from "../pages/driver.js";

// The host page (tests/pages/host.html) holds two <seega-game> elements and an iframe of
// embed.html, under a strict policy: the game's own one on the game's site, and on another
// site the one docs/embed.md gives hosts.
const HOSTS = [
  ["the game's own site", GAME],
  ["another site", OTHER],
];

/** What the host page has heard, as "from type" strings. */
const heard = (page) => page.evaluate(() => window.seegaEvents.map((e) => `${e.from} ${e.type}`));

for (const [where, origin] of HOSTS) {
  test(`two elements and a frame on a page of ${where} play apart, tell the page, and keep its policy`, async ({ page, context }) => {
    const { errors, requests } = watch(context, page);
    await page.goto(`${origin}/pages/host.html`);
    const first = page.locator("#first");
    const second = page.locator("#second");
    const frame = page.frameLocator("#frame");
    for (const scope of [first, second, frame]) await board(scope).waitFor();

    await play(page, first, ["a1", "b1"]);
    // The Egyptian opening: black's first two stones go on the middles of the left and right edges.
    await play(page, second, ["a4", "g4"]);
    await play(page, frame, ["e5", "d5"]);

    await expect.poll(() => heard(page)).toEqual(expect.arrayContaining(["first move", "second move", "frame move"]));
    // The computer answers in the second game, and only there.
    await expect.poll(async () => (await heard(page)).filter((e) => e === "second move").length, { timeout: 20_000 }).toBe(2);
    expect(await boardText(first)).toBe("...../...../...../...../bb...");
    expect(await boardText(frame)).toBe("...bb/...../...../...../.....");
    expect((await boardText(second)).replaceAll(/[^w]/g, "")).toBe("ww");

    const events = await page.evaluate(() => window.seegaEvents);
    const firstMove = events.find((e) => e.from === "first" && e.type === "move").detail;
    expect(firstMove).toMatchObject({ turn: "a1,b1", side: "black" });
    expect(firstMove.record).toContain("a1,b1");
    expect(events.find((e) => e.from === "frame" && e.type === "move").detail).toMatchObject({ turn: "e5,d5", side: "black" });

    // The frame reported its height and the host sized it to its content.
    const frameHeight = await page.locator("#frame").evaluate((el) => el.getBoundingClientRect().height);
    expect(frameHeight).toBeGreaterThan(300);

    await page.screenshot({ path: `tests/screenshots/embed-host-${origin === GAME ? "same" : "other"}-site.png`, fullPage: true });
    expect(await page.evaluate(() => window.seegaViolations)).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignOrigins(requests, [origin, GAME])).toEqual([]);
  });
}

test("a live element: theme, language and level change in place and keep the game; rules wait for newGame()", async ({ page }) => {
  await page.goto(`${GAME}/pages/host.html`);
  const first = page.locator("#first");
  await board(first).waitFor();
  await play(page, first, ["a1", "b1", "e5"]);
  const game = "....w/...../...../...../bb...";
  expect(await boardText(first)).toBe(game);
  const theme = () => first.evaluate((el) => el.shadowRoot?.querySelector(".seega-app")?.getAttribute("data-theme"));

  // The host follows the visitor's dark mode, and then switches the language from its menu.
  await first.evaluate((el) => el.setAttribute("theme", "dark"));
  await expect.poll(theme).toBe("dark");
  expect(await boardText(first)).toBe(game);
  await first.evaluate((el) => {
    el.lang = "fr";
    el.level = "3";
  });
  await expect(first.locator(".status")).toHaveText(/Blanc|Noir/);
  await board(first).waitFor();
  expect(await boardText(first), "the turn under way (one of two stones) is kept").toBe(game);
  expect(await theme()).toBe("dark");
  expect(await first.evaluate((el) => el.state.pending)).toEqual(["e5"]);

  // Rules and board wait for the host to ask.
  await first.evaluate((el) => el.setAttribute("size", "9"));
  expect(await boardText(first)).toBe(game);
  await first.evaluate((el) => el.newGame());
  await expect.poll(() => boardText(first)).toBe(Array(9).fill(".........").join("/"));
  // Nonsense in the attributes leaves the defaults; the game still starts.
  await first.evaluate((el) => {
    el.setAttribute("size", "12");
    el.setAttribute("level", "banana");
    el.setAttribute("controls", "");
    el.newGame();
  });
  await expect.poll(() => boardText(first)).toBe(Array(5).fill(".....").join("/"));
  // Taken out of the page and put back, it plays again.
  await first.evaluate((el) => {
    const parent = el.parentElement;
    el.remove();
    parent.prepend(el);
  });
  await board(first).waitFor();
  await play(page, first, ["c1", "d1"]);
});

test("the host drives the element: methods, properties and events", async ({ page }) => {
  await page.goto(`${GAME}/pages/host.html`);
  const first = page.locator("#first");
  await board(first).waitFor();
  const heard = await first.evaluate(async (el) => {
    const events = [];
    for (const type of ["ready", "move", "gameover", "gameerror"]) el.addEventListener(type, (e) => events.push({ type, detail: e.detail }));
    el.load('[Size "5"]\n\n1. a1,b1 2. c1,d1');
    const loaded = { board: el.state.turns, record: el.record.includes("c1,d1") };
    el.undo();
    const undone = el.state.turns;
    el.redo();
    let refused = null;
    try {
      el.load("1. a1,b1 2. zz9");
    } catch (error) {
      refused = { code: error.code, message: error.message };
    }
    let refusedRules = null;
    try {
      el.newGame({ rules: { chain: "sometimes" } });
    } catch (error) {
      refusedRules = error.code;
    }
    return { loaded, undone, after: el.state.turns, refused, refusedRules, properties: [el.size, el.headingLevel, el.controls], events };
  });
  expect(heard.loaded).toEqual({ board: ["a1,b1", "c1,d1"], record: true });
  expect(heard.undone).toEqual(["a1,b1"]);
  expect(heard.after).toEqual(["a1,b1", "c1,d1"]);
  expect(heard.refused?.code).toBeTruthy();
  expect(heard.refusedRules).toBe("rules");
  expect(heard.properties).toEqual([5, null, "undo moves"]);
  expect(await first.evaluate((el) => el.state.turns), "a refused record keeps the game").toEqual(["a1,b1", "c1,d1"]);

  // ready after the element is drawn again; move with the turn's facts.
  const events = await first.evaluate(async (el) => {
    const seen = [];
    const ready = new Promise((done) => el.addEventListener("ready", (e) => done(e.detail), { once: true }));
    el.addEventListener("move", (e) => seen.push(e.detail.turn));
    el.setAttribute("controls", "undo");
    const language = await ready;
    return { language, seen };
  });
  expect(events.language).toMatchObject({ lang: "en", dir: "ltr" });
  await play(page, first, ["a2", "b2"]);
  expect(await first.evaluate((el) => el.state.turns)).toEqual(["a1,b1", "c1,d1", "a2,b2"]);
});

// The catalog in use is one per page; each game puts its own language back when its code runs.
test("each element keeps its own language", async ({ page }) => {
  await page.goto(`${GAME}/pages/host.html`);
  const first = page.locator("#first");
  for (const scope of [first, page.locator("#second")]) await board(scope).waitFor();
  await play(page, first, ["a1", "b1"]);
  await expect(first.locator(".status")).toHaveText(/White to play/, { timeout: 3000 });
});
