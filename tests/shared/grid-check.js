// Whether the board's accessible grid lies over the board drawn under it: what a click by
// WebDriver, a screen reader's touch exploration or a magnifier following focus meets. Runs in
// the page (Playwright's `page.evaluate(gridProblems)`, WebdriverIO's `browser.execute`), so it
// is one self-contained function: for every board in the document and in open shadow roots,
// the canvas must be painted at the size it shows (not a smaller paint stretched), and each
// grid cell's box must sit on the cell drawn there (geometry.js: a step of a (size + 1)th of
// the board, a margin of half a step), in one orientation or the other.

/** @returns {string[]} what does not match, empty when every board's grid lies right */
export function gridProblems() {
  const problems = [];
  const roots = [document, ...[...document.querySelectorAll("*")].filter((e) => e.shadowRoot).map((e) => /** @type {ShadowRoot} */ (e.shadowRoot))];
  let boards = 0;
  for (const root of roots) {
    for (const box of root.querySelectorAll(".seega-board")) {
      const canvas = box.querySelector(":scope > canvas");
      const cells = [...box.querySelectorAll("[data-cell]")];
      if (!(canvas instanceof HTMLCanvasElement) || cells.length === 0) continue;
      const frame = canvas.getBoundingClientRect();
      if (frame.width === 0 || box.closest("[hidden]")) continue;
      boards += 1;
      // The board's size as its position gives it (a grid left of another size lies wrong too).
      const rows = canvas.dataset.board?.split("/").length;
      const size = rows ?? Math.round(Math.sqrt(cells.length));
      if (cells.length !== size * size) problems.push(`a board of ${size} × ${size} has a grid of ${cells.length} cells`);
      const step = frame.width / (size + 1);
      const painted = canvas.width / (window.devicePixelRatio || 1);
      if (Math.abs(painted - frame.width) > 1.5) problems.push(`a board painted ${painted.toFixed(1)} px wide shows ${frame.width.toFixed(1)} px wide`);
      /** @param {string} cell @param {boolean} flipped */
      const centre = (cell, flipped) => {
        const file = cell.charCodeAt(0) - 97;
        const rank = Number(cell.slice(1)) - 1;
        const col = flipped ? size - 1 - file : file;
        const row = flipped ? rank : size - 1 - rank;
        return [frame.left + (col + 1) * step, frame.top + (row + 1) * step];
      };
      const off = (/** @type {boolean} */ flipped) =>
        cells.flatMap((element) => {
          const cell = /** @type {HTMLElement} */ (element).dataset.cell ?? "";
          const r = element.getBoundingClientRect();
          const [x, y] = centre(cell, flipped);
          const wrong = Math.abs(r.left + r.width / 2 - x) > 1.5 || Math.abs(r.top + r.height / 2 - y) > 1.5 || Math.abs(r.width - step) > 1.5;
          return wrong ? [`${cell}'s cell at ${Math.round(r.left)},${Math.round(r.top)} (${r.width.toFixed(1)} px) where the board draws it at ${Math.round(x - step / 2)},${Math.round(y - step / 2)} (${step.toFixed(1)} px)`] : [];
        });
      const upright = off(false);
      const turned = off(true);
      problems.push(...(upright.length <= turned.length ? upright : turned).slice(0, 3));
    }
  }
  if (boards === 0) problems.push("no board is shown");
  return problems;
}
