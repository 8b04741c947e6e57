// The test sites' addresses, from one port number (SEEGA_TEST_PORT for Playwright's; the
// cross-browser suite picks its own): on `port`, the built site as `serve` deploys it (dist/
// with dist/serve.json's headers); on `port + 2`, the built site again with the host pages
// under /pages/, everything under the strict policy (tests/pages/server.mjs); on `port + 3`,
// another site, whose host pages embed the game from `port + 2`.

/** @param {number} port */
export function sites(port) {
  return {
    SITE: `http://127.0.0.1:${port}`,
    GAME: `http://127.0.0.1:${port + 2}`,
    OTHER: `http://127.0.0.1:${port + 3}`,
  };
}

/** The origins of `urls` other than `allowed` (data: and blob: URLs are not requests). */
export function foreignOrigins(urls, allowed) {
  return [...new Set(urls.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))].filter(
    (origin) => !allowed.includes(origin),
  );
}
