// Game clocks as plain data: the time each side has left, which side's clock runs and since
// when. Pure functions of the data and the time `now` (milliseconds), so that they can be
// saved with the game and tested without waiting.

/** @typedef {"black" | "white"} Side */
/** @typedef {{ initialMs: number, incrementMs: number, black: number, white: number,
 *   running: Side | null, since: number }} Clock */

/** A new clock: `minutes` a side, `incrementSeconds` added after each turn; not running.
 * @param {number} minutes @param {number} [incrementSeconds] @returns {Clock} */
export function createClock(minutes, incrementSeconds = 0) {
  const initialMs = Math.round(minutes * 60_000);
  return { initialMs, incrementMs: Math.round(incrementSeconds * 1000), black: initialMs, white: initialMs, running: null, since: 0 };
}

/** The time `side` has left at `now`, never below zero. @param {Clock} clock @param {Side} side @param {number} now */
export function remaining(clock, side, now) {
  const left = clock[side] - (clock.running === side ? now - clock.since : 0);
  return Math.max(0, left);
}

/** The clock with the running side's time charged up to `now` and nothing running.
 * @param {Clock} clock @param {number} now @returns {Clock} */
export function stop(clock, now) {
  if (!clock.running) return clock;
  return { ...clock, [clock.running]: remaining(clock, clock.running, now), running: null, since: now };
}

/** The clock running for `side` from `now` (null stops it). `finished`, the side that has
 * just completed a turn, gets the increment.
 * @param {Clock} clock @param {Side | null} side @param {number} now @param {Side | null} [finished] @returns {Clock} */
export function run(clock, side, now, finished = null) {
  const stopped = stop(clock, now);
  const next = { ...stopped, running: side, since: now };
  if (finished) next[finished] = stopped[finished] + clock.incrementMs;
  return next;
}

/** The side whose time has run out at `now`, or null. @param {Clock} clock @param {number} now @returns {Side | null} */
export function flagged(clock, now) {
  return clock.running && remaining(clock, clock.running, now) <= 0 ? clock.running : null;
}

/** A clock read back from a save: checked field by field; its running side starts again
 * from `now` (time while the page was closed does not count). Null if it is not a clock.
 * @param {unknown} data @param {number} now @returns {Clock | null} */
export function restoreClock(data, now) {
  if (!data || typeof data !== "object") return null;
  const fields = /** @type {Record<string, unknown>} */ (data);
  /** @param {string} key */
  const time = (key) => {
    const value = fields[key];
    return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
  };
  const [initialMs, incrementMs, black, white] = ["initialMs", "incrementMs", "black", "white"].map(time);
  if (initialMs === null || incrementMs === null || black === null || white === null) return null;
  const running = fields.running === "black" || fields.running === "white" ? fields.running : null;
  return { initialMs, incrementMs, black, white, running, since: now };
}

/** "4:59", "0:07.3" under ten seconds, "1:02:03" over an hour. @param {number} ms */
export function formatClock(ms) {
  if (ms < 10_000) {
    const tenths = Math.floor(ms / 100);
    return `0:${String(Math.floor(tenths / 10)).padStart(2, "0")}.${tenths % 10}`;
  }
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The time now in milliseconds since the epoch, steady within a page (the clocks' `now`). */
export function now() {
  return typeof performance !== "undefined" ? performance.timeOrigin + performance.now() : Date.now();
}
