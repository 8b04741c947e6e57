//! Seega's rules engine for the browser: a thin wasm-bindgen layer over `seega-core`.
//!
//! Each method of [`Game`] translates its arguments, delegates to [`seega_core::Game`] and
//! translates the answer; the conversions live in [`convert`]. Every error is thrown as a
//! JavaScript `Error` carrying the core's message and a stable `code` ([`ApiError`]), and a
//! failed call changes nothing.
//!
//! ```js
//! import init, { Game } from "./pkg/seega.js";
//! await init();
//! const game = new Game({ preset: "classic", size: 7 });
//! game.play("a1,b1");
//! game.state().turn; // "white"
//! ```

#[cfg(feature = "ai")]
mod ai;
mod convert;
mod error;
#[cfg(feature = "ai")]
mod review;
#[cfg(feature = "ai")]
mod searcher;
#[cfg(feature = "ai")]
mod tablebase;

pub use error::ApiError;

/// Talc in place of the standard library's dlmalloc, in the browser (docs/journal/build.md).
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(feature = "ai")]
pub use review::Reviewer;
#[cfg(feature = "ai")]
pub use searcher::Searcher;
#[cfg(feature = "ai")]
pub use tablebase::Tablebase;

use convert::ToJs;
use wasm_bindgen::prelude::*;

/// Turns a panic into a readable console message instead of a bare `unreachable` trap, in
/// the whole engine (the API's and the computer's); the page's engine leaves the hook out
/// for its first visit's weight (1 KiB gzipped).
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "ai")]
    console_error_panic_hook::set_once();
}

/// A game of Seega: its rules, position, history, undo and redo, and record.
#[wasm_bindgen]
pub struct Game {
    inner: seega_core::Game,
    /// The search of `aiMove`, `aiAnalyse` and `aiJudge`, kept so that its table carries over
    /// between this game's turns; it holds the endgame tables given with `useTablebase`. A
    /// caller that searches many games with one table keeps a [`Searcher`] of its own.
    #[cfg(feature = "ai")]
    search: Option<Searcher>,
}

#[wasm_bindgen]
impl Game {
    /// `new Game(options?)`: `preset`, any rule option by name, and `board` with `turn` for a
    /// set-up position: in movement, or in placement with `inHand: {black, white}`, the stones
    /// each side has still to place (in the engines that read records). An unknown option or
    /// value throws; a set-up that cannot be played from throws a `setup` error with its
    /// `reason`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<Game, ApiError> {
        let options = convert::Options::read(&options)?;
        let inner = match options.setup() {
            // The engines that read records set up placement too; the page's first does not.
            #[cfg(feature = "reader")]
            Some(setup) => seega_core::Game::from_setup(options.rules, &setup)?,
            #[cfg(not(feature = "reader"))]
            Some(setup) => seega_core::Game::from_movement(options.rules, setup.board, setup.turn)?,
            None => seega_core::Game::new(options.rules),
        };
        Ok(Game::wrap(inner))
    }

    /// `Game.fromRecord(text)`: reads a game record and replays it.
    #[cfg(feature = "reader")]
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<Game, ApiError> {
        Ok(Game::wrap(seega_core::Game::from_record(text)?))
    }

    /// `Game.presets()`: the names of the rule presets, `classic` (the default) first.
    pub fn presets() -> Vec<String> {
        seega_core::Preset::ALL.iter().map(|p| p.name().to_string()).collect()
    }

    /// `Game.facts(options)`: the rules `new Game(options)` would play, `{rules, stonesPerSide}`
    /// (every rule option and its value; the stones each side owns), without making a game:
    /// `Game.facts({ preset: "somali" }).rules`, `Game.facts({ size: 7 }).stonesPerSide`.
    /// Options `new Game` refuses (an unknown option or value, a set-up the engine cannot play
    /// from) throw its error, so the call checks a set of rules too.
    #[wasm_bindgen(unchecked_return_type = "RulesFacts")]
    pub fn facts(#[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue) -> Result<JsValue, ApiError> {
        // The game `new Game` would make, made and dropped inside the engine: its errors are
        // the constructor's own.
        let game = Game::new(options)?;
        Ok(convert::RulesFacts::of(*game.inner.rules()).to_js())
    }

    /// `game.clone()`: a game of its own, as this one is now (rules, position, the turn under
    /// way, history, what undo and redo would do, an agreed end). The computer's search and
    /// its endgame tables stay with this one.
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_game(&self) -> Game {
        Game::wrap(self.inner.clone())
    }

    /// The game record: tags, then the completed turns, then the result.
    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// The board text of the current position, such as `...../...../...../...../.....`.
    pub fn board(&self) -> String {
        self.inner.position().board().to_string()
    }

    /// A plain object describing the whole state (see crates/seega-wasm/README.md for its fields).
    #[wasm_bindgen(unchecked_return_type = "GameState")]
    pub fn state(&self) -> Result<JsValue, ApiError> {
        Ok(convert::GameState::of(&self.inner).to_js())
    }

    /// `Game.ruleOptions()`: every rule option, `{name, values}`, in the order records write
    /// them; `values` is empty for a number (`noCaptureLimit`).
    #[wasm_bindgen(js_name = ruleOptions, unchecked_return_type = "RuleOption[]")]
    pub fn rule_options() -> Result<JsValue, ApiError> {
        Ok(convert::rule_options().to_js())
    }

    /// One object per completed turn: `{turn, side, extra, actions, captured, annotation}`
    /// (see crates/seega-wasm/README.md).
    #[wasm_bindgen(unchecked_return_type = "HistoryTurn[]")]
    pub fn history(&self) -> Result<JsValue, ApiError> {
        let history = self.inner.history();
        let turns: Vec<convert::HistoryTurn> =
            history.iter().enumerate().map(|(i, t)| convert::HistoryTurn::of(t, self.inner.annotation(i))).collect();
        Ok(turns.to_js())
    }

    /// `game.annotate(turnIndex, note)`: gives the completed turn `turnIndex` (0-based, as in
    /// `history()`) a mark, a comment and a variation, replacing what it had; an empty note
    /// removes it. A bad index, mark or variation throws and changes nothing. The whole engine
    /// writes annotations; the page's (without the `ai` feature) only reads them.
    #[cfg(feature = "ai")]
    pub fn annotate(
        &mut self,
        #[wasm_bindgen(js_name = turnIndex)] turn_index: f64,
        #[wasm_bindgen(unchecked_param_type = "AnnotationNote")] note: JsValue,
    ) -> Result<(), ApiError> {
        if turn_index.fract() != 0.0 || turn_index < 0.0 {
            let n = convert::number_text(turn_index);
            return Err(ApiError::argument(format!("annotate takes a turn's index, a whole number from 0, not {n}")));
        }
        let note = convert::annotation(&note)?;
        // Beyond 2^53 no turn is played: the saturating cast still reports no such turn.
        self.inner.annotate(turn_index as usize, note)?;
        Ok(())
    }

    /// The legal next actions, in notation.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self) -> Vec<String> {
        self.inner.legal_actions().iter().map(ToString::to_string).collect()
    }

    /// Plays one action or one whole turn token and reports what happened.
    #[wasm_bindgen(unchecked_return_type = "PlayReport")]
    pub fn play(&mut self, notation: &str) -> Result<JsValue, ApiError> {
        let played = self.inner.play_notation(notation)?;
        Ok(convert::PlayReport::of(&played).to_js())
    }

    /// Plays a whole turn token as a record means it (a chain that could go on is ended
    /// there), or the rest of the turn under way, and reports what happened; an illegal or
    /// unfinished turn throws and changes nothing.
    #[wasm_bindgen(js_name = playTurn, unchecked_return_type = "PlayReport")]
    pub fn play_turn(&mut self, notation: &str) -> Result<JsValue, ApiError> {
        let size = self.inner.rules().size;
        let turn: seega_core::Turn = notation.trim().parse().map_err(|e: seega_core::ParseError| e.on_board(size))?;
        let played = self.inner.play_turn(&turn)?;
        Ok(convert::PlayReport::of(&played).to_js())
    }

    /// `game.refusal(notation)`: the error `game.play(notation)` would throw (its `code`,
    /// `action`, `reason` and facts), or null when it would be played; the game is unchanged.
    /// In the engines that read records: not the page's first, for its weight.
    #[cfg(feature = "reader")]
    #[wasm_bindgen(unchecked_return_type = "EngineError | null")]
    pub fn refusal(&self, notation: &str) -> JsValue {
        match self.inner.clone().play_notation(notation) {
            Ok(_) => JsValue::NULL,
            Err(error) => ApiError::from(error).into(),
        }
    }

    /// `game.preview(notation)`: what `game.play(notation)` would report, the game unchanged;
    /// null when it would be refused (`game.refusal(notation)` says why).
    #[wasm_bindgen(unchecked_return_type = "PlayReport | null")]
    pub fn preview(&self, notation: &str) -> JsValue {
        self.inner
            .clone()
            .play_notation(notation)
            .map_or(JsValue::NULL, |played| convert::PlayReport::of(&played).to_js())
    }

    /// Takes back the turn under way, or else the last turn; false when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// Plays again what the last undo took back; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        self.inner.redo()
    }

    /// How `other` stands to this game: `{relation, turns}`, the relation `"same"`, `"later"`
    /// (this game played on by `turns` turns, or ended by the players), `"earlier"` (as it
    /// was `turns` turns before) or `"other"` (another start, other rules, or other turns).
    #[cfg(feature = "reader")]
    #[wasm_bindgen(unchecked_return_type = "Relation")]
    pub fn relation(&self, other: &Game) -> JsValue {
        // Built by hand rather than serialised: two fields are not worth serde's code in the
        // page's engine.
        let (relation, turns) = match self.inner.relation(&other.inner) {
            seega_core::Relation::Same => ("same", 0),
            seega_core::Relation::Later(n) => ("later", n),
            seega_core::Relation::Earlier(n) => ("earlier", n),
            seega_core::Relation::Other => ("other", 0),
        };
        let object = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&object, &"relation".into(), &relation.into());
        let _ = js_sys::Reflect::set(&object, &"turns".into(), &(turns as f64).into());
        object.into()
    }

    /// Ends the game by the players: `conclude("agreement")`, `conclude("resignation", side)`
    /// or `conclude("timeout", side)`, `side` being the one who resigns or runs out of time.
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn conclude(&mut self, kind: &str, side: Option<String>) -> Result<JsValue, ApiError> {
        let conclusion = convert::conclusion(kind, side.as_deref())?;
        Ok(convert::Outcome::from(self.inner.conclude(conclusion)?).to_js())
    }

    /// The board text after `n` completed turns (0 is the start), for reviewing a game.
    #[wasm_bindgen(js_name = positionAfter)]
    pub fn position_after(&self, n: f64) -> Result<String, ApiError> {
        let turns = self.inner.turns().len();
        let position = convert::turn_count(n, turns).and_then(|n| self.inner.position_after(n));
        position.map(|p| p.board().to_string()).ok_or_else(|| {
            let n = convert::number_text(n);
            ApiError::argument(format!("positionAfter takes a whole number of turns from 0 to {turns}, not {n}"))
        })
    }

    /// Sets a record tag such as `Black`, `White`, `Date` or `Event`.
    #[cfg(feature = "ai")]
    #[wasm_bindgen(js_name = setTag)]
    pub fn set_tag(&mut self, key: &str, value: &str) -> Result<(), ApiError> {
        convert::check_tag(key, value)?;
        self.inner.set_tag(key, value);
        Ok(())
    }

    /// The number of distinct turn sequences `depth` turns deep from the current position
    /// (perft), to check and time the engine.
    #[cfg(feature = "ai")]
    pub fn perft(&self, depth: u32) -> f64 {
        // Counts stay far below 2^53 at any depth a browser can finish.
        seega_core::perft(self.inner.position(), depth) as f64
    }
}

impl Game {
    fn wrap(inner: seega_core::Game) -> Game {
        Game {
            inner,
            #[cfg(feature = "ai")]
            search: None,
        }
    }
}
