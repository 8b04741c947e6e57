import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.js";
import { boardText, play } from "../pages/driver.js";
import { serveDirectory } from "../pages/server.mjs";

// The element's package (scripts/package.mjs, written by the build): packed as `npm run
// package` packs it after the build, installed into a scratch host project as docs/embed.md
// says, and served from another origin under a sub-path, as a host serving its own copy (or a
// package CDN) would; a host page on its own origin plays a turn against the computer with it.
test.setTimeout(120_000);

const DOC = readFileSync("docs/embed.md", "utf8");

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
    for (const file of ["package.json", "dist/seega-element.js", "seega-element.d.ts", "custom-elements.json", "README.md"]) expect(inside).toContain(file);
    expect(inside.some((file) => /^dist\/assets\/seega_bg-[0-9a-f]+\.wasm$/.test(file)), "the computer's engine").toBe(true);

    const project = join(scratch, "museum");
    execFileSync("mkdir", ["-p", project]);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "museum", private: true }));
    execFileSync("npm", ["install", join(scratch, packed.filename), "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project, stdio: "ignore" });
    const installed = JSON.parse(readFileSync(join(project, "node_modules", "seega-game", "package.json"), "utf8"));
    expect(installed.version).toBe(version);
    expect(installed.exports["."].default).toBe("./dist/seega-element.js");

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
    const policy = `default-src 'self'; script-src 'self' ${from} 'wasm-unsafe-eval'; style-src 'self' ${from}; connect-src 'self' ${from}; worker-src 'self' blob:`;
    const host = serveDirectory({ mounts: [["/exhibit/", pages]], headers: () => ({ "Content-Security-Policy": policy }) });
    servers.push(host);
    await new Promise((done) => host.listen(0, "127.0.0.1", done));

    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(`http://127.0.0.1:${/** @type {any} */ (host.address()).port}/exhibit/`);
    const element = page.locator("seega-game");
    await play(page, element, ["a1", "b1"]);
    await expect.poll(async () => ((await boardText(element)) ?? "").replaceAll(/[^w]/g, ""), { timeout: 20_000 }).toBe("ww");
    expect(errors).toEqual([]);
  } finally {
    for (const server of servers) server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
});
