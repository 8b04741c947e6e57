// Every way into the page, as the person who receives a link meets it: from an empty profile
// (no storage, no cache, no service worker), each route must reach the state it promises (the
// position, the opponent, the words) with nothing in the console. Shared by Chromium's test
// (tests/e2e/routes.spec.js) and the Firefox and WebKit journeys (tests/browsers/journeys-
// routes.js), so that all three engines walk the same matrix.
//
// A route is plain data: where to go (on the site, or on the host page of another origin that
// embeds the game), what a visitor then does (`steps`, done in the page by `act`), and what the
// page must then show (`expect`, checked in the page by `probe`). `act` and `probe` are
// self-contained functions that run in the page (Playwright's evaluate, WebdriverIO's execute).

import { friendFragment } from "../../web/friend/link.js";
import { PLACED, PLACEMENT, record, shareLink } from "./game.js";

/** Three placement turns: black a1,b1; white c1,d1; black e1,a2. */
const THREE = record(PLACEMENT.slice(0, 3));
const THREE_BOARD = "...../...../...../b..../bbwwb";
/** A friend game's id, as the page makes them. */
const FRIEND = "k3x9p2m7qa";

/**
 * @typedef {{ root?: string, host?: string, board?: string, boardMatches?: string, moves?: number, movesAtLeast?: number,
 *   text?: [string, string][], attributes?: [string, string, string][], elementTurns?: number }} Expect
 *   what the page must show: under `root` (a selector; or in the shadow root of the element
 *   `host`), the board's text (`board`, or a regular expression's source `boardMatches`), the
 *   number of turns its list shows (`moves`, or at least `movesAtLeast`), each `[selector,
 *   words]` of `text` containing the words, each `[selector, attribute, value]` of
 *   `attributes`; `elementTurns`, the turns the element `host` says its game has (`state.turns`)
 * @typedef {{ select?: [string, string], click?: string, load?: { host: string, record: string }, save?: { key: string, value: string }, open?: string }} Step
 *   what a visitor does: choose `value` in the select, click the button, a host's script that
 *   loads a record into an element right after its `ready`, a saved game written into storage
 *   (as an older version of the page wrote it), a page of the site opened (`open`, a path)
 * @typedef {{ name: string, site: "SITE" | "GAME", path: string, steps?: Step[], expect: Expect }} Route
 */

/** An older version's save: the same key and version, without the first screen's facts
 * (`screen`), the friend game's summary or the prefs that later versions added. */
const OLD_SAVE = JSON.stringify({
  version: 1,
  record: `${record(PLACEMENT.slice(0, 4))}`,
  pending: [],
  settings: { opponent: "computer", level: 2, human: "black", clock: null },
  clock: null,
  savedAt: "2025-06-01T10:00:00.000Z",
});

/** @type {Route[]} */
export const ROUTES = [
  {
    name: "a shared game (#record=)",
    site: "SITE",
    path: shareLink(THREE),
    expect: { root: ".seega-app", board: THREE_BOARD, moves: 3, text: [[".seega-app .notice", "game"]] },
  },
  {
    name: "a friend's first turn (#friend=, the game begun)",
    site: "SITE",
    path: `/${friendFragment(record(PLACEMENT.slice(0, 1)), FRIEND, "white")}`,
    expect: { root: ".seega-app", board: "...../...../...../...../bb...", moves: 1, text: [[".seega-app .notice", "Your friend has started a game with you"]] },
  },
  {
    name: "a friend's later turn (#friend=, a game not kept here)",
    site: "SITE",
    path: `/${friendFragment(THREE, FRIEND, "white")}`,
    expect: { root: ".seega-app", board: THREE_BOARD, moves: 3, text: [[".seega-app .notice", "friend"]] },
  },
  {
    name: "a friend's link cut short on its way (#friend=, incomplete)",
    site: "SITE",
    path: `/${friendFragment(THREE, FRIEND, "white").replace(/length=\d+/, "length=999")}`,
    expect: { root: ".seega-app", moves: 0, text: [[".seega-app .notice", "This link looks incomplete"]] },
  },
  {
    name: "an analysis link (#analysis=), then played from against the computer",
    site: "SITE",
    path: `/#analysis=${encodeURIComponent(record(PLACEMENT))}`,
    steps: [{ select: [".seega-analysis .analysis-player select", "computer-1"] }, { click: ".seega-analysis .analysis-play-here" }],
    // White is to move after placement: the computer (white) plays at once from the position.
    expect: { root: ".seega-app", movesAtLeast: 13, boardMatches: "^[bw.]{5}(/[bw.]{5}){4}$", text: [[".seega-app .player.white", "Computer"]] },
  },
  {
    name: "the lesson (#learn)",
    site: "SITE",
    path: "/#learn",
    expect: { root: ".seega-learn:not([data-first-screen])", board: "...../...../...../...../.....", text: [[".seega-learn h2", "Placing the stones"]] },
  },
  {
    name: "the puzzles (#puzzles)",
    site: "SITE",
    path: "/#puzzles",
    expect: { root: ".seega-learn:not([data-first-screen])", boardMatches: "[bw]", text: [[".seega-learn", "Puzzle"]] },
  },
  {
    name: "the exhibit (#exhibit)",
    site: "SITE",
    path: "/#exhibit",
    expect: { root: ".exhibit", text: [[".exhibit-attract", "Seega"]] },
  },
  {
    name: "the tabletop (#tabletop)",
    site: "SITE",
    path: "/#tabletop",
    expect: { root: ".seega-app", board: "...../...../...../...../.....", moves: 0, attributes: [[".seega-app", "data-tabletop", ""]] },
  },
  {
    name: "the printable kit (#print)",
    site: "SITE",
    path: "/#print",
    expect: { root: ".print-kit", text: [[".print-kit", "Seega"]] },
  },
  {
    name: "a frame's page with a record (embed.html?record=)",
    site: "SITE",
    path: `/embed.html?record=${encodeURIComponent(THREE)}`,
    expect: { root: ".seega-app", board: THREE_BOARD, moves: 3 },
  },
  {
    name: "the element's load() right after ready, on another site's page",
    site: "GAME",
    path: "/pages/host.html",
    steps: [{ load: { host: "#first", record: THREE } }],
    expect: { host: "#first", board: THREE_BOARD, elementTurns: 3 },
  },
  {
    name: "a saved game of an older version",
    site: "SITE",
    // Written on a page of the site that runs no game (a game would save its own on leaving).
    path: "/sw.js",
    steps: [{ save: { key: "seega.game.v1", value: OLD_SAVE } }, { open: "/" }],
    expect: { root: ".seega-app", moves: 4, text: [[".seega-app .player.white", "Computer"]] },
  },
];

/** The board after all of PLACEMENT, for routes that check it. */
export { PLACED };

/** Does one step in the page; resolves once it is done (a `load` once the element is ready).
 * @param {Step} step */
export async function act(step) {
  if (step.select) {
    const [selector, value] = step.select;
    const select = /** @type {HTMLSelectElement | null} */ (document.querySelector(selector));
    if (!select) throw new Error(`no ${selector} to choose in`);
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (step.click) {
    const button = /** @type {HTMLElement | null} */ (document.querySelector(step.click));
    if (!button) throw new Error(`no ${step.click} to click`);
    button.click();
  } else if (step.load) {
    await customElements.whenDefined("seega-game");
    const element = /** @type {any} */ (document.querySelector(step.load.host));
    await element.ready;
    element.load(step.load.record);
  } else if (step.save) {
    localStorage.setItem(step.save.key, step.save.value);
  } else if (step.open) {
    location.assign(step.open);
  }
}

/** Whether each step's page is there to act on (a select or button to find, an element). */
export function canAct(/** @type {Step} */ step) {
  const selector = step.select?.[0] ?? step.click ?? step.load?.host;
  return selector ? document.querySelector(selector) !== null : document.readyState === "complete";
}

/** What the page shows that `expect` does not: empty once the route reached its state.
 * @param {Expect} expect @returns {string[]} */
export function probe(expect) {
  const problems = [];
  const scope = expect.host ? document.querySelector(expect.host)?.shadowRoot : document;
  if (!scope) return [`no ${expect.host} with a shadow root`];
  const root = expect.root ? scope.querySelector(expect.root) : scope.querySelector(".seega-app");
  if (!root) return [`no ${expect.root ?? ".seega-app"} shown`];
  const board = root.querySelector("canvas[data-board]")?.getAttribute("data-board") ?? null;
  if (expect.board !== undefined && board !== expect.board) problems.push(`the board shows ${board}, not ${expect.board}`);
  if (expect.boardMatches !== undefined && !(board !== null && new RegExp(expect.boardMatches).test(board))) problems.push(`the board shows ${board}`);
  const moves = root.querySelectorAll(".moves .move:not(.start)").length;
  if (expect.moves !== undefined && moves !== expect.moves) problems.push(`the turn list shows ${moves} turns, not ${expect.moves}`);
  if (expect.movesAtLeast !== undefined && moves < expect.movesAtLeast) problems.push(`the turn list shows ${moves} turns, fewer than ${expect.movesAtLeast}`);
  for (const [selector, words] of expect.text ?? []) {
    const shown = [...scope.querySelectorAll(selector)].map((element) => element.textContent ?? "").join(" ");
    if (!shown.includes(words)) problems.push(`${selector} says "${shown.trim().slice(0, 160)}", without "${words}"`);
  }
  for (const [selector, name, value] of expect.attributes ?? []) {
    const found = document.querySelector(selector)?.getAttribute(name);
    if (found !== value) problems.push(`${selector}'s ${name} is ${found}, not ${value}`);
  }
  if (expect.elementTurns !== undefined) {
    const element = /** @type {any} */ (document.querySelector(/** @type {string} */ (expect.host)));
    let turns = -1;
    try {
      turns = element.state.turns.length;
    } catch {
      // Not ready yet.
    }
    if (turns !== expect.elementTurns) problems.push(`the element's game has ${turns} turns, not ${expect.elementTurns}`);
  }
  return problems;
}
