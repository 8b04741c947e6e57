// The two sides of a game, by the names the engine gives them.

/** @typedef {"black" | "white"} Side */

/** The side that is not `side`. @param {Side} side @returns {Side} */
export function otherSide(side) {
  return side === "black" ? "white" : "black";
}
