// A friend game's link, written and read here: `#friend=<id>&side=<the side its reader
// plays>&length=<the record's length>&record=<record>`. One that arrives cut short is read as
// incomplete, never as a game (web/app/share.js asks when the page opens). The record is
// written short, its tags and turn tokens without move numbers: the engine reads it the same.
// The record's length comes before it, so that a link cut short on its way (as chat apps cut
// long links) is known as such.

import { normalizeSettings } from "../shared/settings.js";

/** The fragment (with `#`) of a friend game's link, for the friend who plays `side`.
 * @param {string} record @param {string} id @param {string} side */
export function friendFragment(record, id, side) {
  const short = shortRecord(record);
  return `#${new URLSearchParams({ friend: id, side, length: String(short.length), record: short }).toString()}`;
}

/** A record without its move numbers and with one space between words (one with comments as it is).
 * @param {string} record */
export function shortRecord(record) {
  // A comment may hold anything, a number with a point among it: such a record goes whole.
  if (record.includes("{")) return record;
  const [tags, ...turns] = record.split("\n\n");
  const words = turns.join(" ").split(/\s+/).filter((word) => word && !/^\d+\.$/.test(word));
  return `${tags.trim()}\n\n${words.join(" ")}`;
}

/** A friend's link: its record, cut to the length the link gives (anything after it was
 * added on the way, as a chat app may take a full stop into a link), and its settings. A link
 * from before links gave their length is read as it comes.
 * @param {URLSearchParams} params
 * A live game's link (web/live/) adds `&live=1`.
 * @returns {{ record: string, settings: import("../shared/settings.js").Settings, incomplete?: true, live?: true }} */
export function readFriendLink(params) {
  const settings = normalizeSettings({ opponent: "friend", friend: params.get("friend"), human: params.get("side") });
  const record = params.get("record") ?? "";
  const length = params.has("length") ? Number(params.get("length")) : null;
  const cut = length !== null && (!Number.isInteger(length) || length <= 0 || record.length < length);
  if (!record || cut || settings.opponent !== "friend" || !params.has("side")) return { record: "", settings, incomplete: true };
  return { record: length === null ? record : record.slice(0, length), settings, ...(params.get("live") === "1" ? { live: /** @type {const} */ (true) } : {}) };
}
