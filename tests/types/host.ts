// A host page's TypeScript, checked against the element's published types
// (web/embed/seega-element.d.ts) with `tsc --strict`: the events' details, the methods, the
// error's facts. Each `@ts-expect-error` is a mistake the types must catch.
import type { SeegaError, SeegaGame, Side } from "../../web/embed/seega-element.js";

const game = document.querySelector("seega-game");
if (game) {
  const element: SeegaGame = game;
  element.theme = "dark";
  element.addEventListener("ready", (event) => console.log(event.detail.lang, event.detail.dir));
  element.addEventListener("move", (event) => {
    const side: Side = event.detail.side;
    const taken: string[] = event.detail.captured;
    console.log(side, event.detail.turn, taken.length);
  });
  element.addEventListener("gameover", (event) => console.log(event.detail.winner ?? "draw", event.detail.reason));
  element.addEventListener("gameerror", (event) => console.log(event.detail.code, event.detail.message));
  document.addEventListener("move", (event) => console.log(event.detail.turn));
  element.ready.then(({ lang, dir }) => console.log(lang, dir, element.isReady));
  element.size = 7;
  element.level = "3";
  const level: number | null = element.level;
  console.log(level, element.headingLevel);
  element.load('[Size "5"]\n\n1. a1,b1', { opponent: "computer", level: 1, colour: "black" });
  // @ts-expect-error: the opponent is human or computer
  element.load("", { opponent: "robot" });
  // @ts-expect-error: ready is read-only
  element.ready = Promise.resolve({ lang: "en", dir: "ltr" });
  try {
    element.load('[Size "5"]\n1. a1,c3');
  } catch (thrown) {
    const error = thrown as SeegaError;
    const where: [string, string | undefined, number | undefined] = [error.code, error.reason, error.line];
    console.log(where, error.turn, error.cause?.code, error.cause?.action, error.value);
  }
  element.newGame({ size: 7, preset: "somali" });
  const turns: string[] = element.state.turns;
  console.log(turns, element.record);
  // @ts-expect-error: a board is 5, 7 or 9
  element.newGame({ size: 6 });
  // @ts-expect-error: the record is read-only
  element.record = "";
  // @ts-expect-error: a side is black or white
  const wrong: Side = "red";
  console.log(wrong);
}
