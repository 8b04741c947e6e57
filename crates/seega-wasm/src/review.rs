//! `Reviewer`: a game reviewed turn by turn (`seega_ai::review`), one position a step, so that
//! a worker can report progress and be stopped between steps; built with the `ai` feature.
//!
//! ```js
//! const reviewer = new Reviewer(game, { depth: 8 });
//! while (reviewer.step()) progress(reviewer.done(), reviewer.total());
//! const review = reviewer.result(); // { start, turns, sides, depth }
//! ```

use seega_ai::review::{self, Class, ReviewLimits, Value};
use seega_core::{Game as CoreGame, Side};
use wasm_bindgen::prelude::*;

use crate::convert::{self, PlayReport};
use crate::{ApiError, Game, Tablebase};

/// Stones on the board at or below which the endgame tables answer.
const TABLE_STONES: u32 = 6;

/// A game's review under way.
#[wasm_bindgen]
pub struct Reviewer {
    inner: review::Reviewer,
    /// The game reviewed, as it was given.
    game: CoreGame,
}

#[wasm_bindgen]
impl Reviewer {
    /// `new Reviewer(game, options?)`: a review of the game's completed turns as they are now
    /// (later changes to `game` do not reach it). `options`: `depth` in turns and `nodes`, the
    /// most positions a search visits (by default 8 and 400,000); anything else throws.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &Game, options: JsValue) -> Result<Reviewer, ApiError> {
        let limits = limits(&options)?;
        Ok(Reviewer { inner: review::Reviewer::new(&game.inner, limits), game: game.inner.clone() })
    }

    /// `Reviewer.classOf(loss)`: the class the review gives a turn that gave away `loss`
    /// hundredths of a stone, no forced result involved: `"inaccuracy"`, `"mistake"`,
    /// `"blunder"`, or `undefined` below the first class. Each class starts at a whole tenth of
    /// a stone, so a loss cut to tenths (as the page says it) keeps its class.
    #[wasm_bindgen(js_name = classOf)]
    pub fn class_of(loss: i32) -> Option<String> {
        Class::of(loss.max(0), 0).map(|class| class.name().to_string())
    }

    /// Searches the next position; false once every position has been searched.
    pub fn step(&mut self) -> bool {
        self.inner.step(&js_sys::Date::now)
    }

    /// The positions searched so far.
    pub fn done(&self) -> u32 {
        self.inner.done() as u32
    }

    /// The positions to search: one before each turn, and the last.
    pub fn total(&self) -> u32 {
        self.inner.total() as u32
    }

    /// Whether the game comes down to an ending the endgame tables of its rules answer (5x5,
    /// six stones or fewer after placement): give it tables with `useTablebase` for exact
    /// verdicts there.
    #[wasm_bindgen(js_name = wantsTablebase)]
    pub fn wants_tablebase(&self) -> bool {
        seega_ai::Tablebase::new(self.game.rules()).is_some() && self.inner.reaches(TABLE_STONES)
    }

    /// `reviewer.useTablebase(tables)`: endgame tables for the searches (shared, as a game's).
    #[wasm_bindgen(js_name = useTablebase)]
    pub fn use_tablebase(&mut self, tables: &Tablebase) {
        self.inner.set_tablebase(Some(std::sync::Arc::clone(&tables.inner)));
    }

    /// The review of the positions searched so far: `{start, turns, sides, depth}` (see
    /// `GameReview`); every turn once `step` has returned false.
    #[wasm_bindgen(unchecked_return_type = "GameReview")]
    pub fn result(&self) -> Result<JsValue, ApiError> {
        let review = self.inner.review();
        let mut game = self.game.clone();
        while game.undo() {}
        let mut turns = Vec::with_capacity(review.turns.len());
        for turn in &review.turns {
            let mut better = game.clone();
            let report = better.play_turn(&turn.best).map(|played| PlayReport::of(&played)).ok();
            turns.push(TurnReview::of(turn, report));
            if game.play_turn(&turn.played).is_err() {
                break;
            }
        }
        let side = |s: Side| SideSummary::from(review.sides[s.index()]);
        convert::to_js(&GameReview {
            depth: review.depth,
            start: ReviewValue::from(review.start),
            turns,
            sides: convert::PerSide::of(side),
        })
    }
}

#[wasm_bindgen]
impl Game {
    /// `game.aiJudge(turn, options?)`: a whole turn token judged as a review judges each turn,
    /// against the engine's choice in this position (`options` as `new Reviewer` takes them):
    /// a `TurnReview`. The game does not change. Throws when the game is over, and on a token
    /// that does not read or is not a whole legal turn here.
    #[wasm_bindgen(js_name = aiJudge, unchecked_return_type = "TurnReview")]
    pub fn ai_judge(&mut self, turn: &str, options: JsValue) -> Result<JsValue, ApiError> {
        let limits = limits(&options)?;
        let turn: seega_core::Turn = turn.trim().parse()?;
        // The turn's own error, when it does not play here.
        self.inner.clone().play_turn(&turn)?;
        let search = self.search.get_or_insert_with(crate::Searcher::new).search_for(&self.inner);
        let judged = review::judge(search, &self.inner, &turn, limits)
            .ok_or_else(|| ApiError::from(seega_core::PlayError::GameOver))?;
        let report = self.inner.clone().play_turn(&judged.best).map(|played| PlayReport::of(&played)).ok();
        convert::to_js(&TurnReview::of(&judged, report))
    }
}

/// Reads `new Reviewer`'s options.
fn limits(value: &JsValue) -> Result<ReviewLimits, ApiError> {
    let mut limits = ReviewLimits::default();
    if value.is_undefined() || value.is_null() {
        return Ok(limits);
    }
    for (key, raw) in convert::entries(value, "new Reviewer takes an object such as { depth: 8 }")? {
        let number = raw.as_f64().filter(|n| n.is_finite() && *n >= 1.0 && n.fract() == 0.0);
        match (key.as_str(), number) {
            ("depth", Some(n)) => limits.depth = n.min(64.0) as u32,
            ("nodes", Some(n)) => limits.nodes = Some(n as u64),
            ("depth" | "nodes", None) => {
                return Err(ApiError::argument(format!("the review's '{key}' must be a whole number of 1 or more")))
            }
            _ => return Err(ApiError::argument(format!("unknown review option '{key}': use depth or nodes"))),
        }
    }
    Ok(limits)
}

/// A game reviewed: the value of the start, each turn, each side's summary, the depth searched.
#[derive(serde::Serialize, tsify::Tsify)]
pub(crate) struct GameReview {
    depth: u32,
    start: ReviewValue,
    turns: Vec<TurnReview>,
    sides: convert::PerSide<SideSummary>,
}

/// What a position is worth, for black: `score` in hundredths of a stone (null when the result
/// can be forced), or the forced result's `winner` (null: a draw), with the `turns` to the
/// end when known and whether the endgame `tables` said so; `chance`, black's winning chances
/// in percent.
#[derive(serde::Serialize, tsify::Tsify)]
#[tsify(missing_as_null)]
pub(crate) struct ReviewValue {
    score: Option<i32>,
    exact: bool,
    #[tsify(type = "Side | null")]
    winner: Option<&'static str>,
    turns: Option<u32>,
    tables: bool,
    chance: f64,
}

impl From<Value> for ReviewValue {
    fn from(value: Value) -> ReviewValue {
        let chance = value.black_chance();
        match value {
            Value::Estimate(score) => {
                ReviewValue { score: Some(score), exact: false, winner: None, turns: None, tables: false, chance }
            }
            Value::Exact { winner, turns, tables } => {
                ReviewValue { score: None, exact: true, winner: winner.map(Side::name), turns, tables, chance }
            }
        }
    }
}

/// One turn reviewed: who played it, the turn `played` and the engine's `best` from the same
/// position (`better`: what the best turn does there, for the board; `line`: the turns the
/// engine expects after it), the values `before` and `after`, the hundredths of a stone it
/// gave away (`loss`, null when a forced result is involved), its `class`, its `accuracy`
/// in percent, and `forcedUnseen`: the engine's own turn from a forced win for its side that
/// the next position's search (on its own) does not find, so the graph drops on it.
#[derive(serde::Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub(crate) struct TurnReview {
    #[tsify(type = "Side")]
    side: &'static str,
    played: String,
    best: String,
    is_best: bool,
    better: Option<PlayReport>,
    line: Vec<String>,
    before: ReviewValue,
    after: ReviewValue,
    loss: Option<i32>,
    #[tsify(type = "\"inaccuracy\" | \"mistake\" | \"blunder\" | null")]
    class: Option<&'static str>,
    accuracy: f64,
    forced_unseen: bool,
}

impl TurnReview {
    fn of(turn: &review::TurnReview, better: Option<PlayReport>) -> TurnReview {
        TurnReview {
            side: turn.side.name(),
            played: turn.played.to_string(),
            best: turn.best.to_string(),
            is_best: review::same_turn(&turn.best, &turn.played),
            better,
            line: turn.line.iter().map(ToString::to_string).collect(),
            before: turn.before.into(),
            after: turn.after.into(),
            loss: turn.loss,
            class: turn.class.map(Class::name),
            accuracy: turn.accuracy,
            forced_unseen: turn.forced_unseen,
        }
    }
}

/// A side's summary: its mean accuracy in percent (null if it played no turn) and how many
/// inaccuracies, mistakes and blunders it made.
#[derive(serde::Serialize, tsify::Tsify)]
#[tsify(missing_as_null)]
pub(crate) struct SideSummary {
    accuracy: Option<f64>,
    inaccuracies: usize,
    mistakes: usize,
    blunders: usize,
}

impl From<review::SideSummary> for SideSummary {
    fn from(s: review::SideSummary) -> SideSummary {
        SideSummary { accuracy: s.accuracy, inaccuracies: s.inaccuracies, mistakes: s.mistakes, blunders: s.blunders }
    }
}
