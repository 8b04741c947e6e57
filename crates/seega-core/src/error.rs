//! The errors of each operation: small types, each saying what was wrong and where.

use std::fmt;

use crate::action::Action;

/// An unknown rule option, or a value the option does not take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// No option has this name.
    UnknownOption(String),
    /// The option exists but does not take this value.
    BadValue {
        /// The option's name.
        option: String,
        /// The value given.
        value: String,
    },
}

impl RulesError {
    pub(crate) fn bad_value(option: &str, value: &str) -> RulesError {
        RulesError::BadValue { option: option.to_string(), value: value.to_string() }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownOption(name) => write!(f, "unknown rule option '{name}'"),
            RulesError::BadValue { option, value } => {
                write!(f, "rule option '{option}' does not take the value '{value}'")
            }
        }
    }
}

impl std::error::Error for RulesError {}

/// Notation that does not read: what was expected, and the character position where reading failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What was wrong.
    pub message: String,
    /// The 0-based character offset in the text where the problem is.
    pub at: usize,
}

impl ParseError {
    pub(crate) fn new(message: impl Into<String>, at: usize) -> ParseError {
        ParseError { message: message.into(), at }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at character {})", self.message, self.at + 1)
    }
}

impl std::error::Error for ParseError {}

/// Why an action or a turn cannot be played. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The notation does not read.
    Parse(ParseError),
    /// The game is over.
    GameOver,
    /// The action is not legal here; the text says why.
    Illegal {
        /// The refused action.
        action: Action,
        /// Why it is refused, in words.
        reason: String,
    },
    /// A turn token ended before its turn did (one drop of two, or a mandatory chain cut short).
    TurnIncomplete,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Parse(e) => e.fmt(f),
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::Illegal { action, reason } => write!(f, "illegal action {action}: {reason}"),
            PlayError::TurnIncomplete => f.write_str("the turn is not complete: it needs more actions"),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<ParseError> for PlayError {
    fn from(e: ParseError) -> PlayError {
        PlayError::Parse(e)
    }
}

/// A set-up position that cannot be played from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The text does not read.
    Parse(ParseError),
    /// The board size does not match the rules' size.
    SizeMismatch {
        /// The size the rules ask for.
        rules: u8,
        /// The size of the board given.
        board: u8,
    },
    /// A side has more stones than it owns.
    TooManyStones(crate::Side),
    /// The board has no empty cell, so nothing can move.
    NoEmptyCell,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Parse(e) => e.fmt(f),
            SetupError::SizeMismatch { rules, board } => {
                write!(f, "the rules are for a {rules}x{rules} board but the position is {board}x{board}")
            }
            SetupError::TooManyStones(side) => write!(f, "{side} has more stones than a side owns"),
            SetupError::NoEmptyCell => f.write_str("the board has no empty cell"),
        }
    }
}

impl std::error::Error for SetupError {}

impl From<ParseError> for SetupError {
    fn from(e: ParseError) -> SetupError {
        SetupError::Parse(e)
    }
}

/// A game record that does not read or does not replay, with its line and column (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The 1-based line of the problem.
    pub line: usize,
    /// The 1-based column of the problem.
    pub column: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for RecordError {}
