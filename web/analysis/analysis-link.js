// The analysis board's link: `#analysis=<the record>`, a game record of the set-up (its
// `Setup` tag and rules) and the line played to the position shown, which the engine reads
// when the link is opened (`Game.fromRecord`): a link that does not read is refused with the
// engine's reason. The other lines played out (the tree's variations) follow as
// `&lines=<the tree>` (analysis-tree.js's `writeTree`), whose turns the engine replays; a link
// without them (any link made before them) opens as it did.

const PREFIX = "#analysis=";
const LINES = "&lines=";

/** The fragment that carries `record`, and the tree of lines `lines` when there is one.
 * @param {string} record @param {string} [lines] */
export function analysisFragment(record, lines = "") {
  return PREFIX + encodeURIComponent(record.trim()) + (lines.trim() ? LINES + encodeURIComponent(lines.trim()) : "");
}

/** The part of a fragment after the prefix, split into the record's and the lines'. @param {string} hash */
function parts(hash) {
  const rest = hash.slice(PREFIX.length);
  const at = rest.indexOf(LINES);
  return at < 0 ? { record: rest, lines: null } : { record: rest.slice(0, at), lines: rest.slice(at + LINES.length) };
}

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
}

/** The record an address's fragment carries, or null when it is not an analysis link (text
 * that is not even percent-encoded reads as the empty record, which the engine refuses).
 * @param {string} hash */
export function readAnalysisFragment(hash) {
  if (!hash.startsWith(PREFIX)) return null;
  return decoded(parts(hash).record);
}

/** The tree of lines an analysis link carries (`writeTree`'s text), or null when it carries
 * none. @param {string} hash */
export function readAnalysisLines(hash) {
  if (!hash.startsWith(PREFIX)) return null;
  const { lines } = parts(hash);
  return lines === null ? null : decoded(lines);
}

/** Whether an address's fragment is an analysis link. @param {string} hash */
export function isAnalysisLink(hash) {
  return hash.startsWith(PREFIX);
}
