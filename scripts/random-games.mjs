// What the measurement scripts share to play games that differ yet repeat: a small seeded
// random generator, and a game opened by random turns.

/** A small seeded random generator (mulberry32): numbers from 0 to 1. @param {number} seed */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays `turns` whole random turns (one a side by default) in `game`, with `rand`. */
export function openRandomly(game, rand, turns = 2) {
  for (let turn = 0; turn < turns; turn += 1) {
    do {
      const actions = game.legalActions();
      game.play(actions[Math.floor(rand() * actions.length)]);
    } while (game.state().pending.length > 0);
  }
}
