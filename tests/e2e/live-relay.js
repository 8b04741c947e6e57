// A Nostr relay on the loopback address, for the live games' tests: the little of NIP-01 that
// signalling needs. A client's EVENT is acknowledged (OK) and passed to every subscription
// (REQ) whose filter takes its kind and its `#x` tag; CLOSE ends a subscription. Nothing is
// stored: a live game's peers announce themselves again until they meet. The test starts it
// and stops it; no public relay is ever asked.
import { WebSocketServer } from "ws";

/** @typedef {{ kinds?: number[], "#x"?: string[] }} Filter */

/** Starts a relay on 127.0.0.1:`port`; resolves with its address and what stops it.
 * @param {number} port */
export async function startRelay(port) {
  const server = new WebSocketServer({ host: "127.0.0.1", port });
  await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));
  /** @type {Map<import("ws").WebSocket, Map<string, Filter[]>>} */
  const subscriptions = new Map();
  let events = 0;
  server.on("connection", (socket) => {
    const mine = new Map();
    subscriptions.set(socket, mine);
    socket.on("close", () => subscriptions.delete(socket));
    socket.on("message", (data) => {
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        return socket.send(JSON.stringify(["NOTICE", "not JSON"]));
      }
      const [type, ...rest] = Array.isArray(message) ? message : [];
      if (type === "REQ") {
        const [id, ...filters] = rest;
        mine.set(id, filters);
        socket.send(JSON.stringify(["EOSE", id]));
      } else if (type === "CLOSE") {
        mine.delete(rest[0]);
      } else if (type === "EVENT") {
        const event = rest[0];
        events += 1;
        socket.send(JSON.stringify(["OK", event.id, true, ""]));
        for (const [peer, subs] of subscriptions) {
          for (const [id, filters] of subs) {
            if (filters.some((filter) => matches(filter, event))) peer.send(JSON.stringify(["EVENT", id, event]));
          }
        }
      }
    });
  });
  return {
    url: `ws://127.0.0.1:${port}`,
    /** How many events the relay has passed on. */
    events: () => events,
    /** Drops every client (as a relay that went away). */
    drop() {
      for (const socket of subscriptions.keys()) socket.terminate();
    },
    stop: () => new Promise((resolve) => {
      for (const socket of subscriptions.keys()) socket.terminate();
      server.close(() => resolve(undefined));
    }),
  };
}

/** @param {Filter} filter @param {{ kind: number, tags: string[][] }} event */
function matches(filter, event) {
  if (filter.kinds && !filter.kinds.includes(event.kind)) return false;
  const wanted = filter["#x"];
  if (wanted && !event.tags.some(([name, value]) => name === "x" && wanted.includes(value))) return false;
  return true;
}
