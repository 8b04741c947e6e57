// What a mounted game starts from, before anything loads: where it keeps its game and
// preferences, the preferences (a saved choice wins over the embedding's), the settings its
// options ask for, and the app's state built from them.

import { languageOf, preferredLanguage } from "../i18n/i18n.js";
import { normalizeSettings } from "../shared/settings.js";
import { defaultStorage } from "../shared/storage.js";
import { ALL_CONTROLS, createState, themeOf } from "./state.js";
import { DEFAULT_KEY, hasFriendGames, readPrefs } from "./store.js";

/** @param {import("./api.js").MountOptions} options */
export function initialState(options) {
  const storageKey = options.storageKey === null ? null : (options.storageKey ?? DEFAULT_KEY);
  const store = { storage: storageKey ? (options.storage ?? defaultStorage()) : null, key: storageKey };
  const saved = store.storage && storageKey ? readPrefs(store.storage, storageKey) : {};
  /** @type {import("./state.js").Prefs} */
  const prefs = {
    // A saved choice ("auto" included) wins over the embedding's; an unreadable one does not.
    theme: saved.theme === "auto" || saved.theme === "light" || saved.theme === "dark" ? saved.theme : themeOf(options.theme),
    coordinates: typeof saved.coordinates === "boolean" ? saved.coordinates : true,
    lang: typeof saved.lang === "string" ? saved.lang : "auto",
    // Sound: the embedding's ("off" in an embedded game unless the host turns it on), else on;
    // a level sound.js does not know is its medium one.
    sound: typeof saved.sound === "string" ? saved.sound : (options.sound ?? "medium"),
    // Thinking on the player's time (pondering.js): on unless turned off.
    ponder: saved.ponder !== false,
  };
  // "auto": the embedding's `lang`, else the browser's first language that has a catalog.
  const automaticLang = languageOf(options.lang ?? preferredLanguage());
  const settings = normalizeSettings({ ...options, human: options.colour });
  // Friend games by link where the page reads its links (the page, not an element).
  const friendsKept = options.friendLinks && store.storage && storageKey ? { storage: store.storage, storageKey } : null;
  const kept = () => Boolean(friendsKept && hasFriendGames(friendsKept.storage, friendsKept.storageKey));
  const state = createState({
    controls: new Set(Array.isArray(options.controls) ? options.controls : ALL_CONTROLS),
    settings,
    humanChoice: options.colour === "random" ? "random" : settings.human,
    prefs,
    friendGames: kept(),
  });
  return {
    state,
    store,
    automaticLang,
    friendsKept,
    /** Counts the friend games kept again, after the list changed.
     * @param {{ setFriendGames(kept: boolean): void }} controller */
    countFriends: (controller) => controller.setFriendGames(kept()),
  };
}
