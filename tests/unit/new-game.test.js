// The new-game dialog's fields read (web/app/dialogs/new-game-fields.js): the rules chosen,
// the clocks chosen, and the preset the fields show once one differs from it.
import assert from "node:assert/strict";
import { describe, it, before } from "node:test";
import { parseHTML } from "linkedom";

import { clockChosen, createClockSet, createRuleFields, presetShown, rulesChosen } from "../../web/app/dialogs/new-game-fields.js";

/** @param {string} key @param {Record<string, unknown>} [params] */
const t = (key, params) => (params ? `${key}${JSON.stringify(params)}` : key);

before(() => {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  Object.assign(globalThis, { document });
});

describe("the new-game dialog's choices", () => {
  it("reads a select's value as it is and a number rounded, 0 when it is none", () => {
    const rules = { chain: { value: "optional", type: "select-one" }, noCaptureLimit: { value: "20.4", type: "number" } };
    assert.deepEqual(rulesChosen(7, rules), { size: 7, chain: "optional", noCaptureLimit: 20 });
    assert.deepEqual(rulesChosen(5, { noCaptureLimit: { value: "-3", type: "number" } }), { size: 5, noCaptureLimit: 0 });
    assert.deepEqual(rulesChosen(5, { noCaptureLimit: { value: "x", type: "number" } }), { size: 5, noCaptureLimit: 0 });
  });

  it("gives clocks only where they are offered, on, and of some time", () => {
    assert.deepEqual(clockChosen(true, true, "5", "3"), { minutes: 5, increment: 3 });
    assert.deepEqual(clockChosen(true, true, "0.5", "-2"), { minutes: 0.5, increment: 0 });
    assert.equal(clockChosen(false, true, "5", "3"), null);
    assert.equal(clockChosen(true, false, "5", "3"), null);
    assert.equal(clockChosen(true, true, "0", "3"), null);
  });

  it("shows the preset until a rule differs from it, then custom", () => {
    const values = { chain: "optional", noCaptureLimit: 50 };
    assert.equal(presetShown("classic", values, { chain: { value: "optional" }, noCaptureLimit: { value: "50" } }), "classic");
    assert.equal(presetShown("classic", values, { chain: { value: "none" }, noCaptureLimit: { value: "50" } }), "custom");
  });

  it("makes a field for each rule without one of its own, a number where the rule lists no values", () => {
    const options = /** @type {any} */ ([{ name: "size", values: ["5", "7"] }, { name: "chain", values: ["optional", "none"] }, { name: "noCaptureLimit", values: [] }]);
    const { rules, fields } = createRuleFields(t, options);
    assert.deepEqual(Object.keys(rules), ["chain", "noCaptureLimit"]);
    assert.equal(fields.length, 2);
    assert.equal(rules.chain.value, "optional");
    assert.equal(rules.noCaptureLimit.type, "number");
    assert.equal(rules.noCaptureLimit.getAttribute("aria-describedby"), `${rules.noCaptureLimit.id}-help`);
    const clocks = createClockSet(t);
    assert.equal(clocks.element.querySelector("label")?.getAttribute("for"), clocks.on.id);
  });
});
