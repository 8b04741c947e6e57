// The rules dialog's words under each preset, on each board: every rule cites the sources
// docs/rules.md gives for it (its "Options" and "What each source says" tables), and no
// other; and the count of the stones that ends a game is said before any sentence points
// back to it ("in the same way", "too").
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { rulesInForce } from "../../web/app/dialogs/rules-text.js";
import { CATALOGS } from "../../web/i18n/catalogs.js";
import { addCatalog, createTranslator } from "../../web/i18n/i18n.js";

const pkg = new URL("../../web/pkg/rules/", import.meta.url);
const skip = !existsSync(new URL("seega.js", pkg)) && "web/pkg is not built (npm run build)";

/** The sources by the names the page gives them (source.<id>.name without its number). */
const SOURCES = {
  somali: "000",
  egyptian: "001",
  compendium: "002",
  site: "003",
  club: "004",
  lane: "lane",
  ludii: "ludii",
  bgg: "BoardGameGeek",
};

/** docs/rules.md: each rule's value and the sources that give it, by the rules dialog's key. */
const CITED = {
  "rules.opening.edges": ["egyptian", "lane"],
  "rules.movementStarter.lastPlacer": ["somali", "compendium", "site", "club", "bgg"],
  "rules.movementStarter.firstPlayer": ["lane", "ludii"],
  "rules.capture.custodian": ["somali", "club"],
  "rules.capture.jump": ["club", "compendium"],
  "rules.chain.optional": ["egyptian", "site"],
  "rules.chain.optional/jump": ["club", "compendium"],
  "rules.chain.mandatory": ["compendium"],
  "rules.chain.none": ["somali", "ludii"],
  "rules.centerSafe.true": ["somali", "egyptian", "compendium", "site"],
  "rules.centerSafe.false": ["club"],
  "rules.blocked.opponentMovesAgain": ["bgg", "egyptian"],
  "rules.blocked.blockedRemoves": ["egyptian"],
  "rules.blocked.opponentRemoves": ["somali"],
  "rules.blocked.opponentOpens": ["site"],
  "rules.winBy.oneLeft": ["egyptian", "compendium", "club"],
  "rules.winBy.allCaptured": ["somali", "site", "club"],
  "rules.sealed": ["somali", "compendium", "site"],
  "rules.sealed.none": ["egyptian", "club"],
};

/** docs/rules.md's presets and the rules each differs in from classic. */
const PRESETS = {
  classic: {},
  somali: { chain: "none", blocked: "opponentRemoves", winBy: "allCaptured" },
  egyptian: { opening: "edges", blocked: "blockedRemoves", barrier: false },
  mandatory: { chain: "mandatory" },
  jump: { capture: "jump", centerSafe: false, winBy: "allCaptured", barrier: false },
};

describe("the rules dialog's sources", { skip }, async () => {
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  addCatalog("en", { ...CATALOGS.en, ...(await import("../../web/i18n/en-dialogs.js")).default });
  const tr = createTranslator("en");
  const name = (/** @type {string} */ key) => {
    const id = SOURCES[/** @type {keyof typeof SOURCES} */ (key)];
    return id === "BoardGameGeek" ? id : tr.t(`source.${id}.name`).replace(/ \(\w+\)$/, "");
  };

  it("are the engine's presets, as docs/rules.md lists them", () => {
    assert.deepEqual(Game.presets().sort(), Object.keys(PRESETS).sort());
    for (const [preset, differs] of Object.entries(PRESETS)) {
      const game = new Game({ preset });
      const rules = game.state().rules;
      game.free();
      for (const [option, value] of Object.entries(differs)) assert.equal(rules[option], value, `${preset}: ${option}`);
    }
  });

  for (const preset of Object.keys(PRESETS)) {
    for (const size of [5, 7, 9]) {
      it(`cite, under the ${preset} preset on ${size} × ${size}, what docs/rules.md gives for each rule`, () => {
        const game = new Game({ preset, size });
        const facts = game.state();
        game.free();
        const items = rulesInForce(facts, tr);
        let checked = 0;
        for (const item of items) {
          const key = item.rule === "rules.chain.optional" && facts.rules.capture === "jump" ? "rules.chain.optional/jump" : item.rule;
          const cited = CITED[/** @type {keyof typeof CITED} */ (key)];
          if (!cited) continue;
          checked += 1;
          const source = (item.source ?? "").toLowerCase();
          for (const wanted of cited) assert.ok(source.includes(name(wanted).toLowerCase()), `${preset} ${key}: "${item.source}" lacks ${name(wanted)}`);
          for (const other of Object.keys(SOURCES).filter((s) => !cited.includes(s))) {
            // "The BoardGameGeek text in the Egyptian sheet" names the sheet that holds it.
            if (other === "egyptian" && cited.includes("bgg")) continue;
            assert.ok(!source.includes(name(other).toLowerCase()), `${preset} ${key}: "${item.source}" cites ${name(other)}, which docs/rules.md does not give`);
          }
        }
        assert.ok(checked >= 7, `${preset}: only ${checked} rules checked`);
      });
    }
  }

  it("say how stones are counted before a sentence points back to it", () => {
    for (const preset of Object.keys(PRESETS)) {
      for (const noCaptureLimit of [0, 1, 50]) {
        const game = new Game({ preset, noCaptureLimit });
        const items = rulesInForce(game.state(), tr);
        game.free();
        const text = items.map((item) => item.text).join("\n");
        const defined = items.findIndex((item) => /more stones on the board wins|the side with more wins/.test(item.text));
        const pointing = items.findIndex((item) => /in the same way|counted too/.test(item.text));
        assert.ok(defined >= 0, `${preset}, limit ${noCaptureLimit}: the count is never said\n${text}`);
        assert.ok(pointing === -1 || pointing > defined, `${preset}, limit ${noCaptureLimit}: "${items[pointing]?.text}" points back to nothing\n${text}`);
      }
    }
  });

  it("name the mandatory preset for what it asks, not as a switch", () => {
    assert.equal(tr.t("preset.mandatory"), "Compulsory capture");
    assert.doesNotMatch(tr.t("rules.presetLine", { preset: tr.t("preset.mandatory"), source: "" }), /Capture on/);
  });
});
