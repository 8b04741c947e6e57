// The player's offer to count the stones (count-offer.js): the computer accepts when neither
// side can force a capture within the engine's horizon, and the game ends by agreement;
// otherwise it refuses, saying why.

import { answerToCount, mayOfferCount } from "../count-offer.js";
import { clearHint, gameOf, snapshotOf } from "./common.js";
import { conclude } from "./turn.js";

/** @typedef {import("./common.js").AppState} AppState */
/** @typedef {import("./common.js").Ports} Ports */

/** Offers to count: asks the computer (unless its answer for this position is kept), then
 * ends the game by agreement or says the refusal. @param {AppState} state @param {Ports} ports */
export async function offerCount(state, ports) {
  const { searches } = ports;
  if (!searches || state.offering || !mayOfferCount(state)) return;
  const game = gameOf(state);
  const record = game.record();
  clearHint(state, ports);
  let answer = state.forcing?.record === record ? state.forcing.answer : null;
  if (!answer) {
    state.offering = true;
    state.message = null;
    ports.render();
    try {
      answer = await searches.forcing({ record });
    } finally {
      state.offering = false;
    }
  }
  if (!answer || state.destroyed || game !== state.game || game.record() !== record) return;
  state.forcing = { record, answer };
  const reply = answerToCount(answer, snapshotOf(state).turn);
  if ("key" in reply) {
    state.message = { key: reply.key, params: reply.params };
    return;
  }
  // The result line says the stones were counted by agreement.
  conclude(state, ports, "agreement");
}
