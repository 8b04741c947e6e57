// The page's first screen, drawn at build time so that the visitor sees it with the page's own
// HTML, before any script has loaded: the app's own view (web/app/view.js) draws a new game
// under the default rules, in English, from the engine's facts (web/pkg/start.js), into a
// DOM that linkedom provides in Node. The build puts the result into index.html, inert (a
// press there does nothing until the app has drawn its own, which replaces it in place; the
// app's first screen is the same) and hidden by web/first-screen.js from a visitor for whom
// it is not the right one.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseHTML } from "linkedom";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const load = (path) => import(pathToFileURL(join(root, path)).href);

/** The first screen's HTML, for the page's container; `learn`: whether its menu offers the
 * lesson (the page's does, the embed page's not). @returns {Promise<string>} */
export async function firstScreenHtml({ learn = true } = {}) {
  const { window, document } = parseHTML(`<!doctype html><html lang="en"><head></head><body><div data-seega-app></div></body></html>`);
  // What the view and the board ask of a browser that a DOM alone does not have: the board
  // is drawn on its canvas by the app in the browser, never here.
  class Inert {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, {
    requestAnimationFrame: () => 0,
    cancelAnimationFrame: () => {},
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
    getComputedStyle: () => ({ getPropertyValue: () => "" }),
  });
  const globals = { window, document, ResizeObserver: Inert, MutationObserver: Inert, ShadowRoot: window.ShadowRoot ?? class {} };
  const before = Object.fromEntries(Object.keys(globals).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
  Object.assign(globalThis, globals);
  try {
    const [{ START }, { createState, ALL_CONTROLS }, { createView }, { loadTranslator }, { normalizeSettings }] = await Promise.all([
      load("web/pkg/start.js"),
      load("web/app/state.js"),
      load("web/app/view.js"),
      load("web/i18n/i18n.js"),
      load("web/shared/settings.js"),
    ]);
    const tr = await loadTranslator("en");
    const prefs = { theme: /** @type {const} */ ("auto"), coordinates: true, lang: "auto", sound: "medium" };
    const state = createState({ controls: new Set(ALL_CONTROLS), settings: normalizeSettings({}), humanChoice: "black", prefs });
    Object.assign(state, { preview: START, snapshot: START.snapshot, legal: START.legal, turns: START.turns });
    const container = document.querySelector("[data-seega-app]");
    const nothing = () => {};
    const view = createView(container, state, tr, new Proxy({}, { get: (_, name) => (name === "learn" && !learn ? undefined : nothing) }), {});
    view.render();
    const app = container.firstElementChild;
    app.setAttribute("data-first-screen", "");
    app.setAttribute("inert", "");
    // What only the browser knows (the system's colour scheme) is left to the app; a style
    // attribute would be refused by the page's Content-Security-Policy.
    for (const element of app.querySelectorAll("[data-scheme]")) element.removeAttribute("data-scheme");
    for (const element of app.querySelectorAll("[style]")) element.removeAttribute("style");
    return container.innerHTML;
  } finally {
    for (const [name, descriptor] of Object.entries(before)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
  }
}
