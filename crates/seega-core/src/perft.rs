//! Perft: the number of turn sequences of a given length, to check move generation.
//!
//! A turn is every action from one turn's start to the next: two drops, a step and its
//! capture chain, a removal and the move after it. The two drops of a turn are counted
//! once, in cell order, since either order gives the same turn; paths of a chain that
//! differ are different turns, and so is stopping a chain at each point where it may stop.

use crate::action::Action;
use crate::position::Position;

/// Counts the turn sequences of `depth` turns from `position` (games that end sooner count
/// once, where they end). Repetition is a matter of the game's history and is not applied.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 || position.is_over() {
        return 1;
    }
    let mut total = 0;
    for_each_turn(position, &mut |_, after| total += perft(after, depth - 1));
    total
}

/// Calls `visit` with the actions of each distinct legal turn from `position` (or of the rest
/// of the turn under way) and the position after it.
pub fn for_each_turn(position: &Position, visit: &mut impl FnMut(&[Action], &Position)) {
    let mut actions = Vec::new();
    walk(position, position.turns(), None, &mut actions, visit);
}

fn walk(
    position: &Position,
    start: u32,
    last_drop: Option<usize>,
    actions: &mut Vec<Action>,
    visit: &mut impl FnMut(&[Action], &Position),
) {
    for &action in position.legal_actions().iter() {
        let mut drop_index = None;
        if let Action::Drop(cell) = action {
            if last_drop.is_some_and(|prev| cell.index() <= prev) {
                continue;
            }
            drop_index = Some(cell.index());
        }
        let mut next = *position;
        next.play_unchecked(action);
        actions.push(action);
        if next.turns() != start || next.is_over() {
            visit(actions, &next);
        } else {
            walk(&next, start, drop_index, actions, visit);
        }
        actions.pop();
    }
}
