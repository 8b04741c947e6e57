//! `seega engine`: the engine behind a small line protocol on standard input and output, so
//! that a match can set one build of the engine against another (`program=PATH` players).
//!
//! ```text
//! > go SETTINGS      engine settings as for a match player: time=20,seed=3
//! > RECORD LINES     the game so far, as a record
//! > .
//! < TURN             the turn chosen, in notation; `none` when the game is over;
//!                    `error MESSAGE` for a request that cannot be answered
//! > new              a new game: the transposition table is forgotten
//! > quit             (or the end of input)
//! ```
//!
//! The search is kept from one `go` to the next until `new`, as a match keeps it for a game:
//! its weights, tables and trading term come from the game's first `go`, the limits and the
//! seed from each. The endgame tables are built once for the whole session.

use std::io::{BufRead, Write};

use seega_core::Game;

use crate::player::{Player, Seat};

pub fn run() -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout().lock();
    let mut seat: Option<Seat> = None;
    while let Some(line) = lines.next() {
        let line = line.map_err(|e| e.to_string())?;
        let line = line.trim();
        let reply = match line.split_once(' ').unwrap_or((line, "")) {
            ("quit", _) => break,
            ("", _) => continue,
            ("new", _) => {
                seat = None;
                continue;
            }
            ("go", settings) => {
                let mut record = String::new();
                for line in lines.by_ref() {
                    let line = line.map_err(|e| e.to_string())?;
                    if line.trim() == "." {
                        break;
                    }
                    record.push_str(&line);
                    record.push('\n');
                }
                answer(settings, &record, &mut seat)
            }
            (word, _) => format!("error unknown request '{word}'"),
        };
        writeln!(out, "{reply}").and_then(|()| out.flush()).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The reply to one `go`: the turn, `none`, or `error ...`.
fn answer(settings: &str, record: &str, seat: &mut Option<Seat>) -> String {
    let game = match Game::from_record(record) {
        Ok(game) => game,
        Err(e) => return format!("error {e}"),
    };
    let player = match Player::parse(settings) {
        Ok(player @ Player::Engine { .. }) => player,
        Ok(_) => return "error the engine takes engine settings only".into(),
        Err(e) => return format!("error {e}"),
    };
    let seat = seat.get_or_insert_with(|| player.seat(game.rules()));
    match player.turn(&game, seat, 0) {
        Some(turn) => turn.to_string(),
        None => "none".into(),
    }
}
