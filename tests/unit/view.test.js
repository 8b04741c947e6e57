// The app's view as functions over the state (web/app/view-*.js): what each region says and
// shows, worked out from a state, and each region drawn into a DOM (linkedom) from it. The
// translator is a stand-in that writes a key and its params, so that each sentence's parts
// can be read back.
import assert from "node:assert/strict";
import { describe, it, before } from "node:test";
import { parseHTML } from "linkedom";

import { createState } from "../../web/app/state.js";
import { describer } from "../../web/shared/describe.js";
import { normalizeSettings } from "../../web/shared/settings.js";
import { NO_HIGHLIGHT } from "../../web/shared/board-words.js";
import { bannerWords } from "../../web/app/view-banners.js";
import { hintLine, hintWords, infoLine, messageText, noteParts, noticeText, sentence } from "../../web/app/view-words.js";
import { boardShown, orientationOf, situationOf } from "../../web/app/view-situation.js";
import { controlsShown, createControls, drawControls } from "../../web/app/view-controls.js";
import { createStatus, drawStatus, statusLines, walledShown } from "../../web/app/view-status.js";
import { layoutHost, layoutOf } from "../../web/app/view-layout.js";
import { createFarSide } from "../../web/app/view-tabletop.js";
import { createMoves, keyTarget } from "../../web/app/view-moves.js";

/** @param {string} key @param {Record<string, unknown>} [params] */
const t = (key, params) => (params ? `${key}${JSON.stringify(params)}` : key);
const tr = { lang: "en", dir: /** @type {const} */ ("ltr"), t, list: (/** @type {string[]} */ items) => items.join("+"), formatNumber: String };
const words = describer(tr);

/** A snapshot of the engine's, as much of it as the view reads. @param {Record<string, unknown>} [over] */
function snapshot(over = {}) {
  return /** @type {any} */ ({
    turn: "black", phase: "movement", outcome: null, blocked: null, canUndo: true, canRedo: false, turns: ["a1,b1"], pending: [],
    inHand: { black: 0, white: 0 }, onBoard: { black: 12, white: 12 }, captured: { black: 0, white: 0 },
    rules: { noCaptureLimit: null }, pliesWithoutCapture: 0, cannotOpen: false, ...over,
  });
}

/** The app's state with a game open (a stand-in that answers what the view asks of one). @param {Record<string, unknown>} [settings] */
function openState(settings = {}) {
  const state = createState({ controls: new Set(/** @type {const} */ (["newgame", "undo", "moves", "rules", "export", "clock", "hint", "review"])), settings: normalizeSettings(settings), humanChoice: "black", prefs: { theme: "auto", coordinates: false, lang: "en", sound: "off" } });
  state.snapshot = snapshot();
  state.legal = ["a2", "end"];
  state.game = /** @type {any} */ ({ board: () => "game-now", positionAfter: (/** @type {number} */ n) => `after-${n}`, record: () => "1. a1,b1" });
  return state;
}

before(() => {
  const { document, MutationObserver } = parseHTML("<!doctype html><html><body></body></html>");
  Object.assign(globalThis, { document });
  if (!globalThis.MutationObserver) Object.assign(globalThis, { MutationObserver });
});

describe("the view's words", () => {
  it("says a hint with the endgame tables' verdict", () => {
    assert.equal(hintWords(t, "a1-a2", null), 'hint.text{"turn":"a1-a2"}');
    assert.equal(hintWords(t, "a1-a2", { winner: null, turns: null }), 'hint.tablebase.draw{"turn":"a1-a2"}');
    assert.equal(hintWords(t, "a1-a2", { winner: "white", turns: null }), 'hint.tablebase.winOnCount{"turn":"a1-a2","side":"side.white"}');
    assert.equal(hintWords(t, "a1-a2", { winner: "black", turns: 3 }), 'hint.tablebase.win{"turn":"a1-a2","side":"side.black","count":3}');
  });

  it("says what just happened, then the status when asked", () => {
    const state = openState();
    assert.equal(sentence(t, words, state, { what: "imported" }), "announce.imported");
    assert.match(sentence(t, words, state, { what: "undo" }), /^announce\.undone status\.move/);
    const play = sentence(t, words, state, { what: "play", side: "black", token: "a1", actions: [{ kind: "drop" }], captured: [], status: true });
    assert.match(play, /^announce\.drop.*\. status\.move/);
    assert.equal(sentence(t, words, state, { what: "hint", token: "a1" }), 'hint.text{"turn":"a1"}');
  });

  it("lists the phase, the turns without a capture and the computer's level", () => {
    assert.equal(infoLine(t, words, snapshot(), false, 2), 'info.phase{"phase":"phase.movement"}');
    const counted = snapshot({ rules: { noCaptureLimit: 20 }, pliesWithoutCapture: 4 });
    assert.equal(infoLine(t, words, counted, true, 3), 'info.phase{"phase":"phase.movement"} · info.noCapture{"count":4,"limit":20} · info.level{"level":3}');
  });

  it("says the message, the hint and the notice", () => {
    assert.equal(messageText(t, words, null), "");
    assert.equal(messageText(t, words, { key: "message.x", params: { side: "black" } }), 'message.x{"side":"side.black"}');
    assert.deepEqual(hintLine(t, { search: "hint", hint: null }), { hidden: false, text: "hint.thinking" });
    assert.deepEqual(hintLine(t, { search: null, hint: null }), { hidden: true, text: "" });
    assert.equal(hintLine(t, { search: null, hint: { token: "b2", tablebase: null, highlight: NO_HIGHLIGHT } }).text, 'hint.text{"turn":"b2"}');
    assert.equal(noticeText(t, null), "");
  });

  it("draws a turn's annotation: its mark, its comment, the line instead", () => {
    assert.deepEqual(noteParts(t, null), []);
    assert.deepEqual(noteParts(t, /** @type {any} */ ({ mark: "mistake", comment: "too soon", line: [] })), ["moves.mark.mistake · too soon"]);
    assert.deepEqual(noteParts(t, /** @type {any} */ ({ mark: null, comment: "", line: ["e5", "d5"] })), ['moves.line{"line":"e5 → d5"}']);
  });

  it("captions the banner: the review's own, else the turn reviewed and its note", () => {
    const state = openState();
    assert.deepEqual(bannerWords(t, state), { text: null, note: null });
    state.review = 0;
    assert.deepEqual(bannerWords(t, state), { text: "review.start", note: null });
    state.review = 1;
    state.turns = /** @type {any} */ ([{ turn: "a1,b1", side: "black", extra: false, annotation: { mark: "good", comment: "", line: [] } }]);
    assert.deepEqual(bannerWords(t, state), { text: 'review.turn{"turn":1}', note: { mark: "good", comment: "", line: [] } });
  });
});

describe("the screen's situation", () => {
  it("puts the player's side at the near edge against the computer or a friend", () => {
    assert.equal(orientationOf(normalizeSettings({})), "black");
    assert.equal(orientationOf(normalizeSettings({ opponent: "computer", human: "white" })), "white");
  });

  it("lets the player act on their own turn of the game in play", () => {
    const state = openState();
    const situation = situationOf(state);
    assert.equal(situation.interactive, true);
    assert.equal(situation.screen.mode, "game");
    assert.deepEqual(boardShown(state, situation), { text: "game-now", highlight: NO_HIGHLIGHT, legal: ["a2", "end"], interactive: true });
  });

  it("takes nothing on the computer's turn, and says it thinks while it searches", () => {
    const state = openState({ opponent: "computer", human: "white" });
    state.search = "computer";
    const situation = situationOf(state);
    assert.equal(situation.interactive, false);
    assert.equal(situation.thinking, true);
    assert.deepEqual(boardShown(state, situation).legal, []);
    assert.equal(statusLines(t, words, state, situation, { snapshot: snapshot(), legal: [] }).info.includes("info.level"), true);
  });

  it("shows the position after the turn reviewed, and takes nothing there", () => {
    const state = openState();
    state.review = 1;
    state.turns = /** @type {any} */ ([{ turn: "a1,b1", side: "black", extra: false, actions: [] }]);
    const situation = situationOf(state);
    assert.equal(situation.screen.mode, "turn");
    const shown = boardShown(state, situation);
    assert.equal(shown.text, "after-1");
    assert.equal(shown.interactive, false);
  });

  it("draws the first screen from the kept facts until the game opens", () => {
    const state = openState();
    state.game = null;
    state.preview = /** @type {any} */ ({ board: "kept" });
    const situation = situationOf(state);
    assert.equal(situation.interactive, false);
    assert.equal(boardShown(state, situation).text, "kept");
  });
});

describe("the view's regions, drawn", () => {
  const on = new Proxy(/** @type {any} */ ({}), { get: (_, name) => () => calls.push(String(name)) });
  /** @type {string[]} */
  let calls = [];

  it("the controls: nothing taken back in a friend's game, the hint only on the player's turn", () => {
    const state = openState();
    const parts = createControls(t, state.controls, on);
    const situation = situationOf(state);
    const shown = controlsShown(state, situation, false);
    assert.deepEqual(shown, { walk: { hidden: false, undo: false, redo: true }, hintDisabled: false, endHidden: false, agreeHidden: false, count: { hidden: true, disabled: false } });
    drawControls(parts, shown);
    assert.equal(parts.redo.disabled, true);
    assert.equal(parts.count.hidden, true);
    const friend = openState({ opponent: "friend", friend: "abcdefgh" });
    assert.equal(controlsShown(friend, situationOf(friend), false).walk.hidden, true);
    calls = [];
    parts.undo.click();
    assert.deepEqual(calls, ["undo"]);
  });

  it("the status card: the status line, the button that ends a chain, the line of a walled position", () => {
    const state = openState();
    const parts = createStatus(t, state.controls, on);
    const situation = situationOf(state);
    const shown = { snapshot: snapshot(), legal: state.legal };
    const lines = statusLines(t, words, state, situation, shown);
    drawStatus(parts, lines, state, situation, shown, false);
    assert.equal(parts.status.textContent, lines.status);
    assert.equal(parts.endChain.hidden, false);
    assert.equal(parts.overActions.hidden, true);
    assert.equal(parts.countLine.hidden, true);
    assert.equal(walledShown(state, true), false);
  });

  it("the far player's strip: the lines given, and a take-back of its own", () => {
    const far = createFarSide(t, () => calls.push("far undo"));
    far.draw({ status: "Black to play", message: "", undoDisabled: false });
    assert.equal(far.element.querySelector(".tabletop-status")?.textContent, "Black to play");
    assert.equal(far.element.querySelector(".tabletop-status")?.getAttribute("aria-hidden"), "true");
    calls = [];
    /** @type {HTMLButtonElement} */ (far.element.querySelector(".tabletop-undo")).click();
    assert.deepEqual(calls, ["far undo"]);
    far.draw({ status: "", message: "", undoDisabled: true });
    assert.equal(/** @type {HTMLButtonElement} */ (far.element.querySelector(".tabletop-undo")).disabled, true);
    assert.equal(createFarSide(t, null).element.querySelector(".tabletop-undo"), null);
  });

  it("the layout: asked for by the element drawn into", () => {
    const host = document.createElement("div");
    assert.equal(layoutOf(host), "usual");
    host.dataset.layout = "tabletop";
    assert.equal(layoutOf(layoutHost(host)), "tabletop");
    host.dataset.layout = "other";
    assert.equal(layoutOf(host), "usual");
  });

  it("the turns: the keys walk them, right to left from the right", () => {
    assert.equal(keyTarget("ArrowLeft", 3, 5, "ltr"), 2);
    assert.equal(keyTarget("ArrowLeft", 3, 5, "rtl"), 4);
    assert.equal(keyTarget("End", 3, 5, "ltr"), 5);
    assert.equal(keyTarget("Enter", 3, 5, "ltr"), null);
    const state = openState();
    state.turns = /** @type {any} */ ([{ turn: "a1,b1", side: "black", extra: false }]);
    const moves = createMoves(state, tr, words, on, 1);
    moves.draw(situationOf(state).screen, false);
    assert.equal(moves.list.querySelectorAll(".move-button").length, 2);
    assert.equal(moves.currentButton()?.dataset.turn, "1");
  });
});
