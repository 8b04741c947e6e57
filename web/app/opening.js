// The game a mounted app opens with: the game a share link carries, else the saved game,
// else a new one from the options. A save that cannot be read is set aside, with a notice.
// A friend's link is checked by the engine against the game with that friend kept here: it
// opens only when it plays that game on by the friend's turns; an old link, one of another
// game, or one with turns of the reader's side never replaces the game kept. A link that
// arrived incomplete changes nothing and says so. A link that opens says what the friend did
// (started the game, played, resigned, ended it) and which of its turns to show arriving.

import * as clocks from "./clock.js";
import { coinToss, normalizeSettings } from "./settings.js";
import { backUp, friendKey, readSave, setAside } from "./store.js";

/** `arrival`: the number of turns after the friend's turn a link brought, to show it
 * arriving (the board before it, then the turn), when it is the game's last.
 * @typedef {{ game: any, settings: import("./settings.js").Settings, humanChoice: string,
 *   clock?: import("./clock.js").Clock | null, notices: { key: string, params?: object, kind?: string }[], arrival?: number }} Opening */

/** @param {typeof import("../pkg/rules/seega.js").Game} Game the engine's class
 * @param {{ shared?: { record: string, settings?: object, incomplete?: boolean } | null, preset?: string, size?: number, rules?: Record<string, string> }} options
 * @param {{ storage: Storage | null, key: string | null }} store
 * @param {{ settings: import("./settings.js").Settings, humanChoice: string }} defaults
 * @returns {Opening} */
export function openFirstGame(Game, options, store, defaults, at = Date.now()) {
  /** @type {Opening["notices"]} */
  const notices = [];
  const shared = options.shared;
  if (shared?.incomplete) notices.push({ key: "notice.friendIncomplete" });
  if (shared?.record) {
    try {
      const game = Game.fromRecord(shared.record);
      if (shared.settings?.opponent === "friend") {
        const friend = openFriendGame(Game, game, normalizeSettings(shared.settings), store, at);
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
 * kept here: the opening, or the notice of a link refused when no game of theirs was kept.
 * @param {import("./settings.js").Settings} settings the link's
 * @returns {Opening | { refused: Opening["notices"][number] }} */
function openFriendGame(Game, game, settings, store, at) {
  const key = store.storage && store.key && settings.friend ? friendKey(store.key, settings.friend) : null;
  let kept = key ? readSave(store.storage, key) : { status: "none" };
  /** @type {ReturnType<typeof restore> | null} */
  let held = null;
  if (kept.status === "ok") {
    try {
      held = restore(Game, kept.save, at);
    } catch {
      kept = { status: "bad" };
    }
  }
  // A game kept with this friend that no longer reads is set aside, never lost; the link then
  // opens as the game with them.
  if (kept.status === "bad") setAside(/** @type {Storage} */ (store.storage), /** @type {string} */ (key));
  const mine = held ? held.settings.human : settings.human;
  const history = game.history();
  const ended = game.state().outcome;
  // An ending the players brought about can come by link only as the friend's resignation.
  const forgedEnd = ended && (ended.reason === "agreement" || ended.reason === "timeout");
  const resignedForMe = ended?.reason === "resignation" && ended.winner !== mine;
  if (!held) {
    if (forgedEnd || resignedForMe) {
      game.free();
      return { refused: { key: forgedEnd ? "notice.friendNoAgreement" : "notice.friendNotTheirs" } };
    }
    // The game open here is kept aside, unless it is a friend game (kept under its own key):
    // so following one friend's link after another never overwrites the backup of a game.
    keepCurrent(store);
    const last = history[history.length - 1];
    const theirs = last && last.side !== mine ? history.length : 0;
    const words = endingWords(ended, mine) ?? (theirs ? { key: "notice.friendStarted", params: { side: mine, count: history.filter((turn) => turn.side !== mine).length } } : { key: game.state().turn === mine ? "notice.friendBegin" : "notice.friendNew", params: { side: mine } });
    return { game, settings, humanChoice: mine, notices: [{ ...words, kind: "info" }], arrival: theirs };
  }
  const { relation, turns } = held.game.relation(game);
  // The link's new turns must all be the friend's, and an ending the players brought about
  // only the friend's resignation: the reader's own side plays (and resigns) here only.
  const theirs = history.slice(history.length - turns).every((turn) => turn.side !== mine) && !forgedEnd && !resignedForMe;
  if (relation === "later" && theirs) {
    held.game.free();
    keepCurrent(store);
    const words = endingWords(ended, mine) ?? { key: "notice.friendTurn" };
    return { game, settings: held.settings, humanChoice: mine, notices: [{ ...words, kind: "info" }], arrival: turns > 0 ? history.length : 0 };
  }
  game.free();
  keepCurrent(store);
  const notice =
    relation === "later" && forgedEnd ? "notice.friendNoAgreement" : { same: "notice.friendSame", earlier: "notice.friendOld", later: "notice.friendNotTheirs", other: "notice.friendOther" }[relation];
  return { ...held, humanChoice: mine, notices: [{ key: notice, params: { count: turns }, kind: relation === "same" ? "info" : undefined }] };
}

/** The game open here is kept aside (`<key>.backup`) before a friend's game replaces it,
 * unless it is a friend game itself, kept under its own key. */
function keepCurrent(store) {
  const current = store.storage && store.key ? readSave(store.storage, store.key) : null;
  if (current?.status === "ok" && current.save.settings.opponent !== "friend") backUp(/** @type {Storage} */ (store.storage), /** @type {string} */ (store.key));
}

/** What a link that ended the game says, from the engine's outcome: the friend resigned, or
 * the friend's turn won, lost or drew it; null for a game that goes on.
 * @param {{ winner: string | null, reason: string } | null | undefined} ended @param {string} mine */
function endingWords(ended, mine) {
  if (!ended) return null;
  if (ended.reason === "resignation") return { key: "notice.friendResigned" };
  return { key: !ended.winner ? "notice.friendEndedDrawn" : ended.winner === mine ? "notice.friendEndedYouWin" : "notice.friendEndedTheyWin" };
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
