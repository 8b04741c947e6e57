// The computer's thread: loads the search's engine and answers the page's requests
// (protocol.js says what crosses, tasks.js what each kind of request does): `search` (the
// computer's turn or a hint), `ponder` (thinking on the player's time), `stop` (ends a
// pondering), `lines` (the analysis board's best turns), `forcing` (whether a capture can
// still be forced), `buildTables` (the endgame tables), `review` (a game's review), `judge`
// (one turn judged), `annotate` (a review's notes written into a record). The page's thread
// stays free while it thinks. The page stops a request by ending this worker (a busy wasm
// call cannot read a message), but for a pondering, which searches in slices and reads the
// next message between them: a new request, or `stop`, ends it.
//
// The computer's search keeps one `Searcher` from request to request, so that its table and
// move ordering carry over from move to move; ending the worker drops it.

// The engine module, in one place: the build may point this elsewhere. The search's engine
// reads endgame tables but cannot build them; the tables' builder is in the whole engine,
// which only a worker that builds tables loads (its own chunk, imported then).
import init, { Game, Reviewer, Searcher, Tablebase } from "../pkg/search/seega.js";
import { createTasks } from "./tasks.js";

/** @type {Promise<import("./tasks.js").Engine> | null} */
let ready = null;
const loadEngine = () => (ready ??= init().then(() => ({ Game, Reviewer, Searcher, Tablebase })));

/** @type {Promise<typeof import("../pkg/seega.js").Tablebase> | null} */
let builder = null;

/** The whole engine's `Tablebase`, which builds tables, loaded at the first build. */
function tablesBuilder() {
  builder ??= import("../pkg/seega.js").then(async (engine) => {
    await engine.default();
    return engine.Tablebase;
  });
  return builder;
}

const handle = createTasks(loadEngine, tablesBuilder);

self.addEventListener("message", (event) => {
  handle(event.data ?? {}, (reply, transfer) => self.postMessage(reply, { transfer: transfer ?? [] }));
});
