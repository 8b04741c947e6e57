// A friend's link as the page opens it, loaded with it: the engine's game of the link, checked
// against the game with that friend kept here (`game.relation`, and `history()` for who played
// each new turn). It opens only when it plays that game on by the friend's turns, or ends it
// by the friend's resignation or their turn; an old link, one of another game, one with turns
// or a resignation of the reader's side, and one that ends the game by agreement or on time
// never replace the game kept. What opens says what the friend did (began the game, played,
// resigned, ended it) and which of its turns to show arriving.

/** @typedef {import("../app/opening.js").Opening} Opening */
/** What the opening of the page gives this module to read and keep saves with (web/app/
 * opening.js's and store.js's own), so that those stay in the page's first files alone.
 * @typedef {{ restore: typeof import("../app/opening.js").restore, readSave: typeof import("../app/store.js").readSave,
 *   backUp: typeof import("../app/store.js").backUp, setAside: typeof import("../app/store.js").setAside,
 *   friendKey: typeof import("../app/store.js").friendKey }} Saves */

/** A friend's game from a link that the engine has read, against the game with that friend
 * kept here: the opening, or the notice of a link refused when no game of theirs was kept.
 * @param {import("../shared/engine.js").Engines["reader"]} Reader the engine that reads records
 * @param {import("../pkg/reader/seega.js").Game} game the link's
 * @param {import("../shared/settings.js").Settings} settings the link's
 * @param {{ storage: Storage | null, key: string | null }} store @param {number} at
 * @param {Saves} saves
 * @returns {Opening | { refused: Opening["notices"][number] }} */
export function openFriendGame(Reader, game, settings, store, at, { restore, readSave, backUp, setAside, friendKey }) {
  const key = store.storage && store.key && settings.friend ? friendKey(store.key, settings.friend) : null;
  let kept = key ? readSave(store.storage, key) : /** @type {import("../app/store.js").SaveRead} */ ({ status: "none" });
  /** @type {ReturnType<typeof restore> | null} */
  let held = null;
  if (kept.status === "ok") {
    try {
      held = restore(Reader, kept.save, at);
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
    keepCurrent(store, readSave, backUp);
    const last = history[history.length - 1];
    const theirs = last && last.side !== mine ? history.length : 0;
    // A link with turns of the reader's side is of a game not kept here (deleted, or played on
    // another device): it opens as the link has it, and says so.
    const notKept = history.some((turn) => turn.side === mine);
    const begun = theirs ? { key: "notice.friendStarted", params: { side: mine, count: history.length } } : { key: game.state().turn === mine ? "notice.friendBegin" : "notice.friendNew", params: { side: mine } };
    const words = endingWords(ended, mine) ?? (notKept ? { key: "notice.friendNotKept", params: { side: mine } } : begun);
    return { game, settings, humanChoice: mine, notices: [{ ...words, kind: "info" }], arrival: theirs };
  }
  const { relation, turns } = held.game.relation(game);
  // The link's new turns must all be the friend's, and an ending the players brought about
  // only the friend's resignation: the reader's own side plays (and resigns) here only.
  const theirs = history.slice(history.length - turns).every((turn) => turn.side !== mine) && !forgedEnd && !resignedForMe;
  if (relation === "later" && theirs) {
    held.game.free();
    keepCurrent(store, readSave, backUp);
    const words = endingWords(ended, mine) ?? { key: "notice.friendTurn" };
    return { game, settings: held.settings, humanChoice: mine, notices: [{ ...words, kind: "info" }], arrival: turns > 0 ? history.length : 0 };
  }
  game.free();
  keepCurrent(store, readSave, backUp);
  const notice =
    relation === "later" && forgedEnd ? "notice.friendNoAgreement" : { same: "notice.friendSame", earlier: "notice.friendOld", later: "notice.friendNotTheirs", other: "notice.friendOther" }[relation];
  return { ...held, humanChoice: mine, notices: [{ key: notice, params: { count: turns }, kind: relation === "same" ? "info" : undefined }] };
}

/** The game open here is kept aside (`<key>.backup`) before a friend's game replaces it,
 * unless it is a friend game itself, kept under its own key. */
/** @param {{ storage: Storage | null, key: string | null }} store @param {Saves["readSave"]} readSave @param {Saves["backUp"]} backUp */
function keepCurrent(store, readSave, backUp) {
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
