import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.js";
import { dailyIndex } from "../../web/learn/puzzle-book.js";
import { LOOKS, boardText, clickTurn, feedback, fitsTheScreen, keyTurn, learn, ready, settled, watchErrors } from "./learn-helpers.js";

// The puzzles as a player meets them: the puzzle of the day first, one solved by pointer and
// one (a win in two, with the engine's reply between) by keyboard, one failed on purpose, a
// hint, the solution shown, and the progress kept over a reload; in each language.

const { puzzles } = JSON.parse(readFileSync(new URL("../../web/learn/puzzles.json", import.meta.url), "utf8"));
const capture = puzzles.findIndex((p) => p.kind === "capture" && p.size === 5 && p.preset === "classic");
const win = puzzles.findIndex((p) => p.kind === "win" && p.goal === 2);
const picker = (page) => learn(page).locator("select.learn-select");

/** A legal turn of the puzzle's side that is not the solution: a step of one of its stones. */
async function wrongTurn(page, solution) {
  const legal = ((await page.locator(".seega-learn .learn-board").getAttribute("data-legal")) ?? "").split(" ");
  return legal.find((a) => a.includes("-") && a !== solution && !solution.startsWith(`${a}-`));
}

test("the puzzle of the day, one solved by pointer, one failed on purpose, progress kept", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await page.locator(".seega-app .app-menu").getByRole("button", { name: "Learn" }).click();
  await page.locator(".seega-learn .puzzles-tab").click();
  await ready(page);
  await expect(learn(page).getByLabel("Choose a puzzle")).toHaveValue(String(dailyIndex(new Date(), puzzles.length)));
  await expect(learn(page).locator(".learn-text")).toContainText("Puzzle of the day");

  await picker(page).selectOption(String(capture));
  const p = puzzles[capture];
  await expect(page.getByRole("heading", { name: `Take ${p.goal} stones this turn` })).toBeVisible();
  expect(await boardText(page)).toBe(p.board);

  // Wrong on purpose: the page says what the move took against the goal, and waits.
  const wrong = await wrongTurn(page, p.solution[0]);
  await clickTurn(page, wrong);
  await expect(feedback(page)).toHaveAttribute("data-kind", "miss");
  await expect(feedback(page)).toContainText(`the best move takes ${p.goal}`);
  await page.getByRole("button", { name: "Try again" }).click();
  await settled(page);
  expect(await boardText(page)).toBe(p.board);

  // A hint names the stone to move; then the solution by pointer.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(feedback(page)).toContainText(`Move the stone on ${p.solution[0].slice(0, 2)}.`);
  await clickTurn(page, p.solution[0]);
  await expect(feedback(page)).toHaveText("Solved!");
  await expect(picker(page).locator("option:checked")).toContainText("(solved)");

  // The progress survives a reload.
  await page.reload();
  await page.locator(".seega-app .app-menu").getByRole("button", { name: "Learn" }).click();
  await page.locator(".seega-learn .puzzles-tab").click();
  await ready(page);
  await picker(page).selectOption(String(capture));
  await expect(learn(page).locator(".learn-source")).toHaveText("You have solved this one before.");
  expect(errors).toEqual([]);
});

test("a win in two by keyboard: the engine answers between the two turns", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/embed.html?mode=puzzles");
  await ready(page);
  const p = puzzles[win];
  await picker(page).selectOption(String(win));
  await expect(page.getByRole("heading", { name: "Win in 2 turns" })).toBeVisible();
  await keyTurn(page, p.solution[0]);
  await expect(feedback(page)).toContainText(`answers ${p.solution[1]}`);
  await settled(page);
  await keyTurn(page, p.solution[2]);
  await expect(feedback(page)).toHaveText("Solved!");
  await page.screenshot({ path: "tests/screenshots/learn-puzzle-solved.png" });
  expect(errors).toEqual([]);
});

test("the solution, shown on request, is played out on the board", async ({ page }) => {
  await page.goto("/embed.html?mode=puzzles");
  await ready(page);
  await picker(page).selectOption(String(win));
  await page.getByRole("button", { name: "Show the solution" }).click();
  await expect(feedback(page)).toContainText(`The solution: ${puzzles[win].solution.join(" ")}`);
  await expect(page.getByRole("button", { name: "Try again" })).toBeFocused({ timeout: 10_000 });
  await settled(page);
  expect(await boardText(page)).not.toBe(puzzles[win].board);
});

for (const { lang, device, viewport } of LOOKS) {
  test(`the puzzles in ${lang} on a ${device}`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto(`/embed.html?mode=puzzles&lang=${lang}`);
    await ready(page);
    await expect(learn(page)).toHaveAttribute("lang", lang);
    await picker(page).selectOption(String(capture));
    await page.locator(".seega-learn .learn-button.hint").click();
    await expect(feedback(page)).toContainText(puzzles[capture].solution[0].slice(0, 2));
    await settled(page);
    await fitsTheScreen(page);
    await page.screenshot({ path: `tests/screenshots/learn-puzzles-${lang}-${device}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
