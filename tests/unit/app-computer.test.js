// The computer player as the app sees it (web/app/computer.js): where no worker can start,
// the worker's client runs the same requests on the page's thread (web/ai/in-page.js, the
// handler of web/ai/tasks.js on the whole engine), loaded at the first search; the search's
// signal aborted while it loads stops the search; cancellations are not failures.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { createComputer } from "../../web/app/computer.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const engine = await import(new URL("seega.js", pkg).href);
engine.initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

const RECORD = '[Size "5"]\n\n1. a1,b1 2. e5,d5';

test("without Workers the computer searches on the page, with the engine loaded at the first search", async () => {
  const saved = globalThis.Worker;
  globalThis.Worker = undefined;
  try {
    let loads = 0;
    /** @type {(value: any) => void} */
    let release = () => {};
    const loaded = new Promise((resolve) => {
      release = resolve;
    });
    const computer = createComputer(() => {
      loads += 1;
      return loaded;
    });
    assert.equal(loads, 0, "nothing is loaded before a search");
    const controller = new AbortController();
    const first = computer.choose({ record: RECORD, pending: [], options: { depth: 2 } }, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    release(engine);
    await assert.rejects(first, { name: "AbortError" });
    const choice = await computer.choose({ record: RECORD, pending: ["a2"], options: { depth: 2 } });
    const game = engine.Game.fromRecord(RECORD);
    game.play("a2");
    assert.deepEqual(choice, game.aiAnalyse({ depth: 2 }), "the page's search is the engine's");
    assert.equal(loads, 1);
    await assert.rejects(computer.choose({ record: RECORD, pending: ["c3"], options: { depth: 2 } }), { code: "centreDuringPlacement", action: "c3" });
    game.free();
    computer.destroy();
  } finally {
    globalThis.Worker = saved;
  }
});
