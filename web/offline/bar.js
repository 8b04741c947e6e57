// The bar at the end of the page that web/offline/register.js shows: the site plays offline, or
// a new version is ready. In the page's language, styled through the CSSOM, which the policy
// allows; in the page's flow, so that it covers nothing and nothing above it moves.

import { loadTranslator, preferredLanguage } from "../i18n/i18n.js";

/** A bar at the end of the page, after the game, with a sentence and a button; styled
 * through the CSSOM, which the policy allows.
 * @param {string} id @param {string} sentence @param {string} label
 * @param {(button: HTMLButtonElement, bar: HTMLElement) => void} onClick */
export async function showBar(id, sentence, label, onClick) {
  // A kiosk (the page's #exhibit) has no home user to tell: it plays offline, silently.
  if (document.getElementById(id) || isKiosk()) return;
  // In the page's language: the one the game set on <html>, else the reader's.
  const { dir, t } = await loadTranslator(document.documentElement.lang || preferredLanguage());
  if (document.getElementById(id) || isKiosk()) return;
  const bar = document.createElement("div");
  bar.id = id;
  bar.className = "seega-bar";
  bar.setAttribute("role", "status");
  bar.dir = dir;
  Object.assign(bar.style, {
    display: "flex",
    flexWrap: "wrap",
    gap: "0.5em 1em",
    alignItems: "center",
    justifyContent: "center",
    padding: "0.5em 1em",
    background: "#2b2118",
    color: "#fffaf0",
    font: "1rem system-ui, sans-serif",
  });
  const text = document.createElement("span");
  text.textContent = t(sentence);
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = t(label);
  Object.assign(button.style, {
    font: "inherit",
    color: "#2b2118",
    background: "#fffaf0",
    border: "0",
    borderRadius: "0.3em",
    padding: "0.3em 1em",
    cursor: "pointer",
  });
  button.addEventListener("click", () => onClick(button, bar));
  bar.append(text, button);
  document.body.append(bar);
}

/** Whether the page is a gallery's kiosk (web/exhibit/page.js marks it; its address says so
 * before). */
function isKiosk() {
  return document.documentElement.hasAttribute("data-exhibit") || /^#exhibit(&|$)/.test(location.hash);
}
