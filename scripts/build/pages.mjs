// The pages (index.html, embed.html) with their references rewritten to the built files and
// their first screen drawn in; the manifest and icons; the element's stable address; the
// JavaScript API's copy.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import * as esbuild from "esbuild";
import { CATALOG_LANGUAGES } from "../../web/i18n/tags.js";
import { firstScreenHtml, lessonScreenHtml } from "../first-screen.mjs";
import { elementEntry } from "../package.mjs";
import { buildStyle, common, staticImports } from "./bundle.mjs";
import { copyHashed, workerName } from "./context.mjs";
import { SCRIPT, STYLESHEET, pkg, posix, root, sha256 } from "./paths.mjs";
import { ENGINES, wasmOf } from "./wasm.mjs";

/** @typedef {import("./context.mjs").BuildContext} BuildContext */
/** @typedef {import("./modules.mjs").Modules} Modules */
/** @typedef {{ svg: string, png192: string, png512: string, maskable192: string, maskable512: string }} Icons */
/** @typedef {{ container: [string, string], storage: string | null, learn: boolean }} FirstScreen */

/** The icons, copied with hashed names, and the manifest that lists them.
 * @param {BuildContext} context @returns {Icons} */
export function writeManifest(context) {
  /** @param {string} name */
  const icon = (name) => copyHashed(context, join(root, "web", "icons", name));
  const names = { svg: icon("icon.svg"), png192: icon("icon-192.png"), png512: icon("icon-512.png"), maskable192: icon("maskable-192.png"), maskable512: icon("maskable-512.png") };
  const manifest = {
    name: "Seega",
    short_name: "Seega",
    description: "Seega, the custodian-capture board game of Egypt, Sudan and Somalia",
    start_url: "./",
    scope: "./",
    display: "standalone",
    background_color: "#f7f0e3",
    theme_color: "#2f7d4f",
    icons: [
      { src: `assets/${names.svg}`, sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: `assets/${names.png192}`, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: `assets/${names.png512}`, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: `assets/${names.maskable192}`, sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: `assets/${names.maskable512}`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  writeFileSync(join(context.dist, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  return names;
}

/** The pages that carry a first screen: the element the app mounts into, the key its game
 * is saved under (the embed page keeps none unless its address asks), and whether its menu
 * offers the lesson. @type {Record<string, FirstScreen>} */
const FIRST_SCREENS = {
  "index.html": { container: ['<div class="page" data-seega-app>', "</div>"], storage: "seega.game.v1", learn: true },
  "embed.html": { container: ['<div id="seega">', "</div>"], storage: null, learn: false },
};

/** The pages, their references rewritten to the built files, with the icons, the manifest and
 * the service worker's registration. @param {BuildContext} context @param {Modules} modules @param {Icons} icons */
export async function writePages(context, { outputOf, pages, metafile }, icons) {
  const headLinks = [
    `<link rel="icon" href="assets/${icons.svg}" type="image/svg+xml">`,
    `<link rel="icon" href="assets/${icons.png192}" type="image/png" sizes="192x192">`,
    `<link rel="apple-touch-icon" href="assets/${icons.png192}">`,
    `<link rel="manifest" href="manifest.webmanifest">`,
    `<meta name="theme-color" content="#2f7d4f">`,
    `<script type="module" src="assets/${outputOf(join(root, "web", "offline", "register.js"))}"></script>`,
  ].join("\n  ");
  for (const page of pages) {
    let html = readFileSync(join(root, page), "utf8").replace(/\s*<link rel="icon"[^>]*>/g, "");
    html = html.replace(SCRIPT, (_, src) => `<script type="module" src="assets/${outputOf(resolve(root, src))}"></script>`);
    // A page with a first screen drawn in (below) has its styles written into it too, so
    // that the screen paints with the HTML, waiting for no other file.
    const sheets = [...html.matchAll(STYLESHEET)];
    const inlined = page in FIRST_SCREENS;
    for (const [tag, href] of sheets) {
      const built = await buildStyle(context, resolve(root, href));
      html = inlined ? html.replace(new RegExp(`\\n\\s*${tag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), "") : html.replace(tag, `<link rel="stylesheet" href="assets/${built}">`);
    }
    if (inlined) {
      const css = (await Promise.all(sheets.map(([, href]) => buildStyle(context, resolve(root, href))))).map((file) => readFileSync(join(context.assets, file), "utf8").trim()).join("\n");
      if (/<\/style/i.test(css)) throw new Error("a stylesheet contains </style");
      context.inline.styles.push(sha256(css));
      html = html.replace("<title>", () => `<style>${css}</style>\n  <title>`);
    }
    const entries = [...html.matchAll(/<script type="module" src="assets\/([^"]+)"/g)].map((m) => posix(relative(root, join(context.assets, m[1]))));
    const learning = FIRST_SCREENS[page]?.learn ? await learnParts(context, metafile, staticImports(metafile, entries)) : null;
    if (inlined) html = await withFirstScreen(context, html, FIRST_SCREENS[page], learning);
    writeFileSync(join(context.dist, page), html.replace("</head>", `  ${headLinks}\n</head>`));
  }
}

/** The page with its first screen drawn in (scripts/first-screen.mjs), and the gate that hides
 * it from a visitor whose screen it is not (web/first-screen.js), inlined into the head so
 * that it decides before the first paint (`data-storage`: where the page keeps its game).
 * @param {BuildContext} context @param {string} html @param {FirstScreen} screen @param {object | null} learnFiles */
async function withFirstScreen(context, html, { container: [open, close], storage, learn }, learnFiles) {
  const gate = await esbuild.build({ ...common, entryPoints: [join(root, "web", "first-screen.js")], format: "iife", write: false });
  const code = gate.outputFiles[0].text.trim();
  if (!context.inline.scripts.includes(sha256(code))) context.inline.scripts.push(sha256(code));
  if (!html.includes(open + close)) throw new Error(`the page has no ${open + close}`);
  const attributes = (storage ? ` data-storage="${storage}"` : "") + (learnFiles ? ` data-learn='${JSON.stringify(learnFiles)}'` : "");
  return html
    .replace("<meta charset=\"utf-8\">", () => `<meta charset="utf-8">\n  <script${attributes}>${code}</script>`)
    .replace(open + close, `${open}${await firstScreenHtml({ learn })}${learn ? await lessonScreenHtml() : ""}${close}`);
}

/** What the lesson and the puzzles load when the page opens on them (`#learn`, `#puzzles`),
 * for the gate to ask for at once (web/first-screen.js): their modules, their stylesheet, the
 * page's engine and, by language, their words (the page's, the dialogs' and their own); each
 * a file of assets/, none that the page's own scripts import already.
 * @param {BuildContext} context @param {esbuild.Metafile} metafile @param {Set<string>} loaded the page's scripts */
async function learnParts(context, metafile, loaded) {
  /** @param {string} input */
  const chunkOf = (input) => Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint?.replace(/^[a-z-]+:/, "").replace(`${posix(root)}/`, "") === input);
  /** @param {string} input */
  const closure = (input) => {
    const chunk = chunkOf(input);
    if (!chunk) throw new Error(`no chunk for ${input}`);
    return [...staticImports(metafile, [chunk])].filter((file) => !loaded.has(file)).map((file) => basename(file));
  };
  return {
    modules: closure("web/learn/learn.js"),
    styles: [await buildStyle(context, join(root, "web", "learn", "learn.css"))],
    engine: copyHashed(context, wasmOf(ENGINES.rules)),
    words: Object.fromEntries(CATALOG_LANGUAGES.map((lang) => [lang, [`web/i18n/${lang}.js`, `web/i18n/${lang}-dialogs.js`, `web/learn/words/${lang}.js`].flatMap(closure)])),
  };
}

/** The element's stable address for host pages: it imports the current hashed module, and
 * says where the computer's worker is, for a page of another origin (web/ai/start-worker.js).
 * @param {BuildContext} context @param {Modules} modules */
export function writeElement(context, { outputOf, element }) {
  if (!element) return;
  writeFileSync(join(context.dist, "seega-element.js"), elementEntry("// The <seega-game> element: this file keeps its address from one release to the next.", outputOf(element), workerName(context)));
}

/** The JavaScript API at the address crates/seega-wasm/README.md gives, for pages that use
 * the engine alone. @param {BuildContext} context */
export function writeApi(context) {
  mkdirSync(join(context.dist, "web", "pkg"), { recursive: true });
  for (const file of ["seega.js", "seega_bg.wasm"]) cpSync(join(pkg, file), join(context.dist, "web", "pkg", file));
}
