// Tabletop mode, for two players at a device lying flat between them: the far player's card,
// a copy of the game's status and message lines and a take-back button of its own are drawn
// in a strip turned 180° to face that player, in the order of the near player's panel (which
// they keep), so that each side is the other turned half round the board. On a phone in
// portrait the strip is above the board; on a tablet in landscape, beside it (the far player
// sits at its top edge). White's stones, in hand on the far card, start near the far player;
// the board is drawn with black's side at the near edge.
//
// `keepTabletop(root)` lays out every game drawn into `root` (the game is drawn again when
// its language changes), and returns a function that stops.


/** An element with attributes and children. (Not web/shared/dom.js's `h`: this module,
 * loaded on its own by the element, keeps out of the chunks of the game's first load.)
 * @param {string} tag @param {Record<string, string>} attributes @param {...(Node | string)} children */
function make(tag, attributes, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** Lays out the game in `app` (its `.seega-app`) for the table. @param {HTMLElement} app */
function layOut(app) {
  if (app.hasAttribute("data-tabletop")) return;
  app.setAttribute("data-tabletop", "");
  const main = app.querySelector(".app-main");
  const top = app.querySelector(".player-slot.top");
  if (!main || !top) return;
  // The copies are for the far player's eyes: a screen reader reads the lines they copy.
  const status = make("p", { class: "tabletop-status", "aria-hidden": "true" });
  const message = make("p", { class: "tabletop-message", "aria-hidden": "true" });
  const undo = /** @type {HTMLButtonElement | null} */ (app.querySelector(".game-controls .undo"));
  // The far player's own take-back, which presses the panel's.
  const farUndo = undo && make("button", { type: "button", class: "button tabletop-undo", part: "button" }, undo.textContent ?? "");
  farUndo?.addEventListener("click", () => undo?.click());
  // In the order of the near side's panel: the lines, the take-back, the card (the far side is
  // that panel turned half round).
  const far = make("div", { class: "tabletop-far" }, make("div", { class: "tabletop-lines" }, status, message));
  if (farUndo) far.append(farUndo);
  far.append(top);
  main.prepend(far);
  const copy = () => {
    status.textContent = app.querySelector(".status")?.textContent ?? "";
    message.textContent = app.querySelector(".message")?.textContent ?? "";
    if (farUndo && undo) /** @type {HTMLButtonElement} */ (farUndo).disabled = undo.disabled;
  };
  copy();
  new MutationObserver(copy).observe(/** @type {Node} */ (app.querySelector(".side-panel")), { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["disabled"] });
}

/** @param {HTMLElement} root where the game is drawn @returns {() => void} */
export function keepTabletop(root) {
  const parent = root.getRootNode() instanceof ShadowRoot ? /** @type {ShadowRoot} */ (root.getRootNode()) : document.head;
  let link = /** @type {HTMLLinkElement | null} */ (parent.querySelector("link[data-seega-tabletop]"));
  if (!link) {
    link = /** @type {HTMLLinkElement} */ (make("link", { rel: "stylesheet", href: new URL("./tabletop.css", import.meta.url).href, "data-seega-tabletop": "" }));
    parent.append(link);
  }
  const apply = () => {
    for (const app of root.querySelectorAll(".seega-app:not([data-first-screen])")) layOut(/** @type {HTMLElement} */ (app));
  };
  const watch = new MutationObserver(apply);
  // Laid out once its styles are there, so that the far side never shows unturned.
  const start = () => {
    apply();
    watch.observe(root, { childList: true, subtree: true });
  };
  if (link.sheet) start();
  else {
    link.addEventListener("load", start, { once: true });
    link.addEventListener("error", start, { once: true });
  }
  return () => watch.disconnect();
}
