//! A game: a position with its history, undo and redo, repetition, and endings the
//! players decide (agreement, resignation, a flag fall).

use crate::action::{Action, ActionList, Turn};
use crate::annotation::{normalise_comment, Annotation};
use crate::board::{Bits, Side};
use crate::error::{AnnotationError, Illegal, PlayError, SetupError};
use crate::notation::{Board, ParseError, Setup};
use crate::position::{EndReason, Outcome, Played, Position};
use crate::rules::{Preset, Rules};

/// One played action and the position before it.
#[derive(Clone, Debug)]
struct Entry {
    before: Position,
    action: Action,
}

/// An ending the players bring about rather than the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Conclusion {
    /// The players agree that no capture is possible any more: the game ends on stone count
    /// (000: "when players agree that there are no possible catches").
    Agreement,
    /// This side resigns.
    Resignation(Side),
    /// This side's clock ran out.
    Timeout(Side),
}

/// How one game stands to another ([`Game::relation`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The same turns from the same start, ended (or not) the same way.
    Same,
    /// The other game is this one played on by so many turns (0: only ended by the players).
    Later(usize),
    /// The other game is this one as it was so many turns before (0: before the players ended it).
    Earlier(usize),
    /// Another game.
    Other,
}

/// A game from its first position, with its whole history.
///
/// ```
/// use seega_core::{Game, Rules, Phase};
/// let mut game = Game::new(Rules::default());
/// game.play_notation("a1,b1").unwrap();      // black drops two stones
/// assert!(game.play_notation("a1").is_err()); // a1 is taken: refused, nothing changes
/// game.undo();
/// assert_eq!(game.position().phase(), Phase::Placement);
/// assert_eq!(game.position().board().to_string(), "...../...../...../...../.....");
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    preset: Preset,
    start: Position,
    setup: Option<Setup>,
    position: Position,
    history: Vec<Entry>,
    /// What undo took back, last first: the actions, and the annotation of the turn they
    /// made, if they made a whole turn.
    redo: Vec<(Vec<Action>, Option<Annotation>)>,
    /// The annotation of each completed turn, by its index; shorter than the turns when the
    /// last ones have none.
    notes: Vec<Option<Annotation>>,
    conclusion: Option<(Conclusion, Outcome)>,
    tags: Vec<(String, String)>,
}

impl Game {
    /// A new game under `rules`, from the empty board.
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        Game::starting_at(rules, Position::new(rules), None)
    }

    /// A game from a set-up position, in placement or movement.
    ///
    /// # Errors
    /// When the set-up cannot be played from (see [`Position::from_setup`]).
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Game, SetupError> {
        Ok(Game::starting_at(rules, Position::from_setup(rules, setup)?, Some(*setup)))
    }

    /// A game from a movement-phase position: [`Game::from_setup`] of `board` with `turn` to
    /// move, for a program that sets up no placement (the page's first engine).
    ///
    /// # Errors
    /// As [`Game::from_setup`]'s in movement.
    pub fn from_movement(rules: Rules, board: Board, turn: Side) -> Result<Game, SetupError> {
        Ok(Game::starting_at(rules, Position::from_movement(rules, board, turn)?, Some(Setup::movement(board, turn))))
    }

    fn starting_at(rules: Rules, start: Position, setup: Option<Setup>) -> Game {
        // The record names the preset closest to the rules and only the options that differ.
        let preset =
            Preset::ALL.into_iter().min_by_key(|p| rules.differences_from(*p).len()).unwrap_or(Preset::Classic);
        Game {
            preset,
            start,
            setup,
            position: start,
            history: Vec::new(),
            redo: Vec::new(),
            notes: Vec::new(),
            conclusion: None,
            tags: Vec::new(),
        }
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        self.position.rules()
    }

    /// The preset the record names (the one closest to the rules).
    #[must_use]
    pub fn preset(&self) -> Preset {
        self.preset
    }

    /// The set-up the game started from, if it did not start from the empty board.
    #[must_use]
    pub fn setup(&self) -> Option<&Setup> {
        self.setup.as_ref()
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How the game ended, if it has: by the board, or by the players.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.conclusion.map(|(_, o)| o).or(self.position.outcome())
    }

    /// The legal next actions (none once the game is over).
    #[must_use]
    pub fn legal_actions(&self) -> ActionList {
        if self.conclusion.is_some() {
            return ActionList::new();
        }
        self.position.legal_actions()
    }

    /// Extra record tags (players, date, event...), in order.
    #[must_use]
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Sets a record tag such as `Black` or `Date`; rule tags are set through the rules.
    pub fn set_tag(&mut self, key: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == key) {
            Some(entry) => entry.1 = value.to_string(),
            None => self.tags.push((key.to_string(), value.to_string())),
        }
    }

    /// Plays one action.
    ///
    /// # Errors
    /// When the game is over or the action is illegal; the game is then unchanged.
    pub fn play(&mut self, action: Action) -> Result<Played, PlayError> {
        let played = self.play_keeping_redo(action)?;
        self.redo.clear();
        Ok(played)
    }

    fn play_keeping_redo(&mut self, action: Action) -> Result<Played, PlayError> {
        if self.conclusion.is_some() {
            return Err(PlayError::GameOver);
        }
        let before = self.position;
        let played = self.position.play(action)?;
        self.history.push(Entry { before, action });
        if played.turn_ended {
            self.check_repetition();
        }
        Ok(played)
    }

    /// Plays a whole turn, or the rest of the turn under way; a turn that stops before an
    /// optional chain is finished ends the chain. Returns what each action did.
    ///
    /// # Errors
    /// When the turn is illegal at any action or stops before the turn is over; the game is
    /// then unchanged.
    pub fn play_turn(&mut self, turn: &Turn) -> Result<Vec<Played>, PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let saved = (self.position, self.history.len());
        let result = self.play_turn_actions(turn);
        if result.is_err() {
            self.position = saved.0;
            self.history.truncate(saved.1);
        } else {
            self.redo.clear();
        }
        result
    }

    fn play_turn_actions(&mut self, turn: &Turn) -> Result<Vec<Played>, PlayError> {
        let mut done = Vec::with_capacity(turn.actions.len() + 1);
        for &action in &turn.actions {
            if done.last().is_some_and(|p: &Played| p.turn_ended) {
                return Err(PlayError::Illegal { action, reason: Illegal::TurnOver });
            }
            done.push(self.play_keeping_redo(action)?);
        }
        if !done.last().is_some_and(|p| p.turn_ended) && self.position.is_legal(Action::End) {
            done.push(self.play_keeping_redo(Action::End)?);
        }
        if done.last().is_some_and(|p| p.turn_ended) {
            Ok(done)
        } else {
            Err(PlayError::TurnIncomplete)
        }
    }

    /// Plays notation: a single action (`c2`, `c2-c3`, `end`, `xd4`) as one action, anything
    /// longer (`a1,b2`, `c2-c3-c4`, `xd4,c4-d4`) as a whole turn. Returns what was captured.
    ///
    /// # Errors
    /// Malformed notation, or as [`Game::play`] and [`Game::play_turn`].
    pub fn play_notation(&mut self, text: &str) -> Result<Vec<Played>, PlayError> {
        let text = text.trim();
        let size = self.rules().size;
        if text.contains(',') || text.matches('-').count() > 1 {
            self.play_turn(&text.parse().map_err(|e: ParseError| e.on_board(size))?)
        } else {
            Ok(vec![self.play(text.parse().map_err(|e: ParseError| e.on_board(size))?)?])
        }
    }

    /// Ends the game by the players' decision.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] if the game has already ended.
    pub fn conclude(&mut self, conclusion: Conclusion) -> Result<Outcome, PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let outcome = match conclusion {
            Conclusion::Agreement => Outcome { winner: self.position.leader(), reason: EndReason::Agreement },
            Conclusion::Resignation(side) => Outcome { winner: Some(side.opponent()), reason: EndReason::Resignation },
            Conclusion::Timeout(side) => Outcome { winner: Some(side.opponent()), reason: EndReason::Timeout },
        };
        self.conclusion = Some((conclusion, outcome));
        Ok(outcome)
    }

    /// The players' ending, if the game ended that way.
    #[must_use]
    pub fn conclusion(&self) -> Option<Conclusion> {
        self.conclusion.map(|(c, _)| c)
    }

    /// Takes back the turn under way, or else the last whole turn; a players' ending is
    /// taken back first. Returns false when there is nothing to take back. A turn's
    /// annotation goes with it, and comes back with [`Game::redo`].
    pub fn undo(&mut self) -> bool {
        if self.conclusion.take().is_some() {
            return true;
        }
        let note = if self.pending_actions().is_empty() {
            let index = self.turn_count().saturating_sub(1);
            let note = self.notes.get_mut(index).and_then(Option::take);
            self.notes.truncate(index);
            note
        } else {
            None
        };
        let mut group = Vec::new();
        while let Some(entry) = self.history.pop() {
            group.push(entry.action);
            self.position = entry.before;
            if entry.before.at_turn_start() {
                break;
            }
        }
        if group.is_empty() {
            return false;
        }
        group.reverse();
        self.redo.push((group, note));
        true
    }

    /// Plays again what the last [`Game::undo`] took back, with its annotation. Returns false
    /// when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        let Some((group, note)) = self.redo.pop() else { return false };
        for action in group {
            if self.play_keeping_redo(action).is_err() {
                return false;
            }
        }
        if let Some(note) = note {
            let index = self.turn_count().saturating_sub(1);
            self.set_note(index, Some(note));
        }
        true
    }

    /// The annotation of the `i`-th completed turn (0-based, as in [`Game::history`]), if it
    /// has one.
    #[must_use]
    pub fn annotation(&self, i: usize) -> Option<&Annotation> {
        self.notes.get(i).and_then(Option::as_ref)
    }

    /// Annotates the `i`-th completed turn (0-based, as in [`Game::history`]), replacing any
    /// annotation it had; an empty annotation (no mark, no comment, no line) removes it. The
    /// comment is kept with its white space normalised, and the line's turns as played
    /// (with the end of a chain they stop).
    ///
    /// ```
    /// use seega_core::{Annotation, Game, Mark, Rules};
    /// let mut game = Game::new(Rules::default());
    /// game.play_notation("a1,b1").unwrap();
    /// let note = Annotation { mark: Some(Mark::Mistake), comment: "Too  timid.".into(), line: vec!["c2,d2".parse().unwrap()] };
    /// game.annotate(0, note).unwrap();
    /// assert_eq!(game.annotation(0).unwrap().comment, "Too timid.");
    /// assert!(game.record().contains("1. a1,b1? {Too timid.} (c2,d2)"));
    /// ```
    ///
    /// # Errors
    /// [`AnnotationError::NoSuchTurn`] when no completed turn has this index, and
    /// [`AnnotationError::IllegalLine`] when a turn of the line cannot be played from the
    /// position before the annotated turn (each one a whole turn); the game is then unchanged.
    pub fn annotate(&mut self, i: usize, annotation: Annotation) -> Result<(), AnnotationError> {
        let turns = self.turn_count();
        if i >= turns {
            return Err(AnnotationError::NoSuchTurn { index: i, turns });
        }
        let Annotation { mark, comment, line } = annotation;
        let line = if line.is_empty() { line } else { self.checked_line(i, &line)? };
        let note = Annotation { mark, comment: normalise_comment(&comment), line };
        self.set_note(i, (!note.is_empty()).then_some(note));
        Ok(())
    }

    /// Plays `line` from the position before the `i`-th completed turn, in a copy of the
    /// game as it was there, and gives its turns as played.
    fn checked_line(&self, i: usize, line: &[Turn]) -> Result<Vec<Turn>, AnnotationError> {
        let start = self.history.iter().enumerate().filter(|(_, e)| e.before.at_turn_start()).nth(i).map(|(n, _)| n);
        let start = start.unwrap_or(self.history.len());
        let mut there = Game::starting_at(*self.rules(), self.start, self.setup);
        there.history = self.history[..start].to_vec();
        there.position = self.history.get(start).map_or(self.position, |e| e.before);
        for (at, turn) in line.iter().enumerate() {
            there.play_turn(turn).map_err(|error| AnnotationError::IllegalLine {
                at,
                turn: turn.to_string(),
                error,
            })?;
        }
        Ok(played_turns(&there.history[start..]).into_iter().map(|played| played.turn).collect())
    }

    fn set_note(&mut self, i: usize, note: Option<Annotation>) {
        if self.notes.len() <= i {
            if note.is_none() {
                return;
            }
            self.notes.resize(i + 1, None);
        }
        self.notes[i] = note;
        while self.notes.last().is_some_and(Option::is_none) {
            self.notes.pop();
        }
    }

    /// How many turns are complete, without replaying them: every turn starts at a turn's
    /// start, and the last one may be under way.
    fn turn_count(&self) -> usize {
        let starts = self.history.iter().filter(|e| e.before.at_turn_start()).count();
        if self.pending_actions().is_empty() {
            starts
        } else {
            starts - 1
        }
    }

    /// Whether [`Game::undo`] would take something back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.conclusion.is_some() || !self.history.is_empty()
    }

    /// Whether [`Game::redo`] would play something again.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The completed turns, in order, as turn tokens would write them.
    #[must_use]
    pub fn turns(&self) -> Vec<Turn> {
        self.history().into_iter().map(|played| played.turn).collect()
    }

    /// The completed turns, in order, with the facts of each: who played it, whether it
    /// was a turn again because the other side could not move, and what each action took.
    #[must_use]
    pub fn history(&self) -> Vec<PlayedTurn> {
        played_turns(&self.history)
    }

    fn turn_ended_after(&self, entry: &Entry) -> bool {
        let mut after = entry.before;
        let played = after.play_unchecked(entry.action);
        played.turn_ended
    }

    /// The actions of the turn under way (empty at a turn's start).
    #[must_use]
    pub fn pending_actions(&self) -> Vec<Action> {
        let start = self.history.iter().rposition(|e| e.before.at_turn_start()).unwrap_or(0);
        let tail = &self.history[start..];
        if tail.last().is_none_or(|e| self.turn_ended_after(e)) {
            return Vec::new();
        }
        tail.iter().map(|e| e.action).collect()
    }

    /// The position after `n` completed turns (0 is the start), for reviewing a game.
    #[must_use]
    pub fn position_after(&self, n: usize) -> Option<Position> {
        if n == 0 {
            return Some(self.start);
        }
        let mut count = 0;
        for entry in &self.history {
            if self.turn_ended_after(entry) {
                count += 1;
                if count == n {
                    let mut after = entry.before;
                    after.play_unchecked(entry.action);
                    return Some(after);
                }
            }
        }
        None
    }

    /// How `other` stands to this game: the same game, this game played on (`Later`, by so
    /// many turns, or ended by the players), this game as it was earlier (`Earlier`), or
    /// another game (another start, other rules, or turns that differ). A turn under way is
    /// not part of either.
    #[must_use]
    pub fn relation(&self, other: &Game) -> Relation {
        // The actions of the completed turns: the same actions from the same start are the same turns.
        let done = |g: &Game| g.history.len() - g.pending_actions().len();
        let (mine, theirs) = (&self.history[..done(self)], &other.history[..done(other)]);
        if self.start != other.start || mine.iter().zip(theirs).any(|(x, y)| x.action != y.action) {
            return Relation::Other;
        }
        let (a, b) = (self.turn_count(), other.turn_count());
        let (ended, other_ended) = (self.conclusion(), other.conclusion());
        if a == b && ended == other_ended {
            Relation::Same
        } else if a <= b && ended.is_none() {
            Relation::Later(b - a)
        } else if b <= a && other_ended.is_none() {
            Relation::Earlier(a - b)
        } else {
            Relation::Other
        }
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Ends the game if the position at this turn's start has now come about three times;
    /// the ending says so when the other side could not move there (the side to move was
    /// moving alone).
    fn check_repetition(&mut self) {
        let now = self.position;
        if now.is_over() || !now.at_turn_start() || now.phase() != crate::Phase::Movement {
            return;
        }
        let earlier = self
            .history
            .iter()
            .map(|e| &e.before)
            .filter(|p| {
                p.at_turn_start() && p.hash() == now.hash() && p.board() == now.board() && p.turn() == now.turn()
            })
            .count();
        if earlier + 1 >= 3 {
            let alone = now.blocked().is_some_and(|blocked| blocked != now.turn());
            self.position.finish(if alone { EndReason::RepetitionWhileBlocked } else { EndReason::Repetition });
        }
    }

    pub(crate) fn restore_conclusion(&mut self, conclusion: Conclusion, outcome: Outcome) {
        self.conclusion = Some((conclusion, outcome));
    }
}

/// The completed turns that `entries` make, from a turn's start, with their facts.
fn played_turns(entries: &[Entry]) -> Vec<PlayedTurn> {
    let mut turns = Vec::new();
    let mut current: Option<PlayedTurn> = None;
    for entry in entries {
        let turn = current.get_or_insert_with(|| {
            let side = entry.before.turn();
            PlayedTurn {
                turn: Turn::default(),
                side,
                extra: entry.before.blocked() == Some(side.opponent()),
                actions: Vec::new(),
            }
        });
        let mut after = entry.before;
        let played = after.play_unchecked(entry.action);
        turn.turn.actions.push(entry.action);
        turn.actions.push(played);
        if played.turn_ended {
            turns.extend(current.take());
        }
    }
    turns
}

/// A completed turn and its facts, from [`Game::history`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedTurn {
    /// The turn's actions, as a turn token writes them.
    pub turn: Turn,
    /// The side that played it.
    pub side: Side,
    /// Whether the side played again because the other side could not move (the
    /// `opponentMovesAgain` and `opponentOpens` rules, or an `opponentRemoves` removal).
    pub extra: bool,
    /// What each action did, in order.
    pub actions: Vec<Played>,
}

impl PlayedTurn {
    /// Every stone the turn took off the board.
    #[must_use]
    pub fn captured(&self) -> Bits {
        self.actions.iter().fold(Bits::EMPTY, |all, played| all | played.captured)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_takes_back_a_partial_turn_then_whole_turns() {
        let mut g = Game::new(Rules::default());
        g.play_notation("a1,b1").unwrap();
        g.play_notation("a2").unwrap();
        assert_eq!(g.pending_actions().len(), 1);
        assert!(g.undo());
        assert_eq!(g.position().board().to_string(), "...../...../...../...../bb...");
        assert!(g.undo());
        assert!(!g.undo());
        assert!(g.redo());
        assert!(g.redo());
        assert_eq!(g.pending_actions(), vec![Action::Drop(crate::Cell::at(0, 1))]);
        assert_eq!(g.turns().len(), 1);
    }

    /// Black's stones are shut in its corners; white steps c3-c4 and back, moving again
    /// each time black cannot move, and the third time the position comes round the game
    /// ends, saying that black was blocked.
    #[test]
    fn a_repetition_while_one_side_is_blocked_says_so() {
        let rules = Rules { barrier: false, ..Rules::default() };
        let setup = "bw.../w..../..w../....w/...wb w".parse().unwrap();
        let mut g = Game::from_setup(rules, &setup).unwrap();
        for step in ["c3-c4", "c4-c3", "c3-c4", "c4-c3"] {
            assert!(g.outcome().is_none(), "over before {step}");
            g.play_notation(step).unwrap();
            assert_eq!(g.position().blocked(), Some(Side::Black));
            assert_eq!(g.position().turn(), Side::White);
        }
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.reason, EndReason::RepetitionWhileBlocked);
        assert_eq!(outcome.winner, Some(Side::White), "counted: five white stones to two black");
        let read = Game::from_record(&g.record()).unwrap();
        assert_eq!(read.outcome(), Some(outcome), "the record keeps the ending");
    }

    #[test]
    fn a_repetition_with_both_sides_moving_is_a_plain_one() {
        let rules = Rules { barrier: false, ..Rules::default() };
        let setup = "b..../...../...../...../ww..b w".parse().unwrap();
        let mut g = Game::from_setup(rules, &setup).unwrap();
        for step in ["b1-b2", "a5-a4", "b2-b1", "a4-a5", "b1-b2", "a5-a4", "b2-b1", "a4-a5"] {
            g.play_notation(step).unwrap();
        }
        assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Repetition));
    }

    #[test]
    fn a_failed_turn_changes_nothing() {
        let mut g = Game::new(Rules::default());
        g.play_notation("a1,b1").unwrap();
        let before = g.position().hash();
        assert!(g.play_notation("a2,a1").is_err());
        assert!(g.play_notation("a2,c3").is_err());
        assert_eq!(g.position().hash(), before);
        assert_eq!(g.turns().len(), 1);
        assert!(g.play_notation("a2").is_ok());
        assert!(g.play_notation("b2,c2").is_err());
        assert!(g.play_turn(&"b2".parse().unwrap()).is_ok());
        assert_eq!(g.turns().len(), 2);
    }
}
