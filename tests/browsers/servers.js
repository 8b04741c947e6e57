// The sites the cross-browser suite visits, started for the run and stopped after it, on the
// ports tests/shared/sites.js lays out from `port`: the built site as `serve` deploys it (dist/
// with dist/serve.json's headers), and the host pages' two sites (tests/pages/server.mjs).
// `siteCopy(csp)` serves a copy of dist/ on a port of its own, under a policy of the test's, to
// be switched off.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sites } from "../shared/sites.js";
import { serveDirectory, serveTestPages, siteCsp } from "../pages/server.mjs";

const root = resolve(fileURLToPath(import.meta.url), "..", "..", "..");

/** Resolves once `url` answers. */
export async function answers(url, what) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Stops a process the suite started, and waits until it has gone. */
export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", done);
    child.kill("SIGTERM");
  });
}

/** Starts the three sites from `port`; resolves with their addresses and `close()`. */
export async function startSites(port) {
  const addresses = sites(port);
  const serve = spawn(join(root, "node_modules", ".bin", "serve"), ["dist", "--listen", `tcp://127.0.0.1:${port}`, "--no-clipboard", "--no-request-logging"], {
    cwd: root,
    env: { ...process.env, NO_UPDATE_CHECK: "1" },
    stdio: "ignore",
  });
  const pages = await serveTestPages(port + 2);
  await answers(`${addresses.SITE}/`, "serve dist");
  return {
    ...addresses,
    async close() {
      for (const server of pages) server.closeAllConnections();
      await Promise.all(pages.map((server) => new Promise((done) => server.close(done))));
      await stop(serve);
    },
  };
}

/** A copy of dist/ served under `csp` (the strict policy by default) on a free port, that
 * `stop()` takes off the network (as a visitor going offline sees it) and `remove()` deletes. */
export async function siteCopy(csp = siteCsp()) {
  const copy = mkdtempSync(join(tmpdir(), "seega-site-"));
  cpSync(join(root, "dist"), copy, { recursive: true });
  const server = serveDirectory({ mounts: [["/", copy]], headers: () => ({ "Content-Security-Policy": csp }) });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const stop = () => {
    server.closeAllConnections();
    return new Promise((done) => server.close(() => done(undefined)));
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    stop,
    async remove() {
      if (server.listening) await stop();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
