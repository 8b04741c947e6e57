//! The rules of Seega, the custodian-capture game of Egypt, Sudan and Somalia, and nothing
//! else: boards of 5x5, 7x7 and 9x9, every rule variant of the sources as an option, named
//! presets, notation, game records, outcomes and Zobrist hashing.
//!
//! ```
//! use seega_core::{Game, Preset, Size, Phase};
//!
//! let mut game = Game::new(Preset::Classic.rules(Size::Five));
//! // Placement: two stones a turn on any empty cell but the centre.
//! for turn in ["a1,b1", "c1,d1", "e1,a2", "b2,c2", "d2,e2", "a3,b3",
//!              "d3,e3", "a4,b4", "c4,d4", "e4,a5", "b5,c5", "d5,e5"] {
//!     game.play_notation(turn).unwrap();
//! }
//! assert_eq!(game.position().phase(), Phase::Movement);
//! // The last placer (white) moves first: one of its stones next to the centre steps in.
//! let moves: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
//! assert_eq!(moves, ["c2-c3", "b3-c3"]);
//! let played = game.play_notation("c2-c3").unwrap();
//! assert!(played[0].captured.is_empty());
//! ```

mod action;
mod annotation;
mod board;
mod capture;
mod error;
mod forcing;
mod game;
mod notation;
mod perft;
mod position;
mod record;
mod rules;
mod zobrist;

pub use action::{Action, ActionList, Turn};
pub use annotation::{Annotation, Mark};
pub use board::{Bits, BitsIter, Cell, Dir, Side, Size};
pub use capture::Captures;
pub use error::{AnnotationError, Illegal, PlayError, RecordError, RecordProblem, RulesError, SetupError, TagProblem};
pub use forcing::{Forcing, CAPTURE_HORIZON, FORCING_BUDGET};
pub use game::{Conclusion, Game, PlayedTurn, Relation};
pub use notation::{Board, ParseError, Setup, Unreadable};
pub use perft::{for_each_turn, perft};
pub use position::{EndReason, Outcome, Phase, Played, Position, Stage};
pub use rules::{
    rule_option, Blocked, Capture, Chain, MovementStarter, Opening, OptionValue, Preset, RuleOption, Rules, WinBy,
    RULE_OPTIONS,
};
pub use zobrist::mix;

/// Reads a cell name such as `c3` on a board of `size`.
///
/// # Errors
/// When the text is not a cell name or the cell is off the board.
pub fn parse_cell(text: &str, size: Size) -> Result<Cell, ParseError> {
    let cell = notation::parse_cell(text, 0)?;
    if size.contains(cell) {
        Ok(cell)
    } else {
        Err(ParseError::new(Unreadable::OffBoard { cell, size }, 0))
    }
}
