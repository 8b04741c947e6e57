// What a first visit of the page may weigh, gzipped at level 9, in each language: the page,
// its scripts and static imports, the manifest and icon, the reader's page words and the
// page's engine (docs/build.md, "What the page costs"). The build fails past it
// (scripts/build.mjs), and tests/e2e/first-visit.spec.js checks what Chromium fetches
// against it. A first visit weighs 82.4 KiB in English and 83.0 in Arabic, with the page's
// engine building its objects by hand rather than through serde and the lesson's first
// screen in the HTML (docs/build.md lists the path to 80 KiB).
export const FIRST_VISIT_BUDGET = 85 * 1024;

// What the single file (dist/seega.html, the game kept on a USB stick) may weigh, gzipped at
// level 9: 205.9 KiB since its engine and code are packed into one Zstandard frame
// (docs/build.md, "The single file"). The build fails past it, and
// tests/e2e/offline-single-file.spec.js checks the file.
export const SINGLE_FILE_BUDGET = 210 * 1024;
