import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { boardText, play } from "../pages/driver.js";
import { serveDirectory } from "../pages/server.mjs";
import { kib, servedFrom, watchHost } from "../hosts/watch.js";

// The element's package in a host's own build (tests/hosts/): packed as `npm run package`
// packs it, installed from the tarball into a Vite, a webpack 5 and an esbuild project, each
// built with its tool (tests/hosts/build.mjs, a step of scripts/test.sh; run here when its
// output is missing or older than the site), served from the build's output under the
// same-origin policy docs/embed.md gives, and played in Chromium: a turn against the
// computer, whose search runs in a worker the host's bundler built (not on the page's
// thread), with no fallback, no policy breach and no request that failed.
test.setTimeout(180_000);

const DOC = readFileSync("docs/embed.md", "utf8");
const POLICY = /<!-- snippet: csp-same-origin -->\n```\n([^\n]+)\n```/.exec(DOC)?.[1];
const OUT = join("target", "hosts");
const TOOLS = ["vite", "webpack", "esbuild"];

test.beforeAll(() => {
  const built = join(OUT, "report.json");
  const stale = !existsSync(built) || statSync(built).mtimeMs < statSync(join("dist", "seega-element.js")).mtimeMs || TOOLS.some((tool) => !existsSync(join(OUT, tool, "index.html")) || !JSON.parse(readFileSync(built, "utf8")).hosts[tool]);
  if (stale) execFileSync("node", ["tests/hosts/build.mjs"], { stdio: "inherit" });
});

test("docs/embed.md gives a policy for a host that serves its own copy, and the recipes these hosts build with", () => {
  expect(POLICY).toBeTruthy();
  const text = DOC.replaceAll(/\s+/g, " ");
  const lines = (file, pattern) => readFileSync(join("tests", "hosts", file), "utf8").split("\n").filter((line) => pattern.test(line)).map((line) => line.trim());
  for (const line of [...lines("vite/vite.config.js", /assetsInlineLimit/), ...lines("esbuild/build.mjs", /^(await esbuild|cpSync\(join\(dirname)/)]) {
    expect(line.length).toBeGreaterThan(10);
    if (line.startsWith("cpSync")) expect(text).toContain('cpSync("node_modules/seega-game/dist/assets", "dist", { recursive: true });');
    else expect(text).toContain(line.replace("outdir: out })", 'outdir: "dist" })'));
  }
});

for (const tool of TOOLS) {
  test(`a ${tool} build of a host plays against the computer, its search in a worker, nothing refused or failed`, async ({ page }) => {
    const dir = join(OUT, tool);
    const server = serveDirectory({ mounts: [["/", dir]], headers: () => ({ "Content-Security-Policy": /** @type {string} */ (POLICY) }) });
    await new Promise((done) => server.listen(0, "127.0.0.1", done));
    const origin = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}`;
    try {
      const host = await watchHost(page);
      await page.goto(`${origin}/`);
      const element = page.locator("seega-game");
      await element.evaluate((el) => /** @type {any} */ (el).ready);
      host.phase("the computer's first turn");
      await play(page, element, ["a1", "b1"]);
      await expect.poll(async () => ((await boardText(element)) ?? "").replaceAll(/[^w]/g, ""), { timeout: 30_000 }).toBe("ww");
      expect(await host.problems()).toEqual([]);
      // The computer's worker, as the host's bundler built it, on the host's own origin.
      expect(host.seen.workers.length).toBeGreaterThan(0);
      for (const worker of host.seen.workers) expect(new URL(worker).origin).toBe(origin);
      const report = JSON.parse(readFileSync(join(OUT, "report.json"), "utf8")).hosts[tool];
      const [first, worker] = host.weights(servedFrom(dir));
      console.log(`${tool}: built in ${report.seconds.toFixed(1)} s; first load ${kib(first.gzip)} gzipped (${first.files} files), the computer's first turn ${kib(worker.gzip)} more (${worker.files} files)`);
    } finally {
      server.close();
    }
  });
}
