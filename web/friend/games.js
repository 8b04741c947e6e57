// The games with friends kept in this browser (each under `<key>.friend.<id>`, written by
// web/app/store.js's saveGame), for the list of them: read and checked, sorted by the last turn
// played, renamed, deleted and put back. A save that does not read is left where it is,
// unlisted, and never stops the others from being listed.

import { normalizeSettings } from "../shared/settings.js";

/** The longest name a friend game can be given. */
export const NAME_LENGTH = 60;

/** A friend game as the list shows it: `winner` undefined when its save does not say (one
 * kept before saves said), null for a draw.
 * @typedef {{ id: string, name: string, side: "black" | "white", turn: "black" | "white", over: boolean,
 *   winner?: "black" | "white" | null, turns: number, startedAt: string, playedAt: string }} FriendGame */

/** A new friend game's id. */
export function newFriendId(random = Math.random) {
  return Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)]).join("");
}

/** Where the friend game `id` is kept (as web/app/store.js's friendKey says, which the page's
 * first files hold). @param {string} key @param {string} id */
const keyOf = (key, id) => `${key}.friend.${id}`;

/** The friend games kept under `key`, the last played first.
 * @param {Storage | null} storage @param {string} key @returns {FriendGame[]} */
export function listFriendGames(storage, key) {
  const prefix = keyOf(key, "");
  /** @type {FriendGame[]} */
  const games = [];
  try {
    for (let i = 0; storage && i < storage.length; i += 1) {
      const name = storage.key(i);
      const game = name?.startsWith(prefix) ? readGame(storage.getItem(name), name.slice(prefix.length)) : null;
      if (game) games.push(game);
    }
  } catch {
    // Storage that throws holds no games.
  }
  const time = (/** @type {string} */ text) => Date.parse(text) || 0;
  return games.sort((a, b) => time(b.playedAt) - time(a.playedAt) || time(b.startedAt) - time(a.startedAt) || a.id.localeCompare(b.id));
}

/** A friend game from its save's text, each fact checked; null for a save that does not
 * read, is not a friend game's or is another game's than its key says.
 * @param {string | null} text @param {string} id @returns {FriendGame | null} */
function readGame(text, id) {
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(text ?? "");
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const data = /** @type {Record<string, unknown>} */ (parsed);
  if (data.version !== 1 || typeof data.record !== "string") return null;
  const settings = normalizeSettings(data.settings);
  if (settings.friend !== id || (data.turn !== "black" && data.turn !== "white")) return null;
  const date = (/** @type {unknown} */ value) => (typeof value === "string" && Number.isFinite(Date.parse(value)) ? value : "");
  const saved = date(data.savedAt);
  const over = Boolean(data.over);
  return {
    id,
    name: typeof data.name === "string" ? data.name.trim().slice(0, NAME_LENGTH) : "",
    side: settings.human,
    turn: data.turn,
    over,
    ...("winner" in data ? { winner: over && (data.winner === "black" || data.winner === "white") ? data.winner : null } : {}),
    turns: typeof data.turns === "number" && Number.isInteger(data.turns) && data.turns >= 0 ? data.turns : 0,
    // A game kept before saves gave these has the time of its last save for both.
    startedAt: date(data.startedAt) || saved,
    playedAt: date(data.playedAt) || saved,
  };
}

/** Gives the friend game `id` a name (an empty one gives it back its default); false if it
 * is not kept, does not read, or storage refused.
 * @param {Storage} storage @param {string} key @param {string} id @param {string} name */
export function renameFriendGame(storage, key, id, name) {
  try {
    const text = storage.getItem(keyOf(key, id));
    if (text === null || !readGame(text, id)) return false;
    storage.setItem(keyOf(key, id), JSON.stringify({ ...JSON.parse(text), name: String(name).trim().slice(0, NAME_LENGTH) }));
    return true;
  } catch {
    return false;
  }
}

/** Deletes the friend game `id`: returns what was kept, to put back, or null.
 * @param {Storage} storage @param {string} key @param {string} id @returns {string | null} */
export function deleteFriendGame(storage, key, id) {
  try {
    const text = storage.getItem(keyOf(key, id));
    if (text === null) return null;
    storage.removeItem(keyOf(key, id));
    return text;
  } catch {
    return null;
  }
}

/** Puts back a friend game deleted by `deleteFriendGame`; false if storage refused.
 * @param {Storage} storage @param {string} key @param {string} id @param {string} text */
export function restoreFriendGame(storage, key, id, text) {
  try {
    storage.setItem(keyOf(key, id), text);
    return true;
  } catch {
    return false;
  }
}
