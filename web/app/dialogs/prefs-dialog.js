// The settings dialog: display preferences that belong to the player, not to a game (the
// theme, the board's coordinates, the language, the sound's volume, whether the computer
// thinks on the player's time), and below them what this browser made the game do without
// (web/shared/fallbacks.js), in the player's words.

import { languages } from "../../i18n/i18n.js";
import { closeButton, h, options, uid } from "../../shared/dom.js";
import { fallbacks } from "../../shared/fallbacks.js";
import { SOUND_LEVELS } from "../../shared/settings.js";

/** @typedef {import("../state.js").Prefs} Prefs */

/** @param {{ tr: import("../../i18n/i18n.js").Translator, onChange: (prefs: Prefs) => void, automaticLang?: string }} config
 * `automaticLang`: the language "auto" stands for (the embedding's or the browser's). */
export function createPrefsDialog({ tr, onChange, automaticLang = "en" }) {
  const { t } = tr;
  const titleId = uid("prefs-title");
  const themeId = uid("prefs-theme");
  const coordsId = uid("prefs-coords");
  const langId = uid("prefs-lang");
  const soundId = uid("prefs-sound");
  const ponderId = uid("prefs-ponder");
  const theme = h("select", { id: themeId }, options([["auto", t("prefs.theme.auto")], ["light", t("prefs.theme.light")], ["dark", t("prefs.theme.dark")]], "auto"));
  const coordinates = h("input", { id: coordsId, type: "checkbox" });
  const ponder = h("input", { id: ponderId, type: "checkbox" });
  const automatic = t("prefs.language.auto", { language: t(`lang.${automaticLang}`) });
  const lang = h("select", { id: langId }, options([["auto", automatic], ...languages().map((code) => [code, t(`lang.${code}`)])], "auto"));
  // Each language's name is in that language: say so, for screen readers.
  for (const option of lang.options) if (option.value !== "auto") option.lang = option.value;
  /** @type {Record<string, string>} */
  const levels = { off: t("prefs.sound.off"), quiet: t("prefs.sound.quiet"), medium: t("prefs.sound.medium"), loud: t("prefs.sound.loud") };
  const sound = h("select", { id: soundId }, options(SOUND_LEVELS.map((level) => [level, levels[level]]), "medium"));
  const read = () => ({ theme: /** @type {Prefs["theme"]} */ (theme.value), coordinates: coordinates.checked, lang: lang.value, sound: sound.value, ponder: ponder.checked });
  for (const control of [theme, coordinates, lang, sound, ponder]) control.addEventListener("change", () => onChange(read()));

  /** What the game does without here, said when the dialog opens (a list, hidden when empty). */
  const degraded = h("ul", { class: "prefs-degraded", hidden: true });

  const dialog = h(
    "dialog",
    { class: "dialog prefs-dialog", "aria-labelledby": titleId },
    h("header", { class: "dialog-header" }, h("h2", { id: titleId }, t("prefs.title")), closeButton(t("action.close"), () => dialog.close())),
    h(
      "div",
      { class: "dialog-body" },
      h("div", { class: "field" }, h("label", { for: themeId }, t("prefs.theme")), theme),
      h("div", { class: "check" }, coordinates, h("label", { for: coordsId }, t("prefs.coordinates"))),
      h("div", { class: "field" }, h("label", { for: soundId }, t("prefs.sound")), sound),
      h("div", { class: "field" }, h("label", { for: langId }, t("prefs.language")), lang),
      h("div", { class: "check" }, ponder, h("label", { for: ponderId }, t("prefs.ponder"))),
      degraded,
      h("div", { class: "dialog-actions" }, h("button", { type: "button", class: "button primary", onclick: () => dialog.close() }, t("action.done"))),
    ),
  );
  return {
    element: dialog,
    /** @param {Prefs} prefs */
    open(prefs) {
      theme.value = prefs.theme;
      coordinates.checked = prefs.coordinates;
      lang.value = prefs.lang;
      sound.value = SOUND_LEVELS.includes(prefs.sound) ? prefs.sound : "medium";
      ponder.checked = prefs.ponder !== false;
      const kinds = [...new Set(fallbacks().map((fallback) => fallback.kind))];
      degraded.replaceChildren(...kinds.map((kind) => h("li", {}, t(`degraded.${kind}`))));
      degraded.hidden = kinds.length === 0;
      dialog.showModal();
    },
  };
}
