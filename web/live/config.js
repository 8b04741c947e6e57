// A live game's relays and ICE servers, or live play turned off, as the host of the page gives
// them in its head: <meta name="seega-live" content="off">, <meta name="seega-live-relays"
// content="wss://a wss://b"> and <meta name="seega-live-ice" content="stun:… turn:…">. None
// given: trystero's public Nostr relays and its public STUN servers (docs/live.md).
// `seega-live-ice` `none` asks for no STUN or TURN server at all. (The <seega-game> element
// offers no games with friends, so it has no live play to set.)

/** @typedef {import("./session.js").LiveConfig} LiveConfig */

/** Splits a list of addresses on spaces and commas. @param {string | null | undefined} text */
const words = (text) => (text ?? "").split(/[\s,]+/).filter(Boolean);

/** The live game's configuration, from the page's head. @returns {LiveConfig} */
export function liveConfig() {
  const read = (/** @type {string} */ name) => document.querySelector(`meta[name="seega-${name}"]`)?.getAttribute("content") ?? null;
  const relays = words(read("live-relays")).filter((url) => /^wss?:\/\//.test(url));
  const iceText = read("live-ice");
  const ice = words(iceText).filter((url) => /^(stun|stuns|turn|turns):/.test(url));
  return {
    // The single file (opened from disk) plays no live games.
    off: Boolean(globalThis.SEEGA_SINGLE_FILE) || read("live") === "off",
    relays: relays.length ? relays : null,
    // `none`: no STUN or TURN server at all (two devices on one network, or the tests).
    iceServers: iceText?.trim() === "none" ? [] : ice.length ? [{ urls: ice }] : null,
  };
}
