//! `seega tune`: coordinate hill-climbing of the evaluation weights by self-play. Each round
//! visits every weight (or those named with `--only`), tries it a step up and a step down
//! against the current weights, and keeps a change whose score, less half its 95% margin,
//! is above one half.

use seega_ai::Weights;

use crate::matches::{play_match, Summary};
use crate::options::RuleArgs;
use crate::player::Player;

/// `seega tune`: the evaluation's weights by coordinate hill-climbing in self-play.
#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// Games a candidate plays against the current weights.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Rounds over every weight.
    #[arg(long, default_value_t = 1)]
    rounds: usize,
    /// The engine settings both sides play with.
    #[arg(long, default_value = "depth=2", value_name = "PLAYER")]
    against: String,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Random turns that open each pair of games.
    #[arg(long, default_value_t = 2)]
    random_turns: usize,
    /// The weights to tune, by name, separated by commas (all by default).
    #[arg(long, value_delimiter = ',')]
    only: Vec<String>,
    /// The step, as a fraction of the weight's value (at least 2).
    #[arg(long, default_value_t = 0.25)]
    step: f64,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(args: &TuneArgs) -> Result<(), String> {
    let rules = args.rules.rules()?;
    let (fraction, games, rounds, seed, threads, random_turns) =
        (args.step, args.games, args.rounds, args.seed, args.threads, args.random_turns);
    let limits = match Player::parse(&args.against)? {
        Player::Engine { limits, .. } => limits,
        _ => return Err("--against takes engine settings such as depth=2".into()),
    };
    let only: Vec<&str> =
        if args.only.is_empty() { Weights::NAMES.to_vec() } else { args.only.iter().map(String::as_str).collect() };
    let mut current = Weights::for_size(rules.size);
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
                    &Player::with_weights(limits, &candidate),
                    &Player::with_weights(limits, &current),
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
