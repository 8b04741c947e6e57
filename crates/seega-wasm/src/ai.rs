//! The computer player's methods, `aiMove` and `aiAnalyse`: built with the `ai` feature (on by
//! default). The page's own module leaves them out, so that a first visit does not load the
//! search; the computer's worker and the published API have them.

use wasm_bindgen::prelude::*;

use crate::{convert, ApiError, Game, Searcher, Tablebase};

#[wasm_bindgen]
impl Game {
    /// `game.aiMove({level | depth | nodes | timeMs, seed?})`: the computer's turn token for
    /// the side to move (the rest of the turn if one is under way); it does not play it.
    /// Without options, level 5. Throws when the game is over.
    #[wasm_bindgen(js_name = aiMove)]
    pub fn ai_move(&mut self, options: JsValue) -> Result<String, ApiError> {
        self.ai_choose(&options).map(|choice| choice.turn.to_string())
    }

    /// `game.aiAnalyse(options)`: like `aiMove`, with the search's verdict:
    /// `{turn, score, depth, nodes, tablebase}`, the score in hundredths of a stone for the side
    /// to move, `tablebase` the endgame tables' `{winner, turns}` when the position is in them
    /// (see `useTablebase`), else `null`.
    #[wasm_bindgen(js_name = aiAnalyse, unchecked_return_type = "Analysis")]
    pub fn ai_analyse(&mut self, options: JsValue) -> Result<JsValue, ApiError> {
        let choice = self.ai_choose(&options)?;
        convert::to_js(&convert::Analysis::of(&choice, self.inner.position().turn()))
    }

    /// `game.aiLines({count?, depth})`: the best `count` (3 by default) turns for the side
    /// to move, each searched `depth` turns deep: `{lines: [{turn, score, line}], turn, score,
    /// depth, nodes, tablebase}`, each line's score in hundredths of a stone for the side to
    /// move and its `line` the turn tokens from that turn on; the rest as `aiAnalyse` says of
    /// the position. An analysis board asks for one depth after another. Throws when the game
    /// is over.
    #[wasm_bindgen(js_name = aiLines, unchecked_return_type = "BestTurns")]
    pub fn ai_lines(&mut self, options: JsValue) -> Result<JsValue, ApiError> {
        let lines = self.search.get_or_insert_with(Searcher::new).best_turns(&self.inner, &options)?;
        convert::to_js(&lines)
    }

    /// `game.captureForcing()`: whether each side can force a capture within the horizon of
    /// eight turns, `{horizon, black: {verdict, turns}, white: {verdict, turns}}`, each
    /// `verdict` "forced" (in `turns` turns), "none" or "unknown" (the search gave up, in an
    /// open position). Both "none": no capture can be forced, and the players may count the
    /// stones (`docs/rules.md`, "Counting by agreement").
    #[wasm_bindgen(js_name = captureForcing, unchecked_return_type = "CaptureForcing")]
    pub fn capture_forcing(&self) -> Result<JsValue, ApiError> {
        convert::to_js(&convert::CaptureForcing::of(self.inner.position()))
    }

    /// `game.useTablebase(tables)`: endgame tables (a [`Tablebase`]) for `aiMove` and
    /// `aiAnalyse` to look positions up in. The game shares them (the handle stays usable);
    /// tables of other rules are kept but not used.
    #[wasm_bindgen(js_name = useTablebase)]
    pub fn use_tablebase(&mut self, tables: &Tablebase) {
        self.search.get_or_insert_with(Searcher::new).use_tablebase(tables);
    }

    fn ai_choose(&mut self, options: &JsValue) -> Result<seega_ai::Choice, ApiError> {
        let limits = convert::ai_limits(options)?;
        self.search.get_or_insert_with(Searcher::new).choose(&self.inner, &limits)
    }
}
