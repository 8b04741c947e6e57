// The host of the board: owns the engine's Game, plays what the board reports, and shows the
// game's state around it. Every rule question goes to the engine.

import { createBoard } from "./board/board.js";

const SIDES = { black: "Black", white: "White" };

const REASONS = {
  allCaptured: "all of a side's stones are taken",
  oneLeft: "a side is down to one stone",
  sealed: "no capture is possible any more",
  noCaptureLimit: "too many turns passed without a capture",
  repetition: "the same position came about three times",
  bothBlocked: "neither side can move",
  agreement: "the players agreed to end the game",
  resignation: "a player resigned",
  timeout: "a player ran out of time",
};

/** What the side to move is asked to do, from the state's stage. */
function prompt(state) {
  const who = SIDES[state.turn];
  switch (state.stage) {
    case "drop":
      return `${who}: place two stones`;
    case "secondDrop":
      return `${who}: place your second stone`;
    case "chain":
      return `${who}: capture again with the stone on ${state.chainFrom}, or stop`;
    case "remove":
      return `${who}: remove a stone (marked in red)`;
    default:
      return state.blocked && state.blocked !== state.turn
        ? `${SIDES[state.blocked]} cannot move: ${who} moves again`
        : `${who}: move a stone`;
  }
}

function result({ winner, reason }) {
  const why = REASONS[reason] ?? reason;
  return winner ? `${SIDES[winner]} wins: ${why}.` : `A draw: ${why}.`;
}

/** Where the last played action went: the cell a stone left, the cell one arrived on, and
 * the stones taken, from the engine's report. */
function highlightOf(report) {
  const from = report.actions.map((a) => a.from).find((c) => c !== null) ?? null;
  const to = report.actions.map((a) => a.to).findLast((c) => c !== null) ?? null;
  return { from, to, captured: report.captured };
}

/** Starts the page in `doc` with the engine's `Game` class. */
export function startPage(doc, Game) {
  const el = (id) => doc.getElementById(id);
  let game = null;
  let highlight;

  const board = createBoard(el("board"), { onAction: (action) => guarded(() => play(action)) });

  function guarded(task) {
    try {
      el("message").textContent = "";
      task();
    } catch (error) {
      el("message").textContent = error?.message ?? String(error);
    }
  }

  function play(action) {
    highlight = highlightOf(game.play(action));
    show();
  }

  function newGame(options) {
    const next = new Game(options);
    game?.free();
    game = next;
    highlight = undefined;
    show();
  }

  function show() {
    const state = game.state();
    const legal = game.legalActions();
    board.set({ board: game.board(), legal, highlight });
    el("status").textContent = state.outcome ? result(state.outcome) : prompt(state);
    el("phase").textContent = state.phase;
    el("turn").textContent = state.outcome ? "–" : SIDES[state.turn];
    for (const side of ["black", "white"]) {
      el(`in-hand-${side}`).textContent = state.inHand[side];
      el(`on-board-${side}`).textContent = state.onBoard[side];
      el(`captured-${side}`).textContent = state.captured[side];
    }
    el("end-chain").hidden = !legal.includes("end");
    el("undo").disabled = !state.canUndo;
    el("redo").disabled = !state.canRedo;
    el("turns").replaceChildren(
      ...state.turns.map((token) => Object.assign(doc.createElement("li"), { textContent: token })),
    );
    doc.body.dataset.phase = state.phase;
  }

  el("end-chain").addEventListener("click", () => guarded(() => play("end")));
  el("undo").addEventListener("click", () =>
    guarded(() => {
      game.undo();
      highlight = undefined;
      show();
    }),
  );
  el("redo").addEventListener("click", () =>
    guarded(() => {
      game.redo();
      highlight = undefined;
      show();
    }),
  );
  el("preset").replaceChildren(
    ...Game.presets().map((name) => Object.assign(doc.createElement("option"), { value: name, textContent: name })),
  );
  el("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    guarded(() => newGame({ preset: el("preset").value, size: Number(el("size").value) }));
  });

  newGame();
}
