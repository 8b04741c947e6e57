// The order in which "Practise the mistakes" offers a game's positions (web/review/practice.js):
// the player's own mistakes first, then the other side's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { practiceOrder } from "../../web/review/practice.js";

const sides = { 3: "black", 5: "white", 8: "black", 9: "white", 12: "black" };
const sideOf = (n) => sides[n];

test("against the computer or a friend, the player's own mistakes come first, each side's in the game's order", () => {
  assert.deepEqual(practiceOrder([3, 5, 8, 9, 12], sideOf, "white"), [3, 8, 12, 5, 9], "the player is black");
  assert.deepEqual(practiceOrder([3, 5, 8, 9, 12], sideOf, "black"), [5, 9, 3, 8, 12], "the player is white");
});

test("between two players on one device, the game's order", () => {
  assert.deepEqual(practiceOrder([3, 5, 8, 9, 12], sideOf, null), [3, 5, 8, 9, 12]);
  assert.deepEqual(practiceOrder([], sideOf, "white"), []);
});
