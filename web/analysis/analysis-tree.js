// The lines played out on the analysis board, as a small tree: each node a whole turn (its
// token), its first child the main line and the others alternatives. Only turn tokens are
// kept: the engine replays a node's line from the set-up to know its position.

/**
 * @typedef {object} LineNode
 * @property {string | null} turn the turn token that leads here (null at the set-up)
 * @property {LineNode[]} children the main line's continuation first, then alternatives
 * @property {LineNode | null} parent
 * @property {{ side: "black" | "white", extra: boolean, actions: import("../pkg/reader/seega.js").HistoryTurn["actions"] }} [played] the side
 *   that played the turn, whether it moved again (the other blocked) and its actions, as the
 *   engine's history gave them when the turn was played or replayed
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
  /** @type {LineNode} */
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

/**
 * The whole tree as text, for a link: each line's turns separated by spaces, an alternative
 * in parentheses right after the turn it replaces, as a game record writes a variation
 * (`a1,b1 e5,d5 (e1,e2 a2,b2) c1,d1`). Turn tokens hold no space or parenthesis.
 * @param {LineNode} root @returns {string}
 */
export function writeTree(root) {
  /** @param {LineNode} node @returns {string} */
  const line = (node) => {
    const words = [];
    for (let at = node; at.children.length; at = at.children[0]) {
      const [main, ...others] = at.children;
      words.push(/** @type {string} */ (main.turn));
      for (const other of others) words.push(`(${[other.turn, line(other)].filter(Boolean).join(" ")})`);
    }
    return words.join(" ");
  };
  return line(root);
}

/**
 * The tree `writeTree` wrote, under a new root; null when the text is not such a tree (a
 * parenthesis out of place, a word that is no turn token). Its turns are not checked: the
 * engine replays them.
 * @param {string} text @returns {LineNode | null}
 */
export function readTree(text) {
  const root = createTree();
  let at = root;
  /** @type {LineNode[]} */
  const open = [];
  for (const word of text.match(/\(|\)|[^\s()]+/g) ?? []) {
    if (word === "(") {
      // An alternative to the turn just read: it starts from that turn's parent.
      if (!at.parent) return null;
      open.push(at);
      at = at.parent;
    } else if (word === ")") {
      const back = open.pop();
      if (!back) return null;
      at = back;
    } else if (/^[a-z0-9,x-]+$/.test(word)) {
      at = addTurn(at, word);
    } else {
      return null;
    }
  }
  return open.length ? null : root;
}
