import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { PLACEMENT, boardText, clickTurn, legal, moves, newGame, openApp, status } from "./game-helpers.js";

// A game with a friend by link: two browsers (two contexts, as two devices) play it by
// sending each other links; each page only lets its player move their own stones; an old
// link, a link whose turns are illegal and one with the reader's own side's turns are
// refused with the reason, and the game kept is never overwritten.

const notice = (page) => page.locator(".seega-app .notice");
const link = (page) => page.locator(".seega-app .friend-link");

/** Opens a friend's link in `page`, as a visitor following it would. */
async function follow(page, url) {
  await page.goto("about:blank");
  await openApp(page, url.replace(/^https?:\/\/[^/]+/, ""));
}

test("two players play a friend game by links to a capture; old, tampered and forged links are refused", async ({ browser }) => {
  // Two visitors and a dozen page loads: a long journey, given twice the usual time.
  test.setTimeout(60_000);
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const errors = [...(await openApp(a)), ...(await openApp(b))];
  // B was playing a game on its own device: the friend's links keep it aside, whole.
  await clickTurn(b, "e5,d5");

  // A starts a game with a friend, playing black, and plays the first turn.
  await newGame(a, async (dialog) => {
    await dialog.getByLabel("Opponent").selectOption("friend");
    await expect(dialog.getByLabel("Computer’s level")).toBeHidden();
    await dialog.getByLabel("You play").selectOption("black");
  });
  await expect(a.locator(".seega-app .undo")).toBeHidden();
  await clickTurn(a, PLACEMENT[0]);
  await expect(a.locator(".seega-app .friend-text")).toHaveText("Send this link to your friend: it holds the game and your turn.");
  await expect(link(a)).toBeVisible();
  // It is the friend's turn: this page takes no action of theirs.
  expect(await a.locator(".seega-app .board-wrap").getAttribute("data-legal")).toBe("");
  let sent = await link(a).inputValue();
  expect(sent).toMatch(/#friend=[a-z0-9]{10}&side=white&length=\d+&record=/);
  const first = sent;

  // The turns go back and forth by link, to the end of placement.
  for (let i = 1; i < PLACEMENT.length; i += 1) {
    const [to, from] = i % 2 === 1 ? [b, a] : [a, b];
    await follow(to, sent);
    await expect(notice(to)).toContainText(
      i === 1 ? "Your friend has started a game with you and played its first turn: you play White, and it is your turn." : "Your friend has played: it is your turn.",
    );
    // The page that sent the link waits: its board takes nothing.
    expect(await from.locator(".seega-app .board-wrap").getAttribute("data-legal")).toBe("");
    await clickTurn(to, PLACEMENT[i]);
    // White places last and moves first: its page offers no link but the board.
    if (i < PLACEMENT.length - 1) {
      await expect(link(to)).toBeVisible();
      sent = await link(to).inputValue();
    }
  }
  const backup = await b.evaluate(() => JSON.parse(localStorage.getItem("seega.game.v1.backup") ?? "null"));
  expect(backup.settings.opponent).toBe("human");
  expect(backup.record).toContain("1. e5,d5");
  // White (B) captures on its own first move.
  await expect(moves(b)).toHaveCount(12);
  await expect(link(b)).toBeHidden();
  await clickTurn(b, "c2-c3");
  await b.locator(".seega-app .end-chain").click();
  await expect(b.locator(".seega-app .player.white [data-count=\"captured\"]")).toHaveText("1");
  await expect(link(b)).toBeVisible();
  const capture = await link(b).inputValue();
  await follow(a, capture);
  await expect(notice(a)).toContainText("Your friend has played");
  await expect(a.locator(".seega-app .player.white [data-count=\"captured\"]")).toHaveText("1");
  const kept = await boardText(a);
  await a.screenshot({ path: "tests/screenshots/friend-your-turn.png" });

  // An old link (A's own first one) is said to be older and changes nothing.
  await follow(a, first);
  await expect(notice(a)).toContainText("This link is older than your game, by 12 turns: your game is kept.");
  expect(await boardText(a)).toBe(kept);
  // A link whose turns are illegal is refused with the engine's reason.
  await follow(a, capture.replace("c2-c3", "c2-c5"));
  await expect(notice(a)).toContainText("The shared game could not be read");
  expect(await boardText(a)).toBe(kept);
  // A link that plays the reader's side's turn for them is refused.
  const step = (await legal(a)).find((action) => action.includes("-"));
  const forged = new URL(capture);
  const params = new URLSearchParams(forged.hash.slice(1));
  // A forger gives the record's length too.
  const forge = (text) => (params.set("record", text), params.set("length", String(text.length)));
  forge(String(params.get("record")).replace(/ \*$/, ` ${step} *`));
  await follow(a, `${forged.origin}${forged.pathname}#${params}`);
  await expect(notice(a)).toContainText("This link plays for your side, a turn or a resignation you did not make: it is refused and your game is kept.");
  expect(await boardText(a)).toBe(kept);
  // So is one that ends the game by the reader's resignation.
  forge(String(new URLSearchParams(forged.hash.slice(1)).get("record")).replace('[Result "*"]', '[Termination "resignation"]\n[Result "white"]').replace(/ \*$/, " white"));
  await follow(a, `${forged.origin}${forged.pathname}#${params}`);
  await expect(notice(a)).toContainText("This link plays for your side, a turn or a resignation you did not make");
  expect(await boardText(a)).toBe(kept);
  await expect(status(a)).toHaveText("Black to play: move a stone");
  // The game with the friend is listed in the new-game dialog, with whose turn it is.
  await a.locator(".seega-app .app-menu .new-game-button").click();
  const dialog = a.locator(".seega-app .new-game-dialog");
  await expect(dialog.locator(".friend-games li")).toHaveCount(1);
  await expect(dialog.locator(".friend-games li")).toContainText(/^Black, begun .+You play Black · 13 turns · last played .+ · your turn/);
  const { violations } = await new AxeBuilder({ page: a }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  expect(errors).toEqual([]);
  await expect(status(a)).toBeVisible();
});
