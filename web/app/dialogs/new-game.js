// The new-game dialog: board size, rule preset (with its source), every rule option in an
// advanced part, opponent (another player here, the computer, or a friend by link) and
// level, colours, who places first, and clocks; and the games with friends in progress, to
// open one. Choosing a preset fills the options from the engine's own preset; changing one
// shows "custom".

import { closeButton, h, options, uid } from "../../shared/dom.js";
import { createFriendList } from "../../friend/friend-list.js";
import { newFriendId } from "../../friend/games.js";
import { DEFAULT_SETTINGS, LEVELS } from "../../shared/settings.js";

/** Rule options with fields of their own at the top of the dialog; the others go in the
 * advanced part, as the engine lists them (`Game.ruleOptions()`). */
const OWN_FIELDS = ["size", "firstPlayer"];

/** The choices a player makes in the dialog.
 * @typedef {{ preset: string, rules: Record<string, any>, firstPlayer: string,
 *   settings: { opponent: string, level: number, human: string, clock: { minutes: number, increment: number } | null, friend?: string } }} Choice */

/** @typedef {import("../../friend/friend-list.js").FriendsConfig} FriendsConfig */

/** Makes the dialog in `tr`'s language. `sizes` are the boards with the stones each side owns
 * on them (from the engine), `ruleOptions` its rule options with their values, `presetRules(name)` gives a
 * preset's rules (from the engine); `onStart(choice)` is called with what the player chose.
 * @param {{ tr: import("../../i18n/i18n.js").Translator, presets: string[], sizes: { size: number, stonesPerSide: number }[],
 *   ruleOptions: import("../../pkg/rules/seega.js").RuleOption[],
 *   presetRules: (name: string) => Record<string, any>, onStart: (choice: Choice) => void, showClock: boolean,
 *   friends: FriendsConfig | null, onOpenFriend: (id: string) => void }} config
 * (`friends`: where the games with friends are kept, where the page offers them) */
export function createNewGameDialog({ tr, presets, sizes, ruleOptions, presetRules, onStart, showClock, friends, onOpenFriend }) {
  const { t } = tr;
  const field = (name, label, control, help = null) => {
    const id = uid(`ng-${name}`);
    control.id = id;
    control.name = name;
    const helpId = help ? `${id}-help` : null;
    if (helpId) control.setAttribute("aria-describedby", helpId);
    return h("div", { class: "field" }, h("label", { for: id }, label), control, help && h("p", { class: "field-help", id: helpId }, help));
  };
  const select = (pairs, value) => h("select", {}, options(pairs, value));

  const size = select(sizes.map((b) => [b.size, t("newGame.sizeValue", { size: b.size, stones: b.stonesPerSide })]), sizes[0].size);
  const preset = select([...presets.map((p) => [p, t(`preset.${p}`)]), ["custom", t("preset.custom")]], "classic");
  const presetSource = h("p", { class: "field-help preset-source" });
  const opponents = [["human", t("opponent.human")], ["computer", t("opponent.computer")], ...(friends ? [["friend", t("opponent.friend")]] : [])];
  const opponent = select(opponents, "human");
  const level = select(LEVELS.map((n) => [n, t("level.value", { level: n, name: t(`level.${n}`) })]), DEFAULT_SETTINGS.level);
  const human = select([["black", t("side.black")], ["white", t("side.white")], ["random", t("newGame.random")]], "black");
  const first = select([["black", t("side.black")], ["white", t("side.white")], ["random", t("newGame.coinToss")]], "black");
  const clockOn = h("input", { type: "checkbox" });
  const minutes = h("input", { type: "number", min: "0.05", max: "600", step: "any", value: "5", inputmode: "decimal" });
  const increment = h("input", { type: "number", min: "0", max: "600", step: "1", value: "3", inputmode: "numeric" });

  /** @type {Record<string, HTMLSelectElement | HTMLInputElement>} */
  const rules = {};
  const advanced = ruleOptions
    .filter(({ name }) => !OWN_FIELDS.includes(name))
    .map(({ name, values }) => {
      // An option without a list of values is a number (the no-capture limit).
      rules[name] = values.length
        ? select(values.map((v) => [v, t(`option.${name}.${v}`)]), values[0])
        : h("input", { type: "number", min: "0", max: "1000", step: "1", value: "50", inputmode: "numeric" });
      return field(name, t(`option.${name}`), rules[name], t(`option.${name}.help`));
    });

  const levelField = field("level", t("newGame.level"), level);
  // A line under the level that says what the chosen level is like (from the matches between
  // the levels, docs/ai.md), read with the select by screen readers.
  const levelAbout = h("p", { class: "field-help level-about", id: `${level.id}-about` });
  level.setAttribute("aria-describedby", levelAbout.id);
  levelField.append(levelAbout);
  const describeLevel = () => {
    levelAbout.textContent = t(`level.${level.value}.about`);
  };
  describeLevel();
  level.addEventListener("change", describeLevel);
  const computerFields = h("div", { class: "field-group computer-fields" }, levelField, field("human", t("newGame.yourColour"), human));
  // The games with friends kept here, to open one, rename or delete it.
  const friendList = friends && createFriendList({ tr, ...friends, onOpen: (id) => (dialog.close(), onOpenFriend(id)) });
  const friendSection = h("section", { class: "dialog-section friend-section", hidden: true }, h("h3", {}, t("newGame.friends")), friendList?.element);
  const drawFriends = () => {
    friendList?.draw();
    friendSection.hidden = !friendList?.count;
  };
  const clockFields = h(
    "div",
    { class: "field-row clock-fields" },
    field("minutes", t("newGame.minutes"), minutes),
    field("increment", t("newGame.increment"), increment),
  );
  const clockToggleId = uid("ng-clock");
  // A friend game has no clocks: each side plays when it likes.
  const clockSet = h(
    "fieldset",
    { class: "clock-set" },
    h("legend", {}, t("newGame.clocks")),
    h("div", { class: "check" }, clockOn, h("label", { for: clockToggleId }, t("newGame.useClocks"))),
    clockFields,
  );
  clockOn.id = clockToggleId;
  clockOn.name = "clock";
  const form = h(
    "form",
    { method: "dialog", class: "dialog-body new-game-form" },
    h("div", { class: "field-row" }, field("size", t("newGame.size"), size), field("firstPlayer", t("newGame.firstPlayer"), first)),
    field("preset", t("newGame.preset"), preset),
    presetSource,
    field("opponent", t("newGame.opponent"), opponent),
    computerFields,
    friendSection,
    showClock && clockSet,
    h("details", { class: "advanced" }, h("summary", {}, t("newGame.advanced")), h("div", { class: "advanced-fields" }, advanced)),
    h(
      "div",
      { class: "dialog-actions" },
      h("button", { type: "button", class: "button", value: "cancel", onclick: () => dialog.close() }, t("action.cancel")),
      h("button", { type: "submit", class: "button primary", value: "start" }, t("newGame.start")),
    ),
  );
  const titleId = uid("ng-title");
  const dialog = h(
    "dialog",
    { class: "dialog new-game-dialog", "aria-labelledby": titleId },
    h("header", { class: "dialog-header" }, h("h2", { id: titleId }, t("newGame.title")), closeButton(t("action.close"), () => dialog.close())),
    form,
  );

  let basePreset = "classic";
  const fillFromPreset = (name) => {
    const values = presetRules(name);
    for (const [key, control] of Object.entries(rules)) control.value = String(values[key]);
    basePreset = name;
  };
  const showPresetSource = () => {
    presetSource.textContent = preset.value === "custom" ? t("preset.custom.source", { base: t(`preset.${basePreset}`) }) : t(`preset.${preset.value}.source`);
  };
  const markCustom = () => {
    const values = presetRules(basePreset);
    const differs = Object.entries(rules).some(([key, control]) => control.value !== String(values[key]));
    preset.value = differs ? "custom" : basePreset;
    showPresetSource();
  };
  const syncVisibility = () => {
    computerFields.hidden = opponent.value === "human";
    levelField.hidden = opponent.value !== "computer";
    clockSet.hidden = opponent.value === "friend";
    clockFields.hidden = !clockOn.checked;
  };
  preset.addEventListener("change", () => {
    if (preset.value !== "custom") fillFromPreset(preset.value);
    showPresetSource();
  });
  for (const control of Object.values(rules)) {
    control.addEventListener("change", markCustom);
    control.addEventListener("input", markCustom);
  }
  opponent.addEventListener("change", syncVisibility);
  clockOn.addEventListener("change", syncVisibility);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    /** @type {Record<string, any>} */
    const chosen = { size: Number(size.value) };
    for (const [name, control] of Object.entries(rules)) {
      if (control instanceof HTMLSelectElement) {
        chosen[name] = control.value;
      } else {
        const number = Math.round(Number(control.value));
        chosen[name] = Number.isFinite(number) && number > 0 ? number : 0;
      }
    }
    const clockMinutes = Number(minutes.value);
    dialog.close();
    onStart({
      preset: basePreset,
      rules: chosen,
      firstPlayer: first.value,
      settings: {
        opponent: opponent.value,
        // A game with a friend gets an id of its own, which its links carry.
        ...(opponent.value === "friend" ? { friend: newFriendId() } : {}),
        level: Number(level.value),
        human: human.value,
        clock:
          showClock && clockOn.checked && clockMinutes > 0
            ? { minutes: clockMinutes, increment: Math.max(0, Number(increment.value) || 0) }
            : null,
      },
    });
  });

  return {
    element: dialog,
    /** Opens the dialog filled with the current game's choices. */
    open({ preset: current, rules: currentRules, settings, humanChoice }) {
      basePreset = presets.includes(current) ? current : "classic";
      fillFromPreset(basePreset);
      size.value = String(currentRules.size);
      first.value = currentRules.firstPlayer;
      for (const [key, control] of Object.entries(rules)) control.value = String(currentRules[key]);
      markCustom();
      opponent.value = settings.opponent;
      level.value = String(settings.level);
      describeLevel();
      human.value = humanChoice ?? settings.human;
      clockOn.checked = Boolean(settings.clock);
      if (settings.clock) {
        minutes.value = String(settings.clock.minutes);
        increment.value = String(settings.clock.increment);
      }
      syncVisibility();
      drawFriends();
      dialog.showModal();
    },
  };
}
