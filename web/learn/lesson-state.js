// The lesson's data: the rules it teaches, its steps and which one is open, the position of
// that step as played so far, what the reader has been told, and the steps done. The one
// mutable object of the lesson: lesson-controller.js changes it, lesson-view.js draws it.

/** @typedef {import("./lesson.js").Step} Step */

/** Where the steps done are kept (also read by the page's first-screen gate). */
export const LESSON_PROGRESS_KEY = "seega.lesson.v1";

/** @param {{ preset: string, custom: Record<string, unknown>, completed: string[] }} start */
export function createLessonState({ preset, custom, completed }) {
  return {
    /** The preset taught. */
    preset,
    /** Rule options over the preset (an embed's `rules`), until another preset is chosen. */
    custom,
    /** @type {Step[]} */
    steps: [],
    index: 0,
    /** The step's position, as played so far. @type {import("../pkg/rules/seega.js").Game | null} */
    game: null,
    /** "goal": the reader's move is awaited; "then": the turn that follows a block; "missed";
     * "done". @type {"goal" | "then" | "missed" | "done"} */
    phase: "goal",
    /** Counts the step's starts, so that an answer or a demonstration under way for an
     * earlier start stops. */
    generation: 0,
    /** Whether the board is playing something (an answer, a demonstration). */
    busy: false,
    /** The stones the turn under way has taken so far. @type {string[]} */
    captured: [],
    /** The steps done, by id; kept in storage. */
    completed: new Set(completed),
    /** What the feedback line says. @type {import("./feedback.js").Said | null} */
    said: null,
    /** What the view should focus after drawing, once. @type {"title" | "retry" | "next" | null} */
    focus: null,
  };
}

/** @typedef {ReturnType<typeof createLessonState>} LessonState */
