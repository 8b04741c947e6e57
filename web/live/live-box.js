// A live game's box, above the friend game's box: whether the friend is here, whose turn it
// is, the link (and its QR code) that opens the game on the friend's device, what leaves the
// browser, and, when no connection can be made, why the game goes on by links. For a friend
// game not played live, the button that makes it live.

import { h } from "../shared/dom.js";
import { copyLink } from "../friend/copy-link.js";

/** @typedef {import("./live.js").LiveStatus} LiveStatus */

/** What each state of the connection says (a failure says why, below). */
const STATUS = { connecting: "live.connecting", here: "live.here", left: "live.left", watching: "live.watching", failed: "live.failedNoRelay" };

/**
 * @param {HTMLElement} slot @param {import("../i18n/i18n.js").Translator} tr
 * @param {{ onLive: () => void }} actions
 */
export function createLiveBox(slot, tr, { onLive }) {
  const { t } = tr;
  const status = h("p", { class: "live-status", role: "status" });
  const turn = h("p", { class: "live-turn" });
  const refused = h("p", { class: "live-refused", role: "alert" });
  const input = h("input", { type: "text", readonly: true, dir: "ltr", class: "live-link", "aria-label": t("live.link"), spellcheck: "false" });
  const said = h("p", { class: "live-said", role: "status" });
  const copy = h("button", { type: "button", class: "button primary live-copy", part: "button", onclick: () => copyLink(input, said, t) }, t("friend.copy"));
  const qr = h("div", { class: "live-qr" });
  const sending = h("div", { class: "live-sending" }, h("p", {}, t("live.send")), input, h("div", { class: "button-row" }, copy), said, qr);
  const privacy = h("p", { class: "field-help live-privacy" }, t("live.privacy"));
  const start = h("button", { type: "button", class: "button live-start", part: "button", onclick: () => onLive() }, t("live.start"));
  const offer = h("div", { class: "live-offer" }, start);
  const box = h("section", { class: "live-box", "aria-label": t("live.title"), hidden: true }, status, turn, refused, sending, privacy, offer);
  slot.prepend(box);
  let linked = "";

  return {
    /**
     * @param {{ live: { status: LiveStatus, failure: string | null, refused: string | null } | null, offered: boolean,
     *   link: string, yourTurn: boolean | null, over: boolean, friendSide: string }} view
     */
    async draw({ live, offered, link, yourTurn, over, friendSide }) {
      box.hidden = !live && !offered;
      offer.hidden = Boolean(live);
      for (const part of [status, turn, refused, sending, privacy]) part.hidden = !live;
      if (!live) return;
      const failed = live.status === "failed";
      status.textContent = failed
        ? t(live.failure === "noWebRtc" ? "live.failedNoWebRtc" : live.failure === "off" ? "live.failedOff" : "live.failedNoRelay")
        : t(STATUS[live.status]);
      turn.hidden = failed || over || yourTurn === null;
      turn.textContent = yourTurn ? t("live.yourTurn") : t("live.theirTurn", { side: friendSide });
      refused.hidden = !live.refused;
      refused.textContent = live.refused ? t(live.refused) : "";
      // The link is offered until the friend is here (and again once they left).
      sending.hidden = failed || live.status === "here" || live.status === "watching";
      privacy.hidden = failed;
      if (!sending.hidden && link !== linked) {
        linked = link;
        input.value = link;
        said.textContent = "";
        // The single file plays no live games, and carries no QR code maker.
        const made = globalThis.SEEGA_SINGLE_FILE ? null : await import("../print/qr.js");
        if (made) qr.replaceChildren(made.qrSvg(link, 4, t("live.qr")));
      }
    },
    destroy: () => box.remove(),
  };
}
