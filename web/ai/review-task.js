// The review of a whole game, one turn judged and a review's notes written, as the worker
// runs them (tasks.js; the requests "review", "judge" and "annotate" of protocol.js): the
// engine's `Reviewer` searches one position a step, and a "progress" message after each step
// says how far it has come; a game that comes down to an ending the endgame tables answer
// gets them first (sent by the page, or built here, a group at a time, and posted back in a
// "tables" message so that the page keeps them). The page stops a review by ending the
// worker, as it stops a search.

/** @typedef {import("./tasks.js").Engine} Engine */
/** The class that builds tables: the whole engine's `Tablebase`. @typedef {typeof import("../pkg/seega.js").Tablebase} Builder */

/**
 * One turn judged as a review judges each: `turn` in the position at the end of `record`. When
 * the review of the game `reviewed` used endgame tables, the judge uses the same tables, so the
 * turn gets the values the review gave it.
 * @param {Pick<Engine, "Game"> & Partial<Engine>} engine
 * @param {{ record: string, turn: string, reviewed?: string }} task
 * @param {import("./protocol.js").Tables} [tables]
 */
export function judgeTurn({ Game, Reviewer, Tablebase }, { record, turn, reviewed }, tables) {
  const game = Game.fromRecord(record);
  try {
    if (tables && reviewed && Reviewer && Tablebase && reviewUsesTables(Game, Reviewer, reviewed)) {
      const handle = Tablebase.fromBytes(tables.rules, tables.bytes);
      game.useTablebase(handle);
      handle.free();
    }
    return game.aiJudge(turn, undefined);
  } finally {
    game.free();
  }
}

/** Whether the review of `record` searches with endgame tables (runReview gives it them).
 * @param {Engine["Game"]} Game @param {Engine["Reviewer"]} Reviewer @param {string} record */
function reviewUsesTables(Game, Reviewer, record) {
  const game = Game.fromRecord(record);
  const reviewer = new Reviewer(game, {});
  game.free();
  try {
    return reviewer.wantsTablebase();
  } finally {
    reviewer.free();
  }
}

/**
 * `record` with `notes` written into its turns (`game.annotate` for each), as the engine
 * writes it. @param {Pick<Engine, "Game">} engine
 * @param {{ record: string, notes: { turn: number, annotation: object }[] }} task
 */
export function annotateRecord({ Game }, { record, notes }) {
  const game = Game.fromRecord(record);
  try {
    for (const { turn, annotation } of notes) game.annotate(turn, annotation);
    return game.record();
  } finally {
    game.free();
  }
}

/** The stones of the largest endgame tables: a build's progress counts up to them. */
const TABLE_STONES = 6;

/**
 * Reviews `record` and posts as it goes. `pause`, awaited between steps, lets a review on the
 * page's own thread give the page its turn (and stop: it throws when the review is cancelled).
 * @param {Engine & { tablesBuilder?: () => Promise<Builder> }} engine the loaded
 *   engine's classes; `tablesBuilder`, where its `Tablebase` reads tables but does not build
 *   them, gives the class that builds them (the whole engine's)
 * @param {import("./protocol.js").ReviewRequest & { id: number }} request
 * @param {(message: import("./protocol.js").Reply) => void} post
 * @param {() => Promise<void> | void} [pause]
 */
export async function runReview({ Game, Tablebase, Reviewer, tablesBuilder }, { id, record, options = {}, tables }, post, pause = () => {}) {
  const game = Game.fromRecord(record);
  const reviewer = new Reviewer(game, options);
  const rules = game.state().rules;
  game.free();
  try {
    if (reviewer.wantsTablebase()) {
      // Without a builder the engine given is the whole engine, whose `Tablebase` builds.
      const builder = async () => (tablesBuilder ? await tablesBuilder() : /** @type {Builder} */ (/** @type {unknown} */ (Tablebase)));
      const bytes = tables?.bytes ?? (await build(await builder(), rules, id, post, pause));
      const handle = Tablebase.fromBytes(tables?.rules ?? rules, bytes);
      reviewer.useTablebase(handle);
      handle.free();
    }
    const total = reviewer.total();
    post({ id, type: "progress", progress: { stage: "positions", done: 0, total } });
    while (reviewer.step()) {
      post({ id, type: "progress", progress: { stage: "positions", done: reviewer.done(), total } });
      await pause();
    }
    post({ id, type: "done", result: reviewer.result() });
  } finally {
    reviewer.free();
  }
}

/** Builds the tables of `rules` here, saying how far the build has come, posts a copy and
 * returns their bytes.
 * @param {Builder} Builder @param {object} rules @param {number} id
 * @param {(message: import("./protocol.js").Reply) => void} post @param {() => Promise<void> | void} pause
 * @returns {Promise<Uint8Array>} */
async function build(Builder, rules, id, post, pause) {
  const tables = new Builder(rules);
  try {
    const progress = () => post({ id, type: "progress", progress: { stage: "tables", done: tables.stones(), total: TABLE_STONES } });
    progress();
    while (tables.buildNext()) {
      progress();
      await pause();
    }
    const bytes = tables.bytes();
    post({ id, type: "tables", tables: { rules, bytes } });
    return bytes;
  } finally {
    tables.free();
  }
}
