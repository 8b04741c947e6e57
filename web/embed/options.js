// The options of an embedded game, read the same way from the element's attributes and from
// the embed page's query: `size`, `preset`, `opponent`, `level`, `colour`, `lang`, `theme`,
// `controls`, `rules`, `storage-key`, `mode`, and for the element `heading-level` (1 to 6,
// the level of the game's title on the host's page) and `label` (the title, which names the
// game's region: two games on one page need two labels). A missing or unreadable value is left out,
// and the game takes its default; nothing a host page writes can stop the game from starting.
// `rules` overrides the preset's rule options, `name=value` pairs separated by spaces
// (`blocked=opponentOpens chain=mandatory`); the engine knows the names and values, and
// rules it refuses leave the preset's. `mode` (`lesson` or `puzzles`) shows web/learn/'s
// lesson or puzzles instead of the game. `sound` turns the game's sounds on, which an
// embedded game is without unless its host asks: present and empty (`<seega-game sound>`,
// `embed.html?sound`) or `on` for the medium volume, or a level (`quiet`, `medium`, `loud`,
// `off`); the visitor can still change it in the settings. `exhibit` (present, empty or `on`)
// runs the game for a gallery's touch screen (web/exhibit/), with `exhibit-idle` (seconds
// without a touch before the attract screen comes back, 10 or more; 120 by default) and
// `exhibit-languages` (the languages it offers, separated by spaces or commas); `tabletop`
// (present, empty or `on`) lays the game out for two players at a device lying flat
// between them (web/tabletop/).

import { LEVELS, SIZES, SOUND_LEVELS } from "../shared/settings.js";

/** The options of an embedded game: mountGame's (web/app/api.js), with a title's level that is
 * a number or left out, and what the element and the embed page show instead of a plain game:
 * the lesson or the puzzles (`mode`), a gallery's screen (`exhibit`), a table's (`tabletop`).
 * @typedef {Omit<import("../app/api.js").MountOptions, "headingLevel"> & { headingLevel?: number,
 *   mode?: "lesson" | "puzzles", exhibit?: { idleSeconds: number, languages: string[] }, tabletop?: true }} EmbedOptions */

export const OPTION_NAMES = ["size", "preset", "opponent", "level", "colour", "color", "lang", "theme", "controls", "rules", "storage-key", "mode", "heading-level", "label", "sound", "exhibit", "exhibit-idle", "exhibit-languages", "tabletop"];

/** The languages an exhibit can offer. */
const EXHIBIT_LANGUAGES = ["en", "fr", "ar", "so"];

/** Whether a boolean option is on: present and empty, `on` or `true`. @param {string | null | undefined} value */
const isOn = (value) => typeof value === "string" && ["", "on", "true"].includes(value.trim().toLowerCase());

/** `get(name)` returns the raw text of an option or null.
 * @param {(name: string) => string | null | undefined} get @returns {EmbedOptions} */
export function readOptions(get) {
  /** @param {string} name */
  const text = (name) => {
    const value = get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  /** @type {EmbedOptions} */
  const options = { storageKey: null, sound: "off" };
  const size = Number(text("size"));
  if (SIZES.includes(size)) options.size = size;
  const preset = text("preset");
  if (preset && /^[a-z]+$/i.test(preset)) options.preset = preset.toLowerCase();
  const opponent = text("opponent");
  if (opponent === "human" || opponent === "computer") options.opponent = opponent;
  const level = Number(text("level"));
  if (LEVELS.includes(level)) options.level = level;
  const colour = text("colour") ?? text("color");
  if (colour === "black" || colour === "white" || colour === "random") options.colour = colour;
  const lang = text("lang");
  if (lang && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang)) options.lang = lang;
  const theme = text("theme");
  if (theme === "light" || theme === "dark" || theme === "auto") options.theme = theme;
  const controls = get("controls");
  // Names the game has no control for are kept, and ignored by it.
  if (typeof controls === "string") options.controls = /** @type {import("../app/state.js").Control[]} */ (controls.split(/[\s,]+/).filter(Boolean));
  const rules = text("rules");
  if (rules) {
    const pairs = rules.split(/[\s,]+/).map((pair) => pair.split("="));
    options.rules = Object.fromEntries(pairs.filter((pair) => pair.length === 2 && pair[0] && pair[1]));
  }
  const storageKey = text("storage-key");
  if (storageKey) options.storageKey = storageKey;
  const mode = text("mode");
  if (mode === "lesson" || mode === "puzzles") options.mode = mode;
  const headingLevel = Number(text("heading-level"));
  if (Number.isInteger(headingLevel) && headingLevel >= 1 && headingLevel <= 6) options.headingLevel = headingLevel;
  const sound = get("sound")?.trim().toLowerCase();
  if (sound === "" || sound === "on") options.sound = "medium";
  else if (SOUND_LEVELS.includes(/** @type {string} */ (sound))) options.sound = /** @type {string} */ (sound);
  const label = text("label");
  if (label) options.title = label.slice(0, 120);
  if (isOn(get("exhibit"))) {
    const seconds = Number(text("exhibit-idle"));
    const languages = (text("exhibit-languages") ?? "").split(/[\s,]+/).filter((lang) => EXHIBIT_LANGUAGES.includes(lang));
    options.exhibit = { idleSeconds: Number.isFinite(seconds) && seconds >= 10 ? seconds : 120, languages: [...new Set(languages)] };
  }
  if (isOn(get("tabletop"))) options.tabletop = true;
  return options;
}

/** The facts of anything thrown at the element or the embed page (an Error, the engine's error
 * with its stable `code`, a game's `error` detail, or words): its own fields if it is an
 * object, else none. Here, in a module both already load, so that it costs neither a file.
 * @param {unknown} error @returns {{ code?: unknown, message?: unknown, [fact: string]: unknown }} */
export function thrownFacts(error) {
  return error !== null && typeof error === "object" ? /** @type {Record<string, unknown>} */ (error) : {};
}
