//! `seega analyse FILE`: replays a game record and reviews it turn by turn with
//! `seega_ai::review`: each turn played against the engine's choice, the stones it gave
//! away and its class (the same thresholds as the page's review), and each side's accuracy.
//! On the 5x5 board, a game that comes down to six stones is looked up in the endgame tables,
//! and each turn in them shows the exact result ("white wins in 7 turns").

use seega_ai::review::{Class, ReviewLimits, Reviewer, Value, DEFAULT_DEPTH, DEFAULT_NODES};
use seega_core::{Game, Side};

/// `seega analyse`: each turn of a game record against the engine's choice.
#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// The search's depth in turns.
    #[arg(long, default_value_t = DEFAULT_DEPTH)]
    depth: u32,
    /// The most positions one search visits.
    #[arg(long, default_value_t = DEFAULT_NODES)]
    nodes: u64,
    /// The game record to analyse.
    #[arg(value_name = "RECORD_FILE")]
    file: std::path::PathBuf,
}

pub fn run(args: &AnalyseArgs) -> Result<(), String> {
    let path = args.file.display().to_string();
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let record = Game::from_record(&text).map_err(|e| format!("{path}: {e}"))?;
    let mut reviewer = Reviewer::new(&record, ReviewLimits { depth: args.depth, nodes: Some(args.nodes) });
    if reviewer.reaches(6) {
        reviewer.set_tablebase(crate::player::shared_tables(record.rules()));
    }
    let bar = crate::progress::bar(reviewer.total() as u64, "positions");
    while reviewer.step(&|| 0.0) {
        bar.inc(1);
    }
    bar.finish_and_clear();
    let review = reviewer.review();
    println!("turn  side   played           engine           loss   class");
    for (i, turn) in review.turns.iter().enumerate() {
        let mark = turn.class.map_or(String::new(), |c| format!("{} {}", c.symbol(), c.name()));
        let exact = match turn.before {
            Value::Exact { winner, turns, tables: true } => format!("  [{}]", describe(winner, turns)),
            _ => String::new(),
        };
        println!(
            "{:>4}  {:<5}  {:<15}  {:<15}  {:<5}  {mark}{exact}",
            i + 1,
            turn.side.name(),
            turn.played.to_string(),
            turn.best.to_string(),
            turn.loss.map_or("-".to_string(), |l| format!("{:.2}", f64::from(l) / 100.0)),
        );
    }
    for side in Side::BOTH {
        let s = review.sides[side.index()];
        let accuracy = s.accuracy.map_or("-".to_string(), |a| format!("{a:.0}%"));
        println!(
            "{side}: accuracy {accuracy}, {} {}, {} {}, {} {}",
            s.inaccuracies,
            plural(Class::Inaccuracy, s.inaccuracies),
            s.mistakes,
            plural(Class::Mistake, s.mistakes),
            s.blunders,
            plural(Class::Blunder, s.blunders),
        );
    }
    if let Some(outcome) = record.outcome() {
        let winner = outcome.winner.map_or("a draw".to_string(), |s| format!("{s} wins"));
        println!("result: {winner} ({})", outcome.reason.name());
    }
    Ok(())
}

fn plural(class: Class, n: usize) -> String {
    match (class, n) {
        (Class::Inaccuracy, 1) => "inaccuracy".to_string(),
        (Class::Inaccuracy, _) => "inaccuracies".to_string(),
        (c, 1) => c.name().to_string(),
        (c, _) => format!("{}s", c.name()),
    }
}

/// A forced result in words: "white wins in 7 turns", "a draw".
fn describe(winner: Option<Side>, turns: Option<u32>) -> String {
    let Some(winner) = winner else { return "a draw".to_string() };
    match turns {
        Some(1) => format!("{winner} wins in 1 turn"),
        Some(n) => format!("{winner} wins in {n} turns"),
        None => format!("{winner} wins on stone count"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_analysed_turn_by_turn_and_bad_input_is_refused() {
        let path = std::env::temp_dir().join(format!("seega-analyse-{}.txt", std::process::id()));
        std::fs::write(&path, "[Size \"5\"]\n\n1. a1,b1 2. c1,d1 *\n").unwrap();
        let file = path.to_string_lossy().to_string();
        let analyse = |args: &[&str]| match crate::command(&[&["analyse"], args].concat()) {
            Ok(crate::Command::Analyse(args)) => Ok(args),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e),
        };
        assert!(run(&analyse(&["--depth", "2", &file]).unwrap()).is_ok());
        assert!(analyse(&["--speed", "2", &file]).is_err());
        assert!(analyse(&["--depth", "two", &file]).is_err());
        std::fs::write(&path, "[Size \"5\"]\n\n1. a1,a1\n").unwrap();
        assert!(run(&analyse(&[&file]).unwrap()).unwrap_err().contains("line 3"));
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn table_verdicts_read_as_words() {
        assert_eq!(describe(Some(Side::White), Some(7)), "white wins in 7 turns");
        assert_eq!(describe(Some(Side::Black), Some(1)), "black wins in 1 turn");
        assert_eq!(describe(Some(Side::White), None), "white wins on stone count");
        assert_eq!(describe(None, None), "a draw");
    }
}
