// A host page of another site made on the spot for an embedding test: HTML for its body, a
// script and a stylesheet in files (a policy without 'unsafe-inline' forbids inline ones),
// served on a port of its own under `policy`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveDirectory } from "./server.mjs";

/** Serves the page; resolves with its address and `close()`.
 * @param {{ html?: string, js?: string, css?: string, policy: string, head?: string }} page */
export async function hostPage({ html = "", js = "", css = "", policy, head = "" }) {
  const folder = mkdtempSync(join(tmpdir(), "seega-host-page-"));
  writeFileSync(join(folder, "snippet.js"), js);
  writeFileSync(join(folder, "snippet.css"), css);
  writeFileSync(
    join(folder, "index.html"),
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>A host</title>\n<link rel="stylesheet" href="snippet.css">\n${head}<script type="module" src="snippet.js"></script>\n</head>\n<body>\n<main>\n${html}\n</main>\n</body>\n</html>\n`,
  );
  const server = serveDirectory({ mounts: [["/", folder]], headers: () => ({ "Content-Security-Policy": policy }) });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${/** @type {any} */ (server.address()).port}/`,
    close() {
      server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
