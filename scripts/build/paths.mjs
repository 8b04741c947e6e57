// Where the build reads and writes, and the small helpers every step of it shares.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The engine's wasm-pack builds (scripts/build/wasm.mjs). */
export const pkg = join(root, "web", "pkg");

export const SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
export const STYLESHEET = /<link rel="stylesheet" href="([^"]+)">/g;

/** The first ten hex digits of a SHA-256: the content hash of a file's name. @param {string | Uint8Array} bytes */
export const hashOf = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);
/** A CSP source that allows an inline script or style by its hash. @param {string} text */
export const sha256 = (text) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
/** A path with forward slashes. @param {string} path */
export const posix = (path) => path.split("\\").join("/");

/** Every file under `dir`, recursively. @param {string} dir @returns {string[]} */
export function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}
