// The npm package of the <seega-game> element, written from the built site into
// target/seega-game/ (`npm pack ./target/seega-game` makes the tarball a host installs, or a
// package CDN serves):
//
//   package.json           name, the project's version, `exports`, `files`, types, manifest
//   dist/index.js          the entry a bundler takes (`exports`): imports the element's hashed
//                          module, whose worker and files the bundler follows (`new Worker(new
//                          URL(…, import.meta.url))`, `new URL(…, import.meta.url)`)
//   dist/seega-element.js  the entry a page loads by its address: the same, and where the
//                          computer's worker is, for a page of another origin (it starts the
//                          worker through a blob: URL there, web/ai/start-worker.js)
//   dist/assets/           every file the element reaches, and nothing else: its modules and
//                          chunks (the dialogs, the catalogs, the lesson), stylesheets, the
//                          computer's worker, the wasm modules; each named by its content hash
//   seega-element.d.ts     the element's types, with engine.d.ts, the engine's (generated from its
//                          Rust structs); custom-elements.json, its manifest
//   README.md              docs/embed.md
//   CHANGELOG.md           what changed for a host in each version
//
// Every address inside is relative to the module that holds it, so the package works from
// any origin and any path. `node scripts/package.mjs` writes it from an existing dist/;
// `node scripts/package.mjs --pack [folder]` also packs it into `seega-game-<version>.tgz`
// in the folder (target/ by default), which `npm run package` does after building the site.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A hashed file name the build writes: `chunk-ABCD1234.js`, `seega_bg-0123456789.wasm`. */
const HASHED = /[A-Za-z0-9_-]+-[A-Za-z0-9]{8,10}\.(?:js|css|wasm|json|svg|png|woff2)/g;

/** The files of `assets` that `entry` reaches, following every hashed name in each text file. */
export function reachable(assets, entry) {
  const found = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = /** @type {string} */ (queue.pop());
    if (!/\.(js|css)$/.test(file)) continue;
    for (const [name] of readFileSync(join(assets, file), "utf8").matchAll(HASHED)) {
      if (!found.has(name) && existsSync(join(assets, name))) {
        found.add(name);
        queue.push(name);
      }
    }
  }
  return [...found].sort();
}

/** The text of an entry a page loads by its address: `comment`, then the import of the
 * element's module and the address of the computer's worker (both in assets/ beside it). */
export function elementEntry(comment, module, worker) {
  return [
    comment,
    `import { workerFrom } from "./assets/${module}";`,
    "// A page of another origin than these files starts the computer's worker through a module",
    "// of its own that imports this one (a page may start workers of its own origin only).",
    `workerFrom(new URL("./assets/${worker}", import.meta.url));`,
    "",
  ].join("\n");
}

/** Writes the package from the site in `dist` into `out`; returns its files and version. */
export function writePackage(dist = join(root, "dist"), out = join(root, "target", "seega-game")) {
  const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const entryLine = readFileSync(join(dist, "seega-element.js"), "utf8");
  const module = /\.\/assets\/(seega-element-[A-Za-z0-9]+\.js)/.exec(entryLine)?.[1];
  const worker = /\.\/assets\/(worker-[A-Za-z0-9]+\.js)/.exec(entryLine)?.[1];
  if (!module || !worker) throw new Error("dist/seega-element.js names no element module or no worker: build the site first");
  const files = reachable(join(dist, "assets"), module);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, "dist", "assets"), { recursive: true });
  for (const file of files) cpSync(join(dist, "assets", file), join(out, "dist", "assets", file));
  writeFileSync(join(out, "dist", "seega-element.js"), elementEntry(`// <seega-game> ${project.version}, for a page that loads it by its address (docs: "Your own copy").`, module, worker));
  // A bundler's entry names nothing but the element's module: no address of a file outside the
  // bundler's own graph, which it would copy as is.
  writeFileSync(join(out, "dist", "index.js"), `// <seega-game> ${project.version}, for a bundler (package.json's \`exports\`).\nimport "./assets/${module}";\n`);
  // The element's types import the engine's, which wasm-bindgen declared beside the module.
  const types = readFileSync(join(root, "web", "embed", "seega-element.d.ts"), "utf8");
  writeFileSync(join(out, "seega-element.d.ts"), types.replaceAll('"../pkg/rules/seega.js"', '"./engine.js"'));
  cpSync(join(root, "web", "pkg", "rules", "seega.d.ts"), join(out, "engine.d.ts"));
  cpSync(join(root, "web", "embed", "custom-elements.json"), join(out, "custom-elements.json"));
  cpSync(join(root, "docs", "embed.md"), join(out, "README.md"));
  cpSync(join(root, "CHANGELOG.md"), join(out, "CHANGELOG.md"));
  for (const license of readdirSync(root).filter((name) => name.startsWith("LICENSE"))) cpSync(join(root, license), join(out, license));
  const manifest = {
    name: "seega-game",
    version: project.version,
    description: "Seega, the custodian-capture board game of Egypt, Sudan and Somalia, as one custom element: <seega-game>",
    license: project.license,
    type: "module",
    exports: { ".": { types: "./seega-element.d.ts", default: "./dist/index.js" }, "./dist/seega-element.js": "./dist/seega-element.js", "./custom-elements.json": "./custom-elements.json", "./package.json": "./package.json" },
    main: "./dist/index.js",
    types: "./seega-element.d.ts",
    customElements: "custom-elements.json",
    files: ["dist", "seega-element.d.ts", "engine.d.ts", "custom-elements.json", "README.md", "CHANGELOG.md", "LICENSE-*"],
    sideEffects: true,
    keywords: ["seega", "board game", "custom element", "web component", "webassembly"],
  };
  writeFileSync(join(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return { files, version: project.version, out };
}

/** Packs the package written in `out` with `npm pack` into `folder`; returns the tarball's
 * path and `npm pack`'s facts about it (its files, size and integrity). */
export function packTarball(out = join(root, "target", "seega-game"), folder = join(root, "target")) {
  mkdirSync(folder, { recursive: true });
  const [packed] = JSON.parse(execFileSync("npm", ["pack", out, "--pack-destination", folder, "--json"], { encoding: "utf8" }));
  return { tarball: join(folder, packed.filename), packed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, version, out } = writePackage();
  console.log(`package seega-game ${version} written to ${out} (${files.length} assets)`);
  const at = process.argv.indexOf("--pack");
  if (at !== -1) {
    const folder = process.argv[at + 1] ? resolve(process.argv[at + 1]) : join(root, "target");
    const { tarball, packed } = packTarball(out, folder);
    console.log(`packed: ${tarball} (${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KiB)`);
  }
}
