import { expect, test } from "@playwright/test";
import { boardText, clickCell, openGame, stoneOn } from "./board.js";

// Twelve placement turns that leave white, the last placer, a capture: c2-c3 takes c4
// (white on c5 beyond it), and the same stone may go on with c3-c4, taking d4 (white on e4).
const PLACEMENT = [
  ["a1", "b1"], ["c1", "d1"], ["e1", "a2"], ["b2", "c2"], ["d2", "e2"], ["a3", "b3"],
  ["d3", "e3"], ["a4", "b4"], ["c4", "d4"], ["e4", "c5"], ["b5", "a5"], ["d5", "e5"],
];

async function placeAll(page) {
  for (const turn of PLACEMENT) {
    for (const cell of turn) await clickCell(page, cell);
  }
}

test("the first page shows an empty board and black to place", async ({ page }) => {
  const errors = await openGame(page);
  expect(await boardText(page)).toBe("...../...../...../...../.....");
  await expect(page.locator("#phase")).toHaveText("placement");
  await expect(page.locator("#turn")).toHaveText("Black");
  await expect(page.locator("#status")).toHaveText("Black: place two stones");
  await expect(page.locator("#in-hand-black")).toHaveText("12");
  await page.screenshot({ path: "tests/screenshots/start.png" });
  expect(errors).toEqual([]);
});

test("two players place every stone and capture by clicking", async ({ page }) => {
  const errors = await openGame(page);
  await clickCell(page, "c3");
  expect(await boardText(page), "the safe centre takes no stone in placement").toBe("...../...../...../...../.....");
  await placeAll(page);
  await expect(page.locator("#phase")).toHaveText("movement");
  await expect(page.locator("#turn")).toHaveText("White");
  await expect(page.locator("#turns li")).toHaveCount(12);
  await expect(page.locator("#turns li").first()).toHaveText("a1,b1");
  expect(await boardText(page)).toBe("bbwww/wwbbw/ww.bb/bwwbb/bbwwb");

  // White steps c2-c3: the black stone on c4 is taken.
  await clickCell(page, "c2");
  await page.screenshot({ path: "tests/screenshots/selected.png" });
  await clickCell(page, "c3");
  let board = await boardText(page);
  expect(stoneOn(board, "c3")).toBe("w");
  expect(stoneOn(board, "c4")).toBe(".");
  await expect(page.locator("#captured-white")).toHaveText("1");
  await expect(page.locator("#on-board-black")).toHaveText("11");
  await expect(page.locator("#status")).toHaveText("White: capture again with the stone on c3, or stop");
  await expect(page.locator("#end-chain")).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/capture.png" });

  // The chain goes on: the stone on c3 is already selected, c4 takes d4.
  await clickCell(page, "c4");
  board = await boardText(page);
  expect(stoneOn(board, "c4")).toBe("w");
  expect(stoneOn(board, "d4")).toBe(".");
  await expect(page.locator("#captured-white")).toHaveText("2");
  await expect(page.locator("#turn")).toHaveText("Black");
  await expect(page.locator("#end-chain")).toBeHidden();
  await expect(page.locator("#turns li").last()).toHaveText("c2-c3-c4");
  expect(errors).toEqual([]);
});

test("a capture chain stops with the button, and take back restores the turn", async ({ page }) => {
  await openGame(page);
  await placeAll(page);
  const placed = await boardText(page);
  await clickCell(page, "c2");
  await clickCell(page, "c3");
  await page.getByRole("button", { name: "Stop capturing" }).click();
  await expect(page.locator("#turn")).toHaveText("Black");
  await expect(page.locator("#turns li").last()).toHaveText("c2-c3");
  expect(stoneOn(await boardText(page), "d4")).toBe("b");

  await page.getByRole("button", { name: "Take back" }).click();
  expect(await boardText(page)).toBe(placed);
  await expect(page.locator("#turn")).toHaveText("White");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(page.locator("#turn")).toHaveText("Black");
  expect(stoneOn(await boardText(page), "c4")).toBe(".");
});

test("clicks that are not legal change nothing", async ({ page }) => {
  const errors = await openGame(page);
  await clickCell(page, "a1");
  await clickCell(page, "a1");
  expect(await boardText(page)).toBe("...../...../...../...../b....");
  await expect(page.locator("#status")).toHaveText("Black: place your second stone");
  // Outside the grid, in the margin with the coordinates.
  const box = await page.locator("#board").boundingBox();
  await page.mouse.click(box.x + 3, box.y + 3);
  await clickCell(page, "b1");
  await clickCell(page, "a2");
  await clickCell(page, "b2");
  // A white stone cannot be picked up by black, nor moved anywhere in placement.
  await clickCell(page, "a2");
  expect(await boardText(page)).toBe("...../...../...../ww.../bb...");
  await expect(page.locator("#message")).toHaveText("");
  expect(errors).toEqual([]);
});

test("a new game takes the rules and board size chosen", async ({ page }) => {
  await openGame(page);
  await clickCell(page, "a1");
  await page.locator("#preset").selectOption("egyptian");
  await page.locator("#size").selectOption("7");
  await page.getByRole("button", { name: "New game" }).click();
  expect(await boardText(page)).toBe("......./......./......./......./......./......./.......");
  await expect(page.locator("#in-hand-white")).toHaveText("24");
  // The edge opening: black's first stones go on the middle of the left and right edges.
  await clickCell(page, "a1");
  expect(await boardText(page)).toBe("......./......./......./......./......./......./.......");
  await clickCell(page, "a4");
  await clickCell(page, "g4");
  expect(await boardText(page)).toBe("......./......./......./b.....b/......./......./.......");
  await page.screenshot({ path: "tests/screenshots/seven.png" });
});
