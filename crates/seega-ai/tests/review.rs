//! The review's verdicts checked by the same computation done apart: every turn of a set of
//! games (the game, seeded placement-heavy 5x5 games, a 7x7 game) is judged again on
//! its own position by `judge`, with a fresh searcher and with one that has searched other
//! positions first, and must get the review's loss and class; and each turn's loss is the
//! graph's drop on that turn, so a turn marked as giving away N stones is one on which the
//! graph drops by N, and every drop of an inaccuracy's size or more is marked.

use seega_ai::review::{judge, Class, Review, ReviewLimits, Reviewer, Value, INACCURACY};
use seega_ai::{Limits, Search};
use seega_core::{Game, Rules, Side, Size};

/// The game of the report: turn 5 (b1,b5) was classed a mistake by the review and judged good
/// by the practice.
const REPORTED: &str = "[Size \"5\"]\n\n1. d3,a3 2. e2,e3 3. a1,e1 4. d1,c1 5. b1,b5 6. c2,d2 7. a5,b3 8. d4,c5 \
    9. a2,c4 10. b2,b4 11. a4,e4 12. d5,e5 13. c2-c3 14. d2-c2 15. c2-d2 16. d2-c2 17. c2-d2\n";

/// A game of `turns` turns between two noisy low levels, from `seed`.
fn seeded(size: Size, seed: u64, turns: usize) -> Game {
    let mut game = Game::new(Rules { size, ..Rules::default() });
    let mut search = Search::new();
    for n in 0..turns {
        let limits = Limits { seed: seed * 1000 + n as u64, ..Limits::level(1 + (seed + n as u64) as u8 % 3) };
        let Some(choice) = search.choose(&game, &limits, &|| 0.0) else { break };
        game.play_turn(&choice.turn).unwrap();
    }
    game
}

fn review(game: &Game, limits: ReviewLimits) -> Review {
    let mut reviewer = Reviewer::new(game, limits);
    while reviewer.step(&|| 0.0) {}
    reviewer.review()
}

/// A value for `side`, in hundredths of a stone, when it is an estimate.
fn for_side(value: Value, side: Side) -> Option<i32> {
    match value {
        Value::Estimate(black) => Some(if side == Side::Black { black } else { -black }),
        Value::Exact { .. } => None,
    }
}

/// Checks every turn of `game`'s review against `judge` and the graph.
fn check(game: &Game, limits: ReviewLimits) -> usize {
    let reviewed = review(game, limits);
    let mut position = game.clone();
    while position.undo() {}
    // A searcher that has seen other positions: its table must not change a verdict.
    let mut used = Search::new();
    let _ = used.choose(game, &Limits::depth(4), &|| 0.0);
    let mut classed = 0;
    for (i, turn) in reviewed.turns.iter().enumerate() {
        let n = i + 1;
        for search in [&mut Search::new(), &mut used] {
            let judged = judge(search, &position, &turn.played, limits).expect("a legal turn");
            assert_eq!(
                (judged.loss, judged.class, &judged.best),
                (turn.loss, turn.class, &turn.best),
                "turn {n} ({}) is judged apart as the review judged it",
                turn.played
            );
            assert_eq!(
                (judged.before, judged.after, judged.forced_unseen),
                (turn.before, turn.after, turn.forced_unseen),
                "turn {n}: the same values"
            );
        }
        // The graph's drop on the turn, for its side, is the turn's loss; the engine's own turn
        // gives away nothing, whatever the next position's search sees.
        let own = turn.best == turn.played || seega_ai::review::same_turn(&turn.best, &turn.played);
        if own {
            assert_eq!((turn.loss.unwrap_or(0), turn.class), (0, None), "turn {n}: the engine's own turn");
        } else if let (Some(before), Some(after)) = (for_side(turn.before, turn.side), for_side(turn.after, turn.side))
        {
            assert_eq!(turn.loss, Some((before - after).max(0)), "turn {n}: the loss is the graph's drop");
            assert_eq!(turn.class.is_some(), before - after >= INACCURACY, "turn {n}: a drop is marked");
        } else if turn.class.is_some() {
            // A forced result given away: the graph goes to or from its edge.
            assert!(
                matches!((turn.before, turn.after), (Value::Exact { .. }, _) | (_, Value::Exact { .. })),
                "turn {n}"
            );
        }
        if turn.class.is_some_and(|c| c >= Class::Mistake) {
            classed += 1;
        }
        position.play_turn(&turn.played).unwrap();
    }
    classed
}

#[test]
fn the_reported_games_turns_are_judged_the_same_apart() {
    let game = Game::from_record(REPORTED).unwrap();
    check(&game, ReviewLimits::default());
}

#[test]
fn placement_heavy_games_are_judged_the_same_apart_and_the_graph_agrees() {
    let limits = ReviewLimits { depth: 6, nodes: Some(60_000) };
    let mut classed = 0;
    for seed in 1..=4 {
        classed += check(&seeded(Size::Five, seed, 18), limits);
    }
    classed += check(&seeded(Size::Seven, 5, 8), limits);
    assert!(classed > 0, "the games hold mistakes to check");
}
