// Unit tests of the board's pure modules: geometry, board text, and what a click means.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { allCells, cellAt, cellCenter, cellName, focusMove, layout, screenPlace } from "../../web/board/geometry.js";
import { dragIntent, englishLabel, hintOf, intent, preselected, readBoard, targets } from "../../web/board/state.js";

describe("geometry", () => {
  it("names cells from the bottom left", () => {
    assert.equal(cellName(0, 0), "a1");
    assert.equal(cellName(8, 8), "i9");
    assert.deepEqual(allCells(5).slice(0, 6), ["a1", "b1", "c1", "d1", "e1", "a2"]);
    assert.equal(allCells(9).length, 81);
  });

  it("finds the cell under every cell centre, on every size", () => {
    for (const size of [5, 7, 9]) {
      const geometry = layout(size, 480);
      for (const cell of allCells(size)) {
        const { x, y } = cellCenter(geometry, cell);
        assert.equal(cellAt(geometry, x, y), cell);
      }
    }
  });

  it("puts rank 1 at the bottom and file a on the left", () => {
    const geometry = layout(5, 600);
    assert.deepEqual(cellCenter(geometry, "a1"), { x: 100, y: 500 });
    assert.deepEqual(cellCenter(geometry, "e5"), { x: 500, y: 100 });
    assert.equal(cellAt(geometry, 51, 549), "a1");
  });

  it("turned towards white, puts rank 1 on top and file a on the right", () => {
    const geometry = layout(5, 600, "white");
    assert.deepEqual(cellCenter(geometry, "a1"), { x: 500, y: 100 });
    assert.deepEqual(cellCenter(geometry, "e5"), { x: 100, y: 500 });
    assert.deepEqual(screenPlace(geometry, "b1"), { col: 3, row: 0 });
    assert.equal(cellAt(geometry, 51, 549), "e5");
    assert.equal(cellAt(geometry, 549, 51), "a1");
    for (const size of [5, 7, 9]) {
      const turned = layout(size, 480, "white");
      for (const cell of allCells(size)) {
        const { x, y } = cellCenter(turned, cell);
        assert.equal(cellAt(turned, x, y), cell);
      }
    }
  });

  it("finds no cell in the margin", () => {
    const geometry = layout(5, 600);
    for (const [x, y] of [[10, 10], [49, 300], [300, 551], [599, 599], [-5, 300]]) {
      assert.equal(cellAt(geometry, x, y), null, `${x},${y}`);
    }
  });
});

describe("keyboard focus", () => {
  const upright = layout(5, 500);
  const turned = layout(5, 500, "white");

  it("moves as the arrows point on the screen", () => {
    assert.equal(focusMove(upright, "c3", "ArrowUp"), "c4");
    assert.equal(focusMove(upright, "c3", "ArrowDown"), "c2");
    assert.equal(focusMove(upright, "c3", "ArrowLeft"), "b3");
    assert.equal(focusMove(upright, "c3", "ArrowRight"), "d3");
    assert.equal(focusMove(turned, "c3", "ArrowUp"), "c2", "turned, up the screen is down the ranks");
    assert.equal(focusMove(turned, "c3", "ArrowLeft"), "d3");
    assert.equal(focusMove(turned, "b2", "ArrowRight"), "a2");
  });

  it("stops at the edges and knows Home, End, PageUp and PageDown", () => {
    assert.equal(focusMove(upright, "a5", "ArrowUp"), "a5");
    assert.equal(focusMove(upright, "a5", "ArrowLeft"), "a5");
    assert.equal(focusMove(turned, "a1", "ArrowUp"), "a1");
    assert.equal(focusMove(upright, "c3", "Home"), "a3");
    assert.equal(focusMove(upright, "c3", "End"), "e3");
    assert.equal(focusMove(upright, "c3", "PageUp"), "c5");
    assert.equal(focusMove(turned, "c3", "PageUp"), "c1");
    assert.equal(focusMove(turned, "c3", "Home"), "e3");
    assert.equal(focusMove(layout(9, 500), "e5", "PageDown"), "e1");
  });

  it("ignores other keys", () => {
    assert.equal(focusMove(upright, "c3", "Enter"), null);
    assert.equal(focusMove(upright, "c3", "a"), null);
  });
});

describe("board text", () => {
  it("reads stones by cell", () => {
    const { size, stones } = readBoard("b..../...../..w../...../....w");
    assert.equal(size, 5);
    assert.deepEqual([...stones].sort(), [["a5", "b"], ["c3", "w"], ["e1", "w"]]);
  });

  it("reads the larger boards", () => {
    assert.equal(readBoard("......./......./......./...b.../......./......./.......").stones.get("d4"), "b");
    assert.equal(readBoard(Array(9).fill(".........").join("/")).size, 9);
  });
});

describe("clicks", () => {
  const placement = targets(["a1", "b1", "d4"]);
  const movement = targets(["c2-c3", "b3-c3", "d3-d4"]);
  const chain = targets(["c3-c4", "end"]);
  const removal = targets(["xd4", "xb2"]);

  it("sorts the legal actions by what a cell can do", () => {
    assert.deepEqual([...placement.drops], ["a1", "b1", "d4"]);
    assert.deepEqual([...movement.moves], [["c2", ["c3"]], ["b3", ["c3"]], ["d3", ["d4"]]]);
    assert.deepEqual([...removal.removals], ["d4", "b2"]);
    assert.equal(chain.canEnd, true);
    assert.equal(movement.canEnd, false);
  });

  it("drops on a legal cell and ignores the others", () => {
    assert.deepEqual(intent(placement, null, "a1"), { play: "a1" });
    assert.deepEqual(intent(placement, null, "c3"), { select: null });
    assert.deepEqual(intent(placement, null, null), { select: null });
  });

  it("selects a stone that can move, then moves it to a legal cell", () => {
    assert.deepEqual(intent(movement, null, "c2"), { select: "c2" });
    assert.deepEqual(intent(movement, "c2", "c3"), { play: "c2-c3" });
    assert.deepEqual(intent(movement, "c2", "d4"), { select: null }, "not c2's destination");
    assert.deepEqual(intent(movement, "c2", "d3"), { select: "d3" }, "another stone");
    assert.deepEqual(intent(movement, "c2", "c2"), { select: null }, "a second click lets go");
    assert.deepEqual(intent(movement, null, "a5"), { select: null });
  });

  it("keeps the only stone that may move selected", () => {
    assert.equal(preselected(chain), "c3");
    assert.equal(preselected(movement), null);
    assert.deepEqual(intent(chain, "c3", "c4"), { play: "c3-c4" });
    assert.deepEqual(intent(chain, "c3", "a1"), { select: "c3" });
  });

  it("ends an optional chain when its stone is clicked again", () => {
    assert.deepEqual(intent(chain, "c3", "c3"), { play: "end" });
    const mandatory = targets(["c3-c4", "c3-b3"]);
    assert.deepEqual(intent(mandatory, "c3", "c3"), { select: "c3" }, "no end to play: it stays selected");
    const single = targets(["c2-c3"]);
    assert.deepEqual(intent(single, "c2", "c2"), { select: "c2" }, "the only stone that may move, outside a chain");
  });

  it("drags a stone only to where it may go", () => {
    assert.equal(dragIntent(movement, "c2", "c3"), "c2-c3");
    assert.equal(dragIntent(movement, "c2", "d4"), null);
    assert.equal(dragIntent(movement, "c2", null), null);
    assert.equal(dragIntent(movement, "a5", "a4"), null);
    assert.equal(dragIntent(chain, "c3", "c4"), "c3-c4");
  });

  it("says what each cell offers, for its label", () => {
    assert.equal(hintOf(placement, null, "a1"), "drop");
    assert.equal(hintOf(placement, null, "c3"), null);
    assert.equal(hintOf(movement, null, "c2"), "move");
    assert.equal(hintOf(movement, "c2", "c2"), "selected");
    assert.equal(hintOf(movement, "c2", "c3"), "destination");
    assert.equal(hintOf(chain, "c3", "c3"), "end");
    assert.equal(hintOf(removal, null, "d4"), "remove");
    assert.equal(englishLabel("c3", "w"), "c3, white stone");
    assert.equal(englishLabel("c3", null), "c3, empty");
    assert.equal(englishLabel("a1", null, "drop"), "a1, empty, legal drop");
    assert.equal(englishLabel("b2", "b", "move"), "b2, black stone, can move");
  });

  it("removes a marked stone", () => {
    assert.deepEqual(intent(removal, null, "b2"), { play: "xb2" });
    assert.deepEqual(intent(removal, null, "c2"), { select: null });
  });

  it("offers nothing when the game is over", () => {
    const over = targets([]);
    assert.deepEqual(intent(over, null, "a1"), { select: null });
    assert.equal(over.canEnd, false);
  });
});
