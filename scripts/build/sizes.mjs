// What loading the site costs: every file's size, what a first visit transfers (gzipped, as a
// server sends it), what is loaded only when needed, the offline cache and the single file;
// printed, and written to target/sizes.json for the docs' figures (scripts/docs-figures.mjs
// writes docs/build.md's table from it; tests/unit/docs.test.js and
// tests/e2e/embed-docs.spec.js check the docs against it). The budgets (scripts/budget.mjs)
// are checked here.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { FIRST_VISIT_BUDGET, SINGLE_FILE_BUDGET } from "../budget.mjs";
import { staticImports } from "./bundle.mjs";
import { copyHashed } from "./context.mjs";
import { files, posix, root } from "./paths.mjs";
import { ENGINES, wasmOf } from "./wasm.mjs";

/** @typedef {{ raw: number, gzip: number }} Size */
/** @typedef {import("./context.mjs").BuildContext} BuildContext */

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Each file of the site's size, raw and gzipped at level 9, by its path in dist/.
 * @param {string} dist @returns {Map<string, Size>} */
function sizesOf(dist) {
  return new Map(
    files(dist).map((file) => {
      const bytes = readFileSync(file);
      return [posix(relative(dist, file)), { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
    }),
  );
}

/** The files each way in loads: the page's first visit, what loads later (each chunk a dynamic
 * import reaches that the page itself does not load, named by its source module), the
 * element's first load on a host's page, the record reader, the workers.
 * @param {BuildContext} context @param {import("esbuild").Metafile} metafile */
function loads(context, metafile) {
  const { dist, assets } = context;
  /** @param {string} output */
  const asset = (output) => posix(relative(dist, resolve(root, output)));
  /** @param {string[]} outputs */
  const staticClosure = (outputs) => staticImports(metafile, outputs);
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const pageScripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => posix(relative(root, join(dist, m[1]))));
  const scripts = [...staticClosure(pageScripts)].map(asset);
  const linked = [...html.matchAll(/<link rel="(?:stylesheet|manifest|icon)" href="([^"]+)"(?! type="image\/png")/g)].map((m) => m[1]).filter((file) => !file.endsWith(".png"));
  const wasmFile = `assets/${copyHashed(context, wasmOf(ENGINES.rules))}`;
  // The service worker is not counted: it is fetched once the page has loaded, to fill the
  // offline cache in the background (printed below with it).
  const page = new Set(["index.html", ...linked, ...scripts, wasmFile]);

  // One of the chunks that load later, the reader's catalog, loads before the game draws.
  /** @type {Map<string, string[]>} */
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
  const readerFiles = [...(lazy.get("web/pkg/reader/seega.js") ?? []), `assets/${copyHashed(context, wasmOf(ENGINES.reader))}`];
  const elementFirst = new Set(["seega-element.js", ...elementScripts, ...elementStyles, ...readerFiles, ...(lazy.get("web/i18n/en.js") ?? [])]);
  const firstVisit = new Set([...page, ...(lazy.get("web/i18n/en.js") ?? [])]);
  const worker = [...context.workers.values()].flatMap(({ metafile: m }) => Object.keys(m.outputs).map(asset));
  // The computer's worker: its module and static imports and the search's engine; the
  // tables' builder (the whole engine) only in a worker that builds tables.
  const searchWorker = [...context.workers.values()].flatMap(({ metafile: m }) => {
    const entry = /** @type {string} */ (Object.keys(m.outputs).find((file) => m.outputs[file].entryPoint));
    return [...staticImports(m, [entry])].map(asset);
  });
  return { page, wasmFile, lazy, catalogs, readerFiles, elementFirst, firstVisit, worker, searchWorker };
}

/** Prints every file's size and what each way in costs, writes target/sizes.json, and returns
 * what is over its budget (scripts/budget.mjs), each as a sentence.
 * @param {BuildContext} context @param {import("./modules.mjs").Modules} modules
 * @param {import("./offline.mjs").Precache} precache @returns {string[]} */
export function reportSizes(context, { metafile }, precache) {
  const { dist } = context;
  const size = sizesOf(dist);
  /** @param {Iterable<string>} list @returns {Size} */
  const sum = (list) => [...list].reduce((s, file) => ({ raw: s.raw + /** @type {Size} */ (size.get(file)).raw, gzip: s.gzip + /** @type {Size} */ (size.get(file)).gzip }), { raw: 0, gzip: 0 });
  /** @param {string} file @returns {Size} */
  const sizeOf = (file) => /** @type {Size} */ (size.get(file));
  /** @param {string} source the wasm module's, in web/pkg/ */
  const hashed = (source) => `assets/${copyHashed(context, source)}`;
  const { page, wasmFile, lazy, catalogs, readerFiles, elementFirst, firstVisit, worker, searchWorker } = loads(context, metafile);

  console.log(`\nSite written to ${relative(process.cwd(), dist) || "."}/ (${size.size} files)`);
  for (const [file, s] of [...size].sort((a, b) => b[1].raw - a[1].raw)) {
    console.log(`  ${file.padEnd(40)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip`);
  }
  const wasm = sizeOf(wasmFile);
  const whole = sizeOf(hashed(wasmOf(ENGINES.whole)));
  const first = sum(firstVisit);
  /** @param {(file: string) => boolean} test */
  const part = (test) => sum([...firstVisit].filter(test));
  console.log(`wasm module of the page (no computer player, no record reader): ${kb(wasm.raw)} raw, ${kb(wasm.gzip)} gzipped (${wasm.raw} bytes)`);
  const readerWasm = sizeOf(hashed(wasmOf(ENGINES.reader)));
  console.log(`wasm module of the page that reads records: ${kb(readerWasm.raw)} raw, ${kb(readerWasm.gzip)} gzipped (${readerWasm.raw} bytes)`);
  const searching = sizeOf(hashed(wasmOf(ENGINES.search)));
  console.log(`wasm module of the search (the computer's worker, the review; no tables' builder): ${kb(searching.raw)} raw, ${kb(searching.gzip)} gzipped (${searching.raw} bytes)`);
  console.log(`wasm module, whole (the tables' builder, the API): ${kb(whole.raw)} raw, ${kb(whole.gzip)} gzipped (${whole.raw} bytes)`);
  const singleWasm = readFileSync(wasmOf(ENGINES.single));
  console.log(`wasm module of the single file (everything but the English messages, opt-level z): ${kb(singleWasm.length)} raw, ${kb(gzipSync(singleWasm, { level: 9 }).length)} gzipped`);
  console.log(`first visit: ${kb(first.gzip)} gzipped (${kb(first.raw)} uncompressed), the ${firstVisit.size} files index.html loads to play in English:`);
  console.log(`  wasm ${kb(wasm.gzip)}, scripts ${kb(part((f) => f.endsWith(".js")).gzip)}, the page (its styles and first screen inline) ${kb(sizeOf("index.html").gzip)}, the rest ${kb(part((f) => !/\.(js|wasm|html)$/.test(f)).gzip)}`);
  console.log(`the element's first load on a host page: ${kb(sum(elementFirst).gzip)} gzipped (${kb(sum(elementFirst).raw)} uncompressed), ${elementFirst.size} files`);
  const languages = catalogs.map(([name, chunk]) => ({ lang: basename(name, ".js"), ...sum(new Set([...page, ...chunk])) }));
  console.log(`  in each language (the page and its catalog): ${languages.map(({ lang, gzip }) => `${lang} ${kb(gzip)}`).join(", ")}; the budget: ${kb(FIRST_VISIT_BUDGET)}`);
  console.log("loaded when needed (gzipped):");
  for (const [name, chunk] of [...lazy].sort()) if (!name.startsWith("web/pkg/")) console.log(`  ${name.padEnd(28)} ${kb(sum(chunk).gzip).padStart(10)}`);
  const reader = sum(readerFiles);
  console.log(`  ${"the record reader".padEnd(28)} ${kb(reader.gzip).padStart(10)} (the page's engine that reads records: a saved game, a link, an import, a review's notes)`);
  const inPage = sum([...(lazy.get("web/pkg/seega.js") ?? []), hashed(wasmOf(ENGINES.whole))]);
  console.log(`  ${"the search on the page".padEnd(28)} ${kb(inPage.gzip).padStart(10)} (the whole engine, where no worker can start)`);
  const search = sum([...searchWorker, hashed(wasmOf(ENGINES.search))]);
  console.log(`  ${"the computer's worker".padEnd(28)} ${kb(search.gzip).padStart(10)} (at its first search, with the search's engine)`);
  const builder = sum([...worker.filter((file) => !searchWorker.includes(file) && file.endsWith(".js")), hashed(wasmOf(ENGINES.whole))]);
  console.log(`  ${"the tables' builder".padEnd(28)} ${kb(builder.gzip).padStart(10)} (in the worker that builds the endgame tables: the whole engine)`);
  console.log(`after the first visit, the service worker (sw.js, ${kb(sizeOf("sw.js").gzip)}) fetches the offline cache:`);
  const cached = sum(precache.files);
  console.log(`offline cache: ${precache.files.length} files, ${kb(cached.raw)}, ${kb(cached.gzip)} gzipped (version ${precache.version}); the service worker fetches what the page has not`);
  const single = sizeOf("seega.html");
  console.log(`single file seega.html: ${kb(single.raw)} (${kb(single.gzip)} gzipped; the budget: ${kb(SINGLE_FILE_BUDGET)})`);
  const facts = {
    elementFirst: { ...sum(elementFirst), files: elementFirst.size },
    worker: search,
    tablesBuilder: builder,
    reader,
    firstVisit: { ...first, files: firstVisit.size },
    languages,
    singleFile: single,
    offlineCache: { ...cached, files: precache.files.length },
    wasm: { rules: wasm, reader: readerWasm, search: searching, whole },
    budgets: { firstVisit: FIRST_VISIT_BUDGET, singleFile: SINGLE_FILE_BUDGET },
  };
  writeSizes(facts);
  const over = languages.filter(({ gzip }) => gzip > FIRST_VISIT_BUDGET).map(({ lang, gzip }) => `a first visit in ${lang}, ${kb(gzip)}, is over its budget of ${kb(FIRST_VISIT_BUDGET)}`);
  if (single.gzip > SINGLE_FILE_BUDGET) over.push(`the single file, ${kb(single.gzip)}, is over its budget of ${kb(SINGLE_FILE_BUDGET)}`);
  return over;
}

/** target/sizes.json: the figures the docs quote. @param {object} facts */
function writeSizes(facts) {
  mkdirSync(join(root, "target"), { recursive: true });
  writeFileSync(join(root, "target", "sizes.json"), `${JSON.stringify(facts, null, 2)}\n`);
}
