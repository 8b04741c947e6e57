// The page's routes beyond the game, the lesson and the puzzles, loaded only when the
// address asks for one (web/main.js): `#print…`, the printable kit (web/print/);
// `#exhibit…`, the game for a gallery's touch screen (web/exhibit/); `#tabletop`, the game
// laid out for two players at a device lying flat (web/tabletop/).

/** What the page mounted in its container: the game, the lesson, a route's page. Its `ready`
 * gives the language and direction it took (null or undefined when it took none).
 * @typedef {{ destroy(): void, ready: Promise<{ lang: string, dir: string } | null | undefined> }} View */

// The game's own modules, reached as main.js reaches them, so that the first visit's files
// stay as they are.
import "./app/app.js";
import { mountExhibitPage } from "./exhibit/page.js";
import { mountPrint, readPrintFragment } from "./print/print.js";
import { keepTabletop } from "./tabletop/tabletop.js";

/** Opens `route` in `container`; `adopt` is given what it mounted (not the tabletop, which
 * lays out the game the page mounted).
 * @param {Element} container @param {string} route @param {string} lang the page's language
 * @param {(view: View) => void} adopt */
export function openRoute(container, route, lang, adopt) {
  const root = /** @type {HTMLElement} */ (container);
  if (route === "tabletop") return void keepTabletop(root);
  const pageUrl = location.href.replace(/#.*$/, "");
  if (route === "exhibit") return adopt(mountExhibitPage(root, location.hash));
  const { record, lang: chosen } = readPrintFragment(location.hash) ?? {};
  adopt(mountPrint(root, { record, lang: chosen ?? lang, pageUrl }));
}
