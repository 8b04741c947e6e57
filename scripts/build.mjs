// Builds the release wasm module into web/pkg/ and the deployable static site into dist/,
// then prints what loading the page costs. One function per output:
//
//   buildWasm           web/pkg/seega.{js,_bg.wasm}   wasm-pack's release build: the whole engine,
//                       web/pkg/search/               the engine without the tables' builder (the
//                                                     computer's search) and the one without the
//                       web/pkg/rules/                computer player (the page)
//                       web/pkg/reader/               (and the page's engine that reads records;
//                       web/pkg/single/               the single file's, everything at opt-level z)
//   writeStartFacts     web/pkg/start.js              the engine's facts of a new game, which the
//                                                     app draws before its engine has loaded
//   writeManifest       manifest.webmanifest, icons   the web app manifest
//   buildModules        assets/[name]-[hash].js       the pages' modules, the element, split into
//                                                     chunks (a dialog, a catalog: each its own),
//                                                     the AI worker, the wasm module
//   writePages          index.html, embed.html        references rewritten, stylesheets bundled
//   writeElement        seega-element.js              the custom element, at a stable address
//   writeApi            web/pkg/                      the JavaScript API as crates/seega-wasm/README.md documents it
//   writeSingleFile     seega.html                    the whole game in one file, for file://
//   writeServiceWorker  sw.js                         with the list of files it precaches
//   writeServeConfig    serve.json                    headers for `serve`: the policy, caching, CORS
//   reportSizes         (printed), target/sizes.json  the first visit's transfer, what loads later
//   writePackage        target/seega-game/            the element's npm package (scripts/package.mjs)
//
// Options: --out <dir> writes the site elsewhere; --skip-wasm reuses web/pkg/ as it is;
// --analyse also prints esbuild's account of the bytes of each script.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, delimiter, dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { elementEntry, writePackage } from "./package.mjs";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { CATALOG_LANGUAGES } from "../web/i18n/tags.js";
import { cspWith } from "./csp.mjs";
import { firstScreenHtml, lessonScreenHtml } from "./first-screen.mjs";
import { FIRST_VISIT_BUDGET, SINGLE_FILE_BUDGET } from "./budget.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({ options: { out: { type: "string" }, "skip-wasm": { type: "boolean" }, analyse: { type: "boolean" } } });
const dist = resolve(args.out ?? join(root, "dist"));
const assets = join(dist, "assets");
const pkg = join(root, "web", "pkg");
/** The engine's five builds, each a glue module and its wasm: whole (the API, the tables'
 * builder), without the tables' builder (the computer's search and the
 * review, in their worker), without the computer player (the page's, reading records: a
 * saved game, a link, an import; the element's) and without the record reader either (a
 * first visit's); and the single file's (everything but the English messages, built for
 * size). */
const ENGINES = { whole: join(pkg, "seega.js"), search: join(pkg, "search", "seega.js"), reader: join(pkg, "reader", "seega.js"), rules: join(pkg, "rules", "seega.js"), single: join(pkg, "single", "seega.js") };
/** The hashed wasm files' names, by build. */
const WASM_NAMES = { whole: "seega_bg", search: "seega-search_bg", reader: "seega-reader_bg", rules: "seega-rules_bg", single: "seega-single_bg" };
const wasmOf = (glue) => join(dirname(glue), "seega_bg.wasm");
const wasmSource = wasmOf(ENGINES.whole);
const SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)">/g;

const hashOf = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);
const posix = (path) => path.split("\\").join("/");

// ---------------------------------------------------------------------------------------

/** wasm-pack's release build of the engine into web/pkg/, with the wasm-pack, wasm-bindgen
 * and wasm-opt that scripts/setup.sh verified (target/tools/bin). */
function buildWasm() {
  const tools = join(root, "target", "tools", "bin");
  const PATH = [tools, process.env.PATH].join(delimiter);
  // The page's engine (no computer player) is compiled for size (opt-level "z"): it plays one
  // action at a time, where speed hardly shows, and is most of the first visit's weight
  // (docs/build.md has both figures). The whole engine searches, and keeps opt-level 3.
  const builds = [
    { args: ["--out-dir", "../../web/pkg"], env: {} },
    { args: ["--out-dir", "../../web/pkg/search", "--", "--no-default-features", "--features", "ai,reader,messages"], env: {} },
    { args: ["--out-dir", "../../web/pkg/reader", "--", "--no-default-features", "--features", "reader,messages"], env: { CARGO_PROFILE_RELEASE_OPT_LEVEL: "z" } },
    { args: ["--out-dir", "../../web/pkg/rules", "--", "--no-default-features"], env: { CARGO_PROFILE_RELEASE_OPT_LEVEL: "z" } },
    // The single file's one engine: everything the page and its workers do (the computer, the
    // review, the tables' builder, the record reader), for size too and without the English
    // messages, which the page does not show (docs/build.md, "The single file").
    { args: ["--out-dir", "../../web/pkg/single", "--", "--no-default-features", "--features", "ai,tables,reader"], env: { CARGO_PROFILE_RELEASE_OPT_LEVEL: "z" } },
  ];
  // Panic messages name the files of the crates they come from: by their place in the
  // registry, not by the building machine's home directory.
  const cargoHome = process.env.CARGO_HOME ?? join(homedir(), ".cargo");
  const RUSTFLAGS = [process.env.RUSTFLAGS, `--remap-path-prefix=${join(cargoHome, "registry", "src")}=crates.io`].filter(Boolean).join(" ");
  for (const { args, env } of builds) {
    const [flag, dir, ...cargo] = args;
    const wasmPack = ["build", "crates/seega-wasm", "--target", "web", flag, dir, "--out-name", "seega", ...cargo];
    const built = spawnSync(join(tools, "wasm-pack"), wasmPack, { cwd: root, stdio: "inherit", env: { ...process.env, ...env, PATH, RUSTFLAGS } });
    if (built.status !== 0) {
      const why = built.error ? `wasm-pack could not run (${built.error.message}): run \`bash scripts/setup.sh build\`` : "wasm-pack build failed";
      console.error(why);
      process.exit(1);
    }
  }
}

/** The engine's own facts of a new game under the default rules (its state, board and empty
 * history), asked of the page's engine here in Node and written as a module: the app draws its
 * first screen from them while the engine itself is still loading (web/app/preview.js). */
async function writeStartFacts() {
  const engine = await import(pathToFileURL(ENGINES.rules).href);
  engine.initSync({ module: readFileSync(wasmOf(ENGINES.rules)) });
  const game = new engine.Game();
  const facts = { snapshot: game.state(), board: game.board(), legal: game.legalActions(), turns: game.history() };
  game.free();
  const text = [
    "// Written by scripts/build.mjs from the page's engine: a new game under the default rules,",
    "// as the engine describes it, for the first screen drawn before the engine has loaded.",
    "/** @type {import(\"../app/preview.js\").Screen} */",
    `export const START = ${JSON.stringify(facts)};`,
    "",
  ].join("\n");
  writeFileSync(join(pkg, "start.js"), text);
}

/** What the build made once and reuses: each copied file's hashed name, each stylesheet's
 * and each worker's built file (and the worker's metafile, for the size report). */
const copied = new Map();
const styles = new Map();
const workers = new Map();

/** Copies a file into assets/ under a content-hashed name; returns that name. The engine
 * without the computer player is `seega-rules_bg-[hash].wasm`, the one without the tables'
 * builder `seega-search_bg-[hash].wasm`. */
function copyHashed(source) {
  if (!copied.has(source)) {
    const bytes = readFileSync(source);
    const ext = extname(source);
    const build = Object.keys(ENGINES).find((name) => wasmOf(ENGINES[name]) === source);
    const base = build ? WASM_NAMES[build] : basename(source, ext);
    const name = `${base}-${hashOf(bytes)}${ext}`;
    writeFileSync(join(assets, name), bytes);
    copied.set(source, name);
  }
  return copied.get(source);
}

/** The icons, copied with hashed names, and the manifest that lists them. */
function writeManifest() {
  const icon = (name) => copyHashed(join(root, "web", "icons", name));
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
  writeFileSync(join(dist, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  return names;
}

// ---- esbuild: shared options, and the plugin that points the engine at the hashed wasm and
// turns each `new URL("./relative", import.meta.url)` (the AI worker, a stylesheet, an image)
// into the address of the built file; for the single file it inlines everything instead.

// The oldest browsers docs/browsers.md promises: esbuild writes the scripts and the styles in what
// they read (it lowers syntax and CSS; it adds no library code).
const BROWSER_TARGETS = ["es2022", "chrome119", "edge119", "firefox120", "safari16", "ios16"];
// UTF-8 as written, not escaped: the catalogs in Arabic are a third the size (modules and
// workers are always read as UTF-8; the pages say so).
const common = { bundle: true, minify: true, charset: "utf8", target: BROWSER_TARGETS, logLevel: "warning", legalComments: "none", absWorkingDir: root };
const GLUE_DEFAULT = /new URL\('seega_bg\.wasm', import\.meta\.url\)/;
const URL_PATTERN = /new URL\(\s*(["'`])(\.{1,2}\/[^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const MIME = { ".svg": "image/svg+xml", ".png": "image/png", ".wasm": "application/wasm", ".json": "application/json" };
const dataUrl = (file) => `data:${MIME[extname(file)] ?? "application/octet-stream"};base64,${readFileSync(file).toString("base64")}`;

function cssOptions(entry) {
  return { ...common, entryPoints: [entry], loader: { ".svg": "file", ".png": "file", ".woff2": "file" } };
}

/** A stylesheet bundled into assets/; returns its file name there. */
async function buildStyle(entry) {
  if (!styles.has(entry)) {
    const result = await esbuild.build({ ...cssOptions(entry), outdir: assets, entryNames: "[name]-[hash]", assetNames: "[name]-[hash]", metafile: true });
    styles.set(entry, basename(Object.keys(result.metafile.outputs).find((file) => file.endsWith(".css"))));
  }
  return styles.get(entry);
}

/** A stylesheet bundled into one string, for the single file. */
async function inlineStyle(entry) {
  const result = await esbuild.build({ ...cssOptions(entry), loader: { ".svg": "dataurl", ".png": "dataurl" }, write: false, outdir: "out" });
  return result.outputFiles.find((file) => file.path.endsWith(".css")).text;
}

function sitePlugin({ single }) {
  return {
    name: "seega-site",
    setup(build) {
      // Every import of the wasm-bindgen glue goes through a wrapper whose init() loads its wasm.
      // The single file holds one engine (its own build, with everything), and gives it to every import.
      build.onResolve({ filter: /[\\/]pkg[\\/]((rules|search|reader)[\\/])?seega\.js$/ }, (found) => {
        if (found.namespace === "seega-engine") return undefined;
        const path = resolve(found.resolveDir, found.path);
        return { path: single ? ENGINES.single : path, namespace: "seega-engine" };
      });
      build.onLoad({ filter: /.*/, namespace: "seega-engine" }, (found) => {
        const glue = JSON.stringify(posix(found.path));
        // The single file's page has the module's bytes from its loader
        // (web/offline/single-file.js); its workers, as base64 in their code.
        // A served build's glue names its hashed module itself (below).
        const given = single ? "{ module_or_path: globalThis.SEEGA_WASM_BYTES ?? Uint8Array.from(atob(globalThis.SEEGA_WASM_BASE64), (c) => c.charCodeAt(0)) }" : "";
        return {
          resolveDir: dirname(found.path),
          contents: [`import load from ${glue};`, `export * from ${glue};`, `export default function init() { return load(${given}); }`].join("\n"),
        };
      });
      build.onLoad({ filter: /[\\/]web[\\/].*\.js$/ }, async (found) => {
        const text = readFileSync(found.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        let contents = text;
        // The wasm-bindgen glue's own default, `new URL('seega_bg.wasm', import.meta.url)`,
        // names a file no build writes: its build's hashed module instead, which a host's bundler
        // follows as it follows every `new URL` (the single file's wrapper gives init() its bytes).
        const engine = Object.keys(ENGINES).find((name) => ENGINES[name] === found.path);
        if (engine) {
          const own = single ? "undefined" : `new URL(${JSON.stringify(`./${copyHashed(wasmOf(found.path))}`)}, import.meta.url)`;
          contents = contents.replace(GLUE_DEFAULT, () => own);
          if (contents === text) throw new Error(`${relative(root, found.path)} lacks wasm-bindgen's default address of its module`);
        }
        for (const match of text.matchAll(URL_PATTERN)) {
          const target = resolve(dirname(found.path), match[2]);
          // A function, so that "$&" and the like in the inlined code are not patterns.
          if (existsSync(target)) {
            const address = await addressOf(target, single);
            contents = contents.replace(match[0], () => address);
          }
        }
        return { contents, loader: "js" };
      });
    },
  };
}

/** The expression that replaces `new URL("…", import.meta.url)` for `target`. */
async function addressOf(target, single) {
  const ext = extname(target);
  if (single) {
    if (ext === ".js") {
      // A worker: its bundled code in a Blob, with the wasm module's bytes prepended as text.
      // A classic script, because Chromium starts no module worker from a blob: URL on file://.
      // Its code is packed once into the page (`SEEGA_WORKERS`, below), however many modules
      // start it.
      singleWorkers.set(target, singleWorkers.get(target) ?? (await bundleForSingle(target, "iife")));
      const name = JSON.stringify(posix(relative(root, target)));
      return `new URL(URL.createObjectURL(new Blob(["globalThis.SEEGA_WASM_BASE64 = " + JSON.stringify(globalThis.SEEGA_WASM_BASE64) + ";\\n", globalThis.SEEGA_WORKERS[${name}]], { type: "text/javascript" })))`;
    }
    // Text, rather than base64, compresses as text.
    if (ext === ".css") return `new URL(${JSON.stringify(`data:text/css,${encodeURIComponent(await inlineStyle(target))}`)})`;
    if (target === wasmOf(ENGINES.single)) return "undefined";
    return `new URL(${JSON.stringify(dataUrl(target))})`;
  }
  // A worker's module, a stylesheet, an image: the built file's address, as a `new URL(…,
  // import.meta.url)` that a host's bundler follows in turn (web/ai/start-worker.js starts the
  // worker in the form bundlers recognise, and starts it from another origin itself).
  const name = ext === ".js" ? await buildWorker(target) : ext === ".css" ? await buildStyle(target) : copyHashed(target);
  return `new URL(${JSON.stringify(`./${name}`)}, import.meta.url)`;
}

/** A module that is started by address (the AI worker): bundled alone into assets/, what it
 * imports with `import()` (the tables' builder) in chunks of its own. */
async function buildWorker(entry) {
  if (!workers.has(entry)) {
    const result = await esbuild.build({ ...common, entryPoints: [entry], format: "esm", splitting: true, outdir: assets, entryNames: "[name]-[hash]", chunkNames: "chunk-[hash]", metafile: true, plugins: [sitePlugin({ single: false })] });
    workers.set(entry, { name: basename(Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint)[0]), metafile: result.metafile });
  }
  return workers.get(entry).name;
}

/** The workers' code in the single file, by entry. @type {Map<string, string>} */
const singleWorkers = new Map();

async function bundleForSingle(entry, format) {
  const result = await esbuild.build({
    ...common,
    entryPoints: [entry],
    format,
    logOverride: { "empty-import-meta": "silent" },
    write: false,
    outdir: "out",
    supported: { "inline-script": false },
    // The page's routes for a served site (web/routes.js: the exhibit, the tabletop, the
    // printable kit) are left out of the single file.
    define: { "globalThis.SEEGA_SINGLE_FILE": "true" },
    plugins: [sitePlugin({ single: true })],
  });
  return result.outputFiles.find((file) => file.path.endsWith(".js")).text;
}

// ---------------------------------------------------------------------------------------

/** The pages' entry points, the element and the service worker's registration, split into
 * shared chunks; each dynamic import (a dialog, a catalog) becomes a chunk of its own.
 * @returns {Promise<{ metafile: esbuild.Metafile, outputOf: (entry: string) => string, pages: string[], element: string | null }>} */
async function buildModules() {
  // The element and the embed page mount the app (web/app/app.js); without it, only the page is built.
  const embeddable = existsSync(join(root, "web", "app", "app.js"));
  const pages = embeddable ? ["index.html", "embed.html"] : ["index.html"];
  const pageEntries = pages.flatMap((page) => [...readFileSync(join(root, page), "utf8").matchAll(SCRIPT)].map((m) => resolve(root, m[1])));
  const element = embeddable ? join(root, "web", "embed", "seega-element.js") : null;
  const entries = [...new Set([...pageEntries, ...(element ? [element] : []), join(root, "web", "offline", "register.js")])];
  const built = await esbuild.build({
    ...common,
    entryPoints: entries,
    format: "esm",
    splitting: true,
    outdir: assets,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    plugins: [sitePlugin({ single: false })],
  });
  const entryOutput = new Map(
    Object.entries(built.metafile.outputs)
      .filter(([, meta]) => meta.entryPoint)
      .map(([file, meta]) => [resolve(root, meta.entryPoint.replace(/^[a-z-]+:/, "")), basename(file)]),
  );
  const outputOf = (entry) => {
    const name = entryOutput.get(entry);
    if (!name) throw new Error(`no output for ${relative(root, entry)}`);
    return name;
  };
  return { metafile: built.metafile, outputOf, pages, element };
}

/** The pages, their references rewritten to the built files, with the icons, the manifest and
 * the service worker's registration. */
async function writePages({ outputOf, pages, metafile }, icons) {
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
      const built = await buildStyle(resolve(root, href));
      html = inlined ? html.replace(new RegExp(`\\n\\s*${tag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), "") : html.replace(tag, `<link rel="stylesheet" href="assets/${built}">`);
    }
    if (inlined) {
      const css = (await Promise.all(sheets.map(([, href]) => buildStyle(resolve(root, href))))).map((file) => readFileSync(join(assets, file), "utf8").trim()).join("\n");
      if (/<\/style/i.test(css)) throw new Error("a stylesheet contains </style");
      inline.styles.push(sha256(css));
      html = html.replace("<title>", () => `<style>${css}</style>\n  <title>`);
    }
    const entries = [...html.matchAll(/<script type="module" src="assets\/([^"]+)"/g)].map((m) => posix(relative(root, join(assets, m[1]))));
    const learning = FIRST_SCREENS[page]?.learn ? await learnParts(metafile, staticImports(metafile, entries)) : null;
    if (inlined) html = await withFirstScreen(html, FIRST_SCREENS[page], learning);
    writeFileSync(join(dist, page), html.replace("</head>", `  ${headLinks}\n</head>`));
  }
}

/** The hashes of the scripts and styles written into the pages, which their
 * Content-Security-Policy allows by hash (scripts/csp.mjs). */
const inline = { scripts: /** @type {string[]} */ ([]), styles: /** @type {string[]} */ ([]) };
const sha256 = (text) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The pages that carry a first screen: the element the app mounts into, the key its game
 * is saved under (the embed page keeps none unless its address asks), and whether its menu
 * offers the lesson. */
const FIRST_SCREENS = {
  "index.html": { container: ['<div class="page" data-seega-app>', "</div>"], storage: "seega.game.v1", learn: true },
  "embed.html": { container: ['<div id="seega">', "</div>"], storage: null, learn: false },
};

/** The page with its first screen drawn in (scripts/first-screen.mjs), and the gate that hides
 * it from a visitor whose screen it is not (web/first-screen.js), inlined into the head so
 * that it decides before the first paint (`data-storage`: where the page keeps its game). */
async function withFirstScreen(html, { container: [open, close], storage, learn }, learnFiles) {
  const gate = await esbuild.build({ ...common, entryPoints: [join(root, "web", "first-screen.js")], format: "iife", write: false });
  const code = gate.outputFiles[0].text.trim();
  if (!inline.scripts.includes(sha256(code))) inline.scripts.push(sha256(code));
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
 * @param {esbuild.Metafile} metafile @param {Set<string>} loaded the page's scripts */
async function learnParts(metafile, loaded) {
  const chunkOf = (input) => Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint?.replace(/^[a-z-]+:/, "").replace(`${posix(root)}/`, "") === input);
  const closure = (input) => {
    const chunk = chunkOf(input);
    if (!chunk) throw new Error(`no chunk for ${input}`);
    return [...staticImports(metafile, [chunk])].filter((file) => !loaded.has(file)).map((file) => basename(file));
  };
  return {
    modules: closure("web/learn/learn.js"),
    styles: [await buildStyle(join(root, "web", "learn", "learn.css"))],
    engine: copyHashed(wasmOf(ENGINES.rules)),
    words: Object.fromEntries(CATALOG_LANGUAGES.map((lang) => [lang, [`web/i18n/${lang}.js`, `web/i18n/${lang}-dialogs.js`, `web/learn/words/${lang}.js`].flatMap(closure)])),
  };
}

/** The element's stable address for host pages: it imports the current hashed module, and
 * says where the computer's worker is, for a page of another origin (web/ai/start-worker.js). */
function writeElement({ outputOf, element }) {
  if (!element) return;
  writeFileSync(join(dist, "seega-element.js"), elementEntry("// The <seega-game> element: this file keeps its address from one release to the next.", outputOf(element), workerName()));
}

/** The built worker's file name in assets/. */
function workerName() {
  const [worker] = [...workers.values()];
  if (!worker) throw new Error("the computer's worker was not built");
  return worker.name;
}

/** The JavaScript API at the address crates/seega-wasm/README.md gives, for pages that use the engine alone. */
function writeApi() {
  mkdirSync(join(dist, "web", "pkg"), { recursive: true });
  for (const file of ["seega.js", "seega_bg.wasm"]) cpSync(join(pkg, file), join(dist, "web", "pkg", file));
}

/** The single file: the page with its styles inline, and its code, its workers' code and the
 * wasm module packed into one Zstandard frame (zstd, verified by scripts/setup.sh), which
 * the loader (web/offline/single-file.js, with fzstd) unpacks in the browser. */
async function writeSingleFile() {
  // The worker's code is a classic script here: a worker started from a blob: URL is started as one.
  const prelude = `if (typeof Worker === "function") {
  const Native = Worker;
  globalThis.Worker = class extends Native {
    constructor(url, options) {
      super(url, String(url).startsWith("blob:") ? { ...options, type: "classic" } : options);
    }
  };
}`;
  let html = readFileSync(join(root, "index.html"), "utf8").replace(/\s*<link rel="icon"[^>]*>/g, "");
  for (const [tag, href] of [...html.matchAll(STYLESHEET)]) {
    const css = await inlineStyle(resolve(root, href));
    html = html.replace(tag, () => `<style>\n${css.replaceAll("</style", "<\\/style")}</style>`);
  }
  const loader = await bundleForSingle(join(root, "web", "offline", "single-file.js"), "esm");
  for (const [tag, src] of [...html.matchAll(SCRIPT)]) {
    const code = `${prelude}\n${await bundleForSingle(resolve(root, src), "esm")}`;
    const workers = JSON.stringify(Object.fromEntries([...singleWorkers].map(([entry, text]) => [posix(relative(root, entry)), text])));
    const parts = [readFileSync(wasmOf(ENGINES.single)), Buffer.from(workers), Buffer.from(code)];
    const lengths = Buffer.alloc(8);
    lengths.writeUInt32LE(parts[0].length, 0);
    lengths.writeUInt32LE(parts[1].length, 4);
    const packed = zstd(Buffer.concat([lengths, ...parts])).toString("base64");
    if (/<\/script/i.test(loader)) throw new Error("the single file's loader contains </script");
    html = html.replace(tag, () => `<script type="module">\nglobalThis.SEEGA_PACKED = "${packed}";\n${loader}</script>`);
  }
  html = html.replace("</head>", `  <link rel="icon" href="${dataUrl(join(root, "web", "icons", "icon.svg"))}">\n</head>`);
  writeFileSync(join(dist, "seega.html"), html);
}

/** Compresses with the zstd that scripts/setup.sh verified: level 19 with a window of 1 MiB,
 * which makes the same file as the highest level (22) within a few bytes and unpacks in a
 * tenth of its time (fzstd makes the window's buffer: 13 ms against 360 in Node). */
function zstd(bytes) {
  const packed = spawnSync(join(root, "target", "tools", "bin", "zstd"), ["-19", "--long=20", "-c", "-q"], { input: bytes, maxBuffer: 64 << 20 });
  if (packed.status !== 0) {
    console.error(`zstd failed${packed.error ? ` (${packed.error.message})` : ""}: run \`bash scripts/setup.sh build\``);
    process.exit(1);
  }
  return packed.stdout;
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** The service worker: it precaches every file the pages and the element load; its cache's
 * name carries a hash of them all, so that each new build is a new cache. Returns the list. */
function writeServiceWorker() {
  const precache = files(dist)
    .map((file) => posix(relative(dist, file)))
    .filter((file) => !file.startsWith("web/") && file !== "seega.html")
    .sort();
  const version = hashOf(precache.map((file) => `${file}\n${hashOf(readFileSync(join(dist, file)))}`).join("\n"));
  const worker = readFileSync(join(root, "web", "offline", "sw.js"), "utf8");
  const configured = worker
    .replace('const VERSION = "dev";', `const VERSION = ${JSON.stringify(version)};`)
    .replace("const FILES = [];", `const FILES = ${JSON.stringify(["./", ...precache], null, 2)};`);
  if (configured === worker) throw new Error("web/offline/sw.js lacks its VERSION and FILES lines");
  writeFileSync(join(dist, "sw.js"), configured);
  return { files: precache, version };
}

/** Headers for `serve` (npm start and the tests): the policy, long caching for hashed files,
 * and CORS so that pages of other origins can load the element and its modules. The pages
 * keep their .html names (the service worker caches them so), and / is index.html. */
function writeServeConfig() {
  const serveConfig = {
    cleanUrls: false,
    directoryListing: false,
    rewrites: [{ source: "/", destination: "/index.html" }],
    headers: [
      { source: "**", headers: [{ key: "Content-Security-Policy", value: cspWith(inline) }, { key: "Access-Control-Allow-Origin", value: "*" }] },
      { source: "assets/**", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      { source: "{sw.js,*.html,seega-element.js,manifest.webmanifest}", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ],
  };
  writeFileSync(join(dist, "serve.json"), `${JSON.stringify(serveConfig, null, 2)}\n`);
}

// ---------------------------------------------------------------------------------------

/** The scripts the modules `outputs` need before they run (metafile paths): themselves, their
 * static imports, and theirs. (The pages' dynamic imports all wait for a use: a dialog, a
 * language, the computer's first search.) @returns {Set<string>} */
function staticImports(metafile, outputs) {
  const found = new Set();
  const visit = (output) => {
    if (found.has(output)) return;
    found.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  outputs.forEach(visit);
  return found;
}

/** Prints every file's size, then what a first visit transfers (gzipped, as a server sends
 * it), what is loaded only when needed, the offline cache and the single file. */
function reportSizes({ metafile }, precache) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const size = new Map(
    files(dist).map((file) => {
      const bytes = readFileSync(file);
      return [posix(relative(dist, file)), { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
    }),
  );
  const sum = (list) => [...list].reduce((s, file) => ({ raw: s.raw + size.get(file).raw, gzip: s.gzip + size.get(file).gzip }), { raw: 0, gzip: 0 });
  const asset = (output) => posix(relative(dist, resolve(root, output)));

  const staticClosure = (outputs) => staticImports(metafile, outputs);
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const pageScripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => posix(relative(root, join(dist, m[1]))));
  const scripts = [...staticClosure(pageScripts)].map(asset);
  const linked = [...html.matchAll(/<link rel="(?:stylesheet|manifest|icon)" href="([^"]+)"(?! type="image\/png")/g)].map((m) => m[1]).filter((file) => !file.endsWith(".png"));
  const wasmFile = `assets/${copyHashed(wasmOf(ENGINES.rules))}`;
  // The service worker is not counted: it is fetched once the page has loaded, to fill the
  // offline cache in the background (printed below with it).
  const page = new Set(["index.html", ...linked, ...scripts, wasmFile]);

  // What loads later: each chunk a dynamic import reaches that the page itself does not load,
  // named by its source module. One of them, the reader's catalog, loads before the game draws.
  const lazy = new Map();
  for (const meta of Object.values(metafile.outputs)) {
    for (const imported of meta.imports) {
      if (imported.kind !== "dynamic-import" || page.has(asset(imported.path))) continue;
      const chunk = [...staticClosure([imported.path])].map(asset).filter((file) => !page.has(file));
      const input = Object.keys(metafile.outputs[imported.path]?.inputs ?? {}).find((file) => file.startsWith("web/")) ?? imported.path;
      lazy.set(metafile.outputs[imported.path]?.entryPoint?.replace(/^[a-z-]+:/, "").replace(`${posix(root)}/`, "") ?? input, chunk);
    }
  }
  const catalogs = [...lazy].filter(([name]) => /^web\/i18n\/\w+\.js$/.test(name));
  // The element's first load on a host's page: its address, its module and static imports,
  // the stylesheets it links, the rules engine and the English catalog.
  const elementModule = /assets\/(seega-element-[A-Za-z0-9]+\.js)/.exec(readFileSync(join(dist, "seega-element.js"), "utf8"))?.[1];
  const elementScripts = elementModule ? [...staticClosure([posix(relative(root, join(assets, elementModule)))])].map(asset) : [];
  const elementStyles = elementScripts.flatMap((file) => [...readFileSync(join(dist, file), "utf8").matchAll(/[\w-]+-[A-Z0-9]{8}\.css/g)].map((m) => `assets/${m[0]}`));
  // The element (as any game but the page's new one) opens on the engine that reads records.
  const readerFiles = [...(lazy.get("web/pkg/reader/seega.js") ?? []), `assets/${copyHashed(wasmOf(ENGINES.reader))}`];
  const elementFirst = new Set(["seega-element.js", ...elementScripts, ...elementStyles, ...readerFiles, ...(lazy.get("web/i18n/en.js") ?? [])]);
  const firstVisit = new Set([...page, ...(lazy.get("web/i18n/en.js") ?? [])]);
  const worker = [...workers.values()].flatMap(({ metafile: m }) => Object.keys(m.outputs).map(asset));

  console.log(`\nSite written to ${relative(process.cwd(), dist) || "."}/ (${size.size} files)`);
  for (const [file, s] of [...size].sort((a, b) => b[1].raw - a[1].raw)) {
    console.log(`  ${file.padEnd(40)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip`);
  }
  const wasm = size.get(wasmFile);
  const whole = size.get(`assets/${copyHashed(wasmSource)}`);
  const first = sum(firstVisit);
  const part = (test) => sum([...firstVisit].filter(test));
  console.log(`wasm module of the page (no computer player, no record reader): ${kb(wasm.raw)} raw, ${kb(wasm.gzip)} gzipped (${wasm.raw} bytes)`);
  const readerWasm = size.get(`assets/${copyHashed(wasmOf(ENGINES.reader))}`);
  console.log(`wasm module of the page that reads records: ${kb(readerWasm.raw)} raw, ${kb(readerWasm.gzip)} gzipped (${readerWasm.raw} bytes)`);
  const searching = size.get(`assets/${copyHashed(wasmOf(ENGINES.search))}`);
  console.log(`wasm module of the search (the computer's worker, the review; no tables' builder): ${kb(searching.raw)} raw, ${kb(searching.gzip)} gzipped (${searching.raw} bytes)`);
  console.log(`wasm module, whole (the tables' builder, the API): ${kb(whole.raw)} raw, ${kb(whole.gzip)} gzipped (${whole.raw} bytes)`);
  const singleWasm = readFileSync(wasmOf(ENGINES.single));
  console.log(`wasm module of the single file (everything but the English messages, opt-level z): ${kb(singleWasm.length)} raw, ${kb(gzipSync(singleWasm, { level: 9 }).length)} gzipped`);
  console.log(`first visit: ${kb(first.gzip)} gzipped (${kb(first.raw)} uncompressed), the ${firstVisit.size} files index.html loads to play in English:`);
  console.log(`  wasm ${kb(wasm.gzip)}, scripts ${kb(part((f) => f.endsWith(".js")).gzip)}, the page (its styles and first screen inline) ${kb(size.get("index.html").gzip)}, the rest ${kb(part((f) => !/\.(js|wasm|html)$/.test(f)).gzip)}`);
  console.log(`the element's first load on a host page: ${kb(sum(elementFirst).gzip)} gzipped (${kb(sum(elementFirst).raw)} uncompressed), ${elementFirst.size} files`);
  const languages = catalogs.map(([name, chunk]) => ({ lang: basename(name, ".js"), ...sum(new Set([...page, ...chunk])) }));
  console.log(`  in each language (the page and its catalog): ${languages.map(({ lang, gzip }) => `${lang} ${kb(gzip)}`).join(", ")}; the budget: ${kb(FIRST_VISIT_BUDGET)}`);
  console.log("loaded when needed (gzipped):");
  for (const [name, chunk] of [...lazy].sort()) if (!name.startsWith("web/pkg/")) console.log(`  ${name.padEnd(28)} ${kb(sum(chunk).gzip).padStart(10)}`);
  const reader = sum(readerFiles);
  console.log(`  ${"the record reader".padEnd(28)} ${kb(reader.gzip).padStart(10)} (the page's engine that reads records: a saved game, a link, an import, a review's notes)`);
  const inPage = sum([...(lazy.get("web/pkg/seega.js") ?? []), `assets/${copyHashed(wasmSource)}`]);
  console.log(`  ${"the search on the page".padEnd(28)} ${kb(inPage.gzip).padStart(10)} (the whole engine, where no worker can start)`);
  // The computer's worker: its module and static imports and the search's engine; the
  // tables' builder (the whole engine) only in a worker that builds tables.
  const searchWorker = [...workers.values()].flatMap(({ metafile: m }) => {
    const entry = Object.keys(m.outputs).find((file) => m.outputs[file].entryPoint);
    return [...staticImports(m, [entry])].map(asset);
  });
  const search = sum([...searchWorker, `assets/${copyHashed(wasmOf(ENGINES.search))}`]);
  console.log(`  ${"the computer's worker".padEnd(28)} ${kb(search.gzip).padStart(10)} (at its first search, with the search's engine)`);
  const builder = sum([...worker.filter((file) => !searchWorker.includes(file) && file.endsWith(".js")), `assets/${copyHashed(wasmSource)}`]);
  console.log(`  ${"the tables' builder".padEnd(28)} ${kb(builder.gzip).padStart(10)} (in the worker that builds the endgame tables: the whole engine)`);
  console.log(`after the first visit, the service worker (sw.js, ${kb(size.get("sw.js").gzip)}) fetches the offline cache:`);
  const cached = sum(precache.files);
  console.log(`offline cache: ${precache.files.length} files, ${kb(cached.raw)}, ${kb(cached.gzip)} gzipped (version ${precache.version}); the service worker fetches what the page has not`);
  const single = size.get("seega.html");
  console.log(`single file seega.html: ${kb(single.raw)} (${kb(single.gzip)} gzipped; the budget: ${kb(SINGLE_FILE_BUDGET)})`);
  // For the docs' figures, which tests/e2e/embed-docs.spec.js checks against these.
  const facts = { elementFirst: { ...sum(elementFirst), files: elementFirst.size }, worker: search, tablesBuilder: builder, reader, firstVisit: { ...first, files: firstVisit.size }, languages };
  mkdirSync(join(root, "target"), { recursive: true });
  writeFileSync(join(root, "target", "sizes.json"), `${JSON.stringify(facts, null, 2)}\n`);
  const over = languages.filter(({ gzip }) => gzip > FIRST_VISIT_BUDGET).map(({ lang, gzip }) => `a first visit in ${lang}, ${kb(gzip)}, is over its budget of ${kb(FIRST_VISIT_BUDGET)}`);
  if (single.gzip > SINGLE_FILE_BUDGET) over.push(`the single file, ${kb(single.gzip)}, is over its budget of ${kb(SINGLE_FILE_BUDGET)}`);
  return over;
}

/** The outputs, in order. */
async function main() {
  if (!args["skip-wasm"]) buildWasm();
  await writeStartFacts();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  const icons = writeManifest();
  const modules = await buildModules();
  await writePages(modules, icons);
  writeElement(modules);
  writeApi();
  await writeSingleFile();
  const precache = writeServiceWorker();
  writeServeConfig();
  const over = reportSizes(modules, precache);
  const element = writePackage(dist);
  console.log(`package seega-game ${element.version}: ${relative(process.cwd(), element.out)}/ (${element.files.length} assets; npm pack ./${relative(process.cwd(), element.out)})`);
  if (args.analyse) console.log(await esbuild.analyzeMetafile(modules.metafile, { verbose: false }));
  // A first visit or a single file past its budget fails the build, so that no change creeps
  // over it unseen.
  if (over.length) {
    console.error(`Over budget, gzipped (scripts/budget.mjs): ${over.join("; ")}`);
    process.exit(1);
  }
}

await main();
