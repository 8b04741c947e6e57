//! Whether a side can force a capture within a few turns: the fact behind an offer to count
//! the stones (`docs/rules.md`, "Counting by agreement").
//!
//! A side *forces* a capture within `n` turns when, whatever the other side plays, some
//! action of the next `n` turns takes a stone off the board (by capture, or by a
//! blocked-player removal): the forcing side chooses among its actions, the other side must
//! answer every one of them. The search is bounded twice: by the horizon in turns, and by a
//! number of positions, past which the answer is unknown. Repetition is not applied (the
//! position carries no history), so a capture the third repetition would forestall still
//! counts as forced: the answer errs towards a capture, never towards a dead position.

use crate::board::Side;
use crate::position::Position;
use crate::zobrist::mix;

/// The horizon of [`Position::capture_forcing`], in turns: four of each side.
pub const CAPTURE_HORIZON: u8 = 8;

/// The positions [`Position::capture_forcing`] visits for each side before it gives up and
/// answers [`Forcing::Unknown`]: a walled position needs a few thousand, an open one would
/// need millions, and its answer does not matter (a capture is near or may be).
pub const FORCING_BUDGET: u32 = 20_000;

/// What a side can do about a capture within the horizon.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Forcing {
    /// The side can force a capture within this many turns.
    Forced(u8),
    /// Whatever the side plays, the other side can keep every stone on the board for the
    /// whole horizon.
    None,
    /// The search ran out of positions before it could tell.
    Unknown,
}

impl Forcing {
    /// The answer's name: `forced`, `none` or `unknown`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Forcing::Forced(_) => "forced",
            Forcing::None => "none",
            Forcing::Unknown => "unknown",
        }
    }
}

impl Position {
    /// Whether `side` can force a capture within `horizon` turns, visiting at most `budget`
    /// positions (see the module's documentation). A position whose game is over forces
    /// nothing.
    #[must_use]
    pub fn capture_forcing(&self, side: Side, horizon: u8, budget: u32) -> Forcing {
        let mut search = Search { side, left: budget, known: vec![0; KNOWN_SLOTS] };
        // Deepening: the first horizon that forces is the fewest turns.
        for turns in 1..=horizon {
            match search.forces(self, turns) {
                Some(true) => return Forcing::Forced(turns),
                Some(false) => {}
                None => return Forcing::Unknown,
            }
        }
        Forcing::None
    }

    /// [`Position::capture_forcing`] for both sides, black's first, with the horizon
    /// [`CAPTURE_HORIZON`] and the budget [`FORCING_BUDGET`].
    #[must_use]
    pub fn capture_forcings(&self) -> [Forcing; 2] {
        Side::BOTH.map(|side| self.capture_forcing(side, CAPTURE_HORIZON, FORCING_BUDGET))
    }
}

/// The slots of the table of answers: a power of two.
const KNOWN_SLOTS: usize = 1 << 14;

/// One side's search, with the answers known so far by position and turns left: in each
/// slot a position's key with its lowest bit the answer (0 for an empty slot), the last one
/// kept where two meet.
struct Search {
    side: Side,
    left: u32,
    known: Vec<u64>,
}

impl Search {
    /// Whether the side forces a capture within `turns` turns from `pos`; `None` when the
    /// budget ran out.
    fn forces(&mut self, pos: &Position, turns: u8) -> Option<bool> {
        if turns == 0 || pos.is_over() {
            return Some(false);
        }
        // The hash keeps the stones, the side to move and the stage; the side blocked and
        // the count of turns without a capture (which may end the game) are mixed in.
        let blocked = pos.blocked().map_or(0, |side| side.index() as u64 + 1);
        let facts = u64::from(pos.plies_without_capture()) | u64::from(turns) << 16 | blocked << 24;
        let key = mix(pos.hash() ^ mix(facts)) | 2;
        let slot = (key >> 40) as usize & (KNOWN_SLOTS - 1);
        if self.known[slot] & !1 == key & !1 {
            return Some(self.known[slot] & 1 == 1);
        }
        self.left = self.left.checked_sub(1)?;
        let chooser = pos.turn() == self.side;
        let actions = pos.legal_actions();
        // The chooser needs one action that forces, the other side one that escapes.
        let mut result = !chooser && !actions.is_empty();
        for &action in actions.iter() {
            let mut after = *pos;
            let played = after.play_unchecked(action);
            let forced = if played.captured.is_empty() {
                let next = if played.turn_ended { turns - 1 } else { turns };
                self.forces(&after, next)?
            } else {
                true
            };
            if forced == chooser {
                result = chooser;
                break;
            }
        }
        self.known[slot] = key & !1 | u64::from(result);
        Some(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn position(text: &str) -> Position {
        Position::from_setup(Rules::default(), &text.parse().unwrap()).unwrap()
    }

    #[test]
    fn a_capture_one_step_away_is_forced_and_a_far_one_is_not() {
        // Black steps a1-a2: white's b2 stands between a2 and black's c2.
        let pos = position("....w/...../...../.wb../b.... b");
        assert_eq!(pos.capture_forcing(Side::Black, 3, FORCING_BUDGET), Forcing::Forced(1));
        // Black's two stones are a board away from white's: not in black's two turns of three.
        let pos = position("...ww/...../...../...../bb... b");
        assert_eq!(pos.capture_forcing(Side::Black, 3, FORCING_BUDGET), Forcing::None);
    }

    #[test]
    fn the_issues_walled_position_forces_nothing() {
        let pos = position("w.wbb/wwbb./wwwbb/wwbbb/wwwbb w");
        assert!(pos.outcome().is_none());
        assert_eq!(pos.capture_forcings(), [Forcing::None, Forcing::None]);
    }

    #[test]
    fn a_spent_budget_is_unknown() {
        let pos = position("bb.../...../...../...../...ww b");
        assert_eq!(pos.capture_forcing(Side::Black, CAPTURE_HORIZON, 50), Forcing::Unknown);
    }
}
