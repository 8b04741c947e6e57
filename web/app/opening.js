// The game a mounted app opens with: the game a share link carries, else the saved game,
// else a new one from the options. A save that cannot be read is set aside, with a notice.
// A friend's link is checked by the engine against the game with that friend kept here: it
// opens only when it plays that game on by the friend's turns; an old link, one of another
// game, or one with turns of the reader's side never replaces the game kept.

import * as clocks from "./clock.js";
import { coinToss, normalizeSettings } from "./settings.js";
import { backUp, friendKey, readSave, setAside } from "./store.js";

/** @typedef {{ game: any, settings: import("./settings.js").Settings, humanChoice: string,
 *   clock?: import("./clock.js").Clock | null, notices: { key: string, params?: object, kind?: string }[] }} Opening */

/** @param {typeof import("../pkg/reader/seega.js").Game} Game the engine's class (one that reads
 * records whenever the opening may read one)
 * @param {{ shared?: { record: string, settings?: object } | null, preset?: string, size?: number, rules?: Record<string, string> }} options
 * @param {{ storage: Storage | null, key: string | null }} store
 * @param {{ settings: import("./settings.js").Settings, humanChoice: string }} defaults
 * @returns {Opening} */
export function openFirstGame(Game, options, store, defaults, at = Date.now()) {
  /** @type {Opening["notices"]} */
  const notices = [];
  const shared = options.shared;
  if (shared?.record) {
    try {
      const game = Game.fromRecord(shared.record);
      if (shared.settings?.opponent === "friend") return openFriendGame(Game, game, normalizeSettings(shared.settings), store, at);
      // The notice says a game was kept only where there was one to keep.
      const kept = store.storage && store.key ? backUp(store.storage, store.key) : null;
      const settings = normalizeSettings(shared.settings ?? {});
      const key = kept ? "notice.sharedOpened" : "notice.sharedNew";
      return { game, settings, humanChoice: settings.human, notices: [{ key, kind: "info" }] };
    } catch (error) {
      notices.push({ key: "notice.sharedBroken", params: { error } });
    }
  }
  const saved = store.storage && store.key ? readSave(store.storage, store.key) : { status: "none" };
  if (saved.status === "ok") {
    try {
      return { ...restore(Game, saved.save, at), notices };
    } catch {
      // Falls through to setting the save aside.
    }
  }
  if (saved.status !== "none") {
    setAside(/** @type {Storage} */ (store.storage), /** @type {string} */ (store.key));
    notices.push({ key: "notice.saveSetAside" });
  }
  const { game, error } = createGame(Game, { ...options.rules, preset: options.preset, size: options.size });
  if (error) notices.push({ key: "notice.badOptions", params: { error } });
  const settings = withColour(defaults.settings, defaults.humanChoice);
  return { game, settings, humanChoice: defaults.humanChoice, notices };
}

/** A friend's game from a link that the engine has read, against the game with that friend
 * kept here. @param {import("./settings.js").Settings} settings the link's */
function openFriendGame(Game, game, settings, store, at) {
  const kept = store.storage && store.key && settings.friend ? readSave(store.storage, friendKey(store.key, settings.friend)) : { status: "none" };
  // The game open here is kept aside, unless it is a friend game (kept under its own key):
  // so following one friend's link after another never overwrites the backup of a game.
  const current = store.storage && store.key ? readSave(store.storage, store.key) : null;
  if (current?.status === "ok" && current.save.settings.opponent !== "friend") backUp(/** @type {Storage} */ (store.storage), /** @type {string} */ (store.key));
  if (kept.status !== "ok") {
    return { game, settings, humanChoice: settings.human, notices: [{ key: "notice.friendNew", params: { side: settings.human }, kind: "info" }] };
  }
  const held = restore(Game, kept.save, at);
  const { relation, turns } = held.game.relation(game);
  // The link's new turns must all be the friend's, and an ending the players brought about
  // only the friend's resignation: the reader's own side plays (and resigns) here only.
  const mine = held.settings.human;
  const history = game.history();
  const ended = game.state().outcome;
  const endedByPlayers = ended && ["resignation", "timeout", "agreement"].includes(ended.reason);
  const theirs = history.slice(history.length - turns).every((turn) => turn.side !== mine) && (!endedByPlayers || (ended.reason === "resignation" && ended.winner === mine));
  if (relation === "later" && theirs) {
    held.game.free();
    return { game, settings: held.settings, humanChoice: mine, notices: [{ key: "notice.friendTurn", kind: "info" }] };
  }
  game.free();
  const key = { same: "notice.friendSame", earlier: "notice.friendOld", later: "notice.friendNotTheirs", other: "notice.friendOther" }[relation];
  return { ...held, humanChoice: mine, notices: [{ key, params: { count: turns }, kind: relation === "same" ? "info" : undefined }] };
}

/** A saved game: its record, the actions of the turn under way, its settings and clocks. */
export function restore(Game, save, at) {
  const game = Game.fromRecord(save.record);
  for (const action of save.pending) {
    try {
      game.play(action);
    } catch {
      break;
    }
  }
  return { game, settings: save.settings, humanChoice: save.settings.human, clock: clocks.restoreClock(save.clock, at) };
}

/** A new engine game from rule options; bad options give the default game and the error. */
export function createGame(Game, rules) {
  const clean = Object.fromEntries(Object.entries(rules).filter(([, v]) => v !== undefined && v !== null));
  try {
    return { game: new Game(clean), error: null };
  } catch (error) {
    return { game: new Game(), error };
  }
}

/** Settings with the human's colour drawn when the choice is "random". */
export function withColour(base, choice) {
  return normalizeSettings({ ...base, human: choice === "random" ? coinToss() : choice });
}
