// The review's words agree with its classes at every value: a turn's class comes from the
// engine (seega-ai's thresholds, `Reviewer.classOf`), its words from web/review/turn-words.js,
// and the stones they say it gave away always fall in the class it has (no "Inaccuracy:
// gives away 1 stone" when a mistake is 1 stone or more), in each language.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";

import { CATALOGS } from "../../web/i18n/catalogs.js";
import { addCatalog, createTranslator } from "../../web/i18n/i18n.js";
import { classWords, commentWords } from "../../web/review/turn-words.js";
import { lossInStones, valueInStones } from "../../web/shared/stones.js";

const pkg = new URL("../../web/pkg/", import.meta.url);
const skip = !existsSync(new URL("seega.js", pkg)) && "web/pkg is not built (npm run build)";

/** The number of stones a text says, as the language writes it ("1,4" in French, "1.4"
 * in English), or by the words of its plural form where the language spells a count out
 * (Arabic's "حجرًا واحدًا", one stone, and its dual): `forms` maps such texts to their count. */
const numberIn = (text, lang, forms = new Map()) => {
  if (forms.has(text)) return forms.get(text);
  const found = text.match(lang === "fr" ? /\d+(,\d+)?/ : /\d+(\.\d+)?/);
  assert.ok(found, `no number in "${text}"`);
  return Number(found[0].replace(",", "."));
};

describe("the review's words and classes", { skip }, async () => {
  const { initSync, Reviewer } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  /** The engine's class of a loss in hundredths of a stone, or null. */
  const classOf = (loss) => Reviewer.classOf(loss) ?? null;
  // The engine's thresholds, found where its class changes.
  const thresholds = [];
  for (let loss = 1; loss <= 1_000; loss += 1) if (classOf(loss) !== classOf(loss - 1)) thresholds.push(loss);

  it("finds the engine's three classes, each starting at a whole tenth of a stone", () => {
    assert.deepEqual(thresholds.map(classOf), ["inaccuracy", "mistake", "blunder"]);
    for (const threshold of thresholds) assert.equal(threshold % 10, 0, `${threshold}`);
  });

  for (const lang of ["en", "fr", "ar", "so"]) {
    it(`never say, in ${lang}, a loss that belongs to another class, near each threshold and beyond`, async () => {
      addCatalog(lang, { ...CATALOGS[lang], ...(await import(`../../web/review/words/${lang}.js`)).default });
      const { t } = createTranslator(lang);
      // Every loss near each threshold, and every other up to twenty stones.
      const losses = new Set();
      for (const threshold of thresholds) for (let d = -40; d <= 40; d += 1) losses.add(threshold + d);
      for (let loss = 0; loss <= 2_000; loss += 1) losses.add(loss);
      // The texts that spell a count out, for whole stones.
      const spelled = (key, params) => new Map([1, 2].map((count) => [t(key, { ...params, count, stones: count }), count]));
      let said = 0;
      for (const loss of losses) {
        const turn = { class: classOf(loss), loss, isBest: false };
        if (!turn.class) continue;
        said += 1;
        const words = classWords(t, turn);
        const stones = numberIn(words, lang, spelled("analysis.classLoss", { name: t(`analysis.class.${turn.class}`) }));
        assert.equal(classOf(Math.round(stones * 100)), turn.class, `${loss}: "${words}" reads as another class`);
        assert.equal(numberIn(commentWords(t, turn), lang, spelled("analysis.comment.loss", {})), stones, `${loss}: the record's comment says the same`);
        assert.ok(words.startsWith(t(`analysis.class.${turn.class}`)), words);
      }
      assert.ok(said > 1_900, `only ${said} losses said`);
    });
  }

  it("say 0.99 stones as 0.9 (an inaccuracy), 1 as 1 (a mistake), 2.99 as 2.9 (a mistake)", () => {
    const { t } = createTranslator("en");
    assert.equal(classWords(t, { class: classOf(99), loss: 99, isBest: false }), "Inaccuracy: gives away 0.9 stones.");
    assert.equal(classWords(t, { class: classOf(100), loss: 100, isBest: false }), "Mistake: gives away 1 stone.");
    assert.equal(classWords(t, { class: classOf(299), loss: 299, isBest: false }), "Mistake: gives away 2.9 stones.");
    assert.equal(classWords(t, { class: "blunder", loss: null, isBest: false }), "Blunder: it changes the result.");
    assert.equal(commentWords(t, { class: classOf(140), loss: 140, isBest: false }), "Gives away 1.4 stones.");
    assert.equal(classWords(t, { class: null, loss: 20, isBest: false }), "A good turn.");
    assert.equal(classWords(t, { class: null, loss: 0, isBest: true, forcedUnseen: false }), "The engine's own choice.");
    // The engine's own turn from a forced win that the next position's search does not see:
    // the graph drops on it, and the words say why rather than leave it unexplained.
    const unseen = classWords(t, { class: null, loss: 0, isBest: true, forcedUnseen: true });
    assert.ok(unseen.startsWith("The engine's own choice.") && /forced win/.test(unseen), unseen);
  });

  it("round a position's value to one decimal, and cut a loss", () => {
    assert.deepEqual([34, 35, -150, 96, 4].map(valueInStones), [0.3, 0.4, -1.5, 1, 0]);
    assert.deepEqual([34, 99, 100, 299, -5].map(lossInStones), [0.3, 0.9, 1, 2.9, 0]);
  });
});
