// Tabletop mode, for two players at a device lying flat between them: the far player's card,
// the game's status and message lines and a take-back button of their own are drawn in a
// strip turned 180° to face that player, in the order of the near player's panel (which they
// keep), so that each side is the other turned half round the board. On a phone in portrait
// the strip is above the board; on a tablet in landscape, beside it (the far player sits at
// its top edge). White's stones, in hand on the far card, start near the far player; the
// board is drawn with black's side at the near edge.
//
// The game's view draws the strip itself, with its own handlers, when the element it is drawn
// into says `data-layout="tabletop"` (web/app/view-layout.js). `keepTabletop(root)` says it
// of `root`, once this layout's styles (tabletop.css) are there, so that the far side never
// shows unturned; every game drawn into `root` (the game is drawn again when its language
// changes) is laid out so. It returns a function that gives the usual layout back.

/** @param {HTMLElement} root where the game is drawn @returns {() => void} */
export function keepTabletop(root) {
  const parent = root.getRootNode() instanceof ShadowRoot ? /** @type {ShadowRoot} */ (root.getRootNode()) : document.head;
  let link = /** @type {HTMLLinkElement | null} */ (parent.querySelector("link[data-seega-tabletop]"));
  if (!link) {
    // Not web/shared/dom.js's `h`: this module, loaded on its own by the element, keeps out
    // of the chunks of the game's first load.
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = new URL("./tabletop.css", import.meta.url).href;
    link.setAttribute("data-seega-tabletop", "");
    parent.append(link);
  }
  let stopped = false;
  const start = () => {
    if (!stopped) root.dataset.layout = "tabletop";
  };
  if (link.sheet) start();
  else {
    link.addEventListener("load", start, { once: true });
    link.addEventListener("error", start, { once: true });
  }
  return () => {
    stopped = true;
    if (root.dataset.layout === "tabletop") delete root.dataset.layout;
  };
}
