//! `seega tune`: coordinate hill-climbing of the evaluation weights by self-play. Each round
//! visits every weight (or those named with `--only`), tries it a step up and a step down
//! against the current weights, and keeps a change whose score, less half its 95% margin,
//! is above one half.

use seega_ai::{Limits, Weights};

use crate::matches::{play_match, Summary};
use crate::options::Args;
use crate::player::Player;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args)?;
    let rules = args.rules(&["games", "rounds", "against", "seed", "threads", "random-turns", "only", "step"])?;
    // The step, as a fraction of the weight's value (at least 2).
    let fraction: f64 = args.number("step", 0.25)?;
    let games: usize = args.number("games", 100)?;
    let rounds: usize = args.number("rounds", 1)?;
    let seed: u64 = args.number("seed", 7)?;
    let threads: usize = args.number("threads", 2)?;
    let random_turns: usize = args.number("random-turns", 2)?;
    let limits = match Player::parse(args.get("against").unwrap_or("depth=2"))? {
        Player::Engine { limits, .. } => limits,
        _ => return Err("--against takes engine settings such as depth=2".into()),
    };
    let only: Vec<&str> = args.get("only").map_or(Weights::NAMES.to_vec(), |s| s.split(',').collect());
    let mut current = Weights::default();
    for round in 0..rounds {
        for &name in &only {
            let value = current.get(name).ok_or_else(|| format!("no weight named {name}"))?;
            let step = ((f64::from(value.abs()) * fraction).round() as i32).max(2);
            for delta in [step, -step] {
                let mut candidate = current;
                candidate.set(name, value + delta);
                let match_seed = seed ^ (round as u64) << 32 ^ u64::from(name.len() as u32) << 16 ^ delta as u64;
                let results = play_match(
                    rules,
                    &Player::Engine { limits: Limits { ..limits }, weights: candidate, tables: false, trade: 0 },
                    &Player::Engine { limits, weights: current, tables: false, trade: 0 },
                    games,
                    random_turns,
                    match_seed,
                    threads,
                );
                let results: Vec<_> = results.iter().map(|r| r.0).collect();
                let summary = Summary::of(&results);
                let kept = summary.score - summary.margin / 2.0 > 0.5;
                println!(
                    "round {round} {name} {value} -> {}: {summary}{}",
                    value + delta,
                    if kept { "  kept" } else { "" }
                );
                if kept {
                    current = candidate;
                    break;
                }
            }
        }
        println!("after round {round}: {current:?}");
    }
    Ok(())
}
