// Opening and loading a game: the first game of a mounted app (a link's, the save, or a new
// one), a new game chosen in the dialog or played again, a pasted record, a friend game kept
// here, a live friend's game that the engine took (web/live/), and the game's record taken
// back with a review's notes written in.

import * as clocks from "../clock.js";
import { now } from "../clock.js";
import { chooseOpening, restore, withColour } from "../opening.js";
import { createSearches } from "../searches.js";
import { backUp, friendKey, readSave } from "../store.js";
import { coinToss, normalizeClock } from "../../shared/settings.js";
import { clearHint, gameOf, humanChoiceOf, observe, resetView, runClock, save, snapshotOf } from "./common.js";
import { showArrival } from "./turn.js";
import { settle } from "./settle.js";

/** @typedef {import("./common.js").AppState} AppState */
/** @typedef {import("./common.js").Ports} Ports */
/** @typedef {import("./common.js").Game} Game */
/** @typedef {import("./common.js").Reader} Reader */
/** @typedef {import("./common.js").Settings} Settings */
/** @typedef {import("../state.js").Side} Side */
/** @typedef {import("../state.js").Words} Words */
/** @typedef {import("../dialogs/new-game.js").Choice} Choice */
/** What a host's `load` plays on with: the game's opponent, level and colour, or these.
 * @typedef {{ opponent?: string, level?: number, colour?: string }} PlayOn */
/** @typedef {{ Game: import("../../shared/engine.js").AnyGameClass, Reader: Reader | null }} Engines */

/** Makes `next` the game in play, with `settings` and a fresh (or restored) clock.
 * @param {AppState} state @param {Ports} ports @param {Game} next @param {Settings} settings
 * @param {import("../clock.js").Clock | null} [restoredClock] */
export function replaceGame(state, ports, next, settings, restoredClock = null) {
  ports.searches?.cancel();
  clearHint(state, ports);
  const previous = state.game;
  state.game = next;
  state.gameReview = null;
  if (previous && previous !== next) previous.free();
  state.settings = settings;
  observe(state);
  state.clock = settings.clock ? (restoredClock ?? clocks.createClock(settings.clock.minutes, settings.clock.increment)) : null;
  runClock(state);
  resetView(state);
  state.message = null;
  save(state, ports, true);
}

/** Loads the game to open (a share link, the save, or a new one) and starts; a friend's
 * link's turn is shown arriving. `computer` plays the computer's turns (null: none).
 * @param {AppState} state @param {Ports} ports
 * @param {Engines} engines the engine new games are made with, and the one that reads records if the opening reads one
 * @param {import("../computer.js").Computer | null} computer
 * @param {Parameters<typeof chooseOpening>[1]} options
 * @param {Parameters<typeof chooseOpening>[5]} [openFriend] what opens a friend's link, when the page opens with one */
export function begin(state, ports, engines, computer, options, openFriend = null) {
  // The opening decides the game and its settings again, from the save itself.
  if (state.preview) state.settings = ports.chosenSettings;
  state.preview = null;
  state.Game = engines.Game;
  ports.searches = computer ? createSearches(state, computer) : null;
  const opening = chooseOpening(engines, options, ports.store, { settings: state.settings, humanChoice: state.humanChoice }, now(), openFriend);
  state.humanChoice = opening.humanChoice;
  replaceGame(state, ports, opening.game, opening.settings, opening.clock ?? null);
  const last = opening.notices[opening.notices.length - 1];
  state.notice = last ? { items: [last], kind: last.kind ?? "warning" } : null;
  if (opening.arrival) showArrival(state, opening.arrival);
  settle(state, ports);
}

/** Opens the friend game kept under `id` (the game open now stays saved as it was).
 * @param {AppState} state @param {Ports} ports @param {Reader} Reader @param {string} id */
export function openFriend(state, ports, Reader, id) {
  const { storage, key } = ports.store;
  if (!storage || !key) return;
  const kept = readSave(storage, friendKey(key, id));
  if (kept.status !== "ok") return;
  save(state, ports, true);
  // A game that is not a friend's is kept aside, as a shared game's opening keeps it.
  if (state.settings.opponent !== "friend") backUp(storage, key);
  state.Game = Reader;
  const opened = restore(Reader, kept.save, now());
  state.humanChoice = opened.settings.human;
  replaceGame(state, ports, opened.game, opened.settings, opened.clock ?? null);
  state.notice = null;
}

/** Starts the game chosen in the new-game dialog. @param {AppState} state @param {Ports} ports @param {Choice} choice */
export function startChosen(state, ports, choice) {
  /** @type {Words[]} */
  const drawn = [];
  let firstPlayer = choice.firstPlayer;
  if (firstPlayer === "random") {
    firstPlayer = coinToss();
    drawn.push({ key: "notice.drawnFirst", params: { side: firstPlayer } });
  }
  const humanChoice = humanChoiceOf(choice.settings.human);
  const settings = withColour({ ...choice.settings, clock: normalizeClock(choice.settings.clock) }, humanChoice);
  if (humanChoice === "random" && settings.opponent !== "human") drawn.push({ key: "notice.drawnColour", params: { side: settings.human } });
  const created = new (gameClass(state))({ ...choice.rules, preset: choice.preset, firstPlayer });
  state.humanChoice = humanChoice;
  replaceGame(state, ports, /** @type {Game} */ (created), settings);
  state.notice = drawn.length ? { items: drawn, kind: "info" } : null;
  state.said = { what: "newGame", status: true };
}

/** The same game again: its preset, rules and first player, and the colour chosen for it.
 * @param {AppState} state @param {Ports} ports */
export function rematch(state, ports) {
  const { rules, preset } = snapshotOf(state);
  startChosen(state, ports, { preset, rules, firstPlayer: rules.firstPlayer, settings: { ...state.settings, human: state.humanChoice } });
}

/** Opens a pasted record as a two-player game without clocks; with `play` (a host's
 * `load`), it plays on with the game's opponent, level and colour, or `play`'s own, still
 * without clocks. Returns null, or the engine's error. The record is read by `Reader`, the
 * engine that reads records (engine.js's `need("reader")`), which the game takes on.
 * @param {AppState} state @param {Ports} ports @param {Reader} Reader @param {string} text @param {PlayOn | null} [play]
 * @returns {unknown} */
export function importRecord(state, ports, Reader, text, play = null) {
  let opened;
  try {
    opened = Reader.fromRecord(String(text));
  } catch (error) {
    return error;
  }
  state.Game = Reader;
  const { opponent, level, human } = state.settings;
  // A friend's game is not this record: it opens between two players here.
  const kept = { opponent: play && opponent !== "friend" ? opponent : "human", level, human };
  const choice = play?.colour ?? human;
  const settings = withColour({ ...kept, ...(play?.opponent ? { opponent: play.opponent } : {}), ...(play?.level ? { level: play.level } : {}), clock: null }, choice);
  if (!play) state.humanChoice = "black";
  else if (play.colour) state.humanChoice = humanChoiceOf(play.colour);
  replaceGame(state, ports, opened, settings);
  state.said = { what: "imported" };
  return null;
}

/** Takes the game's record with a review's notes written in (by the whole engine, which
 * writes annotations; the page's engine reads them): if it is still the game in play, the
 * game becomes the record's, with the turn under way played again, and the record and the
 * turn list carry the notes from then on. @param {AppState} state @param {Ports} ports @param {Reader} Reader @param {string} record */
export function annotate(state, ports, Reader, record) {
  let next;
  try {
    next = Reader.fromRecord(record);
  } catch {
    return;
  }
  state.Game = Reader;
  const { pending } = snapshotOf(state);
  // The game in play may be of the page's first engine (which reads no records): it is
  // compared as a copy in the engine that read `record`.
  const playing = /** @type {import("../../shared/engine.js").AnyGame} */ (gameOf(state));
  const current = playing instanceof Reader ? playing : Reader.fromRecord(playing.record());
  if (current !== playing) for (const action of pending) current.play(action);
  const { relation } = current.relation(next);
  if (current !== playing) current.free();
  if (relation !== "same") return next.free();
  try {
    for (const action of pending) next.play(action);
  } catch {
    return next.free();
  }
  state.game = next;
  playing.free();
  observe(state);
  save(state, ports, true);
}

/** A live friend's game, judged by the engine (web/live/protocol.js), becomes the game in
 * play (the game here is freed) and its new turn, the `n`th, is shown arriving as a link's
 * is, and heard; `n` 0 shows none. @param {AppState} state @param {Ports} ports @param {Game} next @param {number} n */
export function liveArrival(state, ports, next, n) {
  const previous = state.game;
  state.game = next;
  if (previous && previous !== next) previous.free();
  observe(state);
  resetView(state);
  const snapshot = snapshotOf(state);
  const turn = n ? state.turns[n - 1] : null;
  if (turn) {
    showArrival(state, n);
    // Heard as the turn is shown: the sounds of its actions, as if played here.
    ports.emit("play", { side: turn.side, report: { actions: turn.actions, captured: turn.captured, turnEnded: true }, snapshot });
  }
  const { outcome } = snapshot;
  if (outcome) ports.emit("gameover", { ...outcome, record: next.record() });
  save(state, ports, true);
}

/** The class new games are made with. @param {AppState} state */
function gameClass(state) {
  if (!state.Game) throw new Error("the engine has not loaded");
  return state.Game;
}
