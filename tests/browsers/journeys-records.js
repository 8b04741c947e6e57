// Journeys of a player's game kept and carried: a reload finds it again, its record goes out
// and another comes in (pasted and from a file), and the page switches to Arabic, right to
// left, keeping the game.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ar from "../../web/i18n/ar.js";
import { PLACEMENT, UI, record, shareLink } from "../shared/game.js";
import { boardText, clickTurn, inPage, openApp, ready, settled, turnCount, typeInto, until, waitForText } from "./page.js";

const DIALOG = ".seega-app .record-dialog";

/** @type {[string, (journey: import("./journeys-play.js").Journey) => Promise<void>][]} */
export const RECORDS = [
  [
    "a reload brings the game back, a turn half played included",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await openApp(browser);
      for (const turn of [...PLACEMENT.slice(0, 3), "b2"]) await clickTurn(find, turn);
      await waitForText(browser, find, UI.status, "White to play: place your second stone");
      const before = await boardText(find);
      await browser.refresh();
      await ready(browser, find);
      assert.equal(await boardText(find), before);
      assert.equal(await turnCount(browser), 3);
      await waitForText(browser, find, UI.status, "White to play: place your second stone");
    },
  ],
  [
    "the record goes out, a bad one is refused, a good one comes in pasted or from a file",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await openApp(browser);
      await clickTurn(find, "a1,b1");
      await find(".seega-app .record-button").click();
      // The record dialog's module loads when it first opens.
      const areas = `${DIALOG} textarea.record-text`;
      await until(browser, async () => (await browser.$$(areas)).length === 2, "the record dialog opens");
      const [exported, pasted] = await browser.$$(areas);
      await until(browser, async () => /1\. a1,b1/.test(await exported.getValue()), "the dialog shows the game's record");
      assert.match(await find(`${DIALOG} .share-link`).getValue(), /#record=/);

      await typeInto(pasted, '[Size "5"]\n1. a1,zz');
      await browser.$(`${DIALOG} .button.primary`).click();
      await waitForText(browser, find, `${DIALOG} .form-error`, /Line 2, column 7: “zz” is not a cell/);
      await shot("record-error");
      assert.equal(await boardText(find), "...../...../...../...../bb...", "a bad record leaves the game");

      await typeInto(pasted, record(PLACEMENT.slice(0, 2)));
      await browser.$(`${DIALOG} .button.primary`).click();
      await until(browser, async () => !(await browser.$(DIALOG).isDisplayed()), "the dialog closes on a good record");
      await until(browser, async () => (await turnCount(browser)) === 2, "the pasted record opened");

      // A file, chosen in the file input as a player's file dialog would.
      const folder = mkdtempSync(join(tmpdir(), "seega-record-"));
      try {
        const file = join(folder, "game.seega");
        writeFileSync(file, record(PLACEMENT.slice(0, 5)));
        await find(".seega-app .record-button").click();
        await browser.$(`${DIALOG} input[type=file]`).addValue(file);
        await until(browser, async () => (await turnCount(browser)) === 5, "the file's record opened");
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      assert.equal(await boardText(find), "...../...../...../bwwbb/bbwwb");
    },
  ],
  [
    "Arabic, chosen in the settings, lays the page out right to left and keeps the game",
    async ({ browser, shot }) => {
      const find = inPage(browser);
      await openApp(browser, shareLink(record(PLACEMENT)));
      await find(`${UI.notice} button`).click();
      await clickTurn(find, "c2-c3");
      await find(".seega-app .settings-button").click();
      // The settings dialog's module loads when it first opens.
      const selects = ".seega-app .prefs-dialog select";
      await until(browser, async () => (await browser.$$(selects)).length >= 2, "the settings dialog opens");
      // The language's select is the one that offers the languages.
      const language = await browser.$(`${selects} option[value="ar"]`).parentElement();
      await language.selectByAttribute("value", "ar");
      await until(browser, async () => (await find(UI.app).getAttribute("dir")) === "rtl", "the app turns right to left");
      await ready(browser, find);
      assert.deepEqual(await browser.execute(() => [document.documentElement.lang, document.documentElement.dir]), ["ar", "rtl"]);
      const expected = ar["status.chainOptional"].replace("{side}", ar["side.white"]).replace("{cell}", "c3");
      await waitForText(browser, find, UI.status, expected);
      // The panel reads right to left, the board is not mirrored: a1 is on the left.
      assert.equal(await browser.execute((selector) => getComputedStyle(document.querySelector(selector)).direction, ".seega-app .side-panel"), "rtl");
      const [a1, e1] = await Promise.all(["a1", "e1"].map((cell) => find(UI.cell(cell)).getLocation()));
      assert.ok(a1.x < e1.x, "a1 is left of e1");
      const [panel, board] = await Promise.all([".seega-app .side-panel", UI.board].map((selector) => find(selector).getLocation()));
      assert.ok(panel.x < board.x, "the panel is on the left in Arabic");
      assert.ok(await browser.execute(() => document.documentElement.scrollWidth <= window.innerWidth), "nothing overflows");
      await settled(browser, find);
      await shot("arabic");
    },
  ],
];
