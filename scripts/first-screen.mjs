// The page's first screen, drawn at build time so that the visitor sees it with the page's own
// HTML, before any script has loaded: the app's own view (web/app/view.js) draws a new game
// under the default rules, in English, from the engine's facts (web/pkg/start.js), into a
// DOM that linkedom provides in Node. The build puts the result into index.html, inert (a
// press there does nothing until the app has drawn its own, which replaces it in place; the
// app's first screen is the same) and hidden by web/first-screen.js from a visitor for whom
// it is not the right one.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { parseHTML } from "linkedom";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const load = (path) => import(pathToFileURL(join(root, path)).href);

/** Runs `draw(document)` in a DOM from linkedom with what the view and the board ask of a
 * browser (the board is drawn on its canvas by the app in the browser, never here); returns
 * the HTML of its `[data-seega-app]` container, each `draw` returning the element it drew.
 * @param {(document: any) => Promise<Element>} draw @returns {Promise<string>} */
async function drawn(draw) {
  const { window, document } = parseHTML(`<!doctype html><html lang="en"><head></head><body><div data-seega-app></div></body></html>`);
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
    const app = await draw(document);
    app.setAttribute("inert", "");
    // What only the browser knows (the system's colour scheme) is left to the app; a style
    // attribute would be refused by the page's Content-Security-Policy; the stylesheets the
    // parts link are the page's (or the gate's, web/first-screen.js).
    for (const element of app.querySelectorAll("[data-scheme]")) element.removeAttribute("data-scheme");
    for (const element of app.querySelectorAll("[style]")) element.removeAttribute("style");
    // The board's grid of cells is placed by the app over the canvas it paints: the drawn
    // screen, with no canvas painted, has its grid empty.
    for (const element of app.querySelectorAll(".seega-board-grid > *")) element.remove();
    for (const element of document.querySelectorAll("[data-seega-app] link")) element.remove();
    return document.querySelector("[data-seega-app]").innerHTML;
  } finally {
    for (const [name, descriptor] of Object.entries(before)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
  }
}

/** The first screen's HTML, for the page's container; `learn`: whether its menu offers the
 * lesson (the page's does, the embed page's not). @returns {Promise<string>} */
export function firstScreenHtml({ learn = true } = {}) {
  return drawn(async (document) => {
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
    return app;
  });
}

/** The lesson's first screen (`#learn`) as the page shows it, in English, for a reader with
 * no progress kept: web/learn/learn.js itself, bundled for Node (it imports the puzzles' JSON)
 * with the page's first engine, drawn into the page's container. It is marked
 * `data-first-screen="lesson"`; the gate (web/first-screen.js) shows it on `#learn` only.
 * @returns {Promise<string>} */
export async function lessonScreenHtml() {
  const glue = join(root, "web", "pkg", "rules", "seega.js");
  const engineInNode = {
    name: "engine-in-node",
    setup(build) {
      build.onResolve({ filter: /[\\/]shared[\\/]engine\.js$/ }, () => ({ path: "engine", namespace: "engine-in-node" }));
      build.onLoad({ filter: /.*/, namespace: "engine-in-node" }, () => ({
        resolveDir: root,
        contents: [
          'import { readFileSync } from "node:fs";',
          `import { initSync, Game } from ${JSON.stringify(glue)};`,
          `initSync({ module: readFileSync(${JSON.stringify(join(dirname(glue), "seega_bg.wasm"))}) });`,
          // The lesson asks for the page's first engine; nothing else is drawn at build time.
          'export const need = (capability) => capability === "rules" ? Promise.resolve(Game) : Promise.reject(new Error(`the first screen draws with the rules engine, not ${capability}`));',
          "export const loaded = (capability) => (capability === \"rules\" ? Game : null);",
        ].join("\n"),
      }));
    },
  };
  const bundle = join(root, "target", "first-screen-learn.mjs");
  mkdirSync(dirname(bundle), { recursive: true });
  await esbuild.build({ entryPoints: [join(root, "web", "learn", "learn.js")], bundle: true, format: "esm", platform: "node", outfile: bundle, logLevel: "warning", plugins: [engineInNode] });
  const { mountLearn } = await import(`${pathToFileURL(bundle).href}?${Date.now()}`);
  return drawn(async (document) => {
    const container = document.querySelector("[data-seega-app]");
    const view = mountLearn(container, { mode: "lesson", lang: "en", storageKey: null, onExit: () => {} });
    await view.ready;
    const app = container.querySelector(".seega-learn");
    app.setAttribute("data-first-screen", "lesson");
    return app;
  });
}
