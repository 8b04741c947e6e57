// The rules in force in words: one entry per rule of a game, each with its sources, in a
// translator's language, from the rules object and the facts the engine gives of them. The
// rules page (web/app/dialogs/rules-dialog.js) and the printable kit's rules card
// (web/print/) say the rules with it, so the two never differ. Its words are the dialogs'
// (<lang>-dialogs.js): it loads with the rules page or the kit, never on a first visit.

import { defaultTranslator } from "../i18n/i18n.js";
import { otherSide } from "../shared/sides.js";

/** @typedef {{ rule: string, text: string, source: string | null }} RuleItem the rule's key, its words, its sources */

/** One entry per rule in force, in the order of play, in `tr`'s language, from the game's
 * state: its rules, and the facts the engine gives of them (the stones each side owns, the
 * edge opening's cells).
 * @param {Pick<import("../pkg/rules/seega.js").GameState, "rules" | "stonesPerSide" | "edgeCells">} facts
 * @param {import("../i18n/i18n.js").Translator} [tr]
 * @returns {RuleItem[]} */
export function rulesInForce({ rules, stonesPerSide, edgeCells }, tr = defaultTranslator) {
  const { t } = tr;
  /** @param {"black" | "white"} side */
  const sideName = (side) => t(`side.${side}`);
  const size = rules.size;
  const first = sideName(rules.firstPlayer);
  const second = sideName(otherSide(rules.firstPlayer));
  /** @type {RuleItem[]} */
  const items = [];
  /** @param {string} key @param {Record<string, unknown>} params @param {string | null} source */
  const add = (key, params, source) => items.push({ rule: key, text: t(key, params), source: source ? t(source) : null });

  add("rules.board", { size, stones: stonesPerSide }, "rules.source.all");
  add("rules.placement", { first, second }, "rules.source.all");
  if (rules.opening === "edges") {
    const cells = { first: edgeCells[rules.firstPlayer], second: edgeCells[otherSide(rules.firstPlayer)] };
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
