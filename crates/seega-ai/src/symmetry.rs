//! The eight symmetries of the square board. Early in the placement phase the board is often
//! symmetric (it starts empty), and drops that a symmetry maps onto each other lead to the
//! same game, so the search looks at one of each.

use seega_core::{Action, Bits, Cell, Position, Size, Stage};

/// One of the eight symmetries: bit 0 mirrors the files, bit 1 mirrors the ranks, bit 2
/// swaps files and ranks (applied first).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Symmetry(u8);

impl Symmetry {
    /// All eight, the identity first.
    pub const ALL: [Symmetry; 8] =
        [Symmetry(0), Symmetry(1), Symmetry(2), Symmetry(3), Symmetry(4), Symmetry(5), Symmetry(6), Symmetry(7)];

    /// Where `cell` goes on a board of `size`.
    #[must_use]
    pub fn cell(self, cell: Cell, size: Size) -> Cell {
        let last = size.width() - 1;
        let (mut f, mut r) = (cell.file(), cell.rank());
        if self.0 & 4 != 0 {
            std::mem::swap(&mut f, &mut r);
        }
        if self.0 & 1 != 0 {
            f = last - f;
        }
        if self.0 & 2 != 0 {
            r = last - r;
        }
        Cell::at(f, r)
    }

    /// The image of a set of cells.
    #[must_use]
    pub fn bits(self, bits: Bits, size: Size) -> Bits {
        bits.iter().map(|c| self.cell(c, size)).collect()
    }

    /// The image of an action.
    #[must_use]
    pub fn action(self, action: Action, size: Size) -> Action {
        match action {
            Action::Drop(c) => Action::Drop(self.cell(c, size)),
            Action::Remove(c) => Action::Remove(self.cell(c, size)),
            Action::Step { from, to } => Action::Step { from: self.cell(from, size), to: self.cell(to, size) },
            Action::End => Action::End,
        }
    }
}

/// The symmetries other than the identity that leave `position` as it is: the same stones,
/// the same chain stone, and the same set of legal actions (which the edge opening can break).
#[must_use]
pub fn stabiliser(position: &Position, legal: &[Action]) -> Vec<Symmetry> {
    let size = position.size();
    let stones = [position.stones(seega_core::Side::Black), position.stones(seega_core::Side::White)];
    Symmetry::ALL[1..]
        .iter()
        .copied()
        .filter(|s| {
            stones.iter().all(|&b| s.bits(b, size) == b)
                && match position.stage() {
                    Stage::Chain(c) => s.cell(c, size) == c,
                    _ => true,
                }
                && legal.iter().all(|&a| legal.contains(&s.action(a, size)))
        })
        .collect()
}

/// The actions of `legal` that are first (in `legal`'s order) among their images under the
/// position's symmetries: one representative of each group of equivalent actions.
#[must_use]
pub fn distinct_actions(position: &Position, legal: &[Action]) -> Vec<Action> {
    let group = stabiliser(position, legal);
    if group.is_empty() {
        return legal.to_vec();
    }
    let size = position.size();
    let index = |a: Action| legal.iter().position(|&b| b == a).unwrap_or(usize::MAX);
    legal
        .iter()
        .enumerate()
        .filter(|&(i, &a)| group.iter().all(|s| index(s.action(a, size)) >= i))
        .map(|(_, &a)| a)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use seega_core::{Game, Rules};

    #[test]
    fn the_empty_board_has_few_distinct_first_drops() {
        let game = Game::new(Rules::default());
        let legal = game.legal_actions();
        assert_eq!(legal.len(), 24);
        // 5x5 minus the centre, up to symmetry: a1, b1, c1, b2, c2 (corner, edge-near-corner,
        // edge middle, diagonal, orthogonal neighbour of the centre).
        let distinct = distinct_actions(game.position(), &legal);
        assert_eq!(distinct.len(), 5, "{distinct:?}");
    }

    #[test]
    fn symmetries_are_permutations() {
        for size in Size::ALL {
            for s in Symmetry::ALL {
                assert_eq!(s.bits(size.cells(), size), size.cells());
                assert_eq!(s.cell(size.center(), size), size.center());
            }
        }
    }

    #[test]
    fn an_asymmetric_position_keeps_every_action() {
        let mut game = Game::new(Rules::default());
        game.play_notation("a1,b1").unwrap();
        let legal = game.legal_actions();
        // No symmetry but the identity keeps both a1 and b1 where they are.
        assert_eq!(distinct_actions(game.position(), &legal).len(), legal.len());
    }
}
