import { expect, test } from "@playwright/test";
import { GAME, OTHER, board, boardText, foreignOrigins, play, watch } from "../pages/driver.js";

// The host page (tests/pages/host.html) holds two <seega-game> elements and an iframe of
// embed.html, under a strict policy: the game's own one on the game's site, and on another
// site the one the README gives hosts.
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

test("the element's options come from its attributes, and a change of them starts a new game", async ({ page }) => {
  await page.goto(`${GAME}/pages/host.html`);
  const first = page.locator("#first");
  await board(first).waitFor();
  await play(page, first, ["a1", "b1"]);
  await first.evaluate((el) => el.setAttribute("size", "9"));
  await expect.poll(() => boardText(first)).toBe(Array(9).fill(".........").join("/"));
  // Nonsense in the attributes leaves the defaults; the game still starts.
  await first.evaluate((el) => {
    el.setAttribute("size", "12");
    el.setAttribute("level", "banana");
    el.setAttribute("controls", "");
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

// The catalog in use is one per page; each game puts its own language back when its code runs.
test("each element keeps its own language", async ({ page }) => {
  await page.goto(`${GAME}/pages/host.html`);
  const first = page.locator("#first");
  for (const scope of [first, page.locator("#second")]) await board(scope).waitFor();
  await play(page, first, ["a1", "b1"]);
  await expect(first.locator(".status")).toHaveText(/White to play/, { timeout: 3000 });
});
