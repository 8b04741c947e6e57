//! Rule options and the named presets: each point where the sources disagree is an option.
//!
//! The source texts are cited by file name (`000_…` to `004_…`); the project's
//! `docs/rules.md` summarises what each says.

use std::fmt;
use std::str::FromStr;

use crate::board::{Side, Size};
use crate::error::RulesError;

/// A rule option's value in notation. Each type spells its values once, here or in the
/// [`named_values`] macro that declares it, and [`RULE_OPTIONS`] reads and writes options
/// through it.
pub trait OptionValue: Sized {
    /// The values the option takes, in notation; empty for a number.
    fn values() -> &'static [&'static str];
    /// The value in notation.
    fn write(&self) -> String;
    /// Reads a value in notation.
    fn read(text: &str) -> Option<Self>;
}

/// Declares a rule option's enum with the name of each value in notation, spelled once.
macro_rules! named_values {
    ($(#[$meta:meta])* $ty:ident { $($(#[$vmeta:meta])* $variant:ident = $name:literal,)* }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $ty {
            $($(#[$vmeta])* $variant,)*
        }

        impl $ty {
            /// Every value, in the order of the option's documentation.
            pub const ALL: &'static [$ty] = &[$($ty::$variant,)*];

            /// The value's name in options and records.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)*
                }
            }
        }

        impl OptionValue for $ty {
            fn values() -> &'static [&'static str] {
                &[$($name,)*]
            }
            fn write(&self) -> String {
                self.name().to_string()
            }
            fn read(text: &str) -> Option<$ty> {
                $ty::ALL.iter().copied().find(|v| v.name() == text)
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

named_values! {
    /// Who moves first once every stone is placed.
    MovementStarter {
        /// The player who placed the last two stones (000, 002, 003, 004, BoardGameGeek in 001).
        LastPlacer = "lastPlacer",
        /// The player who placed first (Lane 1836, Ludii's Seega).
        FirstPlayer = "firstPlayer",
    }
}

named_values! {
    /// How the placement phase begins.
    Opening {
        /// Any empty cell but the centre, from the first drop on.
        Free = "free",
        /// 001 and Lane: each player's first two stones go on marked cells along the edges;
        /// the first player on the middle of the left and right edges, the second on the
        /// middle of the top and bottom edges.
        Edges = "edges",
    }
}

named_values! {
    /// How stones are captured.
    Capture {
        /// Custodian capture: a single enemy stone between the stone that moved and a friendly
        /// stone beyond it on the same line (all sources).
        Custodian = "custodian",
        /// 004's alternative version: a stone jumps orthogonally over a single adjacent enemy
        /// stone onto the empty cell beyond, taking it.
        Jump = "jump",
    }
}

named_values! {
    /// Further captures by the same stone in the same turn.
    Chain {
        /// After a capture the stone may go on while each step captures again (001, 003).
        Optional = "optional",
        /// After a capture the stone must go on while it can capture again (002).
        Mandatory = "mandatory",
        /// One step a turn (Ludii's Seega).
        None = "none",
    }
}

named_values! {
    /// What happens when the side to move cannot move.
    Blocked {
        /// The opponent moves again until an opening appears: the BoardGameGeek text in 001,
        /// "their opponent continues to play until an opening appears".
        OpponentMovesAgain = "opponentMovesAgain",
        /// The blocked player removes one enemy stone next to its own, then moves (001's
        /// rules sheet).
        BlockedRemoves = "blockedRemoves",
        /// The opponent removes one of its own stones next to the blocked player's, so that
        /// the blocked player can move (000).
        OpponentRemoves = "opponentRemoves",
        /// The opponent moves again and must make an opening (003, "his opponent must move
        /// again and make an opening for him"): its legal moves are those after which the
        /// blocked side can move. Where no move opens, it moves freely that turn, as
        /// [`Blocked::OpponentMovesAgain`].
        OpponentOpens = "opponentOpens",
    }
}

named_values! {
    /// When a side has lost on material.
    WinBy {
        /// A side reduced to one stone loses: it can no longer capture (001, 002, 004 as an option).
        OneLeft = "oneLeft",
        /// A side loses when its last stone is taken (000, 003, 004).
        AllCaptured = "allCaptured",
    }
}

impl OptionValue for Size {
    fn values() -> &'static [&'static str] {
        &["5", "7", "9"]
    }
    fn write(&self) -> String {
        self.width().to_string()
    }
    fn read(text: &str) -> Option<Size> {
        text.parse().ok().and_then(Size::from_len)
    }
}

impl OptionValue for Side {
    fn values() -> &'static [&'static str] {
        &["black", "white"]
    }
    fn write(&self) -> String {
        self.name().to_string()
    }
    fn read(text: &str) -> Option<Side> {
        Side::BOTH.into_iter().find(|side| side.name() == text)
    }
}

impl OptionValue for bool {
    fn values() -> &'static [&'static str] {
        &["true", "false"]
    }
    fn write(&self) -> String {
        self.to_string()
    }
    fn read(text: &str) -> Option<bool> {
        text.parse().ok()
    }
}

impl OptionValue for u16 {
    fn values() -> &'static [&'static str] {
        &[]
    }
    fn write(&self) -> String {
        self.to_string()
    }
    fn read(text: &str) -> Option<u16> {
        text.parse().ok()
    }
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
    /// Whether the game ends on stone count once each side is safe behind a barrier, so
    /// that neither can force a capture any more ([`crate::Position::is_sealed`]): 000's
    /// "barrier … behind which he can move his pieces without any danger of capture", 003's
    /// "impregnable barrier", and 002's "if a stalemate occurs, the player with more
    /// counters may declare victory". 001 and 004 end the game on material only.
    pub barrier: bool,
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
    /// custodian capture, centre safe, optional chain, and the game ends when a side is
    /// down to one stone (001, 002) or captures have become impossible (003's barrier).
    /// A blocked player's opponent moves again as the BoardGameGeek text has it
    /// ([`Blocked::OpponentMovesAgain`]); 003's stricter "make an opening for him" is
    /// [`Blocked::OpponentOpens`]. `docs/rules.md` says why the preset keeps the former.
    Classic,
    /// The Somali game manual, `000_74279a7dad0e3292.txt`: a capture is part of one move
    /// (no chain), a blocked player's opponent must remove a stone so that it can move, and
    /// the game is played until all stones are taken or captures are impossible.
    Somali,
    /// The game with the edge opening, `001_025e4f192ed942c5.txt`: first stones on the
    /// marked edge cells, an optional chain, a blocked player removes an enemy stone, and a
    /// side left with one stone loses; the text names no barrier ending.
    Egyptian,
    /// The capturing-continues game of `002_39e19ea95677a5c3.txt`: after a capture the same
    /// stone must go on capturing while it can; a side left with one stone loses, and "if a
    /// stalemate occurs, the player with more counters may declare victory" (the barrier
    /// ending).
    Mandatory,
    /// The alternative version of `004_5badbbfce01a329d.txt`: captures by jumping
    /// orthogonally over single stones, several in one turn; the text names no safe centre
    /// and no barrier ending, and play goes on until all of a side's stones are taken.
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
            barrier: true,
        };
        match self {
            Preset::Classic => classic,
            Preset::Somali => {
                Rules { chain: Chain::None, blocked: Blocked::OpponentRemoves, win_by: WinBy::AllCaptured, ..classic }
            }
            Preset::Egyptian => {
                Rules { opening: Opening::Edges, blocked: Blocked::BlockedRemoves, barrier: false, ..classic }
            }
            Preset::Mandatory => Rules { chain: Chain::Mandatory, ..classic },
            Preset::Jump => Rules {
                capture: Capture::Jump,
                center_safe: false,
                win_by: WinBy::AllCaptured,
                barrier: false,
                ..classic
            },
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

/// One rule option: its name in options objects and (capitalised) in record tags, the
/// values it takes, and how it reads and writes them.
#[derive(Copy, Clone, Debug)]
pub struct RuleOption {
    /// The option's name: `chain`, `noCaptureLimit`, ...
    pub name: &'static str,
    values: fn() -> &'static [&'static str],
    get: fn(&Rules) -> String,
    set: fn(&mut Rules, &str) -> Option<()>,
}

impl RuleOption {
    /// The values the option takes, in notation; empty for a number (`noCaptureLimit`).
    #[must_use]
    pub fn values(&self) -> &'static [&'static str] {
        (self.values)()
    }

    /// The option's name in record tags: `Chain`, `NoCaptureLimit`, ...
    #[must_use]
    pub fn tag(&self) -> String {
        let mut chars = self.name.chars();
        chars.next().map(|first| first.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
    }
}

macro_rules! rule_options {
    ($($name:literal => $field:ident: $ty:ty,)*) => {
        /// Every rule option, in the order records write them.
        pub const RULE_OPTIONS: &[RuleOption] = &[$(RuleOption {
            name: $name,
            values: <$ty as OptionValue>::values,
            get: |rules| rules.$field.write(),
            set: |rules, text| {
                rules.$field = <$ty as OptionValue>::read(text)?;
                Some(())
            },
        },)*];
    };
}

rule_options! {
    "size" => size: Size,
    "firstPlayer" => first_player: Side,
    "movementStarter" => movement_starter: MovementStarter,
    "opening" => opening: Opening,
    "capture" => capture: Capture,
    "chain" => chain: Chain,
    "centerSafe" => center_safe: bool,
    "blocked" => blocked: Blocked,
    "winBy" => win_by: WinBy,
    "noCaptureLimit" => no_capture_limit: u16,
    "barrier" => barrier: bool,
}

/// The rule option named `name`, if there is one.
#[must_use]
pub fn rule_option(name: &str) -> Option<&'static RuleOption> {
    RULE_OPTIONS.iter().find(|option| option.name == name)
}

impl Rules {
    /// Sets one option from its name and its value in notation (`"chain"`, `"mandatory"`).
    ///
    /// # Errors
    /// An unknown option or a value it does not take; the rules are then unchanged.
    pub fn set(&mut self, option: &str, value: &str) -> Result<(), RulesError> {
        let known = rule_option(option).ok_or_else(|| RulesError::UnknownOption(option.to_string()))?;
        (known.set)(self, value).ok_or_else(|| RulesError::bad_value(option, value))
    }

    /// One option's value in notation, by name; `None` for an unknown option.
    #[must_use]
    pub fn get(&self, option: &str) -> Option<String> {
        rule_option(option).map(|known| (known.get)(self))
    }

    /// The options whose value differs from `preset`'s on the same board size, with their values.
    #[must_use]
    pub fn differences_from(&self, preset: Preset) -> Vec<(&'static str, String)> {
        let base = preset.rules(self.size);
        RULE_OPTIONS
            .iter()
            .filter_map(|option| {
                let mine = (option.get)(self);
                ((option.get)(&base) != mine).then_some((option.name, mine))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_round_trip_through_set_and_get() {
        let mut rules = Rules::default();
        for preset in Preset::ALL {
            for size in Size::ALL {
                let source = preset.rules(size);
                for option in RULE_OPTIONS {
                    rules.set(option.name, &source.get(option.name).unwrap()).unwrap();
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
