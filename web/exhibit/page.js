// The page in exhibit mode (`#exhibit`, options after it: `#exhibit&idle=90&languages=en,fr&
// sound=on&opponent=computer&level=2&preset=egyptian`): the game's options as the element
// and embed.html read them, the exhibit's own (`idle`, `languages`, separated by spaces, `+`
// in an address; commas are read too), and the game fills the screen, in fullscreen too. A
// kiosk's screen cannot be zoomed: not by a pinch or a double tap (exhibit.css's
// touch-action, and Safari's gesture events), nor by Ctrl and the wheel or Ctrl and + or -
// on a kiosk with a keyboard. (Not by the viewport's `user-scalable=no`, which would take the
// zoom from every page a reader opens, and which the accessibility rules refuse.)

import { readOptions } from "../embed/options.js";
import { mountExhibit } from "./exhibit.js";

/** @param {HTMLElement} container @param {string} hash */
export function mountExhibitPage(container, hash) {
  const params = new URLSearchParams(String(hash).replace(/^#exhibit&?/, ""));
  /** @type {Record<string, string>} */
  const alias = { "exhibit-idle": "idle", "exhibit-languages": "languages" };
  const options = readOptions((/** @type {string} */ name) => (name === "exhibit" ? "" : params.get(alias[name] ?? name)));
  for (const drawn of container.querySelectorAll(":scope > [data-first-screen]")) drawn.remove();
  document.documentElement.dataset.exhibit = "";
  const noZoom = (/** @type {Event} */ event) => event.preventDefault();
  globalThis.addEventListener("wheel", (event) => event.ctrlKey && event.preventDefault(), { passive: false });
  globalThis.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && ["+", "=", "-", "_", "0"].includes(event.key)) event.preventDefault();
  });
  // Safari's pinch, which touch-action does not stop there.
  for (const type of ["gesturestart", "gesturechange"]) document.addEventListener(type, noZoom, { passive: false });
  return mountExhibit(container, { ...options, storageKey: null });
}
