//! Endgame tables: every 5x5 movement position with up to six stones on the board, solved
//! by retrograde analysis under one set of ending rules, with the result for the side to move
//! and the number of turns to it.
//!
//! A table is kept per class of "`m` stones of the side to move against `n` of the other";
//! colours do not matter (the movement rules are the same for both), so a position with white
//! to move is looked up with the colours swapped. Each entry is one byte ([`Value`]).
//!
//! The no-capture limit is left out: a table's result is what the game comes to when play
//! goes on for as long as it takes. A game that would repeat for ever ends on stone count
//! (the third repetition decides it so), and so do sealed positions and both sides blocked.

mod build;
mod check;
mod index;

pub use check::{verify_class, Mismatch};

use seega_core::{Action, Outcome, Position, Rules, Side, Size, Stage, Turn};

use index::{class_len, compact, MAX_STONES};

/// What a table entry says about a position, for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The side to move wins: in `turns` turns (both sides' turns counted) against the best
    /// defence, or `None` when no finish can be forced and the win comes on stone count (the
    /// side to move is ahead and the other cannot catch up).
    Win {
        /// Turns to the end of the game, or `None` for a win on stone count.
        turns: Option<u32>,
    },
    /// Neither side can win.
    Draw,
    /// The side to move loses: in `turns` turns against its longest defence, or `None` for a
    /// loss on stone count.
    Loss {
        /// Turns to the end of the game, or `None` for a loss on stone count.
        turns: Option<u32>,
    },
}

impl Verdict {
    /// Who wins, for a verdict on a position with `mover` to move; `None` for a draw.
    #[must_use]
    pub fn winner(self, mover: Side) -> Option<Side> {
        match self {
            Verdict::Win { .. } => Some(mover),
            Verdict::Loss { .. } => Some(mover.opponent()),
            Verdict::Draw => None,
        }
    }

    /// The turns to the end; `None` for a draw or a result on stone count.
    #[must_use]
    pub fn turns(self) -> Option<u32> {
        match self {
            Verdict::Win { turns } | Verdict::Loss { turns } => turns,
            Verdict::Draw => None,
        }
    }
}

/// What a table holds, counted: how many positions the side to move wins, draws and loses,
/// how many of the wins and losses come on stone count, and the longest forced finish.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Positions the side to move wins (forced or on stone count).
    pub won: usize,
    /// Drawn positions.
    pub drawn: usize,
    /// Positions the side to move loses.
    pub lost: usize,
    /// Of the wins and losses, those on stone count.
    pub by_count: usize,
    /// The most turns of any forced win or loss.
    pub longest: u32,
}

impl Tally {
    /// Counts the entries of one class, as [`Tablebase::classes`] gives them.
    #[must_use]
    pub fn of(entries: &[u8]) -> Tally {
        let mut tally = Tally::default();
        for verdict in entries.iter().filter_map(|&b| Value::decode(b)).map(Value::verdict) {
            match verdict {
                Verdict::Win { .. } => tally.won += 1,
                Verdict::Draw => tally.drawn += 1,
                Verdict::Loss { .. } => tally.lost += 1,
            }
            match verdict.turns() {
                Some(d) => tally.longest = tally.longest.max(d),
                None if verdict != Verdict::Draw => tally.by_count += 1,
                None => {}
            }
        }
        tally
    }
}

/// One entry: a result for the side to move and the turns to it, in a byte.
///
/// `0` draw; `1..=126` a win in that many turns; `127` a win on stone count; `128` no such
/// position (the side to move has no move there, or the game is already over, so play never
/// looks it up); `129..=254` a loss in the byte less 128 turns; `255` a loss on stone count.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Value {
    /// 1 win, 0 draw, -1 loss, for the side to move.
    pub v: i8,
    /// Turns to the result; [`COUNT`] when it comes on stone count.
    pub d: u8,
}

/// The distance of a result that no side can force to come sooner: stone count decides.
pub(crate) const COUNT: u8 = 127;
/// The byte of a position that play never reaches.
pub(crate) const NONE: u8 = 128;

impl Value {
    pub(crate) const DRAW: Value = Value { v: 0, d: 0 };

    pub(crate) fn encode(self) -> u8 {
        match self.v {
            1 => self.d.clamp(1, COUNT),
            -1 => 128 + self.d.clamp(1, COUNT),
            _ => 0,
        }
    }

    pub(crate) fn decode(byte: u8) -> Option<Value> {
        match byte {
            0 => Some(Value::DRAW),
            NONE => None,
            1..=127 => Some(Value { v: 1, d: byte }),
            _ => Some(Value { v: -1, d: byte - 128 }),
        }
    }

    /// The value one turn earlier, for the side that moved (`flip` when the turn passes to
    /// the other side).
    pub(crate) fn before(self, flip: bool, turn_ended: bool) -> Value {
        let d = if self.d >= COUNT { COUNT } else { (self.d + u8::from(turn_ended)).min(COUNT) };
        Value { v: if flip { -self.v } else { self.v }, d }
    }

    /// Whether `self` is better than `other` for the side to move: a win before a draw before
    /// a loss, a quicker win, a slower loss.
    pub(crate) fn better(self, other: Value) -> bool {
        match self.v.cmp(&other.v) {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => match self.v {
                1 => self.d < other.d,
                -1 => self.d > other.d,
                _ => false,
            },
        }
    }

    fn verdict(self) -> Verdict {
        let turns = (self.d < COUNT).then_some(u32::from(self.d));
        match self.v {
            1 => Verdict::Win { turns },
            -1 => Verdict::Loss { turns },
            _ => Verdict::Draw,
        }
    }

    fn of_outcome(outcome: Outcome, mover: Side) -> Value {
        match outcome.winner {
            None => Value::DRAW,
            Some(side) => Value { v: if side == mover { 1 } else { -1 }, d: 0 },
        }
    }
}

/// The endgame tables of one set of ending rules, built a group at a time.
pub struct Tablebase {
    rules: Rules,
    /// One table per class, `tables[m][n]`: `m` stones of the side to move, `n` of the other.
    tables: Vec<Vec<Option<Vec<u8>>>>,
    /// The groups still to solve, fewest stones first.
    pending: Vec<Vec<(usize, usize)>>,
    /// The classes solved, in the order they were.
    built: Vec<(usize, usize)>,
}

/// What the rules in force mean for the tables: only the movement phase's rules count, and
/// the no-capture limit is left out. `blocked: opponentOpens` is not tabled: there a position
/// also holds whether the side to move owes the other an opening, which the tables' index
/// does not.
fn ending_rules(rules: &Rules) -> Option<Rules> {
    (rules.size == Size::Five && rules.blocked != seega_core::Blocked::OpponentOpens).then_some(Rules {
        first_player: Side::Black,
        movement_starter: seega_core::MovementStarter::LastPlacer,
        opening: seega_core::Opening::Free,
        no_capture_limit: 0,
        ..*rules
    })
}

impl Tablebase {
    /// Empty tables for the ending rules of `rules` (nothing solved yet); `None` for boards
    /// other than 5x5, and under `blocked: opponentOpens`.
    #[must_use]
    pub fn new(rules: &Rules) -> Option<Tablebase> {
        let rules = ending_rules(rules)?;
        let least = match rules.win_by {
            seega_core::WinBy::OneLeft => 2,
            seega_core::WinBy::AllCaptured => 1,
        };
        let mut pending = Vec::new();
        for total in 2 * least..=MAX_STONES {
            for m in least..=total / 2 {
                let n = total - m;
                if n < least {
                    continue;
                }
                pending.push(if m == n { vec![(m, n)] } else { vec![(m, n), (n, m)] });
            }
        }
        pending.reverse();
        Some(Tablebase { rules, tables: vec![vec![None; MAX_STONES + 1]; MAX_STONES + 1], pending, built: Vec::new() })
    }

    /// All tables for `rules`, built at once.
    #[must_use]
    pub fn build(rules: &Rules) -> Option<Tablebase> {
        let mut tables = Tablebase::new(rules)?;
        while tables.build_next() {}
        Some(tables)
    }

    /// Solves the next group of classes (a class and its colour swap), fewest stones first;
    /// `false` when every table is built.
    pub fn build_next(&mut self) -> bool {
        let Some(group) = self.pending.pop() else { return false };
        let solved = build::solve(self, &group);
        for (&(m, n), table) in group.iter().zip(solved) {
            self.tables[m][n] = Some(table);
            self.built.push((m, n));
        }
        !self.pending.is_empty()
    }

    /// Whether every table is built.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.pending.is_empty()
    }

    /// The number of stones on the board up to which every position is in the tables.
    #[must_use]
    pub fn stones_covered(&self) -> usize {
        let next = self.pending.last().map_or(MAX_STONES + 1, |g| g[0].0 + g[0].1);
        next - 1
    }

    /// Whether these tables are for the ending rules of `rules`.
    #[must_use]
    pub fn covers(&self, rules: &Rules) -> bool {
        ending_rules(rules) == Some(self.rules)
    }

    /// The ending rules the tables were built for (the no-capture limit set to none).
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The classes built so far, in the order they were built (fewest stones first):
    /// `(mover's stones, other's stones, entries)`.
    #[must_use]
    pub fn classes(&self) -> Vec<(usize, usize, &[u8])> {
        self.built.iter().filter_map(|&(m, n)| Some((m, n, self.tables[m][n].as_deref()?))).collect()
    }

    /// The verdict for the side to move in `position`, if the position is in the tables: a
    /// 5x5 movement position at the start of a turn under these ending rules, with a table
    /// for its stones. The caller checks the rules once with [`Tablebase::covers`].
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<Verdict> {
        if position.is_over() || position.stage() != Stage::Move || position.size() != Size::Five {
            return None;
        }
        self.lookup(position).map(Value::verdict)
    }

    /// The table value of a turn-start movement position, if its class is built.
    fn lookup(&self, position: &Position) -> Option<Value> {
        // Counted before the cells are compacted: the search probes every node, and most
        // positions have too many stones to be in the tables.
        let mover = position.turn();
        let (mine, theirs) = (position.stones(mover), position.stones(mover.opponent()));
        let (m, n) = (mine.len() as usize, theirs.len() as usize);
        if m > MAX_STONES || n > MAX_STONES {
            return None;
        }
        let table = self.tables[m][n].as_ref()?;
        Value::decode(table[index::index(compact(mine), compact(theirs))])
    }

    /// The value of any position whose continuations are in the tables: a finished game, a
    /// turn-start position looked up, or the middle of a turn (a capture chain, a removal)
    /// searched to the end of the turn.
    pub(crate) fn resolve(&self, position: &Position) -> Option<Value> {
        if let Some(outcome) = position.outcome() {
            return Some(Value::of_outcome(outcome, position.turn()));
        }
        if position.stage() == Stage::Move {
            return self.lookup(position);
        }
        self.best_action(position).map(|(value, _)| value)
    }

    /// The best turn for the side to move in a position the tables cover: the quickest win,
    /// else a draw, else the slowest loss. `None` when the position is not in the tables.
    #[must_use]
    pub fn best_turn(&self, position: &Position) -> Option<(Turn, Verdict)> {
        let verdict = self.probe(position)?;
        let mut turn = Turn::default();
        let mut pos = *position;
        loop {
            let (_, action) = self.best_action(&pos)?;
            let played = pos.play_unchecked(action);
            turn.actions.push(action);
            if played.turn_ended || pos.is_over() {
                return Some((turn, verdict));
            }
        }
    }

    /// The best action at `position` and its value, looking one action ahead into the tables.
    pub(crate) fn best_action(&self, position: &Position) -> Option<(Value, Action)> {
        let mut best: Option<(Value, Action)> = None;
        for &action in position.legal_actions().iter() {
            let mut child = *position;
            let played = child.play_unchecked(action);
            let value = self.child_value(position, &child, played.turn_ended)?;
            if best.is_none_or(|(b, _)| value.better(b)) {
                best = Some((value, action));
            }
        }
        best
    }

    /// The value of `child`, reached from `parent` by one action, for `parent`'s side to move.
    pub(crate) fn child_value(&self, parent: &Position, child: &Position, turn_ended: bool) -> Option<Value> {
        if let Some(outcome) = child.outcome() {
            return Some(Value::of_outcome(outcome, parent.turn()).before(false, true));
        }
        let value = self.resolve(child)?;
        Some(value.before(child.turn() != parent.turn(), turn_ended))
    }

    /// The built tables one after the other, fewest stones first (each class in the order
    /// [`Tablebase::classes`] lists them), one byte a position.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        self.classes().iter().flat_map(|c| c.2.iter().copied()).collect()
    }

    /// Tables for the ending rules of `rules` read back from [`Tablebase::to_bytes`]: the
    /// classes in the order they are built, as many as the bytes hold whole groups of.
    /// `None` off the 5x5 board, or when the bytes stop inside a group.
    #[must_use]
    pub fn from_bytes(rules: &Rules, bytes: &[u8]) -> Option<Tablebase> {
        let mut tables = Tablebase::new(rules)?;
        let mut rest = bytes;
        while !rest.is_empty() {
            let group = tables.pending.pop()?;
            for &(m, n) in &group {
                let len = class_len(m, n);
                if rest.len() < len {
                    return None;
                }
                tables.tables[m][n] = Some(rest[..len].to_vec());
                tables.built.push((m, n));
                rest = &rest[len..];
            }
        }
        Some(tables)
    }

    /// How many positions the built tables hold (each a byte).
    #[must_use]
    pub fn len(&self) -> usize {
        self.classes().iter().map(|c| c.2.len()).sum()
    }

    /// Whether no table is built yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_reads_each_kind_of_entry() {
        // A draw, a win in 3, a win on stone count, a position never reached, a loss in 9, a
        // loss on stone count.
        let tally = Tally::of(&[0, 3, COUNT, NONE, 128 + 9, 255]);
        assert_eq!(tally, Tally { won: 2, drawn: 1, lost: 2, by_count: 2, longest: 9 });
    }
}
