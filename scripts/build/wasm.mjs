// The engine's five wasm builds, as one table, and the build of each with wasm-pack into
// web/pkg/; then the engine's facts of a new game, asked of the page's engine and written as
// web/pkg/start.js.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { pkg, root } from "./paths.mjs";

/** @typedef {"whole" | "search" | "reader" | "rules" | "single"} EngineName */
/** @typedef {{ dir: string, features: string[] | null, optLevel: string | null, hashedName: string }} EngineBuild */

/** The engine's five builds, each a glue module and its wasm in `web/pkg/<dir>`: whole (the
 * API, the tables' builder; cargo's default features), without the tables' builder (the
 * computer's search and the review, in their worker), without the computer player (the
 * page's, reading records: a saved game, a link, an import; the element's) and without the
 * record reader either (a first visit's); and the single file's (everything but the English
 * messages, built for size). The page's engines are compiled for size (opt-level "z"): they
 * play one action at a time, where speed hardly shows, and are most of the first visit's
 * weight (docs/build.md has both figures); the engines that search keep opt-level 3. The single
 * file's one engine does everything the page and its workers do (the computer, the review, the
 * tables' builder, the record reader), without the English messages, which the page does not
 * show (docs/build.md, "The single file"). `hashedName` is its wasm's name in assets/, before
 * the content hash. The order is the order of the builds.
 * @type {Record<EngineName, EngineBuild>} */
export const ENGINE_BUILDS = {
  whole: { dir: "", features: null, optLevel: null, hashedName: "seega_bg" },
  search: { dir: "search", features: ["ai", "reader", "messages"], optLevel: null, hashedName: "seega-search_bg" },
  reader: { dir: "reader", features: ["reader", "messages"], optLevel: "z", hashedName: "seega-reader_bg" },
  rules: { dir: "rules", features: [], optLevel: "z", hashedName: "seega-rules_bg" },
  single: { dir: "single", features: ["ai", "tables", "reader"], optLevel: "z", hashedName: "seega-single_bg" },
};

/** Each build's glue module (web/pkg/<dir>/seega.js). @type {Record<EngineName, string>} */
export const ENGINES = /** @type {Record<EngineName, string>} */ (Object.fromEntries(Object.entries(ENGINE_BUILDS).map(([name, { dir }]) => [name, join(pkg, dir, "seega.js")])));

/** The wasm module beside a glue module. @param {string} glue */
export const wasmOf = (glue) => join(dirname(glue), "seega_bg.wasm");

/** The build whose wasm module `file` is, if any. @param {string} file @returns {EngineName | undefined} */
export const engineOfWasm = (file) => /** @type {EngineName[]} */ (Object.keys(ENGINES)).find((name) => wasmOf(ENGINES[name]) === file);

/** wasm-pack's arguments and environment for one build. @param {EngineBuild} build */
export function wasmPackCall({ dir, features, optLevel }) {
  const out = ["--out-dir", ["../../web/pkg", dir].filter(Boolean).join("/")];
  const cargo = features ? ["--", "--no-default-features", ...(features.length ? ["--features", features.join(",")] : [])] : [];
  return { args: ["build", "crates/seega-wasm", "--target", "web", ...out, "--out-name", "seega", ...cargo], env: optLevel ? { CARGO_PROFILE_RELEASE_OPT_LEVEL: optLevel } : {} };
}

/** wasm-pack's release build of the engine into web/pkg/, with the wasm-pack, wasm-bindgen
 * and wasm-opt that scripts/setup.sh verified (target/tools/bin). */
export function buildWasm() {
  const tools = join(root, "target", "tools", "bin");
  const PATH = [tools, process.env.PATH].join(delimiter);
  // Panic messages name the files of the crates they come from: by their place in the
  // registry, not by the building machine's home directory.
  const cargoHome = process.env.CARGO_HOME ?? join(homedir(), ".cargo");
  const RUSTFLAGS = [process.env.RUSTFLAGS, `--remap-path-prefix=${join(cargoHome, "registry", "src")}=crates.io`].filter(Boolean).join(" ");
  for (const build of Object.values(ENGINE_BUILDS)) {
    const { args, env } = wasmPackCall(build);
    const built = spawnSync(join(tools, "wasm-pack"), args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env, PATH, RUSTFLAGS } });
    if (built.status !== 0) {
      const why = built.error ? `wasm-pack could not run (${built.error.message}): run \`bash scripts/setup.sh build\`` : "wasm-pack build failed";
      console.error(why);
      process.exit(1);
    }
  }
}

/** The engine's own facts of a new game under the default rules (its state, board and empty
 * history), asked of the page's engine here in Node and written as a module: the app draws its
 * first screen from them while the engine itself is still loading (web/app/preview.js). */
export async function writeStartFacts() {
  const engine = await import(pathToFileURL(ENGINES.rules).href);
  engine.initSync({ module: readFileSync(wasmOf(ENGINES.rules)) });
  const game = new engine.Game();
  const facts = { snapshot: game.state(), board: game.board(), legal: game.legalActions(), turns: game.history() };
  game.free();
  const text = [
    "// Written by scripts/build.mjs from the page's engine: a new game under the default rules,",
    "// as the engine describes it, for the first screen drawn before the engine has loaded.",
    "/** @type {import(\"../app/preview.js\").Screen} */",
    `export const START = ${JSON.stringify(facts)};`,
    "",
  ].join("\n");
  writeFileSync(join(pkg, "start.js"), text);
}
