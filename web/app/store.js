// The game in progress, saved in Web Storage after every change and read back on reload; a
// game with a friend by link is also kept under a key of its own (`<key>.friend.<id>`), so
// that several can be in progress. A save that cannot be read is moved to another key, never
// deleted and never trusted.

import { stop } from "./clock.js";
import { normalizeSettings } from "./settings.js";

export const SAVE_VERSION = 1;
export const DEFAULT_KEY = "seega.game.v1";

/** A save; a friend game's also says, for the list of them, whose turn it is, whether it is
 * over and who won (null for a draw), its turns, the name the player gave it (empty for
 * none), when it began here and when a turn was last played.
 * @typedef {{ version: number, record: string, pending: string[],
 *   settings: import("./settings.js").Settings, clock: object | null, savedAt: string,
 *   screen?: unknown } & Partial<FriendFacts>} Save */
/** @typedef {{ turn: "black" | "white", over: boolean, winner?: "black" | "white" | null, turns: number,
 *   name: string, startedAt: string, playedAt: string }} FriendFacts */

/** The longest name a friend game can be given. */
export const NAME_LENGTH = 60;

/** Reads the save under `key`: `{status: "none"}`, `{status: "ok", save}`, or
 * `{status: "bad", reason}` for anything that is not a save of this version. */
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
  const pending = Array.isArray(data.pending) ? data.pending.filter((a) => typeof a === "string") : [];
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
      ...(data.turn === "black" || data.turn === "white" ? friendFacts(data) : {}),
    },
  };
}

/** A friend game's facts as a save gives them, each checked: anything else is dropped.
 * @returns {FriendFacts} */
function friendFacts(data) {
  const date = (value) => (typeof value === "string" && Number.isFinite(Date.parse(value)) ? value : "");
  return {
    turn: data.turn,
    over: Boolean(data.over),
    // Who won, where the save says (a save from before it did has no winner at all).
    ...("winner" in data ? { winner: data.over && (data.winner === "black" || data.winner === "white") ? data.winner : null } : {}),
    turns: Number.isInteger(data.turns) && data.turns >= 0 ? data.turns : 0,
    name: typeof data.name === "string" ? data.name.trim().slice(0, NAME_LENGTH) : "",
    startedAt: date(data.startedAt),
    playedAt: date(data.playedAt),
  };
}

/** Writes a save; false if storage refused it (full, or unavailable). */
export function writeSave(storage, key, save) {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ ...save, version: SAVE_VERSION }));
    return true;
  } catch {
    return false;
  }
}

/** Saves the app's game (its record, the turn under way, its settings and clocks as at
 * `at`), at most once in two seconds unless `force`. @param {import("./state.js").AppState} state */
export function saveGame(state, storage, key, force, at) {
  const { game, snapshot, clock } = state;
  if (!game || (!force && at - state.lastSaved <= 2000)) return;
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
  // A friend game is also kept under its own key, with what the list of them shows.
  const { friend } = state.settings;
  if (friend) writeSave(storage, friendKey(key, friend), { ...save, ...nextFacts(readSave(storage, friendKey(key, friend)), state, save.savedAt) });
}

/** A friend game's facts now, from the engine's state and the game as it was kept: its name
 * and start kept, the time of its last turn moved on only when a turn was played.
 * @param {ReturnType<typeof readSave>} kept @param {import("./state.js").AppState} state @param {string} time */
function nextFacts(kept, state, time) {
  const { snapshot, turns } = state;
  const was = kept.status === "ok" ? kept.save : null;
  const played = !was || was.turns !== turns.length || was.over !== Boolean(snapshot.outcome) || was.pending.join() !== snapshot.pending.join();
  return {
    turn: snapshot.turn,
    over: Boolean(snapshot.outcome),
    winner: snapshot.outcome?.winner ?? null,
    turns: turns.length,
    name: was?.name ?? "",
    startedAt: was?.startedAt || time,
    playedAt: played || !was?.playedAt ? time : was.playedAt,
  };
}

/** Where the friend game `id` is kept. */
export const friendKey = (key, id) => `${key}.friend.${id}`;

/** Whether any friend game is kept under `key` (its save read or not). */
export function hasFriendGames(storage, key) {
  const prefix = friendKey(key, "");
  try {
    for (let i = 0; i < (storage?.length ?? 0); i += 1) if (storage.key(i)?.startsWith(prefix)) return true;
  } catch {
    // Storage that throws holds no games.
  }
  return false;
}

/** Moves whatever is under `key` to `<key>.unreadable` so that the page can start afresh
 * without losing it. Returns the key it went to, or null. */
export function setAside(storage, key) {
  return moveTo(storage, key, `${key}.unreadable`, true);
}

/** Copies the save under `key` to `<key>.backup` (before a shared game replaces it). */
export function backUp(storage, key) {
  return moveTo(storage, key, `${key}.backup`, false);
}

function moveTo(storage, key, target, remove) {
  try {
    const text = storage?.getItem(key);
    if (text === null || text === undefined) return null;
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

/** Display preferences (theme, coordinates), kept apart from the game. */
export function readPrefs(storage, key) {
  try {
    const data = JSON.parse(storage?.getItem(`${key}.prefs`) ?? "{}");
    return data && typeof data === "object" ? data : {};
  } catch {
    return {};
  }
}

export function writePrefs(storage, key, prefs) {
  try {
    storage?.setItem(`${key}.prefs`, JSON.stringify(prefs));
  } catch {
    // Preferences are a comfort; the page works without them.
  }
}
