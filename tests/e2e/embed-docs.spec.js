import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures.js";
import { GAME, board, boardText, play } from "../pages/driver.js";
import { hostPage as servePage } from "../pages/host-page.js";

// Every snippet of docs/embed.md, as the page writes it, on a host page of another origin
// served under the page's own policy snippet: the game's address in place of
// https://seega.example, the snippets' scripts and styles in files (the policy forbids
// inline ones), the HTML in the body.

const DOC = readFileSync(new URL("../../docs/embed.md", import.meta.url), "utf8");
/** The snippets, by name: the fenced block after each `<!-- snippet: name -->`. */
const SNIPPETS = Object.fromEntries(
  [...DOC.matchAll(/<!-- snippet: ([\w-]+) -->\n```\w*\n([\s\S]*?)```/g)].map(([, name, code]) => [name, code.replaceAll("https://seega.example", GAME)]),
);

/** Serves a host page made of snippets, under the docs' policy. */
const hostPage = (/** @type {{ html?: string, js?: string, css?: string }} */ page) => servePage({ ...page, policy: SNIPPETS.csp.trim() });

/** The page's console messages (their values) and errors. */
function watch(page) {
  /** @type {any[][]} */
  const logs = [];
  const errors = [];
  // In the order they came: each message's place is taken before its values arrive.
  page.on("console", (message) => {
    if (message.type() === "error") return void errors.push(message.text());
    const at = logs.push([]) - 1;
    Promise.all(message.args().map((arg) => arg.jsonValue())).then((values) => {
      logs[at] = values;
    });
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { logs, errors };
}

test("the docs name every snippet this test plays", () => {
  expect(Object.keys(SNIPPETS).sort()).toEqual(["csp", "csp-same-origin", "dark-mode", "drive", "events", "exhibit", "iframe", "iframe-keep", "iframe-script", "lesson", "package", "script-tag", "sound", "styling", "tabletop"]);
});

test("docs/embed.md: the script tag, driving the game from a script, and its events", async ({ page }) => {
  const host = await hostPage({ html: SNIPPETS["script-tag"], js: `${SNIPPETS.events}\n${SNIPPETS.drive}` });
  try {
    const { logs, errors } = watch(page);
    await page.goto(host.url);
    const element = page.locator("seega-game");
    // The drive snippet ends in a new 7x7 game against the computer.
    await expect.poll(() => boardText(element)).toBe(Array(7).fill(".......").join("/"));
    // A message's values arrive after the message itself: waited for.
    await expect.poll(() => logs[0]).toEqual(["black", ["a1,b1", "e5,d5"]]);
    // Against the computer, the visitor's turn and the computer's reply are taken back.
    await expect.poll(() => String(logs[1]?.[0])).toContain('[Size "5"]');
    expect(String(logs[1][0])).not.toContain("a1,b1");
    await expect.poll(() => logs[2]).toEqual(["record", 3, "centreDuringPlacement"]);
    await play(page, element, ["a1", "b1"]);
    await expect.poll(() => logs.map((values) => values.join(" "))).toContain("black played a1,b1, taking 0");
    // The computer answers (level 3): its turn is told too.
    await expect.poll(() => logs.some((values) => String(values[0]).startsWith("white played")), { timeout: 20_000 }).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("docs/embed.md: styling through custom properties and parts", async ({ page }) => {
  const host = await hostPage({ html: SNIPPETS["script-tag"], css: SNIPPETS.styling });
  try {
    const { errors } = watch(page);
    await page.goto(host.url);
    const element = page.locator("seega-game");
    await board(element).waitFor();
    const look = await element.evaluate((el) => {
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      const style = (selector) => getComputedStyle(/** @type {Element} */ (root.querySelector(selector)));
      return {
        font: style(".seega-app").fontFamily,
        status: style(".status-card").borderInlineStartWidth,
        button: style(".button.undo").borderTopLeftRadius,
        wood: style(".seega-board").getPropertyValue("--board-frame").trim(),
      };
    });
    expect(look).toEqual({ font: "Georgia, serif", status: "6px", button: "0px", wood: "#2e3f55" });
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("docs/embed.md: a dark-mode host changes the theme and the game goes on", async ({ page }) => {
  const host = await hostPage({ html: SNIPPETS["script-tag"].replace('opponent="computer"', 'opponent="human"'), js: SNIPPETS["dark-mode"] });
  try {
    const { errors } = watch(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(host.url);
    const element = page.locator("seega-game");
    await board(element).waitFor();
    const theme = () => element.evaluate((el) => el.shadowRoot?.querySelector(".seega-app")?.getAttribute("data-theme"));
    await expect.poll(async () => [await element.getAttribute("theme"), await theme()]).toEqual(["light", "light"]);
    await play(page, element, ["a1", "b1"]);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(theme).toBe("dark");
    expect(await boardText(element)).toBe("...../...../...../...../bb...");
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("docs/embed.md: the sound, on for an element that asks for it and off for one that does not", async ({ page }) => {
  // Counts the notes the page's audio contexts start.
  await page.addInitScript(() => {
    const counts = { notes: 0 };
    Object.assign(window, { seegaSounds: counts });
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when) => {
          counts.notes += 1;
          start(when);
        };
        return oscillator;
      }
    };
  });
  const notes = () => page.evaluate(() => /** @type {any} */ (window).seegaSounds.notes);
  const silent = SNIPPETS["script-tag"].replace('opponent="computer"', 'opponent="human"');
  const host = await hostPage({ html: `${silent}\n${SNIPPETS.sound.replace('opponent="computer"', 'opponent="human"')}` });
  try {
    const { errors } = watch(page);
    await page.goto(host.url);
    const [quiet, loud] = [page.locator("seega-game").first(), page.locator("seega-game[sound]")];
    await board(quiet).waitFor();
    await board(loud).waitFor();
    await play(page, quiet, ["a1", "b1"]);
    await page.waitForTimeout(300);
    expect(await notes()).toBe(0);
    await play(page, loud, ["a1"]);
    await expect.poll(notes).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("docs/embed.md: the lesson alone, and the frame", async ({ page }) => {
  const host = await hostPage({ html: `${SNIPPETS["script-tag"].split("\n")[0]}\n${SNIPPETS.lesson}\n${SNIPPETS.iframe}` });
  try {
    const { errors } = watch(page);
    await page.goto(host.url);
    const lesson = page.locator("seega-game");
    await lesson.locator(".seega-learn .learn-board[data-board]").waitFor();
    await expect(lesson.locator("h3.app-title")).toHaveText("Apprendre le Seega");
    expect(await lesson.locator(".seega-learn").getAttribute("lang")).toBe("fr");
    await board(page.frameLocator("#seega")).waitFor();
    expect(await boardText(page.frameLocator("#seega"))).toBe(Array(7).fill(".......").join("/"));
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("docs/embed.md: the exhibit and the tabletop", async ({ page }) => {
  const host = await hostPage({ html: `${SNIPPETS["script-tag"].split("\n")[0]}\n${SNIPPETS.exhibit}\n${SNIPPETS.tabletop}` });
  try {
    const { errors } = watch(page);
    await page.goto(host.url);
    const [exhibit, tabletop] = [page.locator("seega-game").first(), page.locator("seega-game").nth(1)];
    await expect(exhibit.locator(".exhibit-start")).toHaveText(["Touch to playEnglish", "Touchez pour jouerFrançais", "المس الشاشة لتلعبالعربية"]);
    await expect(tabletop.locator(".seega-app[data-tabletop] .tabletop-far .player.white")).toHaveCount(1);
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("docs/embed.md: the first snippet keeps the visitor's game across a reload", async ({ page }) => {
  const host = await hostPage({ html: SNIPPETS["script-tag"] });
  try {
    const { errors } = watch(page);
    await page.goto(host.url);
    const element = page.locator("seega-game");
    await play(page, element, ["a1", "b1"]);
    // The computer's answer comes, then the reload.
    await expect.poll(async () => ((await boardText(element)) ?? "").replaceAll(/[^w]/g, "").length, { timeout: 20_000 }).toBe(2);
    const game = await boardText(element);
    await page.reload();
    await board(element).waitFor();
    expect(await boardText(element)).toBe(game);
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test("docs/embed.md: the parts it lists are the element's, the review's included", async ({ page }) => {
  const listed = /The parts: ([^.]+)\./.exec(DOC.replaceAll(/\s+/g, " "))?.[1] ?? "";
  const names = [...listed.matchAll(/`([\w-]+)`/g)].map((m) => m[1]).sort();
  const host = await hostPage({ html: SNIPPETS["script-tag"].replace('opponent="computer"', 'opponent="human"') });
  try {
    await page.goto(host.url);
    const element = page.locator("seega-game");
    await play(page, element, ["a1", "b1"]);
    await element.locator(".review-button").click();
    await element.locator(".review-section").waitFor({ state: "attached" });
    const parts = await element.evaluate((el) => [...new Set([...(el.shadowRoot?.querySelectorAll("[part]") ?? [])].flatMap((e) => (e.getAttribute("part") ?? "").split(" ")))].sort());
    expect(names).toEqual(parts);
  } finally {
    host.close();
  }
});

test("docs/embed.md: the sizes it gives are the build's", () => {
  const sizes = JSON.parse(readFileSync(new URL("../../target/sizes.json", import.meta.url), "utf8"));
  const text = DOC.replaceAll(/\s+/g, " ");
  const [, first, files] = /is ([\d.]+) KiB gzipped in English \((\d+) files/.exec(text) ?? [];
  const [, worker] = /the computer's worker \(([\d.]+) KiB more/.exec(text) ?? [];
  const kib = (bytes) => bytes / 1024;
  // Within 3%: the figures are rounded, and other work moves them a little.
  expect(Math.abs(Number(first) - kib(sizes.elementFirst.gzip)) / kib(sizes.elementFirst.gzip)).toBeLessThan(0.03);
  expect(Number(files)).toBe(sizes.elementFirst.files);
  expect(Math.abs(Number(worker) - kib(sizes.worker.gzip)) / kib(sizes.worker.gzip)).toBeLessThan(0.03);
});

test("docs/embed.md: its scripts compile under tsc --strict against the package's types", () => {
  const scratch = mkdtempSync(join(tmpdir(), "seega-docs-types-"));
  try {
    // The package as a host installs it, and each script as a module of the host's.
    mkdirSync(join(scratch, "node_modules"));
    symlinkSync(resolve("target", "seega-game"), join(scratch, "node_modules", "seega-game"), "dir");
    const scripts = ["drive", "events", "dark-mode", "iframe-script", "iframe-keep"];
    for (const name of scripts) writeFileSync(join(scratch, `${name}.js`), SNIPPETS[name]);
    const flags = ["--noEmit", "--strict", "--allowJs", "--checkJs", "--lib", "es2022,dom,dom.iterable,esnext.disposable", "--target", "es2022", "--module", "es2022", "--moduleResolution", "bundler", "--moduleDetection", "force"];
    const files = [...scripts.map((name) => `${name}.js`), join("node_modules", "seega-game", "seega-element.d.ts")];
    const compiled = spawnSync(resolve("node_modules", ".bin", "tsc"), [...flags, ...files], { cwd: scratch, encoding: "utf8" });
    expect(compiled.stdout + compiled.stderr).toBe("");
    expect(compiled.status).toBe(0);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

for (const [width, height] of [
  [1280, 800],
  [768, 1024],
  [390, 844],
]) {
  test(`docs/embed.md: at ${width}x${height} the frame settles at one height in one or two messages`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // Every message the frame posts, counted from before any script of the page runs.
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const heights = [];
      Object.assign(window, { heights });
      addEventListener("message", (event) => event.data?.type === "height" && heights.push(event.data.detail.height));
    });
    const host = await hostPage({ html: SNIPPETS.iframe, js: SNIPPETS["iframe-script"] });
    try {
      const { errors } = watch(page);
      await page.goto(host.url);
      await board(page.frameLocator("#seega")).waitFor();
      // Settled: no message for two seconds.
      const heights = () => page.evaluate(() => /** @type {any} */ (window).heights.slice());
      let seen = await heights();
      for (let quiet = 0; quiet < 4; ) {
        await page.waitForTimeout(500);
        const now = await heights();
        quiet = now.length === seen.length ? quiet + 1 : 0;
        seen = now;
      }
      expect(seen.length).toBeGreaterThanOrEqual(1);
      expect(seen.length).toBeLessThanOrEqual(2);
      const frame = page.locator("#seega");
      expect(await frame.evaluate((el) => el.clientHeight)).toBe(seen[seen.length - 1]);
      // The frame shows the whole game: nothing scrolls inside it.
      const inner = await page.frameLocator("#seega").locator("html").evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(inner).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      host.close();
    }
  });
}
