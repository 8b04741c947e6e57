// A game with a friend by link, in the status card: when it is the friend's turn (or the game
// is over), the link that carries the whole game to the friend, to share (the Web Share sheet
// where the browser has one) or copy; when it is the player's own turn, a word on what comes
// next. The link is the page's address and a fragment (link.js) that never reaches a
// server; the friend's page checks it with the engine (web/app/opening.js).

import { friendSide } from "../shared/settings.js";
import { h } from "../shared/dom.js";
import { copyLink } from "./copy-link.js";

/**
 * @param {HTMLElement} slot where the box goes
 * @param {import("../i18n/i18n.js").Translator} tr
 * @param {{ sideName: (side: string) => string, linkFor: (record: string, id: string, side: string) => string }} app
 */
export function createFriendBox(slot, tr, { sideName, linkFor }) {
  const { t } = tr;
  const text = h("p", { class: "friend-text" });
  const waiting = h("p", { class: "friend-waiting" });
  const input = h("input", { type: "text", readonly: true, dir: "ltr", class: "friend-link", "aria-label": t("friend.link"), spellcheck: "false" });
  const said = h("p", { class: "friend-said", role: "status" });
  /** @param {string} label @param {() => void} onclick @param {string} className */
  const button = (label, onclick, className) => h("button", { type: "button", class: `button ${className}`, part: "button", onclick }, label);
  const canShare = typeof navigator.share === "function";
  const share = canShare && button(t("friend.share"), () => navigator.share({ url: input.value, text: t("friend.send") }).catch(() => {}), "primary friend-share");
  const copy = button(t("friend.copy"), () => copyLink(input, said, t), canShare ? "friend-copy" : "primary friend-copy");
  const sending = h("div", { class: "friend-sending" }, input, h("div", { class: "button-row" }, share, copy), said);
  const box = h("div", { class: "friend-box", hidden: true }, text, waiting, sending);
  slot.append(box);
  /** What the link was made from, so that the record is written only when it changes. */
  let made = "";

  return {
    /** @param {import("../app/state.js").AppState} state */
    draw(state) {
      const away = friendSide(state.settings);
      const { snapshot, game } = state;
      box.hidden = !away || !snapshot || !game;
      if (!away || !snapshot || !game || !state.settings.friend) return;
      const { outcome } = snapshot;
      const over = Boolean(outcome);
      const theirs = !over && snapshot.turn === away;
      // Before the player has played a turn, the link only begins the game (the friend plays first).
      const begins = !state.turns.some((turn) => turn.side !== away);
      // A game the friend ended (resigned, or by their turn, as the engine says) ended on their
      // page first: there is no link to send back.
      const endedThere = outcome ? (outcome.reason === "resignation" ? outcome.winner !== away : state.turns[state.turns.length - 1]?.side === away) : false;
      text.textContent = endedThere
        ? t("friend.endedThere")
        : over
          ? t("friend.sendOver")
          : theirs && begins
            ? t("friend.sendFirst")
            : theirs
              ? t("friend.send")
              : t("friend.yourTurn");
      waiting.hidden = over;
      waiting.textContent = t("friend.waiting", { side: sideName(away) });
      sending.hidden = endedThere || (!over && !theirs);
      const key = `${state.settings.friend}|${state.turns.length}|${over}`;
      if (!sending.hidden && key !== made) {
        made = key;
        input.value = linkFor(game.record(), state.settings.friend, away);
        said.textContent = "";
      }
    },
    /** Hides the whole box (a live game's box takes its place). @param {boolean} hidden */
    setHidden(hidden) {
      if (hidden) box.hidden = true;
    },
    destroy() {
      box.remove();
    },
  };
}
