// What the computer's worker does with each request (web/ai/tasks.js), on the whole engine:
// one Searcher kept from request to request beside a plain Game, so that a search of a
// position seen before is cheaper; the review, a judgement and the notes answered; every
// failure posted as an "error" reply that keeps the engine's code and facts; the analysis
// board's best turns.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { createTasks } from "../../web/ai/tasks.js";
import { fromWire } from "../../web/ai/protocol.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const engine = await import(new URL("seega.js", pkg).href);
engine.initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

const RECORD = '[Size "5"]\n\n1. a1,b1 2. e5,d5 3. a2,b2 4. e4,d4';

/** Asks `handle` and returns every reply. */
async function ask(handle, request) {
  const replies = [];
  await handle(request, (reply) => replies.push(reply));
  return replies;
}

test("the search keeps its table between requests, for the same game and its continuations", async () => {
  const handle = createTasks(async () => engine);
  const search = (id, record, pending = []) => ask(handle, { id, kind: "search", record, pending, options: { depth: 4 } });
  const [cold] = await search(1, RECORD);
  assert.equal(cold.type, "done");
  assert.equal(cold.id, 1);
  const [warm] = await search(2, RECORD);
  assert.ok(warm.result.nodes < cold.result.nodes, `the kept table saves work: ${warm.result.nodes} nodes, ${cold.result.nodes} from cold`);
  assert.equal(warm.result.turn, cold.result.turn);
  const [on] = await search(3, `${RECORD} 5. a3,b3`, ["e3"]);
  assert.equal(on.type, "done");
  assert.equal(on.result.turn.split(",").length, 1, "the rest of the turn under way");
  const [other] = await search(4, '[Size "7"]\n\n1. a1,b1');
  assert.equal(other.type, "done", "a game of other rules is searched afresh");
});

test("a failure is an error reply with the engine's code and facts; an unknown kind is refused", async () => {
  const handle = createTasks(async () => engine);
  const [refused] = await ask(handle, { id: 5, kind: "search", record: RECORD, pending: ["c3"], options: {} });
  assert.equal(refused.type, "error");
  const error = fromWire(refused.error);
  assert.equal(error.code, "centreDuringPlacement");
  assert.equal(/** @type {any} */ (error).action, "c3");
  const [record] = await ask(handle, { id: 6, kind: "search", record: '[Size "5"]\n\n1. c3,a1', pending: [], options: {} });
  assert.equal(record.error.code, "record");
  assert.equal(record.error.cause.code, "centreDuringPlacement", "the cause crosses too");
  const [level] = await ask(handle, { id: 7, kind: "search", record: RECORD, pending: [], options: { level: 9 } });
  assert.equal(level.error.code, "argument");
  const [unknown] = await ask(handle, /** @type {any} */ ({ id: 8, review: { record: RECORD } }));
  assert.equal(unknown.type, "error");
  assert.match(unknown.error.message, /no request of kind undefined/);
  const broken = await ask(createTasks(() => Promise.reject(new Error("no WebAssembly"))), { id: 9, kind: "search", record: RECORD, pending: [], options: {} });
  assert.deepEqual(broken, [{ id: 9, type: "error", error: { name: "Error", message: "no WebAssembly" }, broken: true }]);
});

test("a review says how far it has come and ends with the review; a turn is judged; notes are written", async () => {
  const handle = createTasks(async () => engine);
  const replies = await ask(handle, { id: 1, kind: "review", record: RECORD, options: { depth: 2 } });
  assert.ok(replies.slice(0, -1).every((reply) => reply.type === "progress"));
  const done = replies.at(-1);
  assert.equal(done.type, "done");
  assert.equal(done.result.turns.length, 4);
  const [judged] = await ask(handle, { id: 2, kind: "judge", record: RECORD, turn: "a3,b3" });
  assert.equal(judged.type, "done");
  assert.equal(typeof judged.result.best, "string");
  const [annotated] = await ask(handle, { id: 3, kind: "annotate", record: RECORD, notes: [{ turn: 0, annotation: { mark: "?" } }] });
  assert.match(annotated.result, /a1,b1 ?\?/);
});

test("the analysis board's lines: the best turns with values and lines, tables asked for near an ending", async () => {
  const handle = createTasks(async () => engine);
  const record = '[Size "5"]\n[Setup "...../...../wb.w./...../....b w"]';
  const [done] = await ask(handle, { id: 10, kind: "lines", record, depth: 2 });
  assert.equal(done.type, "done");
  assert.equal(done.result.lines.length, 3);
  assert.equal(done.result.lines[0].turn, "d3-c3", "the capture that leaves black one stone");
  assert.deepEqual(done.result.lines[0].line.slice(0, 1), ["d3-c3"]);
  assert.deepEqual(done.wantTables, engine.Game.fromRecord(record).state().rules, "four stones on 5x5: the tables would know");
  const [placing] = await ask(handle, { id: 11, kind: "lines", record: '[Size "5"]\n[Setup "b..../...../...../...../..... w 0 2"]', depth: 1, count: 2 });
  assert.equal(placing.result.lines.length, 2);
  assert.equal(placing.wantTables, undefined, "placement: no tables");
  const [refused] = await ask(handle, { id: 12, kind: "lines", record, depth: 0 });
  assert.equal(refused.type, "error");
  assert.equal(refused.error.code, "argument");
});

test("a hint is never a turn the review's judgement marks: one it would mark gives way to the judgement's best", async () => {
  // A fresh worker for each search, so that both searches see the position alike.
  const fresh = () => createTasks(async () => engine);
  // Positions along a seeded game, and a shallow search, which often picks a turn the
  // review's judgement marks.
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const game = new engine.Game({ size: 5 });
  let replaced = 0;
  for (let turn = 0; turn < 14 && !game.state().outcome; turn += 1) {
    const record = game.record();
    const [plain] = await ask(fresh(), { id: 1, kind: "search", record, pending: [], options: { depth: 1 } });
    const [hint] = await ask(fresh(), { id: 2, kind: "search", record, pending: [], options: { depth: 1 }, judged: true });
    const judge = (token) => {
      const copy = engine.Game.fromRecord(record);
      try {
        return copy.aiJudge(token);
      } finally {
        copy.free();
      }
    };
    assert.equal(judge(hint.result.turn).class, null, `turn ${turn + 1}: the hint ${hint.result.turn} is not marked`);
    if (judge(plain.result.turn).class !== null) {
      replaced += 1;
      assert.notEqual(hint.result.turn, plain.result.turn);
    } else assert.equal(hint.result.turn, plain.result.turn, "a turn the judgement does not mark stays the search's");
    const legal = game.legalActions();
    game.play(legal[Math.floor(random() * legal.length)]);
    while (game.state().pending.length && !game.state().outcome) {
      const more = game.legalActions();
      game.play(more[Math.floor(random() * more.length)]);
    }
  }
  game.free();
  assert.ok(replaced > 0, "the shallow search's turn was marked somewhere, and the hint replaced it");
});
