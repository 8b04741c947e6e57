// The game in progress, saved in Web Storage after every change and read back on reload; a
// game with a friend by link is also kept under a key of its own (`<key>.friend.<id>`), so
// that several can be in progress. A save that cannot be read is moved to another key, never
// deleted and never trusted.

import { stop } from "./clock.js";
import { storageRefused } from "../shared/storage.js";
import { normalizeSettings } from "../shared/settings.js";

export const SAVE_VERSION = 1;
export const DEFAULT_KEY = "seega.game.v1";

/** A save; a friend game's also says whose turn it is, whether it is over and its turns
 * (and, for the list of them, web/friend/games.js reads more: its name, who won, when it
 * began and when a turn was last played).
 * @typedef {{ version: number, record: string, pending: string[],
 *   settings: import("../shared/settings.js").Settings, clock: object | null, savedAt: string,
 *   turn?: "black" | "white", over?: boolean, turns?: number, screen?: unknown }} Save */
/** A save read: none there, one of this version, or something else (`reason` says why).
 * @typedef {{ status: "none", save?: undefined } | { status: "ok", save: Save } | { status: "bad", reason?: string, save?: undefined }} SaveRead */

/** Reads the save under `key`: `{status: "none"}`, `{status: "ok", save}`, or
 * `{status: "bad", reason}` for anything that is not a save of this version.
 * @param {Storage | null | undefined} storage @param {string} key @returns {SaveRead} */
export function readSave(storage, key) {
  let text;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return { status: "none" };
  }
  if (text === null) return { status: "none" };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { status: "bad", reason: "json" };
  }
  if (!data || typeof data !== "object") return { status: "bad", reason: "shape" };
  if (data.version !== SAVE_VERSION) return { status: "bad", reason: "version" };
  if (typeof data.record !== "string") return { status: "bad", reason: "shape" };
  const pending = Array.isArray(data.pending) ? data.pending.filter((/** @type {unknown} */ a) => typeof a === "string") : [];
  return {
    status: "ok",
    save: {
      version: SAVE_VERSION,
      record: data.record,
      pending,
      settings: normalizeSettings(data.settings),
      clock: data.clock ?? null,
      savedAt: String(data.savedAt ?? ""),
      // Checked where it is drawn (preview.js); never trusted for the game itself.
      screen: data.screen ?? null,
      // What a friend game's save says of itself, for the list of them.
      ...(data.turn === "black" || data.turn === "white" ? { turn: data.turn, over: Boolean(data.over), turns: Number(data.turns) || 0 } : {}),
    },
  };
}

/** Writes a save; false if storage refused it (full, or unavailable), which is reported.
 * @param {Storage} storage @param {string} key @param {Omit<Save, "version"> & Record<string, unknown>} save */
export function writeSave(storage, key, save) {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ ...save, version: SAVE_VERSION }));
    return true;
  } catch (error) {
    storageRefused(error);
    return false;
  }
}

/** Saves the app's game (its record, the turn under way, its settings and clocks as at
 * `at`), at most once in two seconds unless `force`. @param {import("./state.js").AppState} state
 * @param {Storage} storage @param {string} key @param {boolean} force @param {number} at */
export function saveGame(state, storage, key, force, at) {
  const { game, snapshot, clock } = state;
  if (!game || !snapshot || (!force && at - state.lastSaved <= 2000)) return;
  state.lastSaved = at;
  const save = {
    record: game.record(),
    pending: snapshot.pending,
    settings: state.settings,
    clock: clock ? { ...stop(clock, at), running: clock.running } : null,
    savedAt: new Date().toISOString(),
    // The engine's facts as they are now, which the next visit draws while its engine loads.
    screen: { snapshot, board: game.board(), legal: state.legal, turns: state.turns },
  };
  writeSave(storage, key, save);
  // A friend game is also kept under its own key, with what the list of them shows (read,
  // checked, by web/friend/games.js): its name and when it began are kept from the game as it
  // was kept, and when a turn was last played moves on when a turn was played.
  const { friend } = state.settings;
  if (!friend) return;
  /** @type {{ turns?: number, over?: boolean, playedAt?: string, name?: string, startedAt?: string }} */
  let was = {};
  try {
    was = JSON.parse(storage.getItem(friendKey(key, friend)) ?? "{}") ?? {};
  } catch {
    // A save that does not read gives nothing to keep.
  }
  const over = Boolean(snapshot.outcome);
  const played = was.turns !== state.turns.length || was.over !== over || !was.playedAt;
  writeSave(storage, friendKey(key, friend), {
    ...save,
    turn: snapshot.turn,
    over,
    winner: snapshot.outcome?.winner ?? null,
    turns: state.turns.length,
    name: was.name,
    startedAt: was.startedAt || save.savedAt,
    playedAt: played ? save.savedAt : was.playedAt,
  });
}

/** Where the friend game `id` is kept (web/friend/games.js lists them). @param {string} key @param {string} id */
export const friendKey = (key, id) => `${key}.friend.${id}`;

/** Whether any friend game is kept under `key` (its save read or not).
 * @param {Storage | null | undefined} storage @param {string} key */
export function hasFriendGames(storage, key) {
  const prefix = friendKey(key, "");
  try {
    for (let i = 0; i < (storage?.length ?? 0); i += 1) if (storage?.key(i)?.startsWith(prefix)) return true;
  } catch {
    // Storage that throws holds no games.
  }
  return false;
}

/** Moves whatever is under `key` to `<key>.unreadable` so that the page can start afresh
 * without losing it. Returns the key it went to, or null. @param {Storage | null | undefined} storage @param {string} key */
export function setAside(storage, key) {
  return moveTo(storage, key, `${key}.unreadable`, true);
}

/** Copies the save under `key` to `<key>.backup` (before a shared game replaces it).
 * @param {Storage | null | undefined} storage @param {string} key */
export function backUp(storage, key) {
  return moveTo(storage, key, `${key}.backup`, false);
}

/** @param {Storage | null | undefined} storage @param {string} key @param {string} target @param {boolean} remove @returns {string | null} */
function moveTo(storage, key, target, remove) {
  try {
    const text = storage?.getItem(key);
    if (!storage || text === null || text === undefined) return null;
    storage.setItem(target, text);
    if (remove) storage.removeItem(key);
    return target;
  } catch {
    try {
      if (remove) storage?.removeItem(key);
    } catch {
      // Nothing more can be done; the page goes on without the save.
    }
    return null;
  }
}

/** Display preferences (theme, coordinates), kept apart from the game, as writePrefs wrote
 * them (not checked here: initial.js checks each before the app uses it).
 * @param {Storage | null | undefined} storage @param {string} key @returns {Partial<import("./state.js").Prefs>} */
export function readPrefs(storage, key) {
  try {
    const data = JSON.parse(storage?.getItem(`${key}.prefs`) ?? "{}");
    return data && typeof data === "object" ? data : {};
  } catch {
    return {};
  }
}

/** @param {Storage | null | undefined} storage @param {string} key @param {import("./state.js").Prefs} prefs */
export function writePrefs(storage, key, prefs) {
  try {
    storage?.setItem(`${key}.prefs`, JSON.stringify(prefs));
  } catch {
    // Preferences are a comfort; the page works without them.
  }
}
