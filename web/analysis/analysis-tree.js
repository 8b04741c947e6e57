// The lines played out on the analysis board, as a small tree: each node a whole turn (its
// token), its first child the main line and the others alternatives. Only turn tokens are
// kept: the engine replays a node's line from the set-up to know its position.

/**
 * @typedef {object} LineNode
 * @property {string | null} turn the turn token that leads here (null at the set-up)
 * @property {LineNode[]} children the main line's continuation first, then alternatives
 * @property {LineNode | null} parent
 */

/** The tree of a set-up: its root alone. @returns {LineNode} */
export function createTree() {
  return { turn: null, children: [], parent: null };
}

/** The node after `turn` from `node`: the child already there, or a new one after the others
 * (the first child made is the main line). @param {LineNode} node @param {string} turn */
export function addTurn(node, turn) {
  const known = node.children.find((child) => child.turn === turn);
  if (known) return known;
  const child = { turn, children: [], parent: node };
  node.children.push(child);
  return child;
}

/** The turns from the root to `node`. @param {LineNode} node @returns {string[]} */
export function lineTo(node) {
  const turns = [];
  for (let at = node; at.parent; at = at.parent) turns.unshift(/** @type {string} */ (at.turn));
  return turns;
}

/** The node at the end of `turns` from `root`, adding what is missing. @param {LineNode} root @param {string[]} turns */
export function follow(root, turns) {
  return turns.reduce((node, turn) => addTurn(node, turn), root);
}

/** The node one turn on along the main line from `node`, or null at its end. @param {LineNode} node */
export function forward(node) {
  return node.children[0] ?? null;
}

/** Makes `node`'s line the main line at each branching on its way from the root. @param {LineNode} node */
export function promote(node) {
  for (let at = node; at.parent; at = at.parent) {
    const siblings = at.parent.children;
    siblings.splice(siblings.indexOf(at), 1);
    siblings.unshift(at);
  }
}

/** Takes `node` and what follows it out of the tree; returns its parent. @param {LineNode} node */
export function remove(node) {
  const parent = node.parent;
  if (!parent) return node;
  parent.children.splice(parent.children.indexOf(node), 1);
  return parent;
}

/**
 * The move list's rows: from `node` along its main line, each turn with its number (plies
 * from the set-up, 1 first) and, after a turn with alternatives, each alternative's own list
 * (one level deeper).
 * @typedef {{ node: LineNode, ply: number, variations: Row[][] }} Row
 * @param {LineNode} node @param {number} [ply] the ply of node's first child
 * @returns {Row[]}
 */
export function rows(node, ply = 1) {
  /** @type {Row[]} */
  const list = [];
  let at = node;
  let n = ply;
  while (at.children.length) {
    const [main, ...others] = at.children;
    list.push({ node: main, ply: n, variations: others.map((other) => [{ node: other, ply: n, variations: [] }, ...rows(other, n + 1)]) });
    at = main;
    n += 1;
  }
  return list;
}
