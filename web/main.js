// The page's entry point: mounts the game into the page's container, with the language of
// the page and any game a share link carries (`#record=...`).

import { mountGame } from "./app/app.js";
import { readShareFragment } from "./app/share.js";
import { direction } from "./i18n/i18n.js";

const container = document.querySelector("[data-seega-app]") ?? document.body;
const lang = navigator.language?.split("-")[0] ?? "en";
const shared = readShareFragment(location.hash);
if (shared) history.replaceState(null, "", location.pathname + location.search);

const app = mountGame(container, { lang, shared });
const applied = container.querySelector(".seega-app");
document.documentElement.lang = applied?.getAttribute("lang") ?? "en";
document.documentElement.dir = applied?.getAttribute("dir") ?? direction("en");
globalThis.addEventListener("hashchange", () => {
  if (readShareFragment(location.hash)) location.reload();
});
export default app;
