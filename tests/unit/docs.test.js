// The docs quote what the build measures and what the budgets allow, and nothing that goes stale
// unseen: the table of current sizes in docs/build.md is the build's (target/sizes.json, written
// by `node scripts/build.mjs`, which scripts/test.sh runs before these tests), every budget a doc
// quotes is scripts/budget.mjs's, no guide quotes a first visit's size outside that table, no
// guide counts tests, and the guides' pointers into the journal name sections it has.
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { it } from "node:test";
import { FIRST_VISIT_BUDGET, SINGLE_FILE_BUDGET } from "../../scripts/budget.mjs";
import { ENGINE_BUILDS, wasmPackCall } from "../../scripts/build/wasm.mjs";
import { BEGIN, DOC, END, SIZES, budgetKib, figuresTable, tableOf } from "../../scripts/docs-figures.mjs";

const root = new URL("../../", import.meta.url);
/** @param {string} path */
const read = (path) => readFileSync(new URL(path, root), "utf8");
/** The guides: docs/*.md and the READMEs, not the journal's record of past measurements. */
const GUIDES = [
  ...readdirSync(new URL("docs/", root)).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`),
  "README.md",
  ...readdirSync(new URL("crates/", root)).map((name) => `crates/${name}/README.md`).filter((path) => existsSync(new URL(path, root))),
];
/** A doc's prose, without the generated table, its lines joined. */
/** @param {string} path */
const prose = (path) => {
  const text = read(path);
  const start = text.indexOf(BEGIN);
  const outside = start < 0 ? text : text.slice(0, start) + text.slice(text.indexOf(END) + END.length);
  return outside.replaceAll(/\s*\n\s*/g, " ");
};
/** Its sentences (a period, then a space and a capital or a backquote, ends one). */
/** @param {string} path */
const sentences = (path) => prose(path).split(/(?<=[.:;])\s+(?=[A-Z`*(])/);
/** @param {string} text */
const numbers = (text) => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

it("docs/build.md's table of the current figures is the build's (node scripts/docs-figures.mjs rewrites it)", { skip: !existsSync(SIZES) && "target/sizes.json is not built: run node scripts/build.mjs" }, () => {
  const sizes = JSON.parse(readFileSync(SIZES, "utf8"));
  assert.ok(sizes.wasm && sizes.singleFile && sizes.offlineCache, "target/sizes.json is an older build's: run node scripts/build.mjs");
  const wanted = figuresTable(sizes);
  const shown = tableOf(readFileSync(DOC, "utf8"));
  /** @param {string} table */
  const rows = (table) => table.split("\n").map((line) => line.replaceAll(/\d+(?:\.\d+)?/g, "#"));
  assert.deepEqual(rows(shown), rows(wanted), "the table's rows differ from what scripts/docs-figures.mjs writes: run it");
  const [a, b] = [numbers(shown), numbers(wanted)];
  const off = a.map((n, i) => ({ shown: n, built: b[i] })).filter(({ shown, built }) => Math.abs(shown - built) > Math.max(0.3, built * 0.01));
  assert.deepEqual(off, [], "figures of docs/build.md off the build's by more than 1%: run node scripts/docs-figures.mjs");
});

it("docs/embed.md's sizes of the element's first load and the computer's worker are the build's", { skip: !existsSync(SIZES) && "target/sizes.json is not built: run node scripts/build.mjs" }, () => {
  const sizes = JSON.parse(readFileSync(SIZES, "utf8"));
  const text = prose("docs/embed.md");
  const [, first, files] = /is ([\d.]+) KiB gzipped in English \((\d+) files/.exec(text) ?? [];
  const [, worker] = /the computer's worker \(([\d.]+) KiB more/.exec(text) ?? [];
  /** @param {number} bytes */
  const kib = (bytes) => bytes / 1024;
  assert.ok(Math.abs(Number(first) - kib(sizes.elementFirst.gzip)) / kib(sizes.elementFirst.gzip) < 0.03, `the element's first load: ${first} KiB, the build ${kib(sizes.elementFirst.gzip).toFixed(1)}`);
  assert.equal(Number(files), sizes.elementFirst.files);
  assert.ok(Math.abs(Number(worker) - kib(sizes.worker.gzip)) / kib(sizes.worker.gzip) < 0.03, `the computer's worker: ${worker} KiB, the build ${kib(sizes.worker.gzip).toFixed(1)}`);
});

it("the table's budgets are scripts/budget.mjs's", () => {
  const table = tableOf(readFileSync(DOC, "utf8"));
  assert.match(table, new RegExp(`FIRST_VISIT_BUDGET\`\\) \\| \\*\\*${budgetKib(FIRST_VISIT_BUDGET)}\\*\\*`));
  assert.match(table, new RegExp(`SINGLE_FILE_BUDGET\`\\) \\| \\*\\*${budgetKib(SINGLE_FILE_BUDGET)}\\*\\*`));
});

it("every budget a guide quotes in KiB is one of scripts/budget.mjs's", () => {
  const budgets = [FIRST_VISIT_BUDGET / 1024, SINGLE_FILE_BUDGET / 1024];
  const wrong = GUIDES.flatMap((path) =>
    sentences(path)
      .filter((sentence) => /budget/i.test(sentence) && /KiB/.test(sentence))
      .flatMap((sentence) => [...sentence.matchAll(/budget(?: is| of|:)? (?:`[^`]*`, )?(\d+(?:\.\d+)?)(?! ?(?:ms|s|%|MB|turns)\b)/gi)].filter((m) => !budgets.includes(Number(m[1]))).map((m) => `${path}: ${m[0]}`)),
  );
  assert.deepEqual(wrong, []);
});

it("no guide quotes a first visit's or the single file's size outside docs/build.md's table", () => {
  const quoted = GUIDES.flatMap((path) =>
    sentences(path)
      .filter((sentence) => /first visit|single file|seega\.html/i.test(sentence) && /\d+(?:\.\d+)? KiB/.test(sentence))
      .map((sentence) => `${path}: ${sentence.slice(0, 160)}`),
  );
  assert.deepEqual(quoted, [], "point to docs/build.md, \"The current figures\", instead");
});

/** The sizes in KiB a guide may quote that are not the build's: other tools' thresholds and
 * windows. Every other is either docs/build.md's table or checked by a test above. */
const NOT_THE_BUILDS = [
  /gzip, which sees 32 KiB back/, // gzip's window
  /under 4 KiB/, // Vite's default limit for inlining a file as a data: URL
  /over 244 KiB/, // webpack's size hint
  /within 256 KiB/, // a bound of the soak test
  /writes [\d.]+ KB \([\d.]+ KB gzipped\)/, // the puzzles' file, which seega-puzzles writes
];
/** The sizes the tests above check against target/sizes.json. */
const CHECKED = [/is [\d.]+ KiB gzipped in English \(\d+ files/, /the computer's worker \([\d.]+ KiB more/];

it("every size in KiB (or KB) a guide quotes is docs/build.md's table's, checked by a test, or not the build's", () => {
  const unchecked = GUIDES.flatMap((path) =>
    sentences(path).flatMap((sentence) => {
      const rest = [...NOT_THE_BUILDS, ...CHECKED].reduce((text, known) => text.replace(known, ""), sentence);
      return [...rest.matchAll(/\d+(?:\.\d+)? (?:KiB|KB)\b/g)].map((m) => `${path}: ${m[0]} in "${sentence.slice(0, 120)}"`);
    }),
  );
  assert.deepEqual(unchecked, [], "point to docs/build.md, \"The current figures\", or check the figure against target/sizes.json here");
});

it("no guide counts tests (the test runners count them: playwright test --list, node --test)", () => {
  const counted = GUIDES.flatMap((path) =>
    [...prose(path).matchAll(/\b\d+ (?:unit |Playwright |end-to-end |e2e |browser )?(?:tests|specs|journeys)\b|(?:tests|journeys|Playwright)[^|.]{0,30}\((\d+)[,)]/gi)].map((m) => `${path}: ${m[0]}`),
  );
  assert.deepEqual(counted, []);
});

it("the guides' pointers into the journal name sections it has, and docs/ai.md keeps its section on pondering", () => {
  for (const [guide, journal] of [["docs/ai.md", "docs/journal/ai.md"], ["docs/build.md", "docs/journal/build.md"]]) {
    const text = read(guide);
    assert.ok(text.includes(journal.replace("docs/", "")), `${guide} links to ${journal}`);
    const journals = read("docs/journal/ai.md") + read("docs/journal/build.md");
    const headings = new Set([...journals.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]));
    const named = [...prose(guide).matchAll(/(?:in the journal|journal(?:'s)?)[^"]{0,80}((?:"[^"]+"(?:,? (?:and )?)?)+)/g)].flatMap((m) => [...m[1].matchAll(/"([^"]+)"/g)].map((n) => n[1]));
    assert.ok(named.length > 0, `${guide} names sections of the journal`);
    const missing = named.filter((name) => ![...headings].some((heading) => heading.startsWith(name)) && !journals.includes(`**${name}.**`));
    assert.deepEqual(missing, [], `${guide} names sections the journal does not have`);
  }
  assert.match(read("docs/ai.md"), /^## .*\bpondering\b/im);
});

it("docs/ai.md and docs/build.md stay guides of a few hundred lines, their history in docs/journal/", () => {
  for (const guide of ["docs/ai.md", "docs/build.md"]) {
    const lines = read(guide).split("\n").length;
    assert.ok(lines <= 600, `${guide} has ${lines} lines: move the measurements' history to docs/journal/ and keep the current numbers`);
  }
});

it("docs/build.md's wasm-pack commands are the build's five (ENGINE_BUILDS)", () => {
  const block = /```sh\n([\s\S]*?)```/.exec(read("docs/build.md"))?.[1] ?? "";
  const wanted = Object.values(ENGINE_BUILDS).map((build) => ["wasm-pack", ...wasmPackCall(build).args].join(" "));
  assert.deepEqual(block.trim().split("\n"), wanted);
});
