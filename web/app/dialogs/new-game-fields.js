// The new-game dialog's fields, each a labelled control (with its help, read with it by screen
// readers), and what the player chose, read from their values: pure functions, tested alone
// (tests/unit/new-game.test.js).

import { h, options, uid } from "../../shared/dom.js";
import { LEVELS } from "../../shared/settings.js";

/** @typedef {import("../../i18n/i18n.js").Translator["t"]} Translate */
/** A rule's value by the rule's name (the engine's `Rules`, read by name).
 * @typedef {Record<string, string | number | boolean>} RuleValues */

/** Rule options with fields of their own at the top of the dialog; the others go in the
 * advanced part, as the engine lists them (`Game.ruleOptions()`). */
export const OWN_FIELDS = ["size", "firstPlayer"];

/** A labelled field around `control`, with its help under it.
 * @param {string} name @param {string} label @param {HTMLSelectElement | HTMLInputElement} control @param {string | null} [help]
 * @returns {HTMLElement} */
export function field(name, label, control, help = null) {
  const id = uid(`ng-${name}`);
  control.id = id;
  control.name = name;
  const helpId = help ? `${id}-help` : null;
  if (helpId) control.setAttribute("aria-describedby", helpId);
  return h("div", { class: "field" }, h("label", { for: id }, label), control, help && h("p", { class: "field-help", id: helpId }, help));
}

/** A `<select>` of `[value, label]` pairs. @param {[string | number, string][]} pairs @param {string | number} value
 * @returns {HTMLSelectElement} */
export function select(pairs, value) {
  return h("select", {}, options(pairs, value));
}

/** A field of a number. @param {Record<string, string>} attributes @returns {HTMLInputElement} */
export function numberInput(attributes) {
  return h("input", { type: "number", ...attributes });
}

/** The advanced part's fields: every rule option without a field of its own, a select of its
 * values or, for an option without a list of values, a number (the no-capture limit).
 * @param {Translate} t @param {import("../../pkg/rules/seega.js").RuleOption[]} ruleOptions */
export function createRuleFields(t, ruleOptions) {
  /** @type {Record<string, HTMLSelectElement | HTMLInputElement>} */
  const rules = {};
  const fields = ruleOptions
    .filter(({ name }) => !OWN_FIELDS.includes(name))
    .map(({ name, values }) => {
      rules[name] = values.length ? select(values.map((v) => [v, t(`option.${name}.${v}`)]), values[0]) : numberInput({ min: "0", max: "1000", step: "1", value: "50", inputmode: "numeric" });
      return field(name, t(`option.${name}`), rules[name], t(`option.${name}.help`));
    });
  return { rules, fields };
}

/** The level's field, with a line under it that says what the chosen level is like (from the
 * matches between the levels, docs/ai.md), read with the select by screen readers.
 * @param {Translate} t @param {number} initial */
export function createLevelField(t, initial) {
  const level = select(LEVELS.map((n) => [n, t("level.value", { level: n, name: t(`level.${n}`) })]), initial);
  const element = field("level", t("newGame.level"), level);
  /** @type {HTMLElement} */
  const about = h("p", { class: "field-help level-about", id: `${level.id}-about` });
  level.setAttribute("aria-describedby", about.id);
  element.append(about);
  const describe = () => {
    about.textContent = t(`level.${level.value}.about`);
  };
  describe();
  level.addEventListener("change", describe);
  return { element, level, describe };
}

/** The clocks' fields: whether to use them, the minutes each and the seconds added a turn.
 * @param {Translate} t */
export function createClockSet(t) {
  /** @type {HTMLInputElement} */
  const on = h("input", { type: "checkbox", id: uid("ng-clock"), name: "clock" });
  const minutes = numberInput({ min: "0.05", max: "600", step: "any", value: "5", inputmode: "decimal" });
  const increment = numberInput({ min: "0", max: "600", step: "1", value: "3", inputmode: "numeric" });
  /** @type {HTMLElement} */
  const fields = h("div", { class: "field-row clock-fields" }, field("minutes", t("newGame.minutes"), minutes), field("increment", t("newGame.increment"), increment));
  /** @type {HTMLElement} */
  const element = h("fieldset", { class: "clock-set" }, h("legend", {}, t("newGame.clocks")), h("div", { class: "check" }, on, h("label", { for: on.id }, t("newGame.useClocks"))), fields);
  return { element, on, minutes, increment, fields };
}

/** The rules chosen: the size, then each rule's field, a select's value as it is, a number's
 * rounded (0 when it is not a positive number).
 * @param {number} size @param {Record<string, HTMLSelectElement | HTMLInputElement | { value: string, type?: string }>} rules @returns {RuleValues} */
export function rulesChosen(size, rules) {
  /** @type {RuleValues} */
  const chosen = { size };
  for (const [name, control] of Object.entries(rules)) {
    if (control.type !== "number") {
      chosen[name] = control.value;
      continue;
    }
    const number = Math.round(Number(control.value));
    chosen[name] = Number.isFinite(number) && number > 0 ? number : 0;
  }
  return chosen;
}

/** The clocks chosen: none when they are not offered, not on, or of no time.
 * @param {boolean} offered @param {boolean} on @param {string} minutes @param {string} increment
 * @returns {{ minutes: number, increment: number } | null} */
export function clockChosen(offered, on, minutes, increment) {
  const time = Number(minutes);
  return offered && on && time > 0 ? { minutes: time, increment: Math.max(0, Number(increment) || 0) } : null;
}

/** The preset the fields show: the one they started from, or "custom" once one differs from it.
 * @param {string} base @param {RuleValues} values the base preset's rules @param {Record<string, { value: string }>} rules */
export function presetShown(base, values, rules) {
  return Object.entries(rules).some(([key, control]) => control.value !== String(values[key])) ? "custom" : base;
}
