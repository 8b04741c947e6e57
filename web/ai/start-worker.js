// Starts the computer's worker (worker.js), in the one form that bundlers recognise as a
// worker: `new Worker(new URL("./worker.js", import.meta.url), { type: "module" })`, written
// literally. Vite, webpack 5, Parcel and Rollup's and esbuild's worker plugins see it in the
// element's package and build the worker as an entry of its own, with its imports and its
// WebAssembly (each a `new URL(…, import.meta.url)` they follow too); served as files, the
// address is the worker's module beside this one.
//
// The one case it does not cover: the package's files served from another origin than the
// page's (the game's own site, a CDN). A page starts workers of its own origin only, so there
// the worker is a module of the page's origin (a blob: URL) that imports the real one. Only
// the entry a page loads by its address (`seega-element.js`, never a bundler's entry) says
// where the worker is (`workerFrom`), and only when that is another origin.

/** The worker's module on another origin than the page's, or null. @type {URL | null} */
let elsewhere = null;

/** Says where the worker's module is when a page loaded the element by its address: it is
 * started from there through a blob: URL when that is another origin than the page's.
 * @param {string | URL} url */
export function workerFrom(url) {
  const address = new URL(url);
  elsewhere = address.origin === globalThis.location?.origin ? null : address;
}

/** A new worker running worker.js. @returns {Worker} */
export function startWorker() {
  if (elsewhere) {
    const importer = new Blob([`import ${JSON.stringify(elsewhere.href)};`], { type: "text/javascript" });
    return new Worker(URL.createObjectURL(importer), { type: "module" });
  }
  return new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
}
