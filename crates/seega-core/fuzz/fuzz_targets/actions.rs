//! Random action sequences: each byte pair picks a legal action or an arbitrary one.
//! Legal actions play, illegal ones change nothing, the hash stays right, undo restores.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seega_core::{Action, Blocked, Cell, Game, Preset, Rules, Size};

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else { return };
    let preset = Preset::ALL[usize::from(head) % Preset::ALL.len()];
    let size = Size::ALL[usize::from(head / 8) % 3];
    // The top bits pick the blocked-player rule, so each reading is fuzzed under every preset.
    let blocked = Blocked::ALL[usize::from(head / 32) % Blocked::ALL.len()];
    let mut game = Game::new(Rules { blocked, ..preset.rules(size) });
    for pair in rest.chunks(2) {
        let legal = game.legal_actions();
        let pick = usize::from(pair[0]);
        let action = if pair.len() == 2 && pair[1] >= 200 {
            let cell = |b: u8| Cell::from_index(usize::from(b) % 81).unwrap();
            match pair[1] % 4 {
                0 => Action::Drop(cell(pair[0])),
                1 => Action::Step { from: cell(pair[0]), to: cell(pair[0].wrapping_add(pair[1])) },
                2 => Action::Remove(cell(pair[0])),
                _ => Action::End,
            }
        } else if legal.is_empty() {
            assert!(game.undo());
            continue;
        } else {
            legal[pick % legal.len()]
        };
        let before = *game.position();
        match game.play(action) {
            Ok(_) => assert!(legal.contains(&action)),
            Err(_) => {
                assert!(!legal.contains(&action));
                assert_eq!(*game.position(), before);
            }
        }
        assert_eq!(game.position().hash(), game.position().compute_hash());
    }
    let record = game.record();
    assert_eq!(Game::from_record(&record).expect("own record").record(), record);
});
