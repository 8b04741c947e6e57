//! The computer player for Seega: iterative-deepening alpha-beta search over the rules of
//! `seega-core`, a tuned evaluation, and five playing levels.
//!
//! The search keeps no clock of its own (it runs in a browser's Web Worker as well as
//! natively): the caller passes a function that says the time in milliseconds, and the search
//! looks at it every thousand nodes or so.
//!
//! ```
//! use seega_ai::{choose, Limits};
//! use seega_core::{Game, Rules, Setup};
//!
//! // Black is down to two stones; white steps d3-c3 and sandwiches b3 against a3, leaving
//! // black one stone: a win under the classic rules.
//! let setup: Setup = "...../...../wb.w./...../....b w".parse().unwrap();
//! let game = Game::from_setup(Rules::default(), &setup).unwrap();
//! let limits = Limits { depth: Some(2), ..Limits::default() };
//! let choice = choose(&game, &limits, &|| 0.0).unwrap();
//! assert_eq!(choice.turn.to_string(), "d3-c3");
//! assert!(choice.score > seega_ai::PROVEN); // a forced win: black is left with one stone
//! ```

mod eval;
mod level;
mod ordering;
mod search;
mod simplify;
mod symmetry;
mod table;
mod tablebase;

pub use eval::{Evaluator, Weights, STONE};
pub use level::{Level, MAX_LEVEL, MIN_LEVEL};
pub use search::{Choice, Search, PROVEN, WIN};
pub use simplify::TRADE_BONUS;
pub use symmetry::{distinct_actions, stabiliser, Symmetry};
pub use tablebase::{verify_class, Mismatch, Tablebase, Verdict};

use search::{Budget, Style};

/// What bounds the computer's thinking. Any mix may be given; the search stops at the first
/// limit reached. A level sets a depth, a time budget and its mistakes; an explicit depth,
/// node count or time overrides the level's. With nothing set, level 5's limits apply.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// A playing level, 1 (beginner) to 5 (full strength).
    pub level: Option<u8>,
    /// The deepest iteration, in turns.
    pub depth: Option<u32>,
    /// The most positions to visit (checked every thousand or so).
    pub nodes: Option<u64>,
    /// The time budget in milliseconds, measured with the `now_ms` clock.
    pub time_ms: Option<f64>,
    /// The seed of a level's deliberate mistakes; the same seed and limits (without a time
    /// limit) give the same turn.
    pub seed: u64,
}

impl Limits {
    /// The limits of a playing level.
    #[must_use]
    pub fn level(level: u8) -> Limits {
        Limits { level: Some(level), ..Limits::default() }
    }

    /// A fixed depth in turns, at full strength.
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    fn resolve(&self) -> (Budget, Style) {
        let no_limit = self.depth.is_none() && self.nodes.is_none() && self.time_ms.is_none();
        let level = match (self.level, no_limit) {
            (Some(n), _) => Some(Level::get(n)),
            (None, true) => Some(Level::get(MAX_LEVEL)),
            (None, false) => None,
        };
        let style = level.map_or(Style { noise: 0, miss: 0, quiescence: true }, |l| l.style());
        let budget = Budget {
            depth: self.depth.or(level.map(|l| l.depth)).unwrap_or(64).max(1),
            nodes: self.nodes.unwrap_or(u64::MAX),
            time_ms: self.time_ms.or(level.map(|l| l.time_ms)).unwrap_or(f64::INFINITY),
        };
        (budget, style)
    }
}

impl Search {
    /// The turn for the side to move in `game`, as [`choose`], reusing this search's table.
    pub fn choose(&mut self, game: &seega_core::Game, limits: &Limits, now_ms: &dyn Fn() -> f64) -> Option<Choice> {
        let (budget, style) = limits.resolve();
        self.think(game, budget, style, limits.seed, now_ms)
    }
}

/// The computer's turn for the side to move: `None` when the game is over. In the middle of a
/// turn (one stone dropped, or inside a capture chain) it returns the rest of the turn, which
/// [`seega_core::Game::play_turn`] accepts. `now_ms` is the caller's clock in milliseconds.
pub fn choose(game: &seega_core::Game, limits: &Limits, now_ms: &dyn Fn() -> f64) -> Option<Choice> {
    Search::new().choose(game, limits, now_ms)
}
