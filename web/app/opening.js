// The game a mounted app opens with: the game a share link carries, else the saved game,
// else a new one from the options. A save that cannot be read is set aside, with a notice.
// A friend's link is opened by web/friend/friend-link.js (loaded with it), given here; one that
// arrived incomplete changes nothing and says so.

import * as clocks from "./clock.js";
import { coinToss, normalizeSettings } from "../shared/settings.js";
import { backUp, friendKey, readSave, setAside } from "./store.js";

/** `arrival`: the number of turns after the friend's turn a link brought, to show it
 * arriving (the board before it, then the turn), when it is the game's last.
 * @typedef {{ game: Game, settings: import("../shared/settings.js").Settings, humanChoice: Side | "random",
 *   clock?: import("./clock.js").Clock | null, notices: { key: string, params?: Record<string, unknown>, kind?: "warning" | "info" }[], arrival?: number }} Opening */
/** The game in play (state.js's `game`). @typedef {import("../pkg/reader/seega.js").Game} Game */
/** @typedef {import("./state.js").Side} Side */

/** @typedef {import("../shared/engine.js").Engines["reader"]} Reader */
/** What the mount's options say of the game to open: a link's game, or a new game's rules.
 * @typedef {{ shared?: { record: string, settings?: Partial<import("../shared/settings.js").Settings>, incomplete?: boolean } | null, preset?: string, size?: number, rules?: Record<string, string> }} OpeningOptions */

/** Whether the opening reads a record (a link's, or the save's), and so needs the engine that
 * reads records: boot.js loads it exactly then.
 * @param {{ shared?: { record: string } | null }} options @param {{ storage: Storage | null, key: string | null }} store */
export function readsRecord(options, store) {
  return Boolean(options.shared?.record) || (store.storage && store.key ? readSave(store.storage, store.key).status === "ok" : false);
}

/** @param {{ Game: import("../shared/engine.js").AnyGameClass, Reader: Reader | null }} engines the
 * engine new games are made with, and the one that reads records (null when `readsRecord` is
 * false: the opening then reads none)
 * @param {OpeningOptions} options
 * @param {{ storage: Storage | null, key: string | null }} store
 * @param {{ settings: import("../shared/settings.js").Settings, humanChoice: Side | "random" }} defaults
 * @param {number} [at] the time now (ms), for the clocks
 * @param {typeof import("../friend/friend-link.js").openFriendGame | null} [openFriend] what opens a
 * friend's link (web/friend/friend-link.js), loaded when the page opens with one
 * @returns {Opening} */
export function chooseOpening({ Game, Reader }, options, store, defaults, at = Date.now(), openFriend = null) {
  /** @type {Opening["notices"]} */
  const notices = [];
  const shared = options.shared;
  if (!Reader && readsRecord(options, store)) throw new Error('need("reader")');
  if (shared?.incomplete) notices.push({ key: "notice.friendIncomplete" });
  if (shared?.record && Reader) {
    try {
      const game = Reader.fromRecord(shared.record);
      if (shared.settings?.opponent === "friend") {
        if (!openFriend) throw new Error("a friend's link is opened with web/friend/friend-link.js");
        const friend = openFriend(Reader, game, normalizeSettings(shared.settings), store, at, { restore, readSave, backUp, setAside, friendKey });
        // A friend's link refused with no game of theirs kept here opens the page's own game.
        if ("game" in friend) return friend;
        notices.push(friend.refused);
      } else {
        // The notice says a game was kept only where there was one to keep.
        const kept = store.storage && store.key ? backUp(store.storage, store.key) : null;
        const settings = normalizeSettings(shared.settings ?? {});
        const key = kept ? "notice.sharedOpened" : "notice.sharedNew";
        return { game, settings, humanChoice: settings.human, notices: [{ key, kind: "info" }] };
      }
    } catch (error) {
      notices.push({ key: "notice.sharedBroken", params: { error } });
    }
  }
  const saved = store.storage && store.key ? readSave(store.storage, store.key) : /** @type {import("./store.js").SaveRead} */ ({ status: "none" });
  if (saved.status === "ok" && Reader) {
    try {
      return { ...restore(Reader, saved.save, at), notices };
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

/** A saved game: its record, the actions of the turn under way, its settings and clocks.
 * @param {Reader} Reader @param {import("./store.js").Save} save @param {number} at */
export function restore(Reader, save, at) {
  const game = Reader.fromRecord(save.record);
  for (const action of save.pending) {
    try {
      game.play(action);
    } catch {
      break;
    }
  }
  return { game, settings: save.settings, humanChoice: save.settings.human, clock: clocks.restoreClock(save.clock, at) };
}

/** A new engine game from rule options; bad options give the default game and the error.
 * @param {import("../shared/engine.js").AnyGameClass} Game @param {Record<string, string | number | undefined | null>} rules
 * @returns {{ game: Game, error: unknown }} */
export function createGame(Game, rules) {
  const clean = Object.fromEntries(Object.entries(rules).filter(([, v]) => v !== undefined && v !== null));
  try {
    // The page's first engine's games are typed as the reader's, as state.js's `game` is.
    return { game: /** @type {Game} */ (new Game(clean)), error: null };
  } catch (error) {
    return { game: /** @type {Game} */ (new Game(undefined)), error };
  }
}

/** Settings with the human's colour drawn when the choice is "random".
 * @param {object} base @param {string} choice */
export function withColour(base, choice) {
  return normalizeSettings({ ...base, human: choice === "random" ? coinToss() : choice });
}
