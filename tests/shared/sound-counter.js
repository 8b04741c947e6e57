// Run in a page (as an init script, or executed by WebDriver): counts, from then on, the audio
// contexts the page makes and the notes they start, in `window.seegaSounds`. The sound tests
// in Chromium (tests/e2e/sound.spec.js) and the journeys in Firefox and WebKit share it.
export function countSoundsInPage() {
  const counts = { contexts: 0, notes: 0 };
  Object.assign(window, { seegaSounds: counts });
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      counts.contexts += 1;
      const make = this.createOscillator.bind(this);
      this.createOscillator = () => {
        const oscillator = make();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when) => {
          counts.notes += 1;
          start(when);
        };
        return oscillator;
      };
    }
  };
}
