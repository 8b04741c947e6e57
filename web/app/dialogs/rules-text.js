// The rules page's content: the rules in force for a game, built from its rules object (one
// entry per rule, each with its source), the sources, and a short history. Returns plain
// data ({heading, items}) that the app renders; the words come from the catalog.

import { defaultTranslator } from "../../i18n/i18n.js";

/** @typedef {import("../../rules/rules-in-force.js").RuleItem} RuleItem the rule's key, its words, its sources */

// The rules in force are the shared words' (web/rules/rules-in-force.js), which the printable kit says too.
export { rulesInForce } from "../../rules/rules-in-force.js";

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
