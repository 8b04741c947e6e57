// web/embed/custom-elements.json and seega-element.d.ts describe the element as it is: every
// attribute it observes, every part the view names, every --seega-* property the styles read.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { OPTION_NAMES } from "../../web/embed/options.js";

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const manifest = JSON.parse(read("web/embed/custom-elements.json"));
const element = manifest.modules[0].declarations[0];
const sorted = (list) => [...new Set(list)].sort();

test("the manifest lists exactly the attributes the element observes", () => {
  const observed = [...OPTION_NAMES, "coordinates"];
  assert.deepEqual(sorted(element.attributes.map((a) => a.name)), sorted(observed));
  const types = read("web/embed/seega-element.d.ts");
  // The numeric ones read as numbers and take a number or a string (`game.size = 7`).
  const numeric = ["size", "level", "headingLevel"];
  for (const { fieldName } of element.attributes) {
    if (fieldName === "lang") continue;
    const typed = numeric.includes(fieldName) ? `get ${fieldName}\\(\\): number \\| null;\\n  set ${fieldName}\\(value: number \\| string \\| null\\);` : `${fieldName}: string \\| null;`;
    assert.match(types, new RegExp(`\\n  ${typed}`), fieldName);
    const field = element.members.find((member) => member.name === fieldName);
    assert.equal(field?.type.text, numeric.includes(fieldName) ? "number | null" : "string | null", fieldName);
  }
});

test("the manifest lists exactly the parts the view and the review expose", () => {
  // The view and the modules of its regions (web/app/view-*.js).
  const regions = readdirSync(new URL("../../web/app/", import.meta.url)).filter((name) => /^view(-[a-z]+)?\.js$/.test(name));
  const view = regions.map((name) => read(`web/app/${name}`)).join("") + read("web/review/review-view.js");
  const named = [...view.matchAll(/part: "([^"]+)"/g)].flatMap((m) => m[1].split(" "));
  assert.deepEqual(sorted(element.cssParts.map((p) => p.name)), sorted(named));
});

test("the manifest lists exactly the custom properties a host may set", () => {
  const styles = read("web/app/app.css") + read("web/board/board.css");
  const read_ = [...styles.matchAll(/var\((--seega-[\w-]+)/g)].map((m) => m[1]);
  assert.deepEqual(sorted(element.cssProperties.map((p) => p.name)), sorted(read_));
});

test("the manifest's methods and events are the element's", () => {
  const source = read("web/embed/seega-element.js");
  for (const member of element.members.filter((m) => m.kind === "method")) assert.match(source, new RegExp(`\\n  ${member.name}\\(`), member.name);
  assert.deepEqual(sorted(element.events.map((e) => e.name)), sorted(["ready", "move", "gameover", "gameerror", "degraded"]));
  for (const field of ["ready", "isReady"]) assert.match(source, new RegExp(`\\n  get ${field}\\(\\)`), field);
});
