//! Seega puzzles: set-up positions from real play with a goal (take so many stones this
//! turn, win in so many turns, save your stones) and a solution that an exact search proves
//! to be the only one.
//!
//! The proof is a full search over whole turns to the puzzle's depth (`prove`), with no
//! evaluation: a puzzle holds only if its solution is legal, reaches the goal whatever the
//! other side does, and no other turn does. The collection lives in `web/learn/puzzles.json`;
//! `seega puzzles generate` makes it from self-play and `seega puzzles verify` proves every
//! puzzle in it again.
//!
//! ```
//! use seega_puzzles::{Kind, Puzzle};
//!
//! let puzzle = Puzzle {
//!     id: "example".into(),
//!     kind: Kind::Capture,
//!     goal: 2,
//!     preset: "classic".into(),
//!     size: 5,
//!     board: "....b/...../wb.bw/..w../b....".into(),
//!     turn: "white".into(),
//!     solution: vec!["c2-c3".into()], // into the centre, between b3 and d3
//! };
//! assert!(puzzle.verify().is_ok());
//! ```

mod error;
mod find;
pub mod prove;
mod puzzle;

pub use error::{Aim, PuzzleError};
pub use find::{puzzles_in, Wanted};
pub use puzzle::{Collection, Kind, Puzzle};
