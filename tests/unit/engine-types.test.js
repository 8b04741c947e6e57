// The engine's TypeScript declarations (web/pkg/seega.d.ts, which wasm-bindgen writes from
// the Rust structs with tsify): the objects are declared from the structs themselves; the
// names they use (the rules, the presets) are written out once in convert.rs, and here
// compared with what the engine says at run time, so that they cannot drift either.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const pkg = new URL("../../web/pkg/", import.meta.url);
const { initSync, Game } = await import(new URL("seega.js", pkg).href);
initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
const declared = readFileSync(new URL("seega.d.ts", pkg), "utf8");

/** The members of a union of literals, as strings: `"a" | "b"`, `5 | 7`, `boolean`. */
const members = (union) =>
  union === "boolean" ? ["true", "false"] : union === "number" ? [] : union.split("|").map((m) => m.trim().replace(/^"|"$/g, ""));

test("the declared Rules are the engine's rule options and their values", () => {
  const body = /export interface Rules \{([^}]*)\}/.exec(declared)?.[1] ?? "";
  const fields = [...body.matchAll(/^\s*(\w+): ([^;]+);/gm)].map(([, name, type]) => ({ name, values: members(type) }));
  assert.deepEqual(fields, Game.ruleOptions());
});

test("the declared presets are Game.presets(), and the declared state is the state's fields", () => {
  assert.deepEqual(members(/export type Preset = ([^;]+);/.exec(declared)?.[1] ?? ""), Game.presets());
  const body = /export interface GameState \{([^}]*)\}/.exec(declared)?.[1] ?? "";
  const fields = [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
  const game = new Game();
  assert.deepEqual(fields, Object.keys(game.state()));
  assert.match(declared, /state\(\): GameState;/);
  assert.match(declared, /play\(notation: string\): PlayReport;/);
  assert.match(declared, /aiAnalyse\(options: any\): Analysis;/);
  // The search as a handle of its own, beside a plain Game (no game follows another).
  assert.match(declared, /export class Searcher \{/);
  assert.match(declared, /analyse\(game: Game, options: any\): Analysis;/);
  assert.doesNotMatch(declared, /follow\(/);
  game.free();
});

test("the levels and boards the page reads options with, before the engine loads, are the engine's", async () => {
  const { LEVELS, SIZES } = await import("../../web/shared/settings.js");
  const game = new Game();
  const levels = [0, 1, 2, 3, 4, 5, 6].filter((level) => {
    try {
      game.aiMove({ level, depth: 1 });
      return true;
    } catch {
      return false;
    }
  });
  game.free();
  assert.deepEqual(levels, LEVELS);
  const sizes = [3, 4, 5, 6, 7, 8, 9, 10, 11].filter((size) => {
    try {
      new Game({ size }).free();
      return true;
    } catch {
      return false;
    }
  });
  assert.deepEqual(sizes, SIZES);
});

test("Game.facts gives what a new game of the same options has, and throws what it throws", () => {
  for (const preset of Game.presets()) {
    const game = new Game({ preset });
    assert.deepEqual(Game.facts({ preset }), { rules: game.state().rules, stonesPerSide: game.state().stonesPerSide });
    game.free();
  }
  for (const size of [5, 7, 9]) {
    const game = new Game({ size, preset: "egyptian", chain: "none" });
    assert.deepEqual(Game.facts({ size, preset: "egyptian", chain: "none" }), { rules: game.state().rules, stonesPerSide: game.state().stonesPerSide });
    game.free();
  }
  assert.equal(Game.facts({ size: 7 }).stonesPerSide, 24);
  const refused = [{ size: 6 }, { preset: "nowhere" }, { chain: "sometimes" }, { board: "...../...../..b../...../.....", turn: "white", size: 7 }, { turn: "black" }, [1]];
  for (const options of refused) {
    /** @param {() => unknown} call */
    const thrown = (call) => {
      try {
        call();
      } catch (error) {
        return { ...error, message: error.message };
      }
      assert.fail(`${JSON.stringify(options)} is taken`);
    };
    assert.deepEqual(thrown(() => Game.facts(options)), thrown(() => new Game(options)));
  }
  assert.match(declared, /static facts\(options: GameOptions\): RulesFacts;/);
});

test("game.preview reports what game.play would, and game.refusal why it would refuse, the game unchanged", () => {
  const game = new Game();
  game.play("a1");
  const before = game.record();
  const copy = game.clone();
  assert.deepEqual(game.preview("b1"), copy.play("b1"));
  assert.equal(game.refusal("b1"), null);
  copy.free();
  assert.equal(game.preview("c3"), null);
  let thrown;
  const scratch = game.clone();
  try {
    scratch.play("c3");
  } catch (error) {
    thrown = error;
  } finally {
    scratch.free();
  }
  const refusal = game.refusal("c3");
  assert.ok(refusal instanceof Error);
  assert.deepEqual({ ...refusal, message: refusal.message }, { ...thrown, message: thrown.message });
  assert.equal(game.record(), before);
  game.free();
});
