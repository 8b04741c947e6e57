// An offer to count the stones (web/app/count-offer.js): when the player may make one, what
// the computer answers from the engine's fact, and the words of a repetition while a side
// was blocked (web/shared/describe.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { answerToCount, looksWalled, mayOfferCount } from "../../web/app/count-offer.js";
import { resultLine } from "../../web/shared/describe.js";
import { normalizeSettings } from "../../web/shared/settings.js";
import "../../web/i18n/catalogs.js";
import { setLanguage, t } from "../../web/i18n/i18n.js";

const verdict = (black, white, turns = {}) => ({
  horizon: 8,
  black: { verdict: black, turns: turns.black ?? null },
  white: { verdict: white, turns: turns.white ?? null },
});

test("the computer accepts when neither side can force a capture", () => {
  assert.equal(looksWalled(verdict("none", "none")), true);
  assert.deepEqual(answerToCount(verdict("none", "none"), "white"), { accept: true });
});

test("the computer refuses, naming the side that forces a capture soonest", () => {
  assert.equal(looksWalled(verdict("forced", "none", { black: 3 })), false);
  assert.deepEqual(answerToCount(verdict("forced", "none", { black: 3 }), "white"), { accept: false, key: "count.refusedForced", params: { side: "black" } });
  assert.deepEqual(answerToCount(verdict("forced", "forced", { black: 5, white: 2 }), "black").params, { side: "white" });
  // At equal turns, the side to move: the other forces only the capture it cannot avoid.
  assert.deepEqual(answerToCount(verdict("forced", "forced", { black: 1, white: 1 }), "white").params.side, "white");
  assert.deepEqual(answerToCount(verdict("forced", "forced", { black: 2, white: 2 }), "black").params.side, "black");
  // A side forced and the other unknown: the forced one is the reason.
  assert.deepEqual(answerToCount(verdict("unknown", "forced", { white: 4 }), "black").params.side, "white");
});

test("the computer refuses a position too open to search to the end", () => {
  assert.equal(looksWalled(verdict("unknown", "none")), false);
  assert.deepEqual(answerToCount(verdict("unknown", "none"), "black"), { accept: false, key: "count.refusedOpen", params: { horizon: 8 } });
});

/** An app state far enough for `mayOfferCount`. */
function stateOf({ opponent = "computer", human = "white", phase = "movement", turn = "white", pending = [], outcome = null, review = null } = {}) {
  return /** @type {any} */ ({
    settings: normalizeSettings({ opponent, human, level: 1 }),
    snapshot: { phase, turn, pending, outcome },
    game: {},
    review,
    boardOverride: null,
  });
}

test("the player may offer to count against the computer, in movement, at the start of the player's turn", () => {
  assert.equal(mayOfferCount(stateOf()), true);
  assert.equal(mayOfferCount(stateOf({ opponent: "human" })), false, "two players end by agreement");
  assert.equal(mayOfferCount(stateOf({ phase: "placement" })), false);
  assert.equal(mayOfferCount(stateOf({ turn: "black" })), false, "not on the computer's turn");
  assert.equal(mayOfferCount(stateOf({ pending: ["c3-c4"] })), false, "not within a turn");
  assert.equal(mayOfferCount(stateOf({ phase: "over", outcome: { winner: null, reason: "agreement" } })), false);
  assert.equal(mayOfferCount(stateOf({ review: 3 })), false, "not while an earlier position is shown");
});

test("every word of the offer is in each language", () => {
  for (const lang of ["en", "fr", "ar", "so"]) {
    setLanguage(lang);
    for (const key of ["action.offerCount", "count.walled", "count.refusedForced", "count.refusedOpen", "reason.repetitionBlocked"]) {
      assert.notEqual(t(key, { horizon: 8, blocked: "X", side: "S" }), key, `${lang} ${key}`);
    }
    assert.match(t("count.refusedForced", { side: "S" }), /S/, lang);
    assert.match(t("reason.repetitionBlocked", { blocked: "X" }), /X/, lang);
  }
  setLanguage("en");
  assert.equal(t("count.refusedForced", { side: "Black" }), "The computer refuses: Black can still force a capture.");
});

test("a repetition while a side was blocked says which side could not move", () => {
  setLanguage("en");
  assert.equal(
    resultLine({ winner: "white", reason: "repetitionBlocked" }, "black"),
    "White wins: the same position came round a third time while Black could not move, so the stones are counted.",
  );
  assert.equal(resultLine({ winner: null, reason: "repetition" }, null), "Draw: the same position came round a third time, so the stones are counted.");
});
