import { expect, test } from "./fixtures.js";
import { SITE, board, boardText, controlled, foreignOrigins, play, watch } from "../pages/driver.js";

test("a page visited once loads and plays with the network off", async ({ page, context }) => {
  const { errors, requests } = watch(context, page);
  await page.goto(`${SITE}/`);
  await board(page).waitFor();
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await board(page).waitFor();
  expect(await boardText(page)).toBe("...../...../...../...../.....");
  await play(page, page, ["a1", "b1", "e5", "d5"]);
  expect(await boardText(page)).toBe("...ww/...../...../...../bb...");
  await page.screenshot({ path: "tests/screenshots/offline.png" });

  // The page for frames too, with options in its query that the cache never saw.
  await page.goto(`${SITE}/embed.html?size=7&theme=dark`);
  await board(page).waitFor();
  await play(page, page, ["a1", "g7"]);
  expect(await boardText(page)).toBe("......b/......./......./......./......./......./b......");

  expect(errors).toEqual([]);
  expect(foreignOrigins(requests, [SITE])).toEqual([]);
});

test("a kiosk's exhibit, the printable kit and the tabletop open with the network off once the site was visited", async ({ page, context }) => {
  const { errors } = watch(context, page);
  await page.goto(`${SITE}/`);
  await board(page).waitFor();
  await controlled(page);

  await context.setOffline(true);
  await page.goto("about:blank");
  await page.goto(`${SITE}/#exhibit&languages=fr,en&opponent=human`);
  await page.locator(".exhibit-attract canvas[data-board]").waitFor();
  await page.locator('.exhibit-start[data-lang="fr"]').click({ force: true });
  const app = page.locator(".seega-app[data-exhibit]");
  for (const cell of ["a1", "b1"]) await app.locator(`[data-cell="${cell}"]`).click();
  await expect(app.locator(".board-wrap canvas")).toHaveAttribute("data-board", "...../...../...../...../bb...");
  await page.goto("about:blank");
  await page.goto(`${SITE}/#print&lang=ar`);
  await expect(page.locator(".print-qr")).toHaveCount(1);
  await page.goto("about:blank");
  await page.goto(`${SITE}/#tabletop`);
  await page.locator(".seega-app[data-tabletop] .tabletop-far").waitFor();
  expect(errors).toEqual([]);
});
