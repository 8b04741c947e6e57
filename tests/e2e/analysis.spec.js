import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { chooseFromMenu } from "./game-helpers.js";

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
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("Black to play: place two stones. In hand: Black 12, White 12.");
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
  await page.getByLabel("Side to move").selectOption("white");
  await put(page, { black: ["c3", "a1"] });
  await expect(page.getByLabel("Black’s stones in hand")).toHaveValue("10");
  await page.getByRole("button", { name: "Play from this position" }).click();
  await expect(message(page)).toHaveAttribute("data-kind", "error");
  await expect(message(page)).toContainText("centre");
  await expect(board(page)).toHaveAttribute("data-board", "...../...../..b../...../b....");
  await expect(page.locator(`${A} .analysis-editor`)).toBeVisible();
  // Too many stones: a side with thirteen.
  await page.getByRole("button", { name: "Empty board" }).click();
  await expect(message(page)).toBeHidden();

  await setUpBlocked(page);
  // Black is blocked: said as the game page says it.
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("Black cannot move: White moves again.");
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
  await expect(list.getByRole("button", { name: "Turn 1: e5-e4 (White)" })).toHaveAttribute("aria-current", "step");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("Black cannot move: White moves again.");
  await clickCell(page, "e5");
  await clickCell(page, "d5");
  await expect(list.locator(".analysis-variation")).toHaveCount(1);
  await expect(list.getByRole("button", { name: "Turn 1: e5-d5 (White)" })).toHaveAttribute("aria-current", "step");
  // Back to the main line's turn, then forward from the start along the main line.
  await list.getByRole("button", { name: "Turn 1: e5-e4 (White)" }).click();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.getByRole("button", { name: "Forward" }).click();
  await expect(list.getByRole("button", { name: "Turn 1: e5-e4 (White)" })).toHaveAttribute("aria-current", "step");

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
  await expect(other.locator(`${A} .analysis-moves`).getByRole("button", { name: "Turn 1: e5-e4 (White)" })).toHaveAttribute("aria-current", "step");
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
  await expect(page.locator(`${A} .analysis-moves`).getByRole("button", { name: "Turn 1: a1,b1 (Black)" })).toBeVisible();
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

test("the hands follow the stones put on the board, and stay editable; the engine judges", async ({ page }) => {
  const errors = watchErrors(page);
  await openFromMenu(page);
  const hand = (side) => page.getByLabel(`${side}’s stones in hand`);
  await put(page, { black: ["a1", "b1"] });
  await expect(hand("Black")).toHaveValue("10");
  await expect(hand("White")).toHaveValue("12");
  // A stone taken off (the same stone again) goes back to its hand.
  const blackBrush = page.locator(`${A} .analysis-group`).getByLabel("A black stone");
  await blackBrush.check();
  await clickCell(page, "b1");
  await expect(hand("Black")).toHaveValue("11");
  await put(page, { black: ["b1"], white: ["e5", "d5"] });
  await expect(hand("Black")).toHaveValue("10");
  await expect(hand("White")).toHaveValue("10");
  // Edited by hand: two black stones taken; the hand follows the board from there.
  await hand("Black").fill("8");
  await hand("Black").dispatchEvent("change");
  await put(page, { black: ["c1"] });
  await expect(hand("Black")).toHaveValue("7");
  await blackBrush.check();
  await clickCell(page, "c1");
  await expect(hand("Black")).toHaveValue("8");
  await hand("Black").fill("10");
  await hand("Black").dispatchEvent("change");
  // Two stones each, ten in hand each, black to move: the engine takes it.
  await page.getByRole("button", { name: "Play from this position" }).click();
  await expect(page.locator(`${A} .analysis-play`)).toBeVisible();
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("Black to play: place two stones. In hand: Black 10, White 10.");
  // Who plays the set-up's first turn is said before any turn is played.
  await expect(page.locator(`${A} .analysis-none`)).toHaveText("No turn played yet: Black plays first from this position.");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "tests/screenshots/analysis-hands-phone.png", fullPage: true });
  expect(errors).toEqual([]);
});

test("a placement turn is marked whole, the list has the sides' dots, and a link's last turn is marked", async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto("/#analysis");
  await page.getByRole("button", { name: "Play from this position" }).click();
  await clickCell(page, "a1");
  // The first stone of the turn under way is marked; then both.
  await expect(board(page)).toHaveAttribute("data-marked", "a1");
  await clickCell(page, "b1");
  await expect(board(page)).toHaveAttribute("data-marked", "a1 b1");
  await clickCell(page, "e5");
  await clickCell(page, "d5");
  await expect(board(page)).toHaveAttribute("data-marked", "e5 d5");
  const list = page.locator(`${A} .analysis-moves`);
  await expect(list.getByRole("button", { name: "Turn 1: a1,b1 (Black)" }).locator(".swatch.black")).toBeVisible();
  await expect(list.getByRole("button", { name: "Turn 2: e5,d5 (White)" }).locator(".swatch.white")).toBeVisible();
  // A turn chosen in the list is marked too.
  await list.getByRole("button", { name: "Turn 1: a1,b1 (Black)" }).click();
  await expect(board(page)).toHaveAttribute("data-marked", "a1 b1");
  await list.getByRole("button", { name: "Turn 2: e5,d5 (White)" }).click();
  await page.screenshot({ path: "tests/screenshots/analysis-marked.png" });
  await page.getByRole("button", { name: "Make the link and the record" }).click();
  const link = await page.locator(`${A} .analysis-link`).inputValue();
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator(`${A} .analysis-board`)).toHaveAttribute("data-marked", "e5 d5");
  await expect(other.locator(`${A} .analysis-moves .swatch`)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("a set-up with white to move says so, and white's turn is listed as white's", async ({ page }) => {
  await openFromMenu(page);
  await page.getByLabel("Phase").selectOption("movement");
  await put(page, { black: ["a1", "c2"], white: ["e5", "e4"] });
  await page.getByLabel("Side to move").selectOption("white");
  await page.getByRole("button", { name: "Play from this position" }).click();
  await expect(page.locator(`${A} .analysis-none`)).toHaveText("No turn played yet: White plays first from this position.");
  await clickCell(page, "e5");
  await clickCell(page, "d5");
  await expect(page.locator(`${A} .analysis-moves`).getByRole("button", { name: "Turn 1: e5-d5 (White)" }).locator(".swatch.white")).toBeVisible();
});

test("the engine's values in one decimal, its depth in words, each line shown and played with a click", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openFromMenu(page);
  await page.getByLabel("Phase").selectOption("movement");
  await put(page, { black: ["a1", "b3", "c1", "d1", "e2"], white: ["a5", "b5", "c5", "d4", "e4", "a2"] });
  await page.getByLabel("Side to move").selectOption("black");
  await page.getByRole("button", { name: "Play from this position" }).click();
  await page.getByRole("button", { name: "Ask the engine" }).click();
  const items = page.locator(`${A} .analysis-lines li`);
  await expect(items).toHaveCount(3, { timeout: 20_000 });
  // Stopped (unless it reached the deepest first): the depth searched, in its plural form.
  await page.getByRole("button", { name: "Stop" }).click({ timeout: 3_000 }).catch(() => {});
  await expect(page.locator(`${A} .analysis-progress`)).toHaveText(/^Searched (1 turn|([02-9]|\d\d) turns) deep\.$/, { timeout: 60_000 });
  // Values to one decimal, as the review says them.
  for (const text of [await page.locator(`${A} .analysis-evaluation`).textContent(), ...(await items.locator(".analysis-line-value").allTextContents())]) {
    expect(text).not.toMatch(/\d\.\d\d/);
    expect(text).toMatch(/even|ahead by \d+(\.\d)? stones?|forced win/);
  }
  // Each of the three turns shows its line, as buttons.
  for (let i = 0; i < 3; i += 1) expect(await items.nth(i).locator(".analysis-line-play").count()).toBeGreaterThan(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await items.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/screenshots/analysis-lines-phone.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The second turn of the third line, clicked: its line to there is played onto the board.
  const turns = await items.nth(2).locator(".analysis-line-play").allTextContents();
  await items.nth(2).locator(".analysis-line-play").nth(1).click();
  const list = page.locator(`${A} .analysis-moves`);
  await expect(list.locator(".analysis-turn[aria-current]")).toHaveAccessibleName(new RegExp(`^Turn 2: ${turns[1]} \\((Black|White)\\)`));
  await expect(list.getByRole("button", { name: new RegExp(`^Turn 1: ${turns[0]} \\(Black\\)`) })).toBeVisible();
  // The list's new layout brings "Ask the engine" under the pointer: its hover stays readable.
  expect((await new AxeBuilder({ page }).include(A).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

test("the link carries the variations, and a link without them still opens", async ({ page, context }) => {
  const errors = watchErrors(page);
  await openFromMenu(page);
  await setUpBlocked(page);
  await clickCell(page, "e5");
  await clickCell(page, "e4");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await clickCell(page, "e5");
  await clickCell(page, "d5");
  await clickCell(page, "e1");
  await clickCell(page, "d1");
  await page.getByRole("button", { name: "Make the link and the record" }).click();
  const link = await page.locator(`${A} .analysis-link`).inputValue();
  expect(link).toContain("&lines=");
  const other = await context.newPage();
  await other.goto(link);
  const list = other.locator(`${A} .analysis-moves`);
  await expect(list.locator(".analysis-variation")).toHaveCount(1);
  await expect(list.getByRole("button", { name: "Turn 1: e5-e4 (White)" })).toBeVisible();
  await expect(list.getByRole("button", { name: "Turn 2: e1-d1 (White)" })).toHaveAttribute("aria-current", "step");
  await expect(other.locator(`${A} .analysis-board`)).toHaveAttribute("data-board", await board(page).getAttribute("data-board"));
  // The link as it was made before variations: the record alone.
  const old = link.split("&lines=")[0];
  const third = await context.newPage();
  await third.goto(old);
  await expect(third.locator(`${A} .analysis-message`)).toHaveText("The position and the line of the link are open.");
  await expect(third.locator(`${A} .analysis-variation`)).toHaveCount(0);
  await expect(third.locator(`${A} .analysis-moves`).getByRole("button", { name: "Turn 2: e1-d1 (White)" })).toHaveAttribute("aria-current", "step");
  // Lines that do not play are refused with the engine's reason; nothing opens.
  const fourth = await context.newPage();
  await fourth.goto(`${old}&lines=${encodeURIComponent("e5-d5 e1-d1 (a1-a9)")}`);
  await expect(fourth.locator(`${A} .analysis-message`)).toHaveAttribute("data-kind", "error");
  await expect(fourth.locator(`${A} .analysis-message`)).toContainText("The lines of this analysis link were refused");
  expect(errors).toEqual([]);
});

for (const [lang, locale] of [["en", "en-US"], ["fr", "fr-FR"], ["ar", "ar-EG"], ["so", "so-SO"]]) {
  test.describe(`the rule options in ${lang}`, () => {
    test.use({ locale });

    test(`every rule option is named in words, no catalog key (${lang})`, async ({ page }) => {
      await page.goto("/#analysis");
      await page.locator(`${A} .analysis-details summary`).first().click();
      const details = page.locator(`${A} .analysis-options`);
      await expect(details).toBeVisible();
      const text = await details.evaluate((el) => [/** @type {HTMLElement} */ (el).innerText, ...[...el.querySelectorAll("option")].map((o) => o.textContent)].join("\n"));
      expect(text).not.toMatch(/option\.\w+/);
      if (lang === "en") {
        await expect(details.getByLabel("Places first")).toHaveValue("black");
        await expect(details.getByLabel("Places first").locator("option")).toHaveText(["Black", "White"]);
      }
      if (lang === "ar") await page.screenshot({ path: "tests/screenshots/analysis-options-ar.png", fullPage: true });
    });
  });
}

test("on a phone, in the dark theme chosen in the settings: the status and the engine's answer under the board, and the game started from the top", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem("seega.game.v1.prefs", JSON.stringify({ theme: "dark" })));
  await page.goto("/");
  // On a phone the page's menu is behind its button.
  await chooseFromMenu(page, "analysis-button");
  await expect(page.locator(`${A} .analysis-status`)).toHaveText("Black to play: place two stones. In hand: Black 12, White 12.");
  // The theme the player chose, as in the game and the lesson.
  await expect(page.locator(A)).toHaveAttribute("data-theme", "dark");
  expect(await page.locator(A).evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe("rgb(244, 239, 230)");
  await clickCell(page, "a1");
  await clickCell(page, "b1");
  await expect(page.locator(`${A} .analysis-status`)).toContainText("White to play");
  await page.getByRole("button", { name: "Ask the engine" }).click();
  await expect(page.locator(`${A} .analysis-lines li`)).toHaveCount(3, { timeout: 30_000 });
  await page.evaluate(() => scrollTo(0, 0));
  const box = async (selector) => /** @type {{ y: number, height: number }} */ (await page.locator(selector).first().boundingBox());
  const [boardBox, status, evaluation, line] = [await box(`${A} .analysis-board`), await box(`${A} .analysis-status`), await box(`${A} .analysis-evaluation`), await box(`${A} .analysis-lines li`)];
  const foot = boardBox.y + boardBox.height;
  // The status right under the board, the engine's judgement and its first line on the screen
  // with the board's lower half (they came after the turns played and their buttons).
  expect(status.y - foot).toBeLessThan(120);
  expect(evaluation.y).toBeGreaterThan(status.y);
  expect(line.y + line.height - (boardBox.y + boardBox.height / 2)).toBeLessThanOrEqual(844);
  await page.screenshot({ path: "tests/screenshots/analysis-phone-dark-engine.png" });
  // "Start the game", at the foot of the page: the game opens at its top, its board in view.
  const start = page.getByRole("button", { name: "Start the game" });
  await start.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await start.click();
  const game = page.locator(".seega-app .board-wrap[data-board]");
  await expect(game).toHaveAttribute("data-board", "...../...../...../...../bb...");
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  const gameBoard = /** @type {{ y: number, height: number }} */ (await game.boundingBox());
  expect(gameBoard.y).toBeGreaterThanOrEqual(0);
  expect(gameBoard.y).toBeLessThan(844 / 2);
  await page.screenshot({ path: "tests/screenshots/analysis-phone-dark-started.png" });
  expect(errors).toEqual([]);
  await context.close();
});
