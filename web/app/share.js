// Share links: a game record and its settings in the URL's fragment, which never reaches a
// server. `#record=<record>&opponent=computer&level=2&human=white&clock=5+3`.
// A friend's link: `#friend=<id>&side=<the side its reader plays>&record=<record>`
// (web/friend/link.js writes it).

import { normalizeSettings } from "./settings.js";

/** The fragment (with `#`) that carries `record` and `settings`. */
export function shareFragment(record, settings) {
  const params = new URLSearchParams({ record });
  if (settings.opponent === "computer") {
    params.set("opponent", "computer");
    params.set("level", String(settings.level));
    params.set("human", settings.human);
  }
  if (settings.clock) params.set("clock", `${settings.clock.minutes}+${settings.clock.increment}`);
  return `#${params.toString()}`;
}

/** The record and settings in a fragment, or null if it carries no record. */
export function readShareFragment(hash) {
  const text = String(hash ?? "").replace(/^#/, "");
  if (!text) return null;
  const params = new URLSearchParams(text);
  const record = params.get("record");
  if (!record) return null;
  if (params.has("friend")) {
    return { record, settings: normalizeSettings({ opponent: "friend", friend: params.get("friend"), human: params.get("side") }) };
  }
  const [minutes, increment] = (params.get("clock") ?? "").split("+").map(Number);
  const settings = normalizeSettings({
    opponent: params.get("opponent"),
    level: params.get("level"),
    human: params.get("human"),
    clock: params.has("clock") ? { minutes, increment } : null,
  });
  return { record, settings };
}
