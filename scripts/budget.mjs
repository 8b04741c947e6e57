// The budgets: what a first visit of the page and the single file may weigh, gzipped at level
// 9. The build fails past either (scripts/build/sizes.mjs), the end-to-end tests check what
// the browser fetches against them (tests/e2e/first-visit.spec.js,
// tests/e2e/offline-single-file.spec.js), and docs/build.md's table of the current figures
// quotes them (scripts/docs-figures.mjs; tests/unit/docs.test.js checks every doc that quotes a
// budget against these). Each raise, with the change that asked for it and the figures then,
// is in docs/journal/build.md; a raise is a change of its own, with its reason.

// A first visit, in each language: the page, its scripts and static imports, the manifest and
// icon, the reader's page words and the page's engine. 85 KiB until the first visit took what
// makes every way in sound (Arabic 85.05 KiB); 86 until the offer to count the stones against
// the computer (Arabic 86.01 KiB); 87 until the table of what each mode shows, the phone's menu
// button and the review's view on a phone (Arabic 87.4 KiB); 88 until the front end's behaviour
// became functions over its state and the engine's facts one static (Arabic 89.6 KiB, 2.2 KiB
// more: docs/journal/build.md, "Functions over state, and what they cost"); 90 until the
// page's scripts were bundled into one chunk by Rolldown (Arabic 86.6 KiB: "One chunk for the
// first visit"); 87 KiB since.
export const FIRST_VISIT_BUDGET = 87 * 1024;

// The single file (dist/seega.html, the game kept on a USB stick): 205.9 KiB once its engine
// and code were packed into one Zstandard frame; 210.4 KiB with the offer to count the stones,
// 212.3 KiB with the table of what each mode shows and the phone's menu button; 213 until the
// front end's behaviour became functions over its state and pondering one search across slices
// (217.1 KiB); 218 KiB since.
export const SINGLE_FILE_BUDGET = 218 * 1024;
