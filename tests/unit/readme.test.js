// The README's API example runs against the built module (web/pkg, from npm run build), and
// each `expression; // value` comment in it holds.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { it } from "node:test";

const pkg = new URL("../../web/pkg/", import.meta.url);

it("the README's JavaScript example runs as its comments say", { skip: !existsSync(new URL("seega.js", pkg)) && "web/pkg is not built" }, async () => {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const example = readme.match(/```js\n([\s\S]*?)```/)[1];
  assert.match(example, /^import init, \{ Game \} from "\.\/web\/pkg\/seega\.js";\nawait init\(\);\n/);
  let checks = 0;
  const body = example
    .split("\n")
    .slice(2)
    .map((line) => {
      const claim = line.match(/^(\s*)([^=]+?);\s+\/\/ ("[^"]*"|\[[^\]]*\])$/);
      if (!claim) return line;
      checks += 1;
      return `${claim[1]}assert.deepEqual(${claim[2]}, ${claim[3]});`;
    })
    .join("\n");
  assert.ok(checks >= 3, `only ${checks} checked comments`);
  const run = new Function("Game", "assert", `return (async () => {\n${body}\n})();`);
  await run(Game, assert);
});
