//! A position you can play from: the stones, whose turn it is and where in the turn, and
//! every rule that decides what happens next.

use std::fmt;

use crate::action::{Action, ActionList};
use crate::board::{Bits, Cell, Dir, Side, Size};
use crate::capture::Captures;
use crate::error::{Illegal, PlayError, SetupError};
use crate::notation::{Board, Setup};
use crate::rules::{Blocked, Capture, Chain, MovementStarter, Opening, Rules, WinBy};
use crate::zobrist;

/// The phase of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Stones are dropped two a turn.
    Placement,
    /// Stones step (or jump) one a turn.
    Movement,
    /// The game has ended.
    Over,
}

impl Phase {
    /// The phase's name in notation: `placement`, `movement` or `over`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Placement => "placement",
            Phase::Movement => "movement",
            Phase::Over => "over",
        }
    }
}

/// Where the side to move is within its turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Placement: the first or the second drop of the turn.
    Drop {
        /// Whether one stone has been dropped this turn already.
        second: bool,
    },
    /// Movement: a step (or jump) starts the turn.
    Move,
    /// The middle of a capture chain: the stone on this cell may capture again.
    Chain(Cell),
    /// A blocked-player rule asks the side to move to remove a stone.
    Remove,
    /// The blocked player removed an enemy stone and now makes its move.
    MoveAfterRemoval,
}

/// Per direction (in [`Dir::ALL`] order), the stones of one side that may step that way and
/// those that may jump that way.
struct Reach {
    step: [Bits; 4],
    jump: [Bits; 4],
}

impl Reach {
    /// The stones with some step or jump.
    fn movers(&self) -> Bits {
        self.step.iter().chain(&self.jump).fold(Bits::EMPTY, |all, &set| all | set)
    }
}

/// Why the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A side lost its last stone.
    AllCaptured,
    /// A side was reduced to one stone.
    OneLeft,
    /// Both sides are sealed behind barriers: no capture can happen while they keep to
    /// their areas (see [`Position::is_sealed`]).
    Sealed,
    /// The limit of turns without a capture was reached.
    NoCaptureLimit,
    /// The same position came about for the third time.
    Repetition,
    /// The same position came about for the third time while one side could not move: the
    /// other moved alone, to and fro (the blocked side is [`Position::blocked`]).
    RepetitionWhileBlocked,
    /// Neither side can move.
    BothBlocked,
    /// The players agreed to end the game.
    Agreement,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Timeout,
}

impl EndReason {
    /// Every reason.
    pub const ALL: [EndReason; 10] = [
        EndReason::AllCaptured,
        EndReason::OneLeft,
        EndReason::Sealed,
        EndReason::NoCaptureLimit,
        EndReason::Repetition,
        EndReason::RepetitionWhileBlocked,
        EndReason::BothBlocked,
        EndReason::Agreement,
        EndReason::Resignation,
        EndReason::Timeout,
    ];

    /// The reason's name in notation, such as `oneLeft`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::AllCaptured => "allCaptured",
            EndReason::OneLeft => "oneLeft",
            EndReason::Sealed => "sealed",
            EndReason::NoCaptureLimit => "noCaptureLimit",
            EndReason::Repetition => "repetition",
            EndReason::RepetitionWhileBlocked => "repetitionBlocked",
            EndReason::BothBlocked => "bothBlocked",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
        }
    }
}

/// How a game ended: who won (`None` for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// What an action did, for the page to animate and the search to score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The action played.
    pub action: Action,
    /// The stones taken off the board: captured, or removed by a blocked-player rule.
    pub captured: Bits,
    /// Whether the action finished the turn (or the game).
    pub turn_ended: bool,
}

/// A playable position. Fields are private: positions come from [`Position::new`],
/// [`Position::from_setup`] and playing legal actions, so they are always consistent.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Rules,
    stones: [Bits; 2],
    in_hand: [u8; 2],
    captured: [u8; 2],
    turn: Side,
    stage: Stage,
    blocked: Option<Side>,
    plies_without_capture: u16,
    turn_captures: u8,
    turns: u32,
    hash: u64,
    outcome: Option<Outcome>,
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("board", &self.board().to_string())
            .field("turn", &self.turn)
            .field("stage", &self.stage)
            .field("in_hand", &self.in_hand)
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}

impl Position {
    /// The empty board at the start of placement.
    #[must_use]
    pub fn new(rules: Rules) -> Position {
        let total = rules.size.stones_per_side();
        let mut pos = Position {
            rules,
            stones: [Bits::EMPTY; 2],
            in_hand: [total; 2],
            captured: [0; 2],
            turn: rules.first_player,
            stage: Stage::Drop { second: false },
            blocked: None,
            plies_without_capture: 0,
            turn_captures: 0,
            turns: 0,
            hash: 0,
            outcome: None,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// A position from a set-up. Stones neither on the board nor in hand count as captured
    /// by the other side. In movement, if the side to move is blocked, the blocked-player
    /// rule applies at once; if the position is already decided, it is over. In placement
    /// (stones in hand), the side to move begins a turn of two drops.
    ///
    /// # Errors
    /// A board of another size than the rules', a side with more stones (on the board and in
    /// hand) than it owns, a board without an empty cell; in placement, a stone on the centre,
    /// stones in hand that cannot be placed in turns of two, or (under the edges opening) a
    /// side's opening cells taken before it has placed there.
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Position, SetupError> {
        Position::set_up(rules, setup, setup.is_placement())
    }

    /// A movement-phase position: [`Position::from_setup`] of `board` with `turn` to move.
    ///
    /// # Errors
    /// As [`Position::from_setup`]'s in movement.
    pub fn from_movement(rules: Rules, board: Board, turn: Side) -> Result<Position, SetupError> {
        Position::set_up(rules, &Setup::movement(board, turn), false)
    }

    /// A set-up in placement (`placing`) or movement (its hands then left empty).
    fn set_up(rules: Rules, setup: &Setup, placing: bool) -> Result<Position, SetupError> {
        if setup.board.size != rules.size {
            return Err(SetupError::SizeMismatch { rules: rules.size.width(), board: setup.board.size.width() });
        }
        let total = u32::from(rules.size.stones_per_side());
        for side in Side::BOTH {
            if setup.board.stones[side.index()].len() + u32::from(setup.in_hand[side.index()]) > total {
                return Err(SetupError::TooManyStones(side));
            }
        }
        if setup.board.empty_cells().is_empty() {
            return Err(SetupError::NoEmptyCell);
        }
        if placing {
            Position::check_placement(rules, setup)?;
        }
        let stones = setup.board.stones;
        let hands = if placing { setup.in_hand } else { [0, 0] };
        let left = |side: Side| (total - stones[side.index()].len() - u32::from(hands[side.index()])) as u8;
        // The empty board's position, with the set-up's stones and hands, the rest taken.
        let mut pos = Position {
            stones,
            in_hand: hands,
            captured: [left(Side::White), left(Side::Black)],
            turn: setup.turn,
            stage: if placing { Stage::Drop { second: false } } else { Stage::Move },
            ..Position::new(rules)
        };
        pos.hash = pos.compute_hash();
        if !placing && !pos.check_material() {
            pos.after_turn_checks(setup.turn);
        }
        Ok(pos)
    }

    /// The checks of a set-up in placement: no stone on the centre, hands that can be placed
    /// two a turn in turn, and opening cells free for a side yet to use them.
    fn check_placement(rules: Rules, setup: &Setup) -> Result<(), SetupError> {
        let centre = rules.size.center();
        if setup.board.stones.iter().any(|stones| stones.contains(centre)) {
            return Err(SetupError::CentreWhilePlacing);
        }
        let me = setup.in_hand[setup.turn.index()];
        let other = setup.in_hand[setup.turn.opponent().index()];
        if me == 0 || me % 2 == 1 || other % 2 == 1 || !(me == other || me == other + 2) {
            return Err(SetupError::HandOrder);
        }
        if rules.opening == Opening::Edges {
            let total = rules.size.stones_per_side();
            let empty = setup.board.empty_cells();
            for side in Side::BOTH {
                let placed = total - setup.in_hand[side.index()];
                let free = rules.edge_cells(side).iter().filter(|&&c| empty.contains(c)).count();
                if placed < 2 && free < usize::from(2 - placed) {
                    return Err(SetupError::EdgeOpening(side));
                }
            }
        }
        Ok(())
    }

    /// The rules in force.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board size.
    #[must_use]
    pub const fn size(&self) -> Size {
        self.rules.size
    }

    /// The stones on the board.
    #[must_use]
    pub const fn board(&self) -> Board {
        Board { size: self.rules.size, stones: self.stones }
    }

    /// The cells of `side`'s stones.
    #[must_use]
    pub const fn stones(&self, side: Side) -> Bits {
        self.stones[side as usize]
    }

    /// The empty cells.
    #[must_use]
    pub fn empty(&self) -> Bits {
        self.rules.size.cells() - self.stones[0] - self.stones[1]
    }

    /// Stones `side` has yet to place.
    #[must_use]
    pub const fn in_hand(&self, side: Side) -> u8 {
        self.in_hand[side as usize]
    }

    /// Enemy stones `side` has taken off the board (by capture or removal).
    #[must_use]
    pub const fn captured(&self, side: Side) -> u8 {
        self.captured[side as usize]
    }

    /// The side to act.
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// Where the side to move is within its turn.
    #[must_use]
    pub const fn stage(&self) -> Stage {
        self.stage
    }

    /// The phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        match (self.outcome, self.stage) {
            (Some(_), _) => Phase::Over,
            (None, Stage::Drop { .. }) => Phase::Placement,
            _ => Phase::Movement,
        }
    }

    /// The cell of the stone in the middle of a capture chain, if there is one.
    #[must_use]
    pub const fn chain_from(&self) -> Option<Cell> {
        match self.stage {
            Stage::Chain(cell) => Some(cell),
            _ => None,
        }
    }

    /// The side that could not move when this turn began, if one could not; what follows
    /// depends on [`Rules::blocked`].
    #[must_use]
    pub const fn blocked(&self) -> Option<Side> {
        self.blocked
    }

    /// Turns of the movement phase since the last capture.
    #[must_use]
    pub const fn plies_without_capture(&self) -> u16 {
        self.plies_without_capture
    }

    /// Turns completed since the start.
    #[must_use]
    pub const fn turns(&self) -> u32 {
        self.turns
    }

    /// Whether no action of the current turn has been played yet.
    #[must_use]
    pub const fn at_turn_start(&self) -> bool {
        matches!(self.stage, Stage::Drop { second: false } | Stage::Move | Stage::Remove)
    }

    /// The Zobrist hash of the stones, the side to move and the turn stage, kept up to date
    /// as actions are played.
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// How the game ended, if it has.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The hash computed from scratch; equals [`Position::hash`] at all times.
    #[must_use]
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for cell in self.stones[side.index()] {
                h ^= zobrist::stone(side.index(), cell.index());
            }
        }
        if self.turn == Side::White {
            h ^= zobrist::white_to_move();
        }
        h ^ stage_key(self.stage) ^ self.opening_key()
    }

    // ----- legal actions -----

    /// The legal actions, in a fixed order (drops by cell, then steps by stone and direction).
    #[must_use]
    pub fn legal_actions(&self) -> ActionList {
        let mut list = ActionList::new();
        if self.outcome.is_some() {
            return list;
        }
        let side = self.turn;
        match self.stage {
            Stage::Drop { .. } => {
                for cell in self.drop_cells(side) {
                    list.push(Action::Drop(cell));
                }
            }
            Stage::Move | Stage::MoveAfterRemoval => {
                let reach = self.reach(side, false);
                for from in self.stones(side) & reach.movers() {
                    self.push_moves(&mut list, &reach, from);
                }
                if let Some(blocked) = self.opening_owed_to() {
                    let opening = list.filtered(|&action| self.opens_for(blocked, action));
                    if !opening.is_empty() {
                        list = opening;
                    }
                }
            }
            Stage::Chain(from) => {
                self.push_moves(&mut list, &self.reach(side, true), from);
                if self.rules.chain == Chain::Optional {
                    list.push(Action::End);
                }
            }
            Stage::Remove => {
                for cell in self.removable() {
                    list.push(Action::Remove(cell));
                }
            }
        }
        list
    }

    /// Whether `action` is legal here.
    #[must_use]
    pub fn is_legal(&self, action: Action) -> bool {
        self.legal_actions().contains(&action)
    }

    fn drop_cells(&self, side: Side) -> Bits {
        let mut cells = self.empty() - self.rules.size.center().bit();
        let placed = self.rules.size.stones_per_side() - self.in_hand[side.index()];
        if self.rules.opening == Opening::Edges && placed < 2 {
            cells &= self.rules.edge_cells(side).into_iter().collect();
        }
        cells
    }

    /// Stones the side to move may remove under the blocked-player rule.
    fn removable(&self) -> Bits {
        let me = self.turn;
        let size = self.rules.size;
        match self.rules.blocked {
            // The blocked player clears a path: an enemy stone next to one of its own.
            Blocked::BlockedRemoves => self.stones(me.opponent()) & size.neighbours(self.stones(me)),
            // The opponent gives way: one of its own stones next to the blocked player's.
            Blocked::OpponentRemoves => self.stones(me) & size.neighbours(self.stones(me.opponent())),
            Blocked::OpponentMovesAgain | Blocked::OpponentOpens => Bits::EMPTY,
        }
    }

    /// Under `blocked: opponentOpens`, the blocked side this move must make an opening for.
    fn opening_owed_to(&self) -> Option<Side> {
        let owed = self.rules.blocked == Blocked::OpponentOpens && self.stage == Stage::Move;
        self.blocked.filter(|&blocked| owed && blocked != self.turn)
    }

    /// Whether `action` (a step of the side to move) leaves `blocked` a move, or ends the
    /// game by taking its stones.
    fn opens_for(&self, blocked: Side, action: Action) -> bool {
        let Action::Step { from, to } = action else { return true };
        let mut after = *self;
        let taken = self.captures_of(from, to);
        after.take(self.turn, from);
        after.put(self.turn, to);
        for cell in taken {
            after.take(blocked, cell);
        }
        after.stones(blocked).len() <= self.least_stones() || after.can_move(blocked)
    }

    /// Under `blocked: opponentOpens`, whether the side to move must make an opening for the
    /// blocked side: it is moving again because the other side cannot move, and some move of
    /// its opens a path. [`Position::legal_actions`] then holds only such moves.
    #[must_use]
    pub fn must_open(&self) -> bool {
        self.opening_owed_to().is_some() && !self.cannot_open()
    }

    /// Under `blocked: opponentOpens`, whether the side to move should make an opening for the
    /// blocked side but no move of its does: it then moves freely this turn.
    #[must_use]
    pub fn cannot_open(&self) -> bool {
        self.opening_owed_to()
            .is_some_and(|blocked| !self.legal_actions().iter().any(|&action| self.opens_for(blocked, action)))
    }

    /// Per direction, the stones of `side` that may step and those that may jump that way;
    /// with `captures_only`, only the steps and jumps that capture.
    fn reach(&self, side: Side, captures_only: bool) -> Reach {
        let size = self.rules.size;
        let empty = self.empty();
        let custodian = self.rules.capture == Capture::Custodian;
        let step_to = match (captures_only, custodian) {
            (false, _) => empty,
            (true, true) => empty & self.captures_for(side).custodian_landings(),
            (true, false) => Bits::EMPTY,
        };
        let own = self.stones(side);
        let step = Dir::ALL.map(|dir| own & size.shift(step_to, dir.opposite()));
        let jump = if custodian {
            [Bits::EMPTY; 4]
        } else {
            let takeable = self.takeable(side.opponent());
            Dir::ALL.map(|dir| own & size.shift(takeable & size.shift(empty, dir.opposite()), dir.opposite()))
        };
        Reach { step, jump }
    }

    /// Pushes the steps and jumps of the stone on `from` that `reach` allows, by direction.
    fn push_moves(&self, list: &mut ActionList, reach: &Reach, from: Cell) {
        let stone = from.bit();
        for dir in Dir::ALL {
            if !(reach.step[dir as usize] & stone).is_empty() {
                list.push(Action::Step { from, to: from.towards(dir, 1) });
            } else if !(reach.jump[dir as usize] & stone).is_empty() {
                list.push(Action::Step { from, to: from.towards(dir, 2) });
            }
        }
    }

    fn is_safe(&self, cell: Cell) -> bool {
        self.rules.center_safe && cell == self.rules.size.center()
    }

    /// The stones of `side` that may be taken: all but a stone on the safe centre.
    fn takeable(&self, side: Side) -> Bits {
        let safe = if self.rules.center_safe { self.rules.size.center().bit() } else { Bits::EMPTY };
        self.stones(side) - safe
    }

    /// The enemy stones the side to move takes by the step (or jump) `from`-`to`, without
    /// playing it. The step is not checked. For many steps of one position,
    /// [`Position::captures`] answers faster.
    #[must_use]
    pub fn captures_of(&self, from: Cell, to: Cell) -> Bits {
        self.captures().of(from, to)
    }

    /// What each step of the side to move would take: the one place that says what a step
    /// captures, prepared once for asking about many steps.
    #[must_use]
    pub fn captures(&self) -> Captures {
        self.captures_for(self.turn)
    }

    fn captures_for(&self, side: Side) -> Captures {
        Captures::new(self.rules.size, self.rules.capture, self.stones(side), self.takeable(side.opponent()))
    }

    /// Whether `side` has a step or jump.
    fn can_move(&self, side: Side) -> bool {
        let size = self.rules.size;
        if !(size.neighbours(self.stones(side)) & self.empty()).is_empty() {
            return true;
        }
        self.rules.capture == Capture::Jump && !self.reach(side, false).movers().is_empty()
    }

    // ----- playing -----

    /// Plays `action` if it is legal.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] or [`PlayError::Illegal`] with the reason; the position is unchanged.
    pub fn play(&mut self, action: Action) -> Result<Played, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if let Some(reason) = self.why_illegal(action) {
            return Err(PlayError::Illegal { action, reason });
        }
        Ok(self.play_unchecked(action))
    }

    /// Plays `action` without checking it: the fast path for search. An action that is not
    /// in [`Position::legal_actions`] leaves a position that may break the rules (it does
    /// not panic).
    pub fn play_unchecked(&mut self, action: Action) -> Played {
        let side = self.turn;
        let turns_before = self.turns;
        let mut captured = Bits::EMPTY;
        match action {
            Action::Drop(cell) => {
                self.put(side, cell);
                self.in_hand[side.index()] = self.in_hand[side.index()].saturating_sub(1);
                if self.stage == (Stage::Drop { second: false }) {
                    self.set_stage(Stage::Drop { second: true });
                } else {
                    self.end_turn();
                }
            }
            Action::Step { from, to } => {
                captured = self.captures_of(from, to);
                self.take(side, from);
                self.put(side, to);
                for cell in captured {
                    self.take(side.opponent(), cell);
                }
                let n = captured.len() as u8;
                self.captured[side.index()] = self.captured[side.index()].saturating_add(n);
                self.turn_captures = self.turn_captures.saturating_add(n);
                if self.check_material() {
                    // decided mid-turn
                } else if n > 0 && self.rules.chain != Chain::None && self.can_capture_from(side, to) {
                    self.set_stage(Stage::Chain(to));
                } else {
                    self.end_turn();
                }
            }
            Action::End => self.end_turn(),
            Action::Remove(cell) => {
                let owner = if self.stones(side).contains(cell) { side } else { side.opponent() };
                self.take(owner, cell);
                captured = cell.bit();
                self.captured[owner.opponent().index()] = self.captured[owner.opponent().index()].saturating_add(1);
                self.turn_captures = self.turn_captures.saturating_add(1);
                if self.check_material() {
                } else if self.rules.blocked == Blocked::BlockedRemoves {
                    self.set_stage(Stage::MoveAfterRemoval);
                } else {
                    self.end_turn();
                }
            }
        }
        Played { action, captured, turn_ended: self.turns != turns_before || self.outcome.is_some() }
    }

    fn can_capture_from(&self, side: Side, from: Cell) -> bool {
        self.reach(side, true).movers().contains(from)
    }

    /// Ends the game on material if a side has too few stones; true if it did.
    fn check_material(&mut self) -> bool {
        if self.stage_is_placement() {
            return false;
        }
        let least = self.least_stones();
        for side in Side::BOTH {
            if self.stones(side).len() <= least {
                let reason = if least == 1 { EndReason::OneLeft } else { EndReason::AllCaptured };
                self.outcome = Some(Outcome { winner: Some(side.opponent()), reason });
                return true;
            }
        }
        false
    }

    /// A side with this many stones or fewer has lost on material.
    fn least_stones(&self) -> u32 {
        match self.rules.win_by {
            WinBy::OneLeft => 1,
            WinBy::AllCaptured => 0,
        }
    }

    fn stage_is_placement(&self) -> bool {
        matches!(self.stage, Stage::Drop { .. })
    }

    fn end_turn(&mut self) {
        self.turns += 1;
        let mover = self.turn;
        if self.stage_is_placement() {
            if self.in_hand == [0, 0] {
                let starter = match self.rules.movement_starter {
                    MovementStarter::LastPlacer => mover,
                    MovementStarter::FirstPlayer => self.rules.first_player,
                };
                self.set_stage(Stage::Move);
                self.after_turn_checks(starter);
            } else {
                self.set_turn(mover.opponent());
                self.set_stage(Stage::Drop { second: false });
            }
            return;
        }
        if self.turn_captures > 0 {
            self.plies_without_capture = 0;
        } else {
            self.plies_without_capture = self.plies_without_capture.saturating_add(1);
        }
        self.turn_captures = 0;
        self.after_turn_checks(mover.opponent());
    }

    /// The end-of-turn endings, then the next turn for `next` (or the blocked-player rule).
    fn after_turn_checks(&mut self, next: Side) {
        if self.rules.barrier && self.is_sealed() {
            self.finish(EndReason::Sealed);
            return;
        }
        let limit = self.rules.no_capture_limit;
        if limit > 0 && self.plies_without_capture >= limit {
            self.finish(EndReason::NoCaptureLimit);
            return;
        }
        self.begin_turn(next);
    }

    fn begin_turn(&mut self, side: Side) {
        self.set_blocked(None);
        self.set_turn(side);
        if self.can_move(side) {
            self.set_stage(Stage::Move);
            return;
        }
        let other = side.opponent();
        if !self.can_move(other) {
            self.finish(EndReason::BothBlocked);
            return;
        }
        self.set_blocked(Some(side));
        match self.rules.blocked {
            Blocked::OpponentMovesAgain | Blocked::OpponentOpens => {
                self.set_turn(other);
                self.set_stage(Stage::Move);
            }
            Blocked::BlockedRemoves => self.set_stage(Stage::Remove),
            Blocked::OpponentRemoves => {
                self.set_turn(other);
                self.set_stage(Stage::Remove);
            }
        }
    }

    /// Ends the game on stone count: more stones on the board wins, equal is a draw.
    pub(crate) fn finish(&mut self, reason: EndReason) {
        self.outcome = Some(Outcome { winner: self.leader(), reason });
    }

    /// The side with more stones on the board, or `None` if equal.
    #[must_use]
    pub fn leader(&self) -> Option<Side> {
        let (b, w) = (self.stones[0].len(), self.stones[1].len());
        match b.cmp(&w) {
            std::cmp::Ordering::Greater => Some(Side::Black),
            std::cmp::Ordering::Less => Some(Side::White),
            std::cmp::Ordering::Equal => None,
        }
    }

    // ----- barriers -----

    /// Whether both sides are sealed behind barriers, so that neither side can force the
    /// capture of an enemy stone whatever the other does.
    ///
    /// The test is sound and conservative (`docs/rules.md`, "Barriers"): in the movement
    /// phase, every orthogonally connected region of empty cells must border stones of one
    /// side only, and each side must be safe against the other by standing still, as
    /// [`Position::safe_by_standing_still`] decides. A side that stands still keeps each of
    /// its stones next to the attacker's reach where it is and moves only a stone out of
    /// that reach inside its own area, which it can do for ever; the attacker then moves
    /// alone, inside its reach, and can take a stone only where this test finds a way.
    #[must_use]
    pub fn is_sealed(&self) -> bool {
        if self.stage_is_placement() {
            return false;
        }
        let size = self.rules.size;
        let empty = self.empty();
        let [black, white] = self.stones;
        if !(empty & size.neighbours(black) & size.neighbours(white)).is_empty() {
            return false;
        }
        let (black_area, white_area) =
            (size.flood(size.neighbours(black), empty), size.flood(size.neighbours(white), empty));
        if !(black_area & white_area).is_empty() {
            return false;
        }
        self.safe_by_standing_still(Side::Black) && self.safe_by_standing_still(Side::White)
    }

    /// Whether `defender` can keep every stone from capture for ever by standing still:
    /// never moving a stone the attacker could come next to (its *wall*), nor, in the jump
    /// game, a stone on the cell beyond a wall stone where an attacker could land, and
    /// moving instead a stone outside the attacker's reach into an empty cell outside it.
    ///
    /// The attacker's *reach* is every cell it could ever stand on while the defender
    /// stands still: the cells of its stones and the empty cells connected to them through
    /// cells without a defender's stone. It falls into *pockets*, regions the defender's
    /// stones divide; the attacker's stones never leave their pocket, and in a pocket with
    /// no empty cell they never move. A wall stone that may be taken (not on a safe centre)
    /// could fall only:
    /// - by custodian capture, between cells `x` and `y` of the reach on one line, when an
    ///   attacker's stone steps onto `x` (its pocket has an empty cell) while another
    ///   stands on `y` (two stones, if `x` and `y` share a pocket);
    /// - by a jump from `x` in the reach over it onto `y` beyond, when `y` is empty or holds
    ///   an attacker's stone that can leave it (its pocket has an empty cell).
    ///
    /// If neither can happen anywhere, and the defender has a stone to move as described,
    /// the defender is safe: the stone it moves never comes next to the reach and never
    /// opens a landing, and it can always step back.
    fn safe_by_standing_still(&self, defender: Side) -> bool {
        let size = self.rules.size;
        let attacker = defender.opponent();
        let (own, theirs) = (self.stones(defender), self.stones(attacker));
        let reach = size.flood(theirs, size.cells() - own);
        let wall = own & size.neighbours(reach);
        let empty = self.empty();
        // The pocket of a cell of the reach, and whether an attacker's stone can step onto
        // `x` while another stands on `y`.
        let pocket = |cell: Cell| size.flood(cell.bit(), reach);
        let has_room = |cell: Cell| !(pocket(cell) & empty).is_empty();
        let can_enter = |x: Cell, y: Cell| {
            let home = pocket(x);
            !(home & empty).is_empty() && (!home.contains(y) || (home & theirs).len() >= 2)
        };
        let mut anchored = wall;
        for stone in wall {
            if self.is_safe(stone) {
                continue;
            }
            for dir in [Dir::North, Dir::East] {
                let (Some(a), Some(b)) = (size.neighbour(stone, dir), size.neighbour(stone, dir.opposite())) else {
                    continue;
                };
                if self.rules.capture == Capture::Custodian {
                    if reach.contains(a) && reach.contains(b) && (can_enter(a, b) || can_enter(b, a)) {
                        return false;
                    }
                    continue;
                }
                for (from, to) in [(a, b), (b, a)] {
                    if !reach.contains(from) {
                        continue;
                    }
                    if empty.contains(to) || (theirs.contains(to) && has_room(to)) {
                        return false;
                    }
                    anchored |= to.bit() & own;
                }
            }
        }
        let free = own - anchored;
        !(size.neighbours(free) & empty & !reach).is_empty()
    }

    // ----- hash-keeping changes -----

    // Both only toggle the hash when the set changes, so that even an unchecked illegal
    // action leaves the hash true to the stones.
    fn put(&mut self, side: Side, cell: Cell) {
        if !self.stones[side.index()].contains(cell) {
            self.stones[side.index()] |= cell.bit();
            self.hash ^= zobrist::stone(side.index(), cell.index());
        }
    }

    fn take(&mut self, side: Side, cell: Cell) {
        if self.stones[side.index()].contains(cell) {
            self.stones[side.index()] = self.stones[side.index()] - cell.bit();
            self.hash ^= zobrist::stone(side.index(), cell.index());
        }
    }

    fn set_turn(&mut self, side: Side) {
        if side != self.turn {
            self.hash ^= zobrist::white_to_move();
            self.turn = side;
        }
    }

    /// Sets the side passed over; the hash keeps whether an opening is owed (it decides
    /// the legal moves under `blocked: opponentOpens`, and the turn is set after this).
    fn set_blocked(&mut self, blocked: Option<Side>) {
        let before = self.opening_key();
        self.blocked = blocked;
        self.hash ^= before ^ self.opening_key();
    }

    fn opening_key(&self) -> u64 {
        if self.rules.blocked == Blocked::OpponentOpens && self.blocked.is_some() {
            zobrist::opening_owed()
        } else {
            0
        }
    }

    fn set_stage(&mut self, stage: Stage) {
        self.hash ^= stage_key(self.stage) ^ stage_key(stage);
        self.stage = stage;
    }

    // ----- explanations -----

    /// Why `action` is not legal here, or `None` if it is (or the game is over, where
    /// [`Position::play`] refuses everything with [`PlayError::GameOver`]).
    #[must_use]
    pub fn why_illegal(&self, action: Action) -> Option<Illegal> {
        if self.outcome.is_some() || self.is_legal(action) {
            return None;
        }
        let size = self.rules.size;
        let side = self.turn;
        let off = |c: Cell| !size.contains(c);
        Some(match (self.stage, action) {
            (_, Action::Drop(c) | Action::Remove(c)) if off(c) => Illegal::OffBoard { size },
            (_, Action::Step { from, to }) if off(from) || off(to) => Illegal::OffBoard { size },
            (Stage::Drop { .. }, Action::Drop(c)) if c == size.center() => Illegal::CentreWhilePlacing,
            (Stage::Drop { .. }, Action::Drop(c)) if !self.empty().contains(c) => Illegal::Occupied(c),
            (Stage::Drop { .. }, Action::Drop(_)) => Illegal::EdgeOpening { side, cells: self.rules.edge_cells(side) },
            (Stage::Drop { .. }, _) => Illegal::Placing,
            (Stage::Remove, Action::Remove(_)) => {
                let by_blocked = self.rules.blocked == Blocked::BlockedRemoves;
                Illegal::WrongRemoval { blocked: if by_blocked { side } else { side.opponent() }, by_blocked }
            }
            (Stage::Remove, _) => Illegal::MustRemove,
            (_, Action::Drop(_)) => Illegal::NotPlacing,
            (_, Action::Remove(_)) => Illegal::NoRemoval,
            (Stage::Chain(c), Action::Step { from, .. }) if from != c => Illegal::ChainOtherStone(c),
            (Stage::Chain(_), Action::Step { .. }) => Illegal::ChainMustCapture,
            (Stage::Chain(_), Action::End) => Illegal::ChainMandatory,
            (_, Action::End) => Illegal::NoChain,
            (_, Action::Step { from, to }) => {
                if !self.stones(side).contains(from) {
                    Illegal::NotYourStone { side, cell: from }
                } else if !self.empty().contains(to) {
                    Illegal::Occupied(to)
                } else if let Some(blocked) = self.opening_owed_to().filter(|_| self.is_step_or_jump(from, to)) {
                    Illegal::MustOpen { blocked }
                } else if self.rules.capture == Capture::Jump {
                    Illegal::NotJump
                } else {
                    Illegal::NotAdjacent
                }
            }
        })
    }

    /// Whether `from`-`to` is a step or a jump of the side to move, ignoring the opening rule.
    fn is_step_or_jump(&self, from: Cell, to: Cell) -> bool {
        let mut list = ActionList::new();
        self.push_moves(&mut list, &self.reach(self.turn, false), from);
        list.contains(&Action::Step { from, to })
    }
}

fn stage_key(stage: Stage) -> u64 {
    match stage {
        Stage::Drop { second: true } => zobrist::second_drop(),
        Stage::Chain(cell) => zobrist::chain(cell.index()),
        Stage::Remove => zobrist::removal(),
        Stage::MoveAfterRemoval => zobrist::after_removal(),
        Stage::Drop { second: false } | Stage::Move => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    fn lcg(state: &mut u64, n: usize) -> usize {
        *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((*state >> 33) as usize) % n
    }

    /// Sealed positions from seeded random games of every preset with the barrier ending.
    fn sealed_positions() -> Vec<Position> {
        let mut found = Vec::new();
        let mut seed = 3;
        for round in 0..800 {
            let preset = Preset::ALL[round % Preset::ALL.len()];
            let size = Size::ALL[round % 2];
            let mut pos = Position::new(Rules { no_capture_limit: 0, ..preset.rules(size) });
            for _ in 0..3000 {
                let moves = pos.legal_actions();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[lcg(&mut seed, moves.len())]);
            }
            if pos.outcome.is_some_and(|o| o.reason == EndReason::Sealed) {
                found.push(pos);
            }
        }
        found
    }

    /// A sealed position's game carried on: both sides move only interior stones.
    #[test]
    fn in_sealed_positions_no_capture_is_possible_while_both_sides_keep_to_their_areas() {
        let positions = sealed_positions();
        assert!(positions.len() >= 10, "random play found only {} sealed positions", positions.len());
        let mut seed = 5;
        for start in positions {
            let mut pos = start;
            pos.outcome = None;
            pos.set_stage(Stage::Move);
            for _ in 0..200 {
                assert!(pos.is_sealed(), "{pos:?}");
                for side in Side::BOTH {
                    let mut probe = pos;
                    probe.set_turn(side);
                    let moves = probe.legal_actions();
                    for &m in moves.iter() {
                        let mut after = probe;
                        assert!(after.play_unchecked(m).captured.is_empty(), "{m} captures in sealed {pos:?}");
                    }
                }
                let side = pos.turn;
                let interior = pos.stones(side) - pos.size().neighbours(pos.stones(side.opponent()));
                let keep: Vec<Action> = pos
                    .legal_actions()
                    .iter()
                    .copied()
                    .filter(|m| matches!(m, Action::Step { from, .. } if interior.contains(*from)))
                    .collect();
                assert!(!keep.is_empty(), "{side} has no move inside its area");
                let m = keep[lcg(&mut seed, keep.len())];
                pos.play_unchecked(m);
                pos.outcome = None;
                pos.set_stage(Stage::Move);
                pos.set_turn(side.opponent());
            }
        }
    }

    #[test]
    fn an_open_position_is_not_sealed() {
        let pos = Position::from_setup(Rules::default(), &"bb.../...../...../...../...ww b".parse().unwrap()).unwrap();
        assert!(!pos.is_sealed());
        assert!(pos.outcome().is_none());
    }
}
