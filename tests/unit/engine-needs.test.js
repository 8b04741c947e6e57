// Capabilities that cannot be forgotten (web/shared/engine.js): the page's first engine reads
// no records, so a module that reads one must have asked for the engine that does. Held here
// for every module of the page: each `fromRecord` is called on an engine that `need("reader")`
// gave (by convention, named `Reader`, which tsc then types as the reader's), or in the
// computer's worker, which loads the whole engine itself; no module but engine.js (and the
// entries that hand it their glue) imports an engine build; and every capability asked for is
// one engine.js knows.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const web = join(root, "web");

/** Every JavaScript module of the page, its own (not the engine's glue under web/pkg). */
function modules(dir = web) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "pkg" ? [] : modules(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** The file's code with its comments blanked, so that prose does not count. */
function code(path) {
  return readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

const files = modules().map((path) => ({ name: relative(root, path), text: code(path) }));

test("the page has modules to check", () => {
  assert.ok(files.length > 50, `only ${files.length} modules found under web/`);
  assert.ok(files.some((file) => /\.fromRecord\(/.test(file.text)), "no module reads a record: the check below would pass on nothing");
});

test("every record is read by an engine that asked for the reader", () => {
  const wrong = [];
  for (const { name, text } of files) {
    for (const match of text.matchAll(/([\w.$]+)\.fromRecord\(/g)) {
      const receiver = match[1];
      // An engine class is capitalised (`Game`, `state.Game`, `Reader`); `controller.fromRecord`
      // and the like are the parts' own methods.
      if (!/(^|\.)[A-Z]\w*$/.test(receiver)) continue;
      // The computer's worker and the tasks it runs load the whole engine themselves.
      const ownEngine = name.startsWith("web/ai/") && receiver === "Game";
      if (receiver !== "Reader" && !ownEngine) wrong.push(`${name}: ${receiver}.fromRecord`);
    }
  }
  assert.deepEqual(wrong, [], "read a record on an engine from need(\"reader\"), named Reader");
});

test("each Reader comes from need(\"reader\") or is a typed parameter", () => {
  const typed = /@(?:param|type)\s*\{[^}]*(?:Engines\["reader"\]|Reader)[^}]*\}\s*(?:\[?\w+\]?\s*)?/;
  const wrong = [];
  for (const { name } of files) {
    const source = readFileSync(join(root, name), "utf8");
    if (!/\bReader\.fromRecord\(/.test(source)) continue;
    if (!/need\("reader"\)/.test(source) && !typed.test(source)) wrong.push(name);
  }
  assert.deepEqual(wrong, [], "a module that reads records says where its Reader comes from");
});

test("only engine.js, the entries that give it their glue and the worker import an engine build", () => {
  const allowed = new Set(["web/shared/engine.js", "web/embed/seega-element.js", "web/embed/embed.js", "web/ai/worker.js"]);
  const wrong = files.filter(({ name, text }) => !allowed.has(name) && /^\s*import\s[^;]*from\s+["'][^"']*\/pkg\/([\w-]+\/)?seega\.js["']/m.test(text)).map(({ name }) => name);
  assert.deepEqual(wrong, [], "ask engine.js for an engine: need(capability)");
});

test("every capability asked for is one engine.js offers", () => {
  const known = new Set(["rules", "reader", "whole"]);
  const asked = files.flatMap(({ name, text }) => [...text.matchAll(/\b(?:need|loaded)\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => ({ name, capability: match[1] })));
  assert.ok(asked.length > 5, "the modules ask for engines");
  assert.deepEqual(
    asked.filter(({ capability }) => !known.has(capability)),
    [],
  );
});
