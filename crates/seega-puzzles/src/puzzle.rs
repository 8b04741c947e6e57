//! A puzzle as stored: a set-up position, what to achieve and the solution, and the proof
//! that the solution is the only one.

use serde::{Deserialize, Serialize};

use seega_core::{Position, Preset, Setup, Size, Turn};

use crate::error::{Aim, PuzzleError};
use crate::prove::{best_captures, saving_turns, threat, winning_turns, Path};

/// What a puzzle asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// Take `goal` stones this turn: the most any turn takes, and only one turn takes them.
    Capture,
    /// Win in `goal` of your turns whatever the other side does; only one first turn does,
    /// and no quicker win exists.
    Win,
    /// The other side threatens to take `goal` stones; only one turn leaves it nothing to take.
    Save,
}

/// One puzzle. `board` and `turn` are the JavaScript API's set-up (`new Game({preset, size,
/// board, turn})`); `solution` is the turn tokens of the solver and, in a win, the replies
/// of the other side, alternately.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A stable name: the kind, the board size and a hash of the position.
    pub id: String,
    /// What to achieve.
    pub kind: Kind,
    /// Stones to take, turns to win in, or stones threatened.
    pub goal: u32,
    /// The rule preset (`Game.presets()`).
    pub preset: String,
    /// The board size: 5, 7 or 9.
    pub size: u8,
    /// Board text.
    pub board: String,
    /// The side to move, `black` or `white`.
    pub turn: String,
    /// The turns of the solution, the other side's replies between.
    pub solution: Vec<String>,
}

/// The file of puzzles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Collection {
    /// How the file is written; this is 1.
    pub format: u32,
    /// The puzzles, easiest kinds first.
    pub puzzles: Vec<Puzzle>,
}

impl Collection {
    /// Reads the JSON file's text.
    ///
    /// # Errors
    /// Text that is not a collection.
    pub fn read(text: &str) -> Result<Collection, PuzzleError> {
        let collection: Collection = serde_json::from_str(text).map_err(|e| PuzzleError::Json(e.to_string()))?;
        if collection.format != 1 {
            return Err(PuzzleError::Format(collection.format));
        }
        Ok(collection)
    }

    /// The JSON text: one puzzle a line, so that a change shows as a change of lines.
    #[must_use]
    pub fn write(&self) -> String {
        let lines: Vec<String> = self
            .puzzles
            .iter()
            .map(|p| serde_json::to_string(p).expect("a puzzle always serialises"))
            .map(|line| format!("    {line}"))
            .collect();
        format!("{{\n  \"format\": {},\n  \"puzzles\": [\n{}\n  ]\n}}\n", self.format, lines.join(",\n"))
    }
}

impl Puzzle {
    /// The puzzle's starting position.
    ///
    /// # Errors
    /// An unknown preset or size, a set-up that does not read or cannot be played.
    pub fn position(&self) -> Result<Position, PuzzleError> {
        let preset: Preset = self.preset.parse().map_err(PuzzleError::Preset)?;
        let size = Size::from_len(self.size).ok_or(PuzzleError::Size(self.size))?;
        let setup: Setup = format!("{} {}", self.board, self.turn).parse().map_err(PuzzleError::Setup)?;
        let pos = Position::from_setup(preset.rules(size), &setup).map_err(PuzzleError::Position)?;
        if pos.is_over() {
            return Err(PuzzleError::Over);
        }
        Ok(pos)
    }

    /// Proves the puzzle again: the position is playable, the solution is legal, does what
    /// the puzzle says, and is the only turn (or line of turns) that does.
    ///
    /// # Errors
    /// What failed ([`PuzzleError`]).
    pub fn verify(&self) -> Result<(), PuzzleError> {
        let pos = self.position()?;
        let first = self.solution.first().ok_or(PuzzleError::NoSolution)?;
        match self.kind {
            Kind::Capture | Kind::Save => {
                if self.solution.len() != 1 {
                    return Err(PuzzleError::NotOneTurn);
                }
                if crate::prove::turns(&pos).iter().any(|(_, after)| after.is_over()) {
                    return Err(PuzzleError::TurnEnds);
                }
                let (found, aim) = if self.kind == Kind::Capture {
                    let (most, turns) = best_captures(&pos);
                    if most != self.goal {
                        return Err(PuzzleError::Captures { most, goal: self.goal });
                    }
                    (turns, Aim::TakesMost)
                } else {
                    if threat(&pos) != Some(self.goal) {
                        return Err(PuzzleError::Threat { threat: threat(&pos), goal: self.goal });
                    }
                    (saving_turns(&pos), Aim::SavesAll)
                };
                the_only(&found, first, aim).map(|_| ())
            }
            Kind::Win => self.verify_win(pos),
        }
    }

    fn verify_win(&self, start: Position) -> Result<(), PuzzleError> {
        let solver = start.turn();
        let n = self.goal;
        if n == 0 || self.solution.len() != 2 * n as usize - 1 {
            return Err(PuzzleError::LineLength { goal: n });
        }
        let mut path = Path::new(&start);
        let mut pos = start;
        for (i, token) in self.solution.iter().enumerate() {
            let left = n - i as u32 / 2;
            if pos.turn() == solver && i % 2 == 0 {
                if left > 1 && !winning_turns(&pos, 2 * left - 3, &path).is_empty() {
                    return Err(PuzzleError::QuickerWin { turn: i + 1 });
                }
                pos = the_only(&winning_turns(&pos, 2 * left - 1, &path), token, Aim::WinsInTime)?;
            } else if i % 2 == 1 && pos.turn() != solver {
                pos = play(&pos, token)?;
            } else {
                return Err(PuzzleError::NotToMove { turn: i + 1, solver: i % 2 == 0 });
            }
            if i + 1 < self.solution.len() {
                if pos.is_over() || path.outcome(&pos).is_some() {
                    return Err(PuzzleError::EndsEarly { turn: i + 1 });
                }
                path = extended(path, &pos);
            }
        }
        match path.outcome(&pos) {
            Some(outcome) if outcome.winner == Some(solver) => Ok(()),
            _ => Err(PuzzleError::NoWin),
        }
    }
}

fn extended(mut path: Path, pos: &Position) -> Path {
    path.push_turn_start(pos);
    path
}

/// The position after `token`, which must be the one turn in `found`.
fn the_only(found: &[(Turn, Position)], token: &str, aim: Aim) -> Result<Position, PuzzleError> {
    match found {
        [(turn, after)] if turn.to_string() == token => Ok(*after),
        [(turn, _)] => Err(PuzzleError::OtherTurn { turn: turn.to_string(), aim, token: token.to_string() }),
        [] => Err(PuzzleError::NoTurn { aim }),
        many => Err(PuzzleError::ManyTurns { aim, turns: many.iter().map(|(t, _)| t.to_string()).collect() }),
    }
}

/// The position after the whole turn `token` from `pos`.
fn play(pos: &Position, token: &str) -> Result<Position, PuzzleError> {
    let turn: Turn = token.parse().map_err(|error| PuzzleError::Unreadable { token: token.to_string(), error })?;
    crate::prove::turns(pos)
        .into_iter()
        .find(|(t, _)| *t == turn || t.to_string() == turn.to_string())
        .map(|(_, after)| after)
        .ok_or_else(|| PuzzleError::Illegal { token: token.to_string() })
}
