//! Finding puzzles in a position from real play: each kind is asked of the position, and
//! what the exact search proves becomes a puzzle.

use seega_core::{Phase, Position, Preset};

use crate::prove::{best_captures, saving_turns, taken, threat, turns, winning_turns, Path};
use crate::puzzle::{Kind, Puzzle};

/// What a search for puzzles asks of a position.
#[derive(Copy, Clone, Debug)]
pub struct Wanted {
    /// The fewest stones a capture puzzle takes.
    pub min_capture: u32,
    /// The longest win looked for, in the solver's turns.
    pub max_win: u32,
    /// Wins are looked for only when the other side has at most this many stones (a win
    /// takes all but one, or all, of them).
    pub win_below: u32,
    /// The fewest legal turns a position must offer (fewer leaves nothing to find).
    pub min_choices: usize,
}

impl Default for Wanted {
    fn default() -> Wanted {
        Wanted { min_capture: 2, max_win: 3, win_below: 5, min_choices: 4 }
    }
}

/// The puzzles that `pos` (a movement-phase turn start, under `preset`) makes: at most one
/// of each kind.
#[must_use]
pub fn puzzles_in(pos: &Position, preset: Preset, wanted: &Wanted) -> Vec<Puzzle> {
    if pos.is_over() || !pos.at_turn_start() || pos.phase() != Phase::Movement || pos.blocked().is_some() {
        return Vec::new();
    }
    if turns(pos).len() < wanted.min_choices {
        return Vec::new();
    }
    let make = |kind: Kind, goal: u32, solution: Vec<String>| new_puzzle(pos, preset, kind, goal, solution);
    let mut found = Vec::new();
    // Where some turn ends the game, "take the most" or "save your stones" would call a win
    // wrong: those positions make win puzzles only.
    let one_turn = !turns(pos).iter().any(|(_, after)| after.is_over());
    let (most, best) = best_captures(pos);
    if one_turn && most >= wanted.min_capture && best.len() == 1 {
        found.push(make(Kind::Capture, most, vec![best[0].0.to_string()]));
    }
    if pos.stones(pos.turn().opponent()).len() <= wanted.win_below {
        let path = Path::new(pos);
        for n in 1..=wanted.max_win {
            if winning_turns(pos, 2 * n - 1, &path).is_empty() {
                continue;
            }
            if let Some(line) = win_line(pos, n, &path) {
                found.push(make(Kind::Win, n, line));
            }
            break;
        }
    }
    if let Some(goal) = threat(pos).filter(|&t| t > 0 && one_turn) {
        if let [(turn, _)] = saving_turns(pos).as_slice() {
            found.push(make(Kind::Save, goal, vec![turn.to_string()]));
        }
    }
    found.retain(|p| p.verify().is_ok());
    found
}

/// The line of a win in exactly `n` turns from `pos` in which every turn of the solver is
/// the only one that wins in time, against replies that hold out longest; `None` if the
/// first turn is not unique or no such line exists.
fn win_line(pos: &Position, n: u32, path: &Path) -> Option<Vec<String>> {
    let solver = pos.turn();
    if n > 1 && !winning_turns(pos, 2 * n - 3, path).is_empty() {
        return None;
    }
    let [(turn, after)] = winning_turns(pos, 2 * n - 1, path).try_into().ok()?;
    let mut line = vec![turn.to_string()];
    if n == 1 {
        return Some(line);
    }
    if after.turn() == solver || path.outcome(&after).is_some() {
        return None;
    }
    let mut path = path.clone();
    path.push_turn_start(&after);
    let mut replies = turns(&after);
    // The reply that takes most first: the defence a player would try.
    replies.sort_by_key(|(_, next)| std::cmp::Reverse(taken(&after, next, solver.opponent())));
    for (reply, next) in replies {
        if next.turn() != solver || path.outcome(&next).is_some() {
            continue;
        }
        let mut deeper = path.clone();
        deeper.push_turn_start(&next);
        if let Some(rest) = win_line(&next, n - 1, &deeper) {
            line.push(reply.to_string());
            line.extend(rest);
            return Some(line);
        }
    }
    None
}

fn new_puzzle(pos: &Position, preset: Preset, kind: Kind, goal: u32, solution: Vec<String>) -> Puzzle {
    let board = pos.board().to_string();
    let turn = pos.turn().name().to_string();
    let kind_name = match kind {
        Kind::Capture => "capture",
        Kind::Win => "win",
        Kind::Save => "save",
    };
    let key = format!("{preset} {board} {turn} {kind_name}");
    Puzzle {
        id: format!("{kind_name}-{}-{:08x}", pos.size().width(), fnv1a(&key) as u32),
        kind,
        goal,
        preset: preset.name().to_string(),
        size: pos.size().width(),
        board,
        turn,
        solution,
    }
}

/// FNV-1a: a stable hash of a puzzle's position for its name, the same on every machine.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use seega_core::Size;

    #[test]
    fn a_position_with_one_double_capture_makes_a_capture_puzzle_that_verifies() {
        let setup = "....b/...../wb.bw/..w../b.... w".parse().unwrap();
        let pos = Position::from_setup(Preset::Classic.rules(Size::Five), &setup).unwrap();
        let found = puzzles_in(&pos, Preset::Classic, &Wanted::default());
        let capture = found.iter().find(|p| p.kind == Kind::Capture).expect("a capture puzzle");
        assert_eq!(capture.goal, 2);
        assert_eq!(capture.solution, ["c2-c3"]);
        assert!(capture.id.starts_with("capture-5-"));
        capture.verify().unwrap();
        let mut wrong = capture.clone();
        wrong.solution = vec!["c2-b2".into()];
        assert!(wrong.verify().is_err());
        let mut wrong = capture.clone();
        wrong.goal = 3;
        assert!(wrong.verify().is_err());
    }
}
