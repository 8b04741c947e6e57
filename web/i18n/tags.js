// Which of the languages with a catalog a language tag, or a browser's list of them, names:
// apart from the catalogs themselves, so that the page's first-screen gate (web/first-screen.js)
// decides as the app will without loading any of them.

/** The languages the project has catalogs for. */
export const CATALOG_LANGUAGES = ["en", "fr", "ar", "so"];

/** The language of `tag` among `all`, matched whole (`fr-CA`) or by its base (`fr`), or null.
 * @param {unknown} tag @param {string[]} all @returns {string | null} */
export function matchTag(tag, all) {
  const lower = String(tag).toLowerCase();
  const base = lower.split("-")[0];
  return all.includes(String(tag)) ? String(tag) : all.includes(lower) ? lower : all.includes(base) ? base : null;
}

/** The first of `tags` (most preferred first) that is among `all`; English when none is.
 * @param {unknown} tags @param {string[]} all */
export function preferredOf(tags, all) {
  for (const tag of Array.isArray(tags) ? tags : [tags]) {
    const language = typeof tag === "string" && tag !== "" ? matchTag(tag, all) : null;
    if (language) return language;
  }
  return "en";
}
