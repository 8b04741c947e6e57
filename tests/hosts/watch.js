// What a host's page must not see while the element plays, for the host builds' and the
// package's tests: a `degraded` event or a "Seega" warning on the console (a fallback: the
// computer on the page's thread, a storage refused, web/shared/fallbacks.js), a breach of the
// page's policy, an error, a request that failed or came back 4xx/5xx. It also lists the
// workers the page starts and what each phase of the visit fetched, to print its weight.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** @param {import("@playwright/test").Page} page */
export async function watchHost(page) {
  const seen = { failed: /** @type {string[]} */ ([]), warnings: /** @type {string[]} */ ([]), errors: /** @type {string[]} */ ([]), workers: /** @type {string[]} */ ([]) };
  /** Each phase's requests, by name: the one running is the last. @type {[string, string[]][]} */
  const phases = [["first load", []]];
  await page.addInitScript(() => {
    const heard = { degraded: /** @type {unknown[]} */ ([]), violations: /** @type {string[]} */ ([]) };
    Object.assign(window, { seegaHeard: heard });
    document.addEventListener("degraded", (event) => heard.degraded.push(/** @type {CustomEvent} */ (event).detail), true);
    document.addEventListener("securitypolicyviolation", (event) => heard.violations.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
  });
  page.on("console", (message) => {
    if (/^Seega/.test(message.text())) seen.warnings.push(message.text());
    else if (message.type() === "error") seen.errors.push(message.text());
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  page.on("requestfailed", (request) => seen.failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on("response", (response) => response.status() >= 400 && seen.failed.push(`${response.url()}: ${response.status()}`));
  page.on("request", (request) => phases.at(-1)?.[1].push(request.url()));
  page.on("worker", (worker) => seen.workers.push(worker.url()));
  return {
    seen,
    /** Starts counting the requests of a new phase. @param {string} name */
    phase: (name) => phases.push([name, []]),
    /** Everything the page should not have seen, as words (an empty list when all went well). */
    async problems() {
      const heard = await page.evaluate(() => /** @type {any} */ (window).seegaHeard);
      return [
        ...heard.degraded.map((detail) => `degraded: ${JSON.stringify(detail)}`),
        ...heard.violations.map((violation) => `policy refused: ${violation}`),
        ...seen.warnings.map((text) => `warned: ${text}`),
        ...seen.errors.map((text) => `error: ${text}`),
        ...seen.failed.map((text) => `request failed: ${text}`),
      ];
    },
    /** Each phase's transfer, gzipped as a server sends it, from the files `where(url)` names
     * (null for a request not served from disk). @param {(url: URL) => string | null} where */
    weights(where) {
      return phases.map(([name, urls]) => {
        const paths = [...new Set(urls)].map((url) => where(new URL(url))).filter((file) => file && existsSync(file) && statSync(file).isFile());
        const gzip = paths.reduce((sum, file) => sum + gzipSync(readFileSync(/** @type {string} */ (file)), { level: 9 }).length, 0);
        return { name, files: paths.length, gzip };
      });
    },
  };
}

/** The file under `dir` that a request of `url` under `prefix` names. @param {string} dir @param {string} [prefix] */
export const servedFrom = (dir, prefix = "/") => (/** @type {URL} */ url) => {
  if (!url.pathname.startsWith(prefix)) return null;
  const path = url.pathname.slice(prefix.length);
  return join(dir, path === "" ? "index.html" : path);
};

export const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
