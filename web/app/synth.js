// The synthesiser: each of the game's sounds as a few notes made with the Web Audio API (an
// oscillator through a gain envelope each), so that nothing is downloaded. Loaded with
// sound.js, after the visitor's first interaction.

/** A note: when it starts (seconds from the sound's start), its frequency and the one it
 * glides to (Hz), its length (seconds), its wave and its loudness (0 to 1).
 * @typedef {[number, number, number, number, OscillatorType, number]} Note */

/** The sounds, by name. Stones are short and woody; the game's end is a few notes: rising
 * for a win, falling for a loss, one note twice for a draw, a plain cadence for a game
 * between two players on one device. @type {Record<string, Note[]>} */
export const VOICES = {
  place: [[0, 520, 300, 0.09, "triangle", 0.9]],
  move: [
    [0, 330, 460, 0.07, "triangle", 0.6],
    [0.05, 460, 420, 0.05, "sine", 0.3],
  ],
  capture: [
    [0, 1000, 620, 0.08, "square", 0.3],
    [0, 1500, 1180, 0.06, "sine", 0.45],
  ],
  blocked: [
    [0, 233, 230, 0.13, "sine", 0.8],
    [0.16, 196, 194, 0.2, "sine", 0.8],
  ],
  won: [
    [0, 523, 523, 0.11, "triangle", 0.7],
    [0.12, 659, 659, 0.11, "triangle", 0.7],
    [0.24, 784, 784, 0.11, "triangle", 0.7],
    [0.36, 1047, 1047, 0.4, "triangle", 0.7],
  ],
  lost: [
    [0, 392, 390, 0.18, "sine", 0.7],
    [0.2, 311, 309, 0.18, "sine", 0.7],
    [0.4, 262, 247, 0.45, "sine", 0.7],
  ],
  drawn: [
    [0, 440, 440, 0.16, "triangle", 0.6],
    [0.22, 440, 440, 0.3, "triangle", 0.6],
  ],
  over: [
    [0, 392, 392, 0.14, "triangle", 0.7],
    [0.16, 523, 523, 0.4, "triangle", 0.7],
  ],
};

/** How long a sound lasts, in seconds. @param {string} name */
export const lengthOf = (name) => Math.max(...VOICES[name].map(([at, , , length]) => at + length));

/** Black's stones sound a little lower than white's. */
const PITCH = { black: 0.89, white: 1 };

/** Plays sound `name` into `out` from the context's time `when`, for `side`'s stones (the
 * end of the game for none); returns when it ends.
 * @param {BaseAudioContext} context @param {AudioNode} out @param {string} name @param {number} when @param {string} [side] */
export function voice(context, out, name, when, side) {
  const pitch = PITCH[/** @type {"black" | "white"} */ (side)] ?? 1;
  for (const [at, from, to, length, type, loud] of VOICES[name]) {
    const start = when + at;
    const end = start + length;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(from * pitch, start);
    oscillator.frequency.exponentialRampToValueAtTime(to * pitch, end);
    // A quick attack and an exponential decay: no click at either end.
    envelope.gain.setValueAtTime(0.0001, start);
    envelope.gain.exponentialRampToValueAtTime(loud, start + 0.006);
    envelope.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(envelope).connect(out);
    oscillator.start(start);
    oscillator.stop(end + 0.01);
  }
  return when + lengthOf(name);
}
