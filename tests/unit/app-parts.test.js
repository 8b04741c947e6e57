// The app's optional parts (web/app/parts.js): loaded once, drawn as soon as they load (a
// friend game's box opened by a link that ends the game gets no later render to wait for),
// offered when wanted, reported when they do not load, and destroyed with the app.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createParts } from "../../web/app/parts.js";

/** A part that records what is asked of it. */
function part(log, name) {
  return { derive: () => log.push(`${name} derive`), render: () => log.push(`${name} render`), destroy: () => log.push(`${name} destroy`) };
}

test("a part loads once, the app draws as soon as it has, and it is drawn and destroyed with the app", async () => {
  const log = [];
  let loads = 0;
  const parts = createParts(() => log.push("error"), () => parts.render());
  const load = async () => (loads += 1, part(log, "review"));
  const [a, b] = await Promise.all([parts.load("review", load), parts.load("review", load)]);
  assert.equal(a, b);
  assert.equal(loads, 1);
  assert.deepEqual(log, ["review render"], "drawn once it loaded, with no render of the app's to wait for");
  parts.derive();
  parts.destroy();
  assert.deepEqual(log.slice(1), ["review derive", "review destroy"]);
});

test("an offered part loads when it is wanted; one that does not load is reported and may be asked for again", async () => {
  const errors = [];
  let wanted = false;
  let drawn = 0;
  const parts = createParts((error) => errors.push(error.message), () => (drawn += 1));
  let fail = true;
  parts.offer("friend", () => wanted, async () => {
    if (fail) throw new Error("offline");
    return part([], "friend");
  });
  parts.derive();
  await new Promise((done) => setTimeout(done));
  assert.equal(parts.get("friend"), null, "not wanted: not loaded");
  wanted = true;
  parts.derive();
  await new Promise((done) => setTimeout(done));
  assert.deepEqual(errors, ["offline"]);
  fail = false;
  parts.derive();
  await new Promise((done) => setTimeout(done));
  assert.ok(parts.get("friend"), "asked again, it loads");
  assert.equal(drawn, 1);
});
