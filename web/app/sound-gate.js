// The sound's part of the first visit, and all of it: the levels the settings offer, and a
// listener for the visitor's first pointerdown or keydown on the page. Only then, and only
// while sound is on, are the sounds fetched (sound.js, with the synthesiser synth.js), so
// that nothing plays before the visitor has touched the page and a visit with sound off
// fetches nothing. Events before that are let go.

/** Hears the app's events for the sounds, once the visitor has touched the page.
 * @param {{ prefs: { sound: string }, settings: import("../shared/settings.js").Settings }} state the app's state (read at each event)
 * @param {EventTarget} [doc] @param {() => Promise<typeof import("./sound.js")>} [load] */
export function soundGate(state, doc = document, load = () => import("./sound.js")) {
  /** @type {Promise<ReturnType<typeof import("./sound.js").createSound> | null> | null} */
  let sound = null;
  const wake = () => {
    if (state.prefs.sound !== "off") sound ??= load().then((module) => module.createSound(state, doc), () => null);
  };
  const touch = new AbortController();
  for (const type of ["pointerdown", "keydown"]) doc.addEventListener(type, wake, { capture: true, signal: touch.signal });
  return {
    /** @param {string} event @param {unknown} detail */
    hear: (event, detail) => void sound?.then((module) => module?.hear(event, detail)),
    destroy() {
      touch.abort();
      sound?.then((module) => module?.destroy());
    },
  };
}
