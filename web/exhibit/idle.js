// The idle timer of an exhibit: `onIdle` once nobody has touched, clicked, scrolled or typed
// in `target` for `ms` milliseconds; each of those starts the wait again. With `warnMs`,
// `onWarn(warnMs)` comes that long before (the exhibit's "Still playing?"), and `onActive`
// when a touch then keeps the game.

const ACTIVITY = ["pointerdown", "keydown", "wheel", "input", "touchstart"];

/** @param {EventTarget} target @param {number} ms @param {() => void} onIdle
 * @param {{ warnMs?: (wait: number) => number, onWarn?: (left: number) => void, onActive?: () => void }} [warning] */
export function idleTimer(target, ms, onIdle, warning = {}) {
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  let warnTimer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  let running = false;
  let warned = false;
  let wait = ms;
  const clear = () => {
    clearTimeout(timer);
    clearTimeout(warnTimer);
  };
  const restart = () => {
    clear();
    if (warned) {
      warned = false;
      warning.onActive?.();
    }
    if (!running) return;
    timer = setTimeout(() => {
      running = false;
      warned = false;
      onIdle();
    }, wait);
    const warnMs = warning.onWarn ? Math.min(warning.warnMs?.(wait) ?? 0, wait) : 0;
    if (warnMs > 0) {
      warnTimer = setTimeout(() => {
        warned = true;
        warning.onWarn?.(warnMs);
      }, wait - warnMs);
    }
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
      warned = false;
      clear();
    },
    destroy() {
      this.stop();
      for (const type of ACTIVITY) target.removeEventListener(type, restart, { capture: true });
    },
  };
}
