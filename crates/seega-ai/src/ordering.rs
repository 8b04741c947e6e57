//! Move ordering: the order in which the search tries actions decides how much alpha-beta
//! can cut, so the likely best come first: the table's action, captures by size, killers
//! (quiet actions that cut at the same ply elsewhere), then by history.

use seega_core::{Action, Captures, Position, Side};

use crate::table::{pack, NO_ACTION};

const TABLE_ACTION: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;
const HISTORY_CAP: i32 = 1 << 20;

/// Killers per ply and history per side and action.
pub(crate) struct Ordering {
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
}

impl Ordering {
    pub(crate) fn new(max_ply: usize) -> Ordering {
        Ordering { killers: vec![[NO_ACTION; 2]; max_ply], history: vec![0; 2 << 16] }
    }

    pub(crate) fn clear(&mut self) {
        self.killers.fill([NO_ACTION; 2]);
        self.history.fill(0);
    }

    fn history_slot(side: Side, code: u16) -> usize {
        side.index() << 16 | usize::from(code)
    }

    /// Remembers a quiet action that caused a cut-off.
    pub(crate) fn reward(&mut self, side: Side, action: Action, ply: usize, depth: i32) {
        let code = pack(action);
        let k = &mut self.killers[ply];
        if k[0] != code {
            k[1] = k[0];
            k[0] = code;
        }
        let slot = &mut self.history[Ordering::history_slot(side, code)];
        *slot += depth * depth;
        if *slot > HISTORY_CAP {
            // Halving keeps the history's order while leaving room for new evidence.
            for h in &mut self.history {
                *h /= 2;
            }
        }
    }

    /// Writes sort keys for `actions` into `keys`, highest to be tried first.
    pub(crate) fn keys(
        &self,
        position: &Position,
        actions: &[Action],
        table_action: u16,
        ply: usize,
        keys: &mut [i32],
    ) {
        let captures = position.captures();
        for (key, &action) in keys.iter_mut().zip(actions) {
            *key = self.key(position, &captures, action, table_action, ply);
        }
    }

    fn key(&self, position: &Position, captures: &Captures, action: Action, table_action: u16, ply: usize) -> i32 {
        let code = pack(action);
        if code == table_action {
            return TABLE_ACTION;
        }
        let taken = match action {
            Action::Step { from, to } => captures.of(from, to).len(),
            _ => 0,
        };
        if taken > 0 {
            return CAPTURE + taken as i32 * 1000;
        }
        if action == Action::End {
            // Stopping a chain early only rarely beats taking more stones.
            return -1;
        }
        let killers = self.killers[ply];
        if code == killers[0] {
            return KILLER + 1;
        }
        if code == killers[1] {
            return KILLER;
        }
        self.history[Ordering::history_slot(position.turn(), code)]
    }
}

/// Moves the best remaining action (by `keys`) to position `i` and returns it.
pub(crate) fn pick(actions: &mut [Action], keys: &mut [i32], i: usize) -> Action {
    let mut best = i;
    for j in i + 1..actions.len() {
        if keys[j] > keys[best] {
            best = j;
        }
    }
    actions.swap(i, best);
    keys.swap(i, best);
    actions[i]
}
