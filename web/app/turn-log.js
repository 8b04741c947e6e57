// The completed turns as the move list shows them: each turn's token, the side that played
// it, and whether that side played again because the other was blocked. The sides come from
// replaying the record's turns on a scratch game (the engine knows whose turn it is; the
// page does not guess), kept between calls so that a new turn replays one turn only.

/** @typedef {{ turn: string, side: "black" | "white" | null, extra: boolean }} TurnEntry */

/** A placement turn's token: drops only. */
const DROPS = /^[a-i]\d+(,[a-i]\d+)*$/;

export function createTurnLog() {
  /** @type {{ header: string, scratch: any, turns: string[], sides: ("black" | "white")[] } | null} */
  let cache = null;

  function drop() {
    cache?.scratch.free();
    cache = null;
  }

  /** @param {any} Game @param {any} game @param {{ turns: string[] }} snapshot @returns {("black" | "white")[]} */
  function sidesOf(Game, game, snapshot) {
    const header = game
      .record()
      .split("\n")
      .filter((line) => line.startsWith("[") && !/^\[(Result|Termination) /.test(line))
      .join("\n");
    const turns = snapshot.turns;
    const prefix = cache && cache.header === header && cache.turns.every((token, i) => i >= turns.length || token === turns[i]);
    if (!prefix) {
      drop();
      cache = { header, scratch: Game.fromRecord(header), turns: [], sides: [] };
    }
    const c = /** @type {NonNullable<typeof cache>} */ (cache);
    for (let i = c.turns.length; i < turns.length; i += 1) {
      c.sides.push(c.scratch.state().turn);
      c.scratch.play(turns[i]);
      c.turns.push(turns[i]);
    }
    return c.sides.slice(0, turns.length);
  }

  return {
    /** The entries of `game`'s completed turns. @returns {TurnEntry[]} */
    entries(Game, game, snapshot) {
      let sides = [];
      try {
        sides = sidesOf(Game, game, snapshot);
      } catch {
        drop();
      }
      return snapshot.turns.map((turn, i) => ({
        turn,
        side: sides[i] ?? null,
        // A side plays twice running when the other was blocked (not where placing gives
        // way to moving and the last placer moves first).
        extra: i > 0 && Boolean(sides[i]) && sides[i - 1] === sides[i] && !DROPS.test(snapshot.turns[i - 1]),
      }));
    },
    destroy: drop,
  };
}
