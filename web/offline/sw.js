// The service worker: keeps every file of the site in a cache named for the build, answers
// from it first, so that a page visited once loads and plays with no network. A new build is
// a new cache: the new worker fills it while the old one still serves, waits until the page
// lets it take over (or every tab of the site is closed), then deletes the old caches.
// The build fills in VERSION (a hash of every file) and FILES (the site's files).

const VERSION = "dev";
/** @type {string[]} */
const FILES = [];
/** The worker's own scope, typed as what it is. */
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const PREFIX = "seega-";
const CACHE = `${PREFIX}${VERSION}`;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    // A file under assets/ is named by its content: the copy the page has just fetched, in the
    // HTTP cache, is the one to keep, and is not downloaded twice. The rest is fetched afresh.
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((file) => new Request(file, { cache: file.startsWith("assets/") ? "default" : "reload" }))),
    ),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") worker.skipWaiting();
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== worker.location.origin) return;
  event.respondWith(answer(request));
});

/** The kept copy of `request`, else the network's answer; a page asked for without a network
 * and not kept is answered with the kept start page.
 * @param {Request} request @returns {Promise<Response>} */
async function answer(request) {
  const cache = await caches.open(CACHE);
  // The pages take their options from the query (embed.html?size=7): one cached copy serves all.
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode === "navigate") {
      const page = await cache.match("./");
      if (page) return page;
    }
    throw error;
  }
}
