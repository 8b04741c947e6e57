// The game around the board, as a component: `mountGame(root, options)` renders the whole
// app into `root` (an element or a shadow root) and returns `{ destroy, on, ready }`. This
// file only wires the parts together:
//
//   state.js       the app's data            controller.js  the transitions that change it
//   view.js        draws it, in one language  dialogs/       the dialogs, loaded when opened
//
// A handler in the view calls a transition; each transition ends by deciding the computer's
// turn and drawing the state again.

import { languageOf, loadDialogWords, loadTranslator, preferredLanguage } from "../i18n/i18n.js";
import { createComputer } from "./computer.js";
import { createController } from "./controller.js";
import { createDialogs } from "./dialogs/dialogs.js";
import { describer } from "./describe.js";
import { loadEngine, loadReadingEngine, loadWholeEngine } from "../shared/engine.js";
import { LEVELS, SIZES, normalizeSettings } from "./settings.js";
import { shareFragment } from "./share.js";
import { soundGate } from "./sound-gate.js";
import { ALL_CONTROLS, createState, themeOf } from "./state.js";
import { DEFAULT_KEY, hasFriendGames, readPrefs, readSave } from "./store.js";
import { defaultStorage } from "../shared/storage.js";
import { createView } from "./view.js";
import { previewOf } from "./preview.js";

export { ALL_CONTROLS } from "./state.js";

/** @typedef {import("./state.js").Control} Control */
/** @typedef {{ size?: number, preset?: string, rules?: Record<string, string>, opponent?: "human" | "computer", level?: number,
 *   colour?: "black" | "white" | "random", lang?: string, theme?: "light" | "dark" | "auto", sound?: string,
 *   controls?: Control[], storageKey?: string | null, storage?: Storage | null,
 *   shared?: { record: string, settings?: object, incomplete?: boolean } | null, headingLevel?: number | null, title?: string, friendLinks?: boolean,
 *   recordsOnDemand?: boolean, onLanguage?: (lang: string) => void, onLearn?: () => void }} MountOptions */
/** @typedef {{ destroy(): void, on(event: "move" | "gameover" | "error", handler: (detail: any) => void): () => void,
 *   ready: Promise<{ lang: string, dir: "ltr" | "rtl" } | null>, playable: Promise<boolean>,
 *   display(options?: { theme?: string, coordinates?: boolean, sound?: string }): void, setLevel(level: number): void,
 *   newGame(options?: MountOptions): void, undo(): void, redo(): void, flush(): void,
 *   load(record: string, play?: { opponent?: "human" | "computer", level?: number, colour?: "black" | "white" | "random" }): void,
 *   readonly record: string, readonly state: any }} MountedGame */

/** Throws a TypeError for `load`'s options that do not read: an opponent, level or colour
 * that is not one of the game's. */
function checkPlay(play) {
  if (!play || typeof play !== "object") throw new TypeError("load's options are an object: { opponent, level, colour }");
  const { opponent, level, colour } = play;
  if (opponent !== undefined && opponent !== "human" && opponent !== "computer") throw new TypeError(`opponent must be "human" or "computer", not ${JSON.stringify(opponent)}`);
  if (level !== undefined && !LEVELS.includes(level)) throw new TypeError(`level must be one of ${LEVELS.join(", ")}, not ${JSON.stringify(level)}`);
  if (colour !== undefined && !["black", "white", "random"].includes(colour)) throw new TypeError(`colour must be "black", "white" or "random", not ${JSON.stringify(colour)}`);
}

/** What an error says, for the `error` event: its stable code (the engine's) and message. */
function errorFacts(error) {
  return { code: /** @type {any} */ (error)?.code ?? "start", message: String(/** @type {any} */ (error)?.message ?? error) };
}

/** Renders the game into `root` and starts it. `ready` settles with the language and
 * direction the app took once its shell is drawn (null if it was destroyed first).
 * @param {Element | ShadowRoot} root @param {MountOptions} [options] @returns {MountedGame} */
export function mountGame(root, options = {}) {
  const storageKey = options.storageKey === null ? null : (options.storageKey ?? DEFAULT_KEY);
  const store = { storage: storageKey ? (options.storage ?? defaultStorage()) : null, key: storageKey };
  const saved = store.storage && storageKey ? readPrefs(store.storage, storageKey) : {};
  const prefs = {
    // A saved choice ("auto" included) wins over the embedding's; an unreadable one does not.
    theme: ["auto", "light", "dark"].includes(saved.theme) ? saved.theme : themeOf(options.theme),
    coordinates: saved.coordinates ?? true,
    lang: typeof saved.lang === "string" ? saved.lang : "auto",
    // Sound: the embedding's ("off" in an embedded game unless the host turns it on), else on;
    // a level sound.js does not know is its medium one.
    sound: saved.sound ?? options.sound ?? "medium",
    // Thinking on the player's time (pondering.js): on unless turned off.
    ponder: saved.ponder !== false,
  };
  // "auto": the embedding's `lang`, else the browser's first language that has a catalog.
  const automaticLang = languageOf(options.lang ?? preferredLanguage());
  const settings = normalizeSettings({ ...options, human: options.colour });
  const state = createState({
    controls: new Set(Array.isArray(options.controls) ? options.controls : ALL_CONTROLS),
    settings,
    humanChoice: options.colour === "random" ? "random" : settings.human,
    prefs,
  });
  // Friend games by link where the page reads its links (the page, not an element).
  const friendsKept = options.friendLinks && store.storage && storageKey ? { storage: store.storage, storageKey } : null;
  const countFriends = () => {
    state.friendGames = Boolean(friendsKept && hasFriendGames(friendsKept.storage, friendsKept.storageKey));
  };
  countFriends();
  /** @type {Record<string, Set<(detail: any) => void>>} */
  const handlers = { move: new Set(), gameover: new Set(), error: new Set() };
  // The sounds hear every event ("play", each action, is theirs alone) once the visitor has
  // touched the page; before, nothing of them is loaded.
  const sound = soundGate(state);
  const emit = (event, detail) => {
    sound.hear(event, detail);
    for (const handler of handlers[event] ?? []) {
      try {
        handler(detail);
      } catch (error) {
        console.error(error);
      }
    }
  };
  /** @type {ReturnType<typeof createView> | null} */
  let view = null;
  /** The game's review (web/review/), loaded when first asked for.
   * @type {Awaited<ReturnType<typeof import("../review/review.js").createReview>> | null} */
  let review = null;
  /** @type {Promise<any> | null} */
  let reviewLoading = null;
  // The review decides what the board shows before the view draws, and draws its own
  // section after.
  /** Draws a friend game's box (web/friend/), loading it with the first friend game. */
  let drawFriend = () => {};
  const render = () => {
    review?.derive();
    view?.render();
    review?.render();
    drawFriend();
  };
  const controller = createController({
    state,
    render,
    emit,
    store,
    automaticLang,
    onLanguage: typeof options.onLanguage === "function" ? options.onLanguage : undefined,
  });
  /** @type {ReturnType<typeof createComputer> | null} */
  let computer = null;
  let tick = /** @type {ReturnType<typeof setInterval> | undefined} */ (undefined);
  const onPageHide = () => controller.save(true);
  const onVisibility = () => document.visibilityState === "hidden" && controller.save(true);

  /** A control pressed before the engine has opened the game waits for it (the last one
   * pressed): the first screen is drawn before the engine, and no control in it is dead. */
  let waiting = /** @type {(() => void) | null} */ (null);
  const whenOpen = (/** @type {(...args: any[]) => void} */ handler) => (/** @type {any[]} */ ...args) => {
    if (state.game) handler(...args);
    else waiting = () => handler(...args);
  };
  // The settings the game opens with when nothing is restored (a save's are drawn meanwhile).
  const chosenSettings = state.settings;
  // The engine starts loading at once, beside the words: neither waits for the other. With
  // `recordsOnDemand` (the page), a new game starts on the engine that reads no records, and
  // the one that does comes when a record is first read (`reading`); a saved game or a link
  // opens on it at once, as every game of a host (whose `load` reads a record at any time) does.
  const opensRecord = Boolean(options.shared?.record) || (store.storage && storageKey ? readSave(store.storage, storageKey).status === "ok" : false);
  const engine = /** @type {Promise<typeof import("../pkg/reader/seega.js").Game>} */ (options.recordsOnDemand && !opensRecord ? loadEngine() : loadReadingEngine());
  engine.catch(() => {});
  /** Makes the game's engine one that reads records, loading it if the game started without. */
  const reading = async () => {
    if (typeof state.Game?.fromRecord !== "function") state.Game = await loadReadingEngine();
  };

  const ready = (async () => {
    const tr = await loadTranslator(prefs.lang === "auto" ? automaticLang : prefs.lang);
    if (state.destroyed) return null;
    const { sideName } = describer(tr);
    const { t } = tr;
    /** @type {ReturnType<typeof createDialogs> | null} */
    let dialogs = null;
    /** Opens a dialog once its module is there; a module that does not load says so. */
    const open = (name, show) =>
      dialogs?.[name]().then(show, (error) => {
        state.message = { error };
        render();
      });
    const confirmEnd = async (question, yes, end) => {
      if (!dialogs || !state.snapshot || state.snapshot.outcome) return;
      if (await dialogs.confirm(question, yes).catch(() => false)) end();
    };
    view = createView(root, state, tr, whenOpenAll({
      // While the review owns the board (a position to practise), an action on it is its.
      action: (action) => (state.boardOverride?.onAction ? state.boardOverride.onAction(action) : controller.humanAction(action)),
      endChain: () => controller.play("end"),
      newGame: () => {
        const { preset, rules } = state.snapshot ?? {};
        if (state.game) open("newGame", (d) => d.open({ preset, rules, settings: state.settings, humanChoice: state.humanChoice }));
      },
      rematch: () => controller.rematch(),
      undo: () => controller.undo(),
      redo: () => controller.redo(),
      hint: () => controller.askHint(),
      resign: () => {
        const side = controller.resigningSide();
        confirmEnd(t("confirm.resign", { side: sideName(side) }), t("action.resign"), () => controller.conclude("resignation", side));
      },
      agree: () => confirmEnd(t("confirm.agree"), t("action.agree"), () => controller.conclude("agreement")),
      goTo: (n) => {
        controller.goTo(n);
        view?.focusCurrentMove();
      },
      leaveReview: () => (state.analysis?.practice ? review?.stopPractice() : controller.leaveReview()),
      dismissNotice: () => controller.dismissNotice(),
      rules: () => state.snapshot && open("rules", (d) => d.open(state.snapshot)),
      record: () =>
        state.game &&
        reading().then(
          () => open("record", (d) => d.open(state.game.record())),
          (error) => {
            state.message = { error };
            render();
          },
        ),
      settings: () => open("prefs", (d) => d.open(state.prefs)),
      review: () => openReview(tr, sideName),
      friends: friendsKept ? () => open("friends", (d) => d.open()) : undefined,
      learn: typeof options.onLearn === "function" ? options.onLearn : undefined,
    }), { headingLevel: options.headingLevel ?? null, title: options.title });
    // The first screen the build drew into the page (scripts/first-screen.mjs) gives way to
    // this one, which is drawn in its place before the browser paints again.
    for (const drawn of root.querySelectorAll(":scope > [data-first-screen]")) drawn.remove();
    // The dialogs go inside the app, where its styles and language apply.
    dialogs = createDialogs(view.container, tr, {
      newGame: () => ({
        presets: state.Game.presets(),
        sizes: SIZES.map((size) => ({ size, stonesPerSide: stonesOn(size) })),
        ruleOptions: state.Game.ruleOptions(),
        presetRules,
        onStart: controller.startChosen,
        showClock: state.controls.has("clock"),
        friends: friendList(),
        onOpenFriend: openFriend,
      }),
      friends: () => ({ friends: friendList(), onOpenFriend: openFriend }),
      record: () => ({ onImport: (text) => onImport(text, tr), shareUrl, fileName: () => `seega-${new Date().toISOString().slice(0, 10)}.txt` }),
      prefs: () => ({ onChange: controller.setPrefs, automaticLang }),
    });
    /** @type {ReturnType<typeof import("../friend/friend-box.js").createFriendBox> | null} */
    let friendBox = null;
    let friendLoading = false;
    drawFriend = () => {
      if (friendBox || state.settings.opponent !== "friend" || friendLoading || !view) return friendBox?.draw(state);
      friendLoading = true;
      const slot = view.friendSlot;
      Promise.all([import("../friend/friend-box.js"), import("../friend/words.js").then((m) => m.loadFriendWords(tr.lang))]).then(
        ([{ createFriendBox }]) => {
          if (state.destroyed) return;
          friendBox = createFriendBox(slot, tr, { sideName, pageUrl });
          render();
        },
        (error) => {
          friendLoading = false;
          state.message = { error };
          view?.render();
        },
      );
    };
    // The first screen, before the engine: the game's own facts where they are known.
    const preview = state.game ? null : previewOf(options, store);
    if (preview) {
      state.preview = preview.screen;
      state.snapshot = preview.screen.snapshot;
      state.legal = preview.screen.legal ?? [];
      state.turns = preview.screen.turns;
      if (preview.settings) state.settings = preview.settings;
    }
    try {
      view.render();
    } catch {
      // A kept screen the view cannot draw: the engine's own comes next.
      state.preview = null;
      state.snapshot = null;
    }
    tick = setInterval(() => controller.tick() && view?.renderClocks(), 100);
    globalThis.addEventListener?.("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    start(tr);
    return { lang: tr.lang, dir: tr.dir };
  })();

  /** The view's handlers, each waiting for the open game when pressed before it; the
   * settings, the lesson and the notice need no game.
   * @template {Record<string, any>} T @param {T} handlers @returns {T} */
  function whenOpenAll(handlers) {
    const free = new Set(["settings", "learn", "dismissNotice"]);
    return /** @type {T} */ (Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [name, typeof handler === "function" && !free.has(name) ? whenOpen(handler) : handler])));
  }

  /** Opens a kept friend game, once the engine that reads records is there. @param {string} id */
  function openFriend(id) {
    reading().then(() => controller.openFriend(id), () => {});
  }

  /** The friend games' list's access to them, or null where the page offers none. */
  function friendList() {
    if (!friendsKept) return null;
    const onChange = () => {
      countFriends();
      render();
    };
    return { ...friendsKept, current: () => state.settings.friend ?? null, onChange };
  }

  /** Settles once the first game is open and playable: true, or false if it never will be. */
  let opened = (/** @type {boolean} */ _) => {};
  const playable = new Promise((done) => {
    opened = done;
  });

  /** Loads the engine and opens the first game. @param {import("../i18n/i18n.js").Translator} tr */
  async function start(tr) {
    try {
      // A shared game may not read: its notice then says the engine's reason in the dialogs'
      // words, fetched beside the engine so that the notice comes in them at once.
      const words = options.shared ? loadDialogWords(tr.lang).catch(() => {}) : null;
      // A friend's link's notice (an incomplete one's too) is in the friend game's words.
      const fromFriend = /** @type {any} */ (options.shared)?.incomplete || /** @type {any} */ (options.shared?.settings)?.opponent === "friend";
      const friendWords = fromFriend ? import("../friend/words.js").then((m) => m.loadFriendWords(tr.lang)).catch(() => {}) : null;
      // What opens a friend's link comes with it; one that does not load says why in the notice.
      const friendOpening = fromFriend
        ? import("../friend/opening.js").then(
            (m) => m.openFriendGame,
            (error) => () => {
              throw error;
            },
          )
        : null;
      const Game = await engine;
      const [, , openFriend] = await Promise.all([words, friendWords, friendOpening]);
      if (state.destroyed) return;
      computer = createComputer(loadWholeEngine);
      // The opening decides the game and its settings again, from the save itself.
      if (state.preview) state.settings = chosenSettings;
      state.preview = null;
      controller.begin(Game, computer, options, openFriend ?? null);
      const pressed = waiting;
      waiting = null;
      pressed?.();
      // Otherwise an engine error in the first notice (options that do not read) is said
      // again once those words are there.
      if (state.notice?.items.some((item) => item.params && "error" in item.params)) {
        await loadDialogWords(tr.lang).catch(() => {});
        if (!state.destroyed) view?.render();
      }
    } catch (error) {
      // Said before `playable` settles, so that whoever waits for it has heard why.
      view?.failed(error);
      emit("error", errorFacts(error));
    } finally {
      opened(Boolean(state.game));
    }
  }

  /** Loads the review (once) and starts a review of the game as it is; a module that does
   * not load says so in the message line.
   * @param {import("../i18n/i18n.js").Translator} tr @param {(side: string) => string} sideName */
  function openReview(tr, sideName) {
    if (!state.game || !view) return;
    const shown = view;
    reviewLoading ??= import("../review/review.js").then(({ createReview }) =>
      createReview({
        state,
        tr,
        slot: shown.reviewSlot,
        heading: shown.subheading,
        render,
        goTo: (n) => controller.goTo(n),
        annotate: (notes) => reading().then(() => controller.annotate(notes), () => {}),
        errorText: shown.errorText,
        sideName,
      }),
    );
    reviewLoading.then(
      (loaded) => {
        if (state.destroyed) return loaded.destroy();
        review = loaded;
        loaded.start();
      },
      (error) => {
        reviewLoading = null;
        state.message = { error };
        render();
      },
    );
  }

  /** A preset's rules, from the engine's own preset. */
  const rulesCache = new Map();
  function presetRules(name) {
    if (!rulesCache.has(name)) {
      const sample = new state.Game({ preset: name });
      rulesCache.set(name, sample.state().rules);
      sample.free();
    }
    return rulesCache.get(name);
  }

  /** The stones each side owns on a board of `size`, as the engine says. @param {number} size */
  function stonesOn(size) {
    const sample = new state.Game({ size });
    const { stonesPerSide } = sample.state();
    sample.free();
    return stonesPerSide;
  }

  /** Opens a record for the record dialog: null, or the error's words. */
  function onImport(text, { t }) {
    if (!state.game) return t("status.loading");
    const error = controller.importRecord(text);
    return error ? (view?.errorText(error) ?? String(error)) : null;
  }

  /** The page's address without its fragment, which links add theirs to. */
  function pageUrl() {
    return globalThis.location ? globalThis.location.href.replace(/#.*$/, "") : "";
  }

  function shareUrl() {
    return `${pageUrl()}${shareFragment(state.game.record(), state.settings)}`;
  }

  /** The game, once the engine has started it; throws before. */
  function game() {
    if (!state.game || state.destroyed) throw new Error("the game has not started yet: wait for `ready`");
    return state.game;
  }

  return {
    ready,
    playable,
    /** Display preferences in place, the game untouched: `theme`, `coordinates`, `sound`. */
    display({ theme, coordinates, sound: level } = {}) {
      /** @type {Partial<typeof prefs>} */
      const next = {};
      if (theme !== undefined) next.theme = themeOf(theme);
      if (typeof coordinates === "boolean") next.coordinates = coordinates;
      if (level) next.sound = level;
      controller.setPrefs(next);
    },
    /** The computer's level from its next turn on. */
    setLevel(level) {
      controller.setLevel(level);
    },
    /** A new game: `options` as mountGame takes them (size, preset, rules, opponent, level,
     * colour), over the game's current ones. Throws the engine's error for rules it refuses,
     * and the game in play stays. */
    newGame(next = {}) {
      game();
      const preset = next.preset ?? state.snapshot.preset;
      const rules = { ...presetRules(preset), ...(next.size ? { size: next.size } : {}), ...(next.rules ?? {}) };
      new state.Game({ ...rules, preset }).free();
      const colour = next.colour ?? state.humanChoice;
      const settings = normalizeSettings({ ...state.settings, ...next, human: colour, clock: state.settings.clock });
      controller.startChosen({ preset, rules, firstPlayer: rules.firstPlayer, settings: { ...settings, human: /** @type {any} */ (colour) } });
    },
    /** Takes back the turn under way or the last one (against the computer, its reply too). */
    undo() {
      game();
      controller.undo();
    },
    redo() {
      game();
      controller.redo();
    },
    /** Opens a game record and plays it on with the game's opponent, level and colour, or
     * with `play`'s (`opponent`, `level`, `colour`): against the computer, it moves when the
     * record leaves it to move. Throws the engine's error (with its code) and keeps the game. */
    load(text, play = {}) {
      game();
      checkPlay(play);
      const error = controller.importRecord(String(text), play);
      if (error) throw error;
    },
    /** Draws the board now, its grid's cells with it, rather than at the next frame. */
    flush() {
      view?.flush();
    },
    /** The game's record. */
    get record() {
      return game().record();
    },
    /** A copy of the engine's facts about the game (`game.state()` of the JavaScript API). */
    get state() {
      return game().state();
    },
    destroy() {
      opened(false);
      if (state.destroyed) return;
      controller.save(true);
      state.destroyed = true;
      controller.destroy();
      computer?.destroy();
      review?.destroy();
      clearInterval(tick);
      sound.destroy();
      globalThis.removeEventListener?.("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      view?.destroy();
      state.game?.free();
      state.game = null;
    },
    on(event, handler) {
      handlers[event]?.add(handler);
      return () => handlers[event]?.delete(handler);
    },
  };
}
