// The app's transitions, wired: every change to the game in play, its settings, clocks and
// review goes through one of the functions of ./transitions/ (each a function of the app's
// state and the ports it acts through), and each ends the same way (`settle`): the
// computer's turn is decided in one place, then the view draws the state. Words are the
// view's: the transitions record what happened (`state.said`, `state.notice`,
// `state.message`) as data.
//
//   transitions/common.js    the steps every transition takes, and the ports
//   transitions/settle.js    how a transition ends: the computer's turn, then the view
//   transitions/turn.js      playing a turn, take back and redo, resign, agree, timeout
//   transitions/game.js      opening and loading a game, a new one, a record, a friend's
//   transitions/hint.js      the hint          transitions/counting.js   the offer to count
//   transitions/page.js      the review's position, preferences, notices, the clock's tick

import { save } from "./transitions/common.js";
import { offerCount } from "./transitions/counting.js";
import { annotate, begin, importRecord, liveArrival, openFriend, rematch, startChosen } from "./transitions/game.js";
import { askHint } from "./transitions/hint.js";
import { destroy, dismissNotice, goTo, leaveReview, setFriendGames, setLevel, setPrefs, setWatching, showFirstScreen, tell, tick } from "./transitions/page.js";
import { fail, transition } from "./transitions/settle.js";
import { conclude, humanAction, play, resigningSide, walkHistory } from "./transitions/turn.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./transitions/common.js").Ports} Ports */
/** @typedef {import("./transitions/common.js").Reader} Reader */
/** @typedef {import("./transitions/game.js").PlayOn} PlayOn */

/** @param {{ state: AppState, render: () => void, emit: (event: string, detail: import("./events.js").Detail) => void,
 *   store: { storage: Storage | null, key: string | null }, onLanguage?: (lang: string) => void, automaticLang: string }} config */
export function createController({ state, render, emit, store, onLanguage, automaticLang }) {
  /** @type {Ports} */
  const ports = { render, emit, store, onLanguage, automaticLang, searches: null, forcingAsked: null, chosenSettings: state.settings };

  /** `task` over the state and the ports as a transition taking the rest of its arguments.
   * @template {unknown[]} A @template R @param {(state: AppState, ports: Ports, ...args: A) => R} task */
  const wire = (task) => transition(state, ports, (/** @type {A} */ ...args) => task(state, ports, ...args));
  /** The same for a task over the state alone. @template {unknown[]} A @template R @param {(state: AppState, ...args: A) => R} task */
  const wireState = (task) => transition(state, ports, (/** @type {A} */ ...args) => task(state, ...args));

  const importing = wire(importRecord);

  return {
    /** Loads the game to open (a share link, the save, or a new one) and starts; a friend's
     * link's turn is shown arriving (transitions/game.js). @type {(...args: Parameters<typeof begin> extends [unknown, unknown, ...infer A] ? A : never) => void} */
    begin: (...args) => begin(state, ports, ...args),
    openFriend: wire(openFriend),
    humanAction: wire(humanAction),
    play: wire(play),
    undo: wire((/** @type {AppState} */ s, /** @type {Ports} */ p) => walkHistory(s, p, "undo")),
    redo: wire((/** @type {AppState} */ s, /** @type {Ports} */ p) => walkHistory(s, p, "redo")),
    conclude: wire(conclude),
    liveArrival: wire(liveArrival),
    setWatching: wireState(setWatching),
    startChosen: wire(startChosen),
    rematch: wire(rematch),
    /** Opens a pasted record; returns null, or the engine's error.
     * @param {Reader} Reader @param {string} text @param {PlayOn | null} [playOn] */
    importRecord: (Reader, text, playOn = null) => importing(Reader, text, playOn) ?? null,
    askHint: wire(askHint),
    goTo: wireState(goTo),
    leaveReview: wireState(leaveReview),
    annotate: wire(annotate),
    dismissNotice: wireState(dismissNotice),
    offerCount: wire(offerCount),
    setLevel: wire(setLevel),
    setPrefs: wire(setPrefs),
    /** The clock's tick; returns whether the clocks need drawing. */
    tick: () => tick(state, ports),
    /** @param {boolean} force */
    save: (force) => save(state, ports, force),
    resigningSide: () => resigningSide(state),
    /** @param {Parameters<typeof showFirstScreen>[1]} preview @param {() => void} draw */
    showFirstScreen: (preview, draw) => showFirstScreen(state, preview, draw),
    /** Says an error (the engine's, or a module's that did not load) in the message line. @param {unknown} error */
    showError: (error) => fail(state, ports, error),
    tell: wireState(tell),
    /** @param {boolean} kept */
    setFriendGames: (kept) => setFriendGames(state, kept),
    destroy: () => destroy(state, ports),
  };
}
