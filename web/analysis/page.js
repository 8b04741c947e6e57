// The page's way into the analysis board (web/main.js imports it when first used): the game
// gives way to the board, in the game's language, on the position the game showed, on the
// empty board (`#analysis`), or on a link's position and line (`#analysis=<record>` and its `&lines=`, read from
// the address and then taken out of it). "Back to the game" mounts the game again; "play from
// here" mounts it and loads a new game from the position.

import { mountAnalysis } from "./analysis.js";
import { isAnalysisLink, readAnalysisFragment, readAnalysisLines } from "./analysis-link.js";

/**
 * @param {Element} container the page's container
 * @param {{ from?: { record: string, turns: number | null } }} start
 * @param {{ current: () => { destroy(): void }, mount: () => import("../app/api.js").MountedGame,
 *   adopt: (view: ReturnType<typeof mountAnalysis>) => void, lang: () => string, theme: () => "light" | "dark" | "auto" }} page
 *   the page's game as it is now, a mount of the game, the page taking a view's language, the
 *   language chosen and the theme chosen in the game's settings
 */
export function openAnalysis(container, start, page) {
  const link = isAnalysisLink(location.hash) ? readAnalysisFragment(location.hash) : null;
  const lines = isAnalysisLink(location.hash) ? readAnalysisLines(location.hash) : null;
  if (location.hash.startsWith("#analysis")) history.replaceState(null, "", location.pathname + location.search);
  const lang = container.querySelector(".seega-app:not([data-first-screen])")?.getAttribute("lang") ?? page.lang();
  page.current().destroy();
  // The game's first screen drawn into the page's HTML gives way, as for the lesson.
  container.querySelector(":scope > [data-first-screen]")?.remove();
  const back = () => {
    view.destroy();
    return page.mount();
  };
  const view = mountAnalysis(container, {
    lang,
    theme: page.theme(),
    from: start.from ?? null,
    link,
    lines,
    onExit: () => back().ready.then(() => /** @type {HTMLElement | null} */ (container.querySelector(".analysis-button"))?.focus()),
    onPlay: ({ record, opponent, level, human }) => {
      const game = back();
      // The game from its top, where the board's first rows are: the page was scrolled down
      // the analysis board to the button.
      globalThis.scrollTo(0, 0);
      game.playable.then(() => {
        game.load(record, { opponent, level, colour: human });
        globalThis.scrollTo(0, 0);
      });
    },
  });
  page.adopt(view);
  return view;
}
