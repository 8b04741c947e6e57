// The app's dialogs, each loaded the first time it opens (a first visit needs none of them):
// its module is fetched, the dialog made in the game's language and added to the app.

/** @typedef {import("../i18n/i18n.js").Translator} Translator */

/** @param {HTMLElement} container where the dialogs go @param {Translator} tr
 * @param {{ newGame: () => object, record: () => object, prefs: () => object }} config
 * what each dialog is made with, asked for when it is first opened */
export function createDialogs(container, tr, config) {
  /** @type {Map<string, Promise<any>>} */
  const made = new Map();

  /** The dialog `name`, made once by `make` from its module. */
  function load(name, make) {
    if (!made.has(name)) {
      const dialog = make().then((created) => {
        container.append(created.element);
        return created;
      });
      // A module that failed to load (offline before it was cached) is tried again next time.
      dialog.catch(() => made.delete(name));
      made.set(name, dialog);
    }
    return made.get(name);
  }

  return {
    /** @returns {Promise<ReturnType<typeof import("./new-game.js").createNewGameDialog>>} */
    newGame: () => load("newGame", async () => (await import("./new-game.js")).createNewGameDialog({ tr, ...config.newGame() })),
    /** @returns {Promise<ReturnType<typeof import("./rules-dialog.js").createRulesDialog>>} */
    rules: () => load("rules", async () => (await import("./rules-dialog.js")).createRulesDialog(tr)),
    /** @returns {Promise<ReturnType<typeof import("./record-dialog.js").createRecordDialog>>} */
    record: () => load("record", async () => (await import("./record-dialog.js")).createRecordDialog({ tr, ...config.record() })),
    /** @returns {Promise<ReturnType<typeof import("./prefs-dialog.js").createPrefsDialog>>} */
    prefs: () => load("prefs", async () => (await import("./prefs-dialog.js")).createPrefsDialog({ tr, ...config.prefs() })),
    /** Asks a yes/no question. @returns {Promise<boolean>} */
    confirm: async (question, yes) => (await load("confirm", async () => (await import("./confirm-dialog.js")).createConfirmDialog(tr))).ask(question, yes),
  };
}
