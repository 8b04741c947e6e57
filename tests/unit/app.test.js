// Unit tests of the app's pure modules: clocks, saves, share links, settings, the words of
// the status line and the rules page, and the translation function.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { createClock, flagged, formatClock, remaining, restoreClock, run, stop } from "../../web/app/clock.js";
import { announcePlay, blockedLine, noCaptureLine, resultLine, statusLine } from "../../web/shared/describe.js";
import { rulesInForce } from "../../web/app/dialogs/rules-text.js";
import { coinToss, computerSide, normalizeSettings } from "../../web/shared/settings.js";
import { readShareFragment, shareFragment } from "../../web/app/share.js";
import { backUp, readSave, setAside, writeSave } from "../../web/app/store.js";
import "../../web/i18n/catalogs.js";
import { addCatalog, direction, setLanguage, t } from "../../web/i18n/i18n.js";

/** A Web Storage stand-in. */
function memoryStorage(initial = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => (data.has(key) ? data.get(key) : null),
    setItem: (key, value) => data.set(key, String(value)),
    removeItem: (key) => data.delete(key),
    data,
  };
}

const RULES = {
  size: 5, firstPlayer: "black", movementStarter: "lastPlacer", opening: "free", capture: "custodian",
  chain: "optional", centerSafe: true, blocked: "opponentMovesAgain", winBy: "oneLeft", noCaptureLimit: 50,
  barrier: true,
};

function state(extra = {}) {
  return {
    phase: "movement", turn: "black", stage: "move", inHand: { black: 0, white: 0 }, chainFrom: null,
    blocked: null, pliesWithoutCapture: 12, outcome: null, rules: RULES, ...extra,
  };
}

describe("clock", () => {
  it("runs only the side to move and adds the increment to the side that finished", () => {
    let clock = createClock(1, 2);
    clock = run(clock, "black", 0);
    assert.equal(remaining(clock, "black", 10_000), 50_000);
    assert.equal(remaining(clock, "white", 10_000), 60_000);
    clock = run(clock, "white", 10_000, "black");
    assert.equal(remaining(clock, "black", 20_000), 52_000);
    assert.equal(remaining(clock, "white", 20_000), 50_000);
    assert.equal(flagged(clock, 69_999), null);
    assert.equal(flagged(clock, 70_000), "white");
    assert.equal(remaining(clock, "white", 99_000), 0);
  });

  it("stops, and comes back from a save with its running side started afresh", () => {
    const clock = stop(run(createClock(0.05), "white", 1000), 2000);
    assert.equal(clock.running, null);
    assert.equal(clock.white, 2000);
    const restored = restoreClock({ ...clock, running: "white" }, 50_000);
    assert.equal(remaining(restored, "white", 50_500), 1500);
    assert.equal(restoreClock({ black: -1 }, 0), null);
    assert.equal(restoreClock("nonsense", 0), null);
  });

  it("formats minutes, tenths under ten seconds, and hours", () => {
    assert.equal(formatClock(300_000), "5:00");
    assert.equal(formatClock(61_001), "1:02");
    assert.equal(formatClock(7_349), "0:07.3");
    assert.equal(formatClock(0), "0:00.0");
    assert.equal(formatClock(3_723_000), "1:02:03");
  });
});

describe("store", () => {
  const save = { record: '[Size "5"]\n\n*', pending: ["a1"], settings: { opponent: "computer", level: 3, human: "white" }, clock: null, savedAt: "" };

  it("writes and reads a save", () => {
    const storage = memoryStorage();
    assert.equal(writeSave(storage, "k", save), true);
    const read = readSave(storage, "k");
    assert.equal(read.status, "ok");
    assert.deepEqual(read.save.pending, ["a1"]);
    assert.deepEqual(read.save.settings, { opponent: "computer", level: 3, human: "white", clock: null });
  });

  it("reports what it cannot read, and sets it aside under another key", () => {
    for (const text of ["{oops", "null", JSON.stringify({ version: 0, record: "" }), JSON.stringify({ version: 1 })]) {
      const storage = memoryStorage({ k: text });
      assert.equal(readSave(storage, "k").status, "bad", text);
      assert.equal(setAside(storage, "k"), "k.unreadable");
      assert.equal(storage.getItem("k"), null);
      assert.equal(storage.getItem("k.unreadable"), text);
    }
    assert.deepEqual(readSave(memoryStorage(), "k"), { status: "none" });
  });

  it("survives storage that throws", () => {
    const broken = { getItem() { throw new Error("denied"); }, setItem() { throw new Error("full"); }, removeItem() {} };
    assert.deepEqual(readSave(broken, "k"), { status: "none" });
    assert.equal(writeSave(broken, "k", save), false);
    assert.equal(backUp(broken, "k"), null);
    assert.equal(writeSave(null, "k", save), false);
  });

  it("backs up a save without removing it", () => {
    const storage = memoryStorage({ k: "x" });
    assert.equal(backUp(storage, "k"), "k.backup");
    assert.equal(storage.getItem("k"), "x");
    assert.equal(storage.getItem("k.backup"), "x");
  });
});

describe("share links and settings", () => {
  it("carry a record and its settings through the fragment", () => {
    const record = '[Size "7"]\n[Preset "egyptian"]\n\n1. a4,g4 *\n';
    const settings = { opponent: "computer", level: 4, human: "white", clock: { minutes: 5, increment: 3 } };
    const fragment = shareFragment(record, settings);
    assert.match(fragment, /^#record=/);
    assert.deepEqual(readShareFragment(fragment), { record, settings });
    assert.deepEqual(readShareFragment(shareFragment(record, normalizeSettings({}))).settings, normalizeSettings({}));
    assert.equal(readShareFragment("#something=else"), null);
    assert.equal(readShareFragment(""), null);
  });

  it("take defaults for anything unknown", () => {
    assert.deepEqual(normalizeSettings({ opponent: "robot", level: 9, human: "green", clock: { minutes: -1 } }), { opponent: "human", level: 2, human: "black", clock: null });
    assert.deepEqual(normalizeSettings({ clock: { minutes: "0.05" } }).clock, { minutes: 0.05, increment: 0 });
    assert.equal(computerSide({ opponent: "computer", human: "black" }), "white");
    assert.equal(computerSide({ opponent: "human", human: "black" }), null);
    assert.equal(coinToss(() => 0.2), "black");
    assert.equal(coinToss(() => 0.7), "white");
  });
});

describe("words", () => {
  setLanguage("en");

  it("say what the side to move does at each stage", () => {
    assert.equal(statusLine(state({ phase: "placement", stage: "drop", inHand: { black: 12, white: 12 } }), []), "Black to play: place two stones");
    assert.equal(statusLine(state({ phase: "placement", stage: "drop", turn: "white", inHand: { black: 0, white: 1 } }), []), "White to play: place your last stone");
    assert.equal(statusLine(state({ stage: "chain", chainFrom: "c3" }), ["c3-c4", "end"]), "Black may capture again with the stone on c3, or stop");
    assert.equal(statusLine(state({ stage: "chain", chainFrom: "c3" }), ["c3-c4"]), "Black must capture again with the stone on c3");
    assert.equal(statusLine(state(), [], { thinking: true }), "Black (computer) is thinking…");
  });

  it("explain a blocked side under each rule", () => {
    assert.equal(blockedLine(state({ turn: "white", blocked: "black" })), "Black cannot move: White moves again");
    assert.equal(blockedLine(state({ stage: "remove", blocked: "black" })), "Black is blocked and removes a white stone next to its own, then moves");
    assert.equal(blockedLine(state({ stage: "remove", turn: "white", blocked: "black" })), "Black is blocked: White must give up one of its own stones next to Black’s");
    assert.equal(blockedLine(state()), null);
  });

  it("give the result, the count of turns without a capture, and what was played", () => {
    assert.equal(resultLine({ winner: "white", reason: "timeout" }), "White wins: the other side ran out of time.");
    assert.equal(resultLine({ winner: null, reason: "sealed" }), "Draw: both sides are walled in behind barriers, so the stones are counted.");
    assert.equal(noCaptureLine(state()), "12 / 50 turns without a capture");
    assert.equal(noCaptureLine(state({ rules: { ...RULES, noCaptureLimit: 0 } })), null);
    assert.equal(noCaptureLine(state({ phase: "placement" })), null);
    assert.equal(announcePlay("black", "c2-c3", [{ kind: "step" }], ["b3", "d3"]), "Black c2-c3, takes b3 and d3");
    assert.equal(announcePlay("white", "a1,b1", [{ kind: "drop" }, { kind: "drop" }], []), "White places a1,b1");
    assert.equal(announcePlay("white", "xd4", [{ kind: "remove" }], ["d4"]), "White removes the stone on d4");
    assert.equal(announcePlay("black", "end", [{ kind: "end" }], []), "Black stops capturing");
  });

  it("build the rules page from the rules in force and the engine's facts of them", async () => {
    const { readFileSync } = await import("node:fs");
    const pkg = new URL("../../web/pkg/rules/", import.meta.url);
    const { initSync, Game } = await import(new URL("seega.js", pkg).href);
    initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
    const words = (options) => {
      const game = new Game(options);
      const items = rulesInForce(game.state());
      game.free();
      return items;
    };
    const classic = words({}).map((item) => item.text).join("\n");
    assert.match(classic, /A 5 × 5 board; each side has 12 stones/);
    assert.match(classic, /makes the first move: White/);
    assert.match(classic, /After 50 turns in a row/);
    const somali = words({ preset: "somali", size: 9, chain: "none", blocked: "opponentRemoves", winBy: "allCaptured", opening: "edges", noCaptureLimit: 0 });
    const text = somali.map((item) => item.text).join("\n");
    assert.match(text, /A 9 × 9 board; each side has 40 stones/);
    assert.match(text, /on a5 and i5/);
    assert.match(text, /no limit on turns without a capture/);
    assert.ok(somali.some((item) => item.source === "Somali manual"));
    assert.ok(somali.every((item) => item.text && !item.text.includes("{")));
    assert.match(text, /neither can force a capture/, "the Somali manual ends the game at barriers");
    const jump = words({ preset: "jump" }).map((item) => item.text).join("\n");
    assert.match(jump, /Barriers do not end the game/, "the jump game's source names no barrier ending");
    assert.doesNotMatch(jump, /walled themselves in/);
  });
});

describe("i18n", () => {
  it("falls back to English, fills placeholders, picks plural forms and the direction", () => {
    addCatalog("xx", { "side.black": "Noir", "info.noCapture": { one: "{count} tour", other: "{count} tours" } });
    assert.deepEqual(setLanguage("xx-YY"), { lang: "xx", dir: "ltr" });
    assert.equal(t("side.black"), "Noir");
    assert.equal(t("side.white"), "White");
    assert.equal(t("info.noCapture", { count: 1 }), "1 tour");
    assert.equal(t("info.noCapture", { count: 3 }), "3 tours");
    assert.equal(t("no.such.key"), "no.such.key");
    assert.deepEqual(setLanguage("zz"), { lang: "en", dir: "ltr" });
    assert.equal(direction("ar"), "rtl");
    setLanguage("en");
  });

  it("has every rule option and value the engine lists, and every preset, in each catalog", async () => {
    const { readFileSync } = await import("node:fs");
    const pkg = new URL("../../web/pkg/", import.meta.url);
    const { initSync, Game } = await import(new URL("seega.js", pkg).href);
    initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
    const { CATALOGS } = await import("../../web/i18n/catalogs.js");
    const dialogs = Object.fromEntries(
      await Promise.all(Object.keys(CATALOGS).map(async (lang) => [lang, (await import(`../../web/i18n/${lang}-dialogs.js`)).default])),
    );
    for (const [lang, page] of Object.entries(CATALOGS)) {
      const words = { ...page, ...dialogs[lang] };
      for (const preset of Game.presets()) assert.ok(words[`preset.${preset}`] && words[`preset.${preset}.source`], `${lang} ${preset}`);
      for (const { name, values } of Game.ruleOptions()) {
        // Every option but the size, which its own words name (the analysis board's editor lists
        // each of the others, the first player too, by these keys).
        if (name === "size") continue;
        assert.ok(words[`option.${name}`], `${lang} ${name}`);
        // Each option's help cites its sources; who places first, no source settles.
        if (name !== "firstPlayer") assert.ok(words[`option.${name}.help`], `${lang} ${name}.help`);
        for (const value of values) assert.ok(words[`option.${name}.${value}`], `${lang} ${name}.${value}`);
      }
    }
  });
});
