//! Zobrist keys: one random 64-bit number per (side, cell) and per turn state, fixed at
//! compile time so that hashes are the same in every build and on every platform.

/// splitmix64 (Steele, Lea and Flood): the generator's step, and the 64-bit mixer it ends
/// with. The mixer alone also serves the search and the command line, for choices seeded by a
/// number that need no generator: spelled once, here.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// splitmix64's output for `x`: `x` moved on by the golden ratio, then mixed.
#[must_use]
pub const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(GOLDEN);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One step of splitmix64: the next state, and its output.
const fn splitmix(state: u64) -> (u64, u64) {
    (state.wrapping_add(GOLDEN), mix(state))
}

/// All keys in one table: stones of each side on each of 81 cells, a chain stone on each
/// cell, then the side to move and the special turn stages.
const fn keys() -> [u64; KEYS] {
    let mut table = [0; KEYS];
    let mut state = 0x5EE6_A5EE_6A5E_E6A5;
    let mut i = 0;
    while i < KEYS {
        let (s, k) = splitmix(state);
        state = s;
        table[i] = k;
        i += 1;
    }
    table
}

const KEYS: usize = 81 * 3 + 5;
static TABLE: [u64; KEYS] = keys();

pub(crate) fn stone(side: usize, cell: usize) -> u64 {
    TABLE[side * 81 + cell]
}

pub(crate) fn chain(cell: usize) -> u64 {
    TABLE[162 + cell]
}

pub(crate) const fn white_to_move() -> u64 {
    TABLE[243]
}

pub(crate) const fn second_drop() -> u64 {
    TABLE[244]
}

pub(crate) const fn removal() -> u64 {
    TABLE[245]
}

pub(crate) const fn after_removal() -> u64 {
    TABLE[246]
}

/// Under `blocked: opponentOpens`, the side to move owes the blocked side an opening.
pub(crate) const fn opening_owed() -> u64 {
    TABLE[247]
}
