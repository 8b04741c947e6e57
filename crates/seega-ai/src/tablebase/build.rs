//! Retrograde analysis of one group of classes: a class of `m` against `n` stones and its
//! colour swap `n` against `m`, which moves without a capture lead into each other. Moves that
//! capture, and moves that end the game, leave the group for tables already built.
//!
//! Every move is made by the engine (`seega-core`): a position's moves come from
//! `Position::legal_actions`, and a candidate predecessor is kept only if the engine, playing
//! the step forward, reaches the position. So the tables follow the rules in force (chains,
//! the blocked-player rules, barriers) without a second copy of them.
//!
//! Two passes. The first finds the forced wins and losses with their distances, in order of
//! distance (a position is won if some move reaches a lost position for the other side, lost
//! if every move reaches a won one). The second settles the rest, which neither side can
//! force to a finish: when one side has more stones, it wins on stone count unless the other
//! can force a draw (a capture into a drawn table); with equal stones it is a draw.

use seega_core::{Action, Board, Position, Setup, Side, Size, Stage};

use super::index::{class_len, compact, expand, index, position_at, positions, CELLS};
use super::{Tablebase, Value, COUNT, NONE};

/// A group's positions numbered one after the other, class by class.
struct Group<'a> {
    classes: &'a [(usize, usize)],
    offsets: Vec<usize>,
    neighbours: [u32; CELLS],
}

impl Group<'_> {
    fn id(&self, m: usize, n: usize, mover: u32, other: u32) -> usize {
        let k = self.classes.iter().position(|&c| c == (m, n)).unwrap_or(0);
        self.offsets[k] + index(mover, other)
    }

    fn masks(&self, id: usize) -> (u32, u32) {
        let k = self.offsets.iter().rposition(|&o| o <= id).unwrap_or(0);
        let (m, n) = self.classes[k];
        position_at(id - self.offsets[k], m, n)
    }

    /// Whether the side to move in node `id` has fewer stones than the other.
    fn mover_behind(&self, id: usize) -> bool {
        let k = self.offsets.iter().rposition(|&o| o <= id).unwrap_or(0);
        let (m, n) = self.classes[k];
        m < n
    }
}

/// The engine's position with the mover (as black) to move; `None` if play never reaches it
/// with the mover to move at the start of a turn.
pub(super) fn live(rules: seega_core::Rules, mover: u32, other: u32) -> Option<Position> {
    let setup = Setup::movement(Board { size: Size::Five, stones: [expand(mover), expand(other)] }, Side::Black);
    let pos = Position::from_setup(rules, &setup).ok()?;
    (!pos.is_over() && pos.turn() == Side::Black && pos.stage() == Stage::Move).then_some(pos)
}

fn cell(i: u32) -> seega_core::Cell {
    seega_core::Cell::at((i % 5) as u8, (i / 5) as u8)
}

/// Solves a group; returns its tables in the order of `classes`.
pub(super) fn solve(tables: &Tablebase, classes: &[(usize, usize)]) -> Vec<Vec<u8>> {
    let rules = tables.rules;
    let mut offsets = vec![0];
    for &(m, n) in classes {
        offsets.push(offsets.last().copied().unwrap_or(0) + class_len(m, n));
    }
    let total = offsets.pop().unwrap_or(0);
    let neighbours = std::array::from_fn(|i| compact(Size::Five.neighbours(cell(i as u32).bit())));
    let group = Group { classes, offsets, neighbours };

    // Forward: each position's moves inside the group are counted; the best move leaving it
    // is valued from the tables already built.
    let mut result = vec![NONE; total];
    let mut decided = vec![false; total];
    let mut open = vec![0u8; total];
    let mut exit = vec![NONE; total];
    let mut buckets: Vec<Vec<(u32, u8)>> = vec![Vec::new(); usize::from(COUNT) + 1];
    let mut id = 0;
    for &(m, n) in classes {
        for (mover, other) in positions(m, n) {
            let here = id;
            id += 1;
            let Some(pos) = live(rules, mover, other) else {
                decided[here] = true;
                continue;
            };
            let mut best: Option<Value> = None;
            let mut inside = 0u8;
            for &action in pos.legal_actions().iter() {
                let mut child = pos;
                let played = child.play_unchecked(action);
                if played.captured.is_empty() && !child.is_over() && child.stage() == Stage::Move {
                    inside += 1;
                    continue;
                }
                let value = tables.child_value(&pos, &child, played.turn_ended).unwrap_or(Value::DRAW);
                if best.is_none_or(|b| value.better(b)) {
                    best = Some(value);
                }
            }
            open[here] = inside;
            exit[here] = best.map_or(NONE, Value::encode);
            match best {
                Some(v) if v.v == 1 => buckets[usize::from(v.d)].push((here as u32, v.encode())),
                Some(v) if v.v == -1 && inside == 0 => buckets[usize::from(v.d)].push((here as u32, v.encode())),
                _ => {}
            }
        }
    }

    // Pass 1: forced wins and losses, nearest first.
    for d in 1..=usize::from(COUNT) {
        while let Some((node, code)) = buckets[d].pop() {
            let node = node as usize;
            if decided[node] {
                continue;
            }
            decided[node] = true;
            result[node] = code;
            let won = code < NONE;
            let (mover, other) = group.masks(node);
            predecessors(&group, rules, mover, other, &mut |pred, same_mover| {
                if decided[pred] {
                    return;
                }
                let next = (d + 1).min(usize::from(COUNT)) as u8;
                // Good for the predecessor's mover when it wins the same side's position or
                // the other side loses it.
                if won == same_mover {
                    buckets[usize::from(next)].push((pred as u32, Value { v: 1, d: next }.encode()));
                } else {
                    open[pred] -= 1;
                    if open[pred] == 0 {
                        let exit = Value::decode(exit[pred]);
                        if exit.is_none_or(|e| e.v == -1) {
                            let d = exit.map_or(next, |e| e.d.max(next));
                            buckets[usize::from(d)].push((pred as u32, Value { v: -1, d }.encode()));
                        }
                    }
                }
            });
        }
    }

    // Pass 2: what neither side can force. With equal stones a draw; otherwise the side with
    // fewer stones draws where it can force a drawn capture, and loses on count elsewhere.
    let unequal = classes.len() == 2;
    let mut drawn = vec![false; total];
    if unequal {
        let mut stack: Vec<usize> = (0..total)
            .filter(|&i| {
                !decided[i] && (open[i] == 0 || group.mover_behind(i) && Value::decode(exit[i]) == Some(Value::DRAW))
            })
            .collect();
        for &i in &stack {
            drawn[i] = true;
        }
        while let Some(node) = stack.pop() {
            let (mover, other) = group.masks(node);
            predecessors(&group, rules, mover, other, &mut |pred, _| {
                if decided[pred] || drawn[pred] {
                    return;
                }
                if !group.mover_behind(pred) {
                    open[pred] -= 1;
                    if open[pred] > 0 {
                        return;
                    }
                }
                drawn[pred] = true;
                stack.push(pred);
            });
        }
    }
    for i in 0..total {
        if !decided[i] {
            result[i] = if !unequal || drawn[i] {
                0
            } else if group.mover_behind(i) {
                Value { v: -1, d: COUNT }.encode()
            } else {
                Value { v: 1, d: COUNT }.encode()
            };
        }
    }
    let mut out = Vec::new();
    for k in 0..classes.len() {
        let end = group.offsets.get(k + 1).copied().unwrap_or(total);
        out.push(result[group.offsets[k]..end].to_vec());
    }
    out
}

/// Calls `f(pred, same_mover)` for every position of the group from which one step without a
/// capture leads to the position `(mover, other)` with its mover to move: the other side's
/// steps, and, when the other side is then blocked and the rules let the mover move again,
/// the mover's own.
fn predecessors(group: &Group<'_>, rules: seega_core::Rules, mover: u32, other: u32, f: &mut dyn FnMut(usize, bool)) {
    let empty = !(mover | other) & ((1 << CELLS) - 1);
    let target = [expand(mover), expand(other)];
    let (m, n) = (mover.count_ones() as usize, other.count_ones() as usize);
    let mut try_step = |before_mover: u32, before_other: u32, from: u32, to: u32, same: bool| {
        let Some(mut pos) = live(rules, before_mover, before_other) else { return };
        let played = pos.play_unchecked(Action::Step { from: cell(from), to: cell(to) });
        let expected_turn = if same { Side::Black } else { Side::White };
        if !played.captured.is_empty() || pos.is_over() || pos.stage() != Stage::Move || pos.turn() != expected_turn {
            return;
        }
        let stones = if same {
            [pos.stones(Side::Black), pos.stones(Side::White)]
        } else {
            [pos.stones(Side::White), pos.stones(Side::Black)]
        };
        if stones != target {
            return;
        }
        let id =
            if same { group.id(m, n, before_mover, before_other) } else { group.id(n, m, before_mover, before_other) };
        f(id, same);
    };
    // The other side stepped from `from` to `to`; before, it was the one to move.
    each_step_back(&group.neighbours, other, empty, |from, to| {
        try_step(other ^ (1 << to) ^ (1 << from), mover, from, to, false);
    });
    // The mover stepped and moves again: only if the other side has no step now.
    let other_stuck = other != 0 && compact(Size::Five.neighbours(expand(other))) & empty == 0;
    if other_stuck {
        each_step_back(&group.neighbours, mover, empty, |from, to| {
            try_step(mover ^ (1 << to) ^ (1 << from), other, from, to, true);
        });
    }
}

/// Calls `f(from, to)` for every step without a capture that could have brought a stone of
/// `stones` to where it stands: from an empty neighbouring cell.
fn each_step_back(neighbours: &[u32; CELLS], stones: u32, empty: u32, mut f: impl FnMut(u32, u32)) {
    let mut rest = stones;
    while rest != 0 {
        let to = rest.trailing_zeros();
        rest &= rest - 1;
        let mut froms = neighbours[to as usize] & empty;
        while froms != 0 {
            let from = froms.trailing_zeros();
            froms &= froms - 1;
            f(from, to);
        }
    }
}
