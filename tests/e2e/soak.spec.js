import { expect, test } from "./fixtures.js";
import { recordWasmMemories, wasmMemoryBytes, workersMemory } from "../shared/autoplay.js";
import { memoryBreaches, report, soak } from "../shared/soak.js";

// The short soak: 20 games against the computer in one session, with a reload in the middle
// of the 10th and the 20th (`npm run soak` plays 1,000 here and 200 in Firefox and WebKit).
// Nothing may go wrong: no page or console error, every reload brings the game back exactly,
// and the engine's memory does not grow from game to game.
test.use({ reducedMotion: "reduce", serviceWorkers: "block" });
test.setTimeout(600_000);

test("twenty games in one session: no error, every reload restores the game, no growing memory", async ({ page, context }) => {
  await context.addInitScript(recordWasmMemories);
  await context.route(/\/assets\/worker-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${recordWasmMemories}\n${await response.text()}` });
  });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const ready = () => page.locator(".seega-app .board-wrap[data-board]").waitFor();
  const driver = {
    open: async (path) => {
      await page.goto(path);
      await ready();
    },
    reload: async () => {
      await page.reload();
      await ready();
    },
    run: (fn, arg) => page.evaluate(fn, arg),
    memory: async () => {
      return { jsHeap: null, wasmPage: await page.evaluate(wasmMemoryBytes), wasmWorker: await workersMemory(page) };
    },
    errors: () => errors,
  };
  const result = await soak(driver, { games: 20, reloadEvery: 10, sampleEvery: 5 });
  console.log(report("chromium", result).join("\n"));
  expect(result.errors).toEqual([]);
  expect(result.reloads.length).toBe(2);
  for (const reload of result.reloads) expect(reload.after, `the reload in game ${reload.game}`).toEqual(reload.before);
  // The engines' memory was measured and keeps its bounds (tests/shared/soak.js).
  expect(result.samples.every((s) => s.wasmPage !== null && s.wasmPage > 0)).toBe(true);
  expect(memoryBreaches(result.samples)).toEqual([]);
});
