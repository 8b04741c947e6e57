// The new-game dialog: board size, rule preset (with its source), every rule option in an
// advanced part, opponent (another player here, the computer, or a friend by link or live,
// a live game being a friend game marked live: web/live/) and
// level, colours, who places first, and clocks; and the games with friends in progress, to
// open one. Choosing a preset fills the options from the engine's own preset; changing one
// shows "custom".

import { closeButton, h, uid } from "../../shared/dom.js";
import { createFriendList } from "../../friend/friend-list.js";
import { newFriendId } from "../../friend/games.js";
import { liveConfig } from "../../live/config.js";
import { markLive } from "../../live/marks.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { clockChosen, createClockSet, createLevelField, createRuleFields, field, presetShown, rulesChosen, select } from "./new-game-fields.js";

/** @typedef {import("./new-game-fields.js").RuleValues} RuleValues */

/** The choices a player makes in the dialog.
 * @typedef {{ preset: string, rules: RuleValues | import("../../pkg/rules/seega.js").Rules, firstPlayer: string,
 *   settings: { opponent: string, level: number, human: string, clock: { minutes: number, increment: number } | null, friend?: string } }} Choice */

/** @typedef {import("../../friend/friend-list.js").FriendsConfig} FriendsConfig */

/** Makes the dialog in `tr`'s language. `sizes` are the boards with the stones each side owns
 * on them (from the engine), `ruleOptions` its rule options with their values, `presetRules(name)` gives a
 * preset's rules (from the engine); `onStart(choice)` is called with what the player chose.
 * @param {{ tr: import("../../i18n/i18n.js").Translator, presets: string[], sizes: { size: number, stonesPerSide: number }[],
 *   ruleOptions: import("../../pkg/rules/seega.js").RuleOption[],
 *   presetRules: (name: string) => RuleValues, onStart: (choice: Choice) => void, showClock: boolean,
 *   friends: FriendsConfig | null, onOpenFriend: (id: string) => void }} config
 * (`friends`: where the games with friends are kept, where the page offers them) */
export function createNewGameDialog({ tr, presets, sizes, ruleOptions, presetRules, onStart, showClock, friends, onOpenFriend }) {
  const { t } = tr;
  const size = select(sizes.map((b) => [b.size, t("newGame.sizeValue", { size: b.size, stones: b.stonesPerSide })]), sizes[0].size);
  const preset = select([...presets.map((p) => /** @type {[string, string]} */ ([p, t(`preset.${p}`)])), ["custom", t("preset.custom")]], "classic");
  /** @type {HTMLElement} */
  const presetSource = h("p", { class: "field-help preset-source" });
  /** @type {[string, string][]} */
  const opponents = [["human", t("opponent.human")], ["computer", t("opponent.computer")], ...(friends ? /** @type {[string, string][]} */ ([["friend", t("opponent.friend")], ...(liveConfig().off ? [] : [["live", t("opponent.live")]])]) : [])];
  const opponent = select(opponents, "human");
  const { element: levelField, level, describe: describeLevel } = createLevelField(t, DEFAULT_SETTINGS.level);
  const human = select([["black", t("side.black")], ["white", t("side.white")], ["random", t("newGame.random")]], "black");
  const first = select([["black", t("side.black")], ["white", t("side.white")], ["random", t("newGame.coinToss")]], "black");
  const clocks = createClockSet(t);
  const { rules, fields: advanced } = createRuleFields(t, ruleOptions);

  /** @type {HTMLElement} */
  const computerFields = h("div", { class: "field-group computer-fields" }, levelField, field("human", t("newGame.yourColour"), human));
  // The games with friends kept here, to open one, rename or delete it.
  const friendList = friends && createFriendList({ tr, ...friends, onOpen: (id) => (dialog.close(), onOpenFriend(id)) });
  /** @type {HTMLElement} */
  const friendSection = h("section", { class: "dialog-section friend-section", hidden: true }, h("h3", {}, t("newGame.friends")), friendList?.element);
  const drawFriends = () => {
    friendList?.draw();
    friendSection.hidden = !friendList?.count;
  };
  /** @type {HTMLFormElement} */
  const form = h(
    "form",
    { method: "dialog", class: "dialog-body new-game-form" },
    h("div", { class: "field-row" }, field("size", t("newGame.size"), size), field("firstPlayer", t("newGame.firstPlayer"), first)),
    field("preset", t("newGame.preset"), preset),
    presetSource,
    field("opponent", t("newGame.opponent"), opponent),
    computerFields,
    friendSection,
    // A friend game has no clocks: each side plays when it likes.
    showClock && clocks.element,
    h("details", { class: "advanced" }, h("summary", {}, t("newGame.advanced")), h("div", { class: "advanced-fields" }, advanced)),
    h(
      "div",
      { class: "dialog-actions" },
      h("button", { type: "button", class: "button", value: "cancel", onclick: () => dialog.close() }, t("action.cancel")),
      h("button", { type: "submit", class: "button primary", value: "start" }, t("newGame.start")),
    ),
  );
  const titleId = uid("ng-title");
  /** @type {HTMLDialogElement} */
  const dialog = h(
    "dialog",
    { class: "dialog new-game-dialog", "aria-labelledby": titleId },
    h("header", { class: "dialog-header" }, h("h2", { id: titleId }, t("newGame.title")), closeButton(t("action.close"), () => dialog.close())),
    form,
  );

  let basePreset = "classic";
  /** @param {string} name */
  const fillFromPreset = (name) => {
    const values = presetRules(name);
    for (const [key, control] of Object.entries(rules)) control.value = String(values[key]);
    basePreset = name;
  };
  const showPresetSource = () => {
    presetSource.textContent = preset.value === "custom" ? t("preset.custom.source", { base: t(`preset.${basePreset}`) }) : t(`preset.${preset.value}.source`);
  };
  const markCustom = () => {
    preset.value = presetShown(basePreset, presetRules(basePreset), rules);
    showPresetSource();
  };
  const syncVisibility = () => {
    computerFields.hidden = opponent.value === "human";
    levelField.hidden = opponent.value !== "computer";
    clocks.element.hidden = opponent.value === "friend" || opponent.value === "live";
    clocks.fields.hidden = !clocks.on.checked;
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
  clocks.on.addEventListener("change", syncVisibility);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = rulesChosen(Number(size.value), rules);
    const clock = clockChosen(showClock, clocks.on.checked, clocks.minutes.value, clocks.increment.value);
    dialog.close();
    const id = opponent.value === "friend" || opponent.value === "live" ? newFriendId() : null;
    // A live game is marked live before it starts, so that its box connects at once.
    if (opponent.value === "live" && friends && id) markLive(friends.storage, friends.storageKey, id);
    onStart({
      preset: basePreset,
      rules: chosen,
      firstPlayer: first.value,
      settings: {
        opponent: id ? "friend" : opponent.value,
        // A game with a friend gets an id of its own, which its links carry.
        ...(id ? { friend: id } : {}),
        level: Number(level.value),
        human: human.value,
        clock,
      },
    });
  });

  return {
    element: dialog,
    /** Opens the dialog filled with the current game's choices.
     * @param {{ preset?: string, rules?: import("../../pkg/rules/seega.js").Rules, settings: import("../../shared/settings.js").Settings, humanChoice?: string | null }} current */
    open({ preset: current, rules: currentRules, settings, humanChoice }) {
      basePreset = current && presets.includes(current) ? current : "classic";
      fillFromPreset(basePreset);
      if (currentRules) {
        /** @type {RuleValues} */
        const values = { ...currentRules };
        size.value = String(values.size);
        first.value = String(values.firstPlayer);
        for (const [key, control] of Object.entries(rules)) control.value = String(values[key]);
      }
      markCustom();
      opponent.value = settings.opponent;
      level.value = String(settings.level);
      describeLevel();
      human.value = humanChoice ?? settings.human;
      clocks.on.checked = Boolean(settings.clock);
      if (settings.clock) {
        clocks.minutes.value = String(settings.clock.minutes);
        clocks.increment.value = String(settings.clock.increment);
      }
      syncVisibility();
      drawFriends();
      dialog.showModal();
    },
  };
}
