//! `seega bench`: timings on fixed positions. Nothing is asserted; medians are printed.
//!
//! The midgame positions are made the same way every time: a seeded random placement, then
//! ten turns of a depth-2 engine on both sides.

use std::time::Instant;

use seega_ai::{Limits, Search};
use seega_core::{perft, Game, Phase, Position, Preset, Rules, Setup, Size};

use crate::player::{all_turns, mix};

/// `seega bench`: speed on fixed positions, medians printed.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Only the fixed-depth searches, one JSON line each, for `npm run bench` to compare with wasm.
    #[arg(long)]
    search_json: bool,
}

pub fn run(args: &BenchArgs) -> Result<(), String> {
    let rules = Rules::default();
    // Positions already decided within a turn or two say nothing about speed: skip them.
    let middles: Vec<Game> = (1..)
        .map(|seed| midgame(rules, seed))
        .filter(|g| {
            g.outcome().is_none()
                && Search::new().choose(g, &Limits::depth(2), &|| 0.0).is_some_and(|c| c.score.abs() < seega_ai::PROVEN)
        })
        .take(5)
        .collect();
    if args.search_json {
        return search_json(rules, &middles);
    }

    println!("perft (leaves per second, median of 3)");
    let empty = *Game::new(rules).position();
    for (name, position, depth) in [
        ("5x5 empty board", empty, 3),
        ("7x7 empty board", *Game::new(Preset::Classic.rules(Size::Seven)).position(), 2),
        ("5x5 midgame 1", *middles[0].position(), 5),
    ] {
        let mut rates = Vec::new();
        let mut leaves = 0;
        for _ in 0..3 {
            let start = Instant::now();
            leaves = perft(&position, depth);
            rates.push(leaves as f64 / start.elapsed().as_secs_f64());
        }
        println!("  {name}, depth {depth}: {leaves} leaves, {:.1} M leaves/s", median(rates) / 1e6);
    }

    println!("search on 5x5 midgame positions (level 5 engine, fresh table)");
    for budget in [250.0, 1000.0] {
        let mut depths = Vec::new();
        let mut speeds = Vec::new();
        for (i, g) in middles.iter().enumerate() {
            let (choice, ms) = timed(g, Limits { time_ms: Some(budget), ..Limits::default() });
            let (depth, nodes) = choice.map_or((0, 0), |c| (c.depth, c.nodes));
            println!(
                "  position {} ({}): {budget:.0} ms budget -> depth {depth}, {nodes} nodes in {ms:.0} ms",
                i + 1,
                g.position().board()
            );
            depths.push(f64::from(depth));
            speeds.push(nodes as f64 / ms.max(1e-3) * 1000.0);
        }
        println!("  median at {budget:.0} ms: depth {:.0}, {:.0} k nodes/s", median(depths), median(speeds) / 1000.0);
    }

    println!("move time per level (median and slowest over the midgame positions and two placement positions)");
    let mut positions: Vec<Game> = middles.clone();
    positions.push(Game::new(rules));
    positions.push(placement(rules, 3, 4));
    for level in 1..=5u8 {
        let times: Vec<f64> = positions.iter().map(|g| timed(g, Limits::level(level)).1).collect();
        let slowest = times.iter().copied().fold(0.0, f64::max);
        println!("  level {level}: median {:.0} ms, slowest {slowest:.0} ms", median(times));
    }

    println!("slowest placement-phase reply at level 5 and level 3, by board size");
    for size in Size::ALL {
        let rules = Preset::Classic.rules(size);
        let per_side = usize::from(size.stones_per_side());
        let games: Vec<Game> = [0, 1, per_side / 2, per_side - 1].iter().map(|&t| placement(rules, 9, t)).collect();
        for level in [5u8, 3] {
            let times: Vec<f64> = games.iter().map(|g| timed(g, Limits::level(level)).1).collect();
            let slowest = times.iter().copied().fold(0.0, f64::max);
            println!("  {size} level {level}: slowest {slowest:.0} ms, median {:.0} ms", median(times));
        }
    }
    Ok(())
}

/// The fixed-depth search benchmark that `npm run bench` also runs in the browser: the
/// midgame positions as set-ups (so that both sides search the same tree), each searched to
/// `SEARCH_DEPTH` turns with a fresh table, median of three runs, one JSON object a line.
fn search_json(rules: Rules, middles: &[Game]) -> Result<(), String> {
    const SEARCH_DEPTH: u32 = 10;
    for g in middles {
        let setup = Setup::movement(g.position().board(), g.position().turn());
        let game = Game::from_setup(rules, &setup).map_err(|e| e.to_string())?;
        let mut times = Vec::new();
        let mut nodes = 0;
        for _ in 0..3 {
            let (choice, ms) = timed(&game, Limits::depth(SEARCH_DEPTH));
            nodes = choice.map_or(0, |c| c.nodes);
            times.push(ms);
        }
        println!("{{\"setup\":\"{setup}\",\"depth\":{SEARCH_DEPTH},\"nodes\":{nodes},\"ms\":{:.3}}}", median(times));
    }
    Ok(())
}

fn timed(game: &Game, limits: Limits) -> (Option<seega_ai::Choice>, f64) {
    let clock = Instant::now();
    let now = || clock.elapsed().as_secs_f64() * 1000.0;
    let choice = Search::new().choose(game, &limits, &now);
    (choice, now())
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(0.0)
}

/// A game after `turns` seeded random placement turns.
fn placement(rules: Rules, seed: u64, turns: usize) -> Game {
    let mut game = Game::new(rules);
    for n in 0..turns {
        if game.position().phase() != Phase::Placement {
            break;
        }
        let options = all_turns(game.position());
        let turn = &options[(mix(seed ^ n as u64) % options.len() as u64) as usize].0;
        let _ = game.play_turn(turn);
    }
    game
}

/// A seeded random placement, then ten depth-2 turns: a midgame, the same every run.
fn midgame(rules: Rules, seed: u64) -> Game {
    let mut game = placement(rules, seed, usize::MAX);
    let mut search = Search::new();
    for _ in 0..10 {
        let Some(choice) = search.choose(&game, &Limits::depth(2), &|| 0.0) else { break };
        let mut next = game.clone();
        if next.play_turn(&choice.turn).is_err() || next.outcome().is_some() {
            break;
        }
        game = next;
    }
    let position: &Position = game.position();
    debug_assert_eq!(position.phase(), Phase::Movement);
    game
}
