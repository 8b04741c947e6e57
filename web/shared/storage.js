// The page's Web Storage, where the game, the settings and the lesson's progress are kept.

/** The page's storage, or null where it is unavailable (blocked cookies, sandboxed frames). */
export function defaultStorage() {
  try {
    const storage = globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}
