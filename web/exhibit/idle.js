// The idle timer of an exhibit: `onIdle` once nobody has touched, clicked, scrolled or typed
// in `target` for `ms` milliseconds; each of those starts the wait again.

const ACTIVITY = ["pointerdown", "keydown", "wheel", "input", "touchstart"];

/** @param {EventTarget} target @param {number} ms @param {() => void} onIdle */
export function idleTimer(target, ms, onIdle) {
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  let running = false;
  let wait = ms;
  const restart = () => {
    clearTimeout(timer);
    if (running) timer = setTimeout(() => ((running = false), onIdle()), wait);
  };
  for (const type of ACTIVITY) target.addEventListener(type, restart, { capture: true, passive: true });
  return {
    /** Starts waiting (again), `next` milliseconds from now and from each touch after. */
    start(next = ms) {
      wait = next;
      running = true;
      restart();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    destroy() {
      this.stop();
      for (const type of ACTIVITY) target.removeEventListener(type, restart, { capture: true });
    },
  };
}
