// <seega-game>: the whole game in a custom element for other sites' pages. Its UI lives in a
// shadow root, so the host page's styles do not reach it, with its styles loaded by <link>
// (allowed by a `style-src` naming this site, unlike inline styles). It re-dispatches the
// game's `move` and `gameover` events on itself, bubbling and composed. Each element is its
// own game; none saves to storage unless given a `storage-key`.
//
//   <script type="module" src="https://…/seega-element.js"></script>
//   <seega-game size="7" preset="egyptian" opponent="computer" level="3" lang="fr"
//               theme="dark" controls="undo moves rules"></seega-game>
//   <seega-game mode="lesson" lang="ar"></seega-game>      (the lesson alone; or mode="puzzles")

import { mountGame } from "../app/app.js";
import { OPTION_NAMES, readOptions } from "./options.js";

const STYLESHEETS = [new URL("../app/app.css", import.meta.url), new URL("./element.css", import.meta.url)];
const EVENTS = /** @type {const} */ (["move", "gameover"]);

export class SeegaGame extends HTMLElement {
  static observedAttributes = OPTION_NAMES;

  #shadow = this.attachShadow({ mode: "open" });
  /** The mounted game, or null. */
  #game = null;
  /** Counts mounts, so that a mount that finishes after a newer one started is undone. */
  #generation = 0;
  #remount = false;

  connectedCallback() {
    this.#mount();
  }

  disconnectedCallback() {
    this.#generation += 1;
    this.#unmount();
  }

  attributeChangedCallback(name, previous, value) {
    if (previous === value || !this.isConnected || this.#remount) return;
    // Several attributes set in a row make one new game.
    this.#remount = true;
    queueMicrotask(() => {
      this.#remount = false;
      if (this.isConnected) this.#mount();
    });
  }

  /** The options the attributes give, as mountGame takes them. */
  get options() {
    return readOptions((name) => this.getAttribute(name));
  }

  async #mount() {
    const generation = ++this.#generation;
    this.#unmount();
    const container = document.createElement("div");
    container.className = "seega-root";
    container.hidden = true;
    const links = STYLESHEETS.map((href) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = String(href);
      return new Promise((done) => {
        link.addEventListener("load", done, { once: true });
        link.addEventListener("error", done, { once: true });
        this.#shadow.append(link);
      });
    });
    this.#shadow.append(container);
    try {
      // `mode="lesson"` or `mode="puzzles"`: the lesson or the puzzles instead of a game.
      // A guest on the host's page: a region titled at the host's heading level (2 by default).
      const options = { ...this.options, headingLevel: this.options.headingLevel ?? 2 };
      const learn = options.mode ? (await import("../learn/learn.js")).mountLearn(container, options) : null;
      const game = learn ?? mountGame(container, options);
      await game.ready;
      if (generation !== this.#generation) {
        game.destroy();
        return;
      }
      this.#game = game;
      // The lesson and the puzzles tell the page nothing.
      for (const type of learn ? [] : EVENTS) {
        /** @type {any} */ (game).on(type, (detail) => {
          const data = detail instanceof CustomEvent ? detail.detail : detail;
          this.dispatchEvent(new CustomEvent(type, { detail: data, bubbles: true, composed: true }));
        });
      }
    } catch (error) {
      if (generation !== this.#generation) return;
      container.textContent = `The game could not start: ${error?.message ?? error}`;
    }
    // Shown once styled, so that the host page never sees the unstyled UI.
    await Promise.all(links);
    if (generation === this.#generation) container.hidden = false;
  }

  #unmount() {
    const game = this.#game;
    this.#game = null;
    try {
      game?.destroy();
    } catch (error) {
      console.error(error);
    }
    this.#shadow.replaceChildren();
  }
}

if (!customElements.get("seega-game")) customElements.define("seega-game", SeegaGame);
