//! `seega engine` and `program=PATH` players, through the built binary.

use std::io::Write;
use std::process::{Command, Stdio};

use seega_core::{Game, Turn};

const SEEGA: &str = env!("CARGO_BIN_EXE_seega");

/// Runs `seega engine` on `requests` and returns its replies, one a line.
fn engine(requests: &str) -> Vec<String> {
    let mut child =
        Command::new(SEEGA).arg("engine").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("seega runs");
    child.stdin.take().expect("a pipe").write_all(requests.as_bytes()).expect("requests sent");
    let out = child.wait_with_output().expect("seega ends");
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("text").lines().map(str::to_string).collect()
}

#[test]
fn the_engine_answers_each_request_with_a_legal_turn_or_a_reason() {
    let mut game = Game::new(seega_core::Preset::Classic.rules(seega_core::Size::Five));
    game.play_turn(&"a1,b1".parse().expect("a turn")).expect("legal");
    let requests = format!(
        "go depth=1,tables=no\n{}.\nnew\ngo depth=2,tables=no\n{}.\ngo nodes=abc\n{}.\ngo depth=1,tables=no\nnot a record\n.\nlaunch\n",
        game.record(),
        game.record(),
        game.record()
    );
    let replies = engine(&requests);
    assert_eq!(replies.len(), 5, "{replies:?}");
    for reply in &replies[..2] {
        let turn: Turn = reply.parse().expect("a turn in notation");
        game.clone().play_turn(&turn).expect("a legal turn");
    }
    for (reply, says) in
        replies[2..].iter().zip(["'abc' is not a value for nodes", "error", "unknown request 'launch'"])
    {
        assert!(reply.starts_with("error ") && reply.contains(says), "{reply}");
    }
}

#[test]
fn a_game_over_is_answered_with_none() {
    let mut game = Game::new(seega_core::Preset::Classic.rules(seega_core::Size::Five));
    let side = game.position().turn();
    game.conclude(seega_core::Conclusion::Resignation(side)).expect("a game under way");
    let replies = engine(&format!("go depth=1,tables=no\n{}.\nquit\ngo depth=1\n", game.record()));
    assert_eq!(replies, ["none"]);
}

#[test]
fn a_match_can_set_the_engine_against_another_build() {
    let out = Command::new(SEEGA)
        .args([
            "match",
            "--a",
            "depth=1,tables=no",
            "--b",
            &format!("program={SEEGA},depth=1,tables=no"),
            "--games",
            "2",
        ])
        .output()
        .expect("seega runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    // The same engine at the same settings: each opening ends the same way with either colour.
    assert!(text.contains("A: +1 =0 -1") || text.contains("A: +0 =2 -0"), "{text}");
}

#[test]
fn the_engine_reads_a_record_set_up_in_placement() {
    // White to place its last two stones of a set-up with stones in hand (the Setup tag).
    let record = "[Size \"5\"]\n[Setup \"b..../...../...../...../..... w 0 2\"]\n";
    let replies = engine(&format!("go depth=1,tables=no\n{record}.\n"));
    assert_eq!(replies.len(), 1, "{replies:?}");
    let mut game = Game::from_record(record).expect("the record reads");
    let turn: Turn = replies[0].parse().expect("a turn token");
    game.play_turn(&turn).expect("the engine's turn is legal");
    assert_eq!(game.position().phase(), seega_core::Phase::Movement);
    let refused = engine("go depth=1,tables=no\n[Size \"5\"]\n[Setup \"..b../...../..b../...../..... w 10 12\"]\n.\n");
    assert!(refused[0].contains("centre"), "{refused:?}");
}
