// Builds the release wasm module into web/pkg/ and the deployable static site into dist/,
// then prints what loading the page costs: the module's size raw and gzipped, and the whole
// page's transfer size (every file the page loads, gzipped as a server would send it).
//
// The site (esbuild bundles the modules; every asset name carries a hash of its content):
//   index.html, embed.html        the page and the page for iframes, references rewritten
//   seega-element.js              the custom element, at a stable address for host pages
//   assets/[name]-[hash].*        modules, the AI worker, stylesheets, the wasm module, icons
//   sw.js                         the service worker, with the list of files it precaches
//   manifest.webmanifest          the web app manifest
//   seega.html                    the whole game in one file, the wasm module inside, for file://
//   web/pkg/seega.{js,_bg.wasm}   the JavaScript API as the README documents it, unbundled
//   serve.json                    headers for `serve`: the Content-Security-Policy, caching, CORS
//
// Options: --out <dir> writes the site elsewhere; --skip-wasm reuses web/pkg/ as it is.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, delimiter, dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({ options: { out: { type: "string" }, "skip-wasm": { type: "boolean" } } });
const dist = resolve(args.out ?? join(root, "dist"));
const assets = join(dist, "assets");
const pkg = join(root, "web", "pkg");
const cargoBin = join(process.env.CARGO_HOME ?? join(homedir(), ".cargo"), "bin");
const PATH = [cargoBin, join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter);

/** The Content-Security-Policy the site is served with, and that it is tested under. */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

if (!args["skip-wasm"]) {
  const wasmPack = ["build", "crates/seega-wasm", "--target", "web", "--out-dir", "../../web/pkg", "--out-name", "seega"];
  const built = spawnSync("wasm-pack", wasmPack, { cwd: root, stdio: "inherit", env: { ...process.env, PATH } });
  if (built.status !== 0) {
    console.error(built.error ? `wasm-pack could not run: ${built.error.message}` : "wasm-pack build failed");
    process.exit(1);
  }
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });

const hashOf = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);
const posix = (path) => path.split("\\").join("/");

/** Copies a file into assets/ under a content-hashed name; returns that name. */
const copied = new Map();
function copyHashed(source) {
  if (!copied.has(source)) {
    const bytes = readFileSync(source);
    const ext = extname(source);
    const name = `${basename(source, ext)}-${hashOf(bytes)}${ext}`;
    writeFileSync(join(assets, name), bytes);
    copied.set(source, name);
  }
  return copied.get(source);
}

const wasmSource = join(pkg, "seega_bg.wasm");
const wasmBytes = readFileSync(wasmSource);
const wasmName = copyHashed(wasmSource);

// ---------------------------------------------------------------------------------------
// esbuild: one plugin makes the engine load its wasm from where the build put it, and turns
// each `new URL("./relative", import.meta.url)` (the AI worker, a stylesheet, an image) into
// the address of the built file; `single` builds inline everything instead.

const common = { bundle: true, minify: true, target: "es2022", logLevel: "warning", legalComments: "none" };

function cssBuildOptions(entry) {
  return { ...common, entryPoints: [entry], loader: { ".svg": "file", ".png": "file", ".woff2": "file" } };
}

/** A stylesheet bundled into assets/; returns its file name there. */
const styles = new Map();
async function buildStyle(entry) {
  if (!styles.has(entry)) {
    const result = await esbuild.build({
      ...cssBuildOptions(entry),
      outdir: assets,
      entryNames: "[name]-[hash]",
      assetNames: "[name]-[hash]",
      metafile: true,
    });
    const output = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".css"));
    styles.set(entry, basename(output));
  }
  return styles.get(entry);
}

/** A stylesheet bundled into one string, for the single file. */
async function inlineStyle(entry) {
  const result = await esbuild.build({ ...cssBuildOptions(entry), loader: { ".svg": "dataurl", ".png": "dataurl" }, write: false, outdir: "out" });
  return result.outputFiles.find((file) => file.path.endsWith(".css")).text;
}

const URL_PATTERN = /new URL\(\s*(["'`])(\.{1,2}\/[^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g;

function sitePlugin({ single }) {
  return {
    name: "seega-site",
    setup(build) {
      // Every import of the wasm-bindgen glue goes through a wrapper that gives init() the wasm.
      build.onResolve({ filter: /[\\/]pkg[\\/]seega\.js$/ }, (args) => {
        if (args.namespace === "seega-engine") return undefined;
        return { path: resolve(args.resolveDir, args.path), namespace: "seega-engine" };
      });
      build.onLoad({ filter: /.*/, namespace: "seega-engine" }, (args) => {
        const glue = JSON.stringify(posix(args.path));
        const source = single
          ? "Uint8Array.from(atob(globalThis.SEEGA_WASM_BASE64), (c) => c.charCodeAt(0))"
          : `new URL(${JSON.stringify(`./${wasmName}`)}, import.meta.url)`;
        return {
          resolveDir: dirname(args.path),
          contents: [
            `import load from ${glue};`,
            `export * from ${glue};`,
            `export default function init() { return load({ module_or_path: ${source} }); }`,
          ].join("\n"),
        };
      });
      build.onLoad({ filter: /[\\/]web[\\/].*\.js$/ }, async (args) => {
        const text = readFileSync(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        let contents = text;
        for (const match of text.matchAll(URL_PATTERN)) {
          const target = resolve(dirname(args.path), match[2]);
          if (!existsSync(target)) continue;
          // A function, so that "$&" and the like in the inlined code are not patterns.
          const address = await addressOf(target, single);
          contents = contents.replace(match[0], () => address);
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
      const code = await bundleForSingle(target, "iife");
      return `new URL(URL.createObjectURL(new Blob(["globalThis.SEEGA_WASM_BASE64 = " + JSON.stringify(globalThis.SEEGA_WASM_BASE64) + ";\\n", ${JSON.stringify(code)}], { type: "text/javascript" })))`;
    }
    if (ext === ".css") return `new URL(${JSON.stringify(`data:text/css;base64,${Buffer.from(await inlineStyle(target)).toString("base64")}`)})`;
    if (target === wasmSource) return "undefined";
    return `new URL(${JSON.stringify(dataUrl(target))})`;
  }
  let name;
  if (ext === ".js") {
    // A worker. A page may start workers of its own origin only: on another site's page (the
    // element) a blob: URL of that page's origin imports the worker's module instead.
    const url = `new URL(${JSON.stringify(`./${await buildWorker(target)}`)}, import.meta.url)`;
    return `((u) => u.origin === self.location.origin ? u : new URL(URL.createObjectURL(new Blob(["import " + JSON.stringify(u.href) + ";"], { type: "text/javascript" }))))(${url})`;
  }
  else if (ext === ".css") name = await buildStyle(target);
  else if (target === wasmSource) name = wasmName;
  else name = copyHashed(target);
  return `new URL(${JSON.stringify(`./${name}`)}, import.meta.url)`;
}

const MIME = { ".svg": "image/svg+xml", ".png": "image/png", ".wasm": "application/wasm", ".json": "application/json" };
const dataUrl = (file) => `data:${MIME[extname(file)] ?? "application/octet-stream"};base64,${readFileSync(file).toString("base64")}`;

/** A module that is started by address (the AI worker): bundled alone into assets/. */
const workers = new Map();
async function buildWorker(entry) {
  if (!workers.has(entry)) {
    const result = await esbuild.build({
      ...common,
      entryPoints: [entry],
      format: "esm",
      outdir: assets,
      entryNames: "[name]-[hash]",
      metafile: true,
      plugins: [sitePlugin({ single: false })],
    });
    const output = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint)[0];
    workers.set(entry, basename(output));
  }
  return workers.get(entry);
}

async function bundleForSingle(entry, format) {
  const result = await esbuild.build({
    ...common,
    entryPoints: [entry],
    format,
    logOverride: { "empty-import-meta": "silent" },
    write: false,
    outdir: "out",
    supported: { "inline-script": false },
    plugins: [sitePlugin({ single: true })],
  });
  return result.outputFiles.find((file) => file.path.endsWith(".js")).text;
}

// ---------------------------------------------------------------------------------------
// Icons and manifest.

const icons = {
  svg: copyHashed(join(root, "web", "icons", "icon.svg")),
  png192: copyHashed(join(root, "web", "icons", "icon-192.png")),
  png512: copyHashed(join(root, "web", "icons", "icon-512.png")),
  maskable192: copyHashed(join(root, "web", "icons", "maskable-192.png")),
  maskable512: copyHashed(join(root, "web", "icons", "maskable-512.png")),
};
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
    { src: `assets/${icons.svg}`, sizes: "any", type: "image/svg+xml", purpose: "any" },
    { src: `assets/${icons.png192}`, sizes: "192x192", type: "image/png", purpose: "any" },
    { src: `assets/${icons.png512}`, sizes: "512x512", type: "image/png", purpose: "any" },
    { src: `assets/${icons.maskable192}`, sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: `assets/${icons.maskable512}`, sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
writeFileSync(join(dist, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

// ---------------------------------------------------------------------------------------
// The modules: the pages' entry points and the element, split into shared chunks.

// The element and the embed page mount the app (web/app/app.js); without it, only the page is built.
const embeddable = existsSync(join(root, "web", "app", "app.js"));
const pages = embeddable ? ["index.html", "embed.html"] : ["index.html"];
const SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)">/g;
const pageEntries = pages.flatMap((page) =>
  [...readFileSync(join(root, page), "utf8").matchAll(SCRIPT)].map((m) => resolve(root, m[1])),
);
const elementEntry = join(root, "web", "embed", "seega-element.js");
const entries = [...new Set([...pageEntries, ...(embeddable ? [elementEntry] : []), join(root, "web", "offline", "register.js")])];
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

// The element's stable address for host pages: it only imports the current hashed module.
if (embeddable) {
  writeFileSync(
    join(dist, "seega-element.js"),
    `// The <seega-game> element: this file keeps its address from one release to the next.\nimport "./assets/${outputOf(elementEntry)}";\n`,
  );
}

// ---------------------------------------------------------------------------------------
// The pages: references rewritten to the built files, the icons, the manifest, and the
// service worker's registration.

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
  for (const [tag, href] of [...html.matchAll(STYLESHEET)]) {
    html = html.replace(tag, `<link rel="stylesheet" href="assets/${await buildStyle(resolve(root, href))}">`);
  }
  html = html.replace("</head>", `  ${headLinks}\n</head>`);
  writeFileSync(join(dist, page), html);
}

// The JavaScript API at the address the README gives, for pages that use the engine alone.
mkdirSync(join(dist, "web", "pkg"), { recursive: true });
for (const file of ["seega.js", "seega_bg.wasm"]) cpSync(join(pkg, file), join(dist, "web", "pkg", file));

// ---------------------------------------------------------------------------------------
// The single file: the page with its styles and modules inline and the wasm module in base64.

const wasmBase64 = wasmBytes.toString("base64");
// The worker's code is a classic script here: a worker started from a blob: URL is started as one.
const SINGLE_PRELUDE = `if (typeof Worker === "function") {
  const Native = Worker;
  globalThis.Worker = class extends Native {
    constructor(url, options) {
      super(url, String(url).startsWith("blob:") ? { ...options, type: "classic" } : options);
    }
  };
}`;
globalThis.SEEGA_WASM_BASE64 = wasmBase64;
{
  let html = readFileSync(join(root, "index.html"), "utf8").replace(/\s*<link rel="icon"[^>]*>/g, "");
  for (const [tag, href] of [...html.matchAll(STYLESHEET)]) {
    const css = await inlineStyle(resolve(root, href));
    html = html.replace(tag, () => `<style>\n${css.replaceAll("</style", "<\\/style")}</style>`);
  }
  for (const [tag, src] of [...html.matchAll(SCRIPT)]) {
    const code = await bundleForSingle(resolve(root, src), "esm");
    if (/<\/script/i.test(code)) throw new Error("the single file's script contains </script");
    const script = `${SINGLE_PRELUDE}\nglobalThis.SEEGA_WASM_BASE64 = "${wasmBase64}";\n${code}`;
    html = html.replace(tag, () => `<script type="module">\n${script}</script>`);
  }
  html = html.replace("</head>", `  <link rel="icon" href="${dataUrl(join(root, "web", "icons", "icon.svg"))}">\n</head>`);
  writeFileSync(join(dist, "seega.html"), html);
}

// ---------------------------------------------------------------------------------------
// The service worker: it precaches every file the pages and the element load; its cache's
// name carries a hash of them all, so that each new build is a new cache.

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
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

// Headers for `serve` (npm start and the tests): the policy, long caching for hashed files,
// and CORS so that pages of other origins can load the element and its modules.
// The pages keep their .html names (the service worker caches them so), and / is index.html.
const serveConfig = {
  cleanUrls: false,
  directoryListing: false,
  rewrites: [{ source: "/", destination: "/index.html" }],
  headers: [
    { source: "**", headers: [{ key: "Content-Security-Policy", value: CSP }, { key: "Access-Control-Allow-Origin", value: "*" }] },
    { source: "assets/**", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    { source: "{sw.js,*.html,seega-element.js,manifest.webmanifest}", headers: [{ key: "Cache-Control", value: "no-cache" }] },
  ],
};
writeFileSync(join(dist, "serve.json"), `${JSON.stringify(serveConfig, null, 2)}\n`);

// ---------------------------------------------------------------------------------------
// What it costs.

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = files(dist).map((file) => {
  const bytes = readFileSync(file);
  return { file: posix(relative(dist, file)), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const sum = (list) => list.reduce((s, x) => ({ raw: s.raw + x.raw, gzip: s.gzip + x.gzip }), { raw: 0, gzip: 0 });
const wasm = sizes.find((s) => s.file === `assets/${wasmName}`);
const pageFiles = new Set(["index.html", ...pageAssets("index.html")]);
const page = sum(sizes.filter((s) => pageFiles.has(s.file)));
const cached = sum(sizes.filter((s) => precache.includes(s.file)));
const single = sizes.find((s) => s.file === "seega.html");

/** The files that loading `html` fetches: its references, their imports, the wasm, the worker. */
function pageAssets(html) {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file) || !existsSync(join(dist, file))) return;
    found.add(file);
    if (file.endsWith(".wasm")) return;
    const text = readFileSync(join(dist, file), "utf8");
    const refs = [
      ...text.matchAll(/(?:src|href)="([^"]+)"/g),
      ...text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g),
      ...text.matchAll(/new URL\("(\.[^"]+)",\s*import\.meta\.url\)/g),
    ].map((m) => m[1]);
    for (const ref of refs) {
      if (!/^[a-z]+:/.test(ref) && !/\.(png|svg)$/.test(ref)) visit(posix(join(dirname(file), ref)));
    }
  };
  const text = readFileSync(join(dist, html), "utf8");
  for (const m of text.matchAll(/<(?:script|link rel="(?:stylesheet|manifest)")[^>]*(?:src|href)="([^"]+)"/g)) visit(m[1]);
  return found;
}

console.log(`\nSite written to ${relative(process.cwd(), dist) || "."}/ (${sizes.length} files)`);
for (const s of sizes.sort((a, b) => b.raw - a.raw)) {
  console.log(`  ${s.file.padEnd(40)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip`);
}
console.log(`wasm module: ${kb(wasm.raw)} raw, ${kb(wasm.gzip)} gzipped (${wasm.raw} bytes)`);
console.log(`page transfer: ${kb(page.gzip)} gzipped (${kb(page.raw)} uncompressed) for the ${pageFiles.size} files index.html loads`);
console.log(`offline cache: ${precache.length} files, ${kb(cached.raw)} (version ${version})`);
console.log(`single file seega.html: ${kb(single.raw)} (${kb(single.gzip)} gzipped)`);
