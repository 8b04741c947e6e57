import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";

// The analysis board as a player uses it: opened from the game's menu, a position refused
// and put right, a blocked position set up and its legal moves seen, lines played both ways
// with a variation, the engine asked, the link made and opened, a bad link refused, "play
// from here", the keyboard, axe, and the first visit without any of it.

const A = ".seega-analysis";
const board = (page) => page.locator(`${A} .analysis-board`);
const message = (page) => page.locator(`${A} .analysis-message`);
const legal = async (page) => ((await board(page).getAttribute("data-legal")) ?? "").split(" ").filter(Boolean);

/** Collects the page's errors. */
function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return errors;
}

async function settled(page) {
  await page.locator(`${A} canvas[data-animating]`).waitFor({ state: "detached" });
}

/** Clicks `cell` on the board, where it is drawn. */
async function clickCell(page, cell) {
  await settled(page);
  await page.locator(`${A} [data-cell="${cell}"]`).click();
}

/** Opens the analysis board from the game's menu (on the game's position, a new game's empty
 * board, ready to play from), then its editor. */
async function openFromMenu(page) {
  await page.goto("/");
  await page.locator(".seega-app .app-menu").getByRole("button", { name: "Analysis board" }).click();
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("Black to place. In hand: Black 12, White 12.");
  await page.getByRole("button", { name: "Set up from here" }).click();
  await page.locator(`${A} .analysis-editor`).waitFor();
  await page.locator(`${A} [data-cell="a1"]`).waitFor({ state: "attached" });
}

/** Puts `black` and `white` stones on the editor's board. */
async function put(page, { black = [], white = [] }) {
  const brush = page.locator(`${A} .analysis-group`);
  await brush.getByLabel("A black stone").check();
  for (const cell of black) await clickCell(page, cell);
  await brush.getByLabel("A white stone").check();
  for (const cell of white) await clickCell(page, cell);
}

/** Black on a1 and a2 shut in by white; white free to move from e5 and e1 (seven stones: more
 * than the endgame tables hold). */
async function setUpBlocked(page) {
  await page.getByLabel("Phase").selectOption("movement");
  await put(page, { black: ["a1", "a2"], white: ["b1", "b2", "a3", "e5", "e1"] });
  await page.getByLabel("Side to move").selectOption("black");
  await page.getByRole("button", { name: "Play from this position" }).click();
  await expect(page.locator(`${A} .analysis-play`)).toBeVisible();
}

test("a refused position keeps what was set up; a blocked one shows the other side's moves", async ({ page }) => {
  const errors = watchErrors(page);
  await openFromMenu(page);
  // Placing, with a stone on the centre: the engine refuses, and says why.
  await page.getByLabel("Black’s stones in hand").fill("10");
  await page.getByLabel("Black’s stones in hand").dispatchEvent("change");
  await page.getByLabel("White’s stones in hand").fill("12");
  await page.getByLabel("White’s stones in hand").dispatchEvent("change");
  await page.getByLabel("Side to move").selectOption("white");
  await put(page, { black: ["c3"] });
  await page.getByRole("button", { name: "Play from this position" }).click();
  await expect(message(page)).toHaveAttribute("data-kind", "error");
  await expect(message(page)).toContainText("centre");
  await expect(board(page)).toHaveAttribute("data-board", "...../...../..b../...../.....");
  await expect(page.locator(`${A} .analysis-editor`)).toBeVisible();
  // Too many stones: a side with thirteen.
  await page.getByRole("button", { name: "Empty board" }).click();
  await expect(message(page)).toBeHidden();

  await setUpBlocked(page);
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("White to move.");
  const moves = await legal(page);
  expect(moves).toContain("e5-e4");
  expect(moves.every((m) => !m.startsWith("a1") && !m.startsWith("a2"))).toBe(true);
  // A chosen stone's destinations are offered on the board.
  await clickCell(page, "e5");
  await expect(page.locator(`${A} [data-cell="e4"]`)).toHaveAttribute("aria-label", /move here/);
  expect(errors).toEqual([]);
});

test("lines both ways with a variation, the engine's best turns, the link opened elsewhere", async ({ page, context }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openFromMenu(page);
  await setUpBlocked(page);
  await clickCell(page, "e5");
  await clickCell(page, "e4");
  const list = page.locator(`${A} .analysis-moves`);
  await expect(list.getByRole("button", { name: "Turn 1: e5-e4" })).toHaveAttribute("aria-current", "step");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("White to move.");
  await clickCell(page, "e5");
  await clickCell(page, "d5");
  await expect(list.locator(".analysis-variation")).toHaveCount(1);
  await expect(list.getByRole("button", { name: "Turn 1: e5-d5" })).toHaveAttribute("aria-current", "step");
  // Back to the main line's turn, then forward from the start along the main line.
  await list.getByRole("button", { name: "Turn 1: e5-e4" }).click();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.getByRole("button", { name: "Forward" }).click();
  await expect(list.getByRole("button", { name: "Turn 1: e5-e4" })).toHaveAttribute("aria-current", "step");

  // The engine: three turns with values and lines, deepening until stopped.
  await page.getByRole("button", { name: "Ask the engine" }).click();
  await expect(page.locator(`${A} .analysis-lines li`)).toHaveCount(3, { timeout: 20_000 });
  await expect(page.locator(`${A} .analysis-evaluation`)).toContainText("The position:");
  await expect(page.locator(`${A} .analysis-progress`)).toContainText(/Thinking: depth|Searched/);
  // Stopped, unless it reaches the deepest first (then Stop is disabled, and the click gives up).
  await page.getByRole("button", { name: "Stop" }).click({ timeout: 3_000 }).catch(() => {});
  await expect(page.getByRole("button", { name: "Ask the engine" })).toBeEnabled();
  await page.getByRole("button", { name: "Show the best turn" }).click();
  await expect(page.getByRole("button", { name: "Show the best turn" })).toHaveAttribute("aria-pressed", "true");

  // The link and the record; the link opens the same position and line in another page.
  await page.getByRole("button", { name: "Make the link and the record" }).click();
  const link = await page.locator(`${A} .analysis-link`).inputValue();
  // The lines, the engine's answers and the link: axe finds nothing.
  expect((await new AxeBuilder({ page }).include(A).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(link).toContain("#analysis=");
  await expect(page.locator(`${A} .analysis-record`)).toHaveValue(/\[Setup "\.\.\.\.w\/\.\.\.\.\.\/w\.\.\.\.\/bw\.\.\.\/bw\.\.w b"\]/);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator(`${A} .analysis-message`)).toHaveText("The position and the line of the link are open.");
  await expect(other.locator(`${A} .analysis-moves`).getByRole("button", { name: "Turn 1: e5-e4" })).toHaveAttribute("aria-current", "step");
  await expect(other.locator(`${A} .analysis-board`)).toHaveAttribute("data-board", await board(page).getAttribute("data-board"));
  expect(errors).toEqual([]);
});

test("on 5x5 with six stones or fewer, the endgame tables' exact verdict", async ({ page }) => {
  test.setTimeout(240_000);
  await openFromMenu(page);
  await page.getByLabel("Phase").selectOption("movement");
  await put(page, { black: ["a1", "b3"], white: ["c1", "e5", "d4"] });
  await page.getByLabel("Side to move").selectOption("white");
  await page.getByRole("button", { name: "Play from this position" }).click();
  await page.getByRole("button", { name: "Ask the engine" }).click();
  await expect(page.locator(`${A} .analysis-progress`)).toContainText("Building the endgame tables");
  await expect(page.locator(`${A} .analysis-verdict`)).toHaveText(/^The tables: (White wins in \d+ turns|Black wins in \d+ turns|a draw|(White|Black) wins on the count of stones)\.$/, { timeout: 220_000 });
  await expect(page.locator(`${A} .analysis-lines li`).first()).toBeVisible();
});

test("a puzzle's position opens on the analysis board", async ({ page }) => {
  await page.goto("/#puzzles");
  const puzzleBoard = await page.locator(".seega-learn .learn-board[data-board]").getAttribute("data-board");
  await page.getByRole("link", { name: "Analyse this position" }).click();
  await expect(page.locator(`${A} .analysis-play`)).toBeVisible();
  await expect(board(page)).toHaveAttribute("data-board", puzzleBoard);
});

test("a bad link is refused with its reason and nothing is lost", async ({ page }) => {
  await page.goto(`/#analysis=${encodeURIComponent('[Size "5"]\n[Setup "...../...../..b../...../..... w 10 12"]')}`);
  await expect(message(page)).toHaveAttribute("data-kind", "error");
  await expect(message(page)).toContainText("refused");
  await expect(message(page)).toContainText("centre");
  await expect(page.locator(`${A} .analysis-editor`)).toBeVisible();
  await page.goto("/#analysis=%5BSize%20%225%22%5D%0Azz9");
  await expect(message(page)).toContainText("refused");
});

test("play from here: the game takes the position, against a friend on the device", async ({ page }) => {
  await openFromMenu(page);
  await setUpBlocked(page);
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page.locator(".seega-app .board-wrap[data-board]")).toHaveAttribute("data-board", "....w/...../w..../bw.../bw..w");
});

test("the keyboard sets up and plays; axe finds nothing in the editor or the lines", async ({ page }) => {
  await openFromMenu(page);
  expect((await new AxeBuilder({ page }).include(A).analyze()).violations.map((v) => v.id)).toEqual([]);
  // The brush by keyboard, then the board's grid: arrows and Enter.
  await page.locator(`${A} [data-cell="a1"]`).focus();
  await page.keyboard.press("Enter");
  await expect(board(page)).toHaveAttribute("data-board", "...../...../...../...../b....");
  await page.getByRole("button", { name: "Empty board" }).click();
  await page.getByRole("button", { name: "Play from this position" }).click();
  await page.locator(`${A} [data-cell="a1"]`).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.locator(`${A} .analysis-moves`).getByRole("button", { name: "Turn 1: a1,b1" })).toBeVisible();
  expect((await new AxeBuilder({ page }).include(A).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test("a capture in a line played out is said, as the game says it", async ({ page }) => {
  const errors = watchErrors(page);
  await openFromMenu(page);
  await page.getByLabel("Phase").selectOption("movement");
  await put(page, { black: ["a1", "c2", "e1"], white: ["b1", "e5", "e4"] });
  await page.getByLabel("Side to move").selectOption("black");
  await page.getByRole("button", { name: "Play from this position" }).click();
  await expect(page.locator(`${A} .analysis-play`)).toBeVisible();
  await clickCell(page, "c2");
  await clickCell(page, "c1");
  await expect(message(page)).toHaveText("Black takes the stone on b1.");
  await expect(message(page)).toHaveAttribute("role", "status");
  // The next turn, which takes nothing, says nothing more.
  await clickCell(page, "e5");
  await clickCell(page, "d5");
  await expect(message(page)).toBeHidden();
  expect(errors).toEqual([]);
});
