// The menu's button on a narrow screen: a disclosure that shows and hides the menu's entries
// (app.css shows the button, and hides the entries it has not opened, only on a phone; on a
// wider screen the entries are always in a row and the button is not shown). The button says
// whether it is open (aria-expanded); Escape, a press outside the menu or the focus leaving it
// closes it, and an entry chosen closes it with the focus back on the button, where a dialog
// the entry opens returns it.

/**
 * @param {HTMLButtonElement} button the disclosure's button
 * @param {HTMLElement} entries what it shows and hides
 * @param {HTMLElement} menu the whole menu: the button, the entries and what else is in it
 * @returns {{ close(): void, destroy(): void }}
 */
export function menuDisclosure(button, entries, menu) {
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const set = (/** @type {boolean} */ open) => button.setAttribute("aria-expanded", String(open));
  /** Whether the button is shown (a phone): elsewhere the entries are always there. */
  const shown = () => button.getClientRects().length > 0;

  /** @param {{ focus?: boolean }} [options] */
  function close({ focus = false } = {}) {
    if (!isOpen()) return;
    set(false);
    if (focus && shown()) button.focus();
  }

  button.addEventListener("click", () => set(!isOpen()));
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    event.preventDefault();
    event.stopPropagation();
    close({ focus: true });
  });
  // Captured, so that the entry's own handler finds the focus already on the button.
  entries.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("button")) close({ focus: true });
  }, true);
  menu.addEventListener("focusout", (event) => {
    const to = /** @type {FocusEvent} */ (event).relatedTarget;
    if (to instanceof Node && !menu.contains(to)) close();
  });
  const doc = menu.ownerDocument;
  /** @param {Event} event */
  const outside = (event) => {
    if (isOpen() && !event.composedPath().includes(menu)) close();
  };
  doc.addEventListener("pointerdown", outside);
  return {
    close,
    destroy() {
      doc.removeEventListener("pointerdown", outside);
    },
  };
}
