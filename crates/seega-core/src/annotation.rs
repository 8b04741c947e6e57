//! Annotations of played turns, for reviewing a game: a mark (`!`, `??`...), a comment, and a
//! variation (the turns that could have been played instead).

use std::fmt;
use std::str::FromStr;

use crate::action::Turn;
use crate::error::AnnotationError;

/// A judgement of a turn, written as a symbol glued to the turn token (`c2-c3??`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `!!`, a brilliant turn.
    Brilliant,
    /// `!`, a good turn.
    Good,
    /// `!?`, an interesting turn.
    Interesting,
    /// `?!`, a dubious turn, an inaccuracy.
    Inaccuracy,
    /// `?`, a mistake.
    Mistake,
    /// `??`, a blunder.
    Blunder,
}

impl Mark {
    /// Every mark, from the best judgement to the worst.
    pub const ALL: [Mark; 6] =
        [Mark::Brilliant, Mark::Good, Mark::Interesting, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark's name: `brilliant`, `good`, `interesting`, `inaccuracy`, `mistake`, `blunder`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Mark::Brilliant => "brilliant",
            Mark::Good => "good",
            Mark::Interesting => "interesting",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The mark's symbol in a record: `!!`, `!`, `!?`, `?!`, `?`, `??`.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Mark::Brilliant => "!!",
            Mark::Good => "!",
            Mark::Interesting => "!?",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark with this name (`blunder`), if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.name() == name)
    }

    /// The mark with this symbol (`??`), if any.
    #[must_use]
    pub fn from_symbol(symbol: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.symbol() == symbol)
    }
}

impl fmt::Display for Mark {
    /// The symbol, as a record writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl FromStr for Mark {
    type Err = AnnotationError;

    /// Reads a mark by its name (`blunder`) or its symbol (`??`).
    fn from_str(s: &str) -> Result<Mark, AnnotationError> {
        Mark::from_name(s).or_else(|| Mark::from_symbol(s)).ok_or_else(|| AnnotationError::UnknownMark(s.to_string()))
    }
}

/// What a reviewer says about a played turn: a mark, a comment, and a variation (`line`):
/// turns played from the position before the annotated turn, instead of it.
///
/// [`crate::Game::annotate`] checks the line and keeps the comment with its white space
/// normalised (runs of white space become one space, none at either end), as a record
/// reads it back.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Annotation {
    /// The judgement of the turn, if any.
    pub mark: Option<Mark>,
    /// A comment, empty for none.
    pub comment: String,
    /// Turns played from the position before the annotated turn, in its place; empty for none.
    pub line: Vec<Turn>,
}

impl Annotation {
    /// Whether it says nothing: no mark, no comment, no line.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.mark.is_none() && self.comment.is_empty() && self.line.is_empty()
    }
}

/// A comment with runs of white space made one space, and none at either end.
pub(crate) fn normalise_comment(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_read_by_name_and_symbol() {
        for mark in Mark::ALL {
            assert_eq!(mark.name().parse::<Mark>(), Ok(mark));
            assert_eq!(mark.symbol().parse::<Mark>(), Ok(mark));
            assert_eq!(mark.to_string(), mark.symbol());
        }
        let names: Vec<&str> = Mark::ALL.iter().map(|m| m.name()).collect();
        assert_eq!(names, ["brilliant", "good", "interesting", "inaccuracy", "mistake", "blunder"]);
        let symbols: Vec<&str> = Mark::ALL.iter().map(|m| m.symbol()).collect();
        assert_eq!(symbols, ["!!", "!", "!?", "?!", "?", "??"]);
        for bad in ["", "!!!", "?!?", "Blunder", "great"] {
            let error = bad.parse::<Mark>().unwrap_err();
            assert_eq!(error, AnnotationError::UnknownMark(bad.to_string()));
            assert_eq!(error.code(), "unknownMark");
        }
    }

    #[test]
    fn comments_are_normalised() {
        assert_eq!(normalise_comment("  Gives\n away\t two  stones. "), "Gives away two stones.");
        assert_eq!(normalise_comment(" \n "), "");
    }
}
