// The embedded game's options, read from attributes or a query.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readOptions } from "../../web/embed/options.js";

const from = (attributes) => readOptions((name) => attributes[name] ?? null);

test("rule options over the preset are name=value pairs", () => {
  const options = from({ preset: "egyptian", rules: " blocked=opponentOpens  chain=mandatory noCaptureLimit=0 " });
  assert.equal(options.preset, "egyptian");
  assert.deepEqual(options.rules, { blocked: "opponentOpens", chain: "mandatory", noCaptureLimit: "0" });
});

test("pairs that do not read are left out, and no rules attribute means none", () => {
  assert.deepEqual(from({ rules: "blocked chain= =x a=b=c winBy=allCaptured" }).rules, { winBy: "allCaptured" });
  assert.equal(from({}).rules, undefined);
  assert.equal(from({ rules: "   " }).rules, undefined);
});

test("the other options keep their defaults when unreadable", () => {
  // An embedded game is not saved and is silent unless its host says otherwise.
  assert.deepEqual(from({ size: "6", level: "9", colour: "red", theme: "pink", sound: "loudest" }), { storageKey: null, sound: "off" });
});

test("mode shows the lesson or the puzzles; anything else the game", () => {
  assert.equal(from({ mode: "lesson" }).mode, "lesson");
  assert.equal(from({ mode: " puzzles " }).mode, "puzzles");
  assert.equal(from({ mode: "chess" }).mode, undefined);
});

test("heading-level is a heading level, 1 to 6; label titles the game's region", () => {
  assert.equal(from({ "heading-level": "3" }).headingLevel, 3);
  for (const level of ["0", "7", "2.5", "h2"]) assert.equal(from({ "heading-level": level }).headingLevel, undefined);
  assert.equal(from({ label: "  Seega against the computer " }).title, "Seega against the computer");
  assert.equal(from({ label: " " }).title, undefined);
});

test("colour is black, white, or random (lots drawn for each new game)", () => {
  for (const colour of ["black", "white", "random"]) assert.equal(from({ colour }).colour, colour);
  assert.equal(from({ color: "random" }).colour, "random");
  assert.equal(from({ colour: "green" }).colour, undefined);
});

test("exhibit and tabletop: present or on; the idle time from 10 seconds, the languages the game has", () => {
  assert.equal(from({}).exhibit, undefined);
  assert.equal(from({ exhibit: "off" }).exhibit, undefined);
  assert.deepEqual(from({ exhibit: "" }).exhibit, { idleSeconds: 120, languages: [] });
  assert.deepEqual(from({ exhibit: "on", "exhibit-idle": "45", "exhibit-languages": "fr, ar de fr" }).exhibit, { idleSeconds: 45, languages: ["fr", "ar"] });
  assert.equal(from({ exhibit: "", "exhibit-idle": "3" }).exhibit?.idleSeconds, 120);
  assert.equal(from({ exhibit: "", "exhibit-idle": "soon" }).exhibit?.idleSeconds, 120);
  assert.equal(from({ tabletop: "" }).tabletop, true);
  assert.equal(from({ tabletop: "ON" }).tabletop, true);
  assert.equal(from({ tabletop: "no" }).tabletop, undefined);
  // An exhibit is silent and keeps nothing unless its host says so.
  assert.equal(from({ exhibit: "" }).sound, "off");
  assert.equal(from({ exhibit: "" }).storageKey, null);
});
