// The page's entry point: mounts the game into the page's container, in the language of the
// reader's browser (or the one chosen in the settings), with any game a share link carries
// (`#record=...`).

import { mountGame } from "./app/app.js";
import { readShareFragment } from "./app/share.js";
import { preferredLanguage } from "./i18n/i18n.js";

const container = document.querySelector("[data-seega-app]") ?? document.body;
const shared = readShareFragment(location.hash);
if (shared) history.replaceState(null, "", location.pathname + location.search);

/** Mounts the game; when the player picks another language, mounts it again in that language
 * (the game was saved, so it goes on where it was). */
function mount(first) {
  const game = mountGame(container, {
    lang: preferredLanguage(),
    shared: first ? shared : null,
    onLanguage: () => {
      game.destroy();
      app = mount(false);
      app.ready.then(() => /** @type {HTMLElement | null} */ (container.querySelector(".settings-button"))?.focus());
    },
  });
  // The page takes the game's language and direction (Arabic is right to left).
  game.ready.then((language) => {
    if (!language) return;
    document.documentElement.lang = language.lang;
    document.documentElement.dir = language.dir;
  });
  return game;
}

let app = mount(true);
globalThis.addEventListener("hashchange", () => {
  if (readShareFragment(location.hash)) location.reload();
});
export default app;
