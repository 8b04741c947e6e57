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

/** @typedef {import("./review.js").Analysis} Analysis */
/** @typedef {import("../pkg/seega.js").GameReview} GameReview */
/** @typedef {import("../pkg/seega.js").TurnReview} TurnReview */
/** @typedef {import("../pkg/seega.js").ReviewValue} ReviewValue */


/**
 * @param {HTMLElement} slot where the section goes
 * @param {number} heading the level of its heading
 * @param {import("../i18n/i18n.js").Translator} tr
 * @param {{ start(): void, cancel(): void, close(): void, goTo(n: number): void, jump(direction: 1 | -1): void,
 *   toggleBetter(): void, practise(n?: number): void, practiseNext(): void, stopPractice(): void, retry(): void, reveal(): void }} on
 * @param {{ sideName: (side: string) => string, errorText: (error: any) => string, sideSummary: (review: GameReview, side: "black" | "white") => string,
 *   stones: (hundredths: number) => number, classed: (minimum?: "inaccuracy" | "mistake" | "blunder") => number[],
 *   practised: () => number[] }} words
 */
export function createReviewView(slot, heading, tr, on, { sideName, errorText, sideSummary, stones, classed, practised }) {
  const { t } = tr;
  const titleId = uid("review-title");
  const button = (label, onclick, className = "button") => h("button", { type: "button", class: className, part: "button", onclick }, label);

  const title = h(`h${heading}`, { class: "review-title", id: titleId }, t("analysis.title"));
  const live = h("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
  const head = h("div", { class: "review-head" }, title, h("button", { type: "button", class: "icon-button", "aria-label": t("analysis.close"), title: t("analysis.close"), onclick: () => on.close() }, "×"));

  // Under way.
  const bar = h("progress", { class: "review-progress", max: "1", value: "0", "aria-labelledby": titleId });
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
      bringIntoView("step");
    },
  });
  const legend = h("p", { class: "review-legend" }, t("analysis.legend"));
  const overview = h("div", { class: "review-overview" }, summary, graph.element, legend);
  const turnText = h("p", { class: "review-turn" });
  const betterText = h("p", { class: "review-better" });
  const betterButton = h("button", { type: "button", class: "button show-better", "aria-pressed": "false", onclick: () => on.toggleBetter() }, t("analysis.showBetter"));
  const practiseThis = button(t("analysis.practiseThis"), () => on.practise(currentTurn ?? undefined), "button practise-this");
  const turnBox = h("div", { class: "review-turn-box" }, turnText, betterText, h("div", { class: "button-row" }, betterButton, practiseThis));
  const previous = button(t("analysis.previous"), () => on.jump(-1), "button jump-previous");
  const next = button(t("analysis.next"), () => on.jump(1), "button jump-next");
  const practiseAll = button(t("analysis.practise"), () => on.practise(), "button practise-all");
  const tableBody = h("tbody");
  const table = h(
    "details",
    { class: "review-table" },
    h("summary", {}, t("analysis.table")),
    h(
      "table",
      {},
      h("thead", {}, h("tr", {}, ...["turn", "side", "played", "advantage", "class", "best"].map((key) => h("th", { scope: "col" }, t(`analysis.column.${key}`))))),
      tableBody,
    ),
  );
  const jumps = h("div", { class: "button-row" }, previous, next, practiseAll);
  const done = h("div", { class: "review-done" }, overview, turnBox, jumps, table);

  // Practice.
  const practiceText = h("p", { class: "practice-text" });
  const practiceResult = h("p", { class: "practice-result", role: "status" });
  const endChain = button(t("action.endChain"), () => practiceEndChain(), "button primary");
  const retry = button(t("analysis.retry"), () => on.retry());
  const reveal = button(t("analysis.reveal"), () => on.reveal());
  const nextPosition = button(t("analysis.nextPosition"), () => on.practiseNext(), "button primary");
  const back = button(t("analysis.backToReview"), () => on.stopPractice());
  const practiceBox = h("div", { class: "review-practice" }, practiceText, practiceResult, h("div", { class: "button-row" }, endChain, retry, reveal, nextPosition, back));

  const section = h("div", { class: "review-section", part: "review", role: "group", "aria-labelledby": titleId, hidden: true }, head, running, problem, done, practiceBox, live);
  slot.append(section);

  /** @type {number | null} */
  let currentTurn = null;
  let tableDrawn = /** @type {GameReview | null} */ (null);
  /** Set by the practice's owner: ends the capture chain of the answer under way. */
  let practiceEndChain = () => {};

  /** A value in words: "black ahead by 1.5 stones", "white wins in 7 turns". @param {ReviewValue} value */
  function valueWords(value) {
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

  /** A turn's class in words, with what it gave away. @param {TurnReview} turn */
  function classWords(turn) {
    return turnClassWords(t, turn);
  }

  /** The words of the point after `n` turns, for the graph. @param {GameReview} review */
  const pointWords = (review) => (n) => {
    if (n === 0) return `${t("moves.start")}: ${valueWords(review.start)}`;
    const turn = review.turns[n - 1];
    return `${n}. ${sideName(turn.side)} ${turn.played}: ${valueWords(turn.after)}. ${classWords(turn)}`;
  };

  function drawTable(review) {
    if (tableDrawn === review) return;
    tableDrawn = review;
    tableBody.replaceChildren(
      ...review.turns.map((turn, i) =>
        h(
          "tr",
          { class: turn.class ?? "" },
          h("td", {}, button(String(i + 1), () => on.goTo(i + 1), "text-button")),
          h("td", {}, sideName(turn.side)),
          h("td", { class: "token" }, turn.played),
          h("td", {}, valueWords(turn.after)),
          h("td", {}, turn.class ? `${SYMBOLS[turn.class]} ${t(`analysis.class.${turn.class}`)}` : ""),
          h("td", { class: "token" }, turn.isBest ? "" : turn.best),
        ),
      ),
    );
  }

  /** @param {Analysis} analysis */
  function drawProgress(analysis) {
    const p = analysis.progress;
    bar.max = p?.total || 1;
    bar.value = p?.done ?? 0;
    progressText.textContent = !p ? t("analysis.starting") : p.stage === "tables" ? t("analysis.tables") : t("analysis.progress", { done: p.done, total: p.total });
  }

  /** The parts a player's action changes, to bring into view: each a first and a last
   * element, the first shown whatever happens, the last too when both fit. */
  const parts = {
    section: [section, section],
    overview: [overview, overview],
    step: [graph.element, jumps],
    turn: [turnBox, turnBox],
    practice: [practiceBox, practiceBox],
  };

  // On a phone the board stays at the window's top over the panel while a review is shown
  // (review.css); the panel's parts are scrolled to just under it, by a scroll margin of its
  // height, which its banner changes.
  const app = /** @type {HTMLElement | null} */ (slot.closest(".seega-app"));
  const column = app?.querySelector(".board-column");
  function measureBoard() {
    if (app && column) app.style.setProperty("--board-column-height", `${Math.ceil(column.getBoundingClientRect().height)}px`);
  }
  const resized = column && typeof ResizeObserver === "function" ? new ResizeObserver(measureBoard) : null;
  if (column) resized?.observe(column);

  /**
   * Brings into view what an action of the review changed, scrolling as little as it takes:
   * the section when a review starts, its summary and graph when it ends, the graph and the
   * jumps after a step, the turn's words with the better turn, the practice's question. The
   * board stays in view beside or above them (review.css). @param {keyof typeof parts} what
   */
  function bringIntoView(what) {
    const [first, last] = parts[what];
    if (section.hidden || first.closest("[hidden]")) return;
    measureBoard();
    last.scrollIntoView?.({ block: "nearest" });
    if (last !== first) first.scrollIntoView?.({ block: "nearest" });
  }

  return {
    drawProgress,
    bringIntoView,
    /** Says `text` to screen readers. @param {string} text */
    announce(text) {
      live.replaceChildren(h("p", {}, text));
    },
    /** Lets the practice's chain be ended from here. @param {() => void} fn */
    onEndChain(fn) {
      practiceEndChain = fn;
    },
    /**
     * @param {Analysis | null} analysis
     * @param {{ current: boolean, shown: number | null, review: number | null, count: number, canEndChain?: boolean }} where
     */
    draw(analysis, { current, shown, review, count, canEndChain = false }) {
      section.hidden = !analysis;
      // The board keeps its place in view while a review is shown (review.css).
      slot.closest(".seega-app")?.toggleAttribute("data-analysis", Boolean(analysis));
      if (!analysis) return;
      const result = analysis.status === "done" ? analysis.result : null;
      running.hidden = analysis.status !== "running";
      if (analysis.status === "running") drawProgress(analysis);
      const failed = analysis.status === "failed";
      problem.hidden = !failed && (!result || current);
      // An engine's error (it crossed the worker with its code) is said in the reader's words.
      const because = (error) => (error?.code ? ` ${errorText(error)}` : "");
      problemText.textContent = failed ? t("analysis.failed") + because(analysis.error) : t("analysis.stale");
      const practice = analysis.practice;
      done.hidden = !result || !current || Boolean(practice);
      practiceBox.hidden = !practice;
      if (practice && result) {
        const turn = result.turns[practice.turn - 1];
        practiceText.textContent = t("analysis.practiceAsk", { side: sideName(practice.side), turn: practice.turn, played: turn.played });
        const judged = practice.judged;
        practiceResult.textContent =
          practice.status === "judging"
            ? t("analysis.judging")
            : practice.status === "good" && judged
              ? t(judged.isBest ? "analysis.goodBest" : "analysis.good", { turn: practice.answer })
              : practice.status === "again" && judged
                ? t("analysis.notYet", { turn: practice.answer, what: classWords(judged) })
                : practice.status === "revealed"
                  ? t("analysis.revealed", { best: turn.best })
                  : practice.status === "failed"
                    ? t("analysis.judgeFailed") + because(practice.error)
                    : practice.error
                      ? errorText(practice.error)
                      : "";
        endChain.hidden = !canEndChain;
        retry.hidden = !["again", "good", "revealed", "failed"].includes(practice.status);
        reveal.hidden = practice.status === "revealed" || practice.status === "judging";
        const order = practised();
        nextPosition.hidden = order.indexOf(practice.turn) + 1 >= order.length;
      }
      if (!result || !current || practice) return;
      summary.replaceChildren(
        ...["black", "white"].map((side) => h("li", {}, h("span", { class: `swatch ${side}`, "aria-hidden": "true" }), h("span", {}, sideSummary(result, /** @type {any} */ (side))))),
      );
      const at = review ?? count;
      graph.draw(result, Math.min(at, result.turns.length), pointWords(result));
      currentTurn = shown;
      const turn = shown === null ? null : result.turns[shown - 1];
      turnBox.hidden = !turn;
      if (turn && shown !== null) {
        turnText.replaceChildren(
          h("span", { class: "move-number" }, `${shown}. `),
          `${sideName(turn.side)} `,
          h("span", { class: "token" }, turn.played),
          turn.class ? h("span", { class: `move-mark ${turn.class}`, "aria-hidden": "true" }, ` ${SYMBOLS[turn.class]}`) : "",
          ` ${classWords(turn)} ${valueWords(turn.after)}.`,
        );
        betterText.hidden = turn.isBest;
        // A good turn is not told of a "better" one: the engine's choice is only another.
        const [plain, withLine] = turn.class ? ["analysis.better", "analysis.betterLine"] : ["analysis.engineChoice", "analysis.engineChoiceLine"];
        betterText.textContent = turn.isBest ? "" : turn.line.length ? t(withLine, { best: turn.best, line: turn.line.join(" ") }) : t(plain, { best: turn.best });
        betterButton.hidden = turn.isBest || !turn.better;
        betterButton.setAttribute("aria-pressed", String(analysis.better));
        practiseThis.hidden = !turn.class || turn.class === "inaccuracy";
      }
      const list = classed();
      previous.disabled = !list.some((n) => n < at);
      next.disabled = !list.some((n) => n > at);
      practiseAll.hidden = classed("mistake").length === 0;
      drawTable(result);
    },
    destroy() {
      resized?.disconnect();
      section.remove();
    },
  };
}
