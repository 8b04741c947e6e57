// The page's entry point: loads the rules engine, then starts the page.

import init, { Game } from "./pkg/seega.js";
import { startPage } from "./page.js";

try {
  await init();
  startPage(document, Game);
} catch (error) {
  document.getElementById("status").textContent = `The game could not start: ${error.message ?? error}`;
}
