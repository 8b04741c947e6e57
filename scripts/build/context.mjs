// What one run of the build shares between its steps: where it writes, and what it has made
// once and reuses (each copied file's hashed name, each stylesheet's and each worker's built
// file, the workers' code of the single file, the hashes of the inline scripts and styles).
// One context is made per run (scripts/build.mjs) and passed to each step: no module keeps
// state of its own.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { hashOf } from "./paths.mjs";
import { ENGINE_BUILDS, engineOfWasm } from "./wasm.mjs";

/** @typedef {{ name: string, metafile: import("esbuild").Metafile }} BuiltWorker */
/**
 * @typedef {object} BuildContext
 * @property {string} dist the site's folder
 * @property {string} assets its assets/ folder
 * @property {Map<string, string>} copied each copied file's hashed name, by source
 * @property {Map<string, string>} styles each bundled stylesheet's file name, by entry
 * @property {Map<string, BuiltWorker>} workers each worker's built file and metafile, by entry
 * @property {Map<string, string>} singleWorkers the workers' code in the single file, by entry
 * @property {{ scripts: string[], styles: string[] }} inline the hashes of the scripts and
 *   styles written into the pages, which their Content-Security-Policy allows (scripts/csp.mjs)
 */

/** A new run's context, writing into `dist`. @param {string} dist @returns {BuildContext} */
export function createContext(dist) {
  return { dist, assets: join(dist, "assets"), copied: new Map(), styles: new Map(), workers: new Map(), singleWorkers: new Map(), inline: { scripts: [], styles: [] } };
}

/** Copies a file into assets/ under a content-hashed name; returns that name. The engine
 * without the computer player is `seega-rules_bg-[hash].wasm`, the one without the tables'
 * builder `seega-search_bg-[hash].wasm` (ENGINE_BUILDS' `hashedName`).
 * @param {BuildContext} context @param {string} source @returns {string} */
export function copyHashed(context, source) {
  let name = context.copied.get(source);
  if (name === undefined) {
    const bytes = readFileSync(source);
    const ext = extname(source);
    const build = engineOfWasm(source);
    const base = build ? ENGINE_BUILDS[build].hashedName : basename(source, ext);
    name = `${base}-${hashOf(bytes)}${ext}`;
    writeFileSync(join(context.assets, name), bytes);
    context.copied.set(source, name);
  }
  return name;
}

/** The built worker's file name in assets/. @param {BuildContext} context */
export function workerName(context) {
  const [worker] = [...context.workers.values()];
  if (!worker) throw new Error("the computer's worker was not built");
  return worker.name;
}
