// The game a search is run on, kept from one request to the next: each request's game (its
// record replayed and the turn under way played) is copied into the kept one with
// `game.follow`, which keeps the kept game's search, so that its table and move ordering
// carry over from move to move. A game from another start or other rules replaces it.

/**
 * @param {typeof import("../pkg/search/seega.js").Game} Game the engine's `Game` class, with the computer player
 * @returns {{ gameFor(record: string, pending: readonly string[]): import("../pkg/search/seega.js").Game, free(): void }}
 */
export function createFollower(Game) {
  /** @type {import("../pkg/search/seega.js").Game | null} */
  let followed = null;
  return {
    gameFor(record, pending) {
      const asked = Game.fromRecord(record);
      try {
        for (const action of pending) asked.play(action);
      } catch (error) {
        asked.free();
        throw error;
      }
      if (followed?.follow(asked)) {
        asked.free();
      } else {
        followed?.free();
        followed = asked;
      }
      return followed;
    },
    free() {
      followed?.free();
      followed = null;
    },
  };
}
