// What the app's controls do: the view's handlers, each a transition of the controller or a
// dialog to open, and what each dialog is given. A control pressed before the engine has
// opened the game waits for it (the last one pressed): the first screen is drawn before the
// engine, and no control in it is dead.

import { createDialogs } from "./dialogs/dialogs.js";
import { loaded } from "../shared/engine.js";
import { SIZES } from "../shared/settings.js";
import { friendFragment } from "../friend/link.js";
import { shareFragment } from "./share.js";
import { mayReview } from "./modes.js";

/** The page's address without its fragment, which links add theirs to. */
export function pageUrl() {
  return globalThis.location ? globalThis.location.href.replace(/#.*$/, "") : "";
}

/** The address that sends a friend game to the friend who plays `side`. @param {string} record @param {string} id @param {string} side */
export function friendLinkFor(record, id, side) {
  return `${pageUrl()}${friendFragment(record, id, side)}`;
}

/** @typedef {ReturnType<typeof createDialogs>} Dialogs */

/**
 * @param {{ state: import("./state.js").AppState, controller: ReturnType<typeof import("./controller.js").createController>,
 *   tr: import("../i18n/i18n.js").Translator, sideName: (side: string) => string,
 *   facts: ReturnType<typeof import("../shared/engine-facts.js").engineFacts>, reading: () => Promise<import("../shared/engine.js").Engines["reader"]>,
 *   friendsKept: { storage: Storage, storageKey: string } | null, countFriends: () => void,
 *   automaticLang: string, review: { open(): void, leave(): void }, onLearn?: () => void, printKit?: boolean,
 *   onAnalyse?: (from: { record: string, turns: number | null }) => void,
 *   view: () => { errorText(error: unknown): string, focusCurrentMove(): void } | null }} app
 */
export function createMenu({ state, controller, tr, sideName, facts, reading, friendsKept, countFriends, automaticLang, review, onLearn, printKit, onAnalyse, view }) {
  const { t } = tr;
  /** @type {Dialogs | null} */
  let dialogs = null;
  /** The control pressed before the game opened, run once it has. @type {(() => void) | null} */
  let waiting = null;

  /** Opens a dialog once its module is there; a module that does not load says so.
   * @template {Exclude<keyof Dialogs, "confirm">} N @param {N} name @param {(dialog: Awaited<ReturnType<Dialogs[N]>>) => void} show */
  const open = (name, show) => {
    if (!dialogs) return;
    /** @type {Promise<Awaited<ReturnType<Dialogs[N]>>>} */ (dialogs[name]()).then(show, controller.showError);
  };

  /** Asks `question`, and ends the game (`end`) if the player says yes. @param {string} question @param {string} yes @param {() => void} end */
  const confirmEnd = async (question, yes, end) => {
    if (!dialogs || !state.snapshot || state.snapshot.outcome) return;
    if (await dialogs.confirm(question, yes).catch(() => false)) end();
  };

  /** Opens a kept friend game, once the engine that reads records is there. @param {string} id */
  const openFriend = (id) => reading().then((Reader) => controller.openFriend(Reader, id), () => {});

  /** The friend games' list's access to them, or null where the page offers none. */
  function friendList() {
    if (!friendsKept) return null;
    return { ...friendsKept, current: () => state.settings.friend ?? null, onChange: countFriends };
  }

  /** Opens a record for the record dialog (which opens once the engine that reads records is
   * loaded): null, or the error's words. */
  /** @param {string} text */
  function onImport(text) {
    const Reader = loaded("reader");
    if (!state.game || !Reader) return t("status.loading");
    const error = controller.importRecord(Reader, text);
    return error ? (view()?.errorText(error) ?? String(error)) : null;
  }

  const handlers = {
    // While the review owns the board (a position to practise), an action on it is its.
    action: (/** @type {string} */ action) => (state.boardOverride?.onAction ? state.boardOverride.onAction(action) : controller.humanAction(action)),
    endChain: () => controller.play("end"),
    newGame: () => {
      const { preset, rules } = state.snapshot ?? {};
      open("newGame", (d) => d.open({ preset, rules, settings: state.settings, humanChoice: state.humanChoice }));
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
    offerCount: () => controller.offerCount(),
    goTo: (/** @type {number} */ n) => {
      controller.goTo(n);
      view()?.focusCurrentMove();
    },
    leaveReview: () => review.leave(),
    dismissNotice: () => controller.dismissNotice(),
    rules: () => {
      const { snapshot } = state;
      if (snapshot) open("rules", (d) => d.open(snapshot));
    },
    record: () => reading().then(() => open("record", (d) => d.open(state.game?.record() ?? "")), controller.showError),
    settings: () => open("prefs", (d) => d.open(state.prefs)),
    // A timed game under way is reviewed once it is over: the message line says so.
    review: () => (mayReview(state) ? review.open() : controller.tell("message.reviewAfterClock")),
    friends: friendsKept ? () => open("friends", (d) => d.open()) : undefined,
    learn: onLearn,
    // The analysis board opens on the position shown (a turn reviewed, else the game's).
    analyse: onAnalyse ? () => onAnalyse({ record: state.game?.record() ?? "", turns: state.review }) : undefined,
  };
  // The settings, the lesson and the notice need no game; the others wait for it.
  const free = new Set(["settings", "learn", "dismissNotice"]);
  /** A handler that waits for the game: run now if it is open, else once it is (the last one pressed).
   * @param {(...args: never[]) => void} handler */
  const waitFor = (handler) => (/** @type {never[]} */ ...args) => {
    if (state.game) handler(...args);
    else waiting = () => handler(...args);
  };
  const waited = Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [name, typeof handler === "function" && !free.has(name) ? waitFor(handler) : handler]));

  return {
    /** The view's handlers. */
    handlers: /** @type {typeof handlers} */ (waited),
    /** Makes the dialogs, inside the app's container where its styles and language apply.
     * @param {HTMLElement} container */
    attach(container) {
      // The dialogs open once the game is open, with the engine's class.
      const Game = () => /** @type {NonNullable<typeof state.Game>} */ (state.Game);
      dialogs = createDialogs(container, tr, {
        newGame: () => ({
          presets: Game().presets(),
          sizes: SIZES.map((size) => ({ size, stonesPerSide: facts.stonesOn(size) })),
          ruleOptions: Game().ruleOptions(),
          presetRules: (name) => ({ ...facts.presetRules(name) }),
          onStart: controller.startChosen,
          showClock: state.controls.has("clock"),
          friends: friendList(),
          onOpenFriend: openFriend,
        }),
        // Offered only where the page keeps the games with friends.
        friends: () => ({ friends: /** @type {NonNullable<ReturnType<typeof friendList>>} */ (friendList()), onOpenFriend: openFriend }),
        record: () => ({
          onImport,
          shareUrl: () => `${pageUrl()}${shareFragment(state.game?.record() ?? "", state.settings)}`,
          fileName: () => `seega-${new Date().toISOString().slice(0, 10)}.txt`,
        }),
        prefs: () => ({ onChange: controller.setPrefs, automaticLang }),
        // The printable kit of the game's rules (web/print/), where the page offers it.
        printKit: printKit ? () => `${pageUrl()}#print&${new URLSearchParams({ variant: state.game?.record() ?? "", lang: tr.lang })}` : null,
      });
    },
    /** Runs the control pressed while the game was opening, if any. */
    opened() {
      const pressed = waiting;
      waiting = null;
      pressed?.();
    },
  };
}
