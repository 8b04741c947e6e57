// The puzzle collection as the page uses it: the puzzle of the day, the progress kept in the
// browser, and what each puzzle asks, in catalog keys. Pure functions and a storage wrapper.

/**
 * @typedef {object} Puzzle one entry of puzzles.json (written by `seega puzzles generate`)
 * @property {string} id
 * @property {"capture" | "win" | "save"} kind
 * @property {number} goal stones to take, turns to win in, or stones threatened
 * @property {string} preset
 * @property {number} size
 * @property {string} board
 * @property {"black" | "white"} turn
 * @property {string[]} solution the solver's turns and the other side's replies, alternately
 */

export const PROGRESS_KEY = "seega.puzzles.v1";

/** The day number of a local date: the same puzzle all day wherever the reader is. @param {Date} date */
export function dayNumber(date) {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/** @param {number} a @param {number} b @returns {number} */
function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

/** The index of the puzzle of the day among `count`: consecutive days step through the whole
 * collection in a mixed order (a stride prime to the count), every puzzle once per round.
 * @param {Date} date @param {number} count */
export function dailyIndex(date, count) {
  if (count <= 0) return -1;
  let stride = 31;
  while (gcd(stride, count) !== 1) stride += 1;
  return (((dayNumber(date) * stride) % count) + count) % count;
}

/** What a puzzle asks: a catalog key and its parameters. @param {Puzzle} puzzle */
export function askOf(puzzle) {
  const count = puzzle.goal;
  if (puzzle.kind === "capture") return { key: "puzzle.ask.capture", params: { count } };
  if (puzzle.kind === "win") return { key: "puzzle.ask.win", params: { count } };
  return { key: "puzzle.ask.save", params: { count } };
}

/**
 * @typedef {{ solved: string[], seen: string[] }} Progress solved puzzles, and those whose
 *   solution was shown before they were solved
 */

/** The progress kept in `storage` (anything unreadable counts as none).
 * @param {Pick<Storage, "getItem"> | null} storage @returns {Progress} */
export function readProgress(storage) {
  try {
    const data = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? "{}");
    const list = (/** @type {unknown} */ value) => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);
    return { solved: list(data?.solved), seen: list(data?.seen) };
  } catch {
    return { solved: [], seen: [] };
  }
}

/** Saves `progress`; storage that refuses (private modes, full) is left alone.
 * @param {Pick<Storage, "setItem"> | null} storage @param {Progress} progress */
export function writeProgress(storage, progress) {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // The progress lives for this visit only.
  }
}

/** `progress` with `id` marked solved or seen. @param {Progress} progress @param {string} id
 * @param {"solved" | "seen"} how @returns {Progress} */
export function mark(progress, id, how) {
  if (progress[how].includes(id)) return progress;
  return { ...progress, [how]: [...progress[how], id] };
}
