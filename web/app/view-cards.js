// The players' cards (panel.js's `playerCard`) in their two places, the near player's at the
// bottom, with their clocks.

import { h } from "../shared/dom.js";
import { otherSide } from "../shared/sides.js";
import { playerCard } from "./panel.js";
import * as clocks from "./clock.js";

/** @typedef {import("./state.js").AppState} AppState */

/** @param {AppState} state @param {import("../i18n/i18n.js").Translator} tr @param {ReturnType<typeof import("../shared/describe.js").describer>} words */
export function createCards(state, tr, words) {
  const cards = { black: playerCard("black", tr, words), white: playerCard("white", tr, words) };
  /** @type {HTMLElement} */
  const top = h("div", { class: "player-slot top" });
  /** @type {HTMLElement} */
  const bottom = h("div", { class: "player-slot bottom" });
  // The cards hold their places from the start, so that nothing moves when the engine's facts fill them.
  top.append(cards.white.element);
  bottom.append(cards.black.element);

  function drawClocks() {
    const at = clocks.now();
    for (const side of /** @type {const} */ (["black", "white"])) {
      const card = cards[side];
      card.clock.hidden = !state.clock || !state.controls.has("clock");
      if (!state.clock) continue;
      const left = clocks.remaining(state.clock, side, at);
      card.clock.textContent = clocks.formatClock(left);
      card.clock.classList.toggle("running", state.clock.running === side);
      card.clock.classList.toggle("low", left < 10_000);
    }
  }

  return {
    top,
    bottom,
    drawClocks,
    /** @param {import("./view-situation.js").Situation} situation @param {import("./shown-position.js").Facts} shown the position described */
    draw({ bottom: near, computer, friend }, shown) {
      top.replaceChildren(cards[otherSide(near)].element);
      bottom.replaceChildren(cards[near].element);
      const { settings } = state;
      const roles = { you: computer || friend ? settings.human : null, computer, friend, level: settings.level };
      for (const side of /** @type {const} */ (["black", "white"])) cards[side].update(shown.snapshot, roles);
      drawClocks();
    },
  };
}
