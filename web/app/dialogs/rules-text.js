// The rules page's content: the rules in force for a game, built from its rules object (one
// entry per rule, each with its source), the sources, and a short history. Returns plain
// data ({heading, items}) that the app renders; the words come from the catalog.

import { defaultTranslator } from "../../i18n/i18n.js";
import { describer, other } from "../describe.js";

/** @typedef {{ rule: string, text: string, source: string | null }} RuleItem the rule's key, its words, its sources */

/** One entry per rule in force, in the order of play, in `tr`'s language, from the game's
 * state: its rules, and the facts the engine gives of them (the stones each side owns, the
 * edge opening's cells).
 * @param {Pick<import("../../pkg/rules/seega.js").GameState, "rules" | "stonesPerSide" | "edgeCells">} facts
 * @param {import("../../i18n/i18n.js").Translator} [tr]
 * @returns {RuleItem[]} */
export function rulesInForce({ rules, stonesPerSide, edgeCells }, tr = defaultTranslator) {
  const { t } = tr;
  const { sideName } = describer(tr);
  const size = rules.size;
  const first = sideName(rules.firstPlayer);
  const second = sideName(other(rules.firstPlayer));
  /** @type {RuleItem[]} */
  const items = [];
  /** @param {string} key @param {Record<string, string | number>} params @param {string | null} [source] */
  const add = (key, params, source) => items.push({ rule: key, text: t(key, params), source: source ? t(source) : null });

  add("rules.board", { size, stones: stonesPerSide }, "rules.source.all");
  add("rules.placement", { first, second }, "rules.source.all");
  if (rules.opening === "edges") {
    const cells = { first: edgeCells[rules.firstPlayer], second: edgeCells[other(rules.firstPlayer)] };
    add(
      "rules.opening.edges",
      { first, second, firstCells: cells.first.join(t("rules.and")), secondCells: cells.second.join(t("rules.and")) },
      "rules.source.opening.edges",
    );
  }
  add(
    `rules.movementStarter.${rules.movementStarter}`,
    { first, second },
    `rules.source.movementStarter.${rules.movementStarter}`,
  );
  add("rules.movement", {}, "rules.source.all");
  add(`rules.capture.${rules.capture}`, {}, `rules.source.capture.${rules.capture}`);
  // A chain of jumps is the jump game's own (its sources), not the custodian game's chain.
  const chainSource = rules.capture === "jump" && rules.chain === "optional" ? "rules.source.chain.jump" : `rules.source.chain.${rules.chain}`;
  add(`rules.chain.${rules.chain}`, {}, chainSource);
  add(`rules.centerSafe.${rules.centerSafe}`, {}, `rules.source.centerSafe.${rules.centerSafe}`);
  add(`rules.blocked.${rules.blocked}`, {}, `rules.source.blocked.${rules.blocked}`);
  add(`rules.winBy.${rules.winBy}`, {}, `rules.source.winBy.${rules.winBy}`);
  if (rules.barrier) {
    add("rules.sealed", {}, "rules.source.sealed");
  } else {
    add("rules.sealed.none", {}, "rules.source.sealed.none");
  }
  // The count is said once: by the barriers' sentence when barriers end the game, else by the
  // first ending that counts the stones; the later ones count "in the same way" or "too".
  if (rules.noCaptureLimit > 0) {
    add(rules.barrier ? "rules.noCaptureLimit" : "rules.noCaptureLimit.counted", { count: rules.noCaptureLimit }, "rules.source.noCaptureLimit");
  } else {
    add("rules.noCaptureLimit.none", {}, "rules.source.noCaptureLimit");
  }
  add(rules.barrier || rules.noCaptureLimit > 0 ? "rules.repetition" : "rules.repetition.counted", {}, "rules.source.noCaptureLimit");
  return items;
}

/** The sources, each with its short name as cited in the rules. */
export function sources({ t } = defaultTranslator) {
  return ["000", "001", "002", "003", "004", "lane", "ludii"].map((id) => ({
    name: t(`source.${id}.name`),
    about: t(`source.${id}.about`),
  }));
}

/** The history, as paragraphs. */
export function history({ t } = defaultTranslator) {
  return ["history.1", "history.2", "history.3", "history.4"].map((key) => t(key));
}
