//! `seega perft`: counts of turn sequences by depth, to check move generation and time it.

use std::time::Instant;

use seega_core::{perft, Game, Setup};

use crate::options::RuleArgs;

/// `seega perft`: the number of turn sequences of each length up to DEPTH, and their speed.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Start from a movement-phase position: board text, a space and the side to move.
    #[arg(long, value_name = "BOARD SIDE")]
    setup: Option<String>,
    /// The longest sequence counted, in turns.
    depth: u32,
}

impl PerftArgs {
    /// The rules the options give.
    #[cfg(test)]
    pub fn rules(&self) -> Result<seega_core::Rules, String> {
        self.rules.rules()
    }
}

pub fn run(args: &PerftArgs) -> Result<(), String> {
    let rules = args.rules.rules()?;
    let depth = args.depth;
    let game = match &args.setup {
        Some(text) => {
            let setup: Setup = text.parse().map_err(|e| format!("--setup: {e}"))?;
            Game::from_setup(rules, &setup).map_err(|e| format!("--setup: {e}"))?
        }
        None => Game::new(rules),
    };
    let position = *game.position();
    for d in 1..=depth {
        let start = Instant::now();
        let leaves = perft(&position, d);
        let seconds = start.elapsed().as_secs_f64();
        println!("depth {d:>2}  {leaves:>14}  {seconds:>9.3} s  {:>12.0} leaves/s", leaves as f64 / seconds.max(1e-9));
    }
    Ok(())
}
