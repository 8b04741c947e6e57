// The host page's script: it keeps what the games report (the elements' events, the frame's
// messages) and any breach of the page's policy, for the tests to read and for the eye.
const events = [];
const violations = [];
Object.assign(window, { seegaEvents: events, seegaViolations: violations });

function note(from, type, detail) {
  events.push({ from, type, detail });
  const item = document.createElement("li");
  item.textContent = `${from} ${type}: ${JSON.stringify(detail)}`;
  document.getElementById("log")?.append(item);
}

document.addEventListener(
  "securitypolicyviolation",
  (event) => {
    violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    note("page", "violation", `${event.violatedDirective} ${event.blockedURI}`);
  },
  true,
);

// `degraded`: a fallback (the computer on the page's thread, a storage refused), which the
// journeys hold to be none.
for (const type of ["move", "gameover", "degraded"]) {
  document.addEventListener(type, (event) => note(event.target.id, type, event.detail));
}

const frame = document.getElementById("frame");
window.addEventListener("message", (event) => {
  if (event.source !== frame?.contentWindow || event.data?.source !== "seega") return;
  const { type, detail } = event.data;
  if (type === "height") frame.style.height = `${detail.height}px`;
  else note("frame", type, detail);
});

// The workers the games start (the computer's searches), to tell them from a search on the
// page's own thread.
const workers = [];
window.seegaWorkers = workers;
window.Worker = class extends Worker {
  constructor(url, options) {
    super(url, options);
    workers.push(String(url));
  }
};
