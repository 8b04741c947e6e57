//! The transposition table: what earlier searches learnt about a position, keyed by the
//! Zobrist hash the core keeps up to date, so that transpositions (two drops in either
//! order, moves that lead back to a known position) are searched once.

use seega_core::{Action, Cell};

/// What a stored score says about the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The true value is at least the score (the search failed high).
    Lower,
    /// The true value is at most the score (no action reached alpha).
    Upper,
}

#[derive(Copy, Clone, Debug)]
struct Entry {
    key: u64,
    score: i32,
    action: u16,
    depth: u8,
    bound: Bound,
}

const EMPTY: Entry = Entry { key: 0, score: 0, action: NO_ACTION, depth: 0, bound: Bound::Upper };

/// No action stored.
pub(crate) const NO_ACTION: u16 = u16::MAX;

/// An action packed in 16 bits: a kind and up to two cells (cells are below 81).
pub(crate) fn pack(action: Action) -> u16 {
    let code = |kind: u16, a: Cell, b: Cell| kind << 14 | (a.index() as u16) << 7 | b.index() as u16;
    match action {
        Action::Drop(c) => code(0, c, c),
        Action::Step { from, to } => code(1, from, to),
        Action::Remove(c) => code(2, c, c),
        Action::End => 3 << 14,
    }
}

/// A probe's answer.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Hit {
    pub score: i32,
    pub action: u16,
    pub depth: u32,
    pub bound: Bound,
}

/// A fixed-size table, one entry a slot; a new result replaces an old one unless the old one
/// is about the same position and was searched deeper.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each).
    pub(crate) fn new(bits: u32) -> Table {
        let len = 1usize << bits;
        Table { entries: vec![EMPTY; len], mask: len - 1 }
    }

    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        let e = &self.entries[key as usize & self.mask];
        (e.key == key && key != 0).then_some(Hit {
            score: e.score,
            action: e.action,
            depth: u32::from(e.depth),
            bound: e.bound,
        })
    }

    pub(crate) fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, action: u16) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.key == key && u32::from(slot.depth) > depth && bound != Bound::Exact {
            return;
        }
        let action = if action == NO_ACTION && slot.key == key { slot.action } else { action };
        *slot = Entry { key, score, action, depth: depth.min(255) as u8, bound };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_pack_to_distinct_codes() {
        let a = Cell::at(0, 0);
        let b = Cell::at(1, 0);
        let codes = [
            pack(Action::Drop(a)),
            pack(Action::Drop(b)),
            pack(Action::Step { from: a, to: b }),
            pack(Action::Step { from: b, to: a }),
            pack(Action::Remove(a)),
            pack(Action::End),
        ];
        for (i, x) in codes.iter().enumerate() {
            assert!(codes[i + 1..].iter().all(|y| y != x));
            assert_ne!(*x, NO_ACTION);
        }
    }

    #[test]
    fn deeper_results_are_kept() {
        let mut t = Table::new(4);
        t.store(17, 5, 30, Bound::Lower, 1);
        t.store(17, 2, 10, Bound::Upper, 2);
        let hit = t.probe(17).unwrap();
        assert_eq!((hit.depth, hit.score, hit.action), (5, 30, 1));
        assert!(t.probe(33).is_none());
    }
}
