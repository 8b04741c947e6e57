// Builds the host projects of tests/hosts/ as a site's web team would: the element's package
// packed as `npm run package` packs it (from the built site, dist/), installed from that tarball
// into each project, and each built with its own tool into target/hosts/<tool>/, which
// tests/e2e/embed-hosts.spec.js serves and plays. Prints each build's time and what it wrote.
//   node tests/hosts/build.mjs [tool...]      (vite, webpack, esbuild; all by default)
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { packTarball, writePackage } from "../../scripts/package.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const out = join(root, "target", "hosts");

/** Each host: how it builds into `dir` (its project folder is the working directory). */
export const HOSTS = {
  vite: (dir) => execFileSync(bin("vite"), ["build", "--outDir", dir, "--emptyOutDir", "--logLevel", "warn"], { stdio: "inherit" }),
  webpack: (dir) => {
    execFileSync(bin("webpack"), ["--output-path", dir, "--no-stats"], { stdio: "inherit" });
    cpSync("index.html", join(dir, "index.html"));
  },
  esbuild: (dir) => execFileSync(process.execPath, ["build.mjs", dir], { stdio: "inherit" }),
};

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tools = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(HOSTS);
  writePackage();
  mkdirSync(out, { recursive: true });
  const { tarball, packed } = packTarball(undefined, out);
  console.log(`packed ${relative(root, tarball)} (${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KiB)`);
  // Some tools built again: the others' figures are kept.
  const last = join(out, "report.json");
  const kept = existsSync(last) && tools.length < Object.keys(HOSTS).length ? JSON.parse(readFileSync(last, "utf8")).hosts : {};
  const report = { tarball: packed.filename, integrity: packed.integrity, hosts: kept };
  for (const tool of tools) {
    const project = join(here, tool);
    // The tarball installed as a host installs it (npm's own client, offline: nothing else to fetch).
    rmSync(join(project, "node_modules"), { recursive: true, force: true });
    execFileSync("npm", ["install", tarball, "--no-save", "--no-package-lock", "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project, stdio: "ignore" });
    const dir = join(out, tool);
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    process.chdir(project);
    HOSTS[tool](dir);
    process.chdir(root);
    const seconds = (performance.now() - started) / 1000;
    const written = files(dir);
    const raw = written.reduce((sum, file) => sum + statSync(file).size, 0);
    const gzip = written.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    report.hosts[tool] = { seconds, files: written.length, raw, gzip };
    console.log(`${tool}: built in ${seconds.toFixed(1)} s, ${written.length} files, ${(raw / 1024).toFixed(1)} KiB (${(gzip / 1024).toFixed(1)} KiB gzipped)`);
  }
  writeFileSync(join(out, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
}
