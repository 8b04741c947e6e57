//! `seega puzzles generate | verify`: puzzles from self-play, proved by the exact search and
//! checked against the engine's own search, and the proof of a stored collection again.

use std::collections::BTreeSet;
use std::time::Instant;

use seega_ai::{Limits, Search, PROVEN};
use seega_core::{Game, Phase, Preset, Size};
use seega_puzzles::{puzzles_in, Collection, Kind, Puzzle, Wanted};

use crate::player::{all_turns, mix, Player};

const DEFAULT_FILE: &str = "web/learn/puzzles.json";

/// One batch of the collection: games on a board under a preset, and how many puzzles of
/// each kind to keep from them.
struct Batch {
    preset: Preset,
    size: Size,
    games: u64,
    capture: usize,
    win: usize,
    save: usize,
    wanted: Wanted,
}

/// The collection's recipe: mostly 5x5 under the classic rules, some 7x7, and a few under
/// the mandatory-chain and jump presets.
fn recipe(scale: u64) -> Vec<Batch> {
    let five = Wanted::default();
    let seven = Wanted { max_win: 2, win_below: 4, min_choices: 6, ..Wanted::default() };
    let batch =
        |preset, size, games, capture, win, save, wanted| Batch { preset, size, games, capture, win, save, wanted };
    vec![
        batch(Preset::Classic, Size::Five, 120 * scale, 22, 20, 20, five),
        batch(Preset::Mandatory, Size::Five, 20 * scale, 3, 0, 0, five),
        batch(Preset::Jump, Size::Five, 20 * scale, 3, 0, 0, five),
        batch(Preset::Classic, Size::Seven, 20 * scale, 5, 2, 4, seven),
    ]
}

/// `seega puzzles`: the lesson's puzzles.
#[derive(clap::Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Finds puzzles in self-play, proves each by the exact search, and writes the collection.
    Generate {
        /// Self-play games found a puzzle each, times this.
        #[arg(long, default_value_t = 1)]
        scale: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write the collection.
        #[arg(long, default_value = DEFAULT_FILE)]
        out: String,
    },
    /// Proves every puzzle of a collection again, with each one's time.
    Verify {
        /// The collection.
        #[arg(default_value = DEFAULT_FILE)]
        file: String,
    },
}

pub fn run(command: &PuzzlesCommand) -> Result<(), String> {
    match command {
        PuzzlesCommand::Generate { scale, seed, out } => generate(*scale, *seed, out),
        PuzzlesCommand::Verify { file } => verify(file),
    }
}

fn verify(path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let collection = Collection::read(&text).map_err(|e| format!("{path}: {e}"))?;
    let start = Instant::now();
    let mut failed = 0;
    for puzzle in &collection.puzzles {
        let began = Instant::now();
        match puzzle.verify() {
            Ok(()) => println!("ok    {:<22} {:>7.1} ms", puzzle.id, began.elapsed().as_secs_f64() * 1000.0),
            Err(e) => {
                failed += 1;
                println!("FAIL  {:<22} {e}", puzzle.id);
            }
        }
    }
    println!("{} puzzles, {failed} failed, {:.2} s", collection.puzzles.len(), start.elapsed().as_secs_f64());
    if failed > 0 {
        return Err(format!("{failed} puzzles do not hold"));
    }
    Ok(())
}

fn generate(scale: u64, seed: u64, out: &str) -> Result<(), String> {
    let start = Instant::now();
    let mut puzzles = Vec::new();
    let batches = recipe(scale.max(1));
    let bar = crate::progress::bar(batches.len() as u64, "batches of self-play");
    for batch in batches {
        let found = from_self_play(&batch, seed);
        puzzles.extend(found);
        bar.inc(1);
    }
    bar.finish_and_clear();
    let collection = Collection { format: 1, puzzles };
    for puzzle in &collection.puzzles {
        puzzle.verify().map_err(|e| format!("{}: {e}", puzzle.id))?;
    }
    std::fs::write(out, collection.write()).map_err(|e| format!("{out}: {e}"))?;
    println!("{} puzzles written to {out} in {:.1} s", collection.puzzles.len(), start.elapsed().as_secs_f64());
    Ok(())
}

/// Plays the batch's games (two to five random turns, then the engine searching three turns
/// deep, which no clock cuts short, so the same seed gives the same file), asks every movement-phase turn start for puzzles, keeps those the engine's
/// search agrees with, and picks the batch's quota of each kind, varied in goal.
fn from_self_play(batch: &Batch, seed: u64) -> Vec<Puzzle> {
    // Without the endgame tables: the puzzles come from the search, as they always have.
    let engine = Player::parse("depth=3,tables=no").expect("a valid player");
    let mut seen = BTreeSet::new();
    let mut found: Vec<Puzzle> = Vec::new();
    let mut disagreements = 0;
    let began = Instant::now();
    for g in 0..batch.games {
        let game_seed = mix(seed ^ g.wrapping_mul(0x9E37_79B9) ^ u64::from(batch.size.width()) << 40);
        let mut game = Game::new(batch.preset.rules(batch.size));
        let mut seat = engine.seat(game.rules());
        let random_turns = 2 + (game_seed % 4) as usize;
        for n in 0..200 {
            if game.outcome().is_some() {
                break;
            }
            let pos = *game.position();
            if pos.phase() == Phase::Movement {
                for puzzle in puzzles_in(&pos, batch.preset, &batch.wanted) {
                    if !seen.insert(puzzle.id.clone()) {
                        continue;
                    }
                    if engine_agrees(&puzzle) {
                        found.push(puzzle);
                    } else {
                        disagreements += 1;
                    }
                }
            }
            let turn = if n < random_turns {
                let turns = all_turns(&pos);
                turns[(mix(game_seed ^ n as u64) % turns.len() as u64) as usize].0.clone()
            } else {
                match engine.turn(&game, &mut seat, game_seed) {
                    Some(turn) => turn,
                    None => break,
                }
            };
            if game.play_turn(&turn).is_err() {
                break;
            }
        }
    }
    let picked = pick(found, batch);
    println!(
        "{} {}: {} games, {} puzzles kept, {} set aside where the engine's search disagreed, {:.1} s",
        batch.preset,
        batch.size,
        batch.games,
        picked.len(),
        disagreements,
        began.elapsed().as_secs_f64()
    );
    picked
}

/// Whether seega-ai's search, to the puzzle's depth, finds the same first turn (and, for a
/// win, a proven win).
fn engine_agrees(puzzle: &Puzzle) -> bool {
    if puzzle.kind != Kind::Win {
        return true;
    }
    let Ok(start) = puzzle.position() else { return false };
    let Ok(fresh) = Game::from_setup(*start.rules(), &seega_core::Setup::movement(start.board(), start.turn())) else {
        return false;
    };
    let limits = Limits { depth: Some(2 * puzzle.goal - 1), ..Limits::default() };
    match Search::new().choose(&fresh, &limits, &|| 0.0) {
        Some(choice) => choice.score >= PROVEN && choice.turn.to_string() == puzzle.solution[0],
        None => false,
    }
}

/// The quota of each kind, taken round-robin over the goals found so that the set mixes
/// easy and hard puzzles; capture puzzles first, then wins, then saves.
fn pick(found: Vec<Puzzle>, batch: &Batch) -> Vec<Puzzle> {
    let mut picked = Vec::new();
    for (kind, quota) in [(Kind::Capture, batch.capture), (Kind::Win, batch.win), (Kind::Save, batch.save)] {
        let mut by_goal: std::collections::BTreeMap<u32, Vec<&Puzzle>> = std::collections::BTreeMap::new();
        for p in found.iter().filter(|p| p.kind == kind) {
            by_goal.entry(p.goal).or_default().push(p);
        }
        let mut taken = Vec::new();
        let mut round = 0;
        while taken.len() < quota && by_goal.values().any(|v| v.len() > round) {
            for list in by_goal.values() {
                if taken.len() < quota {
                    if let Some(p) = list.get(round) {
                        taken.push((*p).clone());
                    }
                }
            }
            round += 1;
        }
        taken.sort_by_key(|p| p.goal);
        picked.extend(taken);
    }
    picked
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(kind: Kind, goal: u32, id: &str) -> Puzzle {
        Puzzle {
            id: id.into(),
            kind,
            goal,
            preset: "classic".into(),
            size: 5,
            board: String::new(),
            turn: "black".into(),
            solution: Vec::new(),
        }
    }

    #[test]
    fn the_quota_mixes_goals_round_robin_and_orders_by_goal() {
        let found = vec![
            puzzle(Kind::Capture, 2, "a"),
            puzzle(Kind::Capture, 2, "b"),
            puzzle(Kind::Capture, 2, "c"),
            puzzle(Kind::Capture, 3, "d"),
            puzzle(Kind::Win, 1, "e"),
        ];
        let batch = Batch {
            preset: Preset::Classic,
            size: Size::Five,
            games: 0,
            capture: 3,
            win: 0,
            save: 1,
            wanted: Wanted::default(),
        };
        let ids: Vec<String> = pick(found, &batch).into_iter().map(|p| p.id).collect();
        assert_eq!(ids, ["a", "b", "d"]);
    }

    #[test]
    fn a_few_self_play_games_give_puzzles_that_prove_and_do_not_repeat() {
        let batch = Batch {
            preset: Preset::Classic,
            size: Size::Five,
            games: 3,
            capture: 5,
            win: 5,
            save: 5,
            wanted: Wanted::default(),
        };
        let found = from_self_play(&batch, 7);
        assert!(!found.is_empty());
        let ids: BTreeSet<&str> = found.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), found.len());
        for p in &found {
            assert_eq!(p.verify(), Ok(()), "{}", p.id);
        }
        assert_eq!(found, from_self_play(&batch, 7), "the same seed gives the same puzzles");
    }
}
