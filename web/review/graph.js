// The review's graph: who was ahead after each turn, in stones, from the engine's values
// (black above the middle line, white below; a forced result at the edge, drawn as such), the
// classed turns as marked points, and the turn shown as a line across. It is one focusable
// slider for the keyboard and screen readers (each point's words as its value text); a pointer
// chooses the nearest turn. Right to left, the turns run from the right.

/** The stones at the graph's edge: a larger lead is drawn at the edge. */
export const EDGE_STONES = 6;

const NS = "http://www.w3.org/2000/svg";
const WIDTH = 600;
const HEIGHT = 160;
const PAD = 6;

/** @param {string} tag @param {Record<string, string | number>} attrs */
function svg(tag, attrs = {}) {
  const el = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  return el;
}

/**
 * A point's height: black's lead in stones, clamped to the edge; a forced result at the edge
 * (a draw in the middle). @param {import("../pkg/seega.js").ReviewValue} value
 */
export function leadOf(value) {
  if (value.exact) return value.winner === "black" ? EDGE_STONES : value.winner === "white" ? -EDGE_STONES : 0;
  return Math.max(-EDGE_STONES, Math.min(EDGE_STONES, (value.score ?? 0) / 100));
}

/**
 * @param {{ label: string, rtl: boolean, onChoose: (n: number) => void }} options
 */
export function createGraph({ label, rtl, onChoose }) {
  const root = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "review-graph", role: "slider", tabindex: "0", "aria-label": label, "aria-valuemin": 0 });
  const areaBlack = svg("path", { class: "graph-black" });
  const areaWhite = svg("path", { class: "graph-white" });
  const middle = svg("line", { class: "graph-middle", x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2 });
  const line = svg("polyline", { class: "graph-line", fill: "none" });
  const marks = svg("g", { class: "graph-marks" });
  const cursor = svg("line", { class: "graph-cursor", y1: 0, y2: HEIGHT });
  root.append(areaWhite, areaBlack, middle, line, marks, cursor);

  /** @type {number[]} */
  let leads = [];
  let shown = 0;
  /** @type {(n: number) => string} */
  let describe = (n) => String(n);

  const x = (/** @type {number} */ n) => {
    const at = leads.length > 1 ? PAD + (n * (WIDTH - 2 * PAD)) / (leads.length - 1) : WIDTH / 2;
    return rtl ? WIDTH - at : at;
  };
  const y = (/** @type {number} */ lead) => HEIGHT / 2 - (lead / EDGE_STONES) * (HEIGHT / 2 - PAD);

  /** The turn nearest a pointer's position. @param {PointerEvent | MouseEvent} event */
  function turnAt(event) {
    const box = root.getBoundingClientRect();
    if (box.width === 0 || leads.length < 2) return 0;
    let at = ((event.clientX - box.left) / box.width) * WIDTH;
    if (rtl) at = WIDTH - at;
    return Math.max(0, Math.min(leads.length - 1, Math.round(((at - PAD) / (WIDTH - 2 * PAD)) * (leads.length - 1))));
  }

  root.addEventListener("pointerdown", (event) => {
    onChoose(turnAt(event));
    root.setPointerCapture?.(event.pointerId);
  });
  root.addEventListener("pointermove", (event) => {
    if (event.buttons === 1 && root.hasPointerCapture?.(event.pointerId)) {
      const n = turnAt(event);
      if (n !== shown) onChoose(n);
    }
  });
  root.addEventListener("keydown", (event) => {
    // Right to left, the graph reads from the right: ArrowLeft goes on to the next turn.
    const next = rtl ? -1 : 1;
    /** @type {Record<string, number>} */
    const keys = { ArrowRight: shown + next, ArrowLeft: shown - next, ArrowUp: shown + 1, ArrowDown: shown - 1, Home: 0, End: leads.length - 1, PageUp: shown + 10, PageDown: shown - 10 };
    if (!(event.key in keys)) return;
    event.preventDefault();
    onChoose(Math.max(0, Math.min(leads.length - 1, keys[event.key])));
  });

  return {
    element: root,
    /**
     * @param {import("../pkg/seega.js").GameReview} review
     * @param {number} current the turn shown (0 is the start)
     * @param {(n: number) => string} words a point's words, for the slider's value text
     */
    draw(review, current, words) {
      describe = words;
      const values = [review.start, ...review.turns.map((turn) => turn.after)];
      const next = values.map(leadOf);
      if (next.join() !== leads.join()) {
        leads = next;
        const points = leads.map((lead, n) => `${x(n).toFixed(1)},${y(lead).toFixed(1)}`);
        line.setAttribute("points", points.join(" "));
        const mid = y(0).toFixed(1);
        const area = (/** @type {(lead: number) => number} */ clamp) => `M${x(0).toFixed(1)},${mid} ${leads.map((lead, n) => `L${x(n).toFixed(1)},${y(clamp(lead)).toFixed(1)}`).join(" ")} L${x(leads.length - 1).toFixed(1)},${mid}Z`;
        areaBlack.setAttribute("d", area((lead) => Math.max(0, lead)));
        areaWhite.setAttribute("d", area((lead) => Math.min(0, lead)));
        marks.replaceChildren(
          ...review.turns.flatMap((turn, i) => {
            const exact = turn.after.exact ? [svg("rect", { class: "graph-exact", x: x(i + 1) - 2.5, y: y(leads[i + 1]) - 2.5, width: 5, height: 5 })] : [];
            const classed = turn.class ? [svg("circle", { class: `graph-mark ${turn.class}`, cx: x(i + 1), cy: y(leads[i + 1]), r: 4.5 })] : [];
            return [...exact, ...classed];
          }),
        );
        root.setAttribute("aria-valuemax", String(leads.length - 1));
      }
      shown = Math.max(0, Math.min(leads.length - 1, current));
      cursor.setAttribute("x1", x(shown).toFixed(1));
      cursor.setAttribute("x2", x(shown).toFixed(1));
      root.setAttribute("aria-valuenow", String(shown));
      root.setAttribute("aria-valuetext", describe(shown));
    },
  };
}
