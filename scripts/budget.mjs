// What a first visit of the page may weigh, gzipped at level 9, in each language: the page,
// its scripts and static imports, the manifest and icon, the reader's page words and the
// page's engine (docs/build.md, "What the page costs"). The build fails past it
// (scripts/build.mjs), and tests/e2e/first-visit.spec.js checks what Chromium fetches
// against it.
export const FIRST_VISIT_BUDGET = 85 * 1024;
