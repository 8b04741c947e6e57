import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { GAME, board, boardText, play } from "../pages/driver.js";
import { serveDirectory } from "../pages/server.mjs";

// Every snippet of docs/embed.md, as the page writes it, on a host page of another origin
// served under the page's own policy snippet: the game's address in place of
// https://seega.example, the snippets' scripts and styles in files (the policy forbids
// inline ones), the HTML in the body.

const DOC = readFileSync(new URL("../../docs/embed.md", import.meta.url), "utf8");
/** The snippets, by name: the fenced block after each `<!-- snippet: name -->`. */
const SNIPPETS = Object.fromEntries(
  [...DOC.matchAll(/<!-- snippet: ([\w-]+) -->\n```\w*\n([\s\S]*?)```/g)].map(([, name, code]) => [name, code.replaceAll("https://seega.example", GAME)]),
);

/** Serves a host page made of snippets; resolves with its address and `close()`. */
async function hostPage({ html = "", js = "", css = "" }) {
  const folder = mkdtempSync(join(tmpdir(), "seega-docs-"));
  writeFileSync(join(folder, "snippet.js"), js);
  writeFileSync(join(folder, "snippet.css"), css);
  writeFileSync(
    join(folder, "index.html"),
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>A host</title>\n<link rel="stylesheet" href="snippet.css">\n<script type="module" src="snippet.js"></script>\n</head>\n<body>\n<main>\n${html}\n</main>\n</body>\n</html>\n`,
  );
  const server = serveDirectory({ mounts: [["/", folder]], headers: () => ({ "Content-Security-Policy": SNIPPETS.csp.trim() }) });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${/** @type {any} */ (server.address()).port}/`,
    close() {
      server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

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
  expect(Object.keys(SNIPPETS).sort()).toEqual(["csp", "dark-mode", "drive", "events", "iframe", "lesson", "script-tag", "sound", "styling"]);
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
    await expect.poll(() => String(logs[1]?.[0])).toContain("1. a1,b1");
    await expect.poll(() => logs[2]).toEqual(["record", 1]);
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
