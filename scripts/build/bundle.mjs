// esbuild: the shared options, the stylesheets, the workers and the single file's script, and
// what every bundle of the site's modules does to them (here and in modules.mjs): the engine's
// glue pointed at its hashed wasm, and each `new URL("./relative", import.meta.url)` (the AI
// worker, a stylesheet, an image) turned into the address of the built file; for the single
// file, everything inlined instead.
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve } from "node:path";
import * as esbuild from "esbuild";
import { copyHashed } from "./context.mjs";
import { posix, root } from "./paths.mjs";
import { ENGINES, wasmOf } from "./wasm.mjs";

/** @typedef {import("./context.mjs").BuildContext} BuildContext */

// The oldest browsers docs/browsers.md promises: esbuild writes the scripts and the styles in what
// they read (it lowers syntax and CSS; it adds no library code).
export const BROWSER_TARGETS = ["es2022", "chrome119", "edge119", "firefox120", "safari16", "ios16"];
// UTF-8 as written, not escaped: the catalogs in Arabic are a third the size (modules and
// workers are always read as UTF-8; the pages say so).
/** @type {esbuild.BuildOptions} */
export const common = { bundle: true, minify: true, charset: "utf8", target: BROWSER_TARGETS, logLevel: "warning", legalComments: "none", absWorkingDir: root };
const GLUE_DEFAULT = /new URL\('seega_bg\.wasm', import\.meta\.url\)/;
const URL_PATTERN = /new URL\(\s*(["'`])(\.{1,2}\/[^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g;
/** @type {Record<string, string>} */
const MIME = { ".svg": "image/svg+xml", ".png": "image/png", ".wasm": "application/wasm", ".json": "application/json" };
/** A file as a data: URL. @param {string} file */
export const dataUrl = (file) => `data:${MIME[extname(file)] ?? "application/octet-stream"};base64,${readFileSync(file).toString("base64")}`;

/** @param {string} entry @returns {esbuild.BuildOptions} */
function cssOptions(entry) {
  return { ...common, entryPoints: [entry], loader: { ".svg": "file", ".png": "file", ".woff2": "file" } };
}

/** A stylesheet bundled into assets/; returns its file name there.
 * @param {BuildContext} context @param {string} entry @returns {Promise<string>} */
export async function buildStyle(context, entry) {
  if (!context.styles.has(entry)) {
    const result = await esbuild.build({ ...cssOptions(entry), outdir: context.assets, entryNames: "[name]-[hash]", assetNames: "[name]-[hash]", metafile: true });
    context.styles.set(entry, basename(/** @type {string} */ (Object.keys(result.metafile.outputs).find((file) => file.endsWith(".css")))));
  }
  return /** @type {string} */ (context.styles.get(entry));
}

/** A stylesheet bundled into one string, for the single file. @param {string} entry */
export async function inlineStyle(entry) {
  const result = await esbuild.build({ ...cssOptions(entry), loader: { ".svg": "dataurl", ".png": "dataurl" }, write: false, outdir: "out" });
  return /** @type {esbuild.OutputFile} */ (result.outputFiles.find((file) => file.path.endsWith(".css"))).text;
}

/** The module that stands for the wasm-bindgen glue at `glue`: its exports, and an init()
 * that loads its wasm. The single file's page has the module's bytes from its loader
 * (web/offline/single-file.js); its workers, as base64 in their code. A served build's glue
 * names its hashed module itself (`withAddresses`).
 * @param {string} glue @param {boolean} single */
export function engineWrapper(glue, single) {
  const name = JSON.stringify(posix(glue));
  const given = single ? "{ module_or_path: globalThis.SEEGA_WASM_BYTES ?? Uint8Array.from(atob(globalThis.SEEGA_WASM_BASE64), (c) => c.charCodeAt(0)) }" : "";
  return [`import load from ${name};`, `export * from ${name};`, `export default function init() { return load(${given}); }`].join("\n");
}

/** The glue's pattern: every import of it goes through `engineWrapper`. */
export const ENGINE_GLUE = /[\\/]pkg[\\/]((rules|search|reader)[\\/])?seega\.js$/;

/** A module of web/ with each `new URL("./relative", import.meta.url)` made the address of the
 * built file (or, in the single file, the file itself), or undefined when it has none.
 * @param {BuildContext} context @param {string} path @param {boolean} single @returns {Promise<string | undefined>} */
export async function withAddresses(context, path, single) {
  const text = readFileSync(path, "utf8");
  if (!text.includes("import.meta.url")) return undefined;
  let contents = text;
  // The wasm-bindgen glue's own default, `new URL('seega_bg.wasm', import.meta.url)`,
  // names a file no build writes: its build's hashed module instead, which a host's bundler
  // follows as it follows every `new URL` (the single file's wrapper gives init() its bytes).
  const engine = Object.values(ENGINES).includes(path);
  if (engine) {
    const own = single ? "undefined" : `new URL(${JSON.stringify(`./${copyHashed(context, wasmOf(path))}`)}, import.meta.url)`;
    contents = contents.replace(GLUE_DEFAULT, () => own);
    if (contents === text) throw new Error(`${relative(root, path)} lacks wasm-bindgen's default address of its module`);
  }
  for (const match of text.matchAll(URL_PATTERN)) {
    const target = resolve(dirname(path), match[2]);
    // A function, so that "$&" and the like in the inlined code are not patterns.
    if (existsSync(target)) {
      const address = await addressOf(context, target, single);
      contents = contents.replace(match[0], () => address);
    }
  }
  return contents;
}

/** The plugin of a worker's build or of the single file: the engine's glue through its
 * wrapper (the single file holds one engine, its own build with everything, and gives it to
 * every import), and the addresses of what modules start or fetch.
 * @param {BuildContext} context @param {{ single: boolean }} options @returns {esbuild.Plugin} */
function sitePlugin(context, { single }) {
  return {
    name: "seega-site",
    setup(build) {
      build.onResolve({ filter: ENGINE_GLUE }, (found) => {
        if (found.namespace === "seega-engine") return undefined;
        const path = resolve(found.resolveDir, found.path);
        return { path: single ? ENGINES.single : path, namespace: "seega-engine" };
      });
      build.onLoad({ filter: /.*/, namespace: "seega-engine" }, (found) => ({ resolveDir: dirname(found.path), contents: engineWrapper(found.path, single) }));
      build.onLoad({ filter: /[\\/]web[\\/].*\.js$/ }, async (found) => {
        const contents = await withAddresses(context, found.path, single);
        return contents === undefined ? undefined : { contents, loader: "js" };
      });
    },
  };
}

/** The expression that replaces `new URL("…", import.meta.url)` for `target`.
 * @param {BuildContext} context @param {string} target @param {boolean} single @returns {Promise<string>} */
async function addressOf(context, target, single) {
  const ext = extname(target);
  if (single) {
    if (ext === ".js") {
      // A worker: its bundled code in a Blob, with the wasm module's bytes prepended as text.
      // A classic script, because Chromium starts no module worker from a blob: URL on file://.
      // Its code is packed once into the page (`SEEGA_WORKERS`, scripts/build/single.mjs),
      // however many modules start it.
      context.singleWorkers.set(target, context.singleWorkers.get(target) ?? (await bundleForSingle(context, target, "iife")));
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
  const name = ext === ".js" ? await buildWorker(context, target) : ext === ".css" ? await buildStyle(context, target) : copyHashed(context, target);
  return `new URL(${JSON.stringify(`./${name}`)}, import.meta.url)`;
}

/** A module that is started by address (the AI worker): bundled alone into assets/, what it
 * imports with `import()` (the tables' builder) in chunks of its own.
 * @param {BuildContext} context @param {string} entry @returns {Promise<string>} */
async function buildWorker(context, entry) {
  if (!context.workers.has(entry)) {
    const result = await esbuild.build({ ...common, entryPoints: [entry], format: "esm", splitting: true, outdir: context.assets, entryNames: "[name]-[hash]", chunkNames: "chunk-[hash]", metafile: true, plugins: [sitePlugin(context, { single: false })] });
    const [file] = /** @type {[string, esbuild.Metafile["outputs"][string]]} */ (Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint));
    context.workers.set(entry, { name: basename(file), metafile: result.metafile });
  }
  return /** @type {import("./context.mjs").BuiltWorker} */ (context.workers.get(entry)).name;
}

/** A module bundled into one string for the single file, as a module (`esm`) or a classic
 * script (`iife`, a worker's). @param {BuildContext} context @param {string} entry @param {esbuild.Format} format */
export async function bundleForSingle(context, entry, format) {
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
    plugins: [sitePlugin(context, { single: true })],
  });
  return /** @type {esbuild.OutputFile} */ (result.outputFiles.find((file) => file.path.endsWith(".js"))).text;
}

/** The scripts the modules `outputs` need before they run (metafile paths): themselves, their
 * static imports, and theirs. (The pages' dynamic imports all wait for a use: a dialog, a
 * language, the computer's first search.)
 * @param {esbuild.Metafile} metafile @param {Iterable<string>} outputs @returns {Set<string>} */
export function staticImports(metafile, outputs) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} output */
  const visit = (output) => {
    if (found.has(output)) return;
    found.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  [...outputs].forEach(visit);
  return found;
}
