// The app's dialogs, each loaded the first time it opens (a first visit needs none of them):
// its module, the dialogs' words in the game's language and their stylesheet are fetched
// together, then the dialog is made and added to the app.

import { loadDialogWords } from "../../i18n/i18n.js";
import { linkStylesheet } from "../../shared/dom.js";

/** @typedef {import("../../i18n/i18n.js").Translator} Translator */

/** @param {HTMLElement} container where the dialogs go @param {Translator} tr
 * @param {{ newGame: () => object, record: () => object, prefs: () => object, friends: () => object, printKit?: (() => string) | null }} config
 * what each dialog is made with, asked for when it is first opened */
export function createDialogs(container, tr, config) {
  /** @type {Map<string, Promise<any>>} */
  const made = new Map();

  /** The dialog `name`: its module from `load`, made by `make` once the words are there. */
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
    return made.get(name);
  }

  return {
    /** @returns {Promise<ReturnType<typeof import("./new-game.js").createNewGameDialog>>} */
    newGame: () => dialog("newGame", () => import("./new-game.js"), (m) => m.createNewGameDialog({ tr, ...config.newGame() })),
    /** @returns {Promise<ReturnType<typeof import("./rules-dialog.js").createRulesDialog>>} */
    rules: () => dialog("rules", () => import("./rules-dialog.js"), (m) => m.createRulesDialog(tr, config.printKit ?? null)),
    /** @returns {Promise<ReturnType<typeof import("./record-dialog.js").createRecordDialog>>} */
    record: () => dialog("record", () => import("./record-dialog.js"), (m) => m.createRecordDialog({ tr, ...config.record() })),
    /** @returns {Promise<ReturnType<typeof import("../../friend/friends-dialog.js").createFriendsDialog>>} */
    friends: () => dialog("friends", () => import("../../friend/friends-dialog.js"), (m) => m.createFriendsDialog({ tr, .../** @type {any} */ (config.friends()) })),
    /** @returns {Promise<ReturnType<typeof import("./prefs-dialog.js").createPrefsDialog>>} */
    prefs: () => dialog("prefs", () => import("./prefs-dialog.js"), (m) => m.createPrefsDialog({ tr, ...config.prefs() })),
    /** Asks a yes/no question. @returns {Promise<boolean>} */
    confirm: async (question, yes) =>
      (await dialog("confirm", () => import("./confirm-dialog.js"), (m) => m.createConfirmDialog(tr))).ask(question, yes),
  };
}
