// Whether what an action changed is where a player sees it: wholly inside the window, and not
// under anything that stays put as the page scrolls (the board kept at the window's top over
// the panel on a phone while a review is shown, a fixed banner). Runs in the page
// (Playwright's `page.evaluate(viewProblem, selector)`, WebdriverIO's `browser.execute`), so it
// is one self-contained function.

/**
 * @param {string} selector the first element in the document that matches it is checked
 * @returns {string | null} null when it is in view and uncovered, else what is wrong
 */
export function viewProblem(selector) {
  const element = document.querySelector(selector);
  if (!element) return `nothing matches ${selector}`;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return `${selector} is not shown`;
  const span = (/** @type {DOMRect} */ r) => `${Math.round(r.top)}–${Math.round(r.bottom)}`;
  if (box.top < -1 || box.bottom > window.innerHeight + 1 || box.left < -1 || box.right > window.innerWidth + 1) {
    return `${selector} lies at y ${span(box)}, outside the window's 0–${window.innerHeight}`;
  }
  for (const other of document.querySelectorAll("body *")) {
    if (other === element || other.contains(element) || element.contains(other)) continue;
    const position = getComputedStyle(other).position;
    if (position !== "sticky" && position !== "fixed") continue;
    const r = other.getBoundingClientRect();
    const across = Math.min(r.right, box.right) - Math.max(r.left, box.left);
    const down = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
    if (across > 1 && down > 1) return `${selector} at y ${span(box)} lies under the ${position} ${other.className || other.tagName} at y ${span(r)}`;
  }
  // What a tap at its middle meets is the element itself (nothing else drawn over it).
  const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
  if (hit && hit !== element && !element.contains(hit)) return `${selector}'s middle shows ${hit.className || hit.tagName}`;
  return null;
}
