// An offer to count the stones, against the computer (docs/playing.md): when the player may
// make one, what the computer answers it, and when the panel says the position looks walled.
// The answer is the engine's fact, `game.captureForcing()` asked of the computer's worker:
// whether either side can still force a capture within its horizon. Nothing here decides a
// rule; the words are the view's, from the keys given.

import { computerSide } from "../shared/settings.js";

/** @typedef {import("../ai/client.js").CaptureForcing} CaptureForcing */
/** @typedef {"black" | "white"} Side */

/**
 * Whether the player may offer to count now: against the computer, in movement, on the
 * player's turn at its start, while the board shows the game.
 * @param {import("./state.js").AppState} state
 */
export function mayOfferCount(state) {
  const { snapshot, settings } = state;
  const comp = computerSide(settings);
  return Boolean(
    comp && snapshot && state.game && !snapshot.outcome && snapshot.phase === "movement" && snapshot.turn !== comp && !snapshot.pending.length && state.review === null && !state.boardOverride,
  );
}

/**
 * Whether neither side can force a capture within the horizon: the panel then says the
 * player may offer to count.
 * @param {CaptureForcing | null | undefined} forcing
 */
export function looksWalled(forcing) {
  return Boolean(forcing && forcing.black.verdict === "none" && forcing.white.verdict === "none");
}

/**
 * The computer's answer to an offer to count: it accepts when neither side can force a
 * capture; else it refuses, saying which side can force one (the sooner, the side to move
 * first at equal turns), or that the position is too open to tell.
 * @param {CaptureForcing} forcing @param {Side} turn the side to move
 * @returns {{ accept: true } | { accept: false, key: string, params: Record<string, unknown> }}
 */
export function answerToCount(forcing, turn) {
  if (looksWalled(forcing)) return { accept: true };
  const sides = /** @type {Side[]} */ (["black", "white"]).filter((side) => forcing[side].verdict === "forced");
  // The sooner first; at equal turns the side to move, whose own capture it is (a capture
  // the side to move cannot avoid counts as forced for the other side too).
  sides.sort((a, b) => (forcing[a].turns ?? 0) - (forcing[b].turns ?? 0) || Number(b === turn) - Number(a === turn));
  const side = sides[0];
  if (side) return { accept: false, key: "count.refusedForced", params: { side } };
  return { accept: false, key: "count.refusedOpen", params: { horizon: forcing.horizon } };
}
