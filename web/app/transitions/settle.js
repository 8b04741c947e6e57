// How every transition ends: the computer's turn is decided in one place (`settle`), then
// the view draws the state. `transition` makes a task one: it runs only while a game is in
// play, and an error it throws is said in the message line and changes nothing else.

import { computerSide } from "../../shared/settings.js";
import { mayOfferCount } from "../count-offer.js";
import { COMPUTER_PAUSE_MS } from "../state.js";
import { gameOf, snapshotOf } from "./common.js";
import { play } from "./turn.js";

/** @typedef {import("./common.js").AppState} AppState */
/** @typedef {import("./common.js").Ports} Ports */

/** Says `error` in the message line and draws. @param {AppState} state @param {Ports} ports @param {unknown} error */
export function fail(state, ports, error) {
  state.message = { error };
  ports.render();
}

/** After every transition: the computer's turn is decided here, then the view draws.
 * @param {AppState} state @param {Ports} ports */
export function settle(state, ports) {
  if (state.destroyed || !state.game) return;
  decideTurn(state, ports);
  ports.render();
}

/** Makes `task` a transition: it runs while a game is in play, then the app settles (after
 * the promise it returns, if any); an error it throws is shown in the message line.
 * @template {unknown[]} A @template R
 * @param {AppState} state @param {Ports} ports @param {(...args: A) => R} task
 * @returns {(...args: A) => R | undefined} */
export function transition(state, ports, task) {
  return (...args) => {
    if (state.destroyed || !state.game) return undefined;
    try {
      const result = task(...args);
      if (result instanceof Promise) {
        return /** @type {R} */ (
          result.then(
            () => settle(state, ports),
            (error) => fail(state, ports, error),
          )
        );
      }
      settle(state, ports);
      return result;
    } catch (error) {
      fail(state, ports, error);
      return undefined;
    }
  };
}

/** Starts the computer's search when it is to move and none runs; on the player's turn at
 * its start, asks whether a capture can still be forced and lets the computer think on the
 * player's time. @param {AppState} state @param {Ports} ports */
export function decideTurn(state, ports) {
  const { searches } = ports;
  const { settings } = state;
  const snapshot = snapshotOf(state);
  const comp = computerSide(settings);
  // The player's turn at its start: the computer says whether a capture can still be
  // forced (the panel's word that the position looks walled), then may think on the
  // player's time (searches.js), which waits for that answer.
  if (searches && !state.search && comp && snapshot.turn !== comp) {
    askForcing(state, ports);
    searches.ponder(() => ({ record: gameOf(state).record(), pending: [], options: { level: settings.level } }));
  }
  if (!searches || state.search === "computer" || snapshot.outcome || snapshot.turn !== comp) return;
  const options = { level: settings.level, seed: Math.floor(Math.random() * 2 ** 31) };
  const game = gameOf(state);
  searches.run("computer", { record: game.record(), pending: snapshot.pending, options }, COMPUTER_PAUSE_MS).then(
    (choice) => choice && game === state.game && transition(state, ports, play)(state, ports, choice.turn, true),
    (error) => {
      if (state.destroyed) return;
      state.message = { key: "message.computerFailed", params: { error } };
      ports.render();
    },
  );
}

/** Asks the computer whether either side can still force a capture here, once per
 * position, when the player may offer to count; the answer is kept in `state.forcing`.
 * @param {AppState} state @param {Ports} ports */
export function askForcing(state, ports) {
  const { searches } = ports;
  if (!searches || !mayOfferCount(state)) return;
  const game = gameOf(state);
  const record = game.record();
  if (state.forcing?.record === record || ports.forcingAsked === record) return;
  ports.forcingAsked = record;
  searches.forcing({ record }).then(
    (answer) => {
      if (ports.forcingAsked === record) ports.forcingAsked = null;
      if (!answer || state.destroyed || game !== state.game || game.record() !== record) return;
      state.forcing = { record, answer };
      settle(state, ports);
    },
    () => {
      // Without the answer the panel says nothing more; an offer asks again.
      if (ports.forcingAsked === record) ports.forcingAsked = null;
    },
  );
}
