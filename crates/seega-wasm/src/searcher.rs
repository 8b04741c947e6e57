//! `Searcher`: the computer's search as a handle of its own, beside a plain [`Game`]. It
//! keeps its transposition table, move ordering and endgame tables from one search to the
//! next, so that a worker that searches game after game (the computer's turns, a hint, the
//! search on the player's time) carries what it learnt over, whatever `Game` it is handed.
//! Built with the `ai` feature.

use wasm_bindgen::prelude::*;

use crate::{convert, ApiError, Game, Tablebase};

/// The computer's search, kept between searches: its table holds facts about positions
/// under one set of rules from one start, so a game from another start or under other rules
/// makes it forget them first.
#[wasm_bindgen]
pub struct Searcher {
    search: seega_ai::Search,
    /// The start of the games searched since the table was last emptied.
    start: Option<seega_core::Position>,
    /// The search cut into slices under way (`deepen`, `resume`), if any.
    deepening: Option<seega_ai::Deepening>,
}

/// A slice's answer (`searcher.resume`): the search's answer so far, whether its score is
/// proven (a forced win or loss, or the endgame tables' verdict), and whether deepening is
/// over (proven, one turn to play, or the limits' depth reached): more slices would change
/// nothing. An `Analysis` with two more fields, set on it (no serde code of its own).
#[wasm_bindgen(typescript_custom_section)]
const DEEPENED: &str = "export type Deepened = Analysis & { proven: boolean; finished: boolean };";

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new()
    }
}

#[wasm_bindgen]
impl Searcher {
    /// `new Searcher()`: a search with an empty table and no endgame tables.
    #[wasm_bindgen(constructor)]
    #[must_use]
    pub fn new() -> Searcher {
        Searcher { search: seega_ai::Search::new(), start: None, deepening: None }
    }

    /// `searcher.analyse(game, options)`: as `game.aiAnalyse(options)` (`{turn, score, depth,
    /// nodes, tablebase}` for the side to move in `game`), searched with this searcher's table,
    /// which keeps what it finds for the next search. The game does not change. Throws when
    /// the game is over.
    #[wasm_bindgen(unchecked_return_type = "Analysis")]
    pub fn analyse(&mut self, game: &Game, options: JsValue) -> Result<JsValue, ApiError> {
        let limits = convert::ai_limits(&options)?;
        let game = &game.inner;
        let choice = self.choose(game, &limits)?;
        convert::to_js(&convert::Analysis::of(&choice, game.position().turn()))
    }

    /// `searcher.line(game, turns)`: the turns this searcher expects from `game`'s position, up
    /// to `turns` of them, from its table and endgame tables; empty when it knows nothing of the
    /// position. After `analyse(before)`, with its turn played in `game`, the reply it expects
    /// and the line after it.
    pub fn line(&self, game: &Game, turns: usize) -> Vec<String> {
        if self.start.as_ref() != Some(game.inner.start()) {
            return Vec::new();
        }
        self.search.line(&game.inner, turns).iter().map(ToString::to_string).collect()
    }

    /// `searcher.lines(game, {count?, depth})`: as `game.aiLines` (the best turns with their
    /// values and lines), searched with this searcher's table.
    #[wasm_bindgen(unchecked_return_type = "BestTurns")]
    pub fn lines(&mut self, game: &Game, options: JsValue) -> Result<JsValue, ApiError> {
        convert::to_js(&self.best_turns(&game.inner, &options)?)
    }

    /// `Searcher.timeBudget(game, options)`: the milliseconds a search with `options` (as
    /// `analyse` takes them) may think on the turn of the side to move in `game` (level 5:
    /// 2,500 on a placement turn, 600 on a movement turn); `Infinity` when no time limit
    /// applies (a fixed depth or node count, the lower levels' fixed depths without one).
    #[wasm_bindgen(js_name = timeBudget)]
    pub fn time_budget(game: &Game, options: JsValue) -> Result<f64, ApiError> {
        let limits = convert::ai_limits(&options)?;
        Ok(limits.time_budget(game.inner.position().phase()))
    }

    /// `searcher.deepen(game, options)`: begins a search of `game`'s position (options as
    /// `analyse` takes them, their time aside) to be run a slice at a time by `resume`, each
    /// slice deepening on from where the last stopped, as one search would; it replaces any
    /// such search under way. Throws when the game is over.
    pub fn deepen(&mut self, game: &Game, options: JsValue) -> Result<(), ApiError> {
        let limits = convert::ai_limits(&options)?;
        let game = &game.inner;
        self.deepening = None;
        let deepening = self.search_for(game).deepen(game, &limits);
        self.deepening = Some(deepening.ok_or_else(|| ApiError::from(seega_core::PlayError::GameOver))?);
        Ok(())
    }

    /// `searcher.resume(ms)`: runs the search `deepen` began for `ms` milliseconds more (to
    /// their end, or until deepening is over), and gives its answer so far: `{turn, score,
    /// depth, nodes, tablebase, proven, finished}` (`depth` and `nodes` over all the slices).
    /// Throws when no search was begun.
    #[wasm_bindgen(unchecked_return_type = "Deepened")]
    pub fn resume(&mut self, ms: f64) -> Result<JsValue, ApiError> {
        let deepening = self.deepening.as_mut().ok_or_else(|| ApiError::argument("resume follows deepen"))?;
        let mover = deepening.position().turn();
        let choice = self
            .search
            .resume(deepening, seega_ai::Slice::time(ms), &js_sys::Date::now)
            .ok_or_else(|| ApiError::from(seega_core::PlayError::GameOver))?;
        let value = convert::to_js(&convert::Analysis::of(&choice, mover))?;
        for (key, fact) in [("proven", choice.proven), ("finished", deepening.finished())] {
            let _ = js_sys::Reflect::set(&value, &JsValue::from_str(key), &JsValue::from_bool(fact));
        }
        Ok(value)
    }

    /// `searcher.useTablebase(tables)`: endgame tables (a [`Tablebase`]) to look positions up
    /// in; shared, as a game's (the handle stays usable); tables of other rules are kept but
    /// not used.
    #[wasm_bindgen(js_name = useTablebase)]
    pub fn use_tablebase(&mut self, tables: &Tablebase) {
        self.search.set_tablebase(Some(std::sync::Arc::clone(&tables.inner)));
    }

    /// `searcher.clear()`: forgets what it learnt (the table, the move ordering); the endgame
    /// tables stay.
    pub fn clear(&mut self) {
        self.search.clear();
        self.start = None;
        self.deepening = None;
    }
}

impl Searcher {
    /// The search's choice for `game`, after forgetting the table when `game` is not from the
    /// start of the games searched before.
    pub(crate) fn choose(
        &mut self,
        game: &seega_core::Game,
        limits: &seega_ai::Limits,
    ) -> Result<seega_ai::Choice, ApiError> {
        if self.start.as_ref() != Some(game.start()) {
            self.search.clear();
            self.start = Some(*game.start());
        }
        self.search.choose(game, limits, &js_sys::Date::now).ok_or_else(|| seega_core::PlayError::GameOver.into())
    }

    /// The best turns of `game` with their lines, for `aiLines` and `lines`.
    pub(crate) fn best_turns(
        &mut self,
        game: &seega_core::Game,
        options: &JsValue,
    ) -> Result<convert::BestTurns, ApiError> {
        let (count, depth) = convert::lines_options(options)?;
        let lines = self
            .search_for(game)
            .best_turns(game, count, depth, &js_sys::Date::now)
            .ok_or_else(|| ApiError::from(seega_core::PlayError::GameOver))?;
        Ok(convert::BestTurns::of(&lines, game.position().turn()))
    }

    /// The search itself, for a judgement that reads and adds to its table.
    pub(crate) fn search_for(&mut self, game: &seega_core::Game) -> &mut seega_ai::Search {
        if self.start.as_ref() != Some(game.start()) {
            self.search.clear();
            self.start = Some(*game.start());
        }
        &mut self.search
    }
}
