// Builds the release wasm module into web/pkg/ and the deployable static site into dist/,
// then prints what loading the page costs. One step per output, each in scripts/build/:
//
//   buildWasm           web/pkg/seega.{js,_bg.wasm}   wasm.mjs: the engine's five builds, as a table
//                       web/pkg/{search,reader,       (ENGINE_BUILDS): the whole engine, the
//                                rules,single}/       computer's search, the page's record reader,
//                                                     the page's first engine, the single file's
//   writeStartFacts     web/pkg/start.js              wasm.mjs: the engine's facts of a new game,
//                                                     which the app draws before its engine loads
//   writeManifest       manifest.webmanifest, icons   pages.mjs: the web app manifest
//   buildModules        assets/[name]-[hash].js       modules.mjs: the pages' modules and the element
//                                                     (Rolldown): what a page loads first in one
//                                                     chunk, a dialog, a catalog each its own; the
//                                                     AI worker and the wasm modules (bundle.mjs)
//   writePages          index.html, embed.html        pages.mjs: references rewritten, styles and
//                                                     the first screen drawn in
//   writeElement        seega-element.js              pages.mjs: the custom element, at a stable address
//   writeApi            web/pkg/                      pages.mjs: the JavaScript API as
//                                                     crates/seega-wasm/README.md documents it
//   writeSingleFile     seega.html                    single.mjs: the whole game in one file, for file://
//   writeServiceWorker  sw.js                         offline.mjs: with the list of files it precaches
//   writeServeConfig    serve.json                    offline.mjs: headers for `serve`: the policy,
//                                                     caching, CORS
//   reportSizes         (printed), target/sizes.json  sizes.mjs: the first visit's transfer, what
//                                                     loads later, the budgets (scripts/budget.mjs)
//   writePackage        target/seega-game/            the element's npm package (scripts/package.mjs)
//
// What the steps share (the files made once and reused, the inline hashes the policy allows)
// is one context per run (scripts/build/context.mjs), passed to each step.
//
// Options: --out <dir> writes the site elsewhere; --skip-wasm reuses web/pkg/ as it is;
// --analyse also prints the bytes each module leaves in each script (esbuild's account of the
// bundle's metafile).
import { mkdirSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as esbuild from "esbuild";
import { buildModules } from "./build/modules.mjs";
import { createContext } from "./build/context.mjs";
import { writeServeConfig, writeServiceWorker } from "./build/offline.mjs";
import { writeApi, writeElement, writeManifest, writePages } from "./build/pages.mjs";
import { root } from "./build/paths.mjs";
import { writeSingleFile } from "./build/single.mjs";
import { reportSizes } from "./build/sizes.mjs";
import { buildWasm, writeStartFacts } from "./build/wasm.mjs";
import { writePackage } from "./package.mjs";

/** The outputs, in order. */
async function main() {
  const { values: args } = parseArgs({ options: { out: { type: "string" }, "skip-wasm": { type: "boolean" }, analyse: { type: "boolean" } } });
  const context = createContext(resolve(args.out ?? join(root, "dist")));
  if (!args["skip-wasm"]) buildWasm();
  await writeStartFacts();
  rmSync(context.dist, { recursive: true, force: true });
  mkdirSync(context.assets, { recursive: true });
  const icons = writeManifest(context);
  const modules = await buildModules(context);
  await writePages(context, modules, icons);
  writeElement(context, modules);
  writeApi(context);
  await writeSingleFile(context);
  const precache = writeServiceWorker(context);
  writeServeConfig(context);
  const over = reportSizes(context, modules, precache);
  const element = writePackage(context.dist);
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
