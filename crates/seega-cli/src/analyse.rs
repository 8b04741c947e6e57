//! `seega analyse FILE`: replays a game record and, for each turn, compares the turn played
//! with the engine's choice, marking the turns that gave away the most. On the 5x5 board, a
//! game that comes down to six stones is analysed with the endgame tables, and each turn in
//! them shows the exact result ("white wins in 7 turns").

use std::time::Instant;

use seega_ai::{Limits, Search, Verdict, PROVEN, WIN};
use seega_core::{Action, Game, Side, Turn};

/// A turn that loses this much (hundredths of a stone) against the engine's choice is marked.
const MISTAKE: i32 = 100;
const BLUNDER: i32 = 300;

/// `seega analyse`: each turn of a game record against the engine's choice.
#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// The search's depth in turns (6 unless --time is given).
    #[arg(long, conflicts_with = "time")]
    depth: Option<u32>,
    /// The search's time a turn, in milliseconds, instead of a depth.
    #[arg(long, value_name = "MS")]
    time: Option<f64>,
    /// The game record to analyse.
    #[arg(value_name = "RECORD_FILE")]
    file: std::path::PathBuf,
}

pub fn run(args: &AnalyseArgs) -> Result<(), String> {
    let path = args.file.display().to_string();
    let limits = match (args.depth, args.time) {
        (Some(depth), _) => Limits::depth(depth),
        (None, Some(time)) => Limits { time_ms: Some(time), ..Limits::default() },
        (None, None) => Limits::depth(6),
    };
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let record = Game::from_record(&text).map_err(|e| format!("{path}: {e}"))?;

    // Replay from the same start: a copy of the record's game with its turns taken back.
    let mut game = record.clone();
    while game.undo() {}
    let turns = record.turns();
    let mut search = Search::new();
    let end = record.position();
    let placed = end.in_hand(Side::Black) + end.in_hand(Side::White) == 0;
    if placed && end.stones(Side::Black).len() + end.stones(Side::White).len() <= 6 {
        search.set_tablebase(crate::player::shared_tables(record.rules()));
    }
    let mut lost = [0i64; 2];
    let mut counted = [0i64; 2];
    println!("turn  side   played           engine           loss");
    for (i, played) in turns.iter().enumerate() {
        let side = game.position().turn();
        let (best, verdict) = think_with_verdict(&mut search, &game, &limits).ok_or("the engine found no turn")?;
        let mut after = game.clone();
        after.play_turn(played).map_err(|e| format!("turn {}: {e}", i + 1))?;
        let played_score =
            if same_turn(played, &best.0) { best.1 } else { value_after(&mut search, &after, side, &limits) };
        let loss = (best.1 - played_score).max(0);
        let mark = match loss {
            l if l >= BLUNDER => "  ?? blunder",
            l if l >= MISTAKE => "  ?  mistake",
            _ => "",
        };
        if best.1.abs() < PROVEN && played_score.abs() < PROVEN {
            lost[side.index()] += i64::from(loss);
            counted[side.index()] += 1;
        }
        let exact = verdict.map_or(String::new(), |v| format!("  [{}]", describe(v, side)));
        println!(
            "{:>4}  {:<5}  {:<15}  {:<15}  {}{mark}{exact}",
            i + 1,
            side.name(),
            played.to_string(),
            best.0.to_string(),
            stones(loss)
        );
        game = after;
    }
    for side in Side::BOTH {
        let n = counted[side.index()].max(1);
        println!(
            "{side}: average loss {:.2} stones a turn over {} turns",
            lost[side.index()] as f64 / n as f64 / 100.0,
            n
        );
    }
    if let Some(outcome) = record.outcome() {
        let winner = outcome.winner.map_or("a draw".to_string(), |s| format!("{s} wins"));
        println!("result: {winner} ({})", outcome.reason.name());
    }
    Ok(())
}

/// Whether two turns are the same: equal, or the same two drops in the other order.
fn same_turn(a: &Turn, b: &Turn) -> bool {
    let drops = |t: &Turn| -> Option<Vec<Action>> {
        let mut v = t.actions.clone();
        v.iter().all(|a| matches!(a, Action::Drop(_))).then(|| {
            v.sort_by_key(|a| a.to_string());
            v
        })
    };
    a == b || drops(a).is_some_and(|x| Some(x) == drops(b))
}

fn think(search: &mut Search, game: &Game, limits: &Limits) -> Option<(Turn, i32)> {
    think_with_verdict(search, game, limits).map(|(best, _)| best)
}

/// The engine's turn and score, and the endgame tables' verdict when the position is in them.
fn think_with_verdict(search: &mut Search, game: &Game, limits: &Limits) -> Option<((Turn, i32), Option<Verdict>)> {
    let clock = Instant::now();
    let now = || clock.elapsed().as_secs_f64() * 1000.0;
    search.choose(game, limits, &now).map(|c| ((c.turn, c.score), c.tablebase))
}

/// A table verdict for `mover` in words: "white wins in 7 turns", "a draw".
fn describe(verdict: Verdict, mover: Side) -> String {
    let Some(winner) = verdict.winner(mover) else { return "a draw".to_string() };
    match verdict.turns() {
        Some(1) => format!("{winner} wins in 1 turn"),
        Some(n) => format!("{winner} wins in {n} turns"),
        None => format!("{winner} wins on stone count"),
    }
}

/// The value for `side` of the position after its turn: the game's end, or the engine's
/// verdict for whoever moves next, turned to `side`'s point of view.
fn value_after(search: &mut Search, after: &Game, side: Side, limits: &Limits) -> i32 {
    if let Some(outcome) = after.outcome() {
        return match outcome.winner {
            None => 0,
            Some(w) if w == side => WIN,
            Some(_) => -WIN,
        };
    }
    let Some((_, score)) = think(search, after, limits) else { return 0 };
    if after.position().turn() == side {
        score
    } else {
        -score
    }
}

fn stones(hundredths: i32) -> String {
    if hundredths >= PROVEN {
        "the game".to_string()
    } else {
        format!("{:.2}", f64::from(hundredths) / 100.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_in_either_order_are_the_same_turn() {
        let t = |s: &str| s.parse::<Turn>().unwrap();
        assert!(same_turn(&t("a1,b2"), &t("b2,a1")));
        assert!(!same_turn(&t("a1,b2"), &t("a1,b3")));
        assert!(!same_turn(&t("c2-c3"), &t("b3-c3")));
    }

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
        assert!(analyse(&["--depth", "2", "--time", "50", &file]).is_err(), "a depth or a time, not both");
        std::fs::write(&path, "[Size \"5\"]\n\n1. a1,a1\n").unwrap();
        assert!(run(&analyse(&[&file]).unwrap()).unwrap_err().contains("line 3"));
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn table_verdicts_read_as_words() {
        assert_eq!(describe(Verdict::Win { turns: Some(7) }, Side::White), "white wins in 7 turns");
        assert_eq!(describe(Verdict::Loss { turns: Some(1) }, Side::White), "black wins in 1 turn");
        assert_eq!(describe(Verdict::Loss { turns: None }, Side::Black), "white wins on stone count");
        assert_eq!(describe(Verdict::Draw, Side::Black), "a draw");
    }
}
