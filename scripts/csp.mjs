// The Content-Security-Policy the site is served with: written into dist/serve.json by the
// build and sent by the tests' own server, so that the site is tested under the policy it is
// deployed with. No inline script or style but those the build wrote into a page, each allowed
// by its hash; no eval; WebAssembly may compile. Connections: the site itself, and the secure
// WebSockets of a live game's relays (web/live/; wss: because the relays are the host's
// choice) and a relay on this machine's loopback address (ws://127.0.0.1, the tests' own).

export const CSP = cspWith();

/** The policy, allowing the inline scripts and styles of these hashes (`sha256-...`).
 * @param {{ scripts?: string[], styles?: string[] }} [inline] */
export function cspWith({ scripts = [], styles = [] } = {}) {
  const hashes = (list) => list.map((hash) => ` '${hash}'`).join("");
  return `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'${hashes(scripts)}; style-src 'self'${hashes(styles)}; connect-src 'self' wss: ws://127.0.0.1:*`;
}
