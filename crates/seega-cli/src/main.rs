//! `seega`: perft counts, benchmarks, engine-against-engine matches, weight tuning and
//! record analysis, the endgame tables and the puzzle collection on the command line.
//! The commands, their options and their help are declared here and in each command's
//! module (clap); the rule options come from the engine's own table.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod analyse;
mod bench;
mod engine;
mod matches;
mod opening;
mod options;
mod perft;
mod player;
mod program;
mod progress;
mod puzzles;
mod tablebase;
mod tune;

const PLAYERS: &str = "\
A PLAYER (--a, --b, --against) is `random`, `greedy` (takes the most stones it can this turn),
or engine settings joined by commas: level=1..5, depth=TURNS, nodes=N, time=MS,
placement-time=MS (the budget of a placement turn, time's by default), seed=S,
tables=yes|no (the 5x5 endgame tables, yes by default), trade=N (hundredths of a stone per
stone gone for the side ahead; 0, none, by default), and evaluation weights by name
(mobility=6); or program=PATH followed by engine settings: another build of seega, run as
`PATH engine`.";

/// Seega on the command line: the rules engine and the computer player, measured.
#[derive(Parser, Debug)]
#[command(name = "seega", version, after_help = after_help())]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Counts turn sequences by depth, to check move generation and time it.
    Perft(perft::PerftArgs),
    /// Times move generation and the search on fixed positions (medians).
    Bench(bench::BenchArgs),
    /// Two players over many games from varied openings: the score, Elo and how leads ended.
    Match(matches::MatchArgs),
    /// Tunes the evaluation's weights by self-play.
    Tune(tune::TuneArgs),
    /// Compares each turn of a game record with the engine's choice.
    #[command(alias = "analyze")]
    Analyse(analyse::AnalyseArgs),
    /// The lesson's puzzles: generate them, or prove them again.
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
    /// Level 5's first placement turns on 5x5 against a far deeper search.
    Opening(opening::OpeningArgs),
    /// Builds and checks the 5x5 endgame tables, and may write them.
    Tablebase(tablebase::TablebaseArgs),
    /// Answers `go SETTINGS`, a record and `.` on standard input with a turn (for `program=`).
    Engine {
        /// A folder of endgame tables written by `seega tablebase --out`, read instead of built.
        #[arg(long, value_name = "DIR")]
        tables: Option<std::path::PathBuf>,
    },
}

fn after_help() -> String {
    format!("{PLAYERS}\n\n{}", options::rule_help())
}

/// The command `args` name, as the command line would read it (for the tests).
#[cfg(test)]
pub(crate) fn command(args: &[&str]) -> Result<Command, String> {
    Cli::try_parse_from(std::iter::once("seega").chain(args.iter().copied()))
        .map(|cli| cli.command)
        .map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Perft(args) => perft::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Match(args) => matches::run(args),
        Command::Tune(args) => tune::run(args),
        Command::Analyse(args) => analyse::run(args),
        Command::Puzzles(command) => puzzles::run(command),
        Command::Tablebase(args) => tablebase::run(args),
        Command::Opening(args) => opening::run(args),
        Command::Engine { tables } => {
            if let Some(dir) = tables {
                player::read_tables_from(dir.clone());
            }
            engine::run()
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("seega: {message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_and_version_answer_and_usage_errors_are_refused() {
        for args in [&["--help"][..], &["--version"], &["perft", "--help"], &["match", "--help"]] {
            let error = Cli::try_parse_from(std::iter::once("seega").chain(args.iter().copied())).unwrap_err();
            assert_eq!(error.exit_code(), 0, "{args:?} is not a usage error");
        }
        assert!(command(&["perft"]).is_err(), "perft needs a depth");
        assert!(command(&["perft", "--size=7", "3"]).is_ok(), "--name=value reads");
        assert!(command(&["perft", "--size", "6", "3"]).is_err());
        assert!(command(&["match", "--a", "depth=2"]).is_err(), "--b is needed");
        assert!(command(&["frobnicate"]).is_err());
    }

    #[test]
    fn rule_options_come_as_name_value_from_the_engines_table() {
        let Ok(Command::Perft(args)) =
            command(&["perft", "--preset", "somali", "--size", "7", "--rule", "chain=mandatory", "2"])
        else {
            panic!("perft reads")
        };
        let rules = args.rules().unwrap();
        assert_eq!(rules, {
            let mut expected = seega_core::Preset::Somali.rules(seega_core::Size::Seven);
            expected.set("chain", "mandatory").unwrap();
            expected
        });
        assert!(command(&["perft", "--rule", "chain=sometimes", "2"]).unwrap_err().contains("chain"));
        assert!(command(&["perft", "--rule", "colour=red", "2"]).unwrap_err().contains("colour"));
        assert!(command(&["perft", "--rule", "chain", "2"]).is_err(), "NAME=VALUE");
        assert!(command(&["perft", "--preset", "swiss", "2"]).unwrap_err().contains("presets"));
        assert!(after_help().contains("blocked=opponentMovesAgain | blockedRemoves"));
    }
}
