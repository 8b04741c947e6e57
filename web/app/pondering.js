// When the computer thinks on the player's time (docs/ai.md, "Thinking on the player's
// time"): against the computer at the levels where it pays (level 5, whose time budget is what
// a player waits for; the lower levels stop at a fixed depth and would only be made stronger
// than the new-game dialog says), from the start of the player's turn, while the page is in
// view, unless the player turned it off in the settings (a phone's battery). Loaded with the
// computer's client (computer.js), not by a first visit.

import { computerSide } from "../shared/settings.js";

/** The levels that ponder. */
export const PONDER_LEVELS = [5];

/**
 * Whether the computer should be thinking now, on the player's turn.
 * @param {import("./state.js").AppState} state
 * @param {boolean} visible whether the page is in view
 */
export function ponderWanted(state, visible) {
  const { snapshot, settings, prefs } = state;
  const comp = computerSide(settings);
  return (
    snapshot !== null &&
    visible &&
    prefs.ponder !== false &&
    comp !== null &&
    PONDER_LEVELS.includes(settings.level) &&
    !snapshot.outcome &&
    snapshot.turn !== comp &&
    !state.boardOverride
  );
}

/** Whether the page is in view (true where there is no document). */
export function pageVisible() {
  return typeof document !== "object" || document.visibilityState !== "hidden";
}

/**
 * The pondering of one computer client: `update` after each change on the player's turn
 * starts it (at the turn's start), lets it run on, or stops it; the page going out of view
 * stops it.
 * @param {Pick<import("../ai/client.js").AiClient, "ponder" | "stopPondering">} client
 * @param {{ visible?: () => boolean, target?: EventTarget | null }} [page] whether the page is in
 *   view, and what says when that changes (the document)
 */
export function createPondering(client, { visible = pageVisible, target = typeof document === "object" ? document : null } = {}) {
  const onVisibility = () => {
    if (!visible()) client.stopPondering();
  };
  target?.addEventListener("visibilitychange", onVisibility);
  return {
    /** @param {import("./state.js").AppState} state @param {import("./computer.js").PonderRequest} request */
    update(state, request) {
      if (!ponderWanted(state, visible())) client.stopPondering();
      else if (!state.snapshot?.pending.length) client.ponder(request()).catch(() => {});
    },
    destroy() {
      target?.removeEventListener("visibilitychange", onVisibility);
      client.stopPondering();
    },
  };
}
