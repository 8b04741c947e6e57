// The app's optional parts: the review (web/review/) and a friend game's box (web/friend/),
// each loaded from its own folder when first needed, and each the same shape to the app:
//
//   derive?()   before the view draws: what the part decides the board shows, written into
//               the part's own corner of the state (state.js says which fields are whose)
//   render()    after the view has drawn: the part's own section
//   destroy()
//
// A part whose module does not load is reported (`onError`) and may be asked for again; one
// that loads is drawn at once (`onLoaded`), whatever the app does next.

/** @typedef {{ derive?(): void, render(): void, destroy(): void }} Part */

/** @param {(error: unknown) => void} onError @param {() => void} onLoaded */
export function createParts(onError, onLoaded) {
  /** @type {Map<string, Part>} */
  const loaded = new Map();
  /** @type {Map<string, Promise<Part | null>>} */
  const loading = new Map();
  /** @type {Map<string, { wanted: () => boolean, load: () => Promise<Part> }>} */
  const offers = new Map();
  let destroyed = false;

  return {
    /** Part `name`, loaded once by `load`; resolves with null if it did not load or the app
     * was destroyed meanwhile.
     * @template {Part} P @param {string} name @param {() => Promise<P>} load @returns {Promise<P | null>} */
    load(name, load) {
      if (!loading.has(name)) {
        const part = load().then(
          (made) => {
            if (destroyed) {
              made.destroy();
              return null;
            }
            loaded.set(name, made);
            onLoaded();
            return made;
          },
          (error) => {
            loading.delete(name);
            if (!destroyed) onError(error);
            return null;
          },
        );
        loading.set(name, part);
      }
      return /** @type {Promise<P | null>} */ (loading.get(name));
    },
    /** Loads part `name` by `load` as soon as `wanted()` holds, when the app draws next (a
     * friend game's box with the first friend game).
     * @param {string} name @param {() => boolean} wanted @param {() => Promise<Part>} load */
    offer(name, wanted, load) {
      offers.set(name, { wanted, load });
    },
    /** Part `name` if it has loaded. @param {string} name */
    get: (name) => loaded.get(name) ?? null,
    derive() {
      for (const [name, { wanted, load }] of offers) if (!loading.has(name) && wanted()) this.load(name, load);
      for (const part of loaded.values()) part.derive?.();
    },
    render() {
      for (const part of loaded.values()) part.render();
    },
    destroy() {
      destroyed = true;
      for (const part of loaded.values()) part.destroy();
      loaded.clear();
    },
  };
}
