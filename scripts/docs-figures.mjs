// The table of the current sizes in docs/build.md ("The current figures"), written from what the
// build measured (target/sizes.json, scripts/build/sizes.mjs) and the budgets of
// scripts/budget.mjs. `node scripts/docs-figures.mjs` rewrites it after `node scripts/build.mjs`;
// tests/unit/docs-figures.test.js checks the table against a new build's figures, and the
// budgets every doc quotes against scripts/budget.mjs.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { FIRST_VISIT_BUDGET, SINGLE_FILE_BUDGET } from "./budget.mjs";

/** @typedef {{ raw: number, gzip: number, files?: number }} Size */
/**
 * @typedef {object} Sizes target/sizes.json
 * @property {Size} firstVisit
 * @property {(Size & { lang: string })[]} languages
 * @property {Size} elementFirst
 * @property {Size} reader
 * @property {Size} worker
 * @property {Size} tablesBuilder
 * @property {Size} singleFile
 * @property {Size} offlineCache
 * @property {{ rules: Size, reader: Size, search: Size, whole: Size }} wasm
 */

export const DOC = new URL("../docs/build.md", import.meta.url);
export const SIZES = new URL("../target/sizes.json", import.meta.url);
export const BEGIN = "<!-- figures: begin (node scripts/docs-figures.mjs) -->";
export const END = "<!-- figures: end -->";

const LANGUAGE = new Intl.DisplayNames(["en"], { type: "language" });
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** A budget, a whole number of KiB. @param {number} bytes */
export const budgetKib = (bytes) => `${bytes / 1024} KiB`;

/** The table's Markdown, from the build's figures and the budgets. @param {Sizes} sizes */
export function figuresTable(sizes) {
  /** @param {string} what @param {Size} size @param {string} [files] */
  const row = (what, size, files = size.files === undefined ? "" : String(size.files)) => `| ${what} | ${kib(size.gzip)} | ${kib(size.raw)} | ${files} |`;
  return [
    "| what | gzipped | raw | files |",
    "|---|---:|---:|---:|",
    row("**a first visit in English** (what `index.html` loads to play)", sizes.firstVisit),
    ...sizes.languages.filter(({ lang }) => lang !== "en").map((size) => row(`a first visit in ${LANGUAGE.of(size.lang) ?? size.lang} (the page and its words)`, size)),
    `| **the budget of a first visit in each language** (\`FIRST_VISIT_BUDGET\`) | **${budgetKib(FIRST_VISIT_BUDGET)}** | | |`,
    row("the page's first engine (wasm: no computer player, no record reader)", sizes.wasm.rules),
    row("the engine that reads records, when needed (its glue and wasm)", sizes.reader),
    row("the computer's first search (its worker and the search's engine)", sizes.worker),
    row("the tables' builder (the whole engine, in the tables' worker)", sizes.tablesBuilder),
    row("the element's first load on a host page", sizes.elementFirst),
    row("**the single file** `seega.html`", sizes.singleFile),
    `| **the budget of the single file** (\`SINGLE_FILE_BUDGET\`) | **${budgetKib(SINGLE_FILE_BUDGET)}** | | |`,
    row("the offline cache (what the service worker precaches)", sizes.offlineCache),
    row("the whole engine's wasm (the API, the tables' builder)", sizes.wasm.whole),
  ].join("\n");
}

/** The doc with its table replaced. @param {string} doc @param {string} table */
export function withTable(doc, table) {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/build.md lacks the lines ${BEGIN} and ${END}`);
  return `${doc.slice(0, start + BEGIN.length)}\n${table}\n${doc.slice(end)}`;
}

/** The table as the doc has it. @param {string} doc */
export function tableOf(doc) {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/build.md lacks the lines ${BEGIN} and ${END}`);
  return doc.slice(start + BEGIN.length, end).trim();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = JSON.parse(readFileSync(SIZES, "utf8"));
  writeFileSync(DOC, withTable(readFileSync(DOC, "utf8"), figuresTable(sizes)));
  console.log("docs/build.md: the current figures written from target/sizes.json");
}
