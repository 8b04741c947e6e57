// The page's Web Storage, where the game, the settings and the lesson's progress are kept.


/** The page's storage, or null where it is unavailable (blocked cookies, a frame on another
 * site whose storage the browser refuses, a sandboxed frame): that is reported as a fallback. */
export function defaultStorage() {
  try {
    const storage = globalThis.localStorage;
    if (!storage) storageRefused("this browser offers no localStorage");
    return storage ?? null;
  } catch (error) {
    storageRefused(error);
    return null;
  }
}

/** Reports that the game cannot be kept (web/shared/fallbacks.js, loaded only then, so that a
 * first visit does not carry it). @param {unknown} reason */
export function storageRefused(reason) {
  import("./fallbacks.js").then(({ reportFallback }) => reportFallback("storage", reason));
}
