// A stand-in for the engine's Game, for the app's transitions: each token is a whole turn,
// black first. Its objects have the engine's shapes: `tsc -p tests/unit/jsconfig.json` checks
// it against the engine's declarations (web/pkg/rules/seega.d.ts), so a change to the engine's
// objects that the stand-in does not follow fails the tests.

/** @typedef {import("../../web/pkg/rules/seega.js").Game} Game */
/** @typedef {import("../../web/pkg/rules/seega.js").Side} Side */

const RULES = /** @type {const} */ ({
  size: 5,
  firstPlayer: "black",
  movementStarter: "lastPlacer",
  opening: "free",
  capture: "custodian",
  chain: "optional",
  centerSafe: true,
  blocked: "opponentMovesAgain",
  winBy: "oneLeft",
  noCaptureLimit: 50,
  barrier: true,
});

/** @implements {Pick<Game, "state" | "legalActions" | "history" | "play" | "playTurn" | "undo" | "redo" | "record" | "free">} */
export class StandInGame {
  /** How many times any stand-in was asked for its state. */
  static asked = 0;

  constructor() {
    /** @type {string[]} */
    this.turns = [];
    /** @type {string[]} */
    this.undone = [];
    /** @type {string[]} the tokens played with playTurn */
    this.wholeTurns = [];
  }

  /** @param {string} text the turns, space-separated */
  static fromRecord(text) {
    const game = new StandInGame();
    game.turns = text ? text.split(" ") : [];
    return game;
  }

  static presets() {
    return ["classic"];
  }

  /** @param {number} i @returns {Side} */
  side(i) {
    return i % 2 ? "white" : "black";
  }

  /** @returns {import("../../web/pkg/rules/seega.js").GameState} */
  state() {
    StandInGame.asked += 1;
    const n = this.turns.length;
    const pair = { black: 0, white: 0 };
    return {
      phase: "placement",
      turn: this.side(n),
      stage: "drop",
      inHand: { black: 12, white: 12 },
      onBoard: pair,
      captured: pair,
      chainFrom: null,
      blocked: null,
      mustOpen: false,
      cannotOpen: false,
      pliesWithoutCapture: 0,
      outcome: null,
      preset: "classic",
      rules: { ...RULES },
      stonesPerSide: 12,
      edgeCells: { black: ["a3", "e3"], white: ["c1", "c5"] },
      canUndo: n > 0,
      canRedo: this.undone.length > 0,
      turns: [...this.turns],
      pending: [],
    };
  }

  legalActions() {
    return ["a1"];
  }

  /** @returns {import("../../web/pkg/rules/seega.js").HistoryTurn[]} */
  history() {
    return this.turns.map((turn, i) => ({ turn, side: this.side(i), extra: false, actions: [], captured: [], annotation: null }));
  }

  /** @param {string} token @returns {import("../../web/pkg/rules/seega.js").PlayReport} */
  play(token) {
    this.turns.push(token);
    this.undone = [];
    return { actions: [{ action: token, kind: "drop", from: null, to: token, captured: [], turnEnded: true }], captured: [], turnEnded: true };
  }

  /** @param {string} token */
  playTurn(token) {
    this.wholeTurns.push(token);
    return this.play(token);
  }

  undo() {
    const last = this.turns.pop();
    if (last === undefined) return false;
    this.undone.push(last);
    return true;
  }

  redo() {
    const again = this.undone.pop();
    if (again === undefined) return false;
    this.turns.push(again);
    return true;
  }

  record() {
    return this.turns.join(" ");
  }

  free() {}
}
