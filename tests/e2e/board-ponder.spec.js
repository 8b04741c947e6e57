import { expect, test } from "./fixtures.js";
import { openHarness } from "./board-harness.js";

// Thinking on the player's time, in the computer's worker: while the player thinks, the worker
// searches the position after the reply it expects; when that reply is played, the computer
// answers at once instead of thinking for its budget (level 5: 2.5 s a placement turn); a
// cancelled pondering leaves the worker (and its table) in place.

test("a reply after a pondered turn comes at once, far inside the budget", async ({ page }) => {
  test.slow();
  const errors = await openHarness(page);
  const result = await page.evaluate(async () => {
    const { createAiClient } = await import("/web/ai/client.js");
    const ai = createAiClient();
    const game = new window.harness.Game();
    game.play("a1,b1");
    game.play("e5,d5");
    const options = { level: 5, timeMs: 800 };
    const first = await ai.choose({ record: game.record(), options });
    game.playTurn(first.turn);
    // The player thinks for a while; the computer ponders meanwhile.
    const pondering = ai.ponder({ record: game.record(), options });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The pondering ended on its own once it spent the budget; it said what it expected.
    const pondered = await pondering;
    game.playTurn(pondered.reply);
    const started = performance.now();
    const reply = await ai.choose({ record: game.record(), options });
    const replyMs = performance.now() - started;
    // A pondering stopped (a take back): it stops, and the same worker searches on.
    game.playTurn(reply.turn);
    const cancelled = ai.ponder({ record: game.record(), options: { level: 5 } }).catch((error) => error.name);
    await new Promise((resolve) => setTimeout(resolve, 200));
    ai.stopPondering();
    const next = await ai.choose({ record: game.record(), options: { depth: 2 } });
    ai.destroy();
    return { pondered, replyMs, reply, cancelled: await cancelled, next: typeof next.turn };
  });
  console.log(`pondered ${result.pondered.spent.toFixed(0)} ms to depth ${result.pondered.depth}; the reply came in ${result.replyMs.toFixed(0)} ms (budget 800 ms)`);
  expect(typeof result.pondered.reply).toBe("string");
  expect(result.pondered.spent).toBeGreaterThanOrEqual(800);
  // The reply came from what pondering found (the worker says so), not from a search of its
  // own budget; its time is a measurement, printed above.
  expect(result.reply.pondered).toBe(true);
  expect(result.cancelled).toBe("AbortError");
  expect(result.next).toBe("string");
  expect(errors).toEqual([]);
});
