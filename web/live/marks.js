// Which friend games are played live, kept beside them (`<key>.live.<id>`: the seats, the
// device each side was first heard from), and this browser's device id (`<key>.device`).
// Small and free of the connection, so that the new-game dialog can mark a game live.

/** @param {string} key @param {string} id */
const liveKey = (key, id) => `${key}.live.${id}`;

/** Marks friend game `id` as live. @param {Storage | null} storage @param {string} key @param {string} id */
export function markLive(storage, key, id) {
  try {
    if (storage && !storage.getItem(liveKey(key, id))) storage.setItem(liveKey(key, id), "{}");
  } catch {
    // A storage that refuses: the game is live while the page is open.
  }
}

/** The seats of live game `id`, or null if it is not live. @param {Storage | null} storage @param {string} key @param {string} id
 * @returns {Record<string, string> | null} */
export function readLive(storage, key, id) {
  try {
    const text = storage?.getItem(liveKey(key, id));
    if (!text) return null;
    const seats = JSON.parse(text);
    return seats && typeof seats === "object" ? seats : {};
  } catch {
    return null;
  }
}

/** Keeps the seats of live game `id`. @param {Storage | null} storage @param {string} key @param {string} id @param {Record<string, string>} seats */
export function writeLive(storage, key, id, seats) {
  try {
    storage?.setItem(liveKey(key, id), JSON.stringify(seats));
  } catch {
    // Not kept: the seats are heard again next time.
  }
}

/** This browser's device id, made once. @param {Storage | null} storage @param {string} key */
export function deviceId(storage, key, random = Math.random) {
  const made = () => Array.from({ length: 16 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)]).join("");
  try {
    const kept = storage?.getItem(`${key}.device`);
    if (kept) return kept;
    const id = made();
    storage?.setItem(`${key}.device`, id);
    return id;
  } catch {
    return made();
  }
}
