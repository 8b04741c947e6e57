// What every browser test of the page shares, whatever drives the browser (Playwright in
// tests/e2e/, WebdriverIO in tests/browsers/): a game to play, records and share links, and
// where the page shows what it shows. Plain data and functions: no test framework here.

/** Twelve placement turns after which white, to move, captures c4 with c2-c3 and may go on
 * with c3-c4, taking d4. */
export const PLACEMENT = [
  "a1,b1", "c1,d1", "e1,a2", "b2,c2", "d2,e2", "a3,b3",
  "d3,e3", "a4,b4", "c4,d4", "e4,c5", "b5,a5", "d5,e5",
];

/** The board after PLACEMENT, as board text. */
export const PLACED = "bbwww/wwbbw/ww.bb/bwwbb/bbwwb";

/** A record of `turns` after optional tags. */
export function record(turns, tags = { Size: "5" }) {
  const head = Object.entries(tags).map(([key, value]) => `[${key} "${value}"]`).join("\n");
  return `${head}\n\n${turns.map((turn, i) => `${i + 1}. ${turn}`).join(" ")}\n`;
}

/** The address that opens `text` as a shared game, with `extra` link parameters. */
export function shareLink(text, extra = {}) {
  return `/#${new URLSearchParams({ record: text, ...extra }).toString()}`;
}

/** The stone on `cell` in board text: "b", "w" or ".". */
export function stoneOn(board, cell) {
  const ranks = board.split("/");
  return ranks[ranks.length - Number(cell.slice(1))][cell.charCodeAt(0) - 97];
}

/** The cells a player clicks, in order, to play a turn token: `a1,b1`, `c2-c3-c4`, `xd4`,
 * `xd4,c4-d4`. */
export function turnCells(token) {
  return token.split(",").flatMap((part) => part.replace(/^x/, "").split("-"));
}

/** The empty cells of board text, but the centre, from a1 on (file by file along each rank). */
export function emptyCells(board) {
  const ranks = board.split("/").reverse();
  const centre = `${String.fromCharCode(97 + (ranks.length >> 1))}${(ranks.length >> 1) + 1}`;
  return ranks
    .flatMap((row, r) => [...row].map((stone, f) => (stone === "." ? `${String.fromCharCode(97 + f)}${r + 1}` : null)))
    .filter((cell) => cell && cell !== centre);
}

/** Where the app shows what it shows, under its root `.seega-app`. */
export const UI = {
  app: ".seega-app",
  board: ".seega-app .board-wrap",
  canvas: ".seega-app canvas[data-board]",
  animating: ".seega-app canvas[data-animating]",
  status: ".seega-app .status",
  statusInfo: ".seega-app .status-info",
  live: ".seega-app [aria-live=polite]",
  notice: ".seega-app .notice",
  moves: ".seega-app .moves .move:not(.start)",
  cell: (cell) => `.seega-app [data-cell="${cell}"]`,
  count: (side, what) => `.seega-app .player.${side} [data-count="${what}"]`,
};

/** A finished game (black resigns after 20 turns) and what the engine's review finds in it,
 * at the review's default depth: black's first mistake at turn 9, its blunder at turn 11
 * (a forced loss walked into), white's blunder at turn 13 (the forced win given away). */
/** A 5x5 game against level 3 whose review and practice once disagreed: the review classed
 * turn 5 (b1,b5) a mistake and the practice judged the same turn good. White wins by repetition. */
export const REPORTED = {
  record: record("d3,a3 e2,e3 a1,e1 d1,c1 b1,b5 c2,d2 a5,b3 d4,c5 a2,c4 b2,b4 a4,e4 d5,e5 c2-c3 d2-c2 c2-d2 d2-c2 c2-d2".split(" ")),
  mistake: { turn: 5, played: "b1,b5", cells: "b1 b5", best: "a4,c5", bestCells: "a4 c5", loss: "2.2" },
};

export const REVIEWED = {
  record: record(
    "a1,b1 c1,d1 e1,a2 b2,c2 d2,e2 a3,b3 d3,e3 a4,b4 c4,d4 e4,c5 b5,a5 d5,e5 c2-c3-c4 d2-c2 d5-d4 e2-d2 d4-d5 d3-c3 d5-d4 d2-e2".split(" "),
    { Size: "5", Termination: "resignation", Result: "white" },
  ),
  turns: 20,
  inaccuracy: { turn: 5, played: "d2,e2" },
  mistake: { turn: 9, played: "c4,d4", best: "c5,a5" },
  /** The third marked turn, black's second mistake (`seega analyse` gives the same). */
  third: { turn: 11, played: "b5,a5", best: "d5,e5", class: "Mistake" },
  /** The same game with turn 11 annotated by hand: a mark, a comment and a line instead. */
  annotated: `[Size "5"]

1. a1,b1 2. c1,d1 3. e1,a2 4. b2,c2 5. d2,e2 6. a3,b3 7. d3,e3 8. a4,b4 9. c4,d4
10. e4,c5 11. b5,a5?? {Walks into a lost ending.} (e5,d5 a5,b5) 12. d5,e5 *
`,
  comment: "Walks into a lost ending.",
};
