// The board editor's draft: the size, the rules, the stones on each cell, the side to move,
// the phase and the stones in hand, as the player sets them. Only a description: the engine
// checks it when the player plays from it (`new Game` with a set-up), and a draft it refuses
// stays as it was for the player to put right.

/**
 * @typedef {object} Draft
 * @property {number} size 5, 7 or 9
 * @property {string} preset
 * @property {Record<string, unknown>} custom rule options over the preset
 * @property {string[]} cells `b`, `w` or `.` for each cell, as board text lists them (the top
 *   rank first, files from a)
 * @property {"black" | "white"} turn
 * @property {"placement" | "movement"} phase
 * @property {{ black: number, white: number }} inHand the stones still to place (placement)
 */

/** An empty board of `size` in placement, each side with `stones` in hand.
 * @param {number} size @param {number} stones @param {string} [preset] @returns {Draft} */
export function emptyDraft(size, stones, preset = "classic") {
  return { size, preset, custom: {}, cells: Array(size * size).fill("."), turn: "black", phase: "placement", inHand: { black: stones, white: stones } };
}

/** The index in `cells` of a cell named in notation (`c3`). @param {string} cell @param {number} size */
export function cellIndex(cell, size) {
  const file = cell.charCodeAt(0) - 97;
  const rank = Number(cell.slice(1));
  return (size - rank) * size + file;
}

/** Every cell's name, as board text lists them. @param {number} size */
export function cellNames(size) {
  return Array.from({ length: size * size }, (_, i) => `${String.fromCharCode(97 + (i % size))}${size - Math.floor(i / size)}`);
}

/** The draft's board text. @param {Draft} draft */
export function boardText(draft) {
  const ranks = [];
  for (let r = 0; r < draft.size; r += 1) ranks.push(draft.cells.slice(r * draft.size, (r + 1) * draft.size).join(""));
  return ranks.join("/");
}

/** The cells of board text. @param {string} text */
export function cellsOf(text) {
  return text.replaceAll("/", "").split("");
}

/** The stones of each side on the draft's board. @param {Draft} draft */
export function stonesOf(draft) {
  return { black: draft.cells.filter((c) => c === "b").length, white: draft.cells.filter((c) => c === "w").length };
}

/** The hands after the board's cells become `cells`, while placing: each side's hand gives a
 * stone put on the board and takes back one taken off, so that with nothing else changed a
 * side holds the stones it owns (`owned`, the engine's) minus those on the board. The stones
 * a side has neither on the board nor in hand (taken) stay so; a hand never goes below 0.
 * Only a description: the engine judges the draft.
 * @param {Draft} draft @param {string[]} cells @param {number} owned @returns {Draft["inHand"]} */
export function handsFollowing(draft, cells, owned) {
  const before = stonesOf(draft);
  const after = stonesOf({ ...draft, cells });
  /** @param {"black" | "white"} side */
  const hand = (side) => {
    const taken = Math.max(0, owned - before[side] - draft.inHand[side]);
    return Math.max(0, owned - after[side] - taken);
  };
  return { black: hand("black"), white: hand("white") };
}

/** What `new Game(options)` takes for the draft: its rules and set-up. @param {Draft} draft */
export function gameOptions(draft) {
  const placing = draft.phase === "placement";
  return {
    ...draft.custom,
    preset: draft.preset,
    size: draft.size,
    board: boardText(draft),
    turn: draft.turn,
    ...(placing && { inHand: { ...draft.inHand } }),
  };
}

/** The draft of an engine game's position (at the start of a turn): its rules (every option,
 * over the preset the engine names as closest), stones, side to move, phase and hands.
 * @param {{ board(): string, state(): import("../pkg/reader/seega.js").GameState }} game @returns {Draft} */
export function draftOf(game) {
  const state = game.state();
  const { size, ...rules } = state.rules;
  return {
    size,
    preset: state.preset,
    custom: rules,
    cells: cellsOf(game.board()),
    turn: state.turn,
    phase: state.phase === "placement" ? "placement" : "movement",
    inHand: { ...state.inHand },
  };
}

/** A copy of `draft` with `changes`. @param {Draft} draft @param {Partial<Draft>} changes @returns {Draft} */
export function withChanges(draft, changes) {
  return { ...draft, cells: [...draft.cells], inHand: { ...draft.inHand }, custom: { ...draft.custom }, ...changes };
}
