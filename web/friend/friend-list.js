// The list of games with friends, in the new-game dialog and in a dialog of its own (the
// menu's "Friends"): each game by its name (the one the player gave it, else its colour and
// when it began), the turns, when a turn was last played and whose turn it is, the last
// played first; to open, rename or delete (asked first, and undone from the note that says
// it is gone). The game open on the page is not deleted from here.

import { h, uid } from "../shared/dom.js";
import { NAME_LENGTH, deleteFriendGame, listFriendGames, renameFriendGame, restoreFriendGame } from "./games.js";

/** Where the games with friends are kept, the one open on the page, and who to tell when
 * one is deleted or put back.
 * @typedef {{ storage: Storage, storageKey: string, current: () => string | null, onChange: () => void }} FriendsConfig */

/** @typedef {import("./games.js").FriendGame} FriendGame */

/** What the list holds between draws: the games as last read and the names shown for them,
 * the game whose name is being edited, the one whose deletion is asked, and the last deleted
 * (to put back). @typedef {{ games: FriendGame[], names: Map<string, string>, editing: string | null,
 *   confirming: string | null, deleted: { id: string, text: string, name: string } | null }} ListState */

/** What an entry is drawn with: the words, what the list shows, and its actions.
 * @typedef {{ t: import("../i18n/i18n.js").Translator["t"], when: (text: string) => string,
 *   ownName: (game: FriendGame) => string, shown: ListState, draw: (focus?: string | null) => void,
 *   onOpen: (id: string) => void, rename: (game: FriendGame, name: string) => void,
 *   remove: (game: FriendGame, name: string) => void }} EntryContext */

/**
 * @param {{ tr: import("../i18n/i18n.js").Translator, storage: Storage, storageKey: string,
 *   current: () => string | null, onOpen: (id: string) => void, onChange?: () => void }} config
 * `current`: the id of the friend game open on the page; `onOpen(id)` opens one (the
 * dialog holding the list closes first); `onChange` is told when a game is deleted or put back.
 */
export function createFriendList({ tr, storage, storageKey, current, onOpen, onChange = () => {} }) {
  const { t } = tr;
  const dates = dateFormat(tr.lang);
  const list = h("ul", { class: "friend-games" });
  const note = h("div", { class: "friend-note", role: "status" });
  const element = h("div", { class: "friend-list" }, note, list);
  /** @type {ListState} */
  const shown = { games: [], names: new Map(), editing: null, confirming: null, deleted: null };

  /** @param {string} text */
  const when = (text) => {
    const time = Date.parse(text);
    return Number.isFinite(time) ? dates.format(new Date(time)) : "";
  };
  /** The name shown: the player's, else the colour played and when the game began. @param {FriendGame} game */
  const ownName = (game) => game.name || t("friends.defaultName", { side: t(`side.${game.side}`), date: when(game.startedAt) });

  /** Draws the list from what storage holds now; `focus` is a selector to focus after.
   * @param {string | null} [focus] */
  function draw(focus = null) {
    shown.games = listFriendGames(storage, storageKey);
    shown.names = nameAll(shown.games, ownName, t);
    const open = current();
    list.replaceChildren(...shown.games.map((game) => entry(context, game, game.id === open)));
    list.hidden = shown.games.length === 0;
    const { deleted } = shown;
    const empty = shown.games.length === 0 && !deleted;
    note.replaceChildren(
      ...(deleted ? [h("span", {}, t("friends.deleted", { name: deleted.name })), button(t("friends.undo"), undo, "friend-undo")] : []),
      ...(empty ? [h("span", {}, t("friends.none"))] : []),
    );
    if (focus) /** @type {HTMLElement | null} */ (element.querySelector(focus))?.focus();
  }

  /** @type {EntryContext} */
  const context = {
    t,
    when,
    ownName,
    shown,
    draw,
    onOpen,
    rename: (game, name) => renameFriendGame(storage, storageKey, game.id, name),
    // Deletes a game (asked first), keeping what it was until the next deletion, for undo.
    remove(game, name) {
      shown.confirming = null;
      const text = deleteFriendGame(storage, storageKey, game.id);
      shown.deleted = text === null ? shown.deleted : { id: game.id, text, name };
      draw(".friend-undo");
      onChange();
    },
  };

  function undo() {
    if (!shown.deleted) return;
    const { id, text } = shown.deleted;
    if (restoreFriendGame(storage, storageKey, id, text)) shown.deleted = null;
    draw(`[data-id="${id}"] .friend-open, [data-id="${id}"] .friend-rename`);
    onChange();
  }

  return {
    element,
    /** Draws the list afresh (when its dialog opens): no name left half edited, no question open. */
    draw() {
      shown.editing = null;
      shown.confirming = null;
      shown.deleted = null;
      draw();
    },
    /** How many games the list shows. */
    get count() {
      return shown.games.length;
    },
  };
}

/** The names shown, by game, told apart: games of the same name get a number, by when they began.
 * @param {FriendGame[]} games @param {(game: FriendGame) => string} ownName @param {EntryContext["t"]} t */
function nameAll(games, ownName, t) {
  /** @type {Map<string, string>} */
  const names = new Map();
  const byStart = [...games].sort((a, b) => (Date.parse(a.startedAt) || 0) - (Date.parse(b.startedAt) || 0) || a.id.localeCompare(b.id));
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const game of byStart) {
    const name = ownName(game);
    const number = (seen.get(name) ?? 0) + 1;
    seen.set(name, number);
    names.set(game.id, number === 1 ? name : t("friends.sameName", { name, number }));
  }
  return names;
}

/** Whose turn it is, or how the game ended. @param {EntryContext["t"]} t @param {FriendGame} game */
function whoseOf(t, { over, turn, winner, side }) {
  if (!over) return turn === side ? t("friends.yourTurn") : t("friends.theirTurn");
  if (winner === undefined) return t("friends.over");
  return !winner ? t("friends.drawn") : winner === side ? t("friends.won") : t("friends.lost");
}

/** @param {string} label @param {() => void} onclick @param {string} className @param {import("../shared/dom.js").Props} [extra] */
function button(label, onclick, className, extra = {}) {
  return h("button", { type: "button", class: `button ${className}`, onclick, ...extra }, label);
}

/** One game's entry. @param {EntryContext} context @param {FriendGame} game @param {boolean} isOpen */
function entry(context, game, isOpen) {
  const { t, when, shown } = context;
  const name = shown.names.get(game.id) ?? context.ownName(game);
  const nameId = uid("friend-name");
  // A game not played yet (a link that only begins it) says when it began, not a turn.
  const facts =
    game.turns > 0
      ? t("friends.facts", { side: t(`side.${game.side}`), count: game.turns, played: when(game.playedAt), whose: whoseOf(t, game) })
      : t("friends.factsNone", { side: t(`side.${game.side}`), begun: when(game.startedAt), whose: whoseOf(t, game) });
  const parts =
    shown.editing === game.id
      ? renameRow(context, game)
      : shown.confirming === game.id
        ? confirmRows(context, game, name)
        : actionRow(context, game, isOpen, { "aria-describedby": nameId });
  return h(
    "li",
    { class: "friend-game", dataset: { id: game.id } },
    h("p", { class: "friend-game-name", id: nameId }, name),
    h("p", { class: "friend-game-facts" }, facts),
    ...parts,
  );
}

/** The field that renames a game, with its buttons. @param {EntryContext} context @param {FriendGame} game @returns {HTMLElement[]} */
function renameRow(context, game) {
  const { t, shown, draw } = context;
  const input = h("input", { type: "text", class: "friend-name-input", maxlength: String(NAME_LENGTH), value: game.name, placeholder: context.ownName({ ...game, name: "" }), "aria-label": t("friends.nameLabel") });
  const save = () => {
    context.rename(game, input.value);
    shown.editing = null;
    draw(`[data-id="${game.id}"] .friend-rename`);
  };
  const cancel = () => {
    shown.editing = null;
    draw(`[data-id="${game.id}"] .friend-rename`);
  };
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      // Escape leaves the name as it was, and the dialog open.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  });
  queueMicrotask(() => input.isConnected && (input.focus(), input.select()));
  return [h("div", { class: "friend-rename-row" }, input, button(t("friends.save"), save, "primary friend-save"), button(t("action.cancel"), cancel, "friend-cancel"))];
}

/** The question before a game is deleted. @param {EntryContext} context @param {FriendGame} game @param {string} name @returns {HTMLElement[]} */
function confirmRows(context, game, name) {
  const { t, shown, draw } = context;
  return [
    h("p", { class: "friend-confirm" }, t("friends.confirmDelete", { name })),
    h(
      "div",
      { class: "button-row" },
      button(t("friends.delete"), () => context.remove(game, name), "danger friend-delete-yes"),
      button(t("action.cancel"), () => ((shown.confirming = null), draw(`[data-id="${game.id}"] .friend-delete`)), "friend-cancel"),
    ),
  ];
}

/** A game's buttons: open (unless it is open on the page), rename, delete (unless it is open).
 * @param {EntryContext} context @param {FriendGame} game @param {boolean} isOpen @param {import("../shared/dom.js").Props} about
 * @returns {HTMLElement[]} */
function actionRow(context, game, isOpen, about) {
  const { t, shown, draw } = context;
  return [
    h(
      "div",
      { class: "button-row" },
      isOpen ? h("span", { class: "friend-open-now" }, t("friends.openNow")) : button(t("friends.open"), () => context.onOpen(game.id), "primary friend-open", about),
      button(t("friends.rename"), () => ((shown.editing = game.id), (shown.confirming = null), draw()), "friend-rename", about),
      !isOpen && button(t("friends.delete"), () => ((shown.confirming = game.id), (shown.editing = null), draw(`[data-id="${game.id}"] .friend-cancel`)), "friend-delete", about),
    ),
  ];
}

/** Dates and times as the language writes them (Arabic with Latin digits, as the page's
 * numbers are). @param {string} lang */
function dateFormat(lang) {
  const options = /** @type {const} */ ({ dateStyle: "medium", timeStyle: "short" });
  try {
    return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, options);
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}
