//! Sides, cells, board sizes and the bit sets the position is made of.
//!
//! Every size uses one layout: a cell's index is `rank * 9 + file`, so a cell
//! names itself without knowing the board size and all three sizes fit one
//! `u128`. The board size only decides which cells are valid.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

/// One of the two players, and the colour of their stones.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The dark stones.
    Black,
    /// The light stones.
    White,
}

impl Side {
    /// Both sides, black first.
    pub const BOTH: [Side; 2] = [Side::Black, Side::White];

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// 0 for black, 1 for white: the index into per-side arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side's name in notation: `black` or `white`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }

    /// The side's letter in board text: `b` or `w`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::Black => 'b',
            Side::White => 'w',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads a side by its name (`black`, `white`) or its letter in board text (`b`, `w`).
impl std::str::FromStr for Side {
    type Err = ();
    fn from_str(s: &str) -> Result<Side, ()> {
        Side::BOTH.into_iter().find(|side| s == side.name() || s.chars().eq([side.letter()])).ok_or(())
    }
}

/// A board size: 5x5, 7x7 or 9x9.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Size {
    /// The common 5x5 board, 12 stones a side.
    Five,
    /// 7x7, 24 stones a side.
    Seven,
    /// 9x9, 40 stones a side.
    Nine,
}

impl Size {
    /// All sizes, smallest first.
    pub const ALL: [Size; 3] = [Size::Five, Size::Seven, Size::Nine];

    /// The size for a side length, if it is 5, 7 or 9.
    #[must_use]
    pub const fn from_len(n: u8) -> Option<Size> {
        match n {
            5 => Some(Size::Five),
            7 => Some(Size::Seven),
            9 => Some(Size::Nine),
            _ => None,
        }
    }

    /// Cells along one side: 5, 7 or 9.
    #[must_use]
    pub const fn width(self) -> u8 {
        match self {
            Size::Five => 5,
            Size::Seven => 7,
            Size::Nine => 9,
        }
    }

    /// Stones each side has: (n² - 1) / 2.
    #[must_use]
    pub const fn stones_per_side(self) -> u8 {
        let n = self.width();
        (n * n - 1) / 2
    }

    /// The centre cell: `c3`, `d4` or `e5`.
    #[must_use]
    pub const fn center(self) -> Cell {
        let m = self.width() / 2;
        Cell::at(m, m)
    }

    /// The cells of the board.
    #[must_use]
    pub const fn cells(self) -> Bits {
        GEOMETRY[self as usize].all
    }

    /// Whether `cell` lies on a board of this size.
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        cell.file() < self.width() && cell.rank() < self.width()
    }

    /// The cell next to `cell` in direction `dir`, if it is on the board.
    #[must_use]
    pub fn neighbour(self, cell: Cell, dir: Dir) -> Option<Cell> {
        let raw = GEOMETRY[self as usize].next[cell.index()][dir as usize];
        (raw != NONE).then_some(Cell(raw))
    }

    /// The cells orthogonally next to any cell of `set`.
    #[must_use]
    pub fn neighbours(self, set: Bits) -> Bits {
        let g = &GEOMETRY[self as usize];
        let b = set.0;
        let spread = (b << 9) | (b >> 9) | ((b & g.not_last_file.0) << 1) | ((b & g.not_first_file.0) >> 1);
        Bits(spread & g.all.0)
    }

    /// The cells of `through` connected through `through` to a cell of `seeds`: the regions
    /// of `through` that `seeds` touch.
    #[must_use]
    pub fn flood(self, seeds: Bits, through: Bits) -> Bits {
        let mut region = seeds & through;
        loop {
            let grown = (region | self.neighbours(region)) & through;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// Every cell of `set` moved one cell in direction `dir`; cells that would leave the
    /// board are dropped. `set` must lie on the board.
    #[must_use]
    #[inline]
    pub fn shift(self, set: Bits, dir: Dir) -> Bits {
        let g = &GEOMETRY[self as usize];
        let b = set.0;
        Bits(match dir {
            Dir::North => (b << 9) & g.all.0,
            Dir::East => (b & g.not_last_file.0) << 1,
            Dir::South => b >> 9,
            Dir::West => (b & g.not_first_file.0) >> 1,
        })
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width(), self.width())
    }
}

/// One of the four orthogonal directions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards the top rank.
    North,
    /// Towards the h-file side.
    East,
    /// Towards rank 1.
    South,
    /// Towards the a-file.
    West,
}

impl Dir {
    /// The four directions.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// The direction pointing the other way.
    #[must_use]
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::East => Dir::West,
            Dir::South => Dir::North,
            Dir::West => Dir::East,
        }
    }
}

/// A cell of the board, by file (`a` = 0) and rank (`1` = 0).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell on `file` (0 = `a`) and `rank` (0 = rank 1). Values above 8, which no board
    /// has, are taken as 8; [`Cell::new`] refuses them instead.
    #[must_use]
    pub const fn at(file: u8, rank: u8) -> Cell {
        let file = if file > 8 { 8 } else { file };
        let rank = if rank > 8 { 8 } else { rank };
        Cell(rank * 9 + file)
    }

    /// The cell on `file` and `rank` (both from 0), if both are below 9.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Cell> {
        if file < 9 && rank < 9 {
            Some(Cell(rank * 9 + file))
        } else {
            None
        }
    }

    /// The file, 0 for `a`.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 9
    }

    /// The rank, 0 for rank 1.
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 9
    }

    /// The bit index of the cell in a [`Bits`].
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell with bit index `index`, if it is a cell of some board.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell `n` cells away towards `dir`, on the largest board. The caller makes sure
    /// that it is on the board: a cell off every board gives a meaningless cell.
    #[must_use]
    pub(crate) const fn towards(self, dir: Dir, n: u8) -> Cell {
        Cell(match dir {
            Dir::North => self.0.wrapping_add(9 * n),
            Dir::East => self.0.wrapping_add(n),
            Dir::South => self.0.wrapping_sub(9 * n),
            Dir::West => self.0.wrapping_sub(n),
        })
    }

    /// The set holding only this cell.
    #[must_use]
    pub const fn bit(self) -> Bits {
        Bits(1u128 << self.0)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A set of cells, one bit a cell.
///
/// ```
/// use seega_core::{Bits, Cell};
/// let set = Cell::at(0, 0).bit() | Cell::at(2, 2).bit();
/// assert_eq!(set.len(), 2);
/// assert!(set.contains(Cell::at(2, 2)));
/// assert_eq!(set.iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["a1", "c3"]);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bits(pub u128);

impl Bits {
    /// The empty set.
    pub const EMPTY: Bits = Bits(0);

    /// Whether the set has no cell.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many cells the set has.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `cell` is in the set.
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.0 & 1 == 1
    }

    /// The set's cells, lowest index first.
    #[must_use]
    pub fn iter(self) -> BitsIter {
        BitsIter(self.0)
    }
}

/// The cells of a [`Bits`], lowest index first.
#[derive(Clone, Debug)]
pub struct BitsIter(u128);

impl Iterator for BitsIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Cell(i as u8))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitsIter {}

impl IntoIterator for Bits {
    type Item = Cell;
    type IntoIter = BitsIter;
    fn into_iter(self) -> BitsIter {
        self.iter()
    }
}

impl FromIterator<Cell> for Bits {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Bits {
        iter.into_iter().fold(Bits::EMPTY, |acc, c| acc | c.bit())
    }
}

impl BitAnd for Bits {
    type Output = Bits;
    fn bitand(self, rhs: Bits) -> Bits {
        Bits(self.0 & rhs.0)
    }
}

impl BitOr for Bits {
    type Output = Bits;
    fn bitor(self, rhs: Bits) -> Bits {
        Bits(self.0 | rhs.0)
    }
}

impl BitXor for Bits {
    type Output = Bits;
    fn bitxor(self, rhs: Bits) -> Bits {
        Bits(self.0 ^ rhs.0)
    }
}

impl Sub for Bits {
    type Output = Bits;
    fn sub(self, rhs: Bits) -> Bits {
        Bits(self.0 & !rhs.0)
    }
}

/// The complement over all 128 bits: intersect with [`Size::cells`] to stay on a board.
impl Not for Bits {
    type Output = Bits;
    fn not(self) -> Bits {
        Bits(!self.0)
    }
}

impl BitAndAssign for Bits {
    fn bitand_assign(&mut self, rhs: Bits) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for Bits {
    fn bitor_assign(&mut self, rhs: Bits) {
        self.0 |= rhs.0;
    }
}

const NONE: u8 = u8::MAX;

/// Per-size masks and the neighbour table, computed at compile time.
struct Geometry {
    all: Bits,
    not_first_file: Bits,
    not_last_file: Bits,
    next: [[u8; 4]; 81],
}

const fn geometry(n: u8) -> Geometry {
    let mut g = Geometry { all: Bits(0), not_first_file: Bits(0), not_last_file: Bits(0), next: [[NONE; 4]; 81] };
    let mut rank = 0;
    while rank < n {
        let mut file = 0;
        while file < n {
            let i = (rank * 9 + file) as usize;
            g.all.0 |= 1 << i;
            if file > 0 {
                g.not_first_file.0 |= 1 << i;
                g.next[i][Dir::West as usize] = (i - 1) as u8;
            }
            if file + 1 < n {
                g.not_last_file.0 |= 1 << i;
                g.next[i][Dir::East as usize] = (i + 1) as u8;
            }
            if rank + 1 < n {
                g.next[i][Dir::North as usize] = (i + 9) as u8;
            }
            if rank > 0 {
                g.next[i][Dir::South as usize] = (i - 9) as u8;
            }
            file += 1;
        }
        rank += 1;
    }
    g
}

static GEOMETRY: [Geometry; 3] = [geometry(5), geometry(7), geometry(9)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_per_side_follow_the_sources() {
        assert_eq!(Size::Five.stones_per_side(), 12);
        assert_eq!(Size::Seven.stones_per_side(), 24);
        assert_eq!(Size::Nine.stones_per_side(), 40);
    }

    #[test]
    fn centres_and_cell_counts() {
        assert_eq!(Size::Five.center().to_string(), "c3");
        assert_eq!(Size::Seven.center().to_string(), "d4");
        assert_eq!(Size::Nine.center().to_string(), "e5");
        for size in Size::ALL {
            assert_eq!(size.cells().len(), u32::from(size.width()) * u32::from(size.width()));
        }
    }

    #[test]
    fn a_flood_fills_the_regions_its_seeds_touch_and_no_other() {
        let size = Size::Five;
        let cell = |name: &str| crate::parse_cell(name, size).unwrap().bit();
        // A wall on file c splits the board: a1's region is files a and b.
        let wall = ["c1", "c2", "c3", "c4", "c5"].iter().fold(Bits::EMPTY, |b, c| b | cell(c));
        let open = size.cells() - wall;
        let left = size.flood(cell("a1"), open);
        assert_eq!(left.len(), 10);
        assert!((left & cell("d1")).is_empty());
        assert_eq!(size.flood(cell("a1") | cell("e5"), open), open, "two seeds, both regions");
        assert_eq!(size.flood(cell("c3"), open), Bits::EMPTY, "a seed outside the cells flooded through");
    }

    #[test]
    fn neighbours_do_not_wrap_around_edges() {
        for size in Size::ALL {
            for cell in size.cells() {
                let spread = size.neighbours(cell.bit());
                let by_table: Bits = Dir::ALL.iter().filter_map(|&d| size.neighbour(cell, d)).collect();
                assert_eq!(spread, by_table, "{cell} on {size}");
                for dir in Dir::ALL {
                    let shifted = size.neighbour(cell, dir).map_or(Bits::EMPTY, Cell::bit);
                    assert_eq!(size.shift(cell.bit(), dir), shifted, "{cell} {dir:?} on {size}");
                }
                for n in spread {
                    let df = (i16::from(n.file()) - i16::from(cell.file())).abs();
                    let dr = (i16::from(n.rank()) - i16::from(cell.rank())).abs();
                    assert_eq!(df + dr, 1);
                }
            }
        }
    }
}
