// Animation planning: from the board before, the board after and the engine's play() report,
// which stones settle, slide and leave, and when. Replays the report's actions on the stones
// (never a rule); if the replay does not end on the board after, there is no animation.
// Pure functions, shared with the tests.

/** @typedef {import("./state.js").Stone} Stone */

/** How long each kind of step takes, in milliseconds. */
export const TIMING = Object.freeze({ drop: 200, slide: 180, leave: 260, fade: 160 });

/**
 * @typedef {object} ReportAction one action of a play() report
 * @property {string} action
 * @property {string} kind "drop", "step", "end" or "remove"
 * @property {string | null} from
 * @property {string | null} to
 * @property {string[]} captured
 */

/**
 * @typedef {object} Track one stone's life during the animation
 * @property {Stone} side
 * @property {string} start the cell it starts on (or arrives on, for a dropped stone)
 * @property {{t0: number, t1: number, from: string, to: string}[]} moves
 * @property {{t0: number, t1: number} | null} appear when a dropped stone settles
 * @property {{t0: number, t1: number, shrink: boolean} | null} leave when a taken stone goes (shrinking, or only fading)
 */

/**
 * @typedef {object} Plan
 * @property {number} duration milliseconds
 * @property {Track[]} tracks every stone on the board before or after
 */

/**
 * @typedef {object} Sprite one stone to draw at one moment
 * @property {Stone} side
 * @property {string} from
 * @property {string} to
 * @property {number} progress from 0 (on `from`) to 1 (on `to`)
 * @property {number} scale
 * @property {number} alpha
 * @property {boolean} lifted whether it is in the air (moving or dropping), for its shadow
 */

/**
 * The animation from `before` to `after` (Maps of cell to stone) told by `report` (play()'s
 * `{actions}`): dropped stones settle one after another, a moving stone slides step by step,
 * each step's captured stones leave after it. With `reduced` (reduced motion) nothing moves:
 * taken stones only fade, all at once. Null when there is nothing to show or the report does
 * not lead from `before` to `after`. `instantFirst` names a first step that needs no slide
 * (the player dragged the stone there already).
 * @param {Map<string, Stone>} before
 * @param {Map<string, Stone>} after
 * @param {{actions: ReportAction[]} | null | undefined} report
 * @param {{reduced?: boolean, instantFirst?: string | null}} [options]
 * @returns {Plan | null}
 */
export function planAnimation(before, after, report, { reduced = false, instantFirst = null } = {}) {
  if (!report || !Array.isArray(report.actions)) return null;
  const drop = reduced ? 0 : TIMING.drop;
  const slide = reduced ? 0 : TIMING.slide;
  const leave = reduced ? TIMING.fade : TIMING.leave;
  /** @type {Track[]} */
  const tracks = [];
  /** @type {Map<string, Track>} */
  const on = new Map();
  for (const [cell, side] of before) {
    const track = { side, start: cell, moves: [], appear: null, leave: null };
    tracks.push(track);
    on.set(cell, track);
  }
  let time = 0;
  let moved = false;

  const take = (/** @type {string[]} */ cells) => {
    for (const cell of cells) {
      const track = on.get(cell);
      if (!track) return false;
      track.leave = { t0: reduced ? 0 : time, t1: (reduced ? 0 : time) + leave, shrink: !reduced };
      on.delete(cell);
      moved = true;
    }
    if (cells.length > 0 && !reduced) time += leave;
    return true;
  };
  for (const [index, a] of report.actions.entries()) {
    const captured = Array.isArray(a.captured) ? a.captured : [];
    if (a.kind === "drop") {
      const side = a.to ? after.get(a.to) : undefined;
      if (!a.to || !side || on.has(a.to)) return null;
      const track = { side, start: a.to, moves: [], appear: { t0: time, t1: time + drop }, leave: null };
      tracks.push(track);
      on.set(a.to, track);
      time += drop;
      moved = true;
    } else if (a.kind === "step") {
      const track = a.from ? on.get(a.from) : undefined;
      if (!track || !a.from || !a.to || on.has(a.to)) return null;
      const length = index === 0 && a.action === instantFirst ? 0 : slide;
      track.moves.push({ t0: time, t1: time + length, from: a.from, to: a.to });
      on.delete(a.from);
      on.set(a.to, track);
      time += length;
      moved = true;
      if (!take(captured)) return null;
    } else if (a.kind === "remove") {
      if (!take(captured)) return null;
    } else if (a.kind !== "end") {
      return null;
    }
  }
  if (on.size !== after.size) return null;
  for (const [cell, track] of on) if (after.get(cell) !== track.side) return null;
  const duration = reduced ? Math.max(0, ...tracks.map((tr) => tr.leave?.t1 ?? 0)) : time;
  if (!moved || duration <= 0) return null;
  return { duration, tracks };
}

/**
 * Smooth start and stop.
 * @param {number} x from 0 to 1
 * @returns {number}
 */
export function ease(x) {
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * The stones to draw `t` milliseconds into `plan`.
 * @param {Plan} plan
 * @param {number} t
 * @returns {Sprite[]}
 */
export function frameAt(plan, t) {
  /** @type {Sprite[]} */
  const sprites = [];
  for (const track of plan.tracks) {
    if (track.appear && t < track.appear.t0) continue;
    if (track.leave && t >= track.leave.t1) continue;
    let from = track.start;
    let to = track.start;
    let progress = 1;
    let lifted = false;
    for (const move of track.moves) {
      if (t >= move.t1) {
        from = move.to;
        to = move.to;
      } else if (t > move.t0) {
        from = move.from;
        to = move.to;
        progress = ease((t - move.t0) / (move.t1 - move.t0));
        lifted = true;
        break;
      } else {
        break;
      }
    }
    let scale = 1;
    let alpha = 1;
    if (track.appear && t < track.appear.t1) {
      // A dropped stone comes down onto the board: a little larger and lighter, settling.
      const x = ease((t - track.appear.t0) / Math.max(1, track.appear.t1 - track.appear.t0));
      scale = 1.22 - 0.22 * x;
      alpha = 0.35 + 0.65 * x;
      lifted = true;
    }
    if (track.leave && t > track.leave.t0) {
      const x = (t - track.leave.t0) / Math.max(1, track.leave.t1 - track.leave.t0);
      alpha = 1 - x;
      scale = track.leave.shrink ? 1 - 0.45 * x : 1;
    }
    sprites.push({ side: track.side, from, to, progress, scale, alpha, lifted });
  }
  return sprites;
}
