import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, clickTurn, moves, openApp, ready, record, shareLink, status } from "./game-helpers.js";

// The game survives a reload; a save that cannot be read is set aside with a notice; records
// go out and come in through the record dialog; a share link opens the same game.

const KEY = "seega.game.v1";

test("a reload restores the game in progress, a turn half played included", async ({ page }) => {
  const errors = await openApp(page);
  for (const turn of PLACEMENT.slice(0, 3)) await clickTurn(page, turn);
  await clickTurn(page, "b2");
  const before = await boardText(page);
  await page.reload();
  await ready(page);
  expect(await boardText(page)).toBe(before);
  await expect(moves(page)).toHaveCount(3);
  await expect(status(page)).toHaveText("White to play: place your second stone");
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), KEY);
  expect(saved).toMatchObject({ version: 1, pending: ["b2"], settings: { opponent: "human" } });
  expect(saved.record).toContain("1. a1,b1 2. c1,d1 3. e1,a2");
  expect(errors).toEqual([]);
});

/** Puts `text` under the save's key before the app's scripts run, once per tab. */
async function seedSave(page, text) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(key, value);
      }
    },
    [KEY, text],
  );
}

test("a corrupt save is set aside with a notice and never breaks the page", async ({ page }) => {
  await seedSave(page, "{not json");
  const errors = await openApp(page);
  const notice = page.locator(".seega-app .notice");
  await expect(notice).toContainText("Your saved game could not be read and was set aside");
  await expect(status(page)).toHaveText("Black to play: place two stones");
  await page.screenshot({ path: "tests/screenshots/game-save-set-aside.png" });
  const stored = await page.evaluate((key) => ({ aside: localStorage.getItem(`${key}.unreadable`), now: JSON.parse(localStorage.getItem(key)) }), KEY);
  expect(stored.aside).toBe("{not json");
  expect(stored.now.version).toBe(1);
  expect(errors).toEqual([]);
});

test("a save from another version, or whose record does not replay, is set aside too", async ({ page, context }) => {
  for (const bad of [JSON.stringify({ version: 0, record: "" }), JSON.stringify({ version: 1, record: '[Size "5"]\n1. c3,c3', settings: {} })]) {
    const tab = await context.newPage();
    await seedSave(tab, bad);
    const errors = await openApp(tab);
    await expect(tab.locator(".seega-app .notice")).toContainText("set aside");
    expect(await tab.evaluate((key) => localStorage.getItem(`${key}.unreadable`), KEY)).toBe(bad);
    expect(errors).toEqual([]);
    await tab.close();
  }
});

test("a malformed record shows the engine's error and keeps the game; a good one opens", async ({ page }) => {
  const errors = await openApp(page);
  await clickTurn(page, "a1,b1");
  const before = await boardText(page);
  await page.getByRole("button", { name: "Game record" }).click();
  const dialog = page.locator(".seega-app .record-dialog");
  await expect(dialog.getByLabel("This game", { exact: true })).toHaveValue(/1\. a1,b1/);
  const pasted = dialog.getByLabel("Open a record");
  await pasted.fill('[Size "5"]\n1. a1,zz');
  await dialog.getByRole("button", { name: "Open", exact: true }).click();
  await expect(dialog.locator(".form-error")).toHaveText(/Line 2, column 7: “zz” is not a cell/);
  await page.screenshot({ path: "tests/screenshots/game-record-dialog.png" });
  await page.keyboard.press("Escape");
  expect(await boardText(page)).toBe(before);
  await expect(moves(page)).toHaveCount(1);

  await page.getByRole("button", { name: "Game record" }).click();
  await pasted.fill(record(PLACEMENT.slice(0, 2)));
  await dialog.getByRole("button", { name: "Open", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(moves(page)).toHaveCount(2);

  // A file opens the same way.
  await page.getByRole("button", { name: "Game record" }).click();
  await dialog.locator("input[type=file]").setInputFiles({ name: "game.seega", mimeType: "text/plain", buffer: Buffer.from(record(PLACEMENT.slice(0, 5))) });
  await expect(dialog).toBeHidden();
  await expect(moves(page)).toHaveCount(5);
  expect(errors).toEqual([]);
});

test("the share link opens exactly the game shared, and the previous save is kept", async ({ page, context }) => {
  const errors = await openApp(page);
  await clickTurn(page, "a1,b1");
  await clickTurn(page, "e5,d5");
  await page.getByRole("button", { name: "Game record" }).click();
  const link = await page.locator(".seega-app .record-dialog .share-link").inputValue();
  const shared = await page.locator(".seega-app .record-dialog .record-text").first().inputValue();
  expect(link).toContain("#record=");

  const other = await context.newPage();
  await other.goto("/");
  await ready(other);
  await other.locator(".seega-app [data-cell=c1]").click();
  await other.locator(".seega-app [data-cell=c2]").click();
  await other.goto(link);
  await ready(other);
  await expect(other.locator(".seega-app .moves .move:not(.start)")).toHaveCount(2);
  expect(await other.locator(".seega-app .board-wrap").getAttribute("data-board")).toBe(await boardText(page));
  await other.getByRole("button", { name: "Game record" }).click();
  await expect(other.locator(".seega-app .record-dialog .record-text").first()).toHaveValue(shared);
  expect(await other.evaluate(() => location.hash), "the link's fragment is consumed").toBe("");
  const backup = await other.evaluate(() => JSON.parse(localStorage.getItem("seega.game.v1.backup")));
  expect(backup.record).toContain("1. a1,b1 2. e5,d5");
  expect(errors).toEqual([]);
});

test("a broken share link says so and keeps the player's own game", async ({ page }) => {
  const errors = await openApp(page, shareLink("[Size \"5\"]\n1. q9"));
  await expect(page.locator(".seega-app .notice")).toContainText("The shared game could not be read");
  // The engine's reason, in the page's words: where, and what does not read.
  await expect(page.locator(".seega-app .notice")).toContainText("(Line 2, column 4: “q9” is not a cell");
  await expect(status(page)).toHaveText("Black to play: place two stones");
  expect(errors).toEqual([]);
});
