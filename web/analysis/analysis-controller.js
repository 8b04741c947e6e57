// The analysis board's transitions: each changes the state (analysis-state.js) and has it
// drawn. The editor's draft goes to the engine (`new Game` with a set-up), which accepts it or
// says why not; every move on the board is the engine's to check and to report; the engine's
// search of the position runs in its worker (analysis-engine.js).

import { analysisFragment } from "./analysis-link.js";
import { cellIndex, cellsOf, draftOf, emptyDraft, gameOptions, handsFollowing, stonesOf, withChanges } from "./analysis-setup.js";
import { addTurn, createTree, follow, forward as forwardOf, lineTo, promote, readTree, remove, writeTree } from "./analysis-tree.js";

/**
 * @param {{ state: import("./analysis-state.js").AnalysisState, Reader: import("../shared/engine.js").Engines["reader"], render: () => void,
 *   engine: ReturnType<typeof import("./analysis-engine.js").createAnalysisEngine>,
 *   pageUrl: () => string }} ports
 */
export function createAnalysisController({ state, Reader, render, engine, pageUrl }) {
  /** The stones a side owns on a board of `size`, from the engine. @param {number} size */
  const stonesPerSide = (size) => {
    const sample = new Reader({ size });
    const stones = sample.state().stonesPerSide;
    sample.free();
    return stones;
  };

  /** The stones a side owns under the draft's rules, from the engine (its size's when it
   * refuses the rules). @param {import("./analysis-setup.js").Draft} draft */
  function ownedUnder(draft) {
    try {
      const sample = new Reader(rulesOf(draft));
      const stones = sample.state().stonesPerSide;
      sample.free();
      return stones;
    } catch {
      return stonesPerSide(draft.size);
    }
  }

  /** Notes on `node` the side that played its turn, whether it moved again (the other side
   * blocked) and its actions, from the engine's history of `game` just after that turn.
   * @param {import("./analysis-tree.js").LineNode} node @param {any} game */
  function noteTurn(node, game) {
    if (node.played) return;
    const history = game.history();
    const last = history[history.length - 1];
    if (last) node.played = { side: last.side, extra: Boolean(last.extra), actions: last.actions };
  }
  /** Changes the draft; a refusal of the draft before is forgotten.
   * @param {Partial<import("./analysis-setup.js").Draft>} changes */
  function edit(changes) {
    state.draft = withChanges(state.draft, changes);
    state.refusal = null;
    state.said = null;
    render();
  }

  /** The board's size: the board is emptied, each side with all its stones in hand. @param {number} size */
  function setSize(size) {
    const { preset, custom } = state.draft;
    edit({ ...emptyDraft(size, stonesPerSide(size), preset), custom });
  }

  /** A rule preset, without options over it. @param {string} preset */
  function setPreset(preset) {
    edit({ preset, custom: {} });
  }

  /** A rule option over the preset. @param {string} name @param {string} value */
  function setOption(name, value) {
    const parsed = value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value;
    edit({ custom: { ...state.draft.custom, [name]: parsed } });
  }

  /** The editor's brush puts its stone on `cell` (or takes one off); the same stone again
   * takes it off. @param {string} cell */
  function paint(cell) {
    const cells = [...state.draft.cells];
    const i = cellIndex(cell, state.draft.size);
    cells[i] = cells[i] === state.brush ? "." : state.brush;
    // While placing, the hands follow the board: a stone put on comes out of its side's hand,
    // one taken off goes back (the stones neither on the board nor in hand, taken, stay so).
    const placing = state.draft.phase === "placement";
    edit(placing ? { cells, inHand: handsFollowing(state.draft, cells, ownedUnder(state.draft)) } : { cells });
  }

  /** @param {"b" | "w" | "."} brush */
  function setBrush(brush) {
    state.brush = brush;
    render();
  }

  /** @param {"black" | "white"} turn */
  const setTurn = (turn) => edit({ turn });

  /** The phase; going to placement fills the hands with the stones not on the board.
   * @param {"placement" | "movement"} phase */
  function setPhase(phase) {
    const total = ownedUnder(state.draft);
    const on = stonesOf(state.draft);
    edit({ phase, inHand: phase === "placement" ? { black: total - on.black, white: total - on.white } : { black: 0, white: 0 } });
  }

  /** @param {"black" | "white"} side @param {number} n */
  function setHand(side, n) {
    edit({ inHand: { ...state.draft.inHand, [side]: Math.max(0, Math.floor(Number(n) || 0)) } });
  }

  /** The empty board at the start of placement. */
  function clear() {
    setSize(state.draft.size);
  }

  /** The start of movement: every stone placed, the engine placing each side's stones in
   * turn on alternate cells where it can, as a game's placement would. */
  function startOfMovement() {
    const game = new Reader(rulesOf(state.draft));
    try {
      while (game.state().phase === "placement") {
        const legal = game.legalActions();
        const side = game.state().turn === "black" ? 0 : 1;
        const wanted = legal.find((/** @type {string} */ cell) => cellIndex(cell, state.draft.size) % 2 === side) ?? legal[0];
        game.play(wanted);
      }
      edit({ ...draftOf(game), preset: state.draft.preset, custom: state.draft.custom });
    } finally {
      game.free();
    }
  }

  /** The draft's rules alone, for a game from the empty board. @param {import("./analysis-setup.js").Draft} draft */
  function rulesOf(draft) {
    return { ...draft.custom, preset: draft.preset, size: draft.size };
  }

  /** Starts from a record's position after `turns` turns (the end when null): a game in
   * progress, one reviewed, a record pasted. The engine reads it; a record it refuses is
   * said so and the draft stays. @param {string} record @param {number | null} [turns] */
  function fromRecord(record, turns = null) {
    let game;
    try {
      game = Reader.fromRecord(record);
    } catch (error) {
      state.said = { key: "analysisBoard.recordRefused", params: { error }, error: true };
      state.focus = "message";
      render();
      return false;
    }
    try {
      const total = game.history().length;
      // A record holds whole turns: each undo takes one back.
      for (let n = total; n > (turns ?? total); n -= 1) game.undo();
      const draft = draftOf(game);
      state.draft = draft;
      state.refusal = null;
      // A finished game's last position is shown in the editor, where it can be changed.
      if (game.state().outcome) {
        state.mode = "edit";
        render();
        return true;
      }
      return start();
    } finally {
      game.free();
    }
  }

  /** Plays from the draft: the engine checks it. A refusal keeps the draft and says why. */
  function start() {
    let game;
    try {
      game = new Reader(gameOptions(state.draft));
    } catch (error) {
      state.refusal = error;
      state.focus = "message";
      render();
      return false;
    }
    state.start = game.record();
    game.free();
    state.tree = createTree();
    state.mode = "play";
    state.refusal = null;
    state.said = null;
    goTo(state.tree);
    return true;
  }

  /** Opens a link's record: its set-up and its line, as the engine reads them. A link that
   * does not read is refused with the engine's reason, and nothing changes.
   * @param {string} record */
  function openLink(record, lines = null) {
    let game;
    try {
      game = Reader.fromRecord(record);
    } catch (error) {
      state.said = { key: "analysisBoard.linkRefused", params: { error }, error: true };
      state.focus = "message";
      render();
      return false;
    }
    const turns = game.history().map((/** @type {{ turn: string }} */ t) => t.turn);
    while (game.undo());
    const start = game.record();
    // The link's other lines: every turn replayed by the engine, or the link refused.
    const tree = lines === null ? createTree() : readTree(lines);
    const refused = tree ? replayTree(start, tree) : { code: "parse" };
    if (refused) {
      game.free();
      state.said = { key: "analysisBoard.linesRefused", params: { error: refused }, error: true };
      state.focus = "message";
      render();
      return false;
    }
    state.draft = draftOf(game);
    state.start = start;
    game.free();
    state.tree = /** @type {import("./analysis-tree.js").LineNode} */ (tree);
    state.mode = "play";
    state.refusal = null;
    const node = follow(state.tree, turns);
    replayTree(start, state.tree);
    goTo(node);
    state.said = { key: "analysisBoard.linkOpened" };
    render();
    return true;
  }

  /** Replays every turn of `tree` from the set-up `start` (a record), noting each node's
   * side and actions; the engine's refusal of the first turn that does not play, else null.
   * @param {string} start @param {import("./analysis-tree.js").LineNode} tree @returns {any} */
  function replayTree(start, tree) {
    const game = Reader.fromRecord(start);
    try {
      return replayFrom(game, tree);
    } finally {
      game.free();
    }
  }

  /** @param {any} game @param {import("./analysis-tree.js").LineNode} node */
  function replayFrom(game, node) {
    for (const child of node.children) {
      const next = game.clone();
      try {
        next.play(/** @type {string} */ (child.turn));
        // A turn token is a whole turn: one that leaves the turn open is not a line's turn.
        if (next.state().phase !== "over" && next.history().length !== game.history().length + 1) return { code: "turnIncomplete" };
        noteTurn(child, next);
        const refused = replayFrom(next, child);
        if (refused) return refused;
      } catch (error) {
        return error;
      } finally {
        next.free();
      }
    }
    return null;
  }

  /** The game of the set-up and `node`'s line. @param {import("./analysis-tree.js").LineNode} node */
  function gameAt(node) {
    const game = Reader.fromRecord(state.start);
    for (const turn of lineTo(node)) game.play(turn);
    return game;
  }

  /** Shows `node`'s position. @param {import("./analysis-tree.js").LineNode} node @param {any} [report] */
  function goTo(node, report = null) {
    stopEngine();
    state.game?.free();
    state.node = node;
    state.game = gameAt(node);
    state.pending = [];
    state.report = report;
    state.engine.result = null;
    state.engine.error = null;
    state.shared = null;
    state.showBest = false;
    render();
  }

  /** The player picked `action` on the board: in the editor, the brush's stone on a cell;
   * in play, an action the engine checks and reports. @param {string} action */
  function act(action) {
    if (state.mode === "edit") {
      paint(action);
      return;
    }
    const game = state.game;
    if (!game) return;
    const mover = game.state().turn;
    let report;
    try {
      report = game.play(action);
    } catch (error) {
      state.said = { key: "analysisBoard.refused", params: { error }, error: true };
      render();
      return;
    }
    stopEngine();
    state.engine.result = null;
    state.shared = null;
    state.showBest = false;
    // The stones a move took are said in the message line (a live region), as the game says them.
    const { captured } = report;
    state.said = captured.length ? { key: "analysisBoard.taken", params: { side: mover, cells: captured.join(", "), count: captured.length } } : null;
    if (!report.turnEnded && !game.state().outcome) {
      state.pending.push(action);
      state.report = report;
      render();
      return;
    }
    const history = game.history();
    const turn = history[history.length - 1].turn;
    state.pending = [];
    state.node = addTurn(state.node, turn);
    noteTurn(state.node, game);
    state.report = report;
    render();
  }

  /** One turn back (the turn under way first). */
  function back() {
    if (state.mode !== "play") return;
    if (state.pending.length) goTo(state.node);
    else if (state.node.parent) goTo(state.node.parent);
  }

  /** One turn on along the main line. */
  function forward() {
    const next = state.mode === "play" && !state.pending.length ? forwardOf(state.node) : null;
    if (next) goTo(next, replayReport(state.node, /** @type {string} */ (next.turn)));
  }

  /** The report of `turn` played from `node`, to animate it. @param {any} node @param {string} turn */
  function replayReport(node, turn) {
    const game = gameAt(node);
    try {
      return game.play(turn);
    } finally {
      game.free();
    }
  }

  /** Makes the line shown the main line. */
  function makeMain() {
    promote(state.node);
    render();
  }

  /** Takes the line shown out of the tree, from its last turn on. */
  function removeLine() {
    if (!state.node.parent) return;
    goTo(remove(state.node));
  }

  /** Back to the editor with the position shown, which it keeps until changed. */
  function editHere() {
    stopEngine();
    const game = state.pending.length ? gameAt(state.node) : state.game;
    if (!game.state().outcome) state.draft = draftOf(game);
    if (game !== state.game) game.free();
    state.mode = "edit";
    state.refusal = null;
    state.said = null;
    render();
  }

  /** Asks the engine about the position shown; it deepens until stopped. */
  function ask() {
    if (state.mode !== "play" || !state.game || state.game.state().outcome) return;
    const record = state.pending.length ? null : state.game.record();
    if (record === null) {
      state.said = { key: "analysisBoard.finishTurn" };
      render();
      return;
    }
    state.engine = { running: true, building: null, result: null, error: null };
    state.said = null;
    render();
    const { onBoard } = state.game.state();
    engine.start(record, onBoard.black + onBoard.white, {
      update: (result) => {
        state.engine.result = result;
        state.engine.building = null;
        render();
      },
      building: (stones) => {
        state.engine.building = stones;
        render();
      },
      failed: (error) => {
        state.engine.running = false;
        state.engine.error = error;
        render();
      },
      done: () => {
        state.engine.running = false;
        render();
      },
    });
  }

  /** Stops the engine's deepening; what it found stays. */
  function stopEngine() {
    if (!state.engine.running) return;
    engine.stop();
    state.engine.running = false;
    state.engine.building = null;
  }

  function stop() {
    stopEngine();
    render();
  }

  /** Shows or hides the engine's best turn on the board. */
  function toggleBest() {
    state.showBest = !state.showBest && Boolean(state.engine.result?.lines?.length);
    render();
  }

  /** The link and the record of the position shown: the set-up and the line to it. */
  function share() {
    const game = state.pending.length ? gameAt(state.node) : state.game;
    const record = game.record();
    if (game !== state.game) game.free();
    // The record is the line to the position shown; the link also carries the other lines,
    // when the tree has more than that line.
    const line = lineTo(state.node).join(" ");
    const tree = writeTree(state.tree);
    state.shared = { record, link: pageUrl() + analysisFragment(record, tree === line ? "" : tree) };
    render();
  }

  /** Plays the first `count` turns of one of the engine's lines from the position shown onto
   * the board, as lines of the tree; the board shows where they lead.
   * @param {string[]} line @param {number} count */
  function playLine(line, count) {
    if (state.mode !== "play" || state.pending.length) return;
    const game = state.game.clone();
    let node = state.node;
    try {
      for (const turn of line.slice(0, count)) {
        game.play(turn);
        node = addTurn(node, turn);
        noteTurn(node, game);
      }
    } catch (error) {
      state.said = { key: "analysisBoard.refused", params: { error }, error: true };
    } finally {
      game.free();
    }
    goTo(node);
  }

  /** The record of the position shown, for a new game ("play from here"). */
  function recordHere() {
    const game = state.pending.length ? gameAt(state.node) : state.game;
    const record = game.record();
    if (game !== state.game) game.free();
    return record;
  }

  return {
    setSize,
    setPreset,
    setOption,
    setBrush,
    setTurn,
    setPhase,
    setHand,
    clear,
    startOfMovement,
    fromRecord,
    start,
    openLink,
    act,
    back,
    forward,
    goTo: (/** @type {any} */ node) => goTo(node),
    makeMain,
    removeLine,
    editHere,
    ask,
    stop,
    toggleBest,
    share,
    playLine,
    recordHere,
    cellsOf,
    destroy() {
      engine.destroy();
      state.game?.free();
      state.game = null;
    },
  };
}
