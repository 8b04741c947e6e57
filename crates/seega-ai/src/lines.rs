//! The best few turns of a position, each with its value and the line the search expects
//! after it, for an analysis board: every turn of the side to move (the rest of the turn when
//! one is under way), each position reached once, searched a given depth deeper and ranked.
//! Where a position has many turns (a placement turn on a large board), the evaluation of each
//! turn's position picks the most promising [`CANDIDATES`] to search.

use seega_core::{Action, Game, Outcome, Position, Turn};

use crate::search::{Choice, Search, WIN};
use crate::{Evaluator, Limits};

/// The most turns searched in full; the others are ranked by their position's evaluation.
pub const CANDIDATES: usize = 24;

/// One of the best turns: its value for the side to move (hundredths of a stone; beyond
/// ±[`crate::PROVEN`] a forced win or loss) and the line that follows it, the turn first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The turn (or the rest of the turn under way).
    pub turn: Turn,
    /// Its value for the side to move.
    pub score: i32,
    /// The turn and the turns the search expects after it.
    pub line: Vec<Turn>,
}

/// The best turns of a position and the search of the position itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lines {
    /// The best turns, best first.
    pub lines: Vec<Line>,
    /// The search of the position (its turn, value, depth, nodes and any tables' verdict).
    pub choice: Choice,
}

impl Search {
    /// The best `count` turns for the side to move in `game`, each searched `depth` turns
    /// (its own and `depth - 1` after it), with lines of up to `depth + 2` turns; `None` when
    /// the game is over.
    pub fn best_turns(&mut self, game: &Game, count: usize, depth: u32, now_ms: &dyn Fn() -> f64) -> Option<Lines> {
        let depth = depth.max(1);
        let choice = self.choose(game, &Limits::depth(depth), now_ms)?;
        let mover = game.position().turn();
        let mut turns = whole_turns(game.position());
        if turns.len() > CANDIDATES {
            let evaluator = Evaluator::new(game.position().size(), self.weights());
            let value = |pos: &Position| match pos.outcome() {
                Some(outcome) => outcome_value(outcome, mover),
                None if pos.turn() == mover => evaluator.evaluate(pos),
                None => -evaluator.evaluate(pos),
            };
            turns.sort_by_cached_key(|(turn, pos)| (*turn != choice.turn, -value(pos)));
            turns.truncate(CANDIDATES);
        }
        let mut lines = Vec::with_capacity(turns.len());
        for (turn, _) in turns {
            let mut after = game.clone();
            if after.play_turn(&turn).is_err() {
                continue;
            }
            // The reply the search of the position after the turn chose: the line's next turn
            // when the table no longer holds that position's entry.
            let mut reply_turn = None;
            let score = match after.outcome() {
                Some(outcome) => outcome_value(outcome, mover),
                None if depth == 1 => {
                    let value = Evaluator::new(after.position().size(), self.weights()).evaluate(after.position());
                    if after.position().turn() == mover {
                        value
                    } else {
                        -value
                    }
                }
                None => {
                    let reply = self.choose(&after, &Limits::depth(depth - 1), now_ms)?;
                    reply_turn = Some(reply.turn.clone());
                    if after.position().turn() == mover {
                        reply.score
                    } else {
                        -reply.score
                    }
                }
            };
            let mut line = vec![turn.clone()];
            line.extend(self.line(&after, depth as usize + 1));
            if line.len() == 1 {
                // Each of the best turns has its line, not only the one whose positions the
                // table still holds: the reply chosen, then what the table has after it.
                if let Some(reply) = reply_turn.filter(|reply| after.clone().play_turn(reply).is_ok()) {
                    let mut next = after.clone();
                    next.play_turn(&reply).ok();
                    line.push(reply);
                    line.extend(self.line(&next, depth as usize));
                }
            }
            lines.push(Line { turn, score, line });
        }
        lines.sort_by_key(|line| -line.score);
        lines.truncate(count);
        Some(Lines { lines, choice })
    }
}

/// A decided game's value for `mover`.
fn outcome_value(outcome: Outcome, mover: seega_core::Side) -> i32 {
    match outcome.winner {
        Some(side) if side == mover => WIN - 1,
        Some(_) => -(WIN - 1),
        None => 0,
    }
}

/// Every way to finish the turn under way from `pos`, each position reached once: the turn
/// and the position after it.
fn whole_turns(pos: &Position) -> Vec<(Turn, Position)> {
    let mut found = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut path: Vec<Action> = Vec::new();
    expand(pos, &mut path, &mut found, &mut seen);
    found
}

fn expand(
    pos: &Position,
    path: &mut Vec<Action>,
    found: &mut Vec<(Turn, Position)>,
    seen: &mut std::collections::HashSet<u64>,
) {
    for &action in pos.legal_actions().iter() {
        let mut next = *pos;
        let played = next.play_unchecked(action);
        path.push(action);
        if played.turn_ended || next.is_over() {
            if seen.insert(next.hash()) {
                found.push((Turn { actions: path.clone() }, next));
            }
        } else {
            expand(&next, path, found, seen);
        }
        path.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use seega_core::{Rules, Setup};

    fn game(setup: &str) -> Game {
        Game::from_setup(Rules::default(), &setup.parse::<Setup>().unwrap()).unwrap()
    }

    #[test]
    fn the_best_turns_come_ranked_with_their_lines() {
        // White's d3-c3 takes b3 and leaves black one stone: the win comes first.
        let game = game("...../...../wb.w./...../....b w");
        let lines = Search::new().best_turns(&game, 3, 2, &|| 0.0).unwrap();
        assert_eq!(lines.lines.len(), 3);
        assert_eq!(lines.lines[0].turn.to_string(), "d3-c3");
        assert!(lines.lines[0].score > crate::PROVEN);
        assert!(lines.lines.windows(2).all(|w| w[0].score >= w[1].score), "ranked");
        for line in &lines.lines {
            assert_eq!(line.line[0], line.turn);
        }
        assert_eq!(lines.choice.turn.to_string(), "d3-c3");
    }

    #[test]
    fn each_of_the_best_turns_has_its_line() {
        // White's d3-c3 wins at once; each of the other turns has a reply and a line after it.
        for (setup, depth) in [("...../...../wb.w./...../....b w", 3), ("w.ww./..b../b.b.w/..w.b/bb... b", 4)] {
            let lines = Search::new().best_turns(&game(setup), 3, depth, &|| 0.0).unwrap();
            for line in &lines.lines {
                let mut after = game(setup);
                after.play_turn(&line.turn).unwrap();
                if after.outcome().is_none() {
                    assert!(line.line.len() > 1, "{setup} at depth {depth}: {} has no line", line.turn);
                }
                let mut replay = game(setup);
                for turn in &line.line {
                    replay.play_turn(turn).unwrap();
                }
            }
        }
    }

    #[test]
    fn fewer_turns_than_asked_give_fewer_lines_and_placement_is_bounded() {
        // Black can only move b1 (to c1 or b2): two turns.
        let few = game("w.w../...../...../w..../bb... b");
        let lines = Search::new().best_turns(&few, 3, 1, &|| 0.0).unwrap();
        assert_eq!(lines.lines.len(), 2);
        let placing = Game::new(Rules::default());
        let lines = Search::new().best_turns(&placing, 3, 1, &|| 0.0).unwrap();
        assert_eq!(lines.lines.len(), 3);
        assert!(lines.lines.iter().all(|l| l.turn.actions.len() == 2), "a placement turn drops two stones");
    }

    #[test]
    fn a_game_over_has_no_lines() {
        let mut over = game("...../...../wb.w./...../....b w");
        over.play_notation("d3-c3").unwrap();
        assert!(Search::new().best_turns(&over, 3, 1, &|| 0.0).is_none());
    }
}
