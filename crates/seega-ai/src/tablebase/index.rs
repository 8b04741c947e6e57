//! Where a 5x5 movement position sits in its table: the mover's stones and the opponent's
//! stones are ranked as combinations (colexicographic order), the opponent's among the cells
//! the mover leaves free, so that a class of `m` against `n` stones takes exactly
//! C(25, m) x C(25 - m, n) entries with no gaps.

use seega_core::{Bits, Cell};

/// Cells of the 5x5 board.
pub(crate) const CELLS: usize = 25;
/// The most stones a table holds in all.
pub(crate) const MAX_STONES: usize = 6;

/// Binomial coefficients C(n, k) for n up to 25 and k up to 6.
const fn binomials() -> [[u32; MAX_STONES + 1]; CELLS + 1] {
    let mut c = [[0u32; MAX_STONES + 1]; CELLS + 1];
    let mut n = 0;
    while n <= CELLS {
        c[n][0] = 1;
        let mut k = 1;
        while k <= MAX_STONES && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
}

const C: [[u32; MAX_STONES + 1]; CELLS + 1] = binomials();

/// C(n, k).
pub(crate) const fn choose(n: usize, k: usize) -> u32 {
    C[n][k]
}

/// The number of positions of `m` mover's stones against `n` opponent's stones.
pub(crate) const fn class_len(m: usize, n: usize) -> usize {
    choose(CELLS, m) as usize * choose(CELLS - m, n) as usize
}

/// A set of 5x5 cells as 25 bits, `rank * 5 + file`.
pub(crate) fn compact(bits: Bits) -> u32 {
    bits.iter().fold(0, |acc, cell| acc | 1 << (cell.rank() * 5 + cell.file()))
}

/// The engine's set of the cells in a 25-bit mask.
pub(crate) fn expand(mask: u32) -> Bits {
    let mut bits = Bits::EMPTY;
    let mut rest = mask;
    while rest != 0 {
        let i = rest.trailing_zeros() as u8;
        bits |= Cell::at(i % 5, i / 5).bit();
        rest &= rest - 1;
    }
    bits
}

/// The colexicographic rank of a set among the sets of its size.
fn rank_set(mut mask: u32) -> u32 {
    let mut rank = 0;
    let mut k = 1;
    while mask != 0 {
        rank += choose(mask.trailing_zeros() as usize, k);
        mask &= mask - 1;
        k += 1;
    }
    rank
}

/// `mask`'s cells renumbered among the cells outside `taken` (the inverse of [`spread`]).
fn squeeze(mask: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut rest = mask;
    while rest != 0 {
        let i = rest.trailing_zeros();
        out |= 1 << (i - (taken & ((1 << i) - 1)).count_ones());
        rest &= rest - 1;
    }
    out
}

/// Places the bits of `mask` on the cells outside `taken`, in order.
pub(crate) fn spread(mask: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut free = !taken & ((1 << CELLS) - 1);
    let mut rest = mask;
    let mut i = 0;
    while rest != 0 {
        let cell = free.trailing_zeros();
        if rest & 1 << i != 0 {
            out |= 1 << cell;
            rest &= !(1 << i);
        }
        free &= free - 1;
        i += 1;
    }
    out
}

/// The set of `k` cells with colexicographic rank `rank` (the inverse of ranking).
fn unrank_set(mut rank: u32, k: usize) -> u32 {
    let mut mask = 0;
    for i in (1..=k).rev() {
        let mut c = i - 1;
        while choose(c + 1, i) <= rank {
            c += 1;
        }
        rank -= choose(c, i);
        mask |= 1 << c;
    }
    mask
}

/// The position at `index` in the class of `m` mover's against `n` opponent's stones:
/// `(mover, other)` masks.
pub(crate) fn position_at(index: usize, m: usize, n: usize) -> (u32, u32) {
    let per = choose(CELLS - m, n) as usize;
    let mover = unrank_set((index / per) as u32, m);
    (mover, spread(unrank_set((index % per) as u32, n), mover))
}

/// The index of the position with the mover's stones on `mover` and the opponent's on
/// `other` in the class of their sizes.
pub(crate) fn index(mover: u32, other: u32) -> usize {
    let n = other.count_ones() as usize;
    let m = mover.count_ones() as usize;
    rank_set(mover) as usize * choose(CELLS - m, n) as usize + rank_set(squeeze(other, mover)) as usize
}

/// The next set of the same size in colexicographic order (Gosper's hack), or `None` after
/// the last one on the board.
pub(crate) fn next_set(mask: u32) -> Option<u32> {
    if mask == 0 {
        return None;
    }
    let low = mask & mask.wrapping_neg();
    let ripple = mask + low;
    let next = (((ripple ^ mask) >> 2) / low) | ripple;
    (next < 1 << CELLS).then_some(next)
}

/// Every position of a class, in index order: `(mover, other)` masks.
pub(crate) fn positions(m: usize, n: usize) -> impl Iterator<Item = (u32, u32)> {
    let first = |k: usize| (1u32 << k) - 1;
    let free = CELLS - m;
    std::iter::successors(Some(first(m)), move |&s| if m == 0 { None } else { next_set(s) }).flat_map(move |mover| {
        std::iter::successors(Some(first(n)), move |&s| if n == 0 { None } else { next_set(s) })
            .take_while(move |&s| s < 1 << free)
            .map(move |squeezed| (mover, spread(squeezed, mover)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_of_a_class_has_its_own_index_in_order() {
        for (m, n) in [(1, 1), (2, 1), (2, 2), (1, 3)] {
            let mut count = 0;
            for (i, (mover, other)) in positions(m, n).enumerate() {
                assert_eq!(mover & other, 0);
                assert_eq!((mover.count_ones() as usize, other.count_ones() as usize), (m, n));
                assert_eq!(index(mover, other), i);
                assert_eq!(position_at(i, m, n), (mover, other));
                count += 1;
            }
            assert_eq!(count, class_len(m, n));
        }
    }

    #[test]
    fn compact_and_expand_are_inverse() {
        let mask = 0b1_0000_0000_0100_0000_0001_0001;
        assert_eq!(compact(expand(mask)), mask);
        assert_eq!(expand(1 << 12), Cell::at(2, 2).bit());
        assert_eq!(class_len(3, 3), 2300 * 1540);
    }
}
