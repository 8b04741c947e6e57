//! The errors of each operation: small types, each saying what was wrong and where. (A
//! notation that does not read is `ParseError`, beside the notation in `notation.rs`.)

use std::fmt;

use crate::action::Action;
use crate::board::{Cell, Side, Size};
use crate::notation::ParseError;

/// An unknown rule option, or a value the option does not take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// No option has this name.
    UnknownOption(String),
    /// The option exists but does not take this value.
    BadValue {
        /// The option's name.
        option: String,
        /// The value given.
        value: String,
    },
}

impl RulesError {
    /// A stable name for the error, for a page to translate: `unknownOption` or `badValue`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            RulesError::UnknownOption(_) => "unknownOption",
            RulesError::BadValue { .. } => "badValue",
        }
    }

    pub(crate) fn bad_value(option: &str, value: &str) -> RulesError {
        RulesError::BadValue { option: option.to_string(), value: value.to_string() }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownOption(name) => write!(f, "unknown rule option '{name}'"),
            RulesError::BadValue { option, value } => {
                write!(f, "rule option '{option}' does not take the value '{value}'")
            }
        }
    }
}

impl std::error::Error for RulesError {}

/// Why a legal-looking action is refused: one fact about the position, with a stable
/// [`Illegal::code`] that a page translates, and an English sentence as its `Display`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A cell of the action is off the board.
    OffBoard {
        /// The board's size.
        size: Size,
    },
    /// A drop on the centre while placing.
    CentreWhilePlacing,
    /// The cell is taken.
    Occupied(Cell),
    /// The edge opening puts this side's first two stones on these cells.
    EdgeOpening {
        /// The side placing.
        side: Side,
        /// Its marked cells.
        cells: [Cell; 2],
    },
    /// Stones are being placed: only a drop is legal.
    Placing,
    /// Every stone is placed: a drop is no longer legal.
    NotPlacing,
    /// A stone must be removed first (a side is blocked).
    MustRemove,
    /// The stone named cannot be removed: the blocked-player rule names which may.
    WrongRemoval {
        /// The side that cannot move.
        blocked: Side,
        /// Whether the blocked side removes (`blockedRemoves`) rather than its opponent.
        by_blocked: bool,
    },
    /// No side is blocked, so no stone is to be removed.
    NoRemoval,
    /// A capture chain goes on with the stone on this cell only.
    ChainOtherStone(Cell),
    /// Each further step of a chain must capture.
    ChainMustCapture,
    /// The chain is mandatory: it cannot be ended while the stone can capture.
    ChainMandatory,
    /// There is no capture chain to end.
    NoChain,
    /// The side to move has no stone on this cell.
    NotYourStone {
        /// The side to move.
        side: Side,
        /// The cell named.
        cell: Cell,
    },
    /// The cell stepped to is not orthogonally next to the stone.
    NotAdjacent,
    /// In the jump game: neither a step to a neighbouring cell nor a jump over a single enemy stone.
    NotJump,
    /// `blocked: opponentOpens`: the move leaves the blocked side with no move, and a move that
    /// opens one exists.
    MustOpen {
        /// The side that cannot move.
        blocked: Side,
    },
    /// The turn is already over: an action was given after it.
    TurnOver,
}

impl Illegal {
    /// The reason's stable name, for a page to translate: `occupied`, `centreDuringPlacement`, ...
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Illegal::OffBoard { .. } => "offBoard",
            Illegal::CentreWhilePlacing => "centreDuringPlacement",
            Illegal::Occupied(_) => "occupied",
            Illegal::EdgeOpening { .. } => "edgeOpening",
            Illegal::Placing => "placing",
            Illegal::NotPlacing => "notPlacing",
            Illegal::MustRemove => "mustRemove",
            Illegal::WrongRemoval { .. } => "wrongRemoval",
            Illegal::NoRemoval => "noRemoval",
            Illegal::ChainOtherStone(_) => "chainOtherStone",
            Illegal::ChainMustCapture => "chainMustCapture",
            Illegal::ChainMandatory => "chainMandatory",
            Illegal::NoChain => "noChain",
            Illegal::NotYourStone { .. } => "notYourStone",
            Illegal::NotAdjacent => "notAdjacent",
            Illegal::NotJump => "notJump",
            Illegal::MustOpen { .. } => "mustOpen",
            Illegal::TurnOver => "turnOver",
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::OffBoard { size } => write!(f, "it leaves the {size} board"),
            Illegal::CentreWhilePlacing => f.write_str("no stone may be placed on the centre"),
            Illegal::Occupied(cell) => write!(f, "{cell} is not empty"),
            Illegal::EdgeOpening { side, cells: [a, b] } => {
                write!(f, "the edge opening puts {side}'s first stones on {a} and {b}")
            }
            Illegal::Placing => f.write_str("stones are being placed: drop a stone on an empty cell"),
            Illegal::NotPlacing => f.write_str("all stones are placed: move a stone"),
            Illegal::MustRemove => f.write_str("a stone must be removed first (a side is blocked)"),
            Illegal::WrongRemoval { blocked, by_blocked: true } => {
                write!(f, "{blocked} is blocked and must remove an enemy stone next to one of its own")
            }
            Illegal::WrongRemoval { blocked, by_blocked: false } => {
                write!(f, "{blocked} is blocked: {} must remove one of its own stones next to it", blocked.opponent())
            }
            Illegal::NoRemoval => f.write_str("no stone is to be removed now"),
            Illegal::ChainOtherStone(cell) => write!(f, "the capture chain goes on with the stone on {cell}"),
            Illegal::ChainMustCapture => f.write_str("each further step of a chain must capture"),
            Illegal::ChainMandatory => f.write_str("the chain is mandatory: the stone must go on capturing"),
            Illegal::NoChain => f.write_str("there is no capture chain to end"),
            Illegal::NotYourStone { side, cell } => write!(f, "there is no {side} stone on {cell}"),
            Illegal::NotAdjacent => f.write_str("the cell is not orthogonally next to the stone"),
            Illegal::NotJump => {
                f.write_str("it is neither a step to a neighbouring cell nor a jump over a single enemy stone")
            }
            Illegal::MustOpen { blocked } => {
                write!(f, "{blocked} is blocked and this move leaves it so: the move must make an opening")
            }
            Illegal::TurnOver => f.write_str("the turn is already over"),
        }
    }
}

/// Why an action or a turn cannot be played. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The notation does not read.
    Parse(ParseError),
    /// The game is over.
    GameOver,
    /// The action is not legal here.
    Illegal {
        /// The refused action.
        action: Action,
        /// Why it is refused.
        reason: Illegal,
    },
    /// A turn token ended before its turn did (one drop of two, or a mandatory chain cut short).
    TurnIncomplete,
}

impl PlayError {
    /// A stable name for the error, for a page to translate: `parse`, `gameOver`,
    /// `turnIncomplete`, or the [`Illegal::code`] of the reason.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            PlayError::Parse(_) => "parse",
            PlayError::GameOver => "gameOver",
            PlayError::Illegal { reason, .. } => reason.code(),
            PlayError::TurnIncomplete => "turnIncomplete",
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Parse(e) => e.fmt(f),
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::Illegal { action, reason } => write!(f, "illegal action {action}: {reason}"),
            PlayError::TurnIncomplete => f.write_str("the turn is not complete: it needs more actions"),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<ParseError> for PlayError {
    fn from(e: ParseError) -> PlayError {
        PlayError::Parse(e)
    }
}

/// Why an annotation cannot be given. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnnotationError {
    /// A mark that is neither a mark's name (`blunder`) nor its symbol (`??`).
    UnknownMark(String),
    /// No completed turn has this index.
    NoSuchTurn {
        /// The index asked for (0-based).
        index: usize,
        /// The completed turns there are.
        turns: usize,
    },
    /// A turn of the variation cannot be played where it stands.
    IllegalLine {
        /// The turn's index in the variation (0-based).
        at: usize,
        /// The turn token.
        turn: String,
        /// Why it cannot be played.
        error: PlayError,
    },
}

impl AnnotationError {
    /// A stable name for the error, for a page to translate: `unknownMark`, `noSuchTurn` or
    /// `illegalLine`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            AnnotationError::UnknownMark(_) => "unknownMark",
            AnnotationError::NoSuchTurn { .. } => "noSuchTurn",
            AnnotationError::IllegalLine { .. } => "illegalLine",
        }
    }
}

impl fmt::Display for AnnotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnnotationError::UnknownMark(text) => {
                write!(f, "'{text}' is not a mark: use !!, !, !?, ?!, ?, ?? or their names")
            }
            AnnotationError::NoSuchTurn { index, turns: 0 } => {
                write!(f, "there is no turn {index} to annotate: no turn has been played")
            }
            AnnotationError::NoSuchTurn { index, turns } => {
                write!(f, "there is no turn {index} to annotate: the played turns are 0 to {}", turns - 1)
            }
            AnnotationError::IllegalLine { turn, error, .. } => write!(f, "variation turn {turn}: {error}"),
        }
    }
}

impl std::error::Error for AnnotationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            AnnotationError::IllegalLine { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// A set-up position that cannot be played from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The text does not read.
    Parse(ParseError),
    /// The board size does not match the rules' size.
    SizeMismatch {
        /// The size the rules ask for.
        rules: u8,
        /// The size of the board given.
        board: u8,
    },
    /// A side has more stones than it owns.
    TooManyStones(crate::Side),
    /// The board has no empty cell, so nothing can move.
    NoEmptyCell,
    /// A stone on the centre while placing, where no stone may be dropped.
    CentreWhilePlacing,
    /// Stones in hand that cannot be placed two a turn, in turn, from here: the side to move
    /// must have stones in hand, each side an even number, and the side to move as many as
    /// the other or two more.
    HandOrder,
    /// Under the edges opening, a side that has still to place its first two stones finds
    /// its opening cells taken.
    EdgeOpening(crate::Side),
}

impl SetupError {
    /// A stable name for the error, for a page to translate: `notation`, `sizeMismatch`,
    /// `tooManyStones`, `noEmptyCell`, `centreWhilePlacing`, `handOrder` or `edgeOpening`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            SetupError::Parse(_) => "notation",
            SetupError::SizeMismatch { .. } => "sizeMismatch",
            SetupError::TooManyStones(_) => "tooManyStones",
            SetupError::NoEmptyCell => "noEmptyCell",
            SetupError::CentreWhilePlacing => "centreWhilePlacing",
            SetupError::HandOrder => "handOrder",
            SetupError::EdgeOpening(_) => "edgeOpening",
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Parse(e) => e.fmt(f),
            SetupError::SizeMismatch { rules, board } => {
                write!(f, "the rules are for a {rules}x{rules} board but the position is {board}x{board}")
            }
            SetupError::TooManyStones(side) => write!(f, "{side} has more stones than a side owns"),
            SetupError::NoEmptyCell => f.write_str("the board has no empty cell"),
            SetupError::CentreWhilePlacing => f.write_str("no stone is on the centre while placing"),
            SetupError::HandOrder => f.write_str(
                "the stones in hand cannot be placed two a turn from here: the side to move needs an even number, as many as the other side or two more",
            ),
            SetupError::EdgeOpening(side) => write!(f, "{side}'s opening cells are taken before it has placed there"),
        }
    }
}

impl std::error::Error for SetupError {}

impl From<ParseError> for SetupError {
    fn from(e: ParseError) -> SetupError {
        SetupError::Parse(e)
    }
}

/// A game record that does not read or does not replay: what is wrong, at its line and
/// column (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The 1-based line of the problem.
    pub line: usize,
    /// The 1-based column of the problem.
    pub column: usize,
    /// What is wrong there.
    pub problem: RecordProblem,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.problem)
    }
}

impl std::error::Error for RecordError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.problem {
            RecordProblem::Rules(e) => Some(e),
            RecordProblem::Setup(e) => Some(e),
            RecordProblem::Notation(e) => Some(e),
            RecordProblem::Turn { error, .. }
            | RecordProblem::Conclusion(error)
            | RecordProblem::Variation { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// How a tag line of a record is malformed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TagProblem {
    /// Not `[Key "Value"]` at all: no closing bracket, or no space after the key.
    Shape,
    /// The key is empty or has characters other than letters, digits and `_`.
    Key,
    /// The value is not in double quotes.
    Quotes,
    /// A backslash that is not `\\` or `\"`, or a bare quote inside the value.
    Escape,
}

impl TagProblem {
    /// The problem's stable name: `shape`, `key`, `quotes` or `escape`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            TagProblem::Shape => "shape",
            TagProblem::Key => "key",
            TagProblem::Quotes => "quotes",
            TagProblem::Escape => "escape",
        }
    }
}

impl fmt::Display for TagProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TagProblem::Shape => "a tag line is [Key \"Value\"]",
            TagProblem::Key => "a tag key is letters, digits and _",
            TagProblem::Quotes => "a tag value is in double quotes",
            TagProblem::Escape => "in a tag value, a quote is written \\\" and a backslash \\\\",
        })
    }
}

/// What is wrong in a game record, with a stable [`RecordProblem::code`] that a page
/// translates; where another error is the cause (an illegal turn, an unknown rule), it is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    /// A tag line does not read.
    Tag(TagProblem),
    /// A `Preset` or rule tag names an unknown option or value.
    Rules(RulesError),
    /// The `Size` tag is not 5, 7 or 9.
    Size(String),
    /// The record has no `Size` tag.
    NoSize,
    /// The `Setup` tag does not read or cannot be played from.
    Setup(SetupError),
    /// A result word (`black`, `white`, `draw`, `*`) before the end of the turns.
    ResultNotLast(String),
    /// A turn token that does not read.
    Notation(ParseError),
    /// A turn that reads but cannot be played.
    Turn {
        /// The turn token.
        turn: String,
        /// Why it cannot be played.
        error: PlayError,
    },
    /// The `Result` tag and the last word disagree.
    ResultsDisagree {
        /// The tag's result.
        tag: String,
        /// The last word's.
        last: String,
    },
    /// A resignation or timeout without a winner in the result.
    NeedsWinner(String),
    /// A `Termination` that is not one of the game's ends.
    UnknownTermination(String),
    /// The players ended a game that had already ended on the board.
    EndedOnBoard,
    /// The ending the `Termination` names cannot be applied.
    Conclusion(PlayError),
    /// The result does not match the ending the `Termination` names.
    ResultNotEnding {
        /// The result claimed.
        result: String,
        /// The termination.
        termination: String,
    },
    /// A result is claimed but the replayed game is not over.
    NotOver(String),
    /// The result claimed is not the one the replay reached.
    WrongResult {
        /// The result claimed.
        claimed: String,
        /// The result reached.
        actual: String,
    },
    /// A mark glued to a turn token that is not one of `!!`, `!`, `!?`, `?!`, `?`, `??`.
    Mark(String),
    /// A comment opened with `{` and never closed.
    UnclosedComment,
    /// In a comment, a backslash that is not `\\`, `\{` or `\}`, or a bare `{`.
    CommentEscape,
    /// A variation opened with `(` and never closed.
    UnclosedVariation,
    /// A mark, comment, variation or closing bracket where none can be: not after a turn,
    /// a second comment or variation for one turn, or a `}` or `)` with nothing to close.
    Misplaced(String),
    /// A mark, comment or variation inside a variation, which holds plain turns.
    Nested,
    /// A turn of a variation that cannot be played from where the variation starts.
    Variation {
        /// The variation's turn token.
        turn: String,
        /// Why it cannot be played.
        error: PlayError,
    },
}

impl RecordProblem {
    /// The problem's stable name, for a page to translate: `tag`, `rules`, `size`, `noSize`,
    /// `setup`, `resultNotLast`, `notation`, `turn`, `resultsDisagree`, `needsWinner`,
    /// `unknownTermination`, `endedOnBoard`, `conclusion`, `resultNotEnding`, `notOver`,
    /// `wrongResult`, `mark`, `unclosedComment`, `commentEscape`, `unclosedVariation`,
    /// `misplaced`, `nested`, `variation`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            RecordProblem::Tag(_) => "tag",
            RecordProblem::Rules(_) => "rules",
            RecordProblem::Size(_) => "size",
            RecordProblem::NoSize => "noSize",
            RecordProblem::Setup(_) => "setup",
            RecordProblem::ResultNotLast(_) => "resultNotLast",
            RecordProblem::Notation(_) => "notation",
            RecordProblem::Turn { .. } => "turn",
            RecordProblem::ResultsDisagree { .. } => "resultsDisagree",
            RecordProblem::NeedsWinner(_) => "needsWinner",
            RecordProblem::UnknownTermination(_) => "unknownTermination",
            RecordProblem::EndedOnBoard => "endedOnBoard",
            RecordProblem::Conclusion(_) => "conclusion",
            RecordProblem::ResultNotEnding { .. } => "resultNotEnding",
            RecordProblem::NotOver(_) => "notOver",
            RecordProblem::WrongResult { .. } => "wrongResult",
            RecordProblem::Mark(_) => "mark",
            RecordProblem::UnclosedComment => "unclosedComment",
            RecordProblem::CommentEscape => "commentEscape",
            RecordProblem::UnclosedVariation => "unclosedVariation",
            RecordProblem::Misplaced(_) => "misplaced",
            RecordProblem::Nested => "nested",
            RecordProblem::Variation { .. } => "variation",
        }
    }
}

impl fmt::Display for RecordProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordProblem::Tag(problem) => problem.fmt(f),
            RecordProblem::Rules(e) => e.fmt(f),
            RecordProblem::Size(value) => write!(f, "the size '{value}' is not 5, 7 or 9"),
            RecordProblem::NoSize => f.write_str("a record needs a [Size \"5\"] tag"),
            RecordProblem::Setup(e) => e.fmt(f),
            RecordProblem::ResultNotLast(word) => write!(f, "the result '{word}' must come last"),
            RecordProblem::Notation(e) => e.problem.fmt(f),
            RecordProblem::Turn { turn, error } => write!(f, "turn {turn}: {error}"),
            RecordProblem::ResultsDisagree { tag, last } => {
                write!(f, "the Result tag says '{tag}' but the record ends with '{last}'")
            }
            RecordProblem::NeedsWinner(word) => write!(f, "a {word} needs a Result of black or white"),
            RecordProblem::UnknownTermination(word) => write!(f, "unknown termination '{word}'"),
            RecordProblem::EndedOnBoard => f.write_str("the game ended on the board before the players ended it"),
            RecordProblem::Conclusion(e) => e.fmt(f),
            RecordProblem::ResultNotEnding { result, termination } => {
                write!(f, "the result '{result}' does not match the {termination}")
            }
            RecordProblem::NotOver(word) => write!(f, "the record gives the result '{word}' but the game is not over"),
            RecordProblem::WrongResult { claimed, actual } => {
                write!(f, "the record gives the result '{claimed}' but the game ended '{actual}'")
            }
            RecordProblem::Mark(text) => write!(f, "'{text}' is not a mark: use !!, !, !?, ?!, ? or ??"),
            RecordProblem::UnclosedComment => f.write_str("a comment opened with { is not closed with }"),
            RecordProblem::CommentEscape => {
                f.write_str("in a comment, a backslash is written \\\\ and braces \\{ and \\}")
            }
            RecordProblem::UnclosedVariation => f.write_str("a variation opened with ( is not closed with )"),
            RecordProblem::Misplaced(text) => {
                write!(f, "'{text}' is out of place: a turn takes a mark, then one comment, then one variation")
            }
            RecordProblem::Nested => {
                f.write_str("a variation holds plain turns, without marks, comments or variations")
            }
            RecordProblem::Variation { turn, error } => write!(f, "variation turn {turn}: {error}"),
        }
    }
}
