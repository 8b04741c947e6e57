// A small static server for the tests (node:http, nothing else), run by Playwright:
//   node tests/pages/server.mjs <port>
// On <port>, the game's site as deployed (dist/) and, under /pages/, the host pages of the
// tests, all under the strict policy; the source modules (web/) for harness pages. On <port + 1>, "another site": the same host pages,
// embedding the game from <port> under the policy the README gives such a host.
// `{{GAME}}` in a host page becomes the game's origin. The offline tests also import
// `serveDirectory` to serve a copy of the site that they change; the cross-browser suite
// starts both servers with `serveTestPages`.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CSP } from "../../scripts/csp.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");

/** The site's own policy, as the build wrote it into dist/serve.json (scripts/csp.mjs, with
 * the hashes of the page's inline script and styles); the bare policy before a build. */
export function siteCsp() {
  try {
    const config = JSON.parse(readFileSync(resolve(root, "dist", "serve.json"), "utf8"));
    const header = config.headers.flatMap((rule) => rule.headers).find((h) => h.key === "Content-Security-Policy");
    return header?.value ?? CSP;
  } catch {
    return CSP;
  }
}

/** The policy of a page on another site that embeds the game from `game` (an origin):
 * exactly the one docs/embed.md gives such a page, its `https://seega.example` made `game`. */
export function hostCsp(game) {
  const doc = readFileSync(resolve(root, "docs", "embed.md"), "utf8");
  const policy = /<!-- snippet: csp -->\n```\n([^\n]+)\n```/.exec(doc)?.[1];
  if (!policy) throw new Error("docs/embed.md has no policy snippet (csp)");
  return policy.replaceAll("https://seega.example", game);
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Answers GET requests from `mounts` ([[url prefix, directory]], first match wins), with the
 * headers `headers(path)` gives; `transform(path, text)` may rewrite HTML. */
export function serveDirectory({ mounts, headers = () => ({}), transform = (_, body) => body }) {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
    if (path === "/favicon.ico") {
      response.writeHead(204);
      response.end();
      return;
    }
    const mount = mounts.find(([prefix]) => path.startsWith(prefix));
    let file = mount && normalize(join(mount[1], path.slice(mount[0].length)));
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!mount || !file.startsWith(mount[1]) || !existsSync(file)) {
      response.writeHead(404, { "Content-Type": "text/plain", ...headers(path) });
      response.end("not found");
      return;
    }
    let body = readFileSync(file);
    if (file.endsWith(".html")) body = transform(path, body.toString("utf8"));
    response.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
      ...headers(path),
    });
    response.end(body);
  });
}

/** Starts the two servers on `port` and `port + 1`; resolves with them once both listen. */
export async function serveTestPages(port) {
  const game = `http://127.0.0.1:${port}`;
  const pages = join(here, "");
  const withGame = (_, text) => text.replaceAll("{{GAME}}", game);
  // Harness pages that load the source modules unbundled (tests/pages/board.html) find them
  // under /web/ and /tests/pages/, outside the policy.
  const sources = (path) => path.startsWith("/web/") || path.startsWith("/tests/pages/");
  const servers = [
    serveDirectory({
      mounts: [["/pages/", pages], ["/tests/pages/", pages], ["/web/", resolve(root, "web")], ["/", resolve(root, "dist")]],
      headers: (path) => (sources(path) ? {} : { "Content-Security-Policy": siteCsp(), "Access-Control-Allow-Origin": "*" }),
      transform: withGame,
    }),
    serveDirectory({
      mounts: [["/pages/", pages]],
      headers: () => ({ "Content-Security-Policy": hostCsp(game) }),
      transform: withGame,
    }),
  ];
  await Promise.all(servers.map((server, i) => new Promise((done) => server.listen(port + i, "127.0.0.1", done))));
  return servers;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 4175);
  await serveTestPages(port);
  console.log(`the game's site on http://127.0.0.1:${port}, another site on http://127.0.0.1:${port + 1}`);
}
