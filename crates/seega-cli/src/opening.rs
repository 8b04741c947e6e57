//! `seega opening`: where level 5's first placement turns on 5x5 (classic rules) differ from
//! a far deeper search. Each position is searched with a large node budget and again with a
//! budget near level 5's placement turn; where the turns differ, `--measure` searches the
//! position after the smaller search's turn as deeply, to say what that turn gives away.
//!
//! The positions: the empty board (black's first turn), white's turn after every first turn
//! of black's, and black's second turn after the deep search's first turn and every reply of
//! white's, one position for each group of mirror images. (A book of these turns, played by
//! level 5, gained nothing measurable: docs/ai.md, "The opening".)

use std::collections::{BTreeMap, VecDeque};
use std::sync::Mutex;
use std::time::Instant;

use seega_ai::{Limits, Search, Symmetry, STONE};
use seega_core::{Game, Position, Rules, Side, Turn};

use crate::player::all_turns;

/// `seega opening`: the first placement turns of 5x5, searched far deeper than level 5 does.
#[derive(clap::Args, Debug)]
pub struct OpeningArgs {
    /// Positions each deep search visits.
    #[arg(long, default_value_t = 100_000_000)]
    nodes: u64,
    /// Positions of the search it is compared with (about level 5's placement turn).
    #[arg(long, default_value_t = 10_000_000)]
    compare: u64,
    /// Placement turns to look at, 1 to 3.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=3))]
    turns: u8,
    /// Where the turns differ, search the position after the compared search's turn as
    /// deeply, to say what it gives away.
    #[arg(long)]
    measure: bool,
    /// Searches run at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
}

/// One position looked at.
struct Found {
    record: String,
    deep: seega_ai::Choice,
    compared: Turn,
    agree: bool,
    /// What the compared turn gives away by the deep searches, in hundredths of a stone.
    loss: Option<i32>,
    seconds: f64,
}

fn search(game: &Game, nodes: u64) -> seega_ai::Choice {
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    Search::new().choose(game, &limits, &|| 0.0).expect("a placement position has a turn")
}

/// The smallest of the position's eight images, as black's and white's cells.
fn key(position: &Position) -> (u128, u128) {
    let size = position.size();
    let (black, white) = (position.stones(Side::Black), position.stones(Side::White));
    Symmetry::ALL.iter().map(|&s| (s.bits(black, size).0, s.bits(white, size).0)).min().expect("eight symmetries")
}

/// The position after `turn`.
fn after(game: &Game, turn: &Turn) -> Game {
    let mut next = game.clone();
    next.play_turn(turn).expect("a searched or listed turn is legal");
    next
}

/// The positions after each distinct turn from `game`, one for each group of mirror images.
fn replies(game: &Game) -> Vec<Game> {
    let mut seen = BTreeMap::new();
    for (turn, _) in all_turns(game.position()) {
        let next = after(game, &turn);
        seen.entry(key(next.position())).or_insert(next);
    }
    seen.into_values().collect()
}

fn study(game: &Game, args: &OpeningArgs) -> Found {
    let start = Instant::now();
    let deep = search(game, args.nodes);
    let compared = search(game, args.compare).turn;
    let agree = key(after(game, &deep.turn).position()) == key(after(game, &compared).position());
    // The deep value of the best turn less that of the compared turn's position, searched
    // as deeply (the two searches may end at different depths, so it can come out below 0).
    let loss = (!agree && args.measure).then(|| deep.score + search(&after(game, &compared), args.nodes).score);
    Found {
        record: game.turns().iter().map(ToString::to_string).collect::<Vec<_>>().join(" "),
        deep,
        compared,
        agree,
        loss,
        seconds: start.elapsed().as_secs_f64(),
    }
}

pub fn run(args: &OpeningArgs) -> Result<(), String> {
    let start = Game::new(Rules::default());
    let mut queue: VecDeque<(u8, Game)> = VecDeque::from([(1, start.clone())]);
    if args.turns >= 2 {
        queue.extend(replies(&start).into_iter().map(|g| (2, g)));
    }
    println!(
        "{} positions a deep search, compared with {}; {} positions to start",
        args.nodes,
        args.compare,
        queue.len()
    );
    let queue = Mutex::new(queue);
    let found: Mutex<Vec<Found>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| loop {
                let Some((turn, game)) = queue.lock().expect("queue").pop_front() else { break };
                let result = study(&game, args);
                println!(
                    "turn {turn} [{}]: {} ({:+.2}, {} turns deep); at {} positions {}{}  {:.0} s",
                    result.record,
                    result.deep.turn,
                    f64::from(result.deep.score) / f64::from(STONE),
                    result.deep.depth,
                    args.compare,
                    result.compared,
                    match (result.agree, result.loss) {
                        (true, _) => " (the same)".to_string(),
                        (false, Some(loss)) => format!(" (gives away {:.2})", f64::from(loss) / f64::from(STONE)),
                        (false, None) => " (differs)".to_string(),
                    },
                    result.seconds
                );
                if turn == 1 && args.turns >= 3 {
                    let next = replies(&after(&game, &result.deep.turn));
                    queue.lock().expect("queue").extend(next.into_iter().map(|g| (3, g)));
                }
                found.lock().expect("found").push(result);
            });
        }
    });
    let found = found.into_inner().map_err(|_| "a search panicked")?;
    let differ = found.iter().filter(|f| !f.agree).count();
    let losses: Vec<i32> = found.iter().filter_map(|f| f.loss).collect();
    println!(
        "{} positions; the search of {} positions chose another turn in {differ}{}",
        found.len(),
        args.compare,
        if losses.is_empty() {
            String::new()
        } else {
            format!(
                ", giving away {:.2} stones on average (at most {:.2})",
                f64::from(losses.iter().sum::<i32>()) / losses.len() as f64 / f64::from(STONE),
                f64::from(*losses.iter().max().unwrap_or(&0)) / f64::from(STONE)
            )
        }
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirror_images_share_a_key_and_black_has_44_first_turns_up_to_them() {
        let start = Game::new(Rules::default());
        let a = after(&start, &"a1,b1".parse().unwrap());
        let mirrored = after(&start, &"e5,d5".parse().unwrap());
        let other = after(&start, &"a1,c1".parse().unwrap());
        assert_eq!(key(a.position()), key(mirrored.position()));
        assert_ne!(key(a.position()), key(other.position()));
        assert_eq!(replies(&start).len(), 44, "276 first turns");
    }

    #[test]
    fn a_small_study_runs_to_its_summary() {
        let args = OpeningArgs { nodes: 3_000, compare: 300, turns: 1, measure: true, threads: 1 };
        assert!(run(&args).is_ok());
    }
}
