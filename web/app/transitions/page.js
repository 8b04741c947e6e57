// The app around the game in play: the review of an earlier position, the computer's level
// and the display preferences, the notice and the message line, the clock's tick, the first
// screen drawn before the engine has loaded, and the app's end.

import * as clocks from "../clock.js";
import { now } from "../clock.js";
import { writePrefs } from "../store.js";
import { normalizeSettings } from "../../shared/settings.js";
import { save, snapshotOf } from "./common.js";
import { transition } from "./settle.js";
import { conclude } from "./turn.js";

/** @typedef {import("./common.js").AppState} AppState */
/** @typedef {import("./common.js").Ports} Ports */
/** @typedef {import("../state.js").Prefs} Prefs */

/** Shows the position after `n` turns; the current number of turns returns to the game.
 * @param {AppState} state @param {number} n */
export function goTo(state, n) {
  const { turns, pending } = snapshotOf(state);
  const target = Math.max(0, Math.min(turns.length, n));
  state.review = target === turns.length && pending.length === 0 ? null : target;
}

/** The board shows the game again. @param {AppState} state */
export function leaveReview(state) {
  state.review = null;
}

/** The notice is dismissed. @param {AppState} state */
export function dismissNotice(state) {
  state.notice = null;
}

/** Says `key`'s words (the page's or the dialogs' catalog, loaded) in the message line.
 * @param {AppState} state @param {string} key */
export function tell(state, key) {
  state.message = { key };
}

/** Whether any friend game is kept here, after the list changed. @param {AppState} state @param {boolean} kept */
export function setFriendGames(state, kept) {
  state.friendGames = kept;
}

/** The computer's level from its next turn on; the game goes on.
 * @param {AppState} state @param {Ports} ports @param {number} level */
export function setLevel(state, ports, level) {
  state.settings = normalizeSettings({ ...state.settings, level });
  save(state, ports, true);
}

/** New display preferences; a new language mounts the game again (or says it will apply
 * next time). Only a preference given is a change: a theme alone (a host's `display`) keeps
 * the language. @param {AppState} state @param {Ports} ports @param {Partial<Prefs>} next */
export function setPrefs(state, ports, next) {
  const langChanged = next.lang !== undefined && next.lang !== state.prefs.lang;
  state.prefs = { ...state.prefs, ...next };
  const { storage, key } = ports.store;
  if (storage && key) writePrefs(storage, key, state.prefs);
  if (!langChanged) return;
  const lang = state.prefs.lang === "auto" ? ports.automaticLang : state.prefs.lang;
  const { onLanguage } = ports;
  if (onLanguage) setTimeout(() => !state.destroyed && onLanguage(lang));
  else state.notice = { items: [{ key: "notice.reloadForLanguage" }], kind: "info" };
}

/** The clock's tick: a flag that falls ends the game; the time is saved now and then.
 * Returns whether the clocks need drawing. @param {AppState} state @param {Ports} ports */
export function tick(state, ports) {
  const { clock } = state;
  if (!state.game || !clock || !clock.running || state.destroyed) return false;
  const fallen = clocks.flagged(clock, now());
  if (fallen) {
    transition(state, ports, conclude)(state, ports, "timeout", fallen);
    return false;
  }
  save(state, ports, false);
  return true;
}

/** The first screen, drawn before the engine has opened the game from the engine's facts
 * kept for it (preview.js); one the view cannot draw gives way to the engine's.
 * @param {AppState} state @param {ReturnType<typeof import("../preview.js").previewOf>} preview @param {() => void} draw */
export function showFirstScreen(state, preview, draw) {
  if (preview && !state.game) {
    state.preview = preview.screen;
    state.snapshot = preview.screen.snapshot;
    state.legal = preview.screen.legal ?? [];
    state.turns = preview.screen.turns;
    if (preview.settings) state.settings = preview.settings;
  }
  try {
    draw();
  } catch {
    state.preview = null;
    state.snapshot = null;
  }
}

/** Ends the app: the game is saved and freed, and nothing runs after. @param {AppState} state @param {Ports} ports */
export function destroy(state, ports) {
  if (state.destroyed) return;
  save(state, ports, true);
  ports.searches?.cancel();
  state.destroyed = true;
  state.game?.free();
  state.game = null;
}

/** Whether this page only watches a live game, its two players being elsewhere (web/live/):
 * the board then takes no action. @param {AppState} state @param {boolean} on */
export function setWatching(state, on) {
  state.watching = on;
}
