//! Property tests over random games of every size and preset.

mod common;

use common::Lcg;
use proptest::prelude::*;
use seega_core::{Action, Annotation, Blocked, Cell, Game, Mark, Phase, Preset, Rules, Side, Size};

/// The rules each property runs under: every preset, then the classic game with each
/// blocked-player rule (the one reading no preset takes, `opponentOpens`, among them).
fn rules(variant: usize, size: usize) -> Rules {
    let size = Size::ALL[size % 3];
    match Preset::ALL.get(variant) {
        Some(preset) => preset.rules(size),
        None => Rules {
            blocked: Blocked::ALL[(variant - Preset::ALL.len()) % Blocked::ALL.len()],
            ..Preset::Classic.rules(size)
        },
    }
}

/// How many rule variants `rules` gives.
const VARIANTS: usize = 5 + 4;

/// A game after `steps` random actions from a seed.
fn random_game(rules: Rules, seed: u64, steps: usize) -> Game {
    let mut game = Game::new(rules);
    let mut rng = Lcg(seed);
    for _ in 0..steps {
        let moves = game.legal_actions();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    game
}

/// Any action at all, legal or not, on cells of the largest board.
fn any_action() -> impl Strategy<Value = Action> {
    let cell = (0u8..9, 0u8..9).prop_map(|(f, r)| Cell::at(f, r));
    prop_oneof![
        cell.clone().prop_map(Action::Drop),
        (cell.clone(), cell.clone()).prop_map(|(from, to)| Action::Step { from, to }),
        Just(Action::End),
        cell.prop_map(Action::Remove),
    ]
}

fn conserved(game: &Game) -> bool {
    let pos = game.position();
    let total = u32::from(pos.size().stones_per_side());
    Side::BOTH
        .iter()
        .all(|&s| pos.stones(s).len() + u32::from(pos.in_hand(s)) + u32::from(pos.captured(s.opponent())) == total)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn every_legal_action_plays_and_every_illegal_one_changes_nothing(
        preset in 0usize..VARIANTS, size in 0usize..3, seed: u64, steps in 0usize..160, probe in any_action()
    ) {
        let mut game = random_game(rules(preset, size), seed, steps);
        for &action in game.legal_actions().iter() {
            let mut copy = game.clone();
            prop_assert!(copy.play(action).is_ok(), "{action} is listed but refused");
        }
        let before = *game.position();
        let record = game.record();
        let legal = game.legal_actions().contains(&probe);
        let result = game.play(probe);
        prop_assert_eq!(result.is_ok(), legal, "{} legal={}", probe, legal);
        if !legal {
            prop_assert_eq!(*game.position(), before);
            prop_assert_eq!(game.record(), record);
            prop_assert!(!result.unwrap_err().to_string().is_empty());
        }
    }

    #[test]
    fn even_the_unchecked_path_never_panics_on_any_action(
        preset in 0usize..VARIANTS, size in 0usize..3, seed: u64, steps in 0usize..160, probes in proptest::collection::vec(any_action(), 1..8)
    ) {
        let game = random_game(rules(preset, size), seed, steps);
        let mut position = *game.position();
        for probe in probes {
            position.play_unchecked(probe);
            let _ = position.legal_actions();
            prop_assert_eq!(position.hash(), position.compute_hash());
        }
    }

    #[test]
    fn stones_are_conserved_and_the_hash_is_kept_up_to_date(
        preset in 0usize..VARIANTS, size in 0usize..3, seed: u64
    ) {
        let mut game = Game::new(rules(preset, size));
        let mut rng = Lcg(seed);
        for _ in 0..400 {
            prop_assert!(conserved(&game));
            prop_assert_eq!(game.position().hash(), game.position().compute_hash());
            let moves = game.legal_actions();
            if moves.is_empty() { break; }
            game.play(moves[rng.below(moves.len())]).unwrap();
        }
    }

    #[test]
    fn undo_after_a_turn_restores_the_exact_state_and_hash(
        preset in 0usize..VARIANTS, size in 0usize..3, seed: u64, steps in 0usize..200
    ) {
        let mut game = random_game(rules(preset, size), seed, steps);
        while !game.position().at_turn_start() && game.outcome().is_none() {
            let a = game.legal_actions()[0];
            game.play(a).unwrap();
        }
        prop_assume!(game.outcome().is_none());
        let before = *game.position();
        let mut rng = Lcg(seed ^ 1);
        loop {
            let moves = game.legal_actions();
            game.play(moves[rng.below(moves.len())]).unwrap();
            if game.position().at_turn_start() || game.outcome().is_some() { break; }
        }
        let after = *game.position();
        prop_assert!(game.undo());
        prop_assert_eq!(*game.position(), before);
        prop_assert_eq!(game.position().hash(), before.compute_hash());
        prop_assert!(game.redo());
        prop_assert_eq!(*game.position(), after);
    }

    #[test]
    fn records_round_trip(preset in 0usize..VARIANTS, size in 0usize..3, seed: u64, steps in 0usize..300) {
        let game = random_game(rules(preset, size), seed, steps);
        let text = game.record();
        let back = Game::from_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.record(), text);
        prop_assert_eq!(back.turns(), game.turns());
        prop_assert_eq!(back.outcome(), game.outcome());
    }

    #[test]
    fn annotated_records_round_trip(
        preset in 0usize..VARIANTS, size in 0usize..3, seed: u64, steps in 0usize..300,
        notes in proptest::collection::vec(
            (any::<usize>(), proptest::option::of(0usize..6), "[a-z {}()\\\\!?\n\t]{0,40}", 0usize..4), 0..6
        )
    ) {
        let mut game = random_game(rules(preset, size), seed, steps);
        let turns = game.turns();
        prop_assume!(!turns.is_empty());
        for (at, mark, comment, length) in notes {
            // The turns played from there are a line that is legal from there.
            let i = at % turns.len();
            let line = turns[i..turns.len().min(i + length)].to_vec();
            let annotation = Annotation { mark: mark.map(|m| Mark::ALL[m]), comment, line };
            game.annotate(i, annotation).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        let text = game.record();
        let back = Game::from_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.record(), text);
        for i in 0..turns.len() {
            prop_assert_eq!(back.annotation(i), game.annotation(i));
        }
    }

    #[test]
    fn reading_any_text_as_a_record_never_panics(text in "\\PC{0,200}") {
        let _ = Game::from_record(&text);
        let _ = text.parse::<seega_core::Setup>();
        let _ = text.parse::<seega_core::Turn>();
        let mut game = Game::new(Rules::default());
        let before = *game.position();
        if game.play_notation(&text).is_err() {
            prop_assert_eq!(*game.position(), before);
        }
    }

    #[test]
    fn damaged_records_are_refused_or_read_never_panic(
        seed: u64, steps in 0usize..120, cut in 0usize..2000, junk in "[a-i1-9x,\\-\\[\\]\" .{}()!?\\\\]{0,6}"
    ) {
        let text = random_game(Rules::default(), seed, steps).record();
        let at = text.char_indices().map(|(i, _)| i).nth(cut % text.chars().count().max(1)).unwrap_or(0);
        let damaged = format!("{}{}{}", &text[..at], junk, &text[at..]);
        if let Ok(game) = Game::from_record(&damaged) {
            prop_assert!(Game::from_record(&game.record()).is_ok());
        }
    }
}

#[test]
fn random_games_on_every_size_and_preset_reach_an_outcome() {
    for preset in 0..VARIANTS {
        for size in 0..3 {
            for seed in 0..4 {
                let mut game = Game::new(rules(preset, size));
                let mut rng = Lcg(seed);
                let mut actions = 0;
                while game.outcome().is_none() {
                    let moves = game.legal_actions();
                    assert!(!moves.is_empty(), "{preset} {size}: no action but no outcome");
                    game.play(moves[rng.below(moves.len())]).unwrap();
                    actions += 1;
                    assert!(actions < 100_000, "{preset} {size}: the game does not end");
                }
                assert_eq!(game.position().phase(), Phase::Over);
            }
        }
    }
}
