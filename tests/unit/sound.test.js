// The game's sounds (web/app/sound-gate.js, sound.js, synth.js) through a stand-in
// AudioContext that records what was scheduled: the sound of each kind of event, one capture
// sound for each stone taken, nothing before the visitor's first interaction, in a background
// tab or with sound off, the volume applied, and an embedded game silent unless its host
// turns the sound on. Where web/pkg is built, the engine's own reports too.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { createController } from "../../web/app/controller.js";
import { normalizeSettings } from "../../web/shared/settings.js";
import { soundGate } from "../../web/app/sound-gate.js";
import { GAINS, createSound, soundsOf } from "../../web/app/sound.js";
import { createState } from "../../web/app/state.js";
import { VOICES, lengthOf } from "../../web/app/synth.js";
import { readOptions } from "../../web/embed/options.js";
import { StandInGame } from "./stand-in-game.js";

// ---- A stand-in for the Web Audio API ----

class Param {
  constructor(value) {
    this.value = value;
    /** @type {[string, number, number][]} */
    this.events = [];
  }
  setValueAtTime(value, time) {
    this.events.push(["set", value, time]);
    return this;
  }
  exponentialRampToValueAtTime(value, time) {
    this.events.push(["ramp", value, time]);
    return this;
  }
}

class Node {
  constructor(context) {
    this.context = context;
    /** @type {Node[]} */
    this.outputs = [];
  }
  connect(node) {
    this.outputs.push(node);
    return node;
  }
  disconnect() {
    this.outputs = [];
  }
}

/** Records every oscillator it makes: its wave, first frequency, start and stop. */
class FakeAudioContext {
  /** @type {FakeAudioContext[]} */
  static made = [];
  constructor() {
    FakeAudioContext.made.push(this);
    this.currentTime = 0;
    this.state = "suspended";
    this.resumed = 0;
    this.closed = false;
    this.destination = new Node(this);
    /** @type {any[]} */
    this.oscillators = [];
    /** @type {any[]} */
    this.gains = [];
  }
  createOscillator() {
    const oscillator = Object.assign(new Node(this), { type: "sine", frequency: new Param(440), start: NaN, stop: NaN });
    oscillator.start = (time) => {
      oscillator.startedAt = time;
      this.oscillators.push(oscillator);
    };
    oscillator.stop = (time) => {
      oscillator.stoppedAt = time;
    };
    return oscillator;
  }
  createGain() {
    const gain = Object.assign(new Node(this), { gain: new Param(1) });
    this.gains.push(gain);
    return gain;
  }
  resume() {
    this.resumed += 1;
    this.state = "running";
    return Promise.resolve();
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

/** The sounds a context played, in order, as `[name, start]`: each run of oscillators read
 * as the voice of synth.js whose notes they are (black's an octave's fraction lower). */
function heard(context) {
  const oscillators = context.oscillators;
  const voices = Object.entries(VOICES).sort((a, b) => b[1].length - a[1].length);
  /** @type {[string, number][]} */
  const sounds = [];
  let i = 0;
  search: while (i < oscillators.length) {
    const first = oscillators[i];
    for (const [name, notes] of voices) {
      for (const pitch of [1, 0.89]) {
        const fits = notes.every(([at, from, , , type], k) => {
          const o = oscillators[i + k];
          return o && o.type === type && Math.abs(o.frequency.events[0][1] - from * pitch) < 1e-6 && Math.abs(o.startedAt - first.startedAt - at) < 1e-9;
        });
        if (fits) {
          sounds.push([name, first.startedAt]);
          i += notes.length;
          continue search;
        }
      }
    }
    throw new Error(`an oscillator of no sound: ${first.type} ${first.frequency.events[0][1]} Hz`);
  }
  return sounds;
}
const names = (context) => heard(context).map(([name]) => name);

/** A document stand-in: an event target with a visibility, and the visitor's touch. */
function page() {
  const doc = /** @type {EventTarget & { visibilityState: string }} */ (Object.assign(new EventTarget(), { visibilityState: "visible" }));
  return { doc, touch: () => doc.dispatchEvent(new Event("pointerdown")), key: () => doc.dispatchEvent(new Event("keydown")) };
}

function appState({ opponent = "human", human = "black", sound = "medium" } = {}) {
  return createState({
    controls: new Set(),
    settings: normalizeSettings({ opponent, human, level: 1 }),
    humanChoice: /** @type {"black" | "white"} */ (human),
    prefs: { theme: "auto", coordinates: true, lang: "auto", sound },
  });
}

/** A gate whose sound module plays into FakeAudioContext; counts its loads. */
function gateOn(state, doc) {
  const loads = { count: 0 };
  const load = async () => {
    loads.count += 1;
    return /** @type {any} */ ({ createSound: (s, d) => createSound(s, d, /** @type {any} */ (FakeAudioContext)) });
  };
  return { gate: soundGate(state, doc, load), loads };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

// ---- Reports with the engine's shapes (web/pkg/rules/seega.d.ts: PlayReport) ----

const action = (kind, captured = [], turnEnded = true) => ({ action: "", kind, from: null, to: null, captured, turnEnded });
const report = (actions) => ({ actions, captured: actions.flatMap((a) => a.captured), turnEnded: actions.at(-1)?.turnEnded ?? false });
const playing = (side, actions, snapshot = {}) => ({ side, report: report(actions), snapshot: { blocked: null, outcome: null, ...snapshot } });
const HUMANS = normalizeSettings({ opponent: "human" });
const COMPUTER_WHITE = normalizeSettings({ opponent: "computer", human: "black" });

describe("which sound an event makes", () => {
  it("a stone placed, a stone moved", () => {
    assert.deepEqual(soundsOf("play", playing("black", [action("drop", [], false)]), HUMANS), [["place", 0]]);
    assert.deepEqual(soundsOf("play", playing("white", [action("step")]), HUMANS), [["move", 0]]);
  });

  it("one capture sound for each stone taken, one after another after the move", () => {
    const sounds = soundsOf("play", playing("black", [action("step", ["c2", "b3"])]), HUMANS);
    assert.deepEqual(sounds.map(([name]) => name), ["move", "capture", "capture"]);
    for (let i = 1; i < sounds.length; i += 1) assert.ok(sounds[i][1] >= sounds[i - 1][1] + lengthOf(sounds[i - 1][0]), "spaced, none on another");
  });

  it("a whole turn played at once (the computer's): each action in order, a chain's captures included", () => {
    const placing = soundsOf("play", playing("white", [action("drop", [], false), action("drop")]), HUMANS);
    assert.deepEqual(placing.map(([name]) => name), ["place", "place"]);
    assert.ok(placing[1][1] > placing[0][1]);
    const chain = soundsOf("play", playing("white", [action("step", ["c3"], false), action("step", ["d4"], false), action("end")]), HUMANS);
    assert.deepEqual(chain.map(([name]) => name), ["move", "capture", "move", "capture"]);
  });

  it("a stone removed under a blocked-player rule is a stone taken", () => {
    assert.deepEqual(soundsOf("play", playing("black", [action("remove", ["d4"], false)]), HUMANS).map(([name]) => name), ["capture"]);
  });

  it("a side blocked at the end of a turn, after the turn's own sounds; not once the game is over", () => {
    assert.deepEqual(soundsOf("play", playing("black", [action("step", ["b2"])], { blocked: "white" }), HUMANS).map(([name]) => name), ["move", "capture", "blocked"]);
    const over = { blocked: "white", outcome: { winner: "black", reason: "oneLeft" } };
    assert.deepEqual(soundsOf("play", playing("black", [action("step", ["b2"])], over), HUMANS).map(([name]) => name), ["move", "capture"]);
    // In the middle of a turn (a chain going on) the engine's `blocked` is not this turn's news.
    assert.deepEqual(soundsOf("play", playing("black", [action("step", ["b2"], false)], { blocked: "white" }), HUMANS).map(([name]) => name), ["move", "capture"]);
  });

  it("against the computer, the end is won, lost or drawn from the player's side", () => {
    const end = (winner, settings) => soundsOf("gameover", { winner, reason: "oneLeft", record: "" }, settings).map(([name]) => name);
    assert.deepEqual(end("black", COMPUTER_WHITE), ["won"]);
    assert.deepEqual(end("white", COMPUTER_WHITE), ["lost"]);
    assert.deepEqual(end(null, COMPUTER_WHITE), ["drawn"]);
    const computerBlack = normalizeSettings({ opponent: "computer", human: "white" });
    assert.deepEqual(end("black", computerBlack), ["lost"]);
    assert.deepEqual(end("white", computerBlack), ["won"]);
    // A friend by link too: this page plays one side.
    const friendWhite = normalizeSettings({ opponent: "friend", friend: "abcd1234", human: "black" });
    assert.deepEqual(end("black", friendWhite), ["won"]);
    assert.deepEqual(end("white", friendWhite), ["lost"]);
  });

  it("between two players, a neutral end, and a draw of its own", () => {
    const end = (winner) => soundsOf("gameover", { winner, reason: "sealed", record: "" }, HUMANS).map(([name]) => name);
    assert.deepEqual(end("black"), ["over"]);
    assert.deepEqual(end("white"), ["over"]);
    assert.deepEqual(end(null), ["drawn"]);
  });

  it("the public events and anything else make none", () => {
    assert.deepEqual(soundsOf("move", { turn: "a1,b1", side: "black", captured: [], record: "" }, HUMANS), []);
    assert.deepEqual(soundsOf("error", { code: "start", message: "" }, HUMANS), []);
  });

  it("every sound is a different one", () => {
    const shapes = Object.values(VOICES).map((notes) => JSON.stringify(notes));
    assert.equal(new Set(shapes).size, shapes.length);
    for (const name of ["place", "move", "capture", "blocked", "won", "lost", "drawn", "over"]) assert.ok(VOICES[name], name);
  });
});

describe("when sounds play", () => {
  it("nothing before the visitor's first interaction: the sounds are not even loaded", async () => {
    const { doc, touch } = page();
    const state = appState();
    const { gate, loads } = gateOn(state, doc);
    FakeAudioContext.made = [];
    gate.hear("play", playing("black", [action("drop", [], false)]));
    gate.hear("gameover", { winner: "black", reason: "oneLeft", record: "" });
    await settle();
    assert.equal(loads.count, 0);
    assert.equal(FakeAudioContext.made.length, 0);
    touch();
    await settle();
    assert.equal(loads.count, 1);
    assert.equal(FakeAudioContext.made.length, 0, "what came before the touch is let go");
    gate.hear("play", playing("black", [action("drop", [], false)]));
    await settle();
    assert.equal(FakeAudioContext.made.length, 1);
    assert.deepEqual(names(FakeAudioContext.made[0]), ["place"]);
    touch();
    assert.equal(loads.count, 1, "loaded once");
    gate.destroy();
  });

  it("a key pressed is an interaction too; the context is resumed at the next one", async () => {
    const { doc, key, touch } = page();
    const { gate } = gateOn(appState(), doc);
    FakeAudioContext.made = [];
    key();
    gate.hear("play", playing("white", [action("step")]));
    await settle();
    const [context] = FakeAudioContext.made;
    assert.deepEqual(names(context), ["move"]);
    assert.equal(context.state, "running");
    context.state = "suspended";
    touch();
    assert.equal(context.state, "running");
    gate.destroy();
    await settle();
    assert.ok(context.closed);
  });

  it("with sound off the sounds are not loaded; turned on, the next interaction loads them", async () => {
    const { doc, touch } = page();
    const state = appState({ sound: "off" });
    const { gate, loads } = gateOn(state, doc);
    touch();
    gate.hear("play", playing("black", [action("step", ["c3"])]));
    await settle();
    assert.equal(loads.count, 0);
    state.prefs.sound = "quiet";
    touch();
    FakeAudioContext.made = [];
    gate.hear("play", playing("black", [action("step", ["c3"])]));
    await settle();
    assert.equal(loads.count, 1);
    assert.deepEqual(names(FakeAudioContext.made[0]), ["move", "capture"]);
    gate.destroy();
  });

  it("nothing when muted after the sounds loaded", () => {
    const { doc } = page();
    const state = appState();
    FakeAudioContext.made = [];
    const sound = createSound(state, doc, /** @type {any} */ (FakeAudioContext));
    state.prefs.sound = "off";
    sound.hear("play", playing("black", [action("step", ["c3", "d4"])]));
    sound.hear("gameover", { winner: null, reason: "sealed", record: "" });
    assert.equal(FakeAudioContext.made.length, 0, "no context is even made");
    state.prefs.sound = "loud";
    sound.hear("gameover", { winner: null, reason: "sealed", record: "" });
    assert.deepEqual(names(FakeAudioContext.made[0]), ["drawn"]);
    state.prefs.sound = "off";
    sound.hear("play", playing("black", [action("drop")]));
    assert.deepEqual(names(FakeAudioContext.made[0]), ["drawn"]);
    sound.destroy();
  });

  it("nothing in a background tab", () => {
    const { doc } = page();
    FakeAudioContext.made = [];
    const sound = createSound(appState(), doc, /** @type {any} */ (FakeAudioContext));
    doc.visibilityState = "hidden";
    sound.hear("play", playing("black", [action("step", ["c3"])]));
    assert.equal(FakeAudioContext.made.length, 0);
    doc.visibilityState = "visible";
    sound.hear("play", playing("black", [action("step", ["c3"])]));
    assert.deepEqual(names(FakeAudioContext.made[0]), ["move", "capture"]);
    sound.destroy();
  });

  it("the settings' volume is the gain every note goes through to the speakers", () => {
    const { doc } = page();
    const state = appState({ sound: "quiet" });
    FakeAudioContext.made = [];
    const sound = createSound(state, doc, /** @type {any} */ (FakeAudioContext));
    const gains = [];
    for (const level of ["quiet", "medium", "loud"]) {
      state.prefs.sound = level;
      sound.hear("play", playing("black", [action("drop", [], false)]));
      const [context] = FakeAudioContext.made;
      const master = context.gains.find((gain) => gain.outputs.includes(context.destination));
      gains.push(master.gain.value);
      // Each note's envelope leads to the master gain.
      for (const oscillator of context.oscillators) assert.equal(oscillator.outputs[0].outputs[0], master);
    }
    assert.deepEqual(gains, [GAINS.quiet, GAINS.medium, GAINS.loud]);
    assert.ok(GAINS.quiet < GAINS.medium && GAINS.medium < GAINS.loud && GAINS.loud <= 1);
    assert.equal(FakeAudioContext.made.length, 1, "one context for the game");
    sound.destroy();
  });

  it("a capture chain's sounds follow each other across actions, never on top of one another", () => {
    const { doc } = page();
    FakeAudioContext.made = [];
    const sound = createSound(appState(), doc, /** @type {any} */ (FakeAudioContext));
    sound.hear("play", playing("black", [action("step", ["c3", "b4"], false)]));
    sound.hear("play", playing("black", [action("step", ["d4"])], { outcome: { winner: "black", reason: "oneLeft" } }));
    sound.hear("gameover", { winner: "black", reason: "oneLeft", record: "" });
    const sounds = heard(FakeAudioContext.made[0]);
    assert.deepEqual(sounds.map(([name]) => name), ["move", "capture", "capture", "move", "capture", "over"]);
    for (let i = 1; i < sounds.length; i += 1) assert.ok(sounds[i][1] >= sounds[i - 1][1] + lengthOf(sounds[i - 1][0]), `${sounds[i][0]} after ${sounds[i - 1][0]}`);
    sound.destroy();
  });

  it("black's stones sound a little lower than white's", () => {
    const { doc } = page();
    FakeAudioContext.made = [];
    const sound = createSound(appState(), doc, /** @type {any} */ (FakeAudioContext));
    sound.hear("play", playing("black", [action("drop", [], false)]));
    sound.hear("play", playing("white", [action("drop", [], false)]));
    const [black, white] = FakeAudioContext.made[0].oscillators.map((o) => o.frequency.events[0][1]);
    assert.ok(black < white);
    sound.destroy();
  });
});

describe("the sound of an embedded game", () => {
  const attributes = (values) => readOptions((name) => (name in values ? values[name] : null));

  it("is off unless the host turns it on", () => {
    assert.equal(attributes({}).sound, "off");
    assert.equal(attributes({ size: "7" }).sound, "off");
    assert.equal(attributes({ sound: "" }).sound, "medium", "<seega-game sound>, embed.html?sound");
    assert.equal(attributes({ sound: "on" }).sound, "medium");
    assert.equal(attributes({ sound: "ON " }).sound, "medium");
    assert.equal(attributes({ sound: "loud" }).sound, "loud");
    assert.equal(attributes({ sound: "quiet" }).sound, "quiet");
    assert.equal(attributes({ sound: "off" }).sound, "off");
    assert.equal(attributes({ sound: "very" }).sound, "off", "a value that does not read is the default");
  });
});

describe("the controller's report for the sounds", () => {
  it("each action the engine plays is heard with who played it, its report and the state after", () => {
    const state = appState();
    /** @type {[string, any][]} */
    const heardEvents = [];
    const controller = createController({ state, render() {}, emit: (type, detail) => heardEvents.push([type, detail]), store: { storage: null, key: null }, automaticLang: "en" });
    controller.begin({ Game: /** @type {any} */ (StandInGame), Reader: /** @type {any} */ (StandInGame) }, null, {});
    controller.humanAction("a1,b1");
    const [type, detail] = heardEvents[0];
    assert.equal(type, "play");
    assert.equal(detail.side, "black");
    assert.deepEqual(detail.report.actions.map((a) => a.kind), ["drop"]);
    assert.equal(detail.snapshot.turn, "white");
    assert.deepEqual(heardEvents.map(([t]) => t), ["play", "move"]);
  });
});

// The engine's own reports, where web/pkg is built (npm run build).
const pkg = new URL("../../web/pkg/rules/", import.meta.url);
describe("with the engine's reports", { skip: !existsSync(new URL("seega.js", pkg)) && "web/pkg is not built" }, async () => {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  const played = (game, token, whole = false) => {
    const side = game.state().turn;
    const report = whole ? game.playTurn(token) : game.play(token);
    return soundsOf("play", { side, report, snapshot: game.state() }, HUMANS).map(([name]) => name);
  };

  it("placing two stones, one at a time and as one turn", () => {
    const game = new Game();
    assert.deepEqual(played(game, "a1"), ["place"]);
    assert.deepEqual(played(game, "b1"), ["place"]);
    assert.deepEqual(played(game, "e5,d5", true), ["place", "place"]);
  });

  it("a step that takes two stones at once: a capture sound for each", () => {
    const game = new Game({ board: "b...w/.b..w/.w.../b.wb./....w", turn: "black" });
    assert.deepEqual(played(game, "a2-b2"), ["move", "capture", "capture"]);
  });

  it("a step that leaves the other side without a move", () => {
    const game = new Game({ board: "....b/...../...../bb.../ww.b.", turn: "black" });
    assert.deepEqual(played(game, "d1-c1"), ["move", "blocked"]);
  });
});
