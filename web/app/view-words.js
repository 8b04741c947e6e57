// The view's sentences, worked out from the state and nothing else: what the live region says
// after a transition, the line of facts under the status, the message, the hint, and a
// turn's annotation. Pure functions of the translator and the state, tested alone
// (tests/unit/view-words.test.js).

import { paramsInWords, sentences } from "../shared/words.js";
import { errorWords } from "../shared/error-words.js";

/** @typedef {import("./state.js").AppState} AppState */
/** @typedef {import("./state.js").Side} Side */
/** @typedef {import("../i18n/i18n.js").Translator["t"]} Translate */
/** @typedef {ReturnType<typeof import("../shared/describe.js").describer>} Words */
/** @typedef {import("../pkg/rules/seega.js").GameState} Snapshot */

/**
 * The hint's words: the turn, and the endgame tables' verdict when the position is in them
 * ("Hint: d3-c3. White wins in 1 turn").
 * @param {Translate} t @param {string} turn @param {import("./state.js").Verdict | null} tablebase
 * @returns {string}
 */
export function hintWords(t, turn, tablebase) {
  if (!tablebase) return t("hint.text", { turn });
  if (!tablebase.winner) return t("hint.tablebase.draw", { turn });
  const side = t(`side.${tablebase.winner}`);
  if (tablebase.turns === null) return t("hint.tablebase.winOnCount", { turn, side });
  return t("hint.tablebase.win", { turn, side, count: tablebase.turns });
}

/** The live region's sentence for what just happened (`said`).
 * @param {Translate} t @param {Words} words @param {Pick<AppState, "snapshot" | "legal">} state
 * @param {NonNullable<AppState["said"]>} said @returns {string} */
export function sentence(t, { statusLine, resultLine, announcePlay }, { snapshot, legal }, said) {
  const statusNow = () => (snapshot ? statusLine(snapshot, legal) : "");
  switch (said.what) {
    case "play": {
      const parts = [announcePlay(/** @type {Side} */ (said.side), said.token ?? "", said.actions ?? [], said.captured ?? [])];
      if (said.outcome) parts.push(resultLine(said.outcome, snapshot?.blocked));
      else if (said.status) parts.push(statusNow());
      return parts.join(". ");
    }
    case "undo":
      return `${t("announce.undone")} ${statusNow()}`;
    case "redo":
      return `${t("announce.redone")} ${statusNow()}`;
    case "newGame":
      return `${t("announce.newGame")} ${statusNow()}`;
    case "imported":
      return t("announce.imported");
    case "hint":
      return hintWords(t, said.token ?? "", said.tablebase ?? null);
    default:
      return said.outcome ? resultLine(said.outcome, snapshot?.blocked) : "";
  }
}

/** The line of facts under the status: the phase, the turns without a capture, the
 * computer's level. @param {Translate} t @param {Words} words @param {Snapshot} at the position described
 * @param {boolean} computer whether the computer plays @param {number} level */
export function infoLine(t, { phaseName, noCaptureLine }, at, computer, level) {
  const parts = [t("info.phase", { phase: phaseName(at.phase) })];
  const counter = noCaptureLine(at);
  if (counter) parts.push(counter);
  if (computer) parts.push(t("info.level", { level }));
  return parts.join(" · ");
}

/** An error in words: the engine's reason by its code, else its (English) message.
 * @param {Translate} t @param {Words} words @param {unknown} error */
export function errorText(t, { sideName }, error) {
  return errorWords(t, error, (side) => sideName(/** @type {Side} */ (side)));
}

/** The message line's words (empty when there is none). @param {Translate} t @param {Words} words @param {AppState["message"]} message */
export function messageText(t, words, message) {
  if (!message) return "";
  return message.key ? t(message.key, paramsInWords(t, message.params)) : errorText(t, words, message.error);
}

/** The hint line's words, and whether it shows: while the hint is sought, and once there is one.
 * @param {Translate} t @param {Pick<AppState, "search" | "hint">} state @returns {{ hidden: boolean, text: string }} */
export function hintLine(t, { search, hint }) {
  if (search === "hint") return { hidden: false, text: t("hint.thinking") };
  if (!hint) return { hidden: true, text: "" };
  if ("token" in hint) return { hidden: false, text: hintWords(t, hint.token, hint.tablebase) };
  return { hidden: false, text: t("message.computerFailed", paramsInWords(t, { error: hint.error })) };
}

/** The notice's words, or "" when there is none. @param {Translate} t @param {AppState["notice"]} notice */
export function noticeText(t, notice) {
  return notice ? sentences(t, notice.items) : "";
}

/** A turn's annotation from the record, in words: its mark and its comment, then the line
 * given instead ("Better: e5,d5 → a5,b5.").
 * @param {Translate} t @param {import("../pkg/rules/seega.js").HistoryAnnotation | null} note @returns {string[]} */
export function noteParts(t, note) {
  if (!note) return [];
  const words = [note.mark ? t(`moves.mark.${note.mark}`) : "", note.comment].filter(Boolean).join(" · ");
  if (!note.line.length) return [words];
  return [`${words}${words ? " " : ""}${t("moves.line", { line: note.line.join(" → ") })}`];
}
