// How a mounted game opens: which engine it loads (the page's first one, without the record
// reader, when a new game needs none), and the opening itself once the engine is there, the
// words a shared link's notice needs and what opens a friend's link loaded beside it.

import { loadDialogWords } from "../i18n/i18n.js";
import { need } from "../shared/engine.js";
import { createComputer } from "./computer.js";
import { readsRecord } from "./opening.js";

/** @typedef {import("../shared/engine.js").Engines["reader"]} Reader */
/** @typedef {{ Game: import("../shared/engine.js").AnyGameClass, Reader: Reader | null }} OpeningEngines */

/** The engines a game opens on: with `recordsOnDemand` (the page), a new game starts on the
 * engine that reads no records, and the one that does comes when a record is first read; a
 * saved game or a link opens on it at once (`readsRecord`), as every game of a host (whose
 * `load` reads a record at any time) does. @param {import("./api.js").MountOptions} options
 * @param {{ storage: Storage | null, key: string | null }} store @returns {Promise<OpeningEngines>} */
export function openingEngine(options, store) {
  /** @type {Promise<OpeningEngines>} */
  const engines =
    options.recordsOnDemand && !readsRecord(options, store)
      ? need("rules").then((Game) => ({ Game, Reader: null }))
      : need("reader").then((Reader) => ({ Game: Reader, Reader }));
  engines.catch(() => {});
  return engines;
}

/** Loads what the opening needs and opens the first game; resolves with the computer player
 * (null if the app was destroyed first). Throws what stopped the engine.
 * @param {{ state: import("./state.js").AppState, controller: ReturnType<typeof import("./controller.js").createController>,
 *   engine: Promise<OpeningEngines>, options: import("./api.js").MountOptions, lang: string, draw: () => void }} app */
export async function loadAndOpen({ state, controller, engine, options, lang, draw }) {
  // A shared game may not read: its notice then says the engine's reason in the dialogs'
  // words, fetched beside the engine so that the notice comes in them at once.
  const words = options.shared ? loadDialogWords(lang).catch(() => {}) : null;
  // A friend's link's notice (an incomplete one's too) is in the friend game's words.
  const fromFriend = options.shared?.incomplete || options.shared?.settings?.opponent === "friend";
  const friendWords = fromFriend ? import("../friend/words.js").then((m) => m.loadFriendWords(lang)).catch(() => {}) : null;
  // What opens a friend's link comes with it; one that does not load says why in the notice.
  const friendOpening = fromFriend
    ? import("../friend/friend-link.js").then(
        (m) => m.openFriendGame,
        (error) => () => {
          throw error;
        },
      )
    : null;
  const engines = await engine;
  const [, , openFriend] = await Promise.all([words, friendWords, friendOpening]);
  if (state.destroyed) return null;
  const computer = createComputer(() => need("whole"));
  controller.begin(engines, computer, options, openFriend ?? null);
  // An engine error in the first notice (options that do not read) is said again once the
  // dialogs' words, which name its reasons, are there.
  if (state.notice?.items.some((item) => item.params && "error" in item.params)) {
    await loadDialogWords(lang).catch(() => {});
    if (!state.destroyed) draw();
  }
  return computer;
}

/** Saves the game when the page is hidden or left; returns what stops listening.
 * @param {{ save(force: boolean): void }} controller */
export function saveOnLeaving(controller) {
  const onPageHide = () => controller.save(true);
  const onVisibility = () => document.visibilityState === "hidden" && controller.save(true);
  globalThis.addEventListener?.("pagehide", onPageHide);
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    globalThis.removeEventListener?.("pagehide", onPageHide);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}
