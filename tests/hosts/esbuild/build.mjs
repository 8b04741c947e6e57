// A host's build with esbuild, as docs/embed.md's recipe gives it: the host's script bundled,
// and the package's files copied beside it. esbuild follows no `new URL(…, import.meta.url)`:
// each stays an address relative to the bundle, where the copy puts the file it names (the
// computer's worker, its engine, the stylesheets).
//   node build.mjs <out>
import { cpSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as esbuild from "esbuild";

const out = process.argv[2] ?? "dist";
await esbuild.build({ entryPoints: ["main.js"], bundle: true, format: "esm", splitting: true, minify: true, outdir: out });
// The package's own files: dist/index.js is its entry, dist/assets/ everything it reaches.
const entry = createRequire(import.meta.url).resolve("seega-game");
cpSync(join(dirname(entry), "assets"), out, { recursive: true });
cpSync("index.html", join(out, "index.html"));
