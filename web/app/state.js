// The app's data, plain and in one object: what the controller changes and the view draws.
// Nothing here acts; the engine's Game is the one object with behaviour it holds.
//
// One writer for each field: the app's transitions (transitions/, wired by controller.js,
// with the search protocol searches.js and the saves store.js) write the game's fields; the
// review's corner, `gameReview` and `boardOverride`, is written by the review's transitions
// alone (web/review/review-state.js), which the app's transitions only clear when the game it
// reviewed is replaced. Everything else reads. tests/unit/state-writers.test.js holds each file to it.

import { NO_HIGHLIGHT } from "../shared/board-words.js";

/** @typedef {"black" | "white"} Side */
/** @typedef {"newgame" | "undo" | "moves" | "rules" | "export" | "clock" | "hint" | "review"} Control */
/** `sound`: one of sound-gate.js's SOUND_LEVELS.
 * `ponder`: whether the computer thinks on the player's time (web/app/pondering.js; unset is on).
 * @typedef {{ theme: "auto" | "light" | "dark", coordinates: boolean, lang: string, sound: string, ponder?: boolean }} Prefs */
/** The board's marks of a turn (web/shared/board-words.js): its cells, and the stones a turn offered would place.
 * @typedef {{ cells: string[], from: string | null, to: string | null, captured: string[], proposed?: { cells: string[], side: "b" | "w" } }} Highlight */
/** A sentence to say, as a catalog key and its params (`side` a side, `error` an Error).
 * @typedef {{ key: string, params?: Record<string, unknown> }} Words */
/** @typedef {{ items: Words[], kind: "warning" | "info" }} Notice */
/** A message: words, or an error the engine (or a module that failed to load) threw.
 * @typedef {{ key: string, params?: Record<string, unknown>, error?: undefined } | { error: unknown, key?: undefined, params?: undefined }} Message */
/** What just happened, for screen readers: "play" (`side`, `token`, the `actions` and the
 * stones `captured` as the engine reported them, the
 * `outcome`, and `status` when the status line should follow), "undo", "redo", "newGame",
 * "imported", "hint" (`token`, and `tablebase`, the endgame tables' verdict, when known),
 * "result" (`outcome`).
 * @typedef {{ what: string, side?: Side, token?: string, tablebase?: Verdict | null, actions?: { kind: string }[], captured?: string[], outcome?: import("../pkg/rules/seega.js").Outcome | null, status?: boolean }} Said */
/** The endgame tables' verdict: the winner (null for a draw) and the turns to the end (null
 * for a win on stone count). @typedef {{ winner: Side | null, turns: number | null }} Verdict */

export const ALL_CONTROLS = /** @type {Control[]} */ (["newgame", "undo", "moves", "rules", "export", "clock", "hint", "review"]);

/** The hint's search: quicker and shallower than the strongest computer. */
export const HINT_OPTIONS = { level: 4, timeMs: 1500 };

/** A pause before the computer's turn is shown, so that a quick reply does not land on top
 * of the player's own move. */
export const COMPUTER_PAUSE_MS = 350;

/** The theme a saved preference or an option names, "auto" otherwise. @param {unknown} value @returns {Prefs["theme"]} */
export function themeOf(value) {
  return value === "light" || value === "dark" ? value : "auto";
}

/** The app's state before the engine has loaded.
 * @param {{ controls: Set<Control>, settings: import("../shared/settings.js").Settings, humanChoice: Side | "random", prefs: Prefs, friendGames?: boolean }} start */
export function createState({ controls, settings, humanChoice, prefs, friendGames = false }) {
  return {
    controls,
    /** The engine's Game class new games are made with, once loaded: the page's first one,
     * which reads no records, until a record is read, then the one that does. Typed as either,
     * so that no transition can read a record with it: those are given the reader
     * (web/shared/engine.js's `need("reader")`). @type {import("../shared/engine.js").AnyGameClass | null} */
    Game: null,
    /** The game in play. @type {import("../pkg/reader/seega.js").Game | null} */
    game: null,
    /** `game.state()`, asked once after each change. @type {import("../pkg/rules/seega.js").GameState | null} */
    snapshot: null,
    /** What is drawn until the engine has opened the game: the engine's facts of a new game
     * or of the saved one, kept (preview.js); null once the game is open.
     * @type {import("./preview.js").Screen | null} */
    preview: null,
    /** `game.legalActions()` for that snapshot ([] when the game is over). @type {string[]} */
    legal: [],
    /** `game.history()`: each completed turn, who played it, and whether it was a side's
     * extra turn (the other blocked). @type {import("../pkg/rules/seega.js").HistoryTurn[]} */
    turns: [],
    settings,
    /** The colour chosen in the new-game dialog, "random" included. */
    humanChoice,
    prefs,
    /** @type {import("./clock.js").Clock | null} */
    clock: null,
    /** The number of turns shown while reviewing, or null for the game itself. @type {number | null} */
    review: null,
    /** @type {Highlight} */
    highlight: NO_HIGHLIGHT,
    /** The last play's report (or a turn of the history), to animate once. @type {{ actions: import("../pkg/rules/seega.js").PlayReport["actions"] } | null} */
    animation: null,
    /** The board the animation starts from when it is not the one drawn before it (a
     * friend's turn arriving by link is shown from the position before it). @type {string | null} */
    animateFrom: null,
    /** The search under way: the computer's turn, a hint, or none. @type {"computer" | "hint" | null} */
    search: null,
    /** The hint shown: its turn token, the tables' verdict and the cells, or an error. @type {{ token: string, tablebase: Verdict | null, highlight: Highlight } | { error: unknown } | null} */
    hint: null,
    /** The game's review (web/review/), while one is under way or shown. @type {import("../review/review.js").ReviewRun | null} */
    gameReview: null,
    /** What the board shows instead of the game, when something other than the game owns it
     * (the review's better turn, a position to practise): the board text, the legal actions,
     * the cells to mark, whether it takes actions (passed to `onAction`), and the banner's
     * words; a position of its own (a practice's) comes with the engine's facts of it, for
     * the cards and the status line (shown-position.js).
     * @type {{ board: string, legal: string[], highlight: Highlight, interactive: boolean, onAction?: (action: string) => void, caption: string,
     *   position?: { snapshot: import("../pkg/rules/seega.js").GameState, legal: string[] } } | null} */
    boardOverride: null,
    /** The stones the turn under way has taken so far. @type {string[]} */
    turnCaptures: [],
    /** The computer's last answer to whether either side can still force a capture, and
     * the record of the position it is of (count-offer.js). @type {{ record: string, answer: import("../ai/client.js").CaptureForcing } | null} */
    forcing: null,
    /** Whether an offer to count the stones waits for the computer's answer. */
    offering: false,
    /** Whether this page only watches a live game whose two players are elsewhere (web/live/). */
    watching: false,
    /** The message line (a refused action, a failed search). @type {Message | null} */
    message: null,
    /** @type {Notice | null} */
    notice: null,
    /** What just happened, for screen readers; a new object each time, so the same words repeat. @type {Said | null} */
    said: null,
    /** Whether any game with a friend is kept here (the menu then offers the list of them). */
    friendGames,
    /** When the game was last saved (ms). */
    lastSaved: 0,
    destroyed: false,
  };
}

/** @typedef {ReturnType<typeof createState>} AppState */
