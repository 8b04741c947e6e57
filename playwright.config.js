// End-to-end tests: Debian's Chromium (as scripts/setup.sh verified it) drives the built site
// (dist/), served as it would be deployed (with dist/serve.json's headers: the
// Content-Security-Policy among them), and host pages that embed the game (tests/pages/,
// served by tests/pages/server.mjs). SEEGA_TEST_PORT moves the ports.
import { defineConfig } from "@playwright/test";
import { tool } from "./tests/shared/tools.js";

const port = Number(process.env.SEEGA_TEST_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // The machines are shared: a test that loses a race with another process gets two more
  // tries in CI (and is reported as flaky), rather than failing the run.
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1100, height: 760 },
    launchOptions: {
      executablePath: tool("chromium", process.env.CHROMIUM_PATH),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      command: `serve dist --listen tcp://127.0.0.1:${port} --no-clipboard --no-request-logging`,
      env: { NO_UPDATE_CHECK: "1" },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The embedding tests' host pages: on the game's origin, and on another site's.
      command: `node tests/pages/server.mjs ${port + 2}`,
      url: `http://127.0.0.1:${port + 2}/pages/host.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
