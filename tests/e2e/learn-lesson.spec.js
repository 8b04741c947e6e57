import { expect, test } from "./fixtures.js";
import { OTHER, play } from "../pages/driver.js";
import { LOOKS, boardText, clickCell, clickTurn, feedback, fitsTheScreen, keyTurn, learn, ready, settled, watchErrors } from "./learn-helpers.js";
import { chooseFromMenu } from "./game-helpers.js";

// The lesson as a newcomer takes it: opened from the game's menu, a step done by pointer, one
// by keyboard, one failed on purpose and tried again; the whole lesson to the end; and the
// lesson alone in an embed, in each language, on a phone and a desktop.

test("from the game's menu: place by pointer, the centre refused, a move by keyboard, a miss and a retry", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await page.locator(".seega-app .app-menu").getByRole("button", { name: "Learn" }).click();
  await ready(page);
  await expect(page.getByRole("heading", { name: "Placing the stones" })).toBeVisible();
  await expect(page.locator(".learn-source")).toContainText("Source: All the sources");
  // Which game of the name this is: not the 3 × 3 alignment game of schools.
  await expect(page.locator(".learn-same-name")).toContainText("three-in-a-row game on a 3 × 3 board");

  // The centre: the engine refuses it and the lesson says why; nothing changes.
  await clickCell(page, "c3");
  await expect(feedback(page)).toHaveAttribute("data-kind", "miss");
  await expect(feedback(page)).toContainText(/centre/i);
  expect(await boardText(page)).toBe("...../...../...../...../.....");
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  await clickTurn(page, "b2,d2");
  await expect(feedback(page)).toContainText("Well placed");
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  await page.getByRole("button", { name: "Next" }).click();

  // Moving, by keyboard alone.
  await expect(page.getByRole("heading", { name: "Moving a stone" })).toBeVisible();
  await keyTurn(page, "d2-d3");
  await expect(feedback(page)).toContainText("That is a move");
  await page.getByRole("button", { name: "Next" }).press("Enter");

  // Capturing: a move that takes nothing is explained, the board stays until "Try again".
  await expect(page.getByRole("heading", { name: "Capturing" })).toBeVisible();
  await clickTurn(page, "d4-d5");
  await expect(feedback(page)).toContainText("That move took nothing.");
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("button", { name: "Try again" }).click();
  await settled(page);
  expect(await boardText(page)).toBe("....w/...b./...../bw.../..b.w");
  await keyTurn(page, "c1-c2");
  await expect(feedback(page)).toContainText("Captured!");
  expect(await boardText(page)).toBe("....w/...b./...../b.b../....w");
  await expect(page.locator('.learn-step[data-step="capture"]')).toHaveAttribute("data-done", "true");

  // Back to the game, which was kept.
  await page.getByRole("button", { name: "Back to the game" }).click();
  await page.locator(".seega-app .board-wrap[data-board]").waitFor();
  expect(errors).toEqual([]);
});

test("the whole lesson, step by step, to the end", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/embed.html?mode=lesson");
  await ready(page);
  const answers = { place: "b2,d2", move: "d2-d3", capture: "c1-c2", safe: "c1-c2", centre: "b3-c3", double: "c2-c3", chain: "c1-c2-d2", blocked: "d4-e4", barrier: "c2-c3", last: "c1-c2" };
  const steps = await page.locator(".learn-step").evaluateAll((els) => els.map((el) => el.getAttribute("data-step")));
  expect(steps).toEqual(Object.keys(answers));
  for (const [i, step] of steps.entries()) {
    await expect(page.locator('.learn-step[aria-current="step"]')).toHaveAttribute("data-step", step);
    await clickTurn(page, answers[step]);
    if (step === "blocked") {
      // Under the classic rules black moves again while white is blocked.
      await expect(feedback(page)).toContainText("you move again");
      await clickTurn(page, "a3-a4");
    }
    await expect(page.locator(`.learn-step[data-step="${step}"]`)).toHaveAttribute("data-done", "true");
    if (i < steps.length - 1) await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(feedback(page)).toContainText("You win!");
  await settled(page);
  await page.screenshot({ path: "tests/screenshots/learn-lesson-end.png" });
  // The last step leads on to the puzzles.
  await expect(page.getByRole("button", { name: "Puzzles" }).last()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(learn(page).locator(".puzzles-tab")).toHaveAttribute("aria-pressed", "true");
  await ready(page);
  expect(errors).toEqual([]);
});

test("the lesson follows the rules chosen: the Somali rules leave out the chain", async ({ page }) => {
  await page.goto("/embed.html?mode=lesson");
  await ready(page);
  await learn(page).getByLabel("Rules of the lesson").selectOption("somali");
  const steps = await page.locator(".learn-step").evaluateAll((els) => els.map((el) => el.getAttribute("data-step")));
  expect(steps).not.toContain("chain");
  await page.locator('.learn-step[data-step="last"]').click();
  await expect(page.getByRole("heading", { name: "The last stone" })).toBeVisible();
  await expect(page.locator(".learn-source")).toContainText("Source: Somali manual");
  await page.getByRole("button", { name: "Show me" }).click();
  await expect(feedback(page)).toContainText("That was c1-c2");
  await expect(page.locator('.learn-step[data-step="last"]')).toHaveAttribute("data-done", "false");
});

for (const { lang, device, viewport } of LOOKS) {
  test(`the lesson in ${lang} on a ${device}`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto(`/embed.html?mode=lesson&lang=${lang}`);
    await ready(page);
    await expect(learn(page)).toHaveAttribute("lang", lang);
    await expect(learn(page)).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await page.locator('.learn-step[data-step="capture"]').click();
    await clickTurn(page, "d4-d5");
    await expect(feedback(page)).toHaveAttribute("data-kind", "miss");
    await settled(page);
    await fitsTheScreen(page);
    await page.screenshot({ path: `tests/screenshots/learn-lesson-${lang}-${device}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test("a museum page on another site embeds the lesson alone: <seega-game mode=\"lesson\">", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${OTHER}/pages/host.html`);
  await page.locator("#first").evaluate((el) => {
    el.setAttribute("lang", "fr");
    el.setAttribute("mode", "lesson");
  });
  const lesson = page.locator("#first .seega-learn");
  await expect(lesson.getByRole("heading", { name: "Poser les pions" })).toBeVisible();
  await play(page, lesson, ["b2", "d2"]);
  await expect(lesson.locator(".learn-feedback")).toContainText("Bien posé");
  // Back to a game when the attribute goes.
  await page.locator("#first").evaluate((el) => el.removeAttribute("mode"));
  await page.locator("#first .seega-app .board-wrap[data-board]").waitFor();
  expect(errors).toEqual([]);
});

test("on a phone, in Arabic and the dark theme chosen in the settings: what the lesson says after a move is in view with the board, nothing scrolled away", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ar", hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem("seega.game.v1.prefs", JSON.stringify({ theme: "dark" })));
  await page.goto("/");
  await chooseFromMenu(page, "learn-button");
  await ready(page);
  // The theme the player chose, here as in the game.
  await expect(learn(page)).toHaveAttribute("data-theme", "dark");
  await expect(learn(page)).toHaveAttribute("dir", "rtl");
  const inView = async () => {
    const box = async (selector) => /** @type {{ y: number, height: number }} */ (await page.locator(selector).boundingBox());
    const [board, line] = [await box(".seega-learn .learn-board"), await box(".seega-learn .learn-feedback")];
    return { board: board.y >= 0 && board.y + board.height <= 844, line: line.y >= 0 && line.y + line.height <= 844 };
  };
  // The centre, tapped as step 1 invites a newcomer to try: the lesson's answer is in view.
  await page.locator('.seega-learn [data-cell="c3"]').tap();
  await expect(feedback(page)).toHaveAttribute("data-kind", "miss");
  expect(await inView()).toEqual({ board: true, line: true });
  await page.screenshot({ path: "tests/screenshots/learn-phone-ar-dark-centre.png" });
  // A right turn: the praise in view, and the board too.
  for (const cell of ["b2", "d2"]) await page.locator(`.seega-learn [data-cell="${cell}"]`).tap();
  await expect(feedback(page)).toHaveAttribute("data-kind", "ok");
  expect(await inView()).toEqual({ board: true, line: true });
  await page.screenshot({ path: "tests/screenshots/learn-phone-ar-dark-done.png" });
  // The puzzles in the dark theme too.
  await page.locator(".seega-learn .puzzles-tab").click();
  await page.locator(".seega-learn .learn-board[data-board]").waitFor();
  await expect(learn(page)).toHaveAttribute("data-theme", "dark");
  expect(await page.locator(".seega-learn").evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe("rgb(244, 239, 230)");
  expect(errors).toEqual([]);
  await context.close();
});
