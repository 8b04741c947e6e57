// Building elements in code: `h("button", {class: "x", onclick}, "text")`. The app renders
// itself into any root (a page, a shadow root, a frame), so it makes its elements here
// rather than expecting them in the HTML.

/** What `h` sets on an element: an attribute's value (true for a boolean attribute; null,
 * undefined or false leave it out), `class`, `text`, `dataset` or an `on<event>` handler.
 * @typedef {string | number | boolean | null | undefined | Record<string, string> | ((event: never) => void)} PropValue */
/** @typedef {Record<string, PropValue>} Props */
/** @typedef {Node | string | null | undefined | false} Child */

/** An element with `props` (attributes; `class`, `text`, `dataset`, `on<event>` handlers,
 * booleans for boolean attributes, null/undefined/false to leave out) and `children`.
 * @template {string} K
 * @param {K} tag @param {Props} [props] @param {...(Child | Child[])} children
 * @returns {K extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[K] : HTMLElement} */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    // (Each kind of prop as the typedef says: the casts cost the first visit no bytes.)
    if (key === "class") el.className = /** @type {string} */ (value);
    else if (key === "text") el.textContent = /** @type {string} */ (value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return /** @type {K extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[K] : HTMLElement} */ (el);
}

/** A `<select>`'s options from `[value, label]` pairs.
 * @param {ReadonlyArray<readonly [value: string | number, label: string] | readonly string[]>} pairs @param {string | number} selected */
export function options(pairs, selected) {
  return pairs.map(([value, label]) => h("option", { value, selected: String(value) === String(selected) }, label));
}

/** The × button of a dialog's header; `label` names it for screen readers.
 * @param {string} label @param {(event: MouseEvent) => void} onclick */
export function closeButton(label, onclick) {
  return h("button", { type: "button", class: "icon-button dialog-close", "aria-label": label, onclick }, "×");
}

let counter = 0;
/** An id unique on the page, for label/aria references inside one mounted app. @param {string} prefix */
export function uid(prefix) {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** Links the stylesheet at `href` into the document or shadow root that holds `container`,
 * once (`marker` names it): a part loaded when needed brings its own styles. Resolves once
 * the styles apply (or failed to load), so that the part is not drawn unstyled.
 * @param {HTMLElement} container @param {string} href @param {string} marker @returns {Promise<void>} */
export function linkStylesheet(container, href, marker) {
  const root = container.getRootNode();
  const parent = root instanceof ShadowRoot ? root : container.ownerDocument.head;
  const linked = /** @type {HTMLLinkElement | null} */ (parent.querySelector(`link[data-${marker}]`));
  const link = linked ?? h("link", { rel: "stylesheet", href, [`data-${marker}`]: "" });
  if (!linked) parent.append(link);
  if (link.sheet) return Promise.resolve();
  return new Promise((done) => {
    link.addEventListener("load", () => done(), { once: true });
    link.addEventListener("error", () => done(), { once: true });
    // A link that failed before this call never says so again.
    setTimeout(done, 3000);
  });
}
