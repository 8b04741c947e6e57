// The mounted game's events (`move`, `gameover`, `error`), for its host and for the sounds:
// the sounds hear every event ("play", each action, is theirs alone) once the visitor has
// touched the page; before, nothing of them is loaded (sound-gate.js). A handler that throws
// is reported and the others still hear the event.

import { soundGate } from "./sound-gate.js";

/** What an event tells: `move` a turn played (`turn`, `side`, `captured`, `record`),
 * `gameover` the outcome and the record, `error` a code and a message, `play` (the sounds')
 * the engine's report of an action. @typedef {Record<string, unknown>} Detail */

/** @param {{ prefs: { sound: string }, settings: import("../shared/settings.js").Settings }} state the app's state (read at each event) */
export function createEvents(state) {
  /** @type {Record<string, Set<(detail: Detail) => void>>} */
  const handlers = { move: new Set(), gameover: new Set(), error: new Set() };
  const sound = soundGate(state);
  return {
    /** Tells the sounds and the host's handlers. @param {string} event @param {Detail} detail */
    emit(event, detail) {
      sound.hear(event, detail);
      for (const handler of handlers[event] ?? []) {
        try {
          handler(detail);
        } catch (error) {
          console.error(error);
        }
      }
    },
    /** Adds a handler; returns what removes it.
     * @param {"move" | "gameover" | "error"} event @param {(detail: Detail) => void} handler */
    on(event, handler) {
      handlers[event]?.add(handler);
      return () => handlers[event]?.delete(handler);
    },
    destroy() {
      sound.destroy();
    },
  };
}
