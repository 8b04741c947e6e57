// The lesson and the puzzles against the engine (the built module, web/pkg, from npm run
// build): every step of the lesson under every preset starts from a playable position, its
// tempting moves are refused, its answer meets its goal and a wrong move misses it; every
// stored puzzle opens, and its solution plays with the very turn tokens the page compares.
// Also the puzzle of the day, the progress store and the words for refusals and misses.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { CATALOGS } from "../../web/i18n/catalogs.js";
import { factsOf, meets, missOf, playFirstTurn, refusalOf, turnCells } from "../../web/learn/goals.js";
import { LESSON_PRESETS, lessonFor } from "../../web/learn/lesson.js";
import { askOf, dailyIndex, dayNumber, mark, PROGRESS_KEY, readProgress, writeProgress } from "../../web/learn/puzzle-book.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const built = existsSync(new URL("seega.js", pkg));
const skip = !built && "web/pkg is not built (npm run build)";
/** A language's catalog as the lesson sees it: the game's words (the page's and the
 * dialogs') and the lesson's. */
const catalog = async (lang) => ({ ...CATALOGS[lang], ...(await import(`../../web/learn/words/${lang}.js`)).default });
const [en, fr, ar, so] = await Promise.all(["en", "fr", "ar", "so"].map(catalog));
const collection = JSON.parse(readFileSync(new URL("../../web/learn/puzzles.json", import.meta.url), "utf8"));

async function engine() {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  return Game;
}

/** Plays `token` as the page does (drops one by one, a move as one token); the facts of the turn. */
function playAsLearner(game, token) {
  const side = game.state().turn;
  const captured = [];
  const parts = token.includes(",") ? token.split(",") : [token];
  for (const [i, part] of parts.entries()) captured.push(...(i < parts.length - 1 ? game.play(part) : game.playTurn(part)).captured);
  return factsOf(game.state(), captured, side);
}

/** A whole legal turn other than `avoid`: the first legal action, on until the turn ends. */
function otherTurn(game, avoid) {
  for (const first of game.legalActions()) {
    const before = game.state().turns.length;
    const side = game.state().turn;
    const captured = [...game.play(first).captured];
    while (game.state().turns.length === before && !game.state().outcome) {
      const next = game.legalActions().find((a) => a !== "end") ?? "end";
      captured.push(...game.play(next).captured);
    }
    const facts = factsOf(game.state(), captured, side);
    if (facts.token !== avoid) return facts;
    while (game.state().turns.length > 0 || game.state().pending.length > 0) game.undo();
  }
  return null;
}

describe("the lesson in the engine", { skip }, () => {
  for (const preset of LESSON_PRESETS) {
    it(`every step under ${preset} plays as it says`, async () => {
      const Game = await engine();
      const rules = new Game({ preset }).state().rules;
      const steps = lessonFor(rules);
      assert.ok(steps.length >= 6, `${steps.length} steps`);
      assert.equal(steps[0].id, "place");
      assert.equal(steps.at(-1).id, "last");
      for (const step of steps) {
        const start = () => (step.board === null ? new Game({ preset }) : new Game({ preset, board: step.board, turn: "black" }));
        const game = start();
        const state = game.state();
        assert.equal(state.outcome, null, step.id);
        assert.equal(state.turn, "black", step.id);
        for (const action of step.tempting ?? []) {
          assert.ok(!game.legalActions().includes(action), `${step.id}: ${action} is legal`);
          assert.throws(
            () => game.play(action),
            (error) => refusalOf(error).key !== "learn.why.other",
            `${step.id}: ${action} is refused for a reason the lesson explains`,
          );
          assert.equal(game.board(), start().board(), `${step.id}: a refusal changes nothing`);
        }
        const facts = playAsLearner(game, step.answer);
        assert.ok(meets(step.goal, facts), `${preset} ${step.id}: ${step.answer} meets ${JSON.stringify(step.goal)}: ${JSON.stringify(facts)}`);
        const after = game.state();
        if (step.reply) {
          const board = game.board();
          const report = game.playTurn(step.reply);
          assert.deepEqual(report.captured, [], `${step.id}: the reply takes nothing`);
          assert.notEqual(game.board(), board);
        }
        if (step.id === "blocked") {
          assert.equal(after.blocked, "white", `${preset}: white is reported blocked`);
          // What follows under the rule: black plays on, or white removes and moves.
          const turns = game.state().turns.length;
          playFirstTurn(game);
          assert.equal(game.state().turns.length, turns + 1, `${preset}: a whole turn follows the block`);
        }
        if (step.goal.turnEnded) continue;
        const wrong = otherTurn(start(), step.answer);
        assert.ok(wrong, `${step.id}: there is another move`);
        if (!meets(step.goal, wrong)) assert.ok(missOf(step.goal, wrong).key in en, step.id);
      }
    });
  }

  it("a step that asks for one move is missed by any other", async () => {
    const Game = await engine();
    const [, , , safe] = lessonFor(new Game().state().rules);
    assert.equal(safe.id, "safe");
    const game = new Game({ board: safe.board, turn: "black" });
    const facts = playAsLearner(game, "a5-a4");
    assert.equal(meets(safe.goal, facts), false);
    assert.deepEqual(missOf(safe.goal, facts), { key: "learn.miss.move", params: { move: "c1-c2", played: "a5-a4" } });
  });

  it("explains a refused move by the engine's reason where it gives one", async () => {
    const Game = await engine();
    const game = new Game();
    let error;
    try {
      game.play("c3");
    } catch (e) {
      error = e;
    }
    assert.deepEqual(refusalOf(error), { key: "learn.why.centre", params: {} });
  });

  it("follows rule options over the preset: under opponentOpens black must open a path", async () => {
    const Game = await engine();
    const options = { preset: "classic", blocked: "opponentOpens" };
    const blocked = lessonFor(new Game(options).state().rules).find((step) => step.id === "blocked");
    assert.equal(blocked.then, "learn.blocked.opponentOpens");
    assert.equal(blocked.source, "rules.source.blocked.opponentOpens");
    const game = new Game({ ...options, board: blocked.board, turn: "black" });
    assert.ok(meets(blocked.goal, playAsLearner(game, blocked.answer)));
    const state = game.state();
    assert.equal(state.turn, "black");
    assert.equal(state.mustOpen, true);
    // Every move offered gives white a move again.
    for (const action of game.legalActions()) {
      game.play(action);
      assert.ok(game.legalActions().length > 0 && game.state().turn === "white", action);
      game.undo();
    }
  });

  it("every step's words are in every catalog", async () => {
    const Game = await engine();
    for (const preset of LESSON_PRESETS) {
      for (const step of lessonFor(new Game({ preset }).state().rules)) {
        for (const key of [step.title, step.text, step.done, step.source, step.then].filter(Boolean)) {
          for (const [lang, catalog] of Object.entries({ en, fr, ar, so })) assert.ok(key in catalog, `${lang}: ${key}`);
        }
      }
    }
  });
});

describe("the stored puzzles in the engine", { skip }, () => {
  it("open, and their solutions play with the tokens the page compares", async () => {
    const Game = await engine();
    assert.ok(collection.puzzles.length >= 60);
    for (const p of collection.puzzles) {
      const game = new Game({ preset: p.preset, board: p.board, turn: p.turn });
      assert.equal(game.state().turn, p.turn, p.id);
      assert.equal(game.state().rules.size, p.size, p.id);
      for (const [i, token] of p.solution.entries()) {
        const side = game.state().turn;
        assert.equal(side, i % 2 === 0 ? p.turn : p.turn === "black" ? "white" : "black", `${p.id} turn ${i + 1}`);
        const report = game.playTurn(token);
        assert.equal(game.state().turns.at(-1), token, `${p.id}: the engine writes ${token} so`);
        if (p.kind === "capture") assert.equal(report.captured.length, p.goal, p.id);
      }
      if (p.kind === "win") assert.equal(game.state().outcome?.winner, p.turn, p.id);
      else assert.equal(game.state().outcome, null, p.id);
    }
  });
});

describe("the puzzle book", () => {
  it("picks one puzzle a day, every puzzle once in a round", () => {
    const count = collection.puzzles.length;
    const start = new Date(2026, 0, 1);
    const seen = new Set();
    for (let d = 0; d < count; d += 1) seen.add(dailyIndex(new Date(2026, 0, 1 + d), count));
    assert.equal(seen.size, count);
    assert.equal(dailyIndex(new Date(2026, 0, 1, 0, 5), count), dailyIndex(new Date(2026, 0, 1, 23, 55), count));
    assert.equal(dayNumber(start) + 1, dayNumber(new Date(2026, 0, 2)));
    assert.equal(dailyIndex(start, 0), -1);
    for (const n of [31, 62, 93]) assert.equal(new Set(Array.from({ length: n }, (_, d) => dailyIndex(new Date(2026, 0, 1 + d), n))).size, n);
  });

  it("keeps progress, and reads anything broken as none", () => {
    const data = new Map();
    const storage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, v) };
    let progress = readProgress(storage);
    assert.deepEqual(progress, { solved: [], seen: [] });
    progress = mark(mark(progress, "a", "solved"), "a", "solved");
    writeProgress(storage, progress);
    assert.deepEqual(readProgress(storage), { solved: ["a"], seen: [] });
    data.set(PROGRESS_KEY, "{not json");
    assert.deepEqual(readProgress(storage), { solved: [], seen: [] });
    data.set(PROGRESS_KEY, JSON.stringify({ solved: [1, "b"], seen: "x" }));
    assert.deepEqual(readProgress(storage), { solved: ["b"], seen: [] });
    const refusing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    assert.deepEqual(readProgress(refusing), { solved: [], seen: [] });
    assert.doesNotThrow(() => writeProgress(refusing, progress));
  });

  it("says what each puzzle asks, in every catalog", () => {
    for (const p of collection.puzzles) {
      const ask = askOf(p);
      for (const catalog of [en, fr, ar, so]) assert.ok(ask.key in catalog, ask.key);
    }
  });
});

describe("goals", () => {
  const facts = (extra) => ({ token: "c1-c2", captured: [], outcome: null, blocked: null, side: "black", ...extra });
  it("are read from the engine's facts", () => {
    assert.ok(meets({ captured: 2 }, facts({ captured: ["b2", "d3"] })));
    assert.ok(!meets({ captured: 2 }, facts({ captured: ["b2"] })));
    assert.ok(meets({ blocks: true }, facts({ blocked: "white" })));
    assert.ok(!meets({ blocks: true }, facts({ blocked: "black" })));
    assert.ok(meets({ outcome: "sealed" }, facts({ outcome: { winner: "black", reason: "sealed" } })));
    assert.ok(!meets({ outcome: "sealed" }, facts({ outcome: { winner: null, reason: "sealed" } })));
    assert.ok(meets({ move: "c1-c2" }, facts()));
    assert.ok(meets({ turnEnded: true }, facts()));
    assert.deepEqual(missOf({ captured: 2 }, facts({ captured: ["b2"] })), { key: "learn.miss.fewer", params: { count: 1, goal: 2 } });
    assert.equal(missOf({ outcome: "oneLeft" }, facts({ outcome: { winner: "white", reason: "oneLeft" } })).key, "learn.miss.lost");
  });

  it("explain a refusal by its code, else by the engine's message", () => {
    assert.deepEqual(refusalOf(Object.assign(new Error("x"), { code: "notAdjacent" })), { key: "learn.why.notAdjacent", params: {} });
    const far = new Error("illegal action d2-d4: far");
    assert.deepEqual(refusalOf(far), { key: "learn.why.other", params: { error: far } });
  });
});

describe("a turn's cells", () => {
  it("come from the engine playing the turn on a copy, which is left as it was", async () => {
    const Game = await engine();
    // Black to move: d3-c3 takes b3; the copy plays it, the game itself does not.
    const game = new Game({ board: "...../...../bw.b./..w../w....", turn: "black" });
    assert.deepEqual(turnCells(game, "d3-c3"), ["d3", "c3"]);
    assert.equal(game.board(), "...../...../bw.b./..w../w....");
    assert.deepEqual(turnCells(game, "a3-a2"), ["a3", "a2"]);
    assert.deepEqual(turnCells(game, "zz"), [], "a token that does not play touches nothing");
    const walled = new Game({ preset: "egyptian", board: "...bw/....b/..b../b..../wb...", turn: "white" });
    assert.deepEqual(turnCells(walled, "xb1,a1-b1"), ["b1", "a1"], "a removal, then the step");
  });
});
