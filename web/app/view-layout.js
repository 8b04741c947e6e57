// The view's layouts. "tabletop", for two players at a device lying flat between them (set by
// web/tabletop/ as `data-layout="tabletop"` on the element the game is drawn into, with its
// styles): the view draws the far player a strip of their own (view-tabletop.js, loaded only
// then), turned to face them by those styles, with the status line, the message and a
// take-back of the view's own, and moves the far player's card into it; the near player keeps
// the panel. Any other value, or none, is the usual layout.

/** @typedef {"usual" | "tabletop"} Layout */

/** The element whose `data-layout` sets the view's layout: the element drawn into, or the
 * shadow root's host. @param {Element | ShadowRoot} root @returns {Element} */
export function layoutHost(root) {
  return "host" in root ? root.host : root;
}

/** The layout an element asks for. @param {Element} host @returns {Layout} */
export function layoutOf(host) {
  return host.getAttribute("data-layout") === "tabletop" ? "tabletop" : "usual";
}

/** What the far player's strip says: the status line, the message, and whether there is a
 * turn to take back. @typedef {{ status: string, message: string, undoDisabled: boolean }} FarLines */
/** The app's element, its main part, the panel and the top card's place.
 * @typedef {{ container: HTMLElement, main: HTMLElement, panel: HTMLElement, top: HTMLElement }} LayoutParts */

/**
 * Keeps the view's layout as the element drawn into asks, now and whenever it changes.
 * @param {Element | ShadowRoot} root where the view is drawn @param {LayoutParts} parts
 * @param {import("../i18n/i18n.js").Translator["t"]} t @param {(() => void) | null} undo the take-back, where the app offers one
 */
export function createLayout(root, parts, t, undo) {
  const host = layoutHost(root);
  /** The lines last drawn in the panel. @type {FarLines} */
  let lines = { status: t("status.loading"), message: "", undoDisabled: false };
  /** @type {Layout} */
  let asked = "usual";
  /** The tabletop's strip, once laid out. @type {ReturnType<typeof import("./view-tabletop.js").layOutTabletop> | null} */
  let tabletop = null;
  let stopped = false;
  function apply() {
    if (layoutOf(host) === asked) return;
    asked = layoutOf(host);
    if (asked === "tabletop") {
      import("./view-tabletop.js").then(({ layOutTabletop }) => {
        if (stopped || asked !== "tabletop" || tabletop) return;
        tabletop = layOutTabletop(parts, t, undo);
        tabletop.draw(lines);
      });
    } else {
      tabletop?.remove();
      tabletop = null;
    }
  }
  apply();
  const watch = typeof MutationObserver === "function" ? new MutationObserver(apply) : null;
  watch?.observe(host, { attributes: true, attributeFilter: ["data-layout"] });
  return {
    /** Draws the far player's lines (in the tabletop's layout). @param {Partial<FarLines>} drawn */
    draw(drawn) {
      lines = { ...lines, ...drawn };
      tabletop?.draw(lines);
    },
    destroy() {
      stopped = true;
      watch?.disconnect();
    },
  };
}
