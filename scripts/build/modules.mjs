// The pages' modules, the element and the service worker's registration, bundled by Rolldown:
// what a page loads before it runs (its entry's static imports, down to the engine) in one
// chunk, and each dynamic import (a dialog, a catalog, a route) in chunks of its own.
//
// Rolldown rather than esbuild here for that one chunk: esbuild gives every set of entries
// that shares modules a chunk of its own, so the first visit fetched eleven scripts (a 79-byte
// one among them), where Rolldown groups them as told (`codeSplitting.groups`), and 3.1 KiB
// fewer go over the wire gzipped (docs/journal/build.md, "One chunk for the first visit").
// The stylesheets, the workers and the single file stay esbuild's (bundle.mjs), with the same
// wrapper of the engine's glue and the same addresses.
//
// What the other steps read of the bundle is esbuild's metafile (pages.mjs, sizes.mjs): the
// bundle's chunks are described in its shape, `metafileOf`.
import { readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { rolldown } from "rolldown";
import { BROWSER_TARGETS, ENGINE_GLUE, engineWrapper, withAddresses } from "./bundle.mjs";
import { SCRIPT, posix, root } from "./paths.mjs";

/** @typedef {import("./context.mjs").BuildContext} BuildContext */
/** @typedef {{ metafile: import("esbuild").Metafile, outputOf: (entry: string) => string, pages: string[], element: string | null }} Modules */

/** A virtual module's id: the engine's glue behind its wrapper. */
const WRAPPED = "\0seega-engine:";

/** The pages' entry points, the element and the registration of the service worker, bundled.
 * @param {BuildContext} context @returns {Promise<Modules>} */
export async function buildModules(context) {
  const pages = ["index.html", "embed.html"];
  const entriesOf = (/** @type {string} */ page) => [...readFileSync(join(root, page), "utf8").matchAll(SCRIPT)].map((m) => resolve(root, m[1]));
  const register = join(root, "web", "offline", "register.js");
  const element = join(root, "web", "embed", "seega-element.js");
  const entries = [...new Set([...pages.flatMap(entriesOf), element, register])];
  // index.html's scripts and the registration: a first visit's.
  const first = [...entriesOf("index.html"), register];
  /** The modules a first visit runs before anything is asked (filled once the graph is read). @type {Set<string>} */
  const loadedFirst = new Set();
  const bundle = await rolldown({
    input: entries,
    platform: "browser",
    transform: { target: BROWSER_TARGETS },
    logLevel: "warn",
    plugins: [
      {
        name: "seega-site",
        resolveId(source, importer) {
          if (!importer || !ENGINE_GLUE.test(source) || importer.startsWith(WRAPPED)) return null;
          return WRAPPED + resolve(dirname(importer), source);
        },
        load(id) {
          if (id.startsWith(WRAPPED)) return engineWrapper(id.slice(WRAPPED.length), false);
          if (!/[\\/]web[\\/].*\.js$/.test(id)) return null;
          return withAddresses(context, id, false).then((code) => code ?? null);
        },
        buildEnd() {
          /** @param {string} id */
          const visit = (id) => {
            if (loadedFirst.has(id)) return;
            loadedFirst.add(id);
            for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
          };
          first.forEach(visit);
          // The entries' own modules stay in their entries' files.
          for (const entry of first) loadedFirst.delete(entry);
        },
      },
    ],
  });
  const { output } = await bundle.write({
    dir: context.assets,
    format: "esm",
    minify: true,
    comments: false,
    entryFileNames: "[name]-[hash:8].js",
    chunkFileNames: "chunk-[hash:8].js",
    hashCharacters: "base36",
    codeSplitting: { groups: [{ name: "first", test: (id) => loadedFirst.has(id) }] },
  });
  await bundle.close();
  const chunks = /** @type {import("rolldown").OutputChunk[]} */ (output.filter((file) => file.type === "chunk"));
  const metafile = metafileOf(context, chunks);
  const entryOutput = new Map(chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
  /** @param {string} entry */
  const outputOf = (entry) => {
    const name = entryOutput.get(entry);
    if (!name) throw new Error(`no output for ${relative(root, entry)}`);
    return basename(name);
  };
  return { metafile, outputOf, pages, element };
}

/** The bundle's chunks as esbuild's metafile describes its outputs: each by its path from the
 * project's root, with its static and dynamic imports, the module it is the entry of (for an
 * entry or a dynamic import) and the bytes each module left in it (estimated).
 * @param {BuildContext} context @param {import("rolldown").OutputChunk[]} chunks @returns {import("esbuild").Metafile} */
function metafileOf(context, chunks) {
  const path = (/** @type {string} */ file) => posix(relative(root, join(context.assets, file)));
  /** A module's name, esbuild's way: a path from the root, a namespace before a virtual one's. @param {string} id */
  const input = (id) => (id.startsWith(WRAPPED) ? `seega-engine:${posix(id.slice(WRAPPED.length))}` : id.startsWith("\0") ? `rolldown:${id.slice(1)}` : posix(relative(root, id)));
  /** @type {import("esbuild").Metafile["outputs"]} */
  const outputs = {};
  for (const chunk of chunks) {
    const entry = (chunk.isEntry || chunk.isDynamicEntry) && chunk.facadeModuleId ? input(chunk.facadeModuleId) : undefined;
    const bytes = Buffer.byteLength(chunk.code);
    // Rolldown says how long each module was before minifying: the chunk's bytes are shared
    // out in proportion (an estimate, for --analyse).
    const rendered = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0) || 1;
    outputs[path(chunk.fileName)] = {
      bytes,
      imports: [
        ...chunk.imports.map((file) => ({ path: path(file), kind: /** @type {const} */ ("import-statement") })),
        ...chunk.dynamicImports.map((file) => ({ path: path(file), kind: /** @type {const} */ ("dynamic-import") })),
      ],
      exports: chunk.exports,
      ...(entry ? { entryPoint: entry } : {}),
      inputs: Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [input(id), { bytesInOutput: Math.round((module.renderedLength * bytes) / rendered) }])),
    };
  }
  return { inputs: {}, outputs };
}
