// A friend game's link: `#friend=<id>&side=<the side its reader plays>&length=<the record's
// length>&record=<record>`, read by web/app/share.js when the page opens. The record is
// written short, its tags and turn tokens without move numbers: the engine reads it the same.
// The record's length comes before it, so that a link cut short on its way (as chat apps cut
// long links) is known as such. And a new friend game's id.

/** A new friend game's id. */
export function newFriendId(random = Math.random) {
  return Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)]).join("");
}

/** The fragment (with `#`) of a friend game's link, for the friend who plays `side`. */
export function friendFragment(record, id, side) {
  const short = shortRecord(record);
  return `#${new URLSearchParams({ friend: id, side, length: String(short.length), record: short }).toString()}`;
}

/** A record without its move numbers and with one space between words (one with comments as it is). */
export function shortRecord(record) {
  // A comment may hold anything, a number with a point among it: such a record goes whole.
  if (record.includes("{")) return record;
  const [tags, ...turns] = record.split("\n\n");
  const words = turns.join(" ").split(/\s+/).filter((word) => word && !/^\d+\.$/.test(word));
  return `${tags.trim()}\n\n${words.join(" ")}`;
}
