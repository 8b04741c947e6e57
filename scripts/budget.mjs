// What a first visit of the page may weigh, gzipped at level 9, in each language: the page,
// its scripts and static imports, the manifest and icon, the reader's page words and the
// page's engine (docs/build.md, "What the page costs"). The build fails past it
// (scripts/build.mjs), and tests/e2e/first-visit.spec.js checks what Chromium fetches
// against it. 85 KiB until the first visit took what makes every way in sound (the engine
// asked for by capability, the board's grid that follows the drawn board in the frame its
// size changes, fallbacks reported, the analysis board's marks): 0.5 KiB, which took Arabic
// to 85.05 KiB (84.4 in English). 86 KiB until the offer to count the stones against the
// computer (its button, the panel's line, the answer's words and the result of a repetition
// while a side is blocked) took Arabic to 86.01 KiB (85.3 in English). 87 KiB until the table
// of what each mode shows (web/app/modes.js and the position shown), the phone's menu button
// and the review's view on a phone joined them: Arabic 87.4 KiB (86.7 in English); 88 KiB
// since (docs/build.md, "What the page costs").
export const FIRST_VISIT_BUDGET = 88 * 1024;

// What the single file (dist/seega.html, the game kept on a USB stick) may weigh, gzipped at
// level 9: 205.9 KiB since its engine and code are packed into one Zstandard frame
// (docs/build.md, "The single file"); 210.4 KiB with the offer to count the stones (the
// engine's search of a forced capture, and the page's part); 212.3 KiB with the table of what
// each mode shows and the phone's menu button, 213 KiB since. The build fails past it, and
// tests/e2e/offline-single-file.spec.js checks the file.
export const SINGLE_FILE_BUDGET = 213 * 1024;
