import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.js";
import { boardText, play } from "../pages/driver.js";
import { serveDirectory } from "../pages/server.mjs";
import { kib, servedFrom, watchHost } from "../hosts/watch.js";

// The element's package (scripts/package.mjs, written by the build): packed as `npm run
// package` packs it after the build, installed into a scratch host project as docs/embed.md
// says, and served from another origin under a sub-path, as a host serving its own copy (or a
// package CDN) would; a host page on its own origin, under exactly the policy docs/embed.md
// gives such a page, plays a turn against the computer with it, the computer's search in a
// worker: any refusal, fallback or failed request fails it.
test.setTimeout(120_000);

const DOC = readFileSync("docs/embed.md", "utf8");
const CROSS_ORIGIN_POLICY = /<!-- snippet: csp -->\n```\n([^\n]+)\n```/.exec(DOC)?.[1] ?? "";

test("every `new URL(…, import.meta.url)` in the package names a file it ships, and each entry its module", () => {
  const assets = join("target", "seega-game", "dist", "assets");
  const named = [];
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
    for (const [, address] of readFileSync(join(assets, file), "utf8").matchAll(/new URL\(\s*["'`]([^"'`]+)["'`]\s*,\s*import\.meta\.url\s*\)/g)) named.push([file, address]);
  }
  expect(named.length).toBeGreaterThan(5);
  expect(named.filter(([, address]) => !address.startsWith("./") || !existsSync(join(assets, address)))).toEqual([]);
  // The worker is started where a bundler sees it, literally.
  // (The minifier may quote a string with any of JavaScript's quotes; bundlers read each.)
  const starts = readdirSync(assets).filter((name) => /new Worker\(new URL\((["'`])\.\/worker-\w+\.js\1,import\.meta\.url\),\{type:(["'`])module\2\}\)/.test(readFileSync(join(assets, name), "utf8")));
  expect(starts.length).toBe(1);
  // A bundler's entry names the element's module only; the page's entry the worker too.
  const bundled = readFileSync(join("target", "seega-game", "dist", "index.js"), "utf8");
  expect(bundled).not.toContain("new URL");
  expect(readFileSync(join("target", "seega-game", "dist", "seega-element.js"), "utf8")).toMatch(/workerFrom\(new URL\("\.\/assets\/worker-\w+\.js", import\.meta\.url\)\)/);
});

test("CHANGELOG.md names the version in package.json, the latest first, in Keep a Changelog's form", () => {
  const { version } = JSON.parse(readFileSync("package.json", "utf8"));
  const log = readFileSync("CHANGELOG.md", "utf8");
  const versions = [...log.matchAll(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/gm)].map((m) => m[1]);
  expect(versions[0]).toBe(version);
  expect(new Set(versions).size).toBe(versions.length);
});

test("`npm run package` builds and packs the element, and docs/embed.md gives no route that needs a publish", () => {
  const project = JSON.parse(readFileSync("package.json", "utf8"));
  expect(project.scripts.package).toBe("bash scripts/setup.sh build && node scripts/build.mjs && node scripts/package.mjs --pack");
  expect(DOC).toMatch(/<!-- snippet: package -->\n```sh\nnpm run package\n```/);
  // The tarball it names is the one the packing writes.
  expect(DOC).toContain(`target/seega-game-${project.version}.tgz`);
  // Every address is the stand-in for the game's own site; every install is of a file.
  const addresses = [...DOC.matchAll(/https?:\/\/[^\s"'`)<>]+/g)].map((m) => m[0]);
  expect(addresses.filter((address) => !/^https:\/\/seega\.example(?:[/;]|$)/.test(address))).toEqual([]);
  const installs = [...DOC.matchAll(/^npm (?:install|i) (\S+)/gm)].map((m) => m[1]);
  expect(installs.length).toBeGreaterThan(0);
  for (const name of installs) expect(name).toMatch(/\.tgz$/);
});

test("the packed element installs, pins its version, and plays from another origin and a sub-path", async ({ page }) => {
  const scratch = mkdtempSync(join(tmpdir(), "seega-host-"));
  const servers = [];
  try {
    // What `npm run package` does once the site is built.
    const said = execFileSync("node", ["scripts/package.mjs", "--pack", scratch], { encoding: "utf8" });
    const version = JSON.parse(readFileSync("package.json", "utf8")).version;
    expect(said).toContain(`packed: ${join(scratch, `seega-game-${version}.tgz`)}`);
    const [packed] = JSON.parse(execFileSync("npm", ["pack", "./target/seega-game", "--dry-run", "--json"], { encoding: "utf8" }));
    expect(packed.name).toBe("seega-game");
    expect(packed.version).toBe(version);
    const inside = packed.files.map((file) => file.path);
    for (const file of ["package.json", "dist/seega-element.js", "dist/index.js", "seega-element.d.ts", "custom-elements.json", "README.md", "CHANGELOG.md"]) expect(inside).toContain(file);
    expect(inside.some((file) => /^dist\/assets\/seega_bg-[0-9a-f]+\.wasm$/.test(file)), "the computer's engine").toBe(true);

    const project = join(scratch, "museum");
    execFileSync("mkdir", ["-p", project]);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "museum", private: true }));
    execFileSync("npm", ["install", join(scratch, packed.filename), "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project, stdio: "ignore" });
    const installed = JSON.parse(readFileSync(join(project, "node_modules", "seega-game", "package.json"), "utf8"));
    expect(installed.version).toBe(version);
    expect(installed.exports["."].default).toBe("./dist/index.js");

    // The installed package on a CDN-like origin, at a versioned sub-path; the host page on another.
    const cdn = serveDirectory({
      mounts: [[`/npm/seega-game@${version}/`, join(project, "node_modules", "seega-game")]],
      headers: () => ({ "Access-Control-Allow-Origin": "*" }),
    });
    servers.push(cdn);
    await new Promise((done) => cdn.listen(0, "127.0.0.1", done));
    const from = `http://127.0.0.1:${/** @type {any} */ (cdn.address()).port}`;
    const pages = join(scratch, "pages");
    execFileSync("mkdir", ["-p", pages]);
    writeFileSync(
      join(pages, "index.html"),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<script type="module" src="${from}/npm/seega-game@${version}/dist/seega-element.js"></script></head>
<body><main><h1>The museum</h1><seega-game opponent="computer" level="1"></seega-game></main></body></html>`,
    );
    // The docs' policy for a page of another origin than the game's files, as it is written.
    expect(CROSS_ORIGIN_POLICY).toContain("https://seega.example");
    const policy = CROSS_ORIGIN_POLICY.replaceAll("https://seega.example", from);
    const host = serveDirectory({ mounts: [["/exhibit/", pages]], headers: () => ({ "Content-Security-Policy": policy }) });
    servers.push(host);
    await new Promise((done) => host.listen(0, "127.0.0.1", done));

    const watched = await watchHost(page);
    const origin = `http://127.0.0.1:${/** @type {any} */ (host.address()).port}`;
    await page.goto(`${origin}/exhibit/`);
    const element = page.locator("seega-game");
    await element.evaluate((el) => /** @type {any} */ (el).ready);
    watched.phase("the computer's first turn");
    await play(page, element, ["a1", "b1"]);
    await expect.poll(async () => ((await boardText(element)) ?? "").replaceAll(/[^w]/g, ""), { timeout: 20_000 }).toBe("ww");
    expect(await watched.problems()).toEqual([]);
    // The computer's worker: a module of the page's origin (a blob: URL) that imports the
    // package's worker from the other origin.
    expect(watched.seen.workers.length).toBeGreaterThan(0);
    for (const worker of watched.seen.workers) expect(worker).toMatch(new RegExp(`^blob:${origin}/`));
    const [first, worker] = watched.weights(servedFrom(join(project, "node_modules", "seega-game"), `/npm/seega-game@${version}/`));
    console.log(`the package from another origin: first load ${kib(first.gzip)} gzipped (${first.files} files), the computer's first turn ${kib(worker.gzip)} more (${worker.files} files)`);
  } finally {
    for (const server of servers) server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
});
