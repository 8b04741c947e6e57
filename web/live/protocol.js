// The messages of a live game between two pages, and how each received one is judged. Three
// kinds, as JSON over the peers' data channel:
//
//   { v: 1, kind: "hello", game, side, device }  who is here: the game's id, the side this
//                                                page plays, and this browser's device id
//   { v: 1, kind: "record", game, record }       the whole game as this page has it, sent after
//                                                each of its turns and on meeting
//   { v: 1, kind: "watch", game }                you are a third device: watch, do not play
//
// A message that does not read, or is of another game, is null and changes nothing. A
// record is judged by the engine as a friend's link is (web/friend/friend-link.js): it is read
// and replayed by `Game.fromRecord` (an illegal turn does not read), then compared with the
// game here by `relation`; it is taken only when it plays on from this game by the friend's
// turns alone (the longer valid record wins), and an ending by agreement or on time, or a
// resignation for this side, is refused. A fork is refused with words; an earlier record
// changes nothing (this page's is sent back).

export const VERSION = 1;
const SIDES = ["black", "white"];

/** @typedef {{ v: 1, kind: "hello", game: string, side: string, device: string }
 *   | { v: 1, kind: "record", game: string, record: string }
 *   | { v: 1, kind: "watch", game: string }} Message */

/** @param {string} game @param {string} side @param {string} device @returns {Message} */
export const hello = (game, side, device) => ({ v: VERSION, kind: "hello", game, side, device });
/** @param {string} game @param {string} record @returns {Message} */
export const recordMessage = (game, record) => ({ v: VERSION, kind: "record", game, record });
/** @param {string} game @returns {Message} */
export const watch = (game) => ({ v: VERSION, kind: "watch", game });

/** A received message of game `game`, or null if it does not read as one.
 * @param {unknown} data @param {string} game @returns {Message | null} */
export function parseMessage(data, game) {
  let value = data;
  if (typeof data === "string") {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object") return null;
  const m = /** @type {Record<string, unknown>} */ (value);
  if (m.v !== VERSION || m.game !== game) return null;
  const text = (/** @type {unknown} */ x, max = 64) => typeof x === "string" && x.length > 0 && x.length <= max;
  if (m.kind === "hello" && SIDES.includes(String(m.side)) && text(m.device)) return hello(game, String(m.side), String(m.device));
  if (m.kind === "record" && text(m.record, 100_000)) return recordMessage(game, String(m.record));
  if (m.kind === "watch") return watch(game);
  return null;
}

/** @typedef {{ fromRecord(text: string): JudgedGame }} Reader */
/** @typedef {{ record(): string, free(): void, history(): { side: string }[],
 *   state(): { outcome?: { winner: string | null, reason: string } | null },
 *   relation(other: any): { relation: string, turns: number } }} JudgedGame */
/** @typedef {{ verdict: "later", game: JudgedGame, arrival: number }
 *   | { verdict: "same" | "earlier" }
 *   | { verdict: "refused", reason: "live.refusedUnread" | "live.refusedNotTheirs" | "live.refusedFork" }} Judgement */

/** Judges a friend's record against the game here, where this page plays `mine`.
 * @param {Reader} Reader the engine that reads records
 * @param {{ record(): string }} current the game here
 * @param {string} text the friend's record @param {string} mine
 * @returns {Judgement} */
export function judgeRecord(Reader, current, text, mine) {
  let next;
  try {
    next = Reader.fromRecord(text);
  } catch {
    return { verdict: "refused", reason: "live.refusedUnread" };
  }
  // The game here may be of the page's first engine, which reads no records: it is compared
  // as a copy in the engine that read the friend's.
  const here = Reader.fromRecord(current.record());
  const { relation, turns } = here.relation(next);
  here.free();
  if (relation === "same" || relation === "earlier") {
    next.free();
    return { verdict: relation };
  }
  if (relation !== "later") {
    next.free();
    return { verdict: "refused", reason: "live.refusedFork" };
  }
  const history = next.history();
  const ended = next.state().outcome;
  const forgedEnd = ended && (ended.reason === "agreement" || ended.reason === "timeout");
  const resignedForMe = ended?.reason === "resignation" && ended.winner !== mine;
  const theirs = history.slice(history.length - turns).every((turn) => turn.side !== mine);
  if (!theirs || forgedEnd || resignedForMe) {
    next.free();
    return { verdict: "refused", reason: "live.refusedNotTheirs" };
  }
  return { verdict: "later", game: next, arrival: turns > 0 ? history.length : 0 };
}

/** Who may play, from the hellos heard: the first device heard for each side keeps it (kept
 * with the game, so that a friend who comes back on the same device plays on), and any other
 * device that claims a side, or this page's own side, is a watcher.
 * @param {Record<string, string>} seats the device of each side heard so far (changed here)
 * @param {string} mine this page's side @param {string} device this page's device
 * @param {{ side: string, device: string }} claim
 * @returns {"player" | "watcher"} */
export function seat(seats, mine, device, claim) {
  if (claim.device === device) return "watcher";
  if (claim.side === mine) return "watcher";
  const held = seats[claim.side];
  if (held && held !== claim.device) return "watcher";
  seats[claim.side] = claim.device;
  return "player";
}
