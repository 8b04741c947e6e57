// Which mode the game's screen is in, and what each of its parts shows in that mode: a mode
// owns the board, the players' cards, the status line, the clock and the controls while it
// shows. The view draws what `screenOf` gives; nothing else decides it. docs/playing.md has
// the table (mode x part), and tests/unit/modes.test.js holds this module to it.
//
//   game      the game in play, at its last position
//   turn      an earlier turn chosen in the list or with the arrows (no review open)
//   review    the game's review open, at the turn it shows (the last one if none is chosen)
//   better    the review's better turn drawn on the position before the turn shown
//   practice  a mistake's position set as a puzzle (web/review/practice.js)

/** @typedef {"game" | "turn" | "review" | "better" | "practice"} Mode */
/** What the board, the cards and the status line describe: the game's position now, the
 * position after `turns` turns of it, or the position practised.
 * @typedef {{ of: "game" } | { of: "turn", turns: number } | { of: "practice" }} Shown */

/** What each mode lets act: the turn arrows and the list of turns; take back and redo; the
 * hint; resign and the end by agreement; whether "Review the game" is offered; where the
 * banner's button goes back to (none: no banner); whether the game's clock runs on.
 * @typedef {{ arrows: boolean, walk: boolean, hint: boolean, end: boolean, offer: boolean, back: "game" | "review" | null, clock: boolean }} Row */
/** @type {Record<Mode, Row>} */
export const MODES = {
  game: { arrows: true, walk: true, hint: true, end: true, offer: true, back: null, clock: true },
  turn: { arrows: true, walk: true, hint: false, end: true, offer: true, back: "game", clock: true },
  review: { arrows: true, walk: true, hint: true, end: true, offer: false, back: "game", clock: false },
  better: { arrows: true, walk: false, hint: false, end: false, offer: false, back: "game", clock: false },
  practice: { arrows: false, walk: false, hint: false, end: false, offer: false, back: "review", clock: false },
};

/** The mode the state is in. @param {import("./state.js").AppState} state @returns {Mode} */
export function modeOf({ gameReview, boardOverride, review }) {
  if (gameReview?.practice) return "practice";
  if (gameReview) return boardOverride ? "better" : "review";
  return review === null ? "game" : "turn";
}

/** Whether the game's review may open: not while the clocks run in a game not over (a review
 * shows the engine's judgement of each turn, and time would run out while it shows).
 * @param {import("./state.js").AppState} state */
export function mayReview({ clock, snapshot }) {
  return !clock || !snapshot || Boolean(snapshot.outcome);
}

/** What the screen shows in the state's mode: the mode's row, the position described, and
 * the review's offer ("open", "wait" while the clocks run, or "none" while it is open).
 * @param {import("./state.js").AppState} state */
export function screenOf(state) {
  const mode = modeOf(state);
  const row = MODES[mode];
  // The review's turn shown: the one chosen, else the game's last.
  const at = state.review ?? state.snapshot?.turns.length ?? 0;
  /** @type {Shown} */
  const shown =
    mode === "practice" ? { of: "practice" }
    : mode === "better" ? { of: "turn", turns: at - 1 }
    : state.review === null ? { of: "game" }
    : { of: "turn", turns: state.review };
  /** @type {"open" | "wait" | "none"} */
  const offer = !row.offer ? "none" : mayReview(state) ? "open" : "wait";
  // The game's own position needs no way back to it.
  const back = row.back === "game" && shown.of === "game" ? null : row.back;
  return { mode, ...row, shown, offer, back };
}
