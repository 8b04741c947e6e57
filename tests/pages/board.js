// A small host for the board alone, for the end-to-end tests: owns a Game, plays what the
// board reports, and hands the board each new position with the report to animate.
// Query: orientation=white, coordinates=0, theme=dark|light, reduced=1|0, setup=<board> <side>,
// preset=..., size=...
import init, { Game } from "/web/pkg/seega.js";
import { createBoard } from "/web/board/board.js";

const query = new URLSearchParams(location.search);
if (query.get("theme")) document.documentElement.dataset.theme = query.get("theme");

await init();
const options = {};
if (query.get("preset")) options.preset = query.get("preset");
if (query.get("size")) options.size = Number(query.get("size"));
if (query.get("setup")) {
  const [board, turn] = query.get("setup").split(" ");
  Object.assign(options, { board, turn });
}
const game = new Game(options);
const actions = [];
const played = [];
let turnCells = [];
let turnCaptured = [];
let turnEnded = false;

const board = createBoard(document.getElementById("board"), {
  orientation: query.get("orientation") === "white" ? "white" : "black",
  coordinates: query.get("coordinates") !== "0",
  reducedMotion: query.has("reduced") ? query.get("reduced") === "1" : undefined,
  onAction: (action) => {
    actions.push(action);
    play(action);
  },
});

function play(token, animate = true) {
  try {
    const report = game.play(token);
    played.push(report);
    if (report.actions[0] && turnEnded) {
      turnCells = [];
      turnCaptured = [];
    }
    for (const a of report.actions) {
      for (const cell of [a.from, a.to]) if (cell && !turnCells.includes(cell)) turnCells.push(cell);
      turnCaptured.push(...a.captured);
    }
    turnEnded = report.turnEnded;
    document.getElementById("status").textContent = "";
    return show(animate ? report : null);
  } catch (error) {
    document.getElementById("status").textContent = error.message;
    return Promise.resolve();
  }
}

function show(report = null, interactive = true) {
  return board.set({
    board: game.board(),
    legal: game.legalActions(),
    highlight: { cells: [...turnCells], captured: [...turnCaptured] },
    animate: report,
    interactive,
  });
}

show();
window.harness = { game, board, actions, played, play, show, Game };
document.body.dataset.ready = "true";
