// A game's settings beyond its rules (which the record carries): the opponent, the
// computer's level, the human's colour against it or against a friend playing by link (with
// the game's id), and the clocks. Anything read from a
// save, a link or the embedding page goes through `normalizeSettings`.

/** @typedef {"black" | "white"} Side */
/** @typedef {{ minutes: number, increment: number }} ClockSetting */
/** @typedef {{ opponent: "human" | "computer" | "friend", level: number, human: Side,
 *   clock: ClockSetting | null, friend?: string }} Settings */

/** The computer's levels, as the engine's `aiMove({ level })` takes them: the one list the
 * new-game dialog, saved settings and embedding options are checked against. Settings and
 * options are read before the engine has loaded, so it is written here;
 * tests/unit/engine-types.test.js checks it against the engine. */
export const LEVELS = [1, 2, 3, 4, 5];

/** The boards the engine plays on: for an embedding's options, read before the engine has
 * loaded, and the new-game dialog's list (checked against the engine as LEVELS is). */
export const SIZES = [5, 7, 9];

/** The sound's levels in the settings dialog, from silent to loud (a display preference,
 * not a game's setting, kept here beside the other lists the embedding options read). */
export const SOUND_LEVELS = ["off", "quiet", "medium", "loud"];

/** A friend game's id: what its links and its save are known by. */
export const FRIEND_ID = /^[a-z0-9]{8,16}$/;

/** @type {Settings} */
export const DEFAULT_SETTINGS = { opponent: "human", level: 2, human: "black", clock: null };

/** Settings from anything: unknown or bad fields take the default.
 * @param {unknown} input @returns {Settings} */
export function normalizeSettings(input) {
  const data = /** @type {Record<string, unknown>} */ (input && typeof input === "object" ? input : {});
  const level = Number(data.level);
  const friend = data.opponent === "friend" && FRIEND_ID.test(String(data.friend)) ? String(data.friend) : null;
  const settings = {
    opponent: friend ? "friend" : data.opponent === "computer" ? "computer" : "human",
    level: LEVELS.includes(level) ? level : DEFAULT_SETTINGS.level,
    human: data.human === "white" ? "white" : "black",
    // A friend game has no clocks: each side plays when it likes.
    clock: friend ? null : normalizeClock(data.clock),
  };
  return /** @type {Settings} */ (friend ? { ...settings, friend } : settings);
}

/** A clock's setting from anything, or null for none. @param {unknown} input @returns {ClockSetting | null} */
export function normalizeClock(input) {
  if (!input || typeof input !== "object") return null;
  const minutes = Number(/** @type {{ minutes?: unknown }} */ (input).minutes);
  const increment = Number(/** @type {{ increment?: unknown }} */ (input).increment ?? 0);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 600) return null;
  return { minutes, increment: Number.isFinite(increment) && increment > 0 ? Math.min(increment, 600) : 0 };
}

/** The side the computer plays, or null in a two-player game. @param {Settings} settings */
export function computerSide(settings) {
  if (settings.opponent !== "computer") return null;
  return settings.human === "black" ? "white" : "black";
}

/** The side a friend plays by link, or null. @param {Settings} settings */
export function friendSide(settings) {
  if (settings.opponent !== "friend") return null;
  return settings.human === "black" ? "white" : "black";
}

/** A random side, the coin toss of the Somali manual (000). @returns {Side} */
export function coinToss(random = Math.random) {
  return random() < 0.5 ? "black" : "white";
}
