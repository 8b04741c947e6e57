//! The players a match can set against each other: the engine at some settings, another
//! build of the engine, a random mover, and a one-turn greedy capturer.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use seega_ai::{Limits, Search, Tablebase, Weights, TABLE_BITS, TRADE_BONUS};
use seega_core::{Action, Game, Position, Preset, Rules, Side, Size, Turn};

use crate::program::Program;

/// A player, as written on the command line.
#[derive(Clone, Debug)]
pub enum Player {
    /// A uniformly random legal turn.
    Random,
    /// The turn that captures the most stones now, ties broken at random.
    Greedy,
    /// The engine with these limits, with or without the endgame tables, its evaluation the
    /// board's tuned weights with `weights` set over them by name.
    Engine { limits: Limits, weights: Vec<(&'static str, i32)>, tables: bool, trade: i32 },
    /// Another build of `seega` at `path`, run as `seega engine`, with these engine settings.
    Program { path: String, settings: String },
}

/// What a player keeps for one game: the engine's search, or another build's process.
pub enum Seat {
    Nothing,
    Search(Box<Search>),
    Program(Program),
}

impl Player {
    pub fn parse(text: &str) -> Result<Player, String> {
        match text {
            "random" => return Ok(Player::Random),
            "greedy" => return Ok(Player::Greedy),
            _ => {}
        }
        if let Some(path) = text.split(',').find_map(|part| part.strip_prefix("program=")) {
            let settings: Vec<&str> = text.split(',').filter(|part| !part.starts_with("program=")).collect();
            return Ok(Player::Program { path: path.to_string(), settings: settings.join(",") });
        }
        let mut limits = Limits::default();
        let mut weights = Vec::new();
        let mut tables = true;
        let mut trade = TRADE_BONUS;
        for part in text.split(',') {
            let (key, value) = part.split_once('=').ok_or_else(|| format!("'{part}' is not key=value"))?;
            let bad = || format!("'{value}' is not a value for {key}");
            match key {
                "level" => limits.level = Some(value.parse().map_err(|_| bad())?),
                "depth" => limits.depth = Some(value.parse().map_err(|_| bad())?),
                "nodes" => limits.nodes = Some(value.parse().map_err(|_| bad())?),
                "time" => limits.time_ms = Some(value.parse().map_err(|_| bad())?),
                "placement-time" => limits.placement_time_ms = Some(value.parse().map_err(|_| bad())?),
                "seed" => limits.seed = value.parse().map_err(|_| bad())?,
                "trade" => trade = value.parse().map_err(|_| bad())?,
                "tables" => {
                    tables = match value {
                        "yes" => true,
                        "no" => false,
                        _ => return Err(bad()),
                    }
                }
                _ => {
                    let v = value.parse().map_err(|_| bad())?;
                    let name = Weights::NAMES
                        .into_iter()
                        .find(|&n| n == key)
                        .ok_or_else(|| format!("unknown player setting '{key}'"))?;
                    weights.push((name, v));
                }
            }
        }
        Ok(Player::Engine { limits, weights, tables, trade })
    }

    /// The engine with `weights` in full (every weight named).
    pub fn with_weights(limits: Limits, weights: &Weights) -> Player {
        let all = Weights::NAMES.into_iter().filter_map(|n| Some((n, weights.get(n)?))).collect();
        Player::Engine { limits, weights: all, tables: false, trade: 0 }
    }

    /// The tuned weights of `rules`' board with `set` over them.
    fn weights(set: &[(&str, i32)], rules: &Rules) -> Weights {
        let mut weights = Weights::for_size(rules.size);
        for &(name, value) in set {
            weights.set(name, value);
        }
        weights
    }

    /// What to keep for one game of `rules`: the engine's search (its table carries over
    /// between its turns), with the endgame tables of the rules unless the player goes
    /// without; or a process of another build.
    ///
    /// # Panics
    /// When another build's program cannot be started.
    pub fn seat(&self, rules: &Rules) -> Seat {
        match self {
            Player::Engine { weights, tables, trade, .. } => {
                let mut search = Search::with_weights(Player::weights(weights, rules), TABLE_BITS);
                search.set_trade_bonus(*trade);
                if *tables {
                    search.set_tablebase(shared_tables(rules));
                }
                Seat::Search(Box::new(search))
            }
            Player::Program { path, .. } => Seat::Program(Program::take(path).unwrap_or_else(|e| panic!("{e}"))),
            _ => Seat::Nothing,
        }
    }

    /// This player's turn in `game`; `seed` varies the random players and the engine's
    /// deliberate mistakes from game to game.
    ///
    /// `None` when the player has no turn to give: the game is over, or another build's
    /// program declined it.
    ///
    /// # Panics
    /// When another build's program stops answering.
    pub fn turn(&self, game: &Game, seat: &mut Seat, seed: u64) -> Option<Turn> {
        match (self, seat) {
            (Player::Engine { limits, .. }, Seat::Search(search)) => {
                let clock = Instant::now();
                let limits = Limits { seed: limits.seed ^ seed, ..*limits };
                search.choose(game, &limits, &|| clock.elapsed().as_secs_f64() * 1000.0).map(|c| c.turn)
            }
            (Player::Program { settings, .. }, Seat::Program(program)) => {
                let settings =
                    if settings.is_empty() { format!("seed={seed}") } else { format!("{settings},seed={seed}") };
                // Another build that reads the game as over (its rules differ, as an older
                // barrier ending did) answers with an error: it has no turn, and the match
                // scores the game by the stones on the board.
                program.turn(game, &settings).unwrap_or_else(|e| {
                    eprintln!("{e}");
                    None
                })
            }
            (Player::Greedy, _) => {
                let turns = all_turns(game.position());
                let most = turns.iter().map(|t| t.1).max()?;
                let best: Vec<&(Turn, u32)> = turns.iter().filter(|t| t.1 == most).collect();
                Some(best[(mix(seed ^ game.position().hash()) % best.len() as u64) as usize].0.clone())
            }
            _ => {
                let turns = all_turns(game.position());
                if turns.is_empty() {
                    return None;
                }
                Some(turns[(mix(seed ^ game.position().hash()) % turns.len() as u64) as usize].0.clone())
            }
        }
    }
}

/// Where `seega tablebase --out DIR` wrote tables (`DIR/PRESET.egtb`), to be read instead of
/// built; set once by `--tables DIR`.
static STORED: OnceLock<PathBuf> = OnceLock::new();

/// Reads the endgame tables from `dir` when they are there, instead of building them.
pub fn read_tables_from(dir: PathBuf) {
    let _ = STORED.set(dir);
}

/// The endgame tables of `rules`, read from the `--tables` folder or built, once per run,
/// and shared by every game and thread; `None` off the 5x5 board.
pub fn shared_tables(rules: &Rules) -> Option<Arc<Tablebase>> {
    static BUILT: Mutex<Vec<Arc<Tablebase>>> = Mutex::new(Vec::new());
    let mut built = BUILT.lock().ok()?;
    if let Some(t) = built.iter().find(|t| t.covers(rules)) {
        return Some(Arc::clone(t));
    }
    let tables = match stored_tables(rules) {
        Some(tables) => tables,
        None => {
            let spinner = crate::progress::spinner("building the endgame tables (about half a minute)");
            let tables = Tablebase::build(rules);
            spinner.finish_and_clear();
            tables?
        }
    };
    let tables = Arc::new(tables);
    built.push(Arc::clone(&tables));
    Some(tables)
}

/// The tables of `rules` from the `--tables` folder: the file of the preset whose tables
/// cover these rules, when it holds every table.
fn stored_tables(rules: &Rules) -> Option<Tablebase> {
    tables_in(STORED.get()?, rules)
}

/// The tables of `rules` in `dir`, when the file there holds every one.
fn tables_in(dir: &std::path::Path, rules: &Rules) -> Option<Tablebase> {
    let preset =
        Preset::ALL.into_iter().find(|p| Tablebase::new(&p.rules(Size::Five)).is_some_and(|t| t.covers(rules)))?;
    let bytes = std::fs::read(dir.join(format!("{}.egtb", preset.name()))).ok()?;
    Tablebase::from_bytes(rules, &bytes).filter(Tablebase::is_complete)
}

/// Every distinct rest-of-turn from `position` with the stones it takes. The two drops of a
/// turn are listed once, in cell order.
pub fn all_turns(position: &Position) -> Vec<(Turn, u32)> {
    let on_board = |p: &Position| p.stones(Side::Black).len() + p.stones(Side::White).len();
    let mut out = Vec::new();
    seega_core::for_each_turn(position, &mut |actions, after| {
        let dropped = actions.iter().filter(|a| matches!(a, Action::Drop(_))).count() as u32;
        out.push((Turn { actions: actions.to_vec() }, on_board(position) + dropped - on_board(after)));
    });
    out
}

pub use seega_core::mix;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_named_on_the_command_line_go_over_the_boards_tuned_ones() {
        let player = Player::parse("depth=2,mobility=6").unwrap();
        let Seat::Search(search) = player.seat(&Preset::Classic.rules(Size::Nine)) else { panic!("an engine") };
        assert_eq!(search.weights(), Weights { mobility: 6, ..Weights::for_size(Size::Nine) });
        let Seat::Search(search) = Player::parse("depth=2").unwrap().seat(&Preset::Jump.rules(Size::Nine)) else {
            panic!("an engine")
        };
        assert_eq!(search.weights(), Weights::for_size(Size::Nine));
        assert!(Player::parse("depth=2,speed=3").unwrap_err().contains("speed"));
    }

    #[test]
    fn stored_tables_are_read_only_when_the_file_holds_every_table() {
        let dir = std::env::temp_dir().join(format!("seega-tables-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let rules = Rules::default();
        assert!(tables_in(&dir, &rules).is_none(), "no file");
        let mut partial = Tablebase::new(&rules).unwrap();
        partial.build_next();
        std::fs::write(dir.join("classic.egtb"), partial.to_bytes()).unwrap();
        assert!(tables_in(&dir, &rules).is_none(), "a file that stops early is built again instead");
        assert!(
            tables_in(&dir, &Preset::Somali.rules(Size::Five)).is_none(),
            "another preset's file is not this one's"
        );
        assert!(tables_in(&dir, &Preset::Classic.rules(Size::Seven)).is_none(), "no tables off 5x5");
        let _ = std::fs::remove_dir_all(dir);
    }
}
