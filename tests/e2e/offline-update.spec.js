import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.js";
import { board, boardText, controlled, overlapsOf, play } from "../pages/driver.js";
import { serveDirectory } from "../pages/server.mjs";

// A desktop's window, where the board is as tall as the window allows: a bar over the bottom of
// the page would cover its bottom row.
test.use({ viewport: { width: 1280, height: 800 } });

test("a new build takes over: it installs, the page offers to reload, the old cache goes, the game stays and the new build plays offline", async ({ page }) => {
  const site = mkdtempSync(join(tmpdir(), "seega-site-"));
  cpSync("dist", site, { recursive: true });
  const server = serveDirectory({ mounts: [["/", site]] });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    await page.goto(`${origin}/`);
    await board(page).waitFor();
    await controlled(page);
    const [first] = await page.evaluate(() => caches.keys());
    expect(first).toMatch(/^seega-/);
    // A game under way when the update comes.
    await play(page, page, ["a1", "b1", "e5"]);
    const game = await boardText(page);
    expect(game).toBe("....w/...../...../...../bb...");

    // Deploy a new build: a changed page, and so a service worker of another version.
    const worker = readFileSync(join(site, "sw.js"), "utf8");
    writeFileSync(join(site, "sw.js"), worker.replace(/const VERSION = "([^"]+)";/, 'const VERSION = "$1next";'));
    const html = readFileSync(join(site, "index.html"), "utf8");
    writeFileSync(join(site, "index.html"), html.replace("</head>", '<meta name="seega-build" content="next">\n</head>'));

    await page.reload();
    await board(page).waitFor();
    const boardBox = await board(page).boundingBox();
    await expect(page.locator('meta[name="seega-build"]'), "the old version serves until the player agrees").toHaveCount(0);
    await expect(page.locator("#seega-update")).toBeAttached();
    // The bar covers nothing of the game, and the board did not move for it.
    expect(await overlapsOf(page, "#seega-update")).toEqual([]);
    expect(await board(page).boundingBox()).toEqual(boardBox);
    await page.locator("#seega-update").scrollIntoViewIfNeeded();
    await expect(page.locator("#seega-update")).toBeVisible();
    await page.screenshot({ path: "tests/screenshots/update-ready.png" });
    await page.locator("#seega-update button").click();
    // The reload goes through the new worker taking over, once it has fetched the whole
    // offline cache: given longer on a busy machine.
    await expect(page.locator('meta[name="seega-build"]')).toHaveCount(1, { timeout: 30_000 });
    await board(page).waitFor();
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([`${first}next`]);
    expect(await boardText(page), "the saved game survives the update").toBe(game);

    // The new build is the offline copy: with the site gone, it still opens, with the game.
    await new Promise((done) => server.close(done));
    await page.reload();
    await board(page).waitFor();
    await expect(page.locator('meta[name="seega-build"]')).toHaveCount(1);
    expect(await boardText(page)).toBe(game);
  } finally {
    server.close();
    rmSync(site, { recursive: true, force: true });
  }
});
