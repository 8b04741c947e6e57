//! Any text read as a record: never a panic, and what reads writes back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seega_core::Game;

fuzz_target!(|text: &str| {
    if let Ok(game) = Game::from_record(text) {
        let written = game.record();
        let again = Game::from_record(&written).expect("a written record reads");
        assert_eq!(again.record(), written);
    }
    let _ = text.parse::<seega_core::Setup>();
    let _ = text.parse::<seega_core::Turn>();
});
