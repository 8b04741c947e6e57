// The page's Web Storage, where the game, the settings and the lesson's progress are kept.

import { reportFallback } from "./fallbacks.js";

/** The page's storage, or null where it is unavailable (blocked cookies, a frame on another
 * site whose storage the browser refuses, a sandboxed frame): that is reported as a fallback. */
export function defaultStorage() {
  try {
    const storage = globalThis.localStorage;
    if (!storage) reportFallback("storage", "this browser offers no localStorage");
    return storage ?? null;
  } catch (error) {
    reportFallback("storage", error);
    return null;
  }
}
