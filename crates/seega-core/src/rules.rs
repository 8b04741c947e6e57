//! Rule options and the named presets: each point where the sources disagree is an option.
//!
//! The source texts are cited by file name (`000_…` to `004_…`); the project's
//! `docs/rules.md` summarises what each says.

use std::fmt;
use std::str::FromStr;

use crate::board::{Side, Size};
use crate::error::RulesError;

/// Who moves first once every stone is placed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MovementStarter {
    /// The player who placed the last two stones (000, 002, 003, 004, BoardGameGeek in 001).
    LastPlacer,
    /// The player who placed first (Lane 1836, Ludii's Seega).
    FirstPlayer,
}

/// How the placement phase begins.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Opening {
    /// Any empty cell but the centre, from the first drop on.
    Free,
    /// 001 and Lane: each player's first two stones go on marked cells along the edges;
    /// the first player on the middle of the left and right edges, the second on the
    /// middle of the top and bottom edges.
    Edges,
}

/// How stones are captured.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Capture {
    /// Custodian capture: a single enemy stone between the stone that moved and a friendly
    /// stone beyond it on the same line (all sources).
    Custodian,
    /// 004's alternative version: a stone jumps orthogonally over a single adjacent enemy
    /// stone onto the empty cell beyond, taking it.
    Jump,
}

/// Further captures by the same stone in the same turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Chain {
    /// After a capture the stone may go on while each step captures again (001, 003).
    Optional,
    /// After a capture the stone must go on while it can capture again (002).
    Mandatory,
    /// One step a turn (Ludii's Seega).
    None,
}

/// What happens when the side to move cannot move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Blocked {
    /// The opponent moves again until an opening appears (003, BoardGameGeek in 001).
    OpponentMovesAgain,
    /// The blocked player removes one enemy stone next to its own, then moves (001).
    BlockedRemoves,
    /// The opponent removes one of its own stones next to the blocked player's, so that
    /// the blocked player can move (000).
    OpponentRemoves,
}

/// When a side has lost on material.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WinBy {
    /// A side reduced to one stone loses: it can no longer capture (001, 002, 004 as an option).
    OneLeft,
    /// A side loses when its last stone is taken (000, 003, 004).
    AllCaptured,
}

/// A complete set of rules: every option by name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The board size.
    pub size: Size,
    /// Who places first.
    pub first_player: Side,
    /// Who moves first after placement.
    pub movement_starter: MovementStarter,
    /// Free placement or the edge opening.
    pub opening: Opening,
    /// Custodian or jump capture.
    pub capture: Capture,
    /// Further captures by the same stone.
    pub chain: Chain,
    /// Whether a stone on the centre cell is safe from capture.
    pub center_safe: bool,
    /// What happens to a player who cannot move.
    pub blocked: Blocked,
    /// When a side has lost on material.
    pub win_by: WinBy,
    /// Turns (plies) of the movement phase without a capture after which the game ends on
    /// stone count; 0 for no limit.
    pub no_capture_limit: u16,
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::Classic.rules(Size::Five)
    }
}

/// A named rule set, each one source's rules; any of them on any board size.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// The common modern game, as `003_083b89926c068ca9.txt` and the BoardGameGeek text in
    /// `001_025e4f192ed942c5.txt` give it: free placement, the last placer moves first,
    /// custodian capture, centre safe, optional chain, a blocked player's opponent moves
    /// again, and the game ends when a side is down to one stone (001, 002) or captures
    /// have become impossible (003's barrier).
    Classic,
    /// The Somali game manual, `000_74279a7dad0e3292.txt`: a capture is part of one move
    /// (no chain), a blocked player's opponent must remove a stone so that it can move, and
    /// the game is played until all stones are taken or captures are impossible.
    Somali,
    /// The game with the edge opening, `001_025e4f192ed942c5.txt`: first stones on the
    /// marked edge cells, an optional chain, a blocked player removes an enemy stone, and a
    /// side left with one stone loses.
    Egyptian,
    /// The capturing-continues game of `002_39e19ea95677a5c3.txt`: after a capture the same
    /// stone must go on capturing while it can; a side left with one stone loses.
    Mandatory,
    /// The alternative version of `004_5badbbfce01a329d.txt`: captures by jumping
    /// orthogonally over single stones, several in one turn; the text names no safe centre,
    /// and play goes on until all of a side's stones are taken.
    Jump,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 5] = [Preset::Classic, Preset::Somali, Preset::Egyptian, Preset::Mandatory, Preset::Jump];

    /// The preset's name in options and records.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Somali => "somali",
            Preset::Egyptian => "egyptian",
            Preset::Mandatory => "mandatory",
            Preset::Jump => "jump",
        }
    }

    /// The source file whose rules the preset follows.
    #[must_use]
    pub const fn source(self) -> &'static str {
        match self {
            Preset::Classic => "003_083b89926c068ca9.txt",
            Preset::Somali => "000_74279a7dad0e3292.txt",
            Preset::Egyptian => "001_025e4f192ed942c5.txt",
            Preset::Mandatory => "002_39e19ea95677a5c3.txt",
            Preset::Jump => "004_5badbbfce01a329d.txt",
        }
    }

    /// The preset's rules on a board of `size`.
    #[must_use]
    pub const fn rules(self, size: Size) -> Rules {
        let classic = Rules {
            size,
            first_player: Side::Black,
            movement_starter: MovementStarter::LastPlacer,
            opening: Opening::Free,
            capture: Capture::Custodian,
            chain: Chain::Optional,
            center_safe: true,
            blocked: Blocked::OpponentMovesAgain,
            win_by: WinBy::OneLeft,
            no_capture_limit: 50,
        };
        match self {
            Preset::Classic => classic,
            Preset::Somali => {
                Rules { chain: Chain::None, blocked: Blocked::OpponentRemoves, win_by: WinBy::AllCaptured, ..classic }
            }
            Preset::Egyptian => Rules { opening: Opening::Edges, blocked: Blocked::BlockedRemoves, ..classic },
            Preset::Mandatory => Rules { chain: Chain::Mandatory, ..classic },
            Preset::Jump => Rules { capture: Capture::Jump, center_safe: false, win_by: WinBy::AllCaptured, ..classic },
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Preset {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Preset, RulesError> {
        Preset::ALL.into_iter().find(|p| p.name() == s).ok_or_else(|| RulesError::bad_value("preset", s))
    }
}

/// The names of the rule options, as in options objects and record tags (capitalised there).
pub const OPTION_NAMES: [&str; 10] = [
    "size",
    "firstPlayer",
    "movementStarter",
    "opening",
    "capture",
    "chain",
    "centerSafe",
    "blocked",
    "winBy",
    "noCaptureLimit",
];

impl Rules {
    /// Sets one option from its name and its value in notation (`"chain"`, `"mandatory"`).
    ///
    /// # Errors
    /// An unknown option or a value it does not take; the rules are then unchanged.
    pub fn set(&mut self, option: &str, value: &str) -> Result<(), RulesError> {
        let bad = || RulesError::bad_value(option, value);
        match option {
            "size" => self.size = value.parse().ok().and_then(Size::from_len).ok_or_else(bad)?,
            "firstPlayer" => self.first_player = parse_side(value).ok_or_else(bad)?,
            "movementStarter" => {
                self.movement_starter = match value {
                    "lastPlacer" => MovementStarter::LastPlacer,
                    "firstPlayer" => MovementStarter::FirstPlayer,
                    _ => return Err(bad()),
                }
            }
            "opening" => {
                self.opening = match value {
                    "free" => Opening::Free,
                    "edges" => Opening::Edges,
                    _ => return Err(bad()),
                }
            }
            "capture" => {
                self.capture = match value {
                    "custodian" => Capture::Custodian,
                    "jump" => Capture::Jump,
                    _ => return Err(bad()),
                }
            }
            "chain" => {
                self.chain = match value {
                    "optional" => Chain::Optional,
                    "mandatory" => Chain::Mandatory,
                    "none" => Chain::None,
                    _ => return Err(bad()),
                }
            }
            "centerSafe" => {
                self.center_safe = match value {
                    "true" => true,
                    "false" => false,
                    _ => return Err(bad()),
                }
            }
            "blocked" => {
                self.blocked = match value {
                    "opponentMovesAgain" => Blocked::OpponentMovesAgain,
                    "blockedRemoves" => Blocked::BlockedRemoves,
                    "opponentRemoves" => Blocked::OpponentRemoves,
                    _ => return Err(bad()),
                }
            }
            "winBy" => {
                self.win_by = match value {
                    "oneLeft" => WinBy::OneLeft,
                    "allCaptured" => WinBy::AllCaptured,
                    _ => return Err(bad()),
                }
            }
            "noCaptureLimit" => self.no_capture_limit = value.parse().map_err(|_| bad())?,
            _ => return Err(RulesError::UnknownOption(option.to_string())),
        }
        Ok(())
    }

    /// One option's value in notation, by name; `None` for an unknown option.
    #[must_use]
    pub fn get(&self, option: &str) -> Option<String> {
        let s = |v: &str| Some(v.to_string());
        match option {
            "size" => Some(self.size.width().to_string()),
            "firstPlayer" => s(self.first_player.name()),
            "movementStarter" => s(match self.movement_starter {
                MovementStarter::LastPlacer => "lastPlacer",
                MovementStarter::FirstPlayer => "firstPlayer",
            }),
            "opening" => s(match self.opening {
                Opening::Free => "free",
                Opening::Edges => "edges",
            }),
            "capture" => s(match self.capture {
                Capture::Custodian => "custodian",
                Capture::Jump => "jump",
            }),
            "chain" => s(match self.chain {
                Chain::Optional => "optional",
                Chain::Mandatory => "mandatory",
                Chain::None => "none",
            }),
            "centerSafe" => Some(self.center_safe.to_string()),
            "blocked" => s(match self.blocked {
                Blocked::OpponentMovesAgain => "opponentMovesAgain",
                Blocked::BlockedRemoves => "blockedRemoves",
                Blocked::OpponentRemoves => "opponentRemoves",
            }),
            "winBy" => s(match self.win_by {
                WinBy::OneLeft => "oneLeft",
                WinBy::AllCaptured => "allCaptured",
            }),
            "noCaptureLimit" => Some(self.no_capture_limit.to_string()),
            _ => None,
        }
    }

    /// The options whose value differs from `preset`'s on the same board size, with their values.
    #[must_use]
    pub fn differences_from(&self, preset: Preset) -> Vec<(&'static str, String)> {
        let base = preset.rules(self.size);
        OPTION_NAMES
            .iter()
            .filter_map(|&name| {
                let mine = self.get(name)?;
                (base.get(name).as_deref() != Some(mine.as_str())).then_some((name, mine))
            })
            .collect()
    }

    /// The two cells each side's first stones go on under the edge opening: the first
    /// player on the middle of the left and right edges, the second on the middle of the
    /// bottom and top edges (001's board, marked X and O).
    #[must_use]
    pub fn edge_cells(&self, side: Side) -> [crate::Cell; 2] {
        let last = self.size.width() - 1;
        let mid = last / 2;
        if side == self.first_player {
            [crate::Cell::at(0, mid), crate::Cell::at(last, mid)]
        } else {
            [crate::Cell::at(mid, 0), crate::Cell::at(mid, last)]
        }
    }
}

pub(crate) fn parse_side(s: &str) -> Option<Side> {
    match s {
        "black" => Some(Side::Black),
        "white" => Some(Side::White),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_round_trip_through_set_and_get() {
        let mut rules = Rules::default();
        for preset in Preset::ALL {
            for size in Size::ALL {
                let source = preset.rules(size);
                for name in OPTION_NAMES {
                    rules.set(name, &source.get(name).unwrap()).unwrap();
                }
                assert_eq!(rules, source);
            }
        }
    }

    #[test]
    fn unknown_options_and_values_are_refused_and_change_nothing() {
        let mut rules = Rules::default();
        assert_eq!(rules.set("colour", "red"), Err(RulesError::UnknownOption("colour".into())));
        assert!(rules.set("size", "6").is_err());
        assert!(rules.set("chain", "sometimes").is_err());
        assert!(rules.set("noCaptureLimit", "-1").is_err());
        assert_eq!(rules, Rules::default());
    }

    #[test]
    fn differences_list_only_changed_options() {
        let mut rules = Preset::Somali.rules(Size::Seven);
        assert!(rules.differences_from(Preset::Somali).is_empty());
        rules.chain = Chain::Mandatory;
        assert_eq!(rules.differences_from(Preset::Somali), vec![("chain", "mandatory".to_string())]);
    }
}
