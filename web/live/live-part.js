// A friend game's live side, inside the friend game's part (web/friend/part.js): the live
// box, and the live game itself, started when the game is marked live (the new-game dialog's
// "Play a friend live", a live link, or the box's button) and stopped when another game
// opens. The connection (live.js, with trystero) loads only then. While the game is live and
// connecting or connected, the friend box of links gives way to it; if no connection can be
// made, the links come back, under the sentence that says why.
/// <reference path="../shared/globals.d.ts" />

import { createLiveBox } from "./live-box.js";
import { liveConfig } from "./config.js";
import { markLive, readLive } from "./marks.js";
import { loadLiveWords } from "./words.js";
import { linkStylesheet } from "../shared/dom.js";
import { friendSide } from "../shared/settings.js";

/** What a live game needs of the app.
 * @typedef {{ store: { storage: Storage | null, key: string | null }, reading: () => Promise<import("../app/transitions/common.js").Reader>,
 *   arrive: (game: import("../app/transitions/common.js").Game, n: number) => void, setWatching: (on: boolean) => void,
 *   render: () => void, link?: string | null }} LiveApp */

/**
 * @param {{ state: import("../app/state.js").AppState, slot: HTMLElement, tr: import("../i18n/i18n.js").Translator,
 *   sideName: (side: string) => string, linkFor: (record: string, id: string, side: string) => string, app: LiveApp }} part
 */
export async function createLivePart({ state, slot, tr, sideName, linkFor, app }) {
  await Promise.all([loadLiveWords(tr.lang), linkStylesheet(slot, new URL("./live.css", import.meta.url).href, "seega-live")]);
  const config = liveConfig();
  const { storage, key } = app.store;
  // A live link (`&live=1`) makes its game live here too.
  if (app.link && key && !config.off) markLive(storage, key, app.link);
  const box = createLiveBox(slot, tr, {
    onLive: () => {
      if (state.settings.friend && key) markLive(storage, key, state.settings.friend);
      app.render();
    },
  });
  /** The live game under way, and the friend game it is of. @type {{ id: string, live: import("./live.js").Live } | null} */
  let running = null;
  let starting = false;

  /** Starts (or stops) the live game as the friend game open now asks. */
  function follow() {
    const id = state.settings.opponent === "friend" ? (state.settings.friend ?? null) : null;
    if (running && running.id !== id) {
      running.live.stop();
      running = null;
      app.setWatching(false);
    }
    if (!id || !key || running || starting || config.off || !readLive(storage, key, id)) return;
    starting = true;
    import("./live.js").then(({ startLive }) => {
      starting = false;
      if (state.settings.friend !== id) return app.render();
      const live = startLive({ state, id, config, store: { storage, key }, reading: app.reading, arrive: app.arrive, setWatching: app.setWatching, changed: app.render });
      running = { id, live };
      // The tests' hook, only where a test asks for it: the live game's state, and a message
      // as if the friend had sent it.
      if (globalThis.SEEGA_TEST_HOOKS === true) globalThis.__seegaLive = live;
      app.render();
    });
  }

  return {
    /** Whether the box of links gives way to the live game now. */
    live: () => Boolean(running && running.live.status !== "failed"),
    render() {
      follow();
      const live = running?.live ?? null;
      live?.sync();
      const away = friendSide(state.settings);
      const { snapshot } = state;
      const id = state.settings.friend;
      void box.draw({
        live,
        offered: Boolean(away && id && key && !config.off && !running && !starting),
        link: id && away && state.game ? `${linkFor(state.game.record(), id, away)}&live=1` : "",
        yourTurn: snapshot && away ? snapshot.turn !== away : null,
        over: Boolean(snapshot?.outcome),
        friendSide: away ? sideName(away) : "",
      });
    },
    destroy() {
      running?.live.stop();
      box.destroy();
    },
  };
}
