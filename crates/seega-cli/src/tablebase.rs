//! `seega tablebase`: builds the endgame tables of one preset (or of every preset), prints
//! what they hold and how long they took, checks sampled entries against plain minimax, and
//! may write them to files.

use std::time::Instant;

use seega_ai::{verify_class, Tablebase, Tally};
use seega_core::{Preset, Rules};

use crate::options::Args;

pub fn run(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args)?;
    let own = ["all", "verify", "horizon", "out"];
    let samples: usize = args.number("verify", 200)?;
    let horizon: u32 = args.number("horizon", 4)?;
    let all = args.get("all").is_some_and(|v| v == "true" || v == "yes");
    let presets: Vec<(String, Rules)> = if all {
        Preset::ALL.iter().map(|p| (p.name().to_string(), p.rules(seega_core::Size::Five))).collect()
    } else {
        vec![(args.get("preset").unwrap_or("classic").to_string(), args.rules(&own)?)]
    };
    let mut failed = 0;
    for (name, rules) in presets {
        failed += build_one(&name, &rules, samples, horizon, args.get("out"))?;
    }
    if failed > 0 {
        return Err(format!("{failed} entries disagree with minimax"));
    }
    Ok(())
}

fn build_one(name: &str, rules: &Rules, samples: usize, horizon: u32, out: Option<&str>) -> Result<usize, String> {
    let mut tables =
        Tablebase::new(rules).ok_or("the tables are for the 5x5 board, and not under blocked: opponentOpens")?;
    println!(
        "{name}: chain {:?}, blocked {:?}, win by {:?}, capture {:?}",
        rules.chain, rules.blocked, rules.win_by, rules.capture
    );
    println!("  class   positions    won  drawn   lost  by count  longest  seconds");
    let start = Instant::now();
    let mut shown = 0;
    loop {
        let group_start = Instant::now();
        let more = tables.build_next();
        let seconds = group_start.elapsed().as_secs_f64();
        let classes = tables.classes();
        for &(m, n, table) in &classes[shown..] {
            let Tally { won, drawn, lost, by_count, longest } = Tally::of(table);
            println!(
                "  {m}v{n} {:>12} {won:>6} {drawn:>6} {lost:>6} {by_count:>9} {longest:>8} {seconds:>8.2}",
                table.len()
            );
        }
        shown = classes.len();
        if !more {
            break;
        }
    }
    let bytes = tables.len();
    println!("  total {bytes} positions, one byte each, built in {:.1} s", start.elapsed().as_secs_f64());
    if let Some(dir) = out {
        let path = std::path::Path::new(dir).join(format!("{name}.egtb"));
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        std::fs::write(&path, tables.to_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("  written to {}", path.display());
    }
    let mut failed = 0;
    if samples > 0 {
        let check_start = Instant::now();
        let mut checked = 0;
        for (m, n, _) in tables.classes() {
            let (k, mismatches) = verify_class(&tables, m, n, samples, horizon);
            checked += k;
            for miss in &mismatches {
                println!("  MISMATCH {m}v{n} {}: table {:?}, minimax {}", miss.setup, miss.table, miss.minimax);
            }
            failed += mismatches.len();
        }
        println!(
            "  verified {checked} entries against minimax to {horizon} turns: {} mismatches ({:.1} s)",
            failed,
            check_start.elapsed().as_secs_f64()
        );
    }
    Ok(failed)
}

#[cfg(test)]
mod tests {
    use super::run;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn only_the_5x5_board_and_tabled_rules_are_built() {
        assert!(run(&args("--size 7")).unwrap_err().contains("5x5"));
        assert!(run(&args("--blocked opponentOpens")).unwrap_err().contains("5x5"));
        assert!(run(&args("--verify many")).unwrap_err().contains("number"));
    }
}
