// The game around the board, as a component: `mountGame(root, options)` renders the whole
// app into `root` (an element or a shadow root) and returns the interface api.js declares.
// This file only wires the parts together:
//
//   initial.js, state.js  the app's data          controller.js  the transitions that change it
//   view.js               draws it                menu.js        what its controls do
//   boot.js               how the game opens      parts.js       the review and the friend box,
//   api.js                the public interface                   loaded from their folders
//
// A handler in the view calls a transition; each transition ends by deciding the computer's
// turn and drawing the state again: the parts decide what they show, the view draws, then
// the parts draw their sections.

import { loadTranslator } from "../i18n/i18n.js";
import { need } from "../shared/engine.js";
import { createApi, errorFacts } from "./api.js";
import { loadAndOpen, openingEngine, saveOnLeaving } from "./boot.js";
import { createController } from "./controller.js";
import { describer } from "../shared/describe.js";
import { engineFacts } from "../shared/engine-facts.js";
import { createEvents } from "./events.js";
import { initialState } from "./initial.js";
import { createMenu, friendLinkFor } from "./menu.js";
import { createParts } from "./parts.js";
import { previewOf } from "./preview.js";
import { createView } from "./view.js";

export { ALL_CONTROLS } from "./state.js";

/** Renders the game into `root` and starts it.
 * @param {Element | ShadowRoot} root @param {import("./api.js").MountOptions} [options] @returns {import("./api.js").MountedGame} */
export function mountGame(root, options = {}) {
  const { state, store, automaticLang, friendsKept, countFriends } = initialState(options);
  const events = createEvents(state);
  /** @type {ReturnType<typeof createView> | null} */
  let view = null;
  const render = () => {
    parts.derive();
    view?.render();
    parts.render();
  };
  const onLanguage = typeof options.onLanguage === "function" ? options.onLanguage : undefined;
  const controller = createController({ state, render, emit: events.emit, store, automaticLang, onLanguage });
  const parts = createParts(controller.showError, () => render());
  const facts = engineFacts(() => state.Game);
  const engine = openingEngine(options, store);
  /** The engine that reads records, loaded if the game started without it: what every
   * transition that reads a record is given. */
  const reading = () => need("reader");
  /** What stops the clocks' tick, the page's listeners and the computer. */
  const running = new Set();
  /** Settles once the first game is open and playable: true, or false if it never will be. */
  let opened = (/** @type {boolean} */ _) => {};
  const playable = new Promise((done) => (opened = done));

  const ready = (async () => {
    const tr = await loadTranslator(state.prefs.lang === "auto" ? automaticLang : state.prefs.lang);
    if (state.destroyed) return null;
    const { sideName } = describer(tr);
    /** The review, loaded when first asked for. */
    const review = () =>
      parts.load("review", () =>
        import("../review/review.js").then(({ createReview }) => {
          const { reviewSlot: slot, subheading: heading, errorText } = /** @type {NonNullable<typeof view>} */ (view);
          const annotate = (/** @type {string} */ record) => reading().then((Reader) => controller.annotate(Reader, record), () => {});
          return createReview({ state, tr, slot, heading, render, goTo: controller.goTo, leave: controller.leaveReview, annotate, errorText, sideName });
        }),
      );
    const menu = createMenu({
      state, controller, tr, sideName, facts, reading, friendsKept, automaticLang,
      onLearn: typeof options.onLearn === "function" ? options.onLearn : undefined,
      printKit: options.printKit,
      onAnalyse: typeof options.onAnalyse === "function" ? options.onAnalyse : undefined,
      countFriends: () => (countFriends(controller), render()),
      review: {
        open: () => void review().then((part) => part?.start()),
        leave: () => {
          const part = /** @type {Awaited<ReturnType<typeof review>> | undefined} */ (parts.get("review"));
          if (part) part.leave();
          else controller.leaveReview();
        },
      },
      view: () => view,
    });
    view = createView(root, state, tr, menu.handlers, { headingLevel: options.headingLevel ?? null, title: options.title });
    menu.attach(view.container);
    const { friendSlot: slot } = view;
    // A live friend game (web/live/) turns its friend's records into the game here; a live
    // link marks its game live.
    const live = { store, reading, arrive: controller.liveArrival, setWatching: controller.setWatching, render, link: options.shared?.live ? options.shared.settings?.friend : null };
    parts.offer("friend", () => state.settings.opponent === "friend", () => import("../friend/part.js").then((m) => m.createFriendPart({ state, slot, tr, sideName, linkFor: friendLinkFor, live })));
    // The first screen the build drew into the page (scripts/first-screen.mjs) gives way to
    // this one, drawn in its place before the browser paints again.
    for (const drawn of root.querySelectorAll(":scope > [data-first-screen]")) drawn.remove();
    controller.showFirstScreen(previewOf(options, store), view.render);
    const tick = setInterval(() => controller.tick() && view?.renderClocks(), 100);
    running.add(() => clearInterval(tick)).add(saveOnLeaving(controller));
    loadAndOpen({ state, controller, engine, options, lang: tr.lang, draw: render }).then(
      (computer) => {
        if (computer) running.add(() => computer.destroy());
        menu.opened();
        opened(Boolean(state.game));
      },
      (error) => {
        // Said before `playable` settles, so that whoever waits for it has heard why.
        view?.failed(error);
        events.emit("error", errorFacts(error));
        opened(false);
      },
    );
    return { lang: tr.lang, dir: tr.dir };
  })();

  return createApi({
    state, controller, facts, events, ready, playable, reading,
    flush: () => view?.flush(),
    destroy() {
      opened(false);
      if (state.destroyed) return;
      controller.destroy();
      for (const stop of running) stop();
      parts.destroy();
      events.destroy();
      view?.destroy();
    },
  });
}
