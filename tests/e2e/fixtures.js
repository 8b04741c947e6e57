// Every end-to-end test's `test` and `expect`: Playwright's, with one thing more. A fallback
// the page reports (web/shared/fallbacks.js: the computer's worker that could not start, a
// storage refused, an engine that did not load) fails the test that did not expect it, so
// that no test passes on a silent fallback. A test that brings one about on purpose says which
// kinds it expects (`test.use({ fallbacks: ["worker"] })`), and fails if they do not happen.
import { expect, test as base } from "@playwright/test";

export { expect };

/** The kind of a fallback the page reported to its console, or null for any other message. */
export function fallbackKind(text) {
  return /^Seega fallback "(\w+)"/.exec(text)?.[1] ?? null;
}

export const test = base.extend({
  fallbacks: [[], { option: true }],
  reported: [
    async ({ context, fallbacks }, use) => {
      /** @type {string[]} */
      const reported = [];
      context.on("console", (message) => {
        const kind = fallbackKind(message.text());
        if (kind) reported.push(`${kind}: ${message.text()}`);
      });
      await use(reported);
      const kinds = [...new Set(reported.map((line) => line.split(":")[0]))].sort();
      expect(kinds, `the fallbacks the page reported:\n${reported.join("\n")}`).toEqual([...new Set(fallbacks)].sort());
    },
    { auto: true },
  ],
});
