// Opening a position on the analysis board, as functions over its state (analysis-state.js):
// a record's position after some of its turns (a game in progress, one reviewed, a record
// pasted) and a link's set-up with its lines. The engine reads each; what it refuses is said
// with its reason, and nothing else changes.

import { start } from "./analysis-editing.js";
import { replayTree } from "./analysis-games.js";
import { goTo } from "./analysis-lines.js";
import { draftOf } from "./analysis-setup.js";
import { createTree, follow, readTree } from "./analysis-tree.js";

/** @typedef {import("./analysis-state.js").AnalysisState} State */
/** @typedef {import("./analysis-state.js").AnalysisPorts} Ports */

/** Says a refusal in the message line and has the focus go there.
 * @param {State} state @param {string} key @param {unknown} error */
function refuse(state, key, error) {
  state.said = { key, params: { error }, error: true };
  state.focus = "message";
  return false;
}

/** Reads `record` with the engine and hands the game to `use`, then frees it; a record the
 * engine refuses is said with `key` and its reason, and `use` is not called.
 * @param {State} state @param {Pick<Ports, "Reader">} ports @param {string} record @param {string} key
 * @param {(game: import("../pkg/reader/seega.js").Game) => boolean} use @returns {boolean} */
function withRecord(state, { Reader }, record, key, use) {
  let game;
  try {
    game = Reader.fromRecord(record);
  } catch (error) {
    return refuse(state, key, error);
  }
  try {
    return use(game);
  } finally {
    game.free();
  }
}

/** Starts from a record's position after `turns` turns (the end when null). A finished
 * game's last position is shown in the editor; any other is played from.
 * @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports @param {string} record @param {number | null} [turns]
 * @returns {boolean} whether the engine read it */
export function fromRecord(state, ports, record, turns = null) {
  return withRecord(state, ports, record, "analysisBoard.recordRefused", (game) => {
    const total = game.history().length;
    // A record holds whole turns: each undo takes one back.
    for (let n = total; n > (turns ?? total); n -= 1) game.undo();
    state.draft = draftOf(game);
    state.refusal = null;
    // A finished game's last position is shown in the editor, where it can be changed.
    if (game.state().outcome) {
      state.mode = "edit";
      return true;
    }
    return start(state, ports);
  });
}

/** Opens a link's record: its set-up and its line, with the link's other lines (`lines`,
 * the tree's text) replayed by the engine. A link that does not read is refused with the
 * engine's reason. @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports
 * @param {string} record @param {string | null} [lines] @returns {boolean} whether it opened */
export function openLink(state, ports, record, lines = null) {
  const { Reader } = ports;
  return withRecord(state, ports, record, "analysisBoard.linkRefused", (game) => {
    const turns = game.history().map((t) => t.turn);
    while (game.undo());
    const setUp = game.record();
    const tree = lines === null ? createTree() : readTree(lines);
    const refused = tree ? replayTree(Reader, setUp, tree) : { code: "parse" };
    if (!tree || refused) return refuse(state, "analysisBoard.linesRefused", refused);
    state.draft = draftOf(game);
    state.start = setUp;
    state.tree = tree;
    state.mode = "play";
    state.refusal = null;
    const node = follow(state.tree, turns);
    // The link's own line, added to the tree, has its turns noted too.
    replayTree(Reader, setUp, state.tree);
    goTo(state, ports, node);
    state.said = { key: "analysisBoard.linkOpened" };
    return true;
  });
}

/** Where the board starts: a link's position, else a record's, else the empty draft.
 * @param {State} state @param {Pick<Ports, "Reader" | "engine">} ports
 * @param {{ link?: string | null, lines?: string | null, from?: { record: string, turns?: number | null } | null }} at */
export function begin(state, ports, { link = null, lines = null, from = null }) {
  if (link != null) openLink(state, ports, link, lines);
  else if (from) fromRecord(state, ports, from.record, from.turns ?? null);
}
