// The analysis board's link: `#analysis=<the record>`, a game record of the set-up (its
// `Setup` tag and rules) and the line played from it, which the engine reads when the link is
// opened (`Game.fromRecord`): a link that does not read is refused with the engine's reason.

const PREFIX = "#analysis=";

/** The fragment that carries `record`. @param {string} record */
export function analysisFragment(record) {
  return PREFIX + encodeURIComponent(record.trim());
}

/** The record an address's fragment carries, or null when it is not an analysis link (text
 * that is not even percent-encoded reads as the empty record, which the engine refuses).
 * @param {string} hash */
export function readAnalysisFragment(hash) {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    return decodeURIComponent(hash.slice(PREFIX.length));
  } catch {
    return "";
  }
}

/** Whether an address's fragment is an analysis link. @param {string} hash */
export function isAnalysisLink(hash) {
  return hash.startsWith(PREFIX);
}
