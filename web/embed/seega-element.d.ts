// Types of the <seega-game> element, for hosts that write TypeScript or check their
// JavaScript (web/embed/seega-element.js; docs/embed.md explains each member).

// The engine's own types, declared from the Rust structs that make its objects (the package
// ships them as engine.d.ts): the state's fields, a side, the rules, how a game ended.
import type { EndReason, GameState, Outcome, Rules, Side } from "../pkg/rules/seega.js";
export type { EndReason, GameState, Outcome, Rules, Side };

/** The facts of one turn, the `move` event's detail. */
export interface MoveDetail {
  /** The turn token: `a1,b1`, `c2-c3-c4`, `xd4,c4-d4`. */
  turn: string;
  side: Side;
  /** The cells of the stones it took. */
  captured: string[];
  /** The game's record after it. */
  record: string;
}

/** The `gameover` event's detail. */
export interface GameOverDetail {
  winner: Side | null;
  reason: EndReason;
  record: string;
}

/** The `gameerror` event's detail (the game could not start): a stable code and a message. */
export interface ErrorDetail {
  code: string;
  message: string;
}

/** The `degraded` event's detail: the game goes on without something the browser or the page
 * refused. `worker`: the computer thinks on the page's thread (the page may pause);
 * `storage`: the game cannot be kept in the browser's storage; `engine`: a part of the engine
 * did not load. `reason` is the browser's own words, for a log. */
export interface DegradedDetail {
  kind: "worker" | "storage" | "engine";
  reason: string;
}

/** The `ready` event's detail: the language and direction the game took. */
export interface ReadyDetail {
  lang: string;
  dir: "ltr" | "rtl";
}

/** An error the engine throws: `load()` of a record that does not read, `newGame()` with
 * rules it refuses. `code` is stable (the README lists them); a record, notation, set-up or
 * rules error adds its `reason` (a stable sub-code) and facts: `line` and `column` locate a
 * record's error, `turn` names its turn that cannot be played, and `cause` is the error
 * inside it (that turn's refusal, say). */
export interface SeegaError extends Error {
  code: string;
  reason?: string;
  line?: number;
  column?: number;
  action?: string;
  turn?: string;
  cause?: SeegaError;
  /** The other facts of a reason (`value`, `option`, `cell`, ...), as the README lists. */
  [fact: string]: unknown;
}

/** What `newGame()` takes, over the element's attributes. */
export interface NewGameOptions {
  size?: 5 | 7 | 9;
  preset?: "classic" | "somali" | "egyptian" | "mandatory" | "jump";
  /** Rule options over the preset's, by name (docs/rules.md). */
  rules?: Record<string, string | number | boolean>;
  opponent?: "human" | "computer";
  level?: 1 | 2 | 3 | 4 | 5;
  colour?: Side | "random";
}


/** What `load()` takes: how the record is played on. Each left out is the game's own. */
export interface LoadOptions {
  opponent?: "human" | "computer";
  level?: 1 | 2 | 3 | 4 | 5;
  colour?: Side | "random";
}

/** The element's events, over HTMLElement's. */
export interface SeegaGameEventMap extends HTMLElementEventMap {
  ready: CustomEvent<ReadyDetail>;
  move: CustomEvent<MoveDetail>;
  gameover: CustomEvent<GameOverDetail>;
  gameerror: CustomEvent<ErrorDetail>;
  degraded: CustomEvent<DegradedDetail>;
}

/** `<seega-game>`. Each attribute has a property of the same name in camelCase, which reads
 * and writes the attribute (`lang` is HTMLElement's own); `size`, `level` and `headingLevel`
 * read it as a number (null without one) and take a number or a string. */
export declare class SeegaGame extends HTMLElement {
  static readonly observedAttributes: string[];
  get size(): number | null;
  set size(value: number | string | null);
  preset: string | null;
  opponent: string | null;
  get level(): number | null;
  set level(value: number | string | null);
  colour: string | null;
  color: string | null;
  theme: string | null;
  controls: string | null;
  rules: string | null;
  storageKey: string | null;
  mode: string | null;
  get headingLevel(): number | null;
  set headingLevel(value: number | string | null);
  label: string | null;
  coordinates: string | null;
  /** The game's sounds: `""` (the attribute alone) or `"on"` for the medium volume, `"quiet"`,
   * `"medium"`, `"loud"`, `"off"`; without it, the element is silent. */
  sound: string | null;
  /** Exhibit mode, for a gallery's touch screen (`""` or `"on"`): an attract screen after
   * `exhibitIdle` seconds without a touch, a fresh game for each visitor, nothing kept. */
  exhibit: string | null;
  /** In exhibit mode, the seconds without a touch before the attract screen (120 by default). */
  exhibitIdle: string | null;
  /** In exhibit mode, the languages offered (`"en fr ar so"`). */
  exhibitLanguages: string | null;
  /** Tabletop mode (`""` or `"on"`): the far player's side turned to face them. */
  tabletop: string | null;
  /** The options the attributes give, as read. */
  readonly options: Record<string, unknown>;
  /** Settles with the language and direction once the game can be played and driven, its
   * board's cells in place (at once if it is; after a new language, once drawn again);
   * rejects with the error of a game that could not start (its `code`). */
  readonly ready: Promise<ReadyDetail>;
  /** Whether the game can be played and driven now. */
  readonly isReady: boolean;
  /** The game's record. Throws before `ready`. */
  readonly record: string;
  /** A copy of the engine's facts about the game. Throws before `ready`. */
  readonly state: GameState;
  /** A new game with `options` over the attributes'; throws a SeegaError for rules the
   * engine refuses, and the game in play stays. */
  newGame(options?: NewGameOptions): void;
  /** Takes back the turn under way or the last turn (against the computer, its reply too). */
  undo(): void;
  /** Plays again a turn taken back. */
  redo(): void;
  /** Opens a game record and plays it on with the game's opponent, level and colour, or
   * `options`' (against the computer, it moves when the record leaves it to move); throws a
   * SeegaError and keeps the game if it does not read. */
  load(record: string, options?: LoadOptions): void;
  addEventListener<K extends keyof SeegaGameEventMap>(type: K, listener: (this: SeegaGame, event: SeegaGameEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SeegaGameEventMap>(type: K, listener: (this: SeegaGame, event: SeegaGameEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "seega-game": SeegaGame;
  }
  /** The element's events bubble out of it to the document, where a host may hear them. */
  interface DocumentEventMap {
    ready: CustomEvent<ReadyDetail>;
    move: CustomEvent<MoveDetail>;
    gameover: CustomEvent<GameOverDetail>;
    gameerror: CustomEvent<ErrorDetail>;
    degraded: CustomEvent<DegradedDetail>;
  }
}
