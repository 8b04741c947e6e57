// Values and losses in stones, as the review and the analysis board say them: the engine
// counts in hundredths of a stone, a player reads one decimal.

/** A value in hundredths of a stone as stones, rounded to one decimal: 34 is 0.3, 150 is 1.5.
 * @param {number} hundredths */
export function valueInStones(hundredths) {
  return Math.round(hundredths / 10) / 10;
}

/** What a turn gave away, in hundredths of a stone, as stones to one decimal, cut rather than
 * rounded: the review's classes start at whole tenths of a stone (seega-ai's INACCURACY,
 * MISTAKE and BLUNDER, 0.5, 1 and 3 stones; `Reviewer.classOf`), so a loss under a class's
 * start never reads as it (0.99 is 0.9, not 1) and one at or over it never reads under it.
 * @param {number} hundredths */
export function lossInStones(hundredths) {
  return Math.floor(Math.max(0, hundredths) / 10) / 10;
}
