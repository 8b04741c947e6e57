// The game's state in words: the status line, the counter of turns without a capture, the
// result, and what a player's action did, for the live region. Everything here reads the
// engine's state and reports; nothing decides a rule. `describer(tr)` gives these sentences
// in a translator's language; the functions exported by name speak the shared language.

import { defaultTranslator } from "../i18n/i18n.js";
import { otherSide } from "./sides.js";

/** @typedef {"black" | "white"} Side */
/** @typedef {import("../i18n/i18n.js").Translator} Translator */
/** @typedef {import("../pkg/rules/seega.js").GameState} GameState */

/** The sentences of this module in `tr`'s language. @param {Translator} tr */
export function describer(tr) {
  const { t, list } = tr;

  /** A side's name ("black" or "white"; the parts pass it as a string). @param {string} side */
  function sideName(side) {
    return t(`side.${side}`);
  }

  /** What the side to move does now, or the result when the game is over.
   * @param {GameState} state the engine's state
   * @param {string[]} legal the legal actions
   * @param {{ computer?: Side | null, thinking?: boolean }} [context] */
  function statusLine(state, legal, context = {}) {
    if (state.outcome) return resultLine(state.outcome, state.blocked);
    const side = sideName(state.turn);
    const params = { side, other: sideName(otherSide(state.turn)) };
    if (context.thinking) return t("status.thinking", params);
    switch (state.stage) {
      case "drop":
        return t("status.drop", { ...params, count: Math.min(2, state.inHand[state.turn]) });
      case "secondDrop":
        return t("status.secondDrop", params);
      case "chain":
        return t(legal.includes("end") ? "status.chainOptional" : "status.chainMandatory", {
          ...params,
          cell: state.chainFrom,
        });
      case "remove":
        return blockedLine(state) ?? t("status.remove", params);
      case "moveAfterRemoval":
        return t("status.moveAfterRemoval", params);
      default:
        return blockedLine(state) ?? t("status.move", params);
    }
  }

  /** Why a side is blocked and what happens now, from `state.blocked`, the stage and the
   * rule in force; null when no side is blocked. @param {GameState} state */
  function blockedLine(state) {
    const blocked = state.blocked;
    if (!blocked || state.outcome) return null;
    const params = {
      blocked: sideName(blocked),
      other: sideName(otherSide(blocked)),
      otherColour: t(`colour.${otherSide(blocked)}`),
      side: sideName(state.turn),
    };
    if (state.stage === "remove" && state.turn === blocked) return t("blocked.blockedRemoves", params);
    if (state.stage === "remove") return t("blocked.opponentRemoves", params);
    if (state.mustOpen) return t("blocked.opponentOpens", params);
    if (state.cannotOpen) return t("blocked.cannotOpen", params);
    if (state.turn !== blocked) return t("blocked.opponentMovesAgain", params);
    return null;
  }

  /** "Black wins: White has one stone left." or "Draw: ..."; `blocked`, the side that could
   * not move in the last position (the engine's `blocked`), which a repetition's ending names
   * when it came while that side was blocked.
   * @param {import("../pkg/rules/seega.js").Outcome} outcome @param {Side | null} [blocked] */
  function resultLine(outcome, blocked = null) {
    const reason = t(`reason.${outcome.reason}`, blocked ? { blocked: sideName(blocked) } : {});
    return outcome.winner ? t("result.win", { side: sideName(outcome.winner), reason }) : t("result.draw", { reason });
  }

  /** "12 / 50 turns without a capture" in movement when a limit is on, else null. @param {GameState} state */
  function noCaptureLine(state) {
    const limit = state.rules.noCaptureLimit;
    if (!limit || state.phase !== "movement") return null;
    return t("info.noCapture", { count: state.pliesWithoutCapture, limit });
  }

  /** The phase in words. @param {string} phase */
  function phaseName(phase) {
    return t(`phase.${phase}`);
  }

  /** The live-region sentence for what `side` just played: one action or a whole turn
   * (`token`), from the engine's report of its actions (their `kind`) and the stones it took.
   * "Black c2-c3, takes b3 and d3".
   * @param {Side} side @param {string} token
   * @param {{ kind: string, captured?: string[] }[]} actions @param {string[]} captured */
  function announcePlay(side, token, actions, captured) {
    const params = { side: sideName(side), token, cells: list(captured), count: captured.length };
    if (actions.every((a) => a.kind === "end")) return t("announce.end", params);
    if (actions.length === 1 && actions[0].kind === "remove") return t("announce.remove", { ...params, cell: captured[0] });
    const what = actions.every((a) => a.kind === "drop") ? t("announce.drop", params) : t("announce.move", params);
    return captured.length ? t("announce.takes", { what, cells: params.cells, count: captured.length }) : what;
  }

  return { sideName, statusLine, blockedLine, resultLine, noCaptureLine, phaseName, announcePlay };
}

export const { sideName, statusLine, blockedLine, resultLine, noCaptureLine, phaseName, announcePlay } = describer(defaultTranslator);
