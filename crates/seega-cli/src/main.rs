//! `seega`: perft counts, benchmarks, engine-against-engine matches, weight tuning and
//! record analysis, and the puzzle collection on the command line.

mod analyse;
mod bench;
mod engine;
mod matches;
mod options;
mod perft;
mod player;
mod program;
mod puzzles;
mod tablebase;
mod tune;

use std::process::ExitCode;

const USAGE: &str = "\
usage:
  seega perft [--setup \"BOARD SIDE\"] [--preset P] [--size N] [--OPTION VALUE...] DEPTH
  seega bench
  seega match --a PLAYER --b PLAYER --games N [--size N] [--preset P] [--OPTION VALUE...]
              [--random-turns K] [--seed S] [--threads T]
  seega tune --games N [--rounds R] [--size N] [--preset P] [--against PLAYER] [--seed S]
  seega analyse [--depth N | --time MS] RECORD_FILE
  seega puzzles generate [--scale K] [--seed S] [--out FILE]
  seega puzzles verify [FILE]
  seega tablebase [--preset P] [--OPTION VALUE...] [--all yes] [--verify N] [--horizon T] [--out DIR]
  seega engine   (answers `go SETTINGS`, a record and `.` on standard input with a turn)

PLAYER is `random`, `greedy` (takes the most stones it can this turn), or engine settings
joined by commas: level=1..5, depth=TURNS, nodes=N, time=MS, placement-time=MS (the budget
of a placement turn, time's by default), seed=S, tables=yes|no (the
5x5 endgame tables, yes by default), trade=N (hundredths of a stone per stone gone for the
side ahead; 0, none, by default), and evaluation weights by name (mobility=6); or
program=PATH followed by engine settings: another build of seega, run as `PATH engine`.
OPTION is any rule option, e.g. --chain mandatory.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("perft") => perft::run(&args[1..]),
        Some("bench") => bench::run(&args[1..]),
        Some("engine") => engine::run(&args[1..]),
        Some("match") => matches::run(&args[1..]),
        Some("tune") => tune::run(&args[1..]),
        Some("analyse" | "analyze") => analyse::run(&args[1..]),
        Some("puzzles") => puzzles::run(&args[1..]),
        Some("tablebase") => tablebase::run(&args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}\n\n{}", options::rule_help());
            Ok(())
        }
        _ => Err(format!("unknown or missing command\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("seega: {message}");
            ExitCode::FAILURE
        }
    }
}
