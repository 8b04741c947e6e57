//! `seega perft`: counts of turn sequences by depth, to check move generation and time it.

use std::time::Instant;

use seega_core::{perft, Game, Setup};

use crate::options::Args;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args)?;
    let rules = args.rules(&["setup"])?;
    let depth: u32 = match args.positional.as_slice() {
        [d] => d.parse().map_err(|_| format!("DEPTH is a number, not '{d}'"))?,
        _ => return Err("perft takes one DEPTH".into()),
    };
    let game = match args.get("setup") {
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
