// The live game's connection: the two pages meet through Nostr relays (trystero's Nostr
// strategy, loaded with this module only) and then talk over a WebRTC data channel, peer to
// peer. The relays see only a room's hashed name and the offers and answers (encrypted with
// the game's id, which only the link carries); STUN servers see this device's public
// address; the friend gets the messages of web/live/protocol.js. Nothing else leaves.

/** The relays and ICE servers of a live game, and whether live play is on (web/live/config.js).
 * @typedef {{ off: boolean, relays: string[] | null, iceServers: RTCIceServer[] | null }} LiveConfig */

/** Why a live game could not connect, for the page's sentence and the console.
 * @typedef {"noWebRtc" | "noRelay" | "off"} LiveFailure */

/** How long the page waits for a relay to answer before it says the game goes on by links. */
export const RELAY_WAIT_MS = 8000;

/**
 * Joins the live room of game `id`; `on` hears the peers come and go and their messages, and
 * `failed` why no connection can be made (it may still come later: the room keeps trying).
 * @param {string} id @param {LiveConfig} config
 * @param {{ join(peer: string): void, leave(peer: string): void, message(data: unknown, peer: string): void, failed(why: LiveFailure): void }} on
 */
export async function joinLive(id, config, on) {
  if (config.off) {
    on.failed("off");
    return null;
  }
  if (typeof globalThis.RTCPeerConnection !== "function") {
    on.failed("noWebRtc");
    return null;
  }
  // The single file (opened from disk) plays no live games and carries no connection.
  const trystero = globalThis.SEEGA_SINGLE_FILE ? null : await import("trystero");
  if (!trystero) {
    on.failed("off");
    return null;
  }
  const { joinRoom, getRelaySockets } = trystero;
  const room = joinRoom(
    {
      appId: "seega-live-1",
      // The offers and answers the relays carry are encrypted with the game's id.
      password: id,
      ...(config.relays ? { relayConfig: { urls: config.relays, warnOnRelayFailure: false } } : {}),
      ...(config.iceServers ? { rtcConfig: { iceServers: config.iceServers } } : {}),
    },
    id,
  );
  const channel = room.makeAction("seega");
  channel.onMessage = (data, { peerId }) => on.message(data, peerId);
  room.onPeerJoin = (peer) => on.join(peer);
  room.onPeerLeave = (peer) => on.leave(peer);
  // No relay open after a while: the game goes on by links (and the room keeps trying).
  const timer = setTimeout(() => {
    const open = Object.values(getRelaySockets()).some((socket) => socket.readyState === 1);
    if (!open) on.failed("noRelay");
  }, RELAY_WAIT_MS);
  return {
    /** Sends `message` to every peer, or to `peer`. @param {import("./protocol.js").Message} message @param {string} [peer] */
    send: (message, peer) => channel.send(JSON.stringify(message), peer ? { target: peer } : undefined).catch(() => {}),
    /** Whether a relay is open now. */
    relayOpen: () => Object.values(getRelaySockets()).some((socket) => socket.readyState === 1),
    leave() {
      clearTimeout(timer);
      return room.leave();
    },
  };
}
