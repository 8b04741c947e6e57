// Share links: a game record and its settings in the URL's fragment, which never reaches a
// server. `#record=<record>&opponent=computer&level=2&human=white&clock=5+3`.
// A friend's link (`#friend=…`) is web/friend/link.js's to write and to read.

import { readFriendLink } from "../friend/link.js";
import { normalizeSettings } from "../shared/settings.js";

/** @typedef {import("../shared/settings.js").Settings} Settings */

/** The fragment (with `#`) that carries `record` and `settings`.
 * @param {string} record @param {Pick<Settings, "opponent"> & Partial<Settings>} settings */
export function shareFragment(record, settings) {
  const params = new URLSearchParams({ record });
  if (settings.opponent === "computer") {
    params.set("opponent", "computer");
    params.set("level", String(settings.level));
    params.set("human", String(settings.human));
  }
  if (settings.clock) params.set("clock", `${settings.clock.minutes}+${settings.clock.increment}`);
  return `#${params.toString()}`;
}

/** The record and settings in a fragment, or null if it carries no record; a friend's link
 * that lost its end on the way (its record shorter than the length it gives, or missing, or
 * its id cut) is `{ incomplete: true }` with no record.
 * @param {string | null | undefined} hash
 * @returns {{ record: string, settings: import("../shared/settings.js").Settings, incomplete?: boolean, live?: boolean } | null} */
export function readShareFragment(hash) {
  const text = String(hash ?? "").replace(/^#/, "");
  if (!text) return null;
  const params = new URLSearchParams(text);
  if (params.has("friend")) return readFriendLink(params);
  const record = params.get("record");
  if (!record) return null;
  const [minutes, increment] = (params.get("clock") ?? "").split("+").map(Number);
  const settings = normalizeSettings({
    opponent: params.get("opponent"),
    level: params.get("level"),
    human: params.get("human"),
    clock: params.has("clock") ? { minutes, increment } : null,
  });
  return { record, settings };
}
