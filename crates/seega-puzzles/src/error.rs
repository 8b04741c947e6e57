//! Why a puzzle file does not read, or a puzzle does not hold.

use std::fmt;

use seega_core::{ParseError, RulesError, SetupError};

/// What a turn was asked to do, in the words of an error.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Aim {
    /// A capture puzzle's turn: take the most stones.
    TakesMost,
    /// A save puzzle's turn: leave the other side nothing to take.
    SavesAll,
    /// A win puzzle's turn: win within the moves left.
    WinsInTime,
}

impl fmt::Display for Aim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Aim::TakesMost => "takes the most stones",
            Aim::SavesAll => "saves every stone",
            Aim::WinsInTime => "wins in time",
        })
    }
}

/// An error of [`crate::Collection::read`], [`crate::Puzzle::position`] or
/// [`crate::Puzzle::verify`]; its `Display` says it in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The text is not a collection's JSON (the JSON reader's words).
    Json(String),
    /// The collection's format is not 1.
    Format(u32),
    /// The preset is unknown.
    Preset(RulesError),
    /// No board has this side length.
    Size(u8),
    /// The set-up (board and side to move) does not read.
    Setup(ParseError),
    /// The set-up cannot be played from.
    Position(SetupError),
    /// The set-up's game is already over.
    Over,
    /// The puzzle has no solution turn.
    NoSolution,
    /// A capture or save puzzle's solution is not one turn.
    NotOneTurn,
    /// A turn ends the game, which a capture or save puzzle would call wrong.
    TurnEnds,
    /// The best turn takes another number of stones than the puzzle's goal.
    Captures {
        /// The stones the best turn takes.
        most: u32,
        /// The puzzle's goal.
        goal: u32,
    },
    /// The other side threatens another number of stones than the puzzle's goal.
    Threat {
        /// The stones the other side threatens, if any.
        threat: Option<u32>,
        /// The puzzle's goal.
        goal: u32,
    },
    /// A win in `goal` turns has not 2 × goal − 1 turns in its line.
    LineLength {
        /// The puzzle's goal: the solver's turns to the win.
        goal: u32,
    },
    /// A quicker win exists at a turn of the line.
    QuickerWin {
        /// The turn of the line, from 1.
        turn: usize,
    },
    /// At a turn of the line, the side it is for is not to move.
    NotToMove {
        /// The turn of the line, from 1.
        turn: usize,
        /// Whether the turn is the solver's (else the other side's).
        solver: bool,
    },
    /// The game ends before the line does.
    EndsEarly {
        /// The turn of the line after which it ends, from 1.
        turn: usize,
    },
    /// The line does not end in the solver's win.
    NoWin,
    /// Another turn than the solution's does what the puzzle asks.
    OtherTurn {
        /// The turn that does it.
        turn: String,
        /// What the puzzle asks of it.
        aim: Aim,
        /// The solution's turn.
        token: String,
    },
    /// No turn does what the puzzle asks.
    NoTurn {
        /// What the puzzle asks.
        aim: Aim,
    },
    /// Several turns do what the puzzle asks.
    ManyTurns {
        /// What the puzzle asks.
        aim: Aim,
        /// The turns that do it.
        turns: Vec<String>,
    },
    /// A turn of the line does not read.
    Unreadable {
        /// The turn as the puzzle writes it.
        token: String,
        /// Why it does not read.
        error: ParseError,
    },
    /// A turn of the line is not legal there.
    Illegal {
        /// The turn as the puzzle writes it.
        token: String,
    },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Json(words) => f.write_str(words),
            PuzzleError::Format(format) => write!(f, "puzzle file format {format} is not 1"),
            PuzzleError::Preset(error) => write!(f, "{error}"),
            PuzzleError::Size(n) => write!(f, "no {n}x{n} board"),
            PuzzleError::Setup(error) => write!(f, "{error}"),
            PuzzleError::Position(error) => write!(f, "{error}"),
            PuzzleError::Over => f.write_str("the game is already over"),
            PuzzleError::NoSolution => f.write_str("no solution"),
            PuzzleError::NotOneTurn => f.write_str("a one-turn puzzle has one solution turn"),
            PuzzleError::TurnEnds => {
                f.write_str("a turn ends the game here, which this kind of puzzle would call wrong")
            }
            PuzzleError::Captures { most, goal } => write!(f, "the best turn takes {most} stones, not {goal}"),
            PuzzleError::Threat { threat, goal } => write!(f, "the threat is {threat:?} stones, not {goal}"),
            PuzzleError::LineLength { goal } => {
                write!(f, "a win in {goal} has {} turns in its line", 2 * (*goal).max(1) - 1)
            }
            PuzzleError::QuickerWin { turn } => write!(f, "turn {turn}: a quicker win exists"),
            PuzzleError::NotToMove { turn, solver } => {
                write!(f, "turn {turn}: {} is not to move", if *solver { "the solver" } else { "the other side" })
            }
            PuzzleError::EndsEarly { turn } => write!(f, "the game ends after turn {turn}, before the line does"),
            PuzzleError::NoWin => f.write_str("the line does not end in a win"),
            PuzzleError::OtherTurn { turn, aim, token } => write!(f, "{turn} is the turn that {aim}, not {token}"),
            PuzzleError::NoTurn { aim } => write!(f, "no turn {aim}"),
            PuzzleError::ManyTurns { aim, turns } => write!(f, "{} turns {aim}: {}", turns.len(), turns.join(" ")),
            PuzzleError::Unreadable { token, error } => write!(f, "{token}: {error}"),
            PuzzleError::Illegal { token } => write!(f, "{token} is not a legal turn here"),
        }
    }
}

impl std::error::Error for PuzzleError {}
