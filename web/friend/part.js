// A friend game's box as one of the app's parts (web/app/parts.js): loaded, with its words,
// when the first friend game opens; it draws the box from the app's state and writes none.

import { createFriendBox } from "./friend-box.js";
import { loadFriendWords } from "./words.js";

/**
 * @param {{ state: import("../app/state.js").AppState, slot: HTMLElement, tr: import("../i18n/i18n.js").Translator,
 *   sideName: (side: string) => string, linkFor: (record: string, id: string, side: string) => string }} app
 * `linkFor`: the address of the link that sends the game to the friend (link.js, which the
 * page holds already to read such links)
 * @returns {Promise<import("../app/parts.js").Part>} */
export async function createFriendPart({ state, slot, tr, sideName, linkFor }) {
  await loadFriendWords(tr.lang);
  const box = createFriendBox(slot, tr, { sideName, linkFor });
  return { render: () => box.draw(state), destroy: () => box.destroy() };
}
