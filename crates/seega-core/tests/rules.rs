//! One test for each rule statement of the sources, named for it and citing the source file
//! (the texts `000_…` to `004_…`; `docs/rules.md` summarises them).

mod common;

use common::{actions, cell, classic, game_from, play, Lcg};
use seega_core::{
    Blocked, Chain, Conclusion, EndReason, Game, MovementStarter, Outcome, Phase, PlayError, Preset, Rules, Side, Size,
    Stage, WinBy,
};

const B: Side = Side::Black;
const W: Side = Side::White;

/// Plays a fixed placement in which both sides have stones next to the centre.
fn placed(rules: Rules) -> Game {
    let mut g = Game::new(rules);
    for t in
        ["a1,b1", "c1,d1", "e1,a2", "b2,c2", "d2,e2", "a3,b3", "d3,e3", "a4,b4", "c4,d4", "e4,a5", "b5,c5", "d5,e5"]
    {
        g.play_notation(t).unwrap();
    }
    g
}

// ----- placement -----

#[test]
fn two_stones_a_turn_anywhere_but_the_centre_000_002_003_004() {
    let mut g = Game::new(classic());
    play(&mut g, "a1");
    assert_eq!(g.position().turn(), B, "the second drop of a turn is the same player's");
    let err = g.play_notation("c3").unwrap_err();
    assert!(err.to_string().contains("centre"), "{err}");
    play(&mut g, "b1");
    assert_eq!(g.position().turn(), W);
    assert_eq!(g.position().in_hand(B), 10);
}

#[test]
fn no_captures_while_placing_and_a_stone_placed_between_enemies_is_safe_001() {
    let mut g = Game::new(classic());
    play(&mut g, "a1,e5");
    assert!(play(&mut g, "b1,e4").is_empty(), "white's b1 lands between nothing yet");
    // Black now closes the sandwich a1-b1-c1 by placing: no capture during placement.
    assert!(play(&mut g, "c1,a5").is_empty());
    assert_eq!(g.position().board().stone(cell("b1")), Some(W));
}

#[test]
fn placement_ends_with_only_the_centre_empty_on_every_size_000_002() {
    for size in Size::ALL {
        let mut g = Game::new(Preset::Classic.rules(size));
        let mut rng = Lcg(size.width().into());
        while g.position().phase() == Phase::Placement {
            let moves = g.legal_actions();
            g.play(moves[rng.below(moves.len())]).unwrap();
        }
        assert_eq!(g.position().empty(), size.center().bit(), "{size}");
        assert_eq!(g.position().in_hand(B) + g.position().in_hand(W), 0);
    }
}

#[test]
fn the_last_placer_moves_first_000_002_003() {
    let g = placed(classic());
    assert_eq!(g.position().phase(), Phase::Movement);
    assert_eq!(g.position().turn(), W, "black placed first, so white placed last");
    assert_eq!(actions(&g), ["c2-c3", "b3-c3"], "the first move goes into the centre (004)");
    let white_first = Rules { first_player: W, ..classic() };
    assert_eq!(placed(white_first).position().turn(), B);
}

#[test]
fn the_first_player_moves_first_when_chosen_lane_and_ludii() {
    let rules = Rules { movement_starter: MovementStarter::FirstPlayer, ..classic() };
    assert_eq!(placed(rules).position().turn(), B);
}

#[test]
fn the_edge_opening_puts_the_first_stones_on_the_marked_cells_001() {
    let mut g = Game::new(Preset::Egyptian.rules(Size::Five));
    assert_eq!(actions(&g), ["a3", "e3"], "first player: middle of the left and right edges");
    assert!(g.play_notation("a1").unwrap_err().to_string().contains("edge opening"));
    play(&mut g, "a3,e3");
    assert_eq!(actions(&g), ["c1", "c5"], "second player: middle of the bottom and top edges");
    play(&mut g, "c5,c1");
    assert_eq!(actions(&g).len(), 25 - 1 - 4, "then any empty cell but the centre");
    let g9 = Game::new(Preset::Egyptian.rules(Size::Nine));
    assert_eq!(actions(&g9), ["a5", "i5"]);
}

// ----- movement and custodian capture -----

#[test]
fn steps_are_orthogonal_to_an_empty_cell_never_diagonal_000_001_004() {
    let g = game_from(classic(), &["c3", "a1"], &["e5", "e1"], B);
    let mut moves = actions(&g);
    moves.sort();
    assert_eq!(moves, ["a1-a2", "a1-b1", "c3-b3", "c3-c2", "c3-c4", "c3-d3"]);
}

#[test]
fn one_move_onto_the_centre_takes_three_stones_001_002() {
    let mut g = game_from(classic(), &["c2", "a3", "e3", "c5", "e5"], &["b3", "d3", "c4", "a1", "e1"], B);
    let before = g.position().captured(B);
    assert_eq!(play(&mut g, "c2-c3"), ["b3", "c4", "d3"]);
    assert_eq!(g.position().captured(B), before + 3);
}

#[test]
fn a_stone_that_moves_between_two_enemies_is_safe_000_001_002_003_004() {
    let mut g = game_from(classic(), &["c1", "e5", "a5"], &["b2", "d2", "a1", "e1"], B);
    assert!(play(&mut g, "c1-c2").is_empty());
    play(&mut g, "a1-a2"); // white moves elsewhere: c2 stays
    assert_eq!(g.position().board().stone(cell("c2")), Some(B));
}

#[test]
fn two_enemy_stones_side_by_side_are_not_taken_000_004() {
    let mut g = game_from(classic(), &["a1", "d2", "e5"], &["b2", "c2", "a5", "e1"], B);
    assert!(play(&mut g, "a1-a2").is_empty());
    assert_eq!(g.position().stones(W).len(), 4);
}

#[test]
fn a_stone_on_the_centre_cannot_be_taken_000_001_002_003() {
    let setup = (&["b3", "d2", "a5"][..], &["c3", "e1", "e5"][..]);
    let mut g = game_from(classic(), setup.0, setup.1, B);
    assert!(play(&mut g, "d2-d3").is_empty(), "b3-c3-d3 would sandwich the centre stone");
    let open = Rules { center_safe: false, ..classic() };
    let mut g = game_from(open, setup.0, setup.1, B);
    assert_eq!(play(&mut g, "d2-d3"), ["c3"]);
}

#[test]
fn a_stone_on_the_centre_may_be_the_far_flanking_stone_rules_sources_point_8() {
    let mut g = game_from(classic(), &["c3", "b5", "a1"], &["c4", "e1", "e4"], B);
    assert_eq!(play(&mut g, "b5-c5"), ["c4"]);
}

#[test]
fn diagonal_sandwiches_do_not_capture_001() {
    let mut g = game_from(classic(), &["a1", "d3", "e5"], &["b2", "e1", "a5"], B);
    assert!(play(&mut g, "d3-c3").is_empty(), "a1-b2-c3 is a diagonal");
}

#[test]
fn captures_happen_only_around_the_stone_that_moved_000() {
    // White's b2 sits between black a2 and c2 from the set-up: no capture until a move makes one.
    let mut g = game_from(classic(), &["a2", "c2", "e5"], &["b2", "e1", "a5"], B);
    assert!(play(&mut g, "e5-d5").is_empty());
    assert_eq!(g.position().board().stone(cell("b2")), Some(W));
}

// ----- capture chains -----

const CHAIN_BLACK: [&str; 4] = ["a1", "a4", "b4", "e5"];
const CHAIN_WHITE: [&str; 5] = ["a3", "b3", "e1", "d1", "c5"];

#[test]
fn an_optional_chain_may_go_on_capturing_or_stop_001_003() {
    let mut g = game_from(classic(), &CHAIN_BLACK, &CHAIN_WHITE, B);
    assert_eq!(play(&mut g, "a1-a2"), ["a3"]);
    assert_eq!(g.position().chain_from(), Some(cell("a2")));
    assert_eq!(actions(&g), ["a2-b2", "end"], "only capturing steps continue a chain");
    assert!(g.play_notation("e5-e4").is_err(), "another stone cannot join the chain");
    assert_eq!(play(&mut g, "a2-b2"), ["b3"]);
    assert_eq!(g.position().turn(), W, "no further capture: the turn ends by itself");

    let mut g = game_from(classic(), &CHAIN_BLACK, &CHAIN_WHITE, B);
    assert_eq!(play(&mut g, "a1-a2-b2"), ["a3", "b3"], "a whole chain as one turn token");
    let mut g = game_from(classic(), &CHAIN_BLACK, &CHAIN_WHITE, B);
    assert_eq!(play(&mut g, "a1-a2,end"), ["a3"]);
    assert_eq!(g.position().turn(), W);
}

#[test]
fn a_turn_token_that_stops_an_optional_chain_means_end_design() {
    let mut g = game_from(classic(), &CHAIN_BLACK, &CHAIN_WHITE, B);
    g.play_turn(&"a1-a2".parse().unwrap()).unwrap();
    assert_eq!(g.position().turn(), W);
    assert_eq!(g.turns()[0].to_string(), "a1-a2");
}

#[test]
fn a_mandatory_chain_must_go_on_while_it_can_capture_002() {
    let rules = Rules { chain: Chain::Mandatory, ..classic() };
    let mut g = game_from(rules, &CHAIN_BLACK, &CHAIN_WHITE, B);
    assert_eq!(g.play_turn(&"a1-a2".parse().unwrap()), Err(PlayError::TurnIncomplete));
    assert_eq!(g.position().stones(W).len(), 5, "a refused turn changes nothing");
    play(&mut g, "a1-a2");
    assert_eq!(actions(&g), ["a2-b2"], "no end while a capture is possible");
    assert!(g.play_notation("end").is_err());
    assert_eq!(play(&mut g, "a2-b2"), ["b3"]);
}

#[test]
fn without_chains_one_step_is_the_whole_turn_ludii() {
    let rules = Rules { chain: Chain::None, ..classic() };
    let mut g = game_from(rules, &CHAIN_BLACK, &CHAIN_WHITE, B);
    assert_eq!(play(&mut g, "a1-a2"), ["a3"]);
    assert_eq!(g.position().turn(), W);
}

// ----- jump capture -----

#[test]
fn the_jump_game_captures_by_jumping_over_single_stones_several_in_a_turn_004() {
    let rules = Preset::Jump.rules(Size::Five);
    let black = ["c1", "a1", "e1"];
    let white = ["c2", "c4", "a2", "a3", "d2", "e5"];
    let g = game_from(rules, &black, &white, B);
    let moves = actions(&g);
    assert!(moves.contains(&"c1-c3".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m == "a1-a4" || m == "a1-a3"), "two stones in a row cannot be jumped");
    assert!(!moves.contains(&"e1-c3".to_string()), "no diagonal jumps");
    let mut g = game_from(rules, &black, &white, B);
    assert_eq!(play(&mut g, "c1-c3"), ["c2"]);
    assert_eq!(actions(&g), ["c3-c5", "end"]);
    assert_eq!(play(&mut g, "c3-c5"), ["c4"]);
    let mut g = game_from(rules, &black, &white, B);
    assert_eq!(play(&mut g, "c1-c3-c5"), ["c2", "c4"]);
}

#[test]
fn jump_captures_respect_a_safe_centre_when_it_is_on() {
    let rules = Rules { center_safe: true, ..Preset::Jump.rules(Size::Five) };
    let g = game_from(rules, &["c2", "a1"], &["c3", "e5", "e4"], B);
    assert!(!actions(&g).contains(&"c2-c4".to_string()));
}

// ----- blocked players -----

/// White's two stones are walled in; black can move.
fn walled(blocked: Blocked) -> Game {
    let rules = Rules { blocked, ..classic() };
    game_from(rules, &["a2", "b1", "d5", "e4", "c3"], &["a1", "e5"], W)
}

#[test]
fn a_blocked_players_opponent_moves_again_until_an_opening_appears_boardgamegeek_in_001() {
    let mut g = walled(Blocked::OpponentMovesAgain);
    assert_eq!(g.position().turn(), B);
    assert_eq!(g.position().blocked(), Some(W));
    play(&mut g, "c3-c4");
    assert_eq!(g.position().turn(), B, "still no opening: black again");
    play(&mut g, "a2-a3");
    assert_eq!(g.position().turn(), W, "a2 left an opening");
    assert_eq!(g.position().blocked(), None);
}

#[test]
fn a_blocked_player_removes_an_enemy_stone_then_moves_001() {
    let mut g = walled(Blocked::BlockedRemoves);
    assert_eq!(g.position().turn(), W);
    assert_eq!(g.position().stage(), Stage::Remove);
    let mut removals = actions(&g);
    removals.sort();
    assert_eq!(removals, ["xa2", "xb1", "xd5", "xe4"], "enemy stones next to its own");
    assert!(g.play_notation("xc3").is_err(), "c3 opens no path");
    let before = g.position().captured(W);
    assert_eq!(play(&mut g, "xa2,a1-a2"), ["a2"]);
    assert_eq!(g.position().captured(W), before + 1);
    assert_eq!(g.turns()[0].to_string(), "xa2,a1-a2");
}

#[test]
fn the_opponent_removes_a_stone_of_its_own_so_the_blocked_player_can_move_000() {
    let mut g = walled(Blocked::OpponentRemoves);
    assert_eq!(g.position().turn(), B);
    let mut removals = actions(&g);
    removals.sort();
    assert_eq!(removals, ["xa2", "xb1", "xd5", "xe4"], "black's own stones next to white's");
    let before = g.position().captured(W);
    assert_eq!(play(&mut g, "xe4"), ["e4"]);
    assert_eq!(g.position().turn(), W);
    assert_eq!(actions(&g), ["e5-e4"]);
    assert_eq!(g.position().captured(W), before + 1, "the stone given up counts as taken by white");
}

#[test]
fn a_blocked_players_opponent_must_move_again_and_make_an_opening_for_him_003() {
    // "If a player cannot move, his opponent must move again and make an opening for him."
    let rules = Rules { blocked: Blocked::OpponentOpens, win_by: WinBy::AllCaptured, ..classic() };
    let mut g = game_from(rules, &["a5"], &["b5", "a4", "a2"], B);
    assert_eq!(g.position().blocked(), Some(B));
    assert_eq!(g.position().turn(), W);
    assert!(g.position().must_open() && !g.position().cannot_open());
    let mut moves = actions(&g);
    moves.sort();
    assert_eq!(moves, ["a4-a3", "a4-b4", "b5-b4", "b5-c5"], "a2-a1, a2-a3 and a2-b2 leave black blocked");
    let refused = g.play_notation("a2-a3").unwrap_err();
    assert_eq!(refused.code(), "mustOpen");
    play(&mut g, "b5-c5");
    assert_eq!(g.position().turn(), B, "the opening lets black move");
    assert_eq!(g.history().last().map(|t| (t.side, t.extra)), Some((W, true)));
}

#[test]
fn where_no_move_opens_a_path_the_opponent_moves_freely_that_turn_003() {
    let rules = Rules { blocked: Blocked::OpponentOpens, win_by: WinBy::AllCaptured, ..classic() };
    let mut g = game_from(rules, &["a5"], &["b5", "c5", "a4", "b4", "a3"], B);
    assert!(g.position().cannot_open() && !g.position().must_open());
    let mut moves = actions(&g);
    moves.sort();
    assert_eq!(moves, ["a3-a2", "a3-b3", "b4-b3", "b4-c4", "c5-c4", "c5-d5"], "every move, none opens");
    play(&mut g, "b4-c4");
    assert_eq!(g.position().turn(), W, "black is still blocked");
    assert!(g.position().must_open(), "now a4-b4 and b5-b4 open a path");
    let mut moves = actions(&g);
    moves.sort();
    assert_eq!(moves, ["a4-b4", "b5-b4"]);
}

#[test]
fn the_moves_again_rule_of_boardgamegeek_in_001_asks_for_no_opening() {
    let rules = Rules { blocked: Blocked::OpponentMovesAgain, win_by: WinBy::AllCaptured, ..classic() };
    let g = game_from(rules, &["a5"], &["b5", "a4", "a2"], B);
    assert_eq!(g.legal_actions().len(), 7);
    assert!(!g.position().must_open() && !g.position().cannot_open());
}

#[test]
fn at_the_start_of_movement_a_player_with_no_stone_by_the_centre_is_blocked_000() {
    // White placed last but has no stone next to the centre.
    let mut g = Game::new(classic());
    for t in
        ["b3,d3", "a1,b1", "c2,c4", "c1,d1", "a2,b2", "d2,e2", "a3,e3", "a4,b4", "d4,e4", "a5,b5", "c5,d5", "e1,e5"]
    {
        g.play_notation(t).unwrap();
    }
    assert_eq!(g.position().phase(), Phase::Movement);
    assert_eq!(g.position().blocked(), Some(W));
    assert_eq!(g.position().turn(), B, "the opponent moves again");
}

#[test]
fn both_sides_blocked_cannot_arise_while_a_cell_is_empty() {
    // The both-blocked ending exists in the engine for completeness, but on these boards an
    // empty cell always borders some stone that can step into it. Random games confirm it.
    let mut rng = Lcg(7);
    for game_no in 0..60 {
        let preset = Preset::ALL[game_no % Preset::ALL.len()];
        let mut g = Game::new(preset.rules(Size::Five));
        while g.outcome().is_none() {
            let moves = g.legal_actions();
            g.play(moves[rng.below(moves.len())]).unwrap();
        }
        assert_ne!(g.outcome().unwrap().reason, EndReason::BothBlocked);
    }
}

// ----- endings -----

#[test]
fn capturing_every_enemy_stone_wins_000_003_004() {
    let mut g = game_from(Preset::Somali.rules(Size::Five), &["a3", "d2", "e5"], &["b3"], B);
    assert_eq!(g.outcome(), None, "one stone left is not yet a loss when all must be taken");
    play(&mut g, "d2-c2");
    play(&mut g, "b3-b2");
    assert_eq!(play(&mut g, "a3-a2"), ["b2"]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(B), reason: EndReason::AllCaptured }));
    assert_eq!(g.position().phase(), Phase::Over);
    assert!(g.legal_actions().is_empty());
}

#[test]
fn a_side_reduced_to_one_stone_loses_001_002() {
    let mut g = game_from(classic(), &["a3", "d3", "e5"], &["b3", "e1"], B);
    assert_eq!(play(&mut g, "d3-c3"), ["b3"]);
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(B), reason: EndReason::OneLeft }));
}

/// Black walled in on the left, white on the right: each moves behind its own line.
const SEALED_BLACK: [&str; 8] = ["b5", "a4", "b4", "a3", "b3", "b2", "a1", "b1"];
const SEALED_WHITE: [&str; 12] = ["c5", "d5", "c4", "e4", "c3", "d3", "e3", "c2", "d2", "e2", "c1", "d1"];

#[test]
fn barriers_that_seal_both_sides_end_the_game_on_stone_count_000_003() {
    let g = game_from(classic(), &SEALED_BLACK, &SEALED_WHITE, B);
    assert!(g.position().is_sealed());
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(W), reason: EndReason::Sealed }));
    // One move earlier the a-file stone still touches an empty cell next to white's c5.
    let mut before: Vec<&str> = SEALED_BLACK.iter().copied().filter(|c| *c != "b5").collect();
    before.push("a5");
    let mut g = game_from(classic(), &before, &SEALED_WHITE, B);
    assert_eq!(g.outcome(), None);
    play(&mut g, "a5-b5");
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(W), reason: EndReason::Sealed }));
}

#[test]
fn turns_without_capture_end_the_game_at_the_limit_on_stone_count() {
    let rules = Rules { no_capture_limit: 4, ..classic() };
    let mut g = game_from(rules, &["a1", "c1", "b5"], &["e5", "c5"], B);
    for t in ["a1-a2", "e5-e4", "a2-a1"] {
        play(&mut g, t);
        assert_eq!(g.outcome(), None);
    }
    assert_eq!(g.position().plies_without_capture(), 3);
    play(&mut g, "e4-e5");
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(B), reason: EndReason::NoCaptureLimit }));
}

#[test]
fn threefold_repetition_ends_the_game_on_stone_count_a_draw_when_equal() {
    let mut g = game_from(classic(), &["a1", "c1"], &["e5", "c5"], B);
    for _ in 0..2 {
        for t in ["a1-a2", "e5-e4", "a2-a1", "e4-e5"] {
            assert_eq!(g.outcome(), None);
            play(&mut g, t);
        }
    }
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: EndReason::Repetition }));
    assert!(g.undo(), "a repetition can be taken back");
    assert_eq!(g.outcome(), None);
}

#[test]
fn players_may_agree_that_no_capture_is_possible_000() {
    let mut g = game_from(classic(), &["a1", "c1", "b5"], &["e5", "c5"], W);
    let outcome = g.conclude(Conclusion::Agreement).unwrap();
    assert_eq!(outcome, Outcome { winner: Some(B), reason: EndReason::Agreement }, "the one with more stones wins");
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.play_notation("e5-e4"), Err(PlayError::GameOver));
    assert!(g.record().contains("[Termination \"agreement\"]"));
}

#[test]
fn resignation_and_flag_fall_end_the_game_for_the_other_side() {
    let mut g = Game::new(classic());
    assert_eq!(g.conclude(Conclusion::Timeout(B)).unwrap().winner, Some(W));
    g.undo();
    assert_eq!(g.conclude(Conclusion::Resignation(W)).unwrap().winner, Some(B));
}

// ----- presets -----

#[test]
fn each_preset_exists_for_every_size_and_cites_its_source() {
    for preset in Preset::ALL {
        assert!(preset.source().ends_with(".txt"));
        for size in Size::ALL {
            let rules = preset.rules(size);
            assert_eq!(rules.size, size);
            assert_eq!(Game::new(rules).preset(), preset, "a record names {preset} for its own rules");
        }
    }
    assert_eq!(Preset::Classic.rules(Size::Five), Rules::default(), "classic is the default of design.md");
}
