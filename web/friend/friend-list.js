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
  /** The game whose name is being edited, the one whose deletion is asked, and the last deleted. */
  let editing = /** @type {string | null} */ (null);
  let confirming = /** @type {string | null} */ (null);
  let deleted = /** @type {{ id: string, text: string, name: string } | null} */ (null);
  let games = /** @type {FriendGame[]} */ ([]);

  const when = (text) => {
    const time = Date.parse(text);
    return Number.isFinite(time) ? dates.format(new Date(time)) : "";
  };
  /** The name shown: the player's, else the colour played and when the game began. @param {FriendGame} game */
  const ownName = (game) => game.name || t("friends.defaultName", { side: t(`side.${game.side}`), date: when(game.startedAt) });
  /** The names shown, told apart: games of the same name get a number, by when they began. */
  let names = /** @type {Map<string, string>} */ (new Map());
  const nameOf = (/** @type {FriendGame} */ game) => names.get(game.id) ?? ownName(game);
  function nameAll() {
    names = new Map();
    const byStart = [...games].sort((a, b) => (Date.parse(a.startedAt) || 0) - (Date.parse(b.startedAt) || 0) || a.id.localeCompare(b.id));
    const seen = new Map();
    for (const game of byStart) {
      const name = ownName(game);
      const number = (seen.get(name) ?? 0) + 1;
      seen.set(name, number);
      names.set(game.id, number === 1 ? name : t("friends.sameName", { name, number }));
    }
  }
  /** @param {FriendGame} game */
  const whoseOf = ({ over, turn, winner, side }) => {
    if (!over) return turn === side ? t("friends.yourTurn") : t("friends.theirTurn");
    if (winner === undefined) return t("friends.over");
    return !winner ? t("friends.drawn") : winner === side ? t("friends.won") : t("friends.lost");
  };
  const button = (label, onclick, className, extra = {}) => h("button", { type: "button", class: `button ${className}`, onclick, ...extra }, label);

  /** Draws the list from what storage holds now; `focus` is a selector to focus after. */
  function draw(focus = null) {
    games = listFriendGames(storage, storageKey);
    nameAll();
    const open = current();
    list.replaceChildren(...games.map((game) => entry(game, game.id === open)));
    list.hidden = games.length === 0;
    const empty = games.length === 0 && !deleted;
    note.replaceChildren(
      ...(deleted ? [h("span", {}, t("friends.deleted", { name: deleted.name })), button(t("friends.undo"), undo, "friend-undo")] : []),
      ...(empty ? [h("span", {}, t("friends.none"))] : []),
    );
    if (focus) /** @type {HTMLElement | null} */ (element.querySelector(focus))?.focus();
  }

  /** One game's entry. @param {FriendGame} game @param {boolean} isOpen */
  function entry(game, isOpen) {
    const name = nameOf(game);
    const nameId = uid("friend-name");
    // A game not played yet (a link that only begins it) says when it began, not a turn.
    const facts =
      game.turns > 0
        ? t("friends.facts", { side: t(`side.${game.side}`), count: game.turns, played: when(game.playedAt), whose: whoseOf(game) })
        : t("friends.factsNone", { side: t(`side.${game.side}`), begun: when(game.startedAt), whose: whoseOf(game) });
    const about = { "aria-describedby": nameId };
    /** @type {any[]} */
    let parts;
    if (editing === game.id) {
      const input = h("input", { type: "text", class: "friend-name-input", maxlength: String(NAME_LENGTH), value: game.name, placeholder: ownName({ ...game, name: "" }), "aria-label": t("friends.nameLabel") });
      const save = () => {
        renameFriendGame(storage, storageKey, game.id, input.value);
        editing = null;
        draw(`[data-id="${game.id}"] .friend-rename`);
      };
      const cancel = () => {
        editing = null;
        draw(`[data-id="${game.id}"] .friend-rename`);
      };
      input.addEventListener("keydown", (/** @type {KeyboardEvent} */ event) => {
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
      parts = [h("div", { class: "friend-rename-row" }, input, button(t("friends.save"), save, "primary friend-save"), button(t("action.cancel"), cancel, "friend-cancel"))];
      queueMicrotask(() => input.isConnected && (input.focus(), input.select()));
    } else if (confirming === game.id) {
      parts = [
        h("p", { class: "friend-confirm" }, t("friends.confirmDelete", { name })),
        h(
          "div",
          { class: "button-row" },
          button(t("friends.delete"), () => remove(game, name), "danger friend-delete-yes"),
          button(t("action.cancel"), () => ((confirming = null), draw(`[data-id="${game.id}"] .friend-delete`)), "friend-cancel"),
        ),
      ];
    } else {
      parts = [
        h(
          "div",
          { class: "button-row" },
          isOpen ? h("span", { class: "friend-open-now" }, t("friends.openNow")) : button(t("friends.open"), () => onOpen(game.id), "primary friend-open", about),
          button(t("friends.rename"), () => ((editing = game.id), (confirming = null), draw()), "friend-rename", about),
          !isOpen && button(t("friends.delete"), () => ((confirming = game.id), (editing = null), draw(`[data-id="${game.id}"] .friend-cancel`)), "friend-delete", about),
        ),
      ];
    }
    return h(
      "li",
      { class: "friend-game", dataset: { id: game.id } },
      h("p", { class: "friend-game-name", id: nameId }, name),
      h("p", { class: "friend-game-facts" }, facts),
      ...parts,
    );
  }

  /** Deletes a game (asked first), keeping what it was until the next deletion, for undo.
   * @param {FriendGame} game @param {string} name */
  function remove(game, name) {
    confirming = null;
    const text = deleteFriendGame(storage, storageKey, game.id);
    deleted = text === null ? deleted : { id: game.id, text, name };
    draw(".friend-undo");
    onChange();
  }

  function undo() {
    if (!deleted) return;
    const { id, text } = deleted;
    if (restoreFriendGame(storage, storageKey, id, text)) deleted = null;
    draw(`[data-id="${id}"] .friend-open, [data-id="${id}"] .friend-rename`);
    onChange();
  }

  return {
    element,
    /** Draws the list afresh (when its dialog opens): no name left half edited, no question open. */
    draw() {
      editing = null;
      confirming = null;
      deleted = null;
      draw();
    },
    /** How many games the list shows. */
    get count() {
      return games.length;
    },
  };
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
