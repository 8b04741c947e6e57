//! Actions, the smallest steps the engine takes, and turn tokens, the actions of one turn.

use std::fmt;
use std::str::FromStr;

use crate::board::Cell;
use crate::notation::{parse_cell, ParseError, Unreadable};

/// One action: a drop, a step (or jump), the end of a capture chain, or a removal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A stone from hand onto a cell: `c2`.
    Drop(Cell),
    /// A stone moves, one cell or (in the jump game) two: `c2-c3`.
    Step {
        /// Where the stone was.
        from: Cell,
        /// Where it goes.
        to: Cell,
    },
    /// Stop an optional capture chain: `end`.
    End,
    /// Take away the stone on a cell, where a blocked-player rule calls for it: `xd4`.
    Remove(Cell),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Drop(c) => write!(f, "{c}"),
            Action::Step { from, to } => write!(f, "{from}-{to}"),
            Action::End => f.write_str("end"),
            Action::Remove(c) => write!(f, "x{c}"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseError;

    /// Reads `c2`, `c2-c3`, `end` or `xd4`. Cells are checked against the largest board;
    /// whether they lie on the game's board is a question of legality.
    fn from_str(s: &str) -> Result<Action, ParseError> {
        parse_action(s, 0)
    }
}

pub(crate) fn parse_action(s: &str, offset: usize) -> Result<Action, ParseError> {
    if s == "end" {
        return Ok(Action::End);
    }
    if let Some(rest) = s.strip_prefix('x') {
        return Ok(Action::Remove(parse_cell(rest, offset + 1)?));
    }
    match s.split_once('-') {
        Some((a, b)) => {
            if b.contains('-') {
                return Err(ParseError::new(Unreadable::SeveralSteps(s.to_string()), offset));
            }
            let from = parse_cell(a, offset)?;
            let to = parse_cell(b, offset + a.len() + 1)?;
            Ok(Action::Step { from, to })
        }
        None => Ok(Action::Drop(parse_cell(s, offset)?)),
    }
}

/// The actions of one turn, as a turn token writes them: `a1,b2`, `c2-c3-c4`, `xd4,c4-d4`.
///
/// A token that stops before an optional chain is finished means `end`, which the
/// token leaves out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Turn {
    /// The actions in order.
    pub actions: Vec<Action>,
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut path_end: Option<Cell> = None;
        for action in &self.actions {
            match (*action, path_end) {
                (Action::End, _) => continue,
                (Action::Step { from, to }, Some(end)) if from == end => write!(f, "-{to}")?,
                (a, _) => {
                    if !first {
                        f.write_str(",")?;
                    }
                    write!(f, "{a}")?;
                }
            }
            first = false;
            path_end = match *action {
                Action::Step { to, .. } => Some(to),
                _ => None,
            };
        }
        // The rest of a turn that only stops its chain: `end`, which reads back as itself
        // (an empty token would not read).
        if first && !self.actions.is_empty() {
            f.write_str("end")?;
        }
        Ok(())
    }
}

impl FromStr for Turn {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Turn, ParseError> {
        if s.is_empty() {
            return Err(ParseError::new(Unreadable::EmptyTurn, 0));
        }
        let mut actions = Vec::new();
        let mut offset = 0;
        for part in s.split(',') {
            if part.is_empty() {
                return Err(ParseError::new(Unreadable::EmptyPart, offset));
            }
            if part.contains('-') {
                let mut cells = Vec::new();
                let mut at = offset;
                for name in part.split('-') {
                    cells.push(parse_cell(name, at)?);
                    at += name.len() + 1;
                }
                for pair in cells.windows(2) {
                    actions.push(Action::Step { from: pair[0], to: pair[1] });
                }
            } else {
                actions.push(parse_action(part, offset)?);
            }
            offset += part.len() + 1;
        }
        Ok(Turn { actions })
    }
}

/// The legal actions of a position, without allocation: at most 4 per stone of a side (40
/// at most), and fewer drops than cells.
#[derive(Clone)]
pub struct ActionList {
    items: [Action; ActionList::CAPACITY],
    len: usize,
}

impl ActionList {
    /// More than any position can have: 4 moves for each of 40 stones, plus `end`.
    pub const CAPACITY: usize = 192;

    pub(crate) fn new() -> ActionList {
        // The slots past `len` are never read. Filled from a constant, a new list is one block
        // copy rather than a store per slot: the search makes one at every node.
        const UNUSED: [Action; ActionList::CAPACITY] = [Action::End; ActionList::CAPACITY];
        ActionList { items: UNUSED, len: 0 }
    }

    /// Adds an action; a legal position never fills the list, and a position broken by
    /// unchecked play loses what does not fit rather than panicking.
    pub(crate) fn push(&mut self, action: Action) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = action;
            self.len += 1;
        }
    }

    /// The actions that pass `keep`, in the same order.
    pub(crate) fn filtered(&self, keep: impl Fn(&Action) -> bool) -> ActionList {
        let mut list = ActionList::new();
        for action in self.iter().filter(|a| keep(a)) {
            list.push(*action);
        }
        list
    }

    /// The actions as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len]
    }

    /// The actions as a mutable slice, to reorder them in place.
    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [Action] {
        &mut self.items[..self.len]
    }

    /// Whether `action` is in the list.
    #[must_use]
    pub fn contains(&self, action: &Action) -> bool {
        self.as_slice().contains(action)
    }
}

impl std::ops::Deref for ActionList {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

impl fmt::Debug for ActionList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_and_write() {
        for text in ["c2", "c2-c3", "end", "xd4", "i9-i7"] {
            assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
        }
        for bad in ["", "c", "c0", "j1", "c10", "c2-", "-c3", "xx", "c2-c3-c4", "C2", " c2"] {
            assert!(bad.parse::<Action>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn turn_tokens_read_and_write() {
        for text in ["a1,b2", "c2-c3-c4", "xd4,c4-d4", "xd4", "c2-c3", "end"] {
            assert_eq!(text.parse::<Turn>().unwrap().to_string(), text);
        }
        // A chain's stop is written only where nothing else is: alone, it is `end`.
        assert_eq!(Turn { actions: vec![Action::End] }.to_string(), "end");
        let stop = Turn { actions: vec!["c2-c3".parse::<Turn>().unwrap().actions[0], Action::End] };
        assert_eq!(stop.to_string(), "c2-c3");
        let t: Turn = "c2-c3-c4".parse().unwrap();
        assert_eq!(t.actions.len(), 2);
        let err = "a1,,b2".parse::<Turn>().unwrap_err();
        assert_eq!(err.at, 3);
        let err = "a1,b2-z9".parse::<Turn>().unwrap_err();
        assert_eq!(err.at, 6);
    }
}
