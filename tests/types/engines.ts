// The one engine type (web/shared/engine.js) against each engine build's declarations, which
// wasm-bindgen writes from the Rust (scripts/build.mjs builds the five): every build's `Game`
// class is an `EngineGameClass` (a game of some options, the rules' facts without a game, and
// what a game offers: the position, play and its preview, undo, history, record), and every
// build that reads records (all but the page's first) a `ReaderGameClass`. A method renamed or
// dropped in one build, or a report's shape changed, fails here. Checked by
// `tsc -p tests/types/jsconfig.json` (scripts/test.sh), after the build.
import type { EngineGameClass, ReaderGameClass } from "../../web/shared/engine.js";
import type { Game as Whole } from "../../web/pkg/seega.js";
import type { Game as Search } from "../../web/pkg/search/seega.js";
import type { Game as Reader } from "../../web/pkg/reader/seega.js";
import type { Game as Rules } from "../../web/pkg/rules/seega.js";
import type { Game as Single } from "../../web/pkg/single/seega.js";

/** `T`, if it satisfies `Type`; a compile error otherwise. */
type Satisfies<Type, T extends Type> = T;

export type Builds = [
  Satisfies<ReaderGameClass, typeof Whole>,
  Satisfies<ReaderGameClass, typeof Search>,
  Satisfies<ReaderGameClass, typeof Reader>,
  Satisfies<ReaderGameClass, typeof Single>,
  Satisfies<EngineGameClass, typeof Rules>,
];

// The page's first engine reads no records.
// @ts-expect-error the rules build has no Game.fromRecord
export type FirstReadsNoRecords = Satisfies<ReaderGameClass, typeof Rules>;
