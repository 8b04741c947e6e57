// The page for iframes (embed.html): one game, its options from the query (and `record`, a
// game record to open), and its events
// posted to the parent page as { source: "seega", type, detail } with type "move",
// "gameover", "ready" ({ lang, dir }, once the game can be played and given a record),
// "height" (detail { height } in CSS pixels, whenever the content's height changes, so that
// the host can size the frame, and when the parent asks with a message { source: "seega",
// type: "height" }) or "degraded" ({ kind, reason }: a fallback, web/shared/fallbacks.js, as
// the element's event; "storage" when the browser refuses or partitions a frame's storage on
// another site, so that the game cannot be kept: each when it happens, and all again when
// the parent asks with { source: "seega", type: "degraded" }). The parent may give the game
// a record to play on, { source: "seega", type: "load", detail: { record } } (the record it
// kept from the "move" messages, where the frame cannot keep it); a record that does not
// read is answered with "loaderror" ({ code, message }), the game kept.
//
//   <iframe src="https://…/embed.html?size=7&preset=egyptian&opponent=computer&level=3"
//           title="Seega" width="720" height="640"></iframe>

import { mountGame } from "../app/app.js";
import { giveEngine } from "../shared/engine.js";
import { fallbacks, onFallback } from "../shared/fallbacks.js";
import * as readingEngine from "../pkg/reader/seega.js";
import { readOptions, thrownFacts } from "./options.js";

/** @typedef {import("../app/api.js").MountedGame} MountedGame */

// The element opens on the engine that reads records (a host may `load` one at any time):
// its glue comes with the element's modules.
giveEngine({ reader: readingEngine });

const params = new URLSearchParams(location.search);
// In a frame, the game is a guest of the page around it (a region titled at `heading-level`,
// 2 by default, without landmarks of its own); opened alone, it is the page.
const framed = window.parent !== window;
if (framed) document.documentElement.dataset.framed = "";
const read = readOptions((name) => params.get(name));
/** @type {import("./options.js").EmbedOptions} */
const options = { ...read, headingLevel: framed ? (read.headingLevel ?? 2) : undefined };
// `record`: the frame opens on a game record (a position is the record of the turns that lead
// to it), played on with the query's opponent, level and colour, as a shared link opens one;
// one that does not read says why in the game's notice, and the game opens new.
const record = params.get("record");
if (record) {
  const { opponent, level, colour } = read;
  const settings = Object.fromEntries(Object.entries({ opponent, level, human: colour }).filter(([, value]) => value !== undefined));
  options.shared = { record, settings };
}
if (options.lang) document.documentElement.lang = options.lang;
const root = document.getElementById("seega");
if (!root) throw new Error("embed.html holds no #seega element for the game");

/** Posts a message to the page around the frame. @param {string} type @param {unknown} [detail] */
function post(type, detail) {
  if (window.parent !== window) window.parent.postMessage({ source: "seega", type, detail }, "*");
}

let height = 0;
/** Posts the content's height when it changed, or with `again`, as it is. */
const postHeight = (again = false) => {
  const next = Math.ceil(root.getBoundingClientRect().height);
  if (next === height && !again) return;
  height = next;
  post("height", { height });
};
new ResizeObserver(() => postHeight()).observe(root);

/** Settles with the game once it can be played and driven (never for the lesson). */
/** @type {(game: MountedGame) => void} */
let playable = () => {};
/** @type {Promise<MountedGame>} */
const started = new Promise((done) => (playable = done));

// A host whose script came after the frame's first messages asks for the height, or for the
// fallbacks; a host that keeps the game's record gives it back.
window.addEventListener("message", (event) => {
  /** A host's message: anything another page may post. @type {{ source?: unknown, type?: unknown, detail?: { record?: unknown } | null } | null | undefined} */
  const data = event.data;
  if (!framed || event.source !== window.parent || data?.source !== "seega") return;
  const { type, detail } = data;
  const given = detail?.record;
  if (type === "height") postHeight(true);
  else if (type === "degraded") for (const fallback of fallbacks()) post("degraded", fallback);
  else if (type === "load" && typeof given === "string") {
    started.then((game) => {
      try {
        game.load(given);
      } catch (error) {
        const facts = thrownFacts(error);
        post("loaderror", { code: facts.code ?? "record", message: String(facts.message ?? error) });
      }
    });
  }
});
onFallback((fallback) => post("degraded", fallback));

try {
  // `mode=lesson` or `mode=puzzles`: the lesson or the puzzles alone, without the game (the
  // game's first screen, drawn into the page and hidden for them, gives way).
  if (options.mode) root.querySelector(":scope > [data-first-screen]")?.remove();
  const learn = options.mode ? (await import("../learn/learn.js")).mountLearn(root, options) : null;
  // `exhibit`: for a gallery's touch screen; `tabletop`: for two at a device lying flat.
  const exhibit = !learn && options.exhibit ? (await import("../exhibit/exhibit.js")).mountExhibit : null;
  const game = learn ? null : exhibit ? exhibit(root, options) : mountGame(root, options);
  if (game && options.tabletop) import("../tabletop/tabletop.js").then((m) => m.keepTabletop(root));
  // The page takes the game's language and direction (Arabic is right to left).
  const language = await (learn ?? game)?.ready;
  if (language) {
    document.documentElement.lang = language.lang;
    document.documentElement.dir = language.dir;
  }
  for (const type of /** @type {const} */ (["move", "gameover"])) {
    game?.on(type, (detail) => post(type, detail instanceof CustomEvent ? detail.detail : detail));
  }
  if (game && !learn && (await game.playable)) {
    playable(game);
    post("ready", language);
  }

} catch (error) {
  root.textContent = `The game could not start: ${thrownFacts(error).message ?? error}`;
}
