//! Helpers shared by the integration tests: positions written as lists of cells.
#![allow(dead_code)]

use seega_core::{Board, Cell, Game, Preset, Rules, Setup, Side, Size};

/// A cell by name on any board.
pub fn cell(name: &str) -> Cell {
    seega_core::parse_cell(name, Size::Nine).unwrap()
}

/// A set-up with black's and white's stones listed by cell.
pub fn setup(size: Size, black: &[&str], white: &[&str], turn: Side) -> Setup {
    let mut board = Board::empty(size);
    for name in black {
        board.stones[0] |= cell(name).bit();
    }
    for name in white {
        board.stones[1] |= cell(name).bit();
    }
    Setup::movement(board, turn)
}

/// A game from such a set-up under `rules`.
pub fn game_from(rules: Rules, black: &[&str], white: &[&str], turn: Side) -> Game {
    Game::from_setup(rules, &setup(rules.size, black, white, turn)).unwrap()
}

/// The classic rules on 5x5.
pub fn classic() -> Rules {
    Preset::Classic.rules(Size::Five)
}

/// Legal actions as notation.
pub fn actions(game: &Game) -> Vec<String> {
    game.legal_actions().iter().map(ToString::to_string).collect()
}

/// Plays notation and returns the captured cells, sorted, as names.
pub fn play(game: &mut Game, text: &str) -> Vec<String> {
    let played = game.play_notation(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut cells: Vec<String> = played.iter().flat_map(|p| p.captured.iter()).map(|c| c.to_string()).collect();
    cells.sort();
    cells
}

/// A tiny deterministic generator, so random games repeat.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}
