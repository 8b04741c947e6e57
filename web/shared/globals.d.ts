// The globals the build gives the page's code (scripts/build.mjs), for the modules that read
// them: each such module names this file in a `/// <reference path>` line.

export {};

declare global {
  /** True in the single file (the build defines it, and leaves out what it guards); on the
   * served site it is undefined. */
  var SEEGA_SINGLE_FILE: true | undefined;
  /** The single file's packed code, base64, beside its loader (web/offline/single-file.js). */
  var SEEGA_PACKED: string | undefined;
  /** The engine's wasm, unpacked by the single file's loader. */
  var SEEGA_WASM_BYTES: Uint8Array | undefined;
  /** The workers' code by entry, unpacked by the single file's loader. */
  var SEEGA_WORKERS: Record<string, string> | undefined;
  /** Set by the end-to-end tests alone (before the page loads): the live game then hands them
   * its state and its handler of messages as `__seegaLive` (web/live/live-part.js). */
  var SEEGA_TEST_HOOKS: true | undefined;
  var __seegaLive: unknown;
}
