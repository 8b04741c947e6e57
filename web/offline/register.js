// Registers the service worker that keeps the site playable offline. Once the site's files are
// all kept (the first worker has taken over), the page says that it now plays offline, and a
// page in a frame tells its host (`{ source: "seega", type: "offline" }`). When a new version
// has been installed, the page offers to reload: the reload waits for the player, who may be
// in the middle of a game; the new worker takes over when asked, and every tab of the site
// reloads. Both say so in a bar at the end of the page, in its flow: it covers nothing, and
// nothing above it moves when it comes (a player may be about to tap the board).

if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
  register().catch((error) => console.warn(`Seega works online only here: ${error?.message ?? error}`));
}

async function register() {
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first worker to control the page has kept every file: the site now plays offline.
    // A later one is a new version.
    if (controlled) location.reload();
    else offlineReady();
    controlled = true;
  });

  const registration = await navigator.serviceWorker.register(new URL("sw.js", document.baseURI));
  const offer = (/** @type {ServiceWorker} */ worker) => {
    if (navigator.serviceWorker.controller && window.top === window) {
      showBar("seega-update", "update.ready", "update.reload", (/** @type {HTMLButtonElement} */ button) => {
        button.disabled = true;
        worker.postMessage({ type: "skip-waiting" });
      });
    }
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
}

/** Tells the visitor, or the host of the frame, that the site now plays offline. */
function offlineReady() {
  if (window.parent !== window) return void window.parent.postMessage({ source: "seega", type: "offline", detail: {} }, "*");
  showBar("seega-offline", "offline.ready", "offline.dismiss", (/** @type {unknown} */ _, /** @type {HTMLElement} */ bar) => bar.remove());
}

/** The bar's module is loaded only when there is something to say (web/offline/bar.js).
 * @param {string} id @param {string} sentence @param {string} label
 * @param {(button: HTMLButtonElement, bar: HTMLElement) => void} onClick */
function showBar(id, sentence, label, onClick) {
  import("./bar.js").then(
    ({ showBar: show }) => show(id, sentence, label, onClick),
    // Only words are lost (the network went before the bar's module came); the game plays on.
    (error) => console.warn(`Seega could not show its bar: ${error?.message ?? error}`),
  );
}
