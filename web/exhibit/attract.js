// The attract screen's board: the computer plays a game against itself, slowly, on the
// host's rules, each action one of the engine's legal actions, and starts another when it is
// over. Nothing of it is kept.

import { createBoard } from "../board/board.js";
import { need } from "../shared/engine.js";
import { highlightOf } from "../shared/board-words.js";

/** The pause between two actions, and after a game before the next. */
export const STEP_MS = 1400;
export const REST_MS = 5000;
/** A game that lasts longer than this many actions gives way to a new one. */
const MOST_ACTIONS = 240;

/** A small deterministic generator, so that two screens do not play the same game. @param {number} seed */
function random(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** @typedef {typeof import("../pkg/rules/seega.js").Game} GameClass */

/** Plays on `canvas` until stopped. @param {HTMLCanvasElement} canvas
 * @param {{ preset?: string, size?: number, rules?: Record<string, string> }} rules @param {string} name the board's accessible name */
export function startAttract(canvas, rules, name) {
  let stopped = false;
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  const board = createBoard(canvas, { name, orientation: "black", coordinates: false });
  const next = random(Date.now());
  /** @type {import("../pkg/rules/seega.js").Game | null} */
  let game = null;
  let actions = 0;
  let games = 0;
  /** @param {number} ms @param {() => void} step */
  const later = (ms, step) => {
    if (!stopped) timer = setTimeout(step, ms);
  };
  /** @param {GameClass} Game */
  const newGame = (Game) => {
    game?.free();
    try {
      game = new Game({ ...(rules.rules ?? {}), ...(rules.size ? { size: rules.size } : {}), preset: rules.preset ?? "classic" });
    } catch {
      // Rules the engine refuses: the attract screen plays the preset's.
      game = new Game({ preset: "classic" });
    }
    actions = 0;
    games += 1;
    board.set({ board: game.board(), legal: [], interactive: false });
  };
  /** @param {GameClass} Game */
  const step = (Game) => {
    if (stopped || !game) return;
    const legal = game.legalActions();
    if (game.state().outcome || legal.length === 0 || actions >= MOST_ACTIONS) {
      newGame(Game);
      return later(STEP_MS, () => step(Game));
    }
    const report = game.play(legal[Math.floor(next() * legal.length)]);
    actions += 1;
    board.set({ board: game.board(), legal: [], highlight: /** @type {import("../app/state.js").Highlight} */ (highlightOf(report)), animate: report, interactive: false });
    later(game.state().outcome ? REST_MS : STEP_MS, () => step(Game));
  };
  const started = need("rules").then((Game) => {
    if (stopped) return;
    newGame(Game);
    later(STEP_MS, () => step(Game));
  });
  return {
    started,
    /** The games begun and the actions played in the one under way, for the soak's report. */
    get counts() {
      return { games, actions };
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      board.destroy();
      game?.free();
      game = null;
    },
  };
}
