import { expect, test } from "./fixtures.js";

// The module's JavaScript API as an embedding page uses it: loaded from the served site.
test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.locator(".seega-app .board-wrap[data-board]").waitFor();
});

test("a malformed token or an illegal move throws an Error and changes nothing", async ({ page }) => {
  const outcome = await page.evaluate(async () => {
    const { default: init, Game } = await import("/web/pkg/seega.js");
    await init();
    const game = new Game();
    game.play("a1,b1");
    const before = { board: game.board(), state: JSON.stringify(game.state()), record: game.record() };
    const attempt = (token) => {
      try {
        game.play(token);
        return { threw: false };
      } catch (error) {
        return {
          threw: true,
          isError: error instanceof Error,
          message: error.message,
          unchanged:
            game.board() === before.board &&
            JSON.stringify(game.state()) === before.state &&
            game.record() === before.record,
        };
      }
    };
    return { malformed: attempt("a1-"), offBoard: attempt("z9"), illegal: attempt("a1,c2"), centre: attempt("c3") };
  });
  for (const result of Object.values(outcome)) {
    expect(result).toMatchObject({ threw: true, isError: true, unchanged: true });
  }
  expect(outcome.malformed.message).toBe("a cell name is missing (at character 4)");
  expect(outcome.offBoard.message).toBe("'z9' is not a cell: a file is a letter from a to e (at character 1)");
  expect(outcome.illegal.message).toMatch(/^illegal action a1: /);
  expect(outcome.centre.message).toMatch(/^illegal action c3: /);
});

test("bad options throw and records round-trip", async ({ page }) => {
  const outcome = await page.evaluate(async () => {
    const { default: init, Game } = await import("/web/pkg/seega.js");
    await init();
    const message = (task) => {
      try {
        task();
        return null;
      } catch (error) {
        return error.message;
      }
    };
    const game = new Game({ preset: "mandatory", size: 7 });
    game.play("a1,b1");
    const copy = Game.fromRecord(game.record());
    return {
      unknown: message(() => new Game({ colour: "red" })),
      value: message(() => new Game({ winBy: "never" })),
      record: message(() => Game.fromRecord("[Size \"5\"]\n1. a1,a1")),
      same: copy.record() === game.record() && copy.board() === game.board(),
      rules: copy.state().rules.chain,
    };
  });
  expect(outcome).toEqual({
    unknown: "unknown rule option 'colour'",
    value: "rule option 'winBy' does not take the value 'never'",
    record: expect.stringMatching(/^line 2, column 4: /),
    same: true,
    rules: "mandatory",
  });
});
