//! Trading down when ahead: with fewer stones on the board a lead weighs more (the side behind
//! has fewer ways to win stones back, and small endings are in the endgame tables), so the
//! side ahead may be paid for every stone that has left the board and the side behind charged
//! the same. Measured over 400 games at 5, 20 and 40 hundredths a stone, it changed neither
//! the score nor how often a lead was turned into a win (docs/journal/ai.md), so it is off by
//! default; matches switch it on with `trade=N`.

use seega_core::{Phase, Position};

/// Hundredths of a stone, for each stone gone from the board, for the side ahead: none by
/// default (see the module's note).
pub const TRADE_BONUS: i32 = 0;

/// The term for the side to move: positive when it is ahead, negative when behind, zero when
/// level or while stones are still being placed.
#[must_use]
pub(crate) fn trade_term(pos: &Position, per_stone: i32) -> i32 {
    if per_stone == 0 || pos.phase() != Phase::Movement {
        return 0;
    }
    let me = pos.turn();
    let (mine, theirs) = (pos.stones(me).len() as i32, pos.stones(me.opponent()).len() as i32);
    let gone = 2 * i32::from(pos.size().stones_per_side()) - mine - theirs;
    (mine - theirs).signum() * per_stone * gone
}

#[cfg(test)]
mod tests {
    use super::*;
    use seega_core::{Rules, Setup};

    fn position(text: &str) -> Position {
        Position::from_setup(Rules::default(), &text.parse::<Setup>().unwrap()).unwrap()
    }

    #[test]
    fn the_side_ahead_gains_as_stones_leave_the_board() {
        // Black 4, white 2: 18 stones gone.
        let ahead = position("bb.../...../..w../...w./bb... b");
        assert_eq!(trade_term(&ahead, 5), 90);
        let behind = position("bb.../...../..w../...w./bb... w");
        assert_eq!(trade_term(&behind, 5), -90);
        let level = position("bb.../...../..w../...w./..... b");
        assert_eq!(trade_term(&level, 5), 0);
        assert_eq!(trade_term(&ahead, 0), 0);
    }
}
