// The printable kit: the board of a game's size at real size (sheet.js, over as many pages as
// it needs), a card of that game's rules with each rule's source, and a QR code (qr.js) that
// opens the same game in the page. The page's `#print` route shows it, with the game's record
// in the address (`#print&variant=…&lang=fr`, as the rules dialog's link writes it); its
// choices of board and rules, its Print button and its way back are not printed.

import { need } from "../shared/engine.js";
import { h, linkStylesheet, options as selectOptions, uid } from "../shared/dom.js";
import { rulesInForce } from "../rules/rules-in-force.js";
import { SIZES } from "../shared/settings.js";
import { boardPages } from "./sheet.js";
import { loadPrintTranslator } from "./words.js";

/** The page's link that opens a new game of `record` against a friend: a share link as the
 * page reads it (`#record=…`, docs/playing.md). @param {string} pageUrl @param {string} record */
export function gameAddress(pageUrl, record) {
  return `${pageUrl}#${new URLSearchParams({ record })}`;
}

/** The QR code's side, in centimetres. */
const QR_CM = 4.5;

/** The kit's address for the game whose record is `record`, in `lang`, beside `pageUrl`
 * (the game's page, without a fragment). @param {string} pageUrl @param {string} record @param {string} lang */
export function printAddress(pageUrl, record, lang) {
  return `${pageUrl}#print&${new URLSearchParams({ variant: record, lang })}`;
}

/** Reads the kit's address options from a fragment (`#print&variant=…&lang=…`, `variant` a
 * record of the game whose rules the kit is of: not `record`, which opens a shared game), or
 * null when the fragment is not the kit's. @param {string} hash */
export function readPrintFragment(hash) {
  const text = String(hash ?? "").replace(/^#/, "");
  if (text !== "print" && !text.startsWith("print&")) return null;
  const params = new URLSearchParams(text.slice("print".length));
  return { record: params.get("variant"), lang: params.get("lang") };
}

/** The game the kit is of: a new game under the rules of `record`'s game (whatever was
 * played), else a new classic game. @param {import("../shared/engine.js").Engines["reader"]} Reader
 * @param {string | null} record */
function kitGame(Reader, record) {
  let read = null;
  try {
    read = record ? Reader.fromRecord(record) : null;
  } catch {
    read = null;
  }
  if (!read) return new Reader({ preset: "classic" });
  const { rules, preset } = read.state();
  read.free();
  return new Reader({ ...rules, preset });
}

/** Mounts the kit into `container`. `pageUrl` is the game's page (the QR code opens it).
 * @param {HTMLElement} container
 * @param {{ record?: string | null, lang: string, pageUrl: string }} options */
export function mountPrint(container, { record, lang, pageUrl }) {
  let destroyed = false;
  const root = h("div", { class: "print-kit" });
  const ready = (async () => {
    // The QR code's library comes with the kit alone (qr.js), beside its words and engine.
    const [tr, Reader, { qrSvg }] = await Promise.all([loadPrintTranslator(lang), need("reader"), import("./qr.js"), linkStylesheet(container, new URL("./print.css", import.meta.url).href, "seega-print")]);
    if (destroyed) return null;
    const { t } = tr;
    root.lang = tr.lang;
    root.dir = tr.dir;
    let game = kitGame(Reader, record ?? null);
    const sizeId = uid("print-size");
    const presetId = uid("print-preset");
    const sizeSelect = h("select", { id: sizeId, onchange: () => choose() }, ...selectOptions(SIZES.map((size) => [String(size), t("print.sizeValue", { size })]), String(game.state().rules.size)));
    const presetSelect = h("select", { id: presetId, onchange: () => choose() }, ...selectOptions(Reader.presets().map((preset) => [preset, t(`preset.${preset}`)]), game.state().preset));
    // The pages as they will print: on a phone a region that scrolls sideways, which the
    // keyboard reaches and a screen reader names.
    const sheets = h("div", { class: "print-sheets", role: "region", "aria-label": t("print.preview"), tabindex: "0" });
    const back = h("a", { class: "button", href: pageUrl }, t("print.back"));
    const heading = h("h1", { class: "print-title" }, t("print.title"));
    const tools = h(
      "div",
      { class: "print-tools" },
      heading,
      h("p", {}, t("print.intro")),
      h("div", { class: "print-choices" },
        h("label", { for: sizeId }, t("print.size")), sizeSelect,
        h("label", { for: presetId }, t("print.preset")), presetSelect,
        h("button", { type: "button", class: "button primary print-button", onclick: () => globalThis.print() }, t("print.print")),
        back,
      ),
    );
    root.append(h("main", { class: "print-main" }, tools, sheets));

    /** Draws the kit of the game in `game`. */
    function draw() {
      const state = game.state();
      const text = game.record();
      const url = gameAddress(pageUrl, text);
      const card = h(
        "section",
        { class: "print-page print-rules-page", "data-page": "rules" },
        h("h2", {}, t("print.rulesCard")),
        h("p", { class: "print-preset" }, t("rules.presetLine", { preset: t(`preset.${state.preset}`), source: t(`preset.${state.preset}.source`) })),
        h("ol", { class: "print-rules" }, rulesInForce(state, tr).map((item) => h("li", {}, h("span", {}, item.text), item.source && h("span", { class: "print-source" }, ` (${item.source})`)))),
        h("figure", { class: "print-qr-figure" }, qrSvg(url, QR_CM, t("print.qrLabel", { url })), h("figcaption", {}, h("strong", {}, t("print.scan")), h("span", { class: "print-url", dir: "ltr" }, url))),
      );
      // The edge opening's cells, as the engine gives them, are ringed on the board.
      const marked = state.rules.opening === "edges" ? [...state.edgeCells.black, ...state.edgeCells.white] : [];
      sheets.replaceChildren(...boardPages(state.rules.size, t, marked), card);
      sheets.dataset.url = url;
    }
    /** A new game of the size and rules chosen, drawn, and the address following it. */
    function choose() {
      game.free();
      game = new Reader({ preset: presetSelect.value, size: Number(sizeSelect.value) });
      draw();
      history.replaceState(null, "", printAddress(pageUrl, game.record(), tr.lang));
    }
    draw();
    for (const drawn of container.querySelectorAll(":scope > [data-first-screen]")) drawn.remove();
    container.append(root);
    document.title = t("print.title");
    heading.tabIndex = -1;
    return { lang: tr.lang, dir: tr.dir };
  })().catch((/** @type {unknown} */ error) => {
    // A part that did not load (offline before it was kept) says so in the page.
    root.replaceChildren(h("p", { role: "alert" }, `The printable kit could not be made: ${error instanceof Error ? error.message : error}`));
    container.append(root);
    return null;
  });
  return {
    ready,
    destroy() {
      destroyed = true;
      root.remove();
    },
  };
}
