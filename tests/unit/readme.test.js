// The JavaScript API's guide (crates/seega-wasm/README.md, which wasm-pack copies into the
// package) has an example that runs against the built module (web/pkg, from npm run build),
// and each `expression; // value` comment in it holds. The README's Layout names every folder.
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { it } from "node:test";

const pkg = new URL("../../web/pkg/", import.meta.url);

it("the JavaScript API guide's example runs as its comments say", { skip: !existsSync(new URL("seega.js", pkg)) && "web/pkg is not built" }, async () => {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });

  const readme = readFileSync(new URL("../../crates/seega-wasm/README.md", import.meta.url), "utf8");
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

it("the README's Layout names every crate, every folder of web/ and tests/, and no folder that is gone", () => {
  const root = new URL("../../", import.meta.url);
  const readme = readFileSync(new URL("README.md", root), "utf8");
  const layout = readme.slice(readme.indexOf("## Layout")).match(/```\n([\s\S]*?)```/)[1];
  const folders = (dir) => readdirSync(new URL(`${dir}/`, root)).filter((name) => statSync(new URL(`${dir}/${name}`, root)).isDirectory()).map((name) => `${dir}/${name}`);
  const wanted = [...folders("crates"), ...folders("web"), ...folders("tests").filter((dir) => dir !== "tests/screenshots")];
  const missing = wanted.filter((dir) => !new RegExp(`(^|\\s)${dir}/?(\\s|$)`, "m").test(layout));
  assert.deepEqual(missing, [], "folders the Layout does not name");
  const named = [...layout.matchAll(/^\s*((?:crates|web|tests)\/[\w.-]+)/gm)].map((m) => m[1]);
  const gone = named.filter((dir) => !existsSync(new URL(dir, root)));
  assert.deepEqual(gone, [], "folders the Layout names that are not there");
});
