//! An exact search over whole turns, for proofs: every turn of both sides is tried to the
//! given depth, with no evaluation and no pruning beyond what the question allows (the
//! first winning turn settles a node of the solver, the first escape one of the defender).
//!
//! Repetition is applied as the game applies it: a turn-start position that comes about a
//! third time since the set-up ends the game on stone count.

use seega_core::{for_each_turn, Outcome, Phase, Position, Side, Turn};

/// Every distinct turn from `pos` (the two drops of a placement turn once) with the position
/// after it.
#[must_use]
pub fn turns(pos: &Position) -> Vec<(Turn, Position)> {
    let mut out = Vec::new();
    for_each_turn(pos, &mut |actions, after| out.push((Turn { actions: actions.to_vec() }, *after)));
    out
}

/// The enemy stones a turn took: captured, or removed by a blocked-player rule.
#[must_use]
pub fn taken(before: &Position, after: &Position, side: Side) -> u32 {
    let enemy = side.opponent();
    before.stones(enemy).len() - after.stones(enemy).len()
}

/// The turn-start positions of a line of play from a set-up, to apply repetition.
#[derive(Clone, Debug, Default)]
pub struct Path {
    seen: Vec<Position>,
}

impl Path {
    /// A path that starts at `start`.
    #[must_use]
    pub fn new(start: &Position) -> Path {
        Path { seen: vec![*start] }
    }

    /// The outcome of `pos`, reached at the end of a turn on this path: the position's own,
    /// or a draw or a win on stone count if it now stands for the third time.
    #[must_use]
    pub fn outcome(&self, pos: &Position) -> Option<Outcome> {
        if let Some(outcome) = pos.outcome() {
            return Some(outcome);
        }
        if pos.phase() != Phase::Movement {
            return None;
        }
        let earlier = self.seen.iter().filter(|p| same_turn_start(p, pos)).count();
        (earlier >= 2).then(|| Outcome { winner: pos.leader(), reason: seega_core::EndReason::Repetition })
    }

    /// Adds the position at the start of the next turn.
    pub fn push_turn_start(&mut self, pos: &Position) {
        self.seen.push(*pos);
    }

    fn pop(&mut self) {
        self.seen.pop();
    }
}

fn same_turn_start(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash() && a.board() == b.board() && a.turn() == b.turn()
}

/// Whether `solver` wins, whatever the other side does, within `plies` turns from `pos`
/// (turns of either side; a side that moves again because the other is blocked uses one).
pub fn wins_within(pos: &Position, solver: Side, plies: u32, path: &mut Path) -> bool {
    if plies == 0 {
        return false;
    }
    let moves = turns(pos);
    let solver_moves = pos.turn() == solver;
    let mut any_reply = false;
    for (_, after) in &moves {
        any_reply = true;
        let won = match path.outcome(after) {
            Some(outcome) => outcome.winner == Some(solver),
            None => {
                path.push_turn_start(after);
                let won = wins_within(after, solver, plies - 1, path);
                path.pop();
                won
            }
        };
        if solver_moves && won {
            return true;
        }
        if !solver_moves && !won {
            return false;
        }
    }
    !solver_moves && any_reply
}

/// The turns of the side to move after which it wins within `plies` turns in all, counting
/// its own: `plies = 2N - 1` asks for a win in `N` of its turns.
#[must_use]
pub fn winning_turns(pos: &Position, plies: u32, path: &Path) -> Vec<(Turn, Position)> {
    let solver = pos.turn();
    if plies == 0 {
        return Vec::new();
    }
    let mut path = path.clone();
    turns(pos)
        .into_iter()
        .filter(|(_, after)| match path.outcome(after) {
            Some(outcome) => outcome.winner == Some(solver),
            None => {
                path.push_turn_start(after);
                let won = wins_within(after, solver, plies - 1, &mut path);
                path.pop();
                won
            }
        })
        .collect()
}

/// The most enemy stones the side to move can take this turn, and every turn that takes them.
#[must_use]
pub fn best_captures(pos: &Position) -> (u32, Vec<(Turn, Position)>) {
    let side = pos.turn();
    let all = turns(pos);
    let most = all.iter().map(|(_, after)| taken(pos, after, side)).max().unwrap_or(0);
    (most, all.into_iter().filter(|(_, after)| taken(pos, after, side) == most).collect())
}

/// The most stones of the side to move that the other side could take if it were its turn
/// now: what the side to move has to answer. `None` if that position cannot be set up.
#[must_use]
pub fn threat(pos: &Position) -> Option<u32> {
    let setup = seega_core::Setup::movement(pos.board(), pos.turn().opponent());
    let other = Position::from_setup(*pos.rules(), &setup).ok()?;
    if other.is_over() {
        return None;
    }
    Some(best_captures(&other).0)
}

/// The most stones of `side` that the turn after `pos` can take (zero if the game is over or
/// `side` itself moves again).
#[must_use]
pub fn loss_next_turn(pos: &Position, side: Side) -> u32 {
    if pos.is_over() {
        return 0;
    }
    turns(pos).iter().map(|(_, after)| pos.stones(side).len() - after.stones(side).len()).max().unwrap_or(0)
}

/// The turns of the side to move after which the other side's next turn can take none of
/// its stones, and that do not end the game.
#[must_use]
pub fn saving_turns(pos: &Position) -> Vec<(Turn, Position)> {
    let side = pos.turn();
    turns(pos).into_iter().filter(|(_, after)| !after.is_over() && loss_next_turn(after, side) == 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use seega_core::{Preset, Size};

    fn setup(text: &str) -> Position {
        Position::from_setup(Preset::Classic.rules(Size::Five), &text.parse().unwrap()).unwrap()
    }

    #[test]
    fn a_win_in_one_is_found_and_is_not_a_win_in_zero() {
        // White steps d3-c3 and takes b3 against a3: black keeps one stone.
        let pos = setup("...../...../wb.w./...../....b w");
        let wins = winning_turns(&pos, 1, &Path::new(&pos));
        assert_eq!(wins.len(), 1);
        assert_eq!(wins[0].0.to_string(), "d3-c3");
        assert!(winning_turns(&pos, 0, &Path::new(&pos)).is_empty());
    }

    #[test]
    fn the_best_capture_counts_a_double_capture() {
        // c2-c3 takes b3 (against a3) and d3 (against e3) at once.
        let pos = setup("....b/...../wb.bw/..w../b.... w");
        let (most, turns) = best_captures(&pos);
        assert_eq!(most, 2);
        assert_eq!(turns.len(), 1);
        assert_eq!(turns[0].0.to_string(), "c2-c3");
    }

    #[test]
    fn a_threat_is_what_the_other_side_could_take_and_a_save_removes_it() {
        // Black to move; were it white's turn, d3-c3 would take b3 against a3.
        let pos = setup("b..../...../wb.w./...../b...b b");
        assert_eq!(threat(&pos), Some(1));
        let saves: Vec<String> = saving_turns(&pos).iter().map(|(t, _)| t.to_string()).collect();
        assert!(saves.contains(&"b3-c3".to_string()), "{saves:?}");
        assert!(!saves.contains(&"a5-b5".to_string()), "{saves:?}");
    }

    #[test]
    fn the_third_time_a_position_comes_the_game_ends_on_stone_count() {
        let pos = setup("b..../...../..w../...../b...w b");
        let mut path = Path::new(&pos);
        path.push_turn_start(&pos);
        let outcome = path.outcome(&pos).unwrap();
        assert_eq!(outcome.winner, None);
        assert!(Path::new(&pos).outcome(&pos).is_none());
    }
}
