// The app's transitions: every change to the game in play, its settings, clocks and review
// goes through one of these, and each ends the same way (`settle`): the computer's turn is
// decided in one place, then the view draws the state. The engine is asked for its state
// once per change (`observe`). Words are the view's: the controller records what happened
// (`state.said`, `state.notice`, `state.message`) as data.

import * as clocks from "./clock.js";
import { now } from "./clock.js";
import { other } from "./describe.js";
import { NO_HIGHLIGHT, highlightOf, turnHighlight } from "../shared/board-words.js";
import { openFirstGame, restore, withColour } from "./opening.js";
import { createSearches } from "./searches.js";
import { answerToCount, mayOfferCount } from "./count-offer.js";
import { coinToss, computerSide, friendSide, normalizeClock, normalizeSettings } from "../shared/settings.js";
import { COMPUTER_PAUSE_MS, HINT_OPTIONS } from "./state.js";
import { backUp, friendKey, readSave, saveGame, writePrefs } from "./store.js";

/** @typedef {import("./state.js").AppState} AppState */
/** The engine that reads records (engine.js's `need("reader")`). @typedef {import("../shared/engine.js").Engines["reader"]} Reader */

/** @param {{ state: AppState, render: () => void, emit: (event: string, detail: any) => void,
 *   store: { storage: Storage | null, key: string | null }, onLanguage?: (lang: string) => void, automaticLang: string }} config */
export function createController({ state, render, emit, store, onLanguage, automaticLang }) {
  /** @type {ReturnType<typeof createSearches> | null} */
  let searches = null;
  // The settings the game opens with when nothing is restored (a save's are drawn meanwhile).
  const chosenSettings = state.settings;

  // ---- The machinery ----

  /** Makes `task` a transition: it runs, then the app settles; an error it throws is shown
   * in the message line and changes nothing else. */
  function transition(task) {
    return (...args) => {
      if (state.destroyed || !state.game) return undefined;
      try {
        const result = task(...args);
        if (result && typeof result.then === "function") return result.then(settle, fail);
        settle();
        return result;
      } catch (error) {
        fail(error);
        return undefined;
      }
    };
  }

  function fail(error) {
    state.message = { error };
    render();
  }

  /** After every transition: the computer's turn is decided here, then the view draws. */
  function settle() {
    if (state.destroyed || !state.game) return;
    decideTurn();
    render();
  }

  /** Asks the engine for its state, once per change. */
  function observe() {
    const { game } = state;
    state.snapshot = game.state();
    state.legal = state.snapshot.outcome ? [] : game.legalActions();
    state.turns = game.history();
  }

  /** Starts the computer's search when it is to move and none runs. */
  function decideTurn() {
    const { snapshot, settings } = state;
    // The player's turn at its start: the computer says whether a capture can still be
    // forced (the panel's word that the position looks walled), then may think on the
    // player's time (searches.js), which waits for that answer.
    if (searches && !state.search && computerSide(settings) && snapshot.turn !== computerSide(settings)) {
      askForcing();
      searches.ponder(() => ({ record: state.game.record(), pending: [], options: { level: settings.level } }));
    }
    if (!searches || state.search === "computer" || snapshot.outcome || snapshot.turn !== computerSide(settings)) return;
    const options = { level: settings.level, seed: Math.floor(Math.random() * 2 ** 31) };
    const game = state.game;
    searches.run("computer", { record: game.record(), pending: snapshot.pending, options }, COMPUTER_PAUSE_MS).then(
      (choice) => choice && game === state.game && transition(play)(choice.turn, true),
      (error) => {
        if (state.destroyed) return;
        state.message = { key: "message.computerFailed", params: { error } };
        render();
      },
    );
  }

  /** The record the computer is being asked about (whether a capture can be forced), if any. */
  let forcingAsked = null;

  /** Asks the computer whether either side can still force a capture here, once per
   * position, when the player may offer to count; the answer is kept in `state.forcing`. */
  function askForcing() {
    if (!searches || !mayOfferCount(state)) return;
    const { game } = state;
    const record = game.record();
    if (state.forcing?.record === record || forcingAsked === record) return;
    forcingAsked = record;
    searches.forcing({ record }).then(
      (answer) => {
        if (forcingAsked === record) forcingAsked = null;
        if (!answer || state.destroyed || game !== state.game || game.record() !== record) return;
        state.forcing = { record, answer };
        settle();
      },
      () => {
        // Without the answer the panel says nothing more; an offer asks again.
        if (forcingAsked === record) forcingAsked = null;
      },
    );
  }

  // ---- The game in play ----

  /** Runs the clock for the side to move now (none once the game is over); `moved`, the side
   * whose turn just ended, gets its increment. @param {string} [moved] */
  function runClock(moved) {
    if (state.clock) state.clock = clocks.run(state.clock, state.snapshot.outcome ? null : state.snapshot.turn, now(), moved);
  }

  /** Forgets what the board showed of the last turn: its highlight, animation and captures,
   * and any review of an earlier position. */
  function resetView() {
    state.review = null;
    state.boardOverride = null;
    state.highlight = NO_HIGHLIGHT;
    state.animation = null;
    state.animateFrom = null;
    state.turnCaptures = [];
  }

  /** Makes `next` the game in play, with `settings` and a fresh (or restored) clock. */
  function replaceGame(next, settings, restoredClock = null) {
    searches?.cancel();
    clearHint();
    const previous = state.game;
    state.game = next;
    state.analysis = null;
    if (previous && previous !== next) previous.free();
    state.settings = settings;
    observe();
    state.clock = settings.clock ? (restoredClock ?? clocks.createClock(settings.clock.minutes, settings.clock.increment)) : null;
    runClock();
    resetView();
    state.message = null;
    save(true);
  }

  /** Plays one action or a whole turn token; with `whole`, the token as a record means it (a
   * turn that stops before its optional chain is finished ends there), as the computer's
   * answers mean it. */
  function play(token, whole = false) {
    const side = state.snapshot.turn;
    const report = whole ? state.game.playTurn(token) : state.game.play(token);
    observe();
    clearHint();
    const { snapshot, game } = state;
    state.message = null;
    state.turnCaptures.push(...report.captured);
    // A turn played an action at a time is marked whole once it ends: both stones of a placement.
    const marks = highlightOf(report);
    state.highlight = report.turnEnded && !whole ? { ...marks, cells: [...new Set([...turnHighlight(state.turns.at(-1)).cells, ...marks.cells])] } : marks;
    state.animation = report;
    // For the sounds (sound.js): what the engine did, who did it, and the state it left.
    emit("play", { side, report, snapshot });
    if (report.turnEnded || snapshot.outcome) {
      const turn = snapshot.turns[snapshot.turns.length - 1] ?? token;
      emit("move", { turn, side, captured: state.turnCaptures, record: game.record() });
      state.turnCaptures = [];
      runClock(side);
    }
    if (snapshot.outcome) emit("gameover", { ...snapshot.outcome, record: game.record() });
    const blocked = !snapshot.outcome && report.turnEnded && snapshot.blocked && snapshot.blocked !== snapshot.turn;
    state.said = { what: "play", side, token, actions: report.actions, captured: report.captured, outcome: snapshot.outcome, status: Boolean(blocked) };
    save(true);
  }

  /** Takes back (or plays again) a turn; against the computer, on through the computer's
   * turns, so that the player is to move again. @param {"undo" | "redo"} step */
  function walkHistory(step) {
    const { game } = state;
    searches?.cancel();
    clearHint();
    const comp = computerSide(state.settings);
    if (!game[step]()) return;
    const can = step === "undo" ? "canUndo" : "canRedo";
    let snapshot = game.state();
    while (comp && !snapshot.outcome && snapshot.turn === comp && snapshot[can]) {
      game[step]();
      snapshot = game.state();
    }
    observe();
    resetView();
    runClock();
    state.said = { what: step, status: true };
    save(true);
  }

  /** Ends the game by the players or the clock: "agreement", "resignation" or "timeout". */
  function conclude(kind, side) {
    if (state.snapshot.outcome) return;
    searches?.cancel();
    clearHint();
    state.game.conclude(kind, side);
    observe();
    runClock();
    state.said = { what: "result", outcome: state.snapshot.outcome };
    emit("gameover", { ...state.snapshot.outcome, record: state.game.record() });
    state.highlight = NO_HIGHLIGHT;
    save(true);
  }

  /** Starts the game chosen in the new-game dialog. @param {import("./dialogs/new-game.js").Choice} choice */
  function startChosen(choice) {
    /** @type {{ key: string, params: object }[]} */
    const drawn = [];
    let firstPlayer = choice.firstPlayer;
    if (firstPlayer === "random") {
      firstPlayer = coinToss();
      drawn.push({ key: "notice.drawnFirst", params: { side: firstPlayer } });
    }
    const humanChoice = /** @type {any} */ (choice.settings.human);
    const settings = withColour({ ...choice.settings, clock: normalizeClock(choice.settings.clock) }, humanChoice);
    if (humanChoice === "random" && settings.opponent !== "human") drawn.push({ key: "notice.drawnColour", params: { side: settings.human } });
    const created = new state.Game({ ...choice.rules, preset: choice.preset, firstPlayer });
    state.humanChoice = humanChoice;
    replaceGame(created, settings);
    state.notice = drawn.length ? { items: drawn, kind: "info" } : null;
    state.said = { what: "newGame", status: true };
  }

  /** Opens a pasted record as a two-player game without clocks; with `play` (a host's
   * `load`), it plays on with the game's opponent, level and colour, or `play`'s own, still
   * without clocks. Returns null, or the engine's error. The record is read by `Reader`, the
   * engine that reads records (engine.js's `need("reader")`), which the game takes on.
   * @param {Reader} Reader @param {string} text @param {{ opponent?: string, level?: number, colour?: string } | null} [play] */
  function importRecord(Reader, text, play = null) {
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
    else if (play.colour) state.humanChoice = /** @type {any} */ (play.colour);
    replaceGame(opened, settings);
    state.said = { what: "imported" };
    return null;
  }

  /** Shows the turn a friend's link brought (the `n`th) arriving, as the computer's turn is
   * shown: marked, animated from the position before it, and said to screen readers. */
  function showArrival(n) {
    const turn = state.turns[n - 1];
    if (!turn) return;
    state.highlight = highlightOf(turn);
    state.animation = turn;
    state.animateFrom = state.game.positionAfter(n - 1);
    const { outcome } = state.snapshot;
    state.said = { what: "play", side: turn.side, token: turn.turn, actions: turn.actions, captured: turn.captured, outcome, status: false };
  }

  // ---- Hints ----

  function askHint() {
    const { snapshot, settings, game } = state;
    if (!searches || state.boardOverride || state.search || snapshot.outcome || snapshot.turn === (computerSide(settings) ?? friendSide(settings))) return;
    state.hint = null;
    searches.run("hint", { record: game.record(), pending: snapshot.pending, options: HINT_OPTIONS, judged: true }).then(
      (choice) => {
        if (!choice || state.destroyed || game !== state.game) return;
        const tablebase = choice.tablebase ?? null;
        state.hint = { token: choice.turn, tablebase, highlight: hintHighlight(choice.turn) };
        state.said = { what: "hint", token: choice.turn, tablebase };
        render();
      },
      (error) => {
        if (state.destroyed) return;
        state.hint = { error };
        render();
      },
    );
  }

  /** The cells of a suggested turn, for the board: the engine plays it on a copy of the game. */
  function hintHighlight(token) {
    let scratch = null;
    try {
      scratch = state.game.clone();
      return { ...highlightOf(scratch.play(token), state.snapshot.turn), captured: [] };
    } catch {
      return NO_HIGHLIGHT;
    } finally {
      scratch?.free();
    }
  }

  function clearHint() {
    searches?.cancelHint();
    state.hint = null;
  }

  // ---- Saving, clocks, preferences ----

  function save(force) {
    if (!store.storage || !store.key) return;
    saveGame(state, store.storage, store.key, force, now());
    if (state.settings.friend) state.friendGames = true;
  }

  /** Whether take back and redo may walk the game's history: not in a friend game (the friend
   * may hold the link of the turn already), nor while the board shows something else (a
   * practice, the review's better turn). */
  function canWalk() {
    return state.settings.opponent !== "friend" && !state.boardOverride;
  }

  const actions = {
    /** Loads the game to open (a share link, the save, or a new one) and starts; a friend's
     * link's turn is shown arriving.
     * @param {typeof import("../friend/opening.js").openFriendGame | null} [openFriend] what opens a friend's link, when the page opens with one
     * @param {{ Game: import("../shared/engine.js").AnyGameClass, Reader: Reader | null }} engines the
     *   engine new games are made with, and the one that reads records if the opening reads one */
    begin(engines, computer, options, openFriend = null) {
      // The opening decides the game and its settings again, from the save itself.
      if (state.preview) state.settings = chosenSettings;
      state.preview = null;
      state.Game = engines.Game;
      searches = computer ? createSearches(state, computer) : null;
      const opening = openFirstGame(engines, options, store, { settings: state.settings, humanChoice: state.humanChoice }, now(), openFriend);
      state.humanChoice = /** @type {any} */ (opening.humanChoice);
      replaceGame(opening.game, opening.settings, opening.clock ?? null);
      const last = opening.notices[opening.notices.length - 1];
      state.notice = last ? { items: [last], kind: /** @type {any} */ (last.kind ?? "warning") } : null;
      if (opening.arrival) showArrival(opening.arrival);
      settle();
    },
    /** Opens the friend game kept under `id` (the game open now stays saved as it was). */
    openFriend: transition((/** @type {Reader} */ Reader, /** @type {string} */ id) => {
      const kept = store.storage && store.key ? readSave(store.storage, friendKey(store.key, id)) : null;
      if (kept?.status !== "ok" || !store.storage || !store.key) return;
      save(true);
      // A game that is not a friend's is kept aside, as a shared game's opening keeps it.
      if (state.settings.opponent !== "friend") backUp(store.storage, store.key);
      state.Game = Reader;
      const opened = restore(Reader, kept.save, now());
      state.humanChoice = opened.settings.human;
      replaceGame(opened.game, opened.settings, opened.clock ?? null);
      state.notice = null;
    }),
    /** A player's action on the board, while it is theirs to play. */
    humanAction: transition((action) => {
      const { snapshot, settings } = state;
      const away = computerSide(settings) ?? friendSide(settings);
      if (state.review !== null || state.search === "computer" || snapshot.outcome || snapshot.turn === away) return;
      play(action);
    }),
    play: transition(play),
    undo: transition(() => canWalk() && walkHistory("undo")),
    redo: transition(() => canWalk() && walkHistory("redo")),
    conclude: transition(conclude),
    startChosen: transition(startChosen),
    rematch: transition(() => {
      const { rules, preset } = state.snapshot;
      startChosen({ preset, rules, firstPlayer: rules.firstPlayer, settings: { ...state.settings, human: state.humanChoice } });
    }),
    /** @param {Reader} Reader @param {string} text @param {{ opponent?: string, level?: number, colour?: string } | null} [play] */
    importRecord: (Reader, text, play = null) => {
      let error = null;
      transition(() => {
        error = importRecord(Reader, text, play);
      })();
      return error;
    },
    askHint: transition(askHint),
    /** Shows the position after `n` turns; the current number of turns returns to the game. */
    goTo: transition((n) => {
      const count = state.snapshot.turns.length;
      const target = Math.max(0, Math.min(count, n));
      state.review = target === count && state.snapshot.pending.length === 0 ? null : target;
    }),
    leaveReview: transition(() => {
      state.review = null;
    }),
    /** Takes the game's record with a review's notes written in (by the whole engine, which
     * writes annotations; the page's engine reads them): if it is still the game in play, the
     * game becomes the record's, with the turn under way played again, and the record and the
     * turn list carry the notes from then on. @param {Reader} Reader @param {string} record */
    annotate: transition((/** @type {Reader} */ Reader, /** @type {string} */ record) => {
      let next;
      try {
        next = Reader.fromRecord(record);
      } catch {
        return;
      }
      state.Game = Reader;
      // The game in play may be of the page's first engine (which reads no records): it is
      // compared as a copy in the engine that read `record`.
      const playing = /** @type {any} */ (state.game);
      const current = playing instanceof Reader ? playing : Reader.fromRecord(playing.record());
      if (current !== playing) for (const action of state.snapshot.pending) current.play(action);
      const { relation } = current.relation(next);
      if (current !== playing) current.free();
      if (relation !== "same") return next.free();
      try {
        for (const action of state.snapshot.pending) next.play(action);
      } catch {
        return next.free();
      }
      const previous = state.game;
      state.game = next;
      previous.free();
      observe();
      save(true);
    }),
    dismissNotice: transition(() => {
      state.notice = null;
    }),
    /** The player offers to count the stones: the computer accepts when neither side can
     * force a capture within the engine's horizon, and the game ends by agreement;
     * otherwise it refuses, saying why (count-offer.js). */
    offerCount: transition(async () => {
      if (!searches || state.offering || !mayOfferCount(state)) return;
      const { game } = state;
      const record = game.record();
      clearHint();
      let answer = state.forcing?.record === record ? state.forcing.answer : null;
      if (!answer) {
        state.offering = true;
        state.message = null;
        render();
        try {
          answer = await searches.forcing({ record });
        } finally {
          state.offering = false;
        }
      }
      if (!answer || state.destroyed || game !== state.game || game.record() !== record) return;
      state.forcing = { record, answer };
      const reply = answerToCount(answer, state.snapshot.turn);
      if ("key" in reply) {
        state.message = { key: reply.key, params: reply.params };
        return;
      }
      // The result line says the stones were counted by agreement.
      conclude("agreement");
    }),
    /** The computer's level from its next turn on; the game goes on. */
    setLevel: transition((level) => {
      state.settings = normalizeSettings({ ...state.settings, level });
      save(true);
    }),
    /** New display preferences; a new language mounts the game again (or says it will apply next time). */
    setPrefs: transition((next) => {
      // Only a preference given is a change: a theme alone (a host's `display`) keeps the language.
      const langChanged = next.lang !== undefined && next.lang !== state.prefs.lang;
      state.prefs = { ...state.prefs, ...next };
      if (store.storage && store.key) writePrefs(store.storage, store.key, state.prefs);
      if (!langChanged) return;
      const lang = state.prefs.lang === "auto" ? automaticLang : state.prefs.lang;
      if (onLanguage) setTimeout(() => !state.destroyed && onLanguage(lang));
      else state.notice = { items: [{ key: "notice.reloadForLanguage" }], kind: "info" };
    }),
    /** The clock's tick: a flag that falls ends the game; the time is saved now and then.
     * Returns whether the clocks need drawing. */
    tick() {
      const { clock } = state;
      if (!state.game || !clock || !clock.running || state.destroyed) return false;
      const at = now();
      const fallen = clocks.flagged(clock, at);
      if (fallen) {
        actions.conclude("timeout", fallen);
        return false;
      }
      save(false);
      return true;
    },
    save,
    /** The side a resignation now is by: the player's against the computer, else the side to move. */
    resigningSide() {
      const away = computerSide(state.settings) ?? friendSide(state.settings);
      return away ? other(away) : state.snapshot.turn;
    },
    /** The first screen, drawn before the engine has opened the game from the engine's facts
     * kept for it (preview.js); one the view cannot draw gives way to the engine's.
     * @param {ReturnType<typeof import("./preview.js").previewOf>} preview @param {() => void} draw */
    showFirstScreen(preview, draw) {
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
    },
    /** Says an error (the engine's, or a module's that did not load) in the message line. */
    showError: fail,
    /** Says `key`'s words (the page's or the dialogs' catalog, loaded) in the message line. */
    tell: transition((/** @type {string} */ key) => {
      state.message = { key };
    }),
    /** Whether any friend game is kept here, after the list changed. @param {boolean} kept */
    setFriendGames(kept) {
      state.friendGames = kept;
    },
    /** Ends the app: the game is saved and freed, and nothing runs after. */
    destroy() {
      if (state.destroyed) return;
      save(true);
      searches?.cancel();
      state.destroyed = true;
      state.game?.free();
      state.game = null;
    },
  };
  return actions;
}

