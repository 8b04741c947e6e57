//! Cells, board text and set-up positions in notation.
//!
//! Board text lists the ranks from the top down, joined by `/`: `b` a black stone, `w` a
//! white one, `.` an empty cell. The empty 5x5 board is `...../...../...../...../.....`.

use std::fmt;
use std::str::FromStr;

use crate::board::{Bits, Cell, Side, Size};
use crate::error::{ParseError, Unreadable};

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

/// A movement-phase position to start from, for puzzles and tests: board text and the side
/// to move, `"...../..b../...../.w.w./..... b"`. The side may be written `b`, `w`, `black`
/// or `white`. It is only a description: [`crate::Game::from_setup`] checks it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The stones.
    pub board: Board,
    /// The side to move.
    pub turn: Side,
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board, self.turn.letter())
    }
}

impl FromStr for Setup {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Setup, ParseError> {
        let (board, side) = s.split_once(' ').ok_or_else(|| ParseError::new(Unreadable::NoSide, s.len()))?;
        let turn = side
            .parse::<Side>()
            .map_err(|()| ParseError::new(Unreadable::NotASide(side.to_string()), board.len() + 1))?;
        Ok(Setup { board: board.parse()?, turn })
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
    }
}
