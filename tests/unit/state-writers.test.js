// One writer for each part of the app's state (web/app/state.js): the game's fields are the
// app's transitions' (web/app/transitions/, each module the fields it writes, with the search
// protocol and the saves), the review's corner (`gameReview`, `boardOverride`) is the review's
// transitions'. This test reads every module that is handed
// the app's state and fails on a write anywhere else: an assignment to `state.<field>` (or
// inside it), `Object.assign(state…)` or `delete state.<field>`.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";

const root = new URL("../..", import.meta.url).pathname;
/** The folders whose modules are handed the app's state, or sit beside it (the tabletop only sets the view's layout; the lesson, the puzzles and the board keep states of their own). */
const FOLDERS = ["web/app", "web/review", "web/friend", "web/live", "web/embed", "web/tabletop"];
/** Who writes what: a file, and the fields it may write ("*": every field not named elsewhere). */
const WRITERS = {
  "web/app/transitions/common.js": ["snapshot", "legal", "turns", "clock", "review", "highlight", "animation", "animateFrom", "turnCaptures", "hint", "friendGames"],
  "web/app/transitions/turn.js": ["message", "highlight", "animation", "animateFrom", "turnCaptures", "said"],
  "web/app/transitions/game.js": ["Game", "game", "settings", "clock", "humanChoice", "preview", "notice", "message", "said"],
  "web/app/transitions/hint.js": ["hint", "said"],
  "web/app/transitions/counting.js": ["offering", "forcing", "message"],
  "web/app/transitions/settle.js": ["message", "forcing"],
  "web/app/transitions/page.js": ["review", "notice", "message", "friendGames", "settings", "prefs", "preview", "snapshot", "legal", "turns", "destroyed", "game", "watching"],
  "web/app/searches.js": ["search"],
  "web/app/store.js": ["lastSaved"],
  "web/review/review-state.js": ["gameReview", "boardOverride"],
};
/** What a file may only clear (set to null): the app's transitions end the review's corner when
 * the game it reviewed is replaced or the board goes back to the game. */
const CLEARS = { "web/app/transitions/game.js": ["gameReview"], "web/app/transitions/common.js": ["boardOverride"] };
const named = new Set(Object.values(WRITERS).flatMap((fields) => (fields === "*" ? [] : fields)));

function* modules(dir) {
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) yield* modules(path);
    else if (name.endsWith(".js")) yield path;
  }
}

/** The fields of the app's state `source` writes, with their lines. */
function writes(source) {
  const found = [];
  const patterns = [
    /\bstate\.(\w+)(?:\??\.\w+|\[[^\]]*\])*\s*(?:[-+*/|&]?=(?!=)|\+\+|--)/g,
    /Object\.assign\(\s*state(?:\.(\w+))?\b/g,
    /\bdelete\s+state\.(\w+)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split("\n").length;
      const clears = /^\s*=\s*null\s*;/.test(source.slice(match.index + match[0].length - 1));
      found.push({ field: match[1] ?? "(the whole state)", line, clears });
    }
  }
  return found;
}

const mayWrite = (file, field, clears = false) => {
  if (clears && CLEARS[file]?.includes(field)) return true;
  const fields = WRITERS[file];
  if (fields === "*") return !named.has(field);
  return Array.isArray(fields) && fields.includes(field);
};

test("each field of the app's state has one writer", () => {
  const strays = [];
  for (const dir of FOLDERS) {
    for (const file of modules(dir)) {
      const rel = relative(root, join(root, file));
      for (const { field, line, clears } of writes(readFileSync(join(root, file), "utf8"))) {
        if (!mayWrite(rel, field, clears)) strays.push(`${rel}:${line} writes state.${field}`);
      }
    }
  }
  assert.deepEqual(strays, []);
});

/** The analysis board keeps a state of its own (web/analysis/analysis-state.js), also named
 * `state` in its modules: its transitions and the controller that wires them write it, and
 * nothing else there does (its view only draws it, its entry only makes it). */
const ANALYSIS_FOLDER = "web/analysis";
const ANALYSIS_WRITERS = ["analysis-controller.js", "analysis-editing.js", "analysis-opening.js", "analysis-lines.js", "analysis-asking.js"].map((name) => `${ANALYSIS_FOLDER}/${name}`);

test("the analysis board's state is written by its transitions alone", () => {
  const strays = [];
  for (const file of modules(ANALYSIS_FOLDER)) {
    const rel = relative(root, join(root, file));
    if (ANALYSIS_WRITERS.includes(rel)) continue;
    for (const { field, line } of writes(readFileSync(join(root, file), "utf8"))) strays.push(`${rel}:${line} writes state.${field}`);
  }
  assert.deepEqual(strays, []);
  assert.ok(ANALYSIS_WRITERS.every((file) => writes(readFileSync(join(root, file), "utf8")).length > 0), "each writer named writes the state");
});

test("the scan finds the writes it looks for", () => {
  const source = ["state.game = next;", "state.gameReview.better = !state.gameReview.better;", "Object.assign(state, x);", "delete state.hint;", "if (state.game === game) go();", "state.turns.push(1);"].join("\n");
  assert.deepEqual(
    writes(source).map(({ field }) => field).sort(),
    ["(the whole state)", "gameReview", "game", "hint"].sort(),
  );
  assert.ok(mayWrite("web/review/review-state.js", "gameReview"));
  assert.ok(!mayWrite("web/app/transitions/game.js", "gameReview"));
  assert.ok(!mayWrite("web/review/review.js", "gameReview"));
  assert.ok(mayWrite("web/app/transitions/game.js", "game"));
  assert.ok(!mayWrite("web/app/transitions/turn.js", "game"));
  assert.ok(!mayWrite("web/app/controller.js", "game"));
  assert.ok(mayWrite("web/app/transitions/game.js", "gameReview", true));
  assert.deepEqual(writes("state.gameReview = null;\nstate.boardOverride = board;").map(({ clears }) => clears), [true, false]);
});
