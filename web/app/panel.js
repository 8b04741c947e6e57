// Parts of the side panel, drawn from the app's state: the players' cards and the list of
// turns, and the small icons of the buttons.

import { h } from "../shared/dom.js";

/** @typedef {"black" | "white"} Side */
/** @typedef {import("../i18n/i18n.js").Translator} Translator */

/** A player's card: name, role, clock, stones in hand, on the board and captured.
 * @param {Side} side @param {Translator} tr @param {ReturnType<typeof import("../shared/describe.js").describer>} words */
export function playerCard(side, { t }, { sideName }) {
  const name = h("span", { class: "player-name" }, sideName(side));
  const tag = h("span", { class: "player-tag" });
  const clock = h("span", { class: "clock", role: "timer", "aria-label": t("clock.label", { side: sideName(side) }), hidden: true });
  const stat = (/** @type {string} */ key) => {
    const value = h("dd", { dataset: { count: key.slice(6) } }, "0");
    return { value, element: h("div", { class: "stat" }, h("dt", {}, t(key)), value) };
  };
  const inHand = stat("count.inHand");
  const onBoard = stat("count.onBoard");
  const captured = stat("count.captured");
  const element = h(
    "div",
    { class: `player ${side}`, role: "group", dataset: { side }, "aria-label": sideName(side) },
    h("div", { class: "player-head" }, h("span", { class: `swatch ${side}`, "aria-hidden": "true" }), name, tag, clock),
    h("dl", { class: "stats" }, inHand.element, onBoard.element, captured.element),
  );
  return {
    element,
    clock,
    /** @param {import("../pkg/rules/seega.js").GameState} snapshot the engine's state
     * @param {{ you: string | null, computer: string | null, friend: string | null, level: number }} roles
     * the player's side on this device against the computer or a friend, the computer's side
     * and level, and the side a friend plays by link */
    update(snapshot, { you, computer, friend, level }) {
      name.textContent = sideName(side);
      tag.textContent = computer === side ? t("player.computer", { level }) : friend === side ? t("player.friend") : you === side ? t("player.you") : "";
      inHand.value.textContent = String(snapshot.inHand[side]);
      onBoard.value.textContent = String(snapshot.onBoard[side]);
      captured.value.textContent = String(snapshot.captured[side]);
      const toMove = !snapshot.outcome && snapshot.turn === side;
      element.classList.toggle("to-move", toMove);
      element.classList.toggle("winner", snapshot.outcome?.winner === side);
      element.setAttribute("aria-current", toMove ? "true" : "false");
    },
  };
}

/** The list of turns: "start", then one button per completed turn with its side; the one
 * shown is current. Redrawn only when the turns or the review change.
 * @param {HTMLElement} list the `<ol>` @param {Translator} tr @param {ReturnType<typeof import("../shared/describe.js").describer>} words
 * @param {(n: number) => void} goTo */
export function createMoveList(list, { t }, { sideName }, goTo) {
  let drawn = "";

  // The name a screen reader reads is the button's own text (number, side, turn, and the
  // note of a side moving again), so that it matches what the button shows.
  /** @param {number} n @param {string} token @param {Side | null} side @param {boolean} isCurrent @param {boolean} [again]
   * @param {keyof typeof MARKS | null} [mark] @param {boolean} [disabled] @returns {HTMLButtonElement} */
  function moveButton(n, token, side, isCurrent, again = false, mark = null, disabled = false) {
    return h(
      "button",
      { type: "button", class: "move-button", dataset: { turn: String(n) }, "aria-current": isCurrent ? "step" : null, tabindex: isCurrent ? "0" : "-1", "aria-disabled": disabled && "true", onclick: () => goTo(n) },
      n > 0 && h("span", { class: "move-number" }, `${n}.`),
      side && h("span", { class: "visually-hidden" }, ` ${sideName(side)} `),
      side && h("span", { class: `swatch ${side}`, "aria-hidden": "true" }),
      h("span", { class: "move-token" }, token),
      mark && h("span", { class: `move-mark ${mark}`, title: t(`moves.mark.${mark}`) }, h("span", { "aria-hidden": "true" }, MARKS[mark]), h("span", { class: "visually-hidden" }, ` ${t(`moves.mark.${mark}`)}`)),
      again && h("span", { class: "move-again", title: t("moves.againNote") }, h("span", { "aria-hidden": "true" }, "↻"), h("span", { class: "visually-hidden" }, ` ${t("moves.againNote")}`)),
    );
  }

  return {
    /** @param {{ turn: string, side: Side, extra: boolean, annotation?: { mark: string | null } | null }[]} turns the engine's history @param {number | null} review @param {string[]} pending
     * @param {boolean} hadFocus whether the list had the keyboard's focus @param {boolean} [still] whether the turns wait (a practice shows) */
    draw(turns, review, pending, hadFocus, still = false) {
      const key = `${turns.map((e) => `${e.turn}${markOf(e) ?? ""}`).join(" ")}|${review}|${pending.join(",")}|${still}`;
      if (key === drawn) return;
      drawn = key;
      const current = review ?? turns.length;
      list.replaceChildren(
        h("li", { class: "move start" }, moveButton(0, t("moves.start"), null, current === 0, false, null, still)),
        ...turns.map((entry, i) =>
          h("li", { class: `move ${entry.side ?? ""}${entry.extra ? " again" : ""}` }, moveButton(i + 1, entry.turn, entry.side, current === i + 1, entry.extra, markOf(entry), still)),
        ),
      );
      const active = /** @type {HTMLElement | null} */ (list.querySelector("[aria-current]"));
      if (hadFocus) active?.focus();
      if (active) list.scrollTop = Math.max(0, active.offsetTop - list.clientHeight / 2);
    },
  };
}

/** The record's marks of a turn (the engine's annotation names them), as symbols. */
const MARKS = { brilliant: "!!", good: "!", interesting: "!?", inaccuracy: "?!", mistake: "?", blunder: "??" };

/** A turn's mark, from its annotation. @param {{ annotation?: { mark: string | null } | null }} entry */
function markOf(entry) {
  const mark = entry.annotation?.mark;
  return mark && mark in MARKS ? /** @type {keyof typeof MARKS} */ (mark) : null;
}

const ICONS = {
  first: "M6 5h2v14H6zM19 5v14l-9-7z",
  previous: "M16 5v14L7 12z",
  next: "M8 5v14l9-7z",
  last: "M16 5h2v14h-2zM5 5v14l9-7z",
  settings: "M3 6h18v2H3zM7 4h3v6H7zM3 11h18v2H3zM14 9h3v6h-3zM3 16h18v2H3zM5 14h3v6H5z",
  menu: "M3 5h18v2.5H3zM3 10.75h18v2.5H3zM3 16.5h18V19H3z",
};

/** A small drawn icon (no icon font: every system draws these the same). @param {keyof typeof ICONS} name */
export function icon(name) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  for (const [key, value] of Object.entries({ viewBox: "0 0 24 24", width: "18", height: "18", "aria-hidden": "true", focusable: "false" })) {
    svg.setAttribute(key, value);
  }
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", ICONS[name]);
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  return svg;
}
