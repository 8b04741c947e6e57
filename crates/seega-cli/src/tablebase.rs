//! `seega tablebase`: builds the endgame tables of one preset (or of every preset), prints
//! what they hold and how long they took, checks sampled entries against plain minimax, and
//! may write them to files.

use std::time::Instant;

use seega_ai::{verify_class, Tablebase, Tally};
use seega_core::{Preset, Rules};

use crate::options::RuleArgs;

/// `seega tablebase`: the 5x5 endgame tables of one preset, or of all.
#[derive(clap::Args, Debug)]
pub struct TablebaseArgs {
    /// The tables of every preset instead of one.
    #[arg(long)]
    all: bool,
    /// Entries of each class checked against plain minimax.
    #[arg(long = "verify", default_value_t = 200, value_name = "N")]
    samples: usize,
    /// The minimax's horizon for that check, in turns.
    #[arg(long, default_value_t = 4)]
    horizon: u32,
    /// A folder to write the tables to, one file per preset.
    #[arg(long, value_name = "DIR")]
    out: Option<String>,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(args: &TablebaseArgs) -> Result<(), String> {
    let presets: Vec<(String, Rules)> = if args.all {
        Preset::ALL.iter().map(|p| (p.name().to_string(), p.rules(seega_core::Size::Five))).collect()
    } else {
        vec![(args.rules.preset.clone(), args.rules.rules()?)]
    };
    let mut failed = 0;
    for (name, rules) in presets {
        failed += build_one(&name, &rules, args.samples, args.horizon, args.out.as_deref())?;
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
        let classes = tables.classes();
        let bar = crate::progress::bar(classes.len() as u64, "classes checked against minimax");
        for (m, n, _) in classes {
            let (k, mismatches) = verify_class(&tables, m, n, samples, horizon);
            bar.inc(1);
            checked += k;
            for miss in &mismatches {
                println!("  MISMATCH {m}v{n} {}: table {:?}, minimax {}", miss.setup, miss.table, miss.minimax);
            }
            failed += mismatches.len();
        }
        bar.finish_and_clear();
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
    use super::{run, TablebaseArgs};

    fn args(text: &str) -> Result<TablebaseArgs, String> {
        let words: Vec<&str> = ["tablebase"].into_iter().chain(text.split_whitespace()).collect();
        match crate::command(&words)? {
            crate::Command::Tablebase(args) => Ok(args),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn only_the_5x5_board_and_tabled_rules_are_built() {
        assert!(run(&args("--size 7").unwrap()).unwrap_err().contains("5x5"));
        assert!(run(&args("--rule blocked=opponentOpens").unwrap()).unwrap_err().contains("5x5"));
        assert!(args("--verify many").unwrap_err().contains("many"));
    }
}
