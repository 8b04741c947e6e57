// Starts a real browser for the cross-browser suite, through its WebDriver server:
//   firefox  Debian's firefox-esr, headless, through geckodriver (built from crates.io);
//   webkit   WebKitGTK's MiniBrowser through WebKitWebDriver (Debian's webkit2gtk-driver), on
//            a virtual X display (Xvfb), since it has no headless mode.
// `launch(name)` resolves with `{ name, session(baseUrl), close() }`; each session() is a new
// visitor: empty storage, no service worker, no cache. In Firefox, a new user context (a
// container: storage, service workers and caches of its own) in a new tab of one browser, as
// starting Firefox takes seconds; in WebKit, a new browser, in a WebDriver server of its own.
// The programs are those scripts/setup.sh verified (tests/shared/tools.js); FIREFOX_PATH,
// GECKODRIVER_PATH and WEBKIT_DRIVER_PATH point elsewhere.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { remote } from "webdriverio";
import { tool } from "../shared/tools.js";
import { answers, stop } from "./servers.js";

const SETUP = "run `bash scripts/setup.sh test` to install it";

/** What each browser needs: its WebDriver server, how to start one, the session's capabilities. */
const BROWSERS = {
  firefox: {
    driver: () => tool("geckodriver", process.env.GECKODRIVER_PATH),
    // Firefox's BiDi socket on a free port too (not 9222), so that two runs may go at once.
    args: (port, socket) => [`--port=${port}`, `--websocket-port=${socket}`, "--host=127.0.0.1", "--log=error"],
    display: false,
    // WebDriver BiDi's user contexts give each visitor its own storage in the same browser.
    contexts: true,
    capabilities: () => ({
      browserName: "firefox",
      "moz:firefoxOptions": {
        binary: tool("firefox-esr", process.env.FIREFOX_PATH),
        args: ["-headless"],
        // Quiet: no first-run pages, updates or telemetry reaching out to the network.
        // WebRTC on this machine's loopback address (a live game with Chromium, on a relay the
        // test starts): host candidates by address, not mDNS names, loopback ones among them.
        prefs: {
          "app.update.enabled": false,
          "browser.shell.checkDefaultBrowser": false,
          "datareporting.policy.dataSubmissionEnabled": false,
          "media.peerconnection.ice.obfuscate_host_addresses": false,
          "media.peerconnection.ice.loopback": true,
        },
      },
    }),
  },
  webkit: {
    driver: () => tool("WebKitWebDriver", process.env.WEBKIT_DRIVER_PATH),
    args: (port) => [`--port=${port}`],
    display: true,
    contexts: false,
    // WebKitWebDriver speaks classic WebDriver only (no BiDi). MiniBrowser full screen: its
    // window is then its viewport, which setWindowSize sets exactly, a phone's 390 px
    // included (with its toolbar, the window goes no narrower than 447 px).
    capabilities: () => ({ browserName: "MiniBrowser", "wdio:enforceWebDriverClassic": true, "webkitgtk:browserOptions": { args: ["--automation", "--full-screen"] } }),
  },
};

export const BROWSER_NAMES = Object.keys(BROWSERS);

/** A TCP port free now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });
}

/** Starts `command`; resolves with `{ child, output }` once `ready(output so far)` is true. */
function start(command, args, env, ready, what) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const timer = setTimeout(() => fail(new Error(`${what} did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk) => {
      output += chunk;
      if (ready(output)) {
        clearTimeout(timer);
        done({ child, output });
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(new Error(`${what} could not start (${error.message}): ${SETUP}`));
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`${what} ended (${code}) before it was ready:\n${output}`));
    });
  });
}

/** A virtual X display of its own: resolves with `{ display, child }`. */
async function virtualDisplay() {
  // -displayfd: Xvfb picks a free display and writes its number once it accepts clients.
  const number = /^(\d+)\n/m;
  const args = ["-displayfd", "1", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"];
  const { child, output } = await start(tool("Xvfb"), args, {}, (out) => number.test(out), "Xvfb");
  return { display: `:${number.exec(output)?.[1]}`, child };
}

/** Starts a WebDriver server of `spec` on a free port; resolves with `{ port, child }`. */
async function startDriver(name, spec, env) {
  const port = await freePort();
  const child = spawn(spec.driver(), spec.args(port, await freePort()), { env: { ...process.env, ...env }, stdio: "ignore" });
  child.on("error", () => {});
  try {
    await answers(`http://127.0.0.1:${port}/status`, `${name}'s WebDriver server`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { port, child };
}

/**
 * Readies browser `name`: checks its WebDriver server is installed, starts a display if it
 * needs one. Browsers run in WebDriver servers of their own (WebKitWebDriver holds one
 * session per process), stopped with them.
 * @param {keyof typeof BROWSERS} name
 * @param {{ requestTimeoutMs?: number }} [options] how long a WebDriver request may take before
 *   it is given up (the soak runs a whole game in one script call)
 */
export async function launch(name, { requestTimeoutMs = 120_000 } = {}) {
  const spec = BROWSERS[name];
  if (!spec) throw new Error(`no browser named ${name}: ${BROWSER_NAMES.join(", ")}`);
  spec.driver(); // throws, saying how to install it, if setup has not verified it
  const screen = spec.display ? await virtualDisplay() : null;
  const env = screen ? { DISPLAY: screen.display } : {};
  /** @type {{ browser: WebdriverIO.Browser, driver: import("node:child_process").ChildProcess, home?: string,
   *   visitor?: { userContext: string, context: string } } | null} */
  let current = null;

  const end = async () => {
    await current?.browser.deleteSession().catch(() => {});
    await stop(current?.driver);
    current = null;
  };

  /** A WebDriver server and a session in it. */
  const startSession = async (baseUrl) => {
    const { port, child } = await startDriver(name, spec, env);
    try {
      const browser = await remote({
        hostname: "127.0.0.1",
        port,
        path: "/",
        baseUrl,
        logLevel: "error",
        connectionRetryTimeout: requestTimeoutMs,
        capabilities: spec.capabilities(),
      });
      return { browser, driver: child };
    } catch (error) {
      await stop(child);
      throw error;
    }
  };

  const startBrowser = async (baseUrl) => {
    await end();
    try {
      current = await startSession(baseUrl);
    } catch (error) {
      // A browser that did not start (MiniBrowser once hung on a busy machine before its
      // session answered) is started once more, in a new WebDriver server, and the log says
      // so; the journey itself has not begun.
      console.warn(`${name}: the browser's session did not start (${error instanceof Error ? error.message : error}); starting it again`);
      current = await startSession(baseUrl);
    }
    if (spec.contexts) current.home = await current.browser.getWindowHandle();
  };

  /** Closes the last visitor's tab and user context and opens a new one's. */
  const newVisitor = async (baseUrl) => {
    const { browser } = /** @type {NonNullable<typeof current>} */ (current);
    if (current?.visitor) {
      const { userContext, context } = current.visitor;
      current.visitor = undefined;
      await browser.switchToWindow(/** @type {string} */ (current.home));
      await browser.browsingContextClose({ context });
      await browser.browserRemoveUserContext({ userContext });
    }
    for (const event of ["log.entryAdded", "script.realmCreated"]) browser.removeAllListeners(event);
    const { userContext } = await browser.browserCreateUserContext({});
    const { context } = await browser.browsingContextCreate({ type: "tab", userContext });
    /** @type {NonNullable<typeof current>} */ (current).visitor = { userContext, context };
    await browser.switchToWindow(context);
    browser.options.baseUrl = baseUrl;
  };

  return {
    name,
    /** A new visitor's browser, whose relative URLs go to `baseUrl`. */
    async session(baseUrl) {
      if (spec.contexts && current) {
        try {
          await newVisitor(baseUrl);
        } catch {
          // The browser is gone or lost: start another.
          await startBrowser(baseUrl);
          await newVisitor(baseUrl);
        }
      } else {
        await startBrowser(baseUrl);
        if (spec.contexts) await newVisitor(baseUrl);
      }
      const { browser } = /** @type {NonNullable<typeof current>} */ (current);
      await browser.setWindowSize(1100, 820);
      return browser;
    },
    async close() {
      await end();
      await stop(screen?.child);
    },
  };
}
