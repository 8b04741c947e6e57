import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { board, boardText, play, watch } from "../pages/driver.js";

const singleFile = pathToFileURL(join(process.cwd(), "dist", "seega.html")).href;

test("the single file plays from disk", async ({ page, context }) => {
  const { errors, requests } = watch(context, page);
  await page.goto(singleFile);
  await board(page).waitFor();
  await play(page, page, ["a1", "b1", "e5", "d5", "a2", "b2"]);
  expect(await boardText(page)).toBe("...ww/...../...../bb.../bb...");
  await page.screenshot({ path: "tests/screenshots/single-file.png" });
  expect(errors).toEqual([]);
  expect(requests.filter((url) => !/^(file|data|blob):/.test(url))).toEqual([]);
});
