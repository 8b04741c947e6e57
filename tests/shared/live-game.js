// A whole live game for the tests to play through the boards: the end-to-end test between two
// Chromium pages (tests/e2e/live.spec.js) and the journey between Firefox and Chromium
// (tests/browsers/journeys-live.js).
import { readFileSync } from "node:fs";

/** A whole 5x5 game to play (the classic preset, black first), made by the engine: each side
 * takes the turn that captures most (ties broken by a fixed sequence), until one side has one
 * stone left. Each turn: its side, its cells to click, and whether it stops its chain early. */
export async function wholeGame() {
  const pkg = new URL("../../web/pkg/", import.meta.url);
  const { initSync, Game } = await import(new URL("seega.js", pkg).href);
  initSync({ module: readFileSync(new URL("seega_bg.wasm", pkg)) });
  const game = new Game({ preset: "classic", size: 5 });
  let seed = 16;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ends = new Set();
  while (!game.state().outcome) {
    const legal = game.legalActions();
    let best = [];
    let most = -1;
    for (const action of legal) {
      const score = (game.preview(action)?.captured.length ?? 0) + (action === "end" ? -0.5 : 0);
      if (score > most) [best, most] = [[action], score];
      else if (score === most) best.push(action);
    }
    const action = best[Math.floor(random() * best.length)];
    if (action === "end") ends.add(game.history().length);
    game.play(action);
  }
  const turns = game.history().map((turn, i) => ({ side: turn.side, token: turn.turn, end: ends.has(i) }));
  const result = { turns, record: game.record(), outcome: game.state().outcome };
  game.free();
  return result;
}
