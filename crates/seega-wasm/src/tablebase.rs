//! `Tablebase`: the 5x5 endgame tables of one set of ending rules, built a group of classes at
//! a time (so that a worker can answer between groups), or read back from their bytes. The
//! builder (`new Tablebase`, `buildNext`) is in the engine built with the `tables` feature
//! only: the computer's search reads tables that the tables' worker built.

use std::sync::Arc;

use wasm_bindgen::prelude::*;

use crate::convert;
use crate::ApiError;

/// Endgame tables for the 5x5 board (docs/ai.md): every movement position with up to six
/// stones, solved.
#[wasm_bindgen]
pub struct Tablebase {
    pub(crate) inner: Arc<seega_ai::Tablebase>,
}

#[cfg(feature = "tables")]
fn unsupported() -> ApiError {
    ApiError::argument("endgame tables are for the 5x5 board, and not under blocked: opponentOpens")
}

#[wasm_bindgen]
impl Tablebase {
    /// `new Tablebase(options)`: empty tables for the rules that `new Game(options)` would
    /// play (preset and rule options); nothing is built yet. Throws off the 5x5 board.
    #[cfg(feature = "tables")]
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<Tablebase, ApiError> {
        let rules = convert::Options::read(&options)?.rules;
        let inner = seega_ai::Tablebase::new(&rules).ok_or_else(unsupported)?;
        Ok(Tablebase { inner: Arc::new(inner) })
    }

    /// `Tablebase.fromBytes(options, bytes)`: tables read back from `bytes()`.
    #[wasm_bindgen(js_name = fromBytes)]
    pub fn from_bytes(options: JsValue, bytes: &[u8]) -> Result<Tablebase, ApiError> {
        let rules = convert::Options::read(&options)?.rules;
        let inner = seega_ai::Tablebase::from_bytes(&rules, bytes)
            .ok_or_else(|| ApiError::argument("these bytes are not endgame tables of these rules"))?;
        Ok(Tablebase { inner: Arc::new(inner) })
    }

    /// `Tablebase.covers(rules)`: whether there are endgame tables for these rules (the
    /// state's `rules` object, or options as `new Game` takes them): the 5x5 board, and not
    /// under `blocked: opponentOpens`.
    pub fn covers(options: JsValue) -> Result<bool, ApiError> {
        let rules = convert::Options::read(&options)?.rules;
        Ok(seega_ai::Tablebase::new(&rules).is_some())
    }

    /// Builds the next group of tables (fewest stones first); false once all are built.
    #[cfg(feature = "tables")]
    #[wasm_bindgen(js_name = buildNext)]
    pub fn build_next(&mut self) -> Result<bool, ApiError> {
        let inner =
            Arc::get_mut(&mut self.inner).ok_or_else(|| ApiError::argument("these tables are in use by a game"))?;
        Ok(inner.build_next())
    }

    /// Whether every table is built.
    pub fn complete(&self) -> bool {
        self.inner.is_complete()
    }

    /// The number of stones up to which every position is in the tables built so far.
    pub fn stones(&self) -> usize {
        self.inner.stones_covered()
    }

    /// The tables built so far, one byte a position, for `Tablebase.fromBytes`.
    pub fn bytes(&self) -> Vec<u8> {
        self.inner.to_bytes()
    }
}
