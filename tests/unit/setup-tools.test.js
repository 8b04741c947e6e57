// scripts/tools.sh, which scripts/setup.sh uses to find each tool: a program is trusted only
// when it answers its version as the real one, and npm's node_modules/.bin is never searched.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Runs `script` in bash with scripts/tools.sh sourced; returns { out, status }. */
function withTools(script, env = {}) {
  try {
    const out = execFileSync("bash", ["-c", `source scripts/tools.sh; ${script}`], { env: { ...process.env, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { out: out.trim(), status: 0 };
  } catch (error) {
    return { out: String(error.stdout).trim(), status: error.status };
  }
}

/** A scratch folder holding `name` as a program that prints `answer`. */
function fakeProgram(folder, name, answer) {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  writeFileSync(path, `#!/bin/sh\necho '${answer}'\n`);
  chmodSync(path, 0o755);
  return path;
}

test("a program that does not answer as the real one is passed over for the next", () => {
  const scratch = mkdtempSync(join(tmpdir(), "seega-tools-"));
  const wrapper = fakeProgram(join(scratch, "a"), "geckodriver", "Error: could not download geckodriver");
  const real = fakeProgram(join(scratch, "b"), "geckodriver", "geckodriver 0.37.0");
  const found = withTools(`real_tool geckodriver '^geckodriver 0\\.' --version ${wrapper} ${real}`);
  assert.deepEqual(found, { out: real, status: 0 });
  assert.equal(withTools(`real_tool geckodriver '^geckodriver 0\\.' --version ${wrapper}`).status, 1);
  assert.equal(withTools(`real_tool geckodriver '^geckodriver 0\\.' --version ${join(scratch, "none")}`).status, 1);
});

test("the candidates never come from a node_modules/.bin on PATH", () => {
  const scratch = mkdtempSync(join(tmpdir(), "seega-tools-"));
  const npmBin = join(scratch, "node_modules", ".bin");
  fakeProgram(npmBin, "geckodriver", "geckodriver 0.37.0");
  const cargo = join(scratch, "cargo");
  const PATH = `${npmBin}:${scratch}/other:/usr/bin`;
  const listed = withTools(`candidates geckodriver ${cargo}`, { PATH }).out.split("\n");
  assert.deepEqual(listed, [`${cargo}/geckodriver`, `${scratch}/other/geckodriver`, "/usr/bin/geckodriver"]);
  // And so npm's wrapper, first on PATH, is never found, even when it would answer.
  assert.equal(withTools(`real_tool geckodriver '^geckodriver 0\\.' --version $(candidates geckodriver ${cargo})`, { PATH }).status, 1);
});
