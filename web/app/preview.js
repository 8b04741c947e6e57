// What the app shows before its engine has loaded, so that its first screen is the game's
// own at its final size and nothing moves when the engine arrives: a new game's facts under
// the default rules, which the build asked of the engine (web/pkg/start.js), or the facts the
// engine gave for the saved game when it was saved. Both are the engine's words, kept; nothing
// here works out a rule. Where neither applies (a shared link, other rules, an unreadable
// save), the app waits for the engine.

import { START } from "../pkg/start.js";
import { readSave } from "./store.js";

/** The engine's facts a screen is drawn from: its state, board, legal actions and history.
 * @typedef {{ snapshot: import("../pkg/rules/seega.js").GameState, board: string, legal?: string[], turns: import("../pkg/rules/seega.js").HistoryTurn[] }} Screen */

/** The screen to draw before the engine, or null.
 * @param {{ shared?: unknown, preset?: string, size?: number, rules?: Record<string, string> }} options the mount's
 * @param {{ storage: Storage | null, key: string | null }} store
 * @returns {{ screen: Screen, settings?: import("../shared/settings.js").Settings } | null} */
export function previewOf(options, store) {
  // A shared game waits for the engine; an incomplete friend's link opens the save as it is.
  if (options.shared && !(typeof options.shared === "object" && "incomplete" in options.shared && options.shared.incomplete)) return null;
  const saved = store.storage && store.key ? readSave(store.storage, store.key) : /** @type {import("./store.js").SaveRead} */ ({ status: "none" });
  if (saved.status === "ok") {
    const screen = screenOf(saved.save.screen);
    return screen ? { screen, settings: saved.save.settings } : null;
  }
  if (saved.status !== "none") return null;
  const chosen = options.preset || options.size || (options.rules && Object.keys(options.rules).length);
  return chosen ? null : { screen: START };
}

/** A kept screen, if it has the shape the view draws (a save may hold anything). @param {unknown} data */
function screenOf(data) {
  if (!isRecord(data) || typeof data.board !== "string" || !Array.isArray(data.turns) || !Array.isArray(data.legal ?? [])) return null;
  const { snapshot } = data;
  if (!isRecord(snapshot)) return null;
  const counts = ["inHand", "onBoard", "captured"].every((key) => isRecord(snapshot[key]));
  if (!counts || typeof snapshot.phase !== "string" || !Array.isArray(snapshot.turns) || !Array.isArray(snapshot.pending) || !snapshot.rules) return null;
  return /** @type {Screen} */ (/** @type {unknown} */ (data));
}

/** Whether `value` is an object whose fields can be read. @param {unknown} value @returns {value is Record<string, unknown>} */
function isRecord(value) {
  return Boolean(value) && typeof value === "object";
}
