// A live game with a friend, on this page: joins the game's room (session.js), says hello,
// sends the whole game after each turn of this page's player, and judges each record the
// friend sends with the engine (protocol.js) before it becomes the game here, shown arriving
// (the app's `liveArrival`). The game is saved as every friend game is, with each turn, so
// that a connection that goes loses nothing: on meeting again both pages send their game and
// the longer valid one wins. A third device is told to watch. What the box says comes from
// `status`: connecting, here, left, watching, or failed (the game goes on by links).

import { reportFallback } from "../shared/fallbacks.js";
import { hello, judgeRecord, parseMessage, recordMessage, seat, watch } from "./protocol.js";
import { deviceId, readLive, writeLive } from "./marks.js";
import { joinLive } from "./session.js";

/** @typedef {"connecting" | "here" | "left" | "watching" | "failed"} LiveStatus */
/** @typedef {import("./session.js").LiveFailure} LiveFailure */
/** @typedef {import("./protocol.js").Message} Message */
/** @typedef {ReturnType<typeof startLive>} Live */

/**
 * @param {{ state: import("../app/state.js").AppState, id: string, config: import("./session.js").LiveConfig,
 *   store: { storage: Storage | null, key: string },
 *   reading: () => Promise<import("../app/transitions/common.js").Reader>,
 *   arrive: (game: import("../app/transitions/common.js").Game, n: number) => void,
 *   setWatching: (on: boolean) => void, changed: () => void }} app
 */
export function startLive({ state, id, config, store, reading, arrive, setWatching, changed }) {
  const mine = state.settings.human;
  const device = deviceId(store.storage, store.key);
  const seats = readLive(store.storage, store.key, id) ?? {};
  /** The peers that play (the friend), and those that watch. */
  const players = new Set();
  const watchers = new Set();
  const live = {
    /** @type {LiveStatus} */
    status: /** @type {LiveStatus} */ ("connecting"),
    /** @type {LiveFailure | null} */
    failure: /** @type {LiveFailure | null} */ (null),
    /** The last refusal's words' key, or null. @type {string | null} */
    refused: /** @type {string | null} */ (null),
    /** How many messages were refused (for the tests' hook). */
    refusals: 0,
    /** When each record was sent and each received one drawn, by its number of turns, in
     * ms since the epoch (the tests measure the delay between two pages on one machine).
     * @type {{ sent: Record<number, number>, drawn: Record<number, number> }} */
    times: { sent: {}, drawn: {} },
    stop: () => {},
    /** Sends the game if it changed since it was last sent. */
    sync: () => {},
    /** The peers that play here now (the friend's page), by their ids. */
    players: () => [...players],
    /** Takes a message as if the friend had sent it (the tests' hook). @type {(data: unknown, peer: string) => Promise<void>} */
    receive: async () => {},
  };
  let watching = false;
  let sent = "";
  /** @type {Awaited<ReturnType<typeof joinLive>>} */
  let session = null;

  const record = () => (state.game ? state.game.record() : "");
  /** @param {Message} message @param {string} [peer] */
  const send = (message, peer) => session?.send(message, peer);
  /** @param {LiveStatus} status */
  const set = (status) => {
    live.status = watching ? "watching" : status;
    changed();
  };

  /** Handles one message; what does not read changes nothing. @param {unknown} data @param {string} peer */
  async function receive(data, peer) {
    const message = parseMessage(data, id);
    if (!message) return refuse("live.refusedUnread");
    if (message.kind === "hello") {
      const role = seat(seats, mine, device, message);
      writeLive(store.storage, store.key, id, seats);
      if (role === "watcher") {
        watchers.add(peer);
        send(watch(id), peer);
      } else {
        players.add(peer);
        set("here");
      }
      // Every peer that says hello gets the game as it is here (a watcher, to watch it).
      send(recordMessage(id, record()), peer);
      return;
    }
    if (message.kind === "watch") {
      // Only the other side's player decides that this page watches: a device that claims
      // this page's own side is the one that watches (it came later).
      if (!players.has(peer)) return;
      watching = true;
      setWatching(true);
      set("watching");
      return;
    }
    // A record from a watcher, or sent before its hello, is not a player's.
    if (!players.has(peer) && !watching) return refuse("live.refusedNotTheirs");
    const Reader = await reading();
    if (!state.game) return;
    const judged = judgeRecord(Reader, state.game, message.record, watching ? "" : mine);
    if (judged.verdict === "refused") return refuse(judged.reason);
    if (judged.verdict === "earlier") send(recordMessage(id, record()), peer);
    if (judged.verdict !== "later") return;
    live.refused = null;
    arrive(/** @type {import("../app/transitions/common.js").Game} */ (/** @type {unknown} */ (judged.game)), judged.arrival);
    sent = record();
    live.times.drawn[state.turns.length] = Date.now();
  }
  /** @param {string} key */
  function refuse(key) {
    live.refused = key;
    live.refusals += 1;
    changed();
  }
  live.receive = receive;

  live.sync = () => {
    const now = record();
    if (!now || now === sent || watching || !players.size) return;
    sent = now;
    live.times.sent[state.turns.length] = Date.now();
    send(recordMessage(id, now));
  };

  joinLive(id, config, {
    join: (peer) => send(hello(id, mine, device), peer),
    leave: (peer) => {
      watchers.delete(peer);
      if (players.delete(peer) && !players.size) set("left");
    },
    message: (data, peer) => void receive(data, peer),
    failed: (why) => {
      live.failure = why;
      // A relay that answers later still connects the game.
      if (why !== "noRelay" || !session?.relayOpen()) {
        if (why !== "off") reportFallback("live", why === "noWebRtc" ? "this browser has no RTCPeerConnection" : "no signalling relay answered");
        set("failed");
      }
    },
  }).then(
    (joined) => {
      session = joined;
      live.stop = () => void joined?.leave();
    },
    (error) => {
      live.failure = "noRelay";
      reportFallback("live", error);
      set("failed");
    },
  );
  return live;
}
