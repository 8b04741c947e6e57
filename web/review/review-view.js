// The review's section of the side panel: its progress while the engine works (with a way to
// stop it), then each side's summary, the graph, the turn shown with its class and the
// engine's better turn and line, the jumps between classed turns, a table of every turn for
// screen readers and keyboards, and the practice of a mistake's position. It draws the
// analysis it is given and calls the handlers; it decides nothing.

import { h, uid } from "../shared/dom.js";
import { createGraph } from "./graph.js";
import { classWords as turnClassWords } from "./turn-words.js";

/** The symbols of the classes, as the record's marks write them (the turn list's, in
 * web/app/panel.js, which the first visit carries: importing it here would split it out). */
const SYMBOLS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

/** @typedef {import("./review.js").ReviewRun} ReviewRun */
/** @typedef {import("../pkg/seega.js").GameReview} GameReview */
/** @typedef {import("../pkg/seega.js").TurnReview} TurnReview */
/** @typedef {import("../pkg/seega.js").ReviewValue} ReviewValue */
/** @typedef {import("./practice.js").Practice} Practice */

/** The view's handlers: what a player's click asks for.
 * @typedef {{ start(): void, cancel(): void, close(): void, goTo(n: number): void, jump(direction: 1 | -1): void,
 *   toggleBetter(): void, practise(n?: number): void, practiseNext(): void, stopPractice(): void, retry(): void, reveal(): void }} Handlers */
/** What the view writes and asks with.
 * @typedef {{ sideName: (side: string) => string, errorText: (error: unknown) => string, sideSummary: (review: GameReview, side: "black" | "white") => string,
 *   stones: (hundredths: number) => number, classed: (minimum?: "inaccuracy" | "mistake" | "blunder") => number[],
 *   practised: () => number[] }} ViewWords */
/** @typedef {ReturnType<typeof sectionParts>} Parts */
/** The view's elements and the little it remembers between draws.
 * @typedef {Parts & { t: import("../i18n/i18n.js").Translator["t"], words: ViewWords, on: Handlers,
 *   currentTurn: number | null, tableDrawn: GameReview | null, practiceEndChain: () => void }} ReviewViewCore */

/** A value in words: "black ahead by 1.5 stones", "white wins in 7 turns".
 * @param {import("../i18n/i18n.js").Translator["t"]} t @param {Pick<ViewWords, "sideName" | "stones">} words @param {ReviewValue} value */
export function valueWords(t, { sideName, stones }, value) {
  if (value.exact) {
    if (!value.winner) return t("analysis.value.draw");
    const side = sideName(value.winner);
    if (value.tables && value.turns !== null && value.turns > 0) return t("analysis.value.winIn", { side, count: value.turns });
    if (value.tables && value.turns === null) return t("analysis.value.winOnCount", { side });
    return t("analysis.value.win", { side });
  }
  const lead = stones(value.score ?? 0);
  if (lead === 0) return t("analysis.value.even");
  return t("analysis.value.ahead", { side: sideName(lead > 0 ? "black" : "white"), count: Math.abs(lead) });
}

/** @param {string} label @param {() => void} onclick */
const button = (label, onclick, className = "button") => h("button", { type: "button", class: className, part: "button", onclick }, label);

/**
 * The section's elements, each part with its buttons wired to `on` (those that need the
 * view's memory ask `core`, called when clicked).
 * @param {HTMLElement} slot @param {number} heading @param {import("../i18n/i18n.js").Translator} tr
 * @param {Handlers} on @param {() => ReviewViewCore} core
 */
function sectionParts(slot, heading, tr, on, core) {
  const { t } = tr;
  const titleId = uid("review-title");
  const title = h(`h${heading}`, { class: "review-title", id: titleId }, t("analysis.title"));
  const live = h("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
  const head = h("div", { class: "review-head" }, title, h("button", { type: "button", class: "icon-button", "aria-label": t("analysis.close"), title: t("analysis.close"), onclick: () => on.close() }, "×"));

  // Under way.
  const bar = /** @type {HTMLProgressElement} */ (h("progress", { class: "review-progress", max: "1", value: "0", "aria-labelledby": titleId }));
  const progressText = h("p", { class: "review-progress-text" });
  const running = h("div", { class: "review-running" }, bar, progressText, button(t("analysis.cancel"), () => on.cancel()));

  // Failed, or no longer the game's.
  const problemText = h("p", { class: "review-problem" });
  const problem = h("div", { class: "review-problem-box" }, problemText, button(t("analysis.again"), () => on.start()));

  // Done.
  const summary = h("ul", { class: "review-summary" });
  // A step on the graph keeps the graph, its cursor moved, in view (the board above it may
  // have grown a banner).
  const graph = createGraph({
    label: t("analysis.graph"),
    rtl: tr.dir === "rtl",
    onChoose: (n) => {
      on.goTo(n);
      bringIntoView(core(), "step");
    },
  });
  const legend = h("p", { class: "review-legend" }, t("analysis.legend"));
  const overview = h("div", { class: "review-overview" }, summary, graph.element, legend);
  const turnText = h("p", { class: "review-turn" });
  const betterText = h("p", { class: "review-better" });
  const betterButton = h("button", { type: "button", class: "button show-better", "aria-pressed": "false", onclick: () => on.toggleBetter() }, t("analysis.showBetter"));
  const practiseThis = button(t("analysis.practiseThis"), () => on.practise(core().currentTurn ?? undefined), "button practise-this");
  const turnBox = h("div", { class: "review-turn-box" }, turnText, betterText, h("div", { class: "button-row" }, betterButton, practiseThis));
  const previous = /** @type {HTMLButtonElement} */ (button(t("analysis.previous"), () => on.jump(-1), "button jump-previous"));
  const next = /** @type {HTMLButtonElement} */ (button(t("analysis.next"), () => on.jump(1), "button jump-next"));
  const practiseAll = button(t("analysis.practise"), () => on.practise(), "button practise-all");
  const tableBody = h("tbody");
  const columns = ["turn", "side", "played", "advantage", "class", "best"].map((key) => h("th", { scope: "col" }, t(`analysis.column.${key}`)));
  const table = h("details", { class: "review-table" }, h("summary", {}, t("analysis.table")), h("table", {}, h("thead", {}, h("tr", {}, ...columns)), tableBody));
  const jumps = h("div", { class: "button-row" }, previous, next, practiseAll);
  const done = h("div", { class: "review-done" }, overview, turnBox, jumps, table);

  // Practice.
  const practiceText = h("p", { class: "practice-text" });
  const practiceResult = h("p", { class: "practice-result", role: "status" });
  const endChain = button(t("action.endChain"), () => core().practiceEndChain(), "button primary");
  const retry = button(t("analysis.retry"), () => on.retry());
  const reveal = button(t("analysis.reveal"), () => on.reveal());
  const nextPosition = button(t("analysis.nextPosition"), () => on.practiseNext(), "button primary");
  const back = button(t("analysis.backToReview"), () => on.stopPractice());
  const practiceBox = h("div", { class: "review-practice" }, practiceText, practiceResult, h("div", { class: "button-row" }, endChain, retry, reveal, nextPosition, back));

  const section = h("div", { class: "review-section", part: "review", role: "group", "aria-labelledby": titleId, hidden: true }, head, running, problem, done, practiceBox, live);
  slot.append(section);
  return {
    slot, section, live, bar, progressText, running, problemText, problem, summary, graph, overview, turnText, betterText, betterButton,
    practiseThis, turnBox, previous, next, practiseAll, tableBody, jumps, done, practiceText, practiceResult, endChain, retry, reveal,
    nextPosition, practiceBox,
  };
}

/** The table of every turn, drawn again only for another review. @param {ReviewViewCore} v @param {GameReview} review */
function drawTable(v, review) {
  if (v.tableDrawn === review) return;
  v.tableDrawn = review;
  const { t, words, on } = v;
  v.tableBody.replaceChildren(
    ...review.turns.map((turn, i) =>
      h(
        "tr",
        { class: turn.class ?? "" },
        h("td", {}, button(String(i + 1), () => on.goTo(i + 1), "text-button")),
        h("td", {}, words.sideName(turn.side)),
        h("td", { class: "token" }, turn.played),
        h("td", {}, valueWords(t, words, turn.after)),
        h("td", {}, turn.class ? `${SYMBOLS[turn.class]} ${t(`analysis.class.${turn.class}`)}` : ""),
        h("td", { class: "token" }, turn.isBest ? "" : turn.best),
      ),
    ),
  );
}

/** @param {ReviewViewCore} v @param {ReviewRun} analysis */
export function drawProgress(v, analysis) {
  const { t } = v;
  const p = analysis.progress;
  v.bar.max = p?.total || 1;
  v.bar.value = p?.done ?? 0;
  v.progressText.textContent = !p ? t("analysis.starting") : p.stage === "tables" ? t("analysis.tables") : t("analysis.progress", { done: p.done, total: p.total });
}

/** The parts a player's action changes, to bring into view: each a first and a last
 * element, the first shown whatever happens, the last too when both fit.
 * @param {Parts} v @returns {Record<"section" | "overview" | "step" | "turn" | "practice", [Element, Element]>} */
const viewParts = (v) => ({
  section: [v.section, v.section],
  overview: [v.overview, v.overview],
  step: [v.graph.element, v.jumps],
  turn: [v.turnBox, v.turnBox],
  practice: [v.practiceBox, v.practiceBox],
});

// On a phone the board stays at the window's top over the panel while a review is shown
// (review.css); the panel's parts are scrolled to just under it, by a scroll margin of its
// height, which its banner changes.
/** @param {HTMLElement} slot */
function measureBoard(slot) {
  const app = /** @type {HTMLElement | null} */ (slot.closest(".seega-app"));
  const column = app?.querySelector(".board-column");
  if (app && column) app.style.setProperty("--board-column-height", `${Math.ceil(column.getBoundingClientRect().height)}px`);
}

/**
 * Brings into view what an action of the review changed, scrolling as little as it takes:
 * the section when a review starts, its summary and graph when it ends, the graph and the
 * jumps after a step, the turn's words with the better turn, the practice's question. The
 * board stays in view beside or above them (review.css).
 * @param {ReviewViewCore} v @param {keyof ReturnType<typeof viewParts>} what
 */
export function bringIntoView(v, what) {
  const [first, last] = viewParts(v)[what];
  if (v.section.hidden || first.closest("[hidden]")) return;
  measureBoard(v.slot);
  last.scrollIntoView?.({ block: "nearest" });
  if (last !== first) first.scrollIntoView?.({ block: "nearest" });
}

/** An engine's error (it crossed the worker with its code), in the reader's words, after a space.
 * @param {ReviewViewCore} v @param {unknown} error */
const because = (v, error) => (typeof error === "object" && error !== null && "code" in error && error.code ? ` ${v.words.errorText(error)}` : "");

/** The practice's question, its result and its buttons.
 * @param {ReviewViewCore} v @param {Practice} practice @param {GameReview} result @param {boolean} canEndChain */
function drawPractice(v, practice, result, canEndChain) {
  const { t, words } = v;
  const turn = result.turns[practice.turn - 1];
  v.practiceText.textContent = t("analysis.practiceAsk", { side: words.sideName(practice.side), turn: practice.turn, played: turn.played });
  const judged = practice.judged;
  v.practiceResult.textContent =
    practice.status === "judging"
      ? t("analysis.judging")
      : practice.status === "good" && judged
        ? t(judged.isBest ? "analysis.goodBest" : "analysis.good", { turn: practice.answer })
        : practice.status === "again" && judged
          ? t("analysis.notYet", { turn: practice.answer, what: turnClassWords(t, judged) })
          : practice.status === "revealed"
            ? t("analysis.revealed", { best: turn.best })
            : practice.status === "failed"
              ? t("analysis.judgeFailed") + because(v, practice.error)
              : practice.error
                ? words.errorText(practice.error)
                : "";
  v.endChain.hidden = !canEndChain;
  v.retry.hidden = !["again", "good", "revealed", "failed"].includes(practice.status);
  v.reveal.hidden = practice.status === "revealed" || practice.status === "judging";
  const order = words.practised();
  v.nextPosition.hidden = order.indexOf(practice.turn) + 1 >= order.length;
}

/** The turn shown, its class, and the engine's better turn and line.
 * @param {ReviewViewCore} v @param {ReviewRun} analysis @param {TurnReview} turn @param {number} shown */
function drawTurn(v, analysis, turn, shown) {
  const { t, words } = v;
  v.turnText.replaceChildren(
    h("span", { class: "move-number" }, `${shown}. `),
    `${words.sideName(turn.side)} `,
    h("span", { class: "token" }, turn.played),
    turn.class ? h("span", { class: `move-mark ${turn.class}`, "aria-hidden": "true" }, ` ${SYMBOLS[turn.class]}`) : "",
    ` ${turnClassWords(t, turn)} ${valueWords(t, words, turn.after)}.`,
  );
  v.betterText.hidden = turn.isBest;
  // A good turn is not told of a "better" one: the engine's choice is only another.
  const [plain, withLine] = turn.class ? ["analysis.better", "analysis.betterLine"] : ["analysis.engineChoice", "analysis.engineChoiceLine"];
  v.betterText.textContent = turn.isBest ? "" : turn.line.length ? t(withLine, { best: turn.best, line: turn.line.join(" ") }) : t(plain, { best: turn.best });
  v.betterButton.hidden = turn.isBest || !turn.better;
  v.betterButton.setAttribute("aria-pressed", String(analysis.better));
  v.practiseThis.hidden = !turn.class || turn.class === "inaccuracy";
}

/** A finished review: each side's summary, the graph, the turn shown, the jumps and the table.
 * @param {ReviewViewCore} v @param {ReviewRun} analysis @param {GameReview} result @param {{ shown: number | null, review: number | null, count: number }} where */
function drawDone(v, analysis, result, { shown, review, count }) {
  const { t, words } = v;
  const sides = /** @type {const} */ (["black", "white"]);
  v.summary.replaceChildren(...sides.map((side) => h("li", {}, h("span", { class: `swatch ${side}`, "aria-hidden": "true" }), h("span", {}, words.sideSummary(result, side)))));
  const at = review ?? count;
  /** The words of the point after `n` turns, for the graph. @param {number} n */
  const pointWords = (n) => {
    if (n === 0) return `${t("moves.start")}: ${valueWords(t, words, result.start)}`;
    const turn = result.turns[n - 1];
    return `${n}. ${words.sideName(turn.side)} ${turn.played}: ${valueWords(t, words, turn.after)}. ${turnClassWords(t, turn)}`;
  };
  v.graph.draw(result, Math.min(at, result.turns.length), pointWords);
  v.currentTurn = shown;
  const turn = shown === null ? null : result.turns[shown - 1];
  v.turnBox.hidden = !turn;
  if (turn && shown !== null) drawTurn(v, analysis, turn, shown);
  const list = words.classed();
  v.previous.disabled = !list.some((n) => n < at);
  v.next.disabled = !list.some((n) => n > at);
  v.practiseAll.hidden = words.classed("mistake").length === 0;
  drawTable(v, result);
}

/**
 * Draws `analysis` (none: the section hidden).
 * @param {ReviewViewCore} v @param {ReviewRun | null} analysis
 * @param {{ current: boolean, shown: number | null, review: number | null, count: number, canEndChain?: boolean }} where
 */
export function drawSection(v, analysis, where) {
  const { t } = v;
  v.section.hidden = !analysis;
  // The board keeps its place in view while a review is shown (review.css).
  v.slot.closest(".seega-app")?.toggleAttribute("data-analysis", Boolean(analysis));
  if (!analysis) return;
  const { current } = where;
  const result = analysis.status === "done" ? analysis.result : null;
  v.running.hidden = analysis.status !== "running";
  if (analysis.status === "running") drawProgress(v, analysis);
  const failed = analysis.status === "failed";
  v.problem.hidden = !failed && (!result || current);
  v.problemText.textContent = failed ? t("analysis.failed") + because(v, analysis.error) : t("analysis.stale");
  const practice = analysis.practice;
  v.done.hidden = !result || !current || Boolean(practice);
  v.practiceBox.hidden = !practice;
  if (practice && result) drawPractice(v, practice, result, where.canEndChain ?? false);
  if (!result || !current || practice) return;
  drawDone(v, analysis, result, where);
}

/**
 * @param {HTMLElement} slot where the section goes
 * @param {number} heading the level of its heading
 * @param {import("../i18n/i18n.js").Translator} tr
 * @param {Handlers} on
 * @param {ViewWords} words
 */
export function createReviewView(slot, heading, tr, on, words) {
  /** @type {ReviewViewCore} */
  const v = { ...sectionParts(slot, heading, tr, on, () => v), t: tr.t, words, on, currentTurn: null, tableDrawn: null, practiceEndChain: () => {} };
  const column = slot.closest(".seega-app")?.querySelector(".board-column");
  const resized = column && typeof ResizeObserver === "function" ? new ResizeObserver(() => measureBoard(slot)) : null;
  if (column) resized?.observe(column);

  return {
    /** @param {ReviewRun} analysis */
    drawProgress: (analysis) => drawProgress(v, analysis),
    /** @param {keyof ReturnType<typeof viewParts>} what */
    bringIntoView: (what) => bringIntoView(v, what),
    /** Says `text` to screen readers. @param {string} text */
    announce(text) {
      v.live.replaceChildren(h("p", {}, text));
    },
    /** Lets the practice's chain be ended from here. @param {() => void} fn */
    onEndChain(fn) {
      v.practiceEndChain = fn;
    },
    /** @param {ReviewRun | null} analysis @param {Parameters<typeof drawSection>[2]} where */
    draw: (analysis, where) => drawSection(v, analysis, where),
    destroy() {
      resized?.disconnect();
      v.section.remove();
    },
  };
}
