import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { GAME, board, boardText, play } from "../pages/driver.js";
import { hostPage } from "../pages/host-page.js";

// The frame on another site than its host's page (the host on `localhost`, the game on
// 127.0.0.1: two sites), where Chromium refuses the frame its storage: docs/embed.md's frame
// with `storage-key`, its message script and its script that keeps the record. No exception
// escapes the frame, the game plays, the frame tells its host that it cannot keep the game,
// and the host's snippet gives it back after a reload.

const DOC = readFileSync(new URL("../../docs/embed.md", import.meta.url), "utf8");
const SNIPPETS = Object.fromEntries([...DOC.matchAll(/<!-- snippet: ([\w-]+) -->\n```\w*\n([\s\S]*?)```/g)].map(([, name, code]) => [name, code.replaceAll("https://seega.example", GAME)]));

test.setTimeout(90_000);

test("a frame on another site tells its host it cannot keep the game, and the host's snippet keeps it", async ({ page }) => {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const heard = /** @type {any[]} */ ([]);
    Object.assign(window, { heard });
    addEventListener("message", (event) => event.data?.source === "seega" && heard.push(event.data));
  });
  const host = await hostPage({ html: SNIPPETS.iframe, js: `${SNIPPETS["iframe-script"]}\n${SNIPPETS["iframe-keep"]}`, policy: SNIPPETS.csp.trim() });
  try {
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const url = host.url.replace("127.0.0.1", "localhost");
    await page.goto(url);
    const frame = page.frameLocator("#seega");
    await board(frame).waitFor();
    const heard = () => page.evaluate(() => /** @type {any} */ (window).heard.map((m) => `${m.type} ${m.detail?.kind ?? ""}`.trim()));
    await expect.poll(heard).toContain("ready");
    // The browser refused the frame's storage: the frame said so.
    expect(await heard()).toContain("degraded storage");
    // The Egyptian opening: black's first stones go on the middles of the left and right edges.
    await play(page, frame, ["a4", "g4"]);
    await expect.poll(async () => ((await boardText(frame)) ?? "").replaceAll(/[^w]/g, "").length, { timeout: 20_000 }).toBe(2);
    const game = await boardText(frame);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("museum-seega-record"))).toContain("a4,g4");

    await page.reload();
    await board(frame).waitFor();
    await expect.poll(() => boardText(frame), { timeout: 20_000 }).toBe(game);
    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});
