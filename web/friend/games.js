// The games with friends kept in this browser (each under `<key>.friend.<id>`, written by
// web/app/store.js), for the list of them: read, sorted by the last turn played, renamed,
// deleted and put back. A save that does not read is left where it is, unlisted, and never
// stops the others from being listed.

import { NAME_LENGTH, friendKey, readSave, writeSave } from "../app/store.js";

/** A friend game as the list shows it.
 * @typedef {{ id: string, save: import("../app/store.js").Save, name: string, side: "black" | "white",
 *   startedAt: string, playedAt: string }} FriendGame */

/** The friend games kept under `key`, the last played first. @returns {FriendGame[]} */
export function listFriendGames(storage, key) {
  const prefix = friendKey(key, "");
  /** @type {FriendGame[]} */
  const games = [];
  try {
    for (let i = 0; i < (storage?.length ?? 0); i += 1) {
      const name = storage.key(i);
      if (!name?.startsWith(prefix)) continue;
      const id = name.slice(prefix.length);
      const read = readSave(storage, name);
      if (read.status !== "ok" || read.save.settings.friend !== id || !read.save.turn) continue;
      const { save } = read;
      // A game kept before the list gave dates has the time of its last save for both.
      games.push({ id, save, name: save.name ?? "", side: save.settings.human, startedAt: save.startedAt || save.savedAt, playedAt: save.playedAt || save.savedAt });
    }
  } catch {
    // Storage that throws holds no games.
  }
  const time = (text) => Date.parse(text) || 0;
  return games.sort((a, b) => time(b.playedAt) - time(a.playedAt) || time(b.startedAt) - time(a.startedAt) || a.id.localeCompare(b.id));
}

/** Gives the friend game `id` a name (an empty one gives it back its default); false if it
 * is not kept or storage refused. */
export function renameFriendGame(storage, key, id, name) {
  const read = readSave(storage, friendKey(key, id));
  if (read.status !== "ok") return false;
  return writeSave(storage, friendKey(key, id), { ...read.save, name: String(name).trim().slice(0, NAME_LENGTH) });
}

/** Deletes the friend game `id`: returns what was kept, to put back, or null. */
export function deleteFriendGame(storage, key, id) {
  try {
    const text = storage.getItem(friendKey(key, id));
    if (text === null) return null;
    storage.removeItem(friendKey(key, id));
    return text;
  } catch {
    return null;
  }
}

/** Puts back a friend game deleted by `deleteFriendGame`; false if storage refused. */
export function restoreFriendGame(storage, key, id, text) {
  try {
    storage.setItem(friendKey(key, id), text);
    return true;
  } catch {
    return false;
  }
}
