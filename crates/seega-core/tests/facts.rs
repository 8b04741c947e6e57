//! The facts the engine hands out: a typed reason for every refusal, who played each turn,
//! and what each action took.

mod common;

use common::{cell, classic, game_from, play};
use seega_core::{Blocked, Capture, Chain, Game, Illegal, Opening, PlayError, Rules, Side, Size};

const B: Side = Side::Black;
const W: Side = Side::White;

/// Plays `text` and returns the refusal's code; the game must be unchanged.
fn refusal(game: &mut Game, text: &str) -> &'static str {
    let before = (*game.position(), game.turns().len());
    let error = game.play_notation(text).expect_err(text);
    assert_eq!((*game.position(), game.turns().len()), before, "{text} changed the game");
    assert!(!error.to_string().is_empty());
    error.code()
}

fn placing() -> Game {
    let mut g = Game::new(classic());
    g.play_notation("a1,b1").unwrap();
    g
}

/// A movement position: black to move, d3-c3 takes b3 and c2, and no chain follows.
fn moving() -> Game {
    game_from(classic(), &["a3", "c1", "d3", "a1"], &["b3", "c2", "e5", "e1"], B)
}

/// A refusal to reach: its code, the game to try in, and the notation to try.
type Case = (&'static str, Box<dyn Fn() -> Game>, &'static str);

#[test]
fn every_reason_for_a_refusal_has_a_code_and_is_reached() {
    let walled = |blocked| game_from(Rules { blocked, ..classic() }, &["a2", "b1", "d5", "e4", "c3"], &["a1", "e5"], W);
    let chain_rules = |chain| Rules { chain, ..classic() };
    // Black's c4-c3 takes b3, and the stone can go on: c3-d3 takes d4.
    let chaining = move |chain| {
        let mut g = game_from(chain_rules(chain), &["a3", "c4", "d5"], &["b3", "d4", "a1", "e1"], B);
        g.play_notation("c4-c3").map(|_| g)
    };
    let cases: Vec<Case> = vec![
        ("offBoard", Box::new(placing), "f1"),
        ("centreDuringPlacement", Box::new(placing), "c3"),
        ("occupied", Box::new(placing), "a1"),
        ("edgeOpening", Box::new(|| Game::new(Rules { opening: Opening::Edges, ..classic() })), "a1"),
        ("placing", Box::new(placing), "a2-a3"),
        ("notPlacing", Box::new(moving), "c1"),
        ("mustRemove", Box::new(move || walled(Blocked::OpponentRemoves)), "a2-a3"),
        ("wrongRemoval", Box::new(move || walled(Blocked::BlockedRemoves)), "xc3"),
        ("noRemoval", Box::new(moving), "xb3"),
        ("chainOtherStone", Box::new(move || chaining(Chain::Optional).unwrap()), "a3-a2"),
        ("chainMustCapture", Box::new(move || chaining(Chain::Optional).unwrap()), "c3-c2"),
        ("chainMandatory", Box::new(move || chaining(Chain::Mandatory).unwrap()), "end"),
        ("noChain", Box::new(moving), "end"),
        ("notYourStone", Box::new(moving), "b3-a3"),
        ("notAdjacent", Box::new(moving), "d3-d5"),
        (
            "notJump",
            Box::new(|| game_from(Rules { capture: Capture::Jump, ..classic() }, &["a1", "c1"], &["e5", "d5"], B)),
            "a1-a4",
        ),
        (
            "mustOpen",
            Box::new(|| {
                let rules =
                    Rules { blocked: Blocked::OpponentOpens, win_by: seega_core::WinBy::AllCaptured, ..classic() };
                game_from(rules, &["a5"], &["b5", "a4", "a2"], B)
            }),
            "a2-b2",
        ),
        ("turnOver", Box::new(moving), "d3-c3,c3-c4"),
        ("turnIncomplete", Box::new(|| Game::new(classic())), "a1"),
        ("parse", Box::new(moving), "d3-"),
    ];
    for (code, start, text) in &cases {
        let mut game = start();
        if *code == "turnIncomplete" {
            // A single drop is one action; a turn token of one drop of two is incomplete.
            let error = game.play_turn(&"a1".parse().unwrap()).unwrap_err();
            assert_eq!(error.code(), *code);
            continue;
        }
        assert_eq!(refusal(&mut game, text), *code, "{text}");
    }
    let mut over = game_from(classic(), &["a1", "b1"], &["e5"], B);
    assert!(over.outcome().is_some());
    assert_eq!(refusal(&mut over, "a1-a2"), "gameOver");
    // Every reason the enum has is reached above.
    let reached: Vec<&str> = cases.iter().map(|c| c.0).collect();
    for reason in [
        Illegal::OffBoard { size: Size::Five },
        Illegal::CentreWhilePlacing,
        Illegal::Occupied(cell("a1")),
        Illegal::EdgeOpening { side: B, cells: [cell("a3"), cell("e3")] },
        Illegal::Placing,
        Illegal::NotPlacing,
        Illegal::MustRemove,
        Illegal::WrongRemoval { blocked: W, by_blocked: true },
        Illegal::NoRemoval,
        Illegal::ChainOtherStone(cell("c3")),
        Illegal::ChainMustCapture,
        Illegal::ChainMandatory,
        Illegal::NoChain,
        Illegal::NotYourStone { side: B, cell: cell("b3") },
        Illegal::NotAdjacent,
        Illegal::NotJump,
        Illegal::MustOpen { blocked: B },
        Illegal::TurnOver,
    ] {
        assert!(reached.contains(&reason.code()), "{} is not reached", reason.code());
    }
}

#[test]
fn a_refusal_says_which_action_and_why_in_words() {
    let mut g = moving();
    let error = g.play_notation("b3-a3").unwrap_err();
    assert_eq!(
        error,
        PlayError::Illegal {
            action: "b3-a3".parse().unwrap(),
            reason: Illegal::NotYourStone { side: B, cell: cell("b3") }
        }
    );
    assert_eq!(error.to_string(), "illegal action b3-a3: there is no black stone on b3");
}

#[test]
fn the_history_names_who_played_each_turn_and_the_turns_played_again() {
    let rules = Rules { blocked: Blocked::OpponentMovesAgain, ..classic() };
    let mut g = game_from(rules, &["a2", "b1", "d5", "e4", "c3"], &["a1", "e5"], W);
    play(&mut g, "c3-c4");
    play(&mut g, "a2-a3");
    play(&mut g, "a1-a2");
    let facts: Vec<(String, Side, bool)> = g.history().iter().map(|t| (t.turn.to_string(), t.side, t.extra)).collect();
    assert_eq!(
        facts,
        [("c3-c4".to_string(), B, true), ("a2-a3".to_string(), B, true), ("a1-a2".to_string(), W, false)]
    );
    assert_eq!(g.turns().len(), 3);
}

#[test]
fn the_history_says_what_each_action_took() {
    let mut g = moving();
    play(&mut g, "d3-c3");
    let history = g.history();
    let turn = history.last().unwrap();
    assert_eq!(turn.side, B);
    assert!(!turn.extra);
    assert_eq!(turn.captured(), cell("b3").bit() | cell("c2").bit());
    assert_eq!(turn.actions.len(), 1);
    assert_eq!(turn.actions[0].captured, turn.captured());
}

#[test]
fn a_removal_by_the_opponent_is_a_turn_of_its_own_played_again() {
    let mut g = game_from(
        Rules { blocked: Blocked::OpponentRemoves, ..classic() },
        &["a2", "b1", "d5", "e4", "c3"],
        &["a1", "e5"],
        W,
    );
    play(&mut g, "xe4");
    play(&mut g, "e5-e4");
    let facts: Vec<(Side, bool)> = g.history().iter().map(|t| (t.side, t.extra)).collect();
    assert_eq!(facts, [(B, true), (W, false)]);
}

#[test]
fn the_capture_rule_is_one_public_function() {
    let g = moving();
    let position = g.position();
    assert_eq!(position.captures_of(cell("d3"), cell("c3")), cell("b3").bit() | cell("c2").bit());
    assert!(position.captures_of(cell("a1"), cell("a2")).is_empty());
}
