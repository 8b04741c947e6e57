//! The transposition table: what earlier searches learnt about a position, keyed by the
//! Zobrist hash the core keeps up to date, so that transpositions (two drops in either
//! order, moves that lead back to a known position) are searched once.

use seega_core::{Action, Cell};

/// What a stored score says about the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact = 0,
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
    /// The bound in the low two bits, the search that stored it (its age) above.
    meta: u8,
}

const EMPTY: Entry = Entry { key: 0, score: 0, action: NO_ACTION, depth: 0, meta: 0 };

impl Entry {
    fn bound(self) -> Bound {
        match self.meta & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        }
    }

    fn age(self) -> u8 {
        self.meta >> 2
    }
}

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

/// A fixed-size table of buckets of two entries. The first keeps the deepest result of the
/// search under way (a result from an earlier search gives way to any new one); the second
/// takes whatever the first does not, so that recent results are found too. A result about a
/// position already stored replaces it unless the stored one was searched deeper.
pub(crate) struct Table {
    entries: Vec<Entry>,
    /// Buckets less one (a power of two less one).
    mask: usize,
    /// The age of the search under way, six bits.
    age: u8,
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each), in buckets of two.
    pub(crate) fn new(bits: u32) -> Table {
        let len = 1usize << bits.max(1);
        Table { entries: vec![EMPTY; len], mask: len / 2 - 1, age: 0 }
    }

    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.age = 0;
    }

    /// Marks a new search: what earlier ones stored stays readable but gives way first.
    pub(crate) fn new_search(&mut self) {
        self.age = (self.age + 1) & 63;
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * 2
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        if key == 0 {
            return None;
        }
        let at = self.bucket(key);
        let e = self.entries[at..at + 2].iter().find(|e| e.key == key)?;
        Some(Hit { score: e.score, action: e.action, depth: u32::from(e.depth), bound: e.bound() })
    }

    pub(crate) fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, action: u16) {
        let at = self.bucket(key);
        let depth = depth.min(255) as u8;
        let meta = (bound as u8) | self.age << 2;
        let (first, second) = (self.entries[at], self.entries[at + 1]);
        let slot = if second.key == key {
            at + 1
        } else if first.key == key || first.age() != self.age || depth >= first.depth {
            if first.key != key && first.key != 0 {
                // The first entry's result moves to the second rather than vanish.
                self.entries[at + 1] = first;
            }
            at
        } else {
            at + 1
        };
        let old = self.entries[slot];
        if old.key == key && old.depth > depth && bound != Bound::Exact {
            return;
        }
        let action = if action == NO_ACTION && old.key == key { old.action } else { action };
        self.entries[slot] = Entry { key, score, action, depth, meta };
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
    fn a_bucket_keeps_the_deepest_result_and_the_latest_one() {
        let mut t = Table::new(4);
        // 3, 11 and 19 share a bucket (eight buckets of two).
        t.store(3, 6, 1, Bound::Exact, 1);
        t.store(11, 2, 2, Bound::Exact, 2);
        t.store(19, 1, 3, Bound::Exact, 3);
        assert_eq!(t.probe(3).map(|h| h.depth), Some(6), "the deepest stays");
        assert!(t.probe(11).is_none(), "the second slot takes the latest");
        assert_eq!(t.probe(19).map(|h| h.score), Some(3));
        // A new search: the old deep result gives way to the next store, and is kept beside it.
        t.new_search();
        t.store(11, 1, 4, Bound::Lower, 4);
        assert_eq!(t.probe(11).map(|h| (h.score, h.bound)), Some((4, Bound::Lower)));
        assert_eq!(t.probe(3).map(|h| h.depth), Some(6));
        assert!(t.probe(19).is_none());
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
