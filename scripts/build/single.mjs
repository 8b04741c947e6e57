// The single file (dist/seega.html, the game kept on a USB stick): the page with its styles
// inline, and its code, its workers' code and the wasm module packed into one Zstandard frame
// (zstd, verified by scripts/setup.sh), which the loader (web/offline/single-file.js, with
// fzstd) unpacks in the browser.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { bundleForSingle, dataUrl, inlineStyle } from "./bundle.mjs";
import { SCRIPT, STYLESHEET, posix, root } from "./paths.mjs";
import { ENGINES, wasmOf } from "./wasm.mjs";

// The worker's code is a classic script here: a worker started from a blob: URL is started as one.
const PRELUDE = `if (typeof Worker === "function") {
  const Native = Worker;
  globalThis.Worker = class extends Native {
    constructor(url, options) {
      super(url, String(url).startsWith("blob:") ? { ...options, type: "classic" } : options);
    }
  };
}`;

/** Writes seega.html. @param {import("./context.mjs").BuildContext} context */
export async function writeSingleFile(context) {
  let html = readFileSync(join(root, "index.html"), "utf8").replace(/\s*<link rel="icon"[^>]*>/g, "");
  for (const [tag, href] of [...html.matchAll(STYLESHEET)]) {
    const css = await inlineStyle(resolve(root, href));
    html = html.replace(tag, () => `<style>\n${css.replaceAll("</style", "<\\/style")}</style>`);
  }
  const loader = await bundleForSingle(context, join(root, "web", "offline", "single-file.js"), "esm");
  for (const [tag, src] of [...html.matchAll(SCRIPT)]) {
    const code = `${PRELUDE}\n${await bundleForSingle(context, resolve(root, src), "esm")}`;
    const workers = JSON.stringify(Object.fromEntries([...context.singleWorkers].map(([entry, text]) => [posix(relative(root, entry)), text])));
    const parts = [readFileSync(wasmOf(ENGINES.single)), Buffer.from(workers), Buffer.from(code)];
    const lengths = Buffer.alloc(8);
    lengths.writeUInt32LE(parts[0].length, 0);
    lengths.writeUInt32LE(parts[1].length, 4);
    const packed = zstd(Buffer.concat([lengths, ...parts])).toString("base64");
    if (/<\/script/i.test(loader)) throw new Error("the single file's loader contains </script");
    html = html.replace(tag, () => `<script type="module">\nglobalThis.SEEGA_PACKED = "${packed}";\n${loader}</script>`);
  }
  html = html.replace("</head>", `  <link rel="icon" href="${dataUrl(join(root, "web", "icons", "icon.svg"))}">\n</head>`);
  writeFileSync(join(context.dist, "seega.html"), html);
}

/** Compresses with the zstd that scripts/setup.sh verified: level 19 with a window of 1 MiB,
 * which makes the same file as the highest level (22) within a few bytes and unpacks in a
 * tenth of its time (fzstd makes the window's buffer: 13 ms against 360 in Node).
 * @param {Buffer} bytes @returns {Buffer} */
function zstd(bytes) {
  const packed = spawnSync(join(root, "target", "tools", "bin", "zstd"), ["-19", "--long=20", "-c", "-q"], { input: bytes, maxBuffer: 64 << 20 });
  if (packed.status !== 0) {
    console.error(`zstd failed${packed.error ? ` (${packed.error.message})` : ""}: run \`bash scripts/setup.sh build\``);
    process.exit(1);
  }
  return packed.stdout;
}
