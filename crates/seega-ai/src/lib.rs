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
mod lines;
mod ordering;
pub mod review;
mod search;
mod simplify;
mod symmetry;
mod table;
mod tablebase;

pub use eval::{Evaluator, Weights, STONE};
pub use level::{Level, MAX_LEVEL, MIN_LEVEL};
pub use lines::{Line, Lines, CANDIDATES};
pub use search::{Choice, Deepening, Search, Slice, PROVEN, TABLE_BITS, WIN};
pub use simplify::TRADE_BONUS;
pub use symmetry::{distinct_actions, stabiliser, Symmetry};
pub use tablebase::{verify_class, Mismatch, Tablebase, Tally, Verdict};

use search::{Budget, Style};

/// What bounds the computer's thinking. Any mix may be given; the search stops at the first
/// limit reached. A level sets a depth, time budgets (one for a placement turn, one for a
/// movement turn) and its mistakes; an explicit depth, node count or time overrides the
/// level's. With nothing set, level 5's limits apply.
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
    /// The time budget of a placement turn, when it is to differ from `time_ms`: by default
    /// `time_ms` if given, else the level's placement budget. It changes that budget alone:
    /// given without other limits, the level's (level 5's) hold for the rest.
    pub placement_time_ms: Option<f64>,
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

    /// The time budget of a turn of `phase` at these limits, in milliseconds; infinite when
    /// no time limit applies (a fixed depth, or a level without one).
    #[must_use]
    pub fn time_budget(&self, phase: seega_core::Phase) -> f64 {
        self.resolve(phase).0.time_ms
    }

    /// The search's budget and style for a turn of `phase`.
    fn resolve(&self, phase: seega_core::Phase) -> (Budget, Style) {
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
            time_ms: match phase {
                seega_core::Phase::Placement => {
                    self.placement_time_ms.or(self.time_ms).or(level.map(|l| l.placement_time_ms))
                }
                _ => self.time_ms.or(level.map(|l| l.time_ms)),
            }
            .unwrap_or(f64::INFINITY),
        };
        (budget, style)
    }
}

impl Search {
    /// The turn for the side to move in `game`, as [`choose`], reusing this search's table.
    pub fn choose(&mut self, game: &seega_core::Game, limits: &Limits, now_ms: &dyn Fn() -> f64) -> Option<Choice> {
        let (budget, style) = limits.resolve(game.position().phase());
        self.think(game, budget, style, limits.seed, now_ms)
    }

    /// Iterative deepening from `game`'s position with `limits` (their depth, node count,
    /// level's mistakes and seed; not their time), to be run on a slice at a time with
    /// [`Search::resume`]: a search cut into slices that deepens across them, as one search
    /// would. `None` when the game is over.
    ///
    /// ```
    /// use seega_ai::{Limits, Search, Slice};
    /// use seega_core::{Game, Preset, Size};
    ///
    /// let game = Game::new(Preset::Classic.rules(Size::Five));
    /// let mut search = Search::new();
    /// let mut deepening = search.deepen(&game, &Limits::level(5)).unwrap();
    /// let first = search.resume(&mut deepening, Slice::nodes(2_000), &|| 0.0).unwrap();
    /// let later = search.resume(&mut deepening, Slice::nodes(20_000), &|| 0.0).unwrap();
    /// assert!(later.depth >= first.depth && later.nodes > first.nodes);
    /// ```
    pub fn deepen(&mut self, game: &seega_core::Game, limits: &Limits) -> Option<Deepening> {
        let (budget, style) = limits.resolve(game.position().phase());
        self.begin(game, budget, style, limits.seed)
    }
}

/// The computer's turn for the side to move: `None` when the game is over. In the middle of a
/// turn (one stone dropped, or inside a capture chain) it returns the rest of the turn, which
/// [`seega_core::Game::play_turn`] accepts. `now_ms` is the caller's clock in milliseconds.
pub fn choose(game: &seega_core::Game, limits: &Limits, now_ms: &dyn Fn() -> f64) -> Option<Choice> {
    Search::new().choose(game, limits, now_ms)
}

#[cfg(test)]
mod tests {
    use super::*;
    use seega_core::Phase;

    #[test]
    fn a_level_thinks_longer_in_placement_and_an_explicit_budget_holds_for_both_phases() {
        let budget = |limits: Limits, phase| {
            let time = limits.resolve(phase).0.time_ms;
            assert_eq!(limits.time_budget(phase), time, "the budget said is the budget kept");
            time
        };
        let five = Level::get(5);
        assert!(five.placement_time_ms > five.time_ms);
        assert_eq!(budget(Limits::level(5), Phase::Placement), five.placement_time_ms);
        assert_eq!(budget(Limits::level(5), Phase::Movement), five.time_ms);
        assert_eq!(budget(Limits::default(), Phase::Placement), five.placement_time_ms, "level 5 by default");
        let time = Limits { time_ms: Some(40.0), ..Limits::level(5) };
        assert_eq!((budget(time, Phase::Placement), budget(time, Phase::Movement)), (40.0, 40.0));
        let both = Limits { time_ms: Some(40.0), placement_time_ms: Some(90.0), ..Limits::default() };
        assert_eq!((budget(both, Phase::Placement), budget(both, Phase::Movement)), (90.0, 40.0));
        let placing = Limits { placement_time_ms: Some(90.0), ..Limits::default() };
        assert_eq!(budget(placing, Phase::Placement), 90.0);
        assert_eq!(budget(placing, Phase::Movement), five.time_ms, "level 5 for the rest");
    }

    #[test]
    fn a_search_evaluates_each_board_with_its_tuned_weights_unless_given_its_own() {
        use seega_core::{Game, Preset, Size};
        let (five, nine) = (Game::new(Preset::Classic.rules(Size::Five)), Game::new(Preset::Classic.rules(Size::Nine)));
        assert_ne!(Weights::for_size(Size::Nine), Weights::default(), "9x9 has weights of its own");
        assert_eq!(Weights::for_size(Size::Five), Weights::default());
        let mut search = Search::new();
        assert_eq!(search.weights(), Weights::default());
        search.choose(&nine, &Limits::depth(1), &|| 0.0).unwrap();
        assert_eq!(search.weights(), Weights::for_size(Size::Nine));
        search.choose(&five, &Limits::depth(1), &|| 0.0).unwrap();
        assert_eq!(search.weights(), Weights::default());
        let given = Weights { mobility: 9, ..Weights::default() };
        let mut fixed = Search::with_weights(given, 10);
        fixed.choose(&nine, &Limits::depth(1), &|| 0.0).unwrap();
        assert_eq!(fixed.weights(), given, "given weights hold on every board");
    }
}
