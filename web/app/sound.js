// The game's sounds: which sound each of the app's events makes, at the settings' volume.
// Loaded by sound-gate.js after the visitor's first interaction while sound is on; the
// synthesiser is synth.js. Every fact comes from the engine's reports as the controller
// passes them on: the kind of each action and the stones it took, who played, whether a
// side is now blocked, the outcome. Nothing plays in a background tab, or with sound off.

import { computerSide, friendSide } from "../shared/settings.js";
import { lengthOf, voice } from "./synth.js";

/** The master gain of each of settings.js's SOUND_LEVELS but "off" (silence); a level
 * not among them (a save from elsewhere) is the medium one. */
export const GAINS = /** @type {Record<string, number>} */ ({ quiet: 0.12, medium: 0.3, loud: 0.6 });
/** The silence between two sounds of one event (the stones of a capture chain, the two
 * stones of a placing turn the computer plays at once), in seconds. */
export const GAP = 0.05;

/** What a "play" says, as the sounds read it: the engine's report of the actions and the
 * state after them. @typedef {{ report: { actions: { kind: string, captured: string[] }[], turnEnded: boolean },
 *   snapshot: { outcome: unknown, blocked: string | null } }} Played */
/** What a "gameover" says, as the sounds read it: the winner (null for a draw). @typedef {{ winner: string | null }} Ended */

/** The sounds one of the app's events makes, in order, as `[name, seconds from the first]`.
 * "play" is one action or one whole turn the engine played, with `side` who played,
 * `report` the engine's report (its actions, each with its kind and the stones it took,
 * and whether the turn ended) and `snapshot` the engine's state after it (a side that cannot
 * move at the start of the next turn is `blocked`); "gameover" the outcome (`winner`),
 * heard from the player's side against the computer or a friend by link, and as the end of a
 * game between two players on one device otherwise. Other events make none.
 * @param {string} event @param {unknown} detail the event's, a `Played` or an `Ended` as it is "play" or "gameover"
 * @param {import("../shared/settings.js").Settings} settings @returns {[string, number][]} */
export function soundsOf(event, detail, settings) {
  /** @type {string[]} */
  const names = [];
  if (event === "play") {
    const played = /** @type {Played} */ (detail);
    for (const action of played.report.actions) {
      if (action.kind === "drop") names.push("place");
      if (action.kind === "step") names.push("move");
      // One sound for each stone taken (a removal by a blocked-player rule is one too).
      for (const _ of action.captured) names.push("capture");
    }
    const { snapshot } = played;
    if (played.report.turnEnded && !snapshot.outcome && snapshot.blocked) names.push("blocked");
  } else if (event === "gameover") {
    // Against the computer or a friend by link the player is one side: won or lost is theirs.
    const opponent = computerSide(settings) ?? friendSide(settings);
    const { winner } = /** @type {Ended} */ (detail);
    names.push(winner === null ? "drawn" : !opponent ? "over" : winner === opponent ? "lost" : "won");
  }
  let at = 0;
  return names.map((name) => {
    const sound = /** @type {[string, number]} */ ([name, at]);
    at += lengthOf(name) + GAP;
    return sound;
  });
}

/** The sounds of one mounted game. The audio context is made at the first sound (after the
 * visitor's first interaction: the gate loads this module only then) and resumed at each
 * later interaction if the browser suspended it.
 * @param {{ prefs: { sound: string }, settings: import("../shared/settings.js").Settings }} state
 * @param {EventTarget} doc the page's document
 * @param {typeof AudioContext | undefined} [Context] */
export function createSound(state, doc, Context = globalThis.AudioContext) {
  /** @type {AudioContext | null} */
  let context = null;
  /** @type {GainNode | null} */
  let master = null;
  /** When the last sound scheduled ends: the next one waits for it. */
  let busy = 0;
  const resume = () => void (context?.state === "suspended" && context.resume().catch(() => {}));
  const listen = (/** @type {"addEventListener" | "removeEventListener"} */ how) => {
    for (const type of ["pointerdown", "keydown"]) doc[how](type, resume, true);
  };
  listen("addEventListener");
  return {
    /** @param {string} event @param {unknown} detail */
    hear(event, detail) {
      const { sound } = state.prefs;
      const gain = sound === "off" ? 0 : Object.hasOwn(GAINS, sound) ? GAINS[sound] : GAINS.medium;
      if (!gain || /** @type {Document} */ (doc).visibilityState === "hidden" || !Context) return;
      const sounds = soundsOf(event, detail, state.settings);
      if (!sounds.length) return;
      if (!context || !master) {
        context = new Context();
        master = context.createGain();
        master.connect(context.destination);
      }
      resume();
      master.gain.value = gain;
      const start = Math.max(context.currentTime + 0.01, busy);
      for (const [name, at] of sounds) busy = Math.max(busy, voice(context, master, name, start + at, /** @type {{ side?: string }} */ (detail).side));
    },
    destroy() {
      listen("removeEventListener");
      master?.disconnect();
      context?.close().catch(() => {});
      context = null;
    },
  };
}
