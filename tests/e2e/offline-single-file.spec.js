import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { expect, test } from "./fixtures.js";
import { board, boardText, play, watch } from "../pages/driver.js";
import { emptyCells } from "../shared/game.js";
import { SINGLE_FILE_BUDGET } from "../../scripts/budget.mjs";

const singleFile = pathToFileURL(join(process.cwd(), "dist", "seega.html")).href;
const local = (urls) => urls.filter((url) => !/^(file|data|blob):/.test(url));

test("the single file plays from disk: two players", async ({ page, context }) => {
  const { errors, requests } = watch(context, page);
  await page.goto(singleFile);
  await board(page).waitFor();
  await play(page, page, ["a1", "b1", "e5", "d5", "a2", "b2"]);
  expect(await boardText(page)).toBe("...ww/...../...../bb.../bb...");
  await page.screenshot({ path: "tests/screenshots/single-file.png" });
  expect(errors).toEqual([]);
  expect(local(requests)).toEqual([]);
});

test("the single file plays from disk: the computer answers from its worker", async ({ page, context }) => {
  const { errors, requests } = watch(context, page);
  const workers = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  // A share link's fragment sets the opponent: a game with no turns yet, against level 1.
  await page.goto(`${singleFile}#${new URLSearchParams({ record: '[Size "5"]', opponent: "computer", level: "1", human: "black" })}`);
  await board(page).waitFor();
  await play(page, page, ["a1", "b1"]);
  await expect.poll(async () => (await boardText(page)).replaceAll(/[^w]/g, "").length, { timeout: 15_000 }).toBe(2);
  // The computer's drops depend on its seed: take the first two cells it left empty.
  await play(page, page, emptyCells(await boardText(page)).slice(0, 2));
  await expect.poll(async () => (await boardText(page)).replaceAll(/[^w]/g, "").length, { timeout: 15_000 }).toBe(4);
  expect(workers.some((url) => url.startsWith("blob:")), "the search ran in a worker").toBe(true);
  expect(errors).toEqual([]);
  expect(local(requests)).toEqual([]);
});

test("the single file keeps within its budget", () => {
  const gzipped = gzipSync(readFileSync(join(process.cwd(), "dist", "seega.html")), { level: 9 }).length;
  console.log(`the single file: ${(gzipped / 1024).toFixed(1)} KiB gzipped (budget ${(SINGLE_FILE_BUDGET / 1024).toFixed(1)} KiB)`);
  expect(gzipped).toBeLessThanOrEqual(SINGLE_FILE_BUDGET);
});
