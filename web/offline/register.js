// Registers the service worker that keeps the site playable offline, and offers to reload
// when a new version has been installed. The reload waits for the player, who may be in the
// middle of a game; the new worker takes over when asked, and every tab of the site reloads.

import { loadTranslator, preferredLanguage } from "../i18n/i18n.js";

if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
  register().catch((error) => console.warn(`Seega works online only here: ${error?.message ?? error}`));
}

async function register() {
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first worker to control the page changes nothing; a later one is a new version.
    if (controlled) location.reload();
    controlled = true;
  });

  const registration = await navigator.serviceWorker.register(new URL("sw.js", document.baseURI));
  const offer = (worker) => {
    if (navigator.serviceWorker.controller && window.top === window) showBanner(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
}

/** A bar at the bottom of the page; styled through the CSSOM, which the policy allows. */
async function showBanner(worker) {
  if (document.getElementById("seega-update")) return;
  // In the page's language: the one the game set on <html>, else the reader's.
  const { dir, t } = await loadTranslator(document.documentElement.lang || preferredLanguage());
  if (document.getElementById("seega-update")) return;
  const bar = document.createElement("div");
  bar.id = "seega-update";
  bar.setAttribute("role", "status");
  bar.dir = dir;
  Object.assign(bar.style, {
    position: "fixed",
    insetInline: "0",
    bottom: "0",
    zIndex: "1000",
    display: "flex",
    gap: "1em",
    alignItems: "center",
    justifyContent: "center",
    padding: "0.6em 1em",
    background: "#2b2118",
    color: "#fffaf0",
    font: "1rem system-ui, sans-serif",
  });
  const text = document.createElement("span");
  text.textContent = t("update.ready");
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = t("update.reload");
  Object.assign(button.style, {
    font: "inherit",
    color: "#2b2118",
    background: "#fffaf0",
    border: "0",
    borderRadius: "0.3em",
    padding: "0.3em 1em",
    cursor: "pointer",
  });
  button.addEventListener("click", () => {
    button.disabled = true;
    worker.postMessage({ type: "skip-waiting" });
  });
  bar.append(text, button);
  document.body.append(bar);
}
