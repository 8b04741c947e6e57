// A Storage over a Map, for the unit tests of what the page keeps in the browser.

/** A Storage over a Map; `map` shows what it holds. */
export function memory() {
  const map = new Map();
  return {
    get length() {
      return map.size;
    },
    key: (/** @type {number} */ i) => [...map.keys()][i] ?? null,
    getItem: (/** @type {string} */ k) => map.get(k) ?? null,
    setItem: (/** @type {string} */ k, /** @type {unknown} */ v) => void map.set(k, String(v)),
    removeItem: (/** @type {string} */ k) => void map.delete(k),
    map,
  };
}
