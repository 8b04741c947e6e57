// The game a search runs on lives on between requests (web/ai/follow.js, game.follow): the
// same game played on, or taken back, is copied into it and its search keeps what it learned;
// a game from another start or under other rules replaces it; a request that does not play
// changes nothing.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { createFollower } from "../../web/ai/follow.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const { initSync, Game } = await import(new URL("seega.js", pkg).href);
initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

const RECORD = '[Size "5"]\n\n1. a1,b1 2. e5,d5 3. a2,b2 4. e4,d4';

test("one game follows the game asked about while it is the same game, and its search remembers", () => {
  const follower = createFollower(Game);
  const game = follower.gameFor(RECORD, []);
  const cold = game.aiAnalyse({ depth: 4 }).nodes;
  const again = follower.gameFor(RECORD, []);
  assert.equal(again, game, "the same game object, its search kept");
  const warm = again.aiAnalyse({ depth: 4 }).nodes;
  assert.ok(warm < cold, `the kept table saves work: ${warm} nodes, ${cold} from cold`);

  const on = follower.gameFor(`${RECORD} 5. a3,b3`, ["e3"]);
  assert.equal(on, game, "played on: followed");
  assert.deepEqual(on.state().pending, ["e3"]);
  assert.equal(on.state().turns.length, 5);
  const back = follower.gameFor('[Size "5"]\n\n1. a1,b1', []);
  assert.equal(back, game, "taken back: followed, the same rules and start");
  assert.equal(back.board(), "...../...../...../...../bb...");
  follower.free();
});

test("another start or other rules replace the game; a request that does not play changes nothing", () => {
  const follower = createFollower(Game);
  const game = follower.gameFor(RECORD, []);
  assert.throws(() => follower.gameFor(RECORD, ["c3"]), { code: "centreDuringPlacement" });
  assert.equal(follower.gameFor(RECORD, []), game, "the refused request left the followed game");
  const seven = follower.gameFor('[Size "7"]\n\n1. a1,b1', []);
  assert.notEqual(seven, game);
  assert.throws(() => game.state(), "the game it replaced is freed");
  const somali = follower.gameFor('[Size "7"]\n[Preset "somali"]\n\n1. a1,b1', []);
  assert.notEqual(somali, seven, "other rules on the same board");
  follower.free();
});
