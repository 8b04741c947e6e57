//! Cells, board text and set-up positions in notation.
//!
//! Board text lists the ranks from the top down, joined by `/`: `b` a black stone, `w` a
//! white one, `.` an empty cell. The empty 5x5 board is `...../...../...../...../.....`.

use std::fmt;
use std::str::FromStr;

use crate::board::{Bits, Cell, Side, Size};

/// Notation that does not read: what in it does not, and the character position where
/// reading failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What does not read.
    pub problem: Unreadable,
    /// The 0-based character offset in the text where the problem is.
    pub at: usize,
    /// The board the text was read for, when one is known (a record's, a game's): a cell's
    /// letters and numbers are then said as that board has them.
    pub board: Option<Size>,
}

impl ParseError {
    pub(crate) fn new(problem: Unreadable, at: usize) -> ParseError {
        ParseError { problem, at, board: None }
    }

    /// The same error, of text read for a board of `size`.
    #[must_use]
    pub fn on_board(mut self, size: Size) -> ParseError {
        self.board = Some(size);
        self
    }

    /// The last file letter and the last rank number of the board the text was read for:
    /// `e` and 5 on 5x5; the largest board's `i` and 9 when no board is known.
    #[must_use]
    pub fn last_cell(&self) -> (char, u8) {
        let width = self.board.map_or(9, Size::width);
        (char::from(b'a' + width - 1), width)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, rank) = self.last_cell();
        match &self.problem {
            Unreadable::NotAFile(text) => write!(f, "'{text}' is not a cell: a file is a letter from a to {file}")?,
            Unreadable::NotARank(text) => write!(f, "'{text}' is not a cell: a rank is a number from 1 to {rank}")?,
            problem => write!(f, "{problem}")?,
        }
        write!(f, " (at character {})", self.at + 1)
    }
}

impl std::error::Error for ParseError {}

/// What in a piece of notation (a cell, an action, a turn token, board text, a set-up) does
/// not read, with a stable [`Unreadable::code`] that a page translates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// A cell name is missing (`c2-`, `x`, `a1,,b2`'s neighbours aside).
    NoCell,
    /// The text does not start with a file, a letter from `a` to `i`.
    NotAFile(String),
    /// The text's file is not followed by a rank, a number from 1 to 9, alone.
    NotARank(String),
    /// The cell is not on a board of this size.
    OffBoard {
        /// The cell.
        cell: Cell,
        /// The board's size.
        size: Size,
    },
    /// A path of several steps where one action was expected.
    SeveralSteps(String),
    /// An empty turn token.
    EmptyTurn,
    /// Nothing between two commas of a turn token.
    EmptyPart,
    /// Board text whose ranks are not 5, 7 or 9.
    Ranks(usize),
    /// A rank of board text with the wrong number of cells.
    RankLength {
        /// The rank (1-based, as cells name it).
        rank: u8,
        /// The cells it has.
        cells: usize,
        /// The cells it should have.
        width: u8,
    },
    /// A character of board text that is not `b`, `w` or `.`.
    NotAStone {
        /// The character.
        found: char,
        /// The cell it stands for.
        cell: Cell,
    },
    /// A set-up without a space and the side to move after its board.
    NoSide,
    /// A set-up's side to move that is not `b`, `w`, `black` or `white`.
    NotASide(String),
    /// A set-up's stones in hand that are not two numbers (black's, then white's) after the
    /// side to move.
    NotInHand(String),
}

impl Unreadable {
    /// The problem's stable name, for a page to translate: `notAFile`, `emptyTurn`, ...
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Unreadable::NoCell => "noCell",
            Unreadable::NotAFile(_) => "notAFile",
            Unreadable::NotARank(_) => "notARank",
            Unreadable::OffBoard { .. } => "cellOffBoard",
            Unreadable::SeveralSteps(_) => "severalSteps",
            Unreadable::EmptyTurn => "emptyTurn",
            Unreadable::EmptyPart => "emptyPart",
            Unreadable::Ranks(_) => "ranks",
            Unreadable::RankLength { .. } => "rankLength",
            Unreadable::NotAStone { .. } => "notAStone",
            Unreadable::NoSide => "noSide",
            Unreadable::NotASide(_) => "notASide",
            Unreadable::NotInHand(_) => "notInHand",
        }
    }
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::NoCell => f.write_str("a cell name is missing"),
            Unreadable::NotAFile(text) => write!(f, "'{text}' is not a cell: a file is a letter from a to i"),
            Unreadable::NotARank(text) => write!(f, "'{text}' is not a cell: a rank is a number from 1 to 9"),
            Unreadable::OffBoard { cell, size } => write!(f, "{cell} is not on a {size} board"),
            Unreadable::SeveralSteps(text) => write!(f, "'{text}' is a path of several steps, not one action"),
            Unreadable::EmptyTurn => f.write_str("empty turn"),
            Unreadable::EmptyPart => f.write_str("empty part between commas"),
            Unreadable::Ranks(n) => write!(f, "a board has 5, 7 or 9 ranks separated by '/', not {n}"),
            Unreadable::RankLength { rank, cells, width } => write!(f, "rank {rank} has {cells} cells, not {width}"),
            Unreadable::NotAStone { found, cell } => write!(f, "'{found}' on {cell} is not a cell: use b, w or ."),
            Unreadable::NoSide => f.write_str("a set-up is board text, a space and the side to move"),
            Unreadable::NotASide(text) => write!(f, "'{text}' is not a side: use b, w, black or white"),
            Unreadable::NotInHand(text) => {
                write!(f, "'{text}' is not the stones in hand: two numbers, black's then white's")
            }
        }
    }
}

/// Reads a cell name such as `c3` (files `a`..`i`, ranks `1`..`9`), checked against the largest board.
pub(crate) fn parse_cell(s: &str, offset: usize) -> Result<Cell, ParseError> {
    let bytes = s.as_bytes();
    match bytes {
        [] => Err(ParseError::new(Unreadable::NoCell, offset)),
        [f @ b'a'..=b'i', r @ b'1'..=b'9'] => Ok(Cell::at(f - b'a', r - b'1')),
        [f, ..] if !(b'a'..=b'i').contains(f) => Err(ParseError::new(Unreadable::NotAFile(s.to_string()), offset)),
        _ => Err(ParseError::new(Unreadable::NotARank(s.to_string()), offset)),
    }
}

/// A board: where each side's stones are.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The board size.
    pub size: Size,
    /// The cells of black's stones, then white's.
    pub stones: [Bits; 2],
}

impl Board {
    /// The empty board of `size`.
    #[must_use]
    pub const fn empty(size: Size) -> Board {
        Board { size, stones: [Bits::EMPTY; 2] }
    }

    /// The stone on `cell`, if any.
    #[must_use]
    pub fn stone(&self, cell: Cell) -> Option<Side> {
        Side::BOTH.into_iter().find(|s| self.stones[s.index()].contains(cell))
    }

    /// The empty cells.
    #[must_use]
    pub fn empty_cells(&self) -> Bits {
        self.size.cells() - self.stones[0] - self.stones[1]
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size.width();
        for rank in (0..n).rev() {
            for file in 0..n {
                let c = self.stone(Cell::at(file, rank)).map_or('.', Side::letter);
                write!(f, "{c}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Board, ParseError> {
        let rows: Vec<&str> = s.split('/').collect();
        let n = u8::try_from(rows.len())
            .ok()
            .and_then(Size::from_len)
            .ok_or_else(|| ParseError::new(Unreadable::Ranks(rows.len()), 0))?;
        let mut board = Board::empty(n);
        let mut at = 0;
        for (i, row) in rows.iter().enumerate() {
            let rank = n.width() - 1 - i as u8;
            if row.chars().count() != usize::from(n.width()) {
                let cells = row.chars().count();
                return Err(ParseError::new(Unreadable::RankLength { rank: rank + 1, cells, width: n.width() }, at));
            }
            for (file, ch) in row.chars().enumerate() {
                let cell = Cell::at(file as u8, rank);
                match ch {
                    'b' => board.stones[0] |= cell.bit(),
                    'w' => board.stones[1] |= cell.bit(),
                    '.' => {}
                    _ => return Err(ParseError::new(Unreadable::NotAStone { found: ch, cell }, at + file)),
                }
            }
            at += row.len() + 1;
        }
        Ok(board)
    }
}

/// A position to start from, for puzzles, analysis and tests: board text and the side to
/// move, `"...../..b../...../.w.w./..... b"`, a movement-phase position; or, in placement,
/// followed by the stones still in hand, black's then white's:
/// `"...../..b../...../.w.w./..... b 10 9"`. The side may be written `b`, `w`, `black` or
/// `white`. It is only a description: [`crate::Game::from_setup`] checks it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The stones.
    pub board: Board,
    /// The side to move.
    pub turn: Side,
    /// The stones each side still has to place (black's, then white's); `[0, 0]` is the
    /// movement phase.
    pub in_hand: [u8; 2],
}

impl Setup {
    /// A movement-phase set-up: `board` with `turn` to move.
    #[must_use]
    pub const fn movement(board: Board, turn: Side) -> Setup {
        Setup { board, turn, in_hand: [0, 0] }
    }

    /// Whether the set-up is in placement (a side still has stones in hand).
    #[must_use]
    pub const fn is_placement(&self) -> bool {
        self.in_hand[0] > 0 || self.in_hand[1] > 0
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board, self.turn.letter())?;
        if self.is_placement() {
            write!(f, " {} {}", self.in_hand[0], self.in_hand[1])?;
        }
        Ok(())
    }
}

impl FromStr for Setup {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Setup, ParseError> {
        let (board, rest) = s.split_once(' ').ok_or_else(|| ParseError::new(Unreadable::NoSide, s.len()))?;
        let (side, hands) = rest.split_once(' ').unwrap_or((rest, ""));
        let turn = side
            .parse::<Side>()
            .map_err(|()| ParseError::new(Unreadable::NotASide(side.to_string()), board.len() + 1))?;
        let mut in_hand = [0u8; 2];
        if !hands.is_empty() {
            let at = board.len() + side.len() + 2;
            let bad = || ParseError::new(Unreadable::NotInHand(hands.to_string()), at);
            let mut numbers = hands.split(' ');
            for slot in &mut in_hand {
                *slot = numbers.next().and_then(|n| n.parse().ok()).ok_or_else(bad)?;
            }
            if numbers.next().is_some() {
                return Err(bad());
            }
        }
        Ok(Setup { board: board.parse()?, turn, in_hand })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_text_round_trips() {
        for text in [
            "...../...../...../...../.....",
            "bw.../...../..b../...../....w",
            "......./......./......./...b.../......./......./w......",
        ] {
            assert_eq!(text.parse::<Board>().unwrap().to_string(), text);
        }
        let b: Board = "b..../...../...../...../....w".parse().unwrap();
        assert_eq!(b.stone(Cell::at(0, 4)), Some(Side::Black));
        assert_eq!(b.stone(Cell::at(4, 0)), Some(Side::White));
    }

    #[test]
    fn bad_board_text_says_where() {
        let e = "...../...../..x../...../.....".parse::<Board>().unwrap_err();
        assert_eq!(e.at, 14);
        assert!(e.to_string().contains("c3"), "{e}");
        let e = "...../..../...../...../.....".parse::<Board>().unwrap_err();
        assert!(e.to_string().contains("rank 4"), "{e}");
        assert!("..../....".parse::<Board>().is_err());
    }

    #[test]
    fn setups_read() {
        let s: Setup = "...../...../..b../...../..... white".parse().unwrap();
        assert_eq!(s.turn, Side::White);
        assert_eq!(s.to_string(), "...../...../..b../...../..... w");
        assert!("...../...../..b../...../..... red".parse::<Setup>().is_err());
        assert!("...../...../..b../...../.....".parse::<Setup>().is_err());
        let placing: Setup = "...../...../...../...../b.... w 11 12".parse().unwrap();
        assert_eq!(placing.in_hand, [11, 12]);
        assert_eq!(placing.to_string(), "...../...../...../...../b.... w 11 12");
        assert_eq!(
            "...../...../..b../...../..... w 0 0".parse::<Setup>().unwrap().to_string(),
            "...../...../..b../...../..... w"
        );
        for bad in [
            "...../...../...../...../..... b 12",
            "...../...../...../...../..... b 12 x",
            "...../...../...../...../..... b 1 2 3",
        ] {
            assert_eq!(bad.parse::<Setup>().unwrap_err().problem.code(), "notInHand", "{bad}");
        }
    }
}
