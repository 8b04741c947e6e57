// The page in exhibit mode (`#exhibit`, options after it: `#exhibit&idle=90&languages=en,fr&
// sound=on&opponent=computer&level=2&preset=egyptian`): the game's options as the element
// and embed.html read them, the exhibit's own (`idle`, `languages`), and the game fills the
// screen, in fullscreen too.

import { readOptions } from "../embed/options.js";
import { mountExhibit } from "./exhibit.js";

/** @param {HTMLElement} container @param {string} hash */
export function mountExhibitPage(container, hash) {
  const params = new URLSearchParams(String(hash).replace(/^#exhibit&?/, ""));
  const alias = { "exhibit-idle": "idle", "exhibit-languages": "languages" };
  const options = readOptions((name) => (name === "exhibit" ? "" : params.get(alias[name] ?? name)));
  for (const drawn of container.querySelectorAll(":scope > [data-first-screen]")) drawn.remove();
  document.documentElement.dataset.exhibit = "";
  return mountExhibit(container, { ...options, storageKey: null });
}
