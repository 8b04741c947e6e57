// A friend game's box as one of the app's parts (web/app/parts.js): loaded, with its words,
// when the first friend game opens; it draws the box from the app's state and writes none.
// Its live side (web/live/live-part.js: the live box, and the live game when one is asked
// for) comes with it, but in the single file, which plays no live games.

import { createFriendBox } from "./friend-box.js";
import { loadFriendWords } from "./words.js";

/**
 * @param {{ state: import("../app/state.js").AppState, slot: HTMLElement, tr: import("../i18n/i18n.js").Translator,
 *   sideName: (side: string) => string, linkFor: (record: string, id: string, side: string) => string,
 *   live: import("../live/live-part.js").LiveApp }} app
 * `linkFor`: the address of the link that sends the game to the friend (link.js, which the
 * page holds already to read such links)
 * @returns {Promise<import("../app/parts.js").Part>} */
export async function createFriendPart({ state, slot, tr, sideName, linkFor, live: app }) {
  const [, module] = await Promise.all([loadFriendWords(tr.lang), globalThis.SEEGA_SINGLE_FILE ? null : import("../live/live-part.js")]);
  const box = createFriendBox(slot, tr, { sideName, linkFor });
  const live = module ? await module.createLivePart({ state, slot, tr, sideName, linkFor, app }) : null;
  return {
    render() {
      live?.render();
      // While the game is live (connecting or connected), the links give way to it.
      if (live?.live()) box.setHidden(true);
      else box.draw(state);
    },
    destroy() {
      live?.destroy();
      box.destroy();
    },
  };
}
