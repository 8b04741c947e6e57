// What serves the site and keeps it offline: the service worker with the list of files it
// precaches, and the headers for `serve` (npm start and the tests).
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { cspWith } from "../csp.mjs";
import { files, hashOf, posix, root } from "./paths.mjs";

/** @typedef {{ files: string[], version: string }} Precache */

/** The service worker: it precaches every file the pages and the element load; its cache's
 * name carries a hash of them all, so that each new build is a new cache. Returns the list.
 * @param {import("./context.mjs").BuildContext} context @returns {Precache} */
export function writeServiceWorker({ dist }) {
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
  return { files: precache, version };
}

/** Headers for `serve` (npm start and the tests): the policy (with the hashes of the pages'
 * inline scripts and styles), long caching for hashed files, and CORS so that pages of other
 * origins can load the element and its modules. The pages keep their .html names (the
 * service worker caches them so), and / is index.html.
 * @param {import("./context.mjs").BuildContext} context */
export function writeServeConfig({ dist, inline }) {
  const serveConfig = {
    cleanUrls: false,
    directoryListing: false,
    rewrites: [{ source: "/", destination: "/index.html" }],
    headers: [
      { source: "**", headers: [{ key: "Content-Security-Policy", value: cspWith(inline) }, { key: "Access-Control-Allow-Origin", value: "*" }] },
      { source: "assets/**", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      { source: "{sw.js,*.html,seega-element.js,manifest.webmanifest}", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ],
  };
  writeFileSync(join(dist, "serve.json"), `${JSON.stringify(serveConfig, null, 2)}\n`);
}
