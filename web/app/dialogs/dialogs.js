// The app's dialogs, each loaded the first time it opens (a first visit needs none of them):
// its module, the dialogs' words in the game's language and their stylesheet are fetched
// together, then the dialog is made and added to the app.

import { loadDialogWords } from "../../i18n/i18n.js";
import { linkStylesheet } from "../../shared/dom.js";

/** @typedef {import("../../i18n/i18n.js").Translator} Translator */
/** What a dialog's maker is given besides the translator.
 * @template {(config: never) => unknown} F @typedef {Omit<Parameters<F>[0], "tr">} ConfigOf */
/** @typedef {typeof import("./new-game.js").createNewGameDialog} NewGame */
/** @typedef {typeof import("./record-dialog.js").createRecordDialog} Record */
/** @typedef {typeof import("./prefs-dialog.js").createPrefsDialog} Prefs */
/** @typedef {typeof import("../../friend/friends-dialog.js").createFriendsDialog} Friends */

/** @param {HTMLElement} container where the dialogs go @param {Translator} tr
 * @param {{ newGame: () => ConfigOf<NewGame>, record: () => ConfigOf<Record>, prefs: () => ConfigOf<Prefs>, friends: () => ConfigOf<Friends>, printKit?: (() => string) | null }} config
 * what each dialog is made with, asked for when it is first opened */
export function createDialogs(container, tr, config) {
  /** @type {Map<string, Promise<unknown>>} */
  const made = new Map();

  /** The dialog `name`: its module from `load`, made by `make` once the words are there.
   * @template M @template {{ element: Element }} D
   * @param {string} name @param {() => Promise<M>} load @param {(module: M) => D} make @returns {Promise<D>} */
  function dialog(name, load, make) {
    if (!made.has(name)) {
      const styled = linkStylesheet(container, new URL("./dialogs.css", import.meta.url).href, "seega-dialogs");
      const ready = Promise.all([load(), loadDialogWords(tr.lang), styled]).then(([module]) => {
        const created = make(module);
        container.append(created.element);
        return created;
      });
      // A module that failed to load (offline before it was cached) is tried again next time.
      ready.catch(() => made.delete(name));
      made.set(name, ready);
    }
    return /** @type {Promise<D>} */ (made.get(name));
  }

  return {
    newGame: () => dialog("newGame", () => import("./new-game.js"), (m) => m.createNewGameDialog({ tr, ...config.newGame() })),
    rules: () => dialog("rules", () => import("./rules-dialog.js"), (m) => m.createRulesDialog(tr, config.printKit ?? null)),
    record: () => dialog("record", () => import("./record-dialog.js"), (m) => m.createRecordDialog({ tr, ...config.record() })),
    friends: () => dialog("friends", () => import("../../friend/friends-dialog.js"), (m) => m.createFriendsDialog({ tr, ...config.friends() })),
    prefs: () => dialog("prefs", () => import("./prefs-dialog.js"), (m) => m.createPrefsDialog({ tr, ...config.prefs() })),
    /** Asks a yes/no question. @param {string} question @param {string} yes @returns {Promise<boolean>} */
    confirm: async (question, yes) => (await dialog("confirm", () => import("./confirm-dialog.js"), (m) => m.createConfirmDialog(tr))).ask(question, yes),
  };
}
