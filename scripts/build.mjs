// Builds the release wasm module into web/pkg/ and the deployable static site into dist/,
// then prints what loading the page costs: the module's size raw and gzipped, and the whole
// page's transfer size (every file of the site, gzipped as a server would send it).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const cargoBin = join(process.env.CARGO_HOME ?? join(homedir(), ".cargo"), "bin");
const PATH = [cargoBin, join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter);

const wasmPack = ["build", "crates/seega-wasm", "--target", "web", "--out-dir", "../../web/pkg", "--out-name", "seega"];
const built = spawnSync("wasm-pack", wasmPack, { cwd: root, stdio: "inherit", env: { ...process.env, PATH } });
if (built.status !== 0) {
  console.error(built.error ? `wasm-pack could not run: ${built.error.message}` : "wasm-pack build failed");
  process.exit(1);
}

// The site: the page, its modules and styles, and of the module package only what the page loads.
rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, "web", "pkg"), { recursive: true });
cpSync(join(root, "index.html"), join(dist, "index.html"));
cpSync(join(root, "web"), join(dist, "web"), {
  recursive: true,
  filter: (source) => !relative(join(root, "web"), source).startsWith("pkg"),
});
for (const file of ["seega.js", "seega_bg.wasm"]) cpSync(join(root, "web", "pkg", file), join(dist, "web", "pkg", file));

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = files(dist).map((file) => {
  const bytes = readFileSync(file);
  return { file: relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const wasm = sizes.find((s) => s.file.endsWith(".wasm"));
const total = sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });

console.log(`\nSite written to ${relative(process.cwd(), dist) || "."}/ (${sizes.length} files)`);
for (const s of sizes.sort((a, b) => b.raw - a.raw)) {
  console.log(`  ${s.file.padEnd(28)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip`);
}
console.log(`wasm module: ${kb(wasm.raw)} raw, ${kb(wasm.gzip)} gzipped (${statSync(join(dist, wasm.file)).size} bytes)`);
console.log(`page transfer: ${kb(total.gzip)} gzipped (${kb(total.raw)} uncompressed) for all ${sizes.length} files`);
