//! An independent check of the tables: a plain minimax over the engine's actions, with no
//! table and no pruning, that asks whether the side to move can force a win (or must lose)
//! within a number of turns, and a comparison of sampled entries against it.

use seega_core::{Position, Side};

use super::index::position_at;
use super::{Tablebase, Value, Verdict, NONE};

/// Whether the side to move at `pos` can force the game to end in its favour within `turns`
/// turns (whole turns, both sides counted), by plain minimax.
fn wins_within(pos: &Position, turns: u32) -> bool {
    forced(pos, turns, pos.turn())
}

/// Whether `side` can force a win from `pos` within `turns` turns, whoever is to move.
fn forced(pos: &Position, turns: u32, side: Side) -> bool {
    if let Some(outcome) = pos.outcome() {
        return outcome.winner == Some(side);
    }
    if turns == 0 {
        return false;
    }
    let mover_is_side = pos.turn() == side;
    let mut any = false;
    for &action in pos.legal_actions().iter() {
        let mut child = *pos;
        let played = child.play_unchecked(action);
        let left = if played.turn_ended { turns - 1 } else { turns };
        let ok = forced(&child, left, side);
        if mover_is_side && ok {
            return true;
        }
        if !mover_is_side && !ok {
            return false;
        }
        any = true;
    }
    !mover_is_side && any
}

/// What a sampled entry disagreed on, for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The position, as a set-up (board text and side to move).
    pub setup: String,
    /// What the table says.
    pub table: Verdict,
    /// What the minimax found.
    pub minimax: String,
}

/// Checks `samples` entries of the class of `m` against `n` stones spread evenly over the
/// class, and `samples` more among those with a distance within `horizon`, against plain minimax: a win in `d` turns must be found within `d` and not within
/// `d - 1`, a loss likewise for the other side, and no other entry may have a forced result
/// within `horizon` turns. Entries with distances beyond `horizon` are checked only that far.
/// Returns the number checked and the mismatches.
#[must_use]
pub fn verify_class(tables: &Tablebase, m: usize, n: usize, samples: usize, horizon: u32) -> (usize, Vec<Mismatch>) {
    let Some(table) = tables.tables.get(m).and_then(|r| r.get(n)).and_then(Option::as_ref) else {
        return (0, Vec::new());
    };
    // Half the samples spread evenly over the class, half over the entries with a finite
    // distance within the horizon, where minimax can confirm the distance exactly.
    let step = (table.len() / samples.max(1)).max(1);
    let near: Vec<usize> = (0..table.len())
        .filter(|&i| Value::decode(table[i]).is_some_and(|v| v.v != 0 && u32::from(v.d) <= horizon))
        .collect();
    let near_step = (near.len() / samples.max(1)).max(1);
    let picks =
        (0..table.len()).step_by(step).take(samples).chain(near.iter().copied().step_by(near_step).take(samples));
    let mut checked = 0;
    let mut mismatches = Vec::new();
    for i in picks {
        if table[i] == NONE {
            continue;
        }
        let (mover, other) = position_at(i, m, n);
        let Some(pos) = super::build::live(tables.rules, mover, other) else { continue };
        let verdict = Value::decode(table[i]).map(Value::verdict).unwrap_or(Verdict::Draw);
        let opponent = pos.turn().opponent();
        let win = |limit: u32| wins_within(&pos, limit);
        let loss = |limit: u32| forced(&pos, limit, opponent);
        // A distance within the horizon is confirmed exactly; anything else (a draw, a result
        // on stone count, a distance beyond the horizon) must show no forced result so soon.
        let ok = match verdict {
            Verdict::Win { turns: Some(d) } if d <= horizon => win(d) && !win(d - 1),
            Verdict::Loss { turns: Some(d) } if d <= horizon => loss(d) && !loss(d - 1),
            _ => !win(horizon) && !loss(horizon),
        };
        checked += 1;
        if !ok {
            let (w, l) = (win(horizon), loss(horizon));
            let minimax = format!("forced win within {horizon}: {w}; forced loss within {horizon}: {l}");
            let setup = seega_core::Setup::movement(pos.board(), pos.turn()).to_string();
            mismatches.push(Mismatch { setup, table: verdict, minimax });
        }
    }
    (checked, mismatches)
}

#[cfg(test)]
mod tests {
    use super::*;
    use seega_core::{Preset, Size};

    /// Builds the tables of `preset` up to `stones` stones in all.
    fn tables_up_to(preset: Preset, stones: usize) -> Tablebase {
        let mut tables = Tablebase::new(&preset.rules(Size::Five)).unwrap();
        while tables.stones_covered() < stones && tables.build_next() {}
        tables
    }

    #[test]
    fn sampled_entries_agree_with_plain_minimax_under_each_ending_rule() {
        for (preset, stones) in [(Preset::Classic, 5), (Preset::Somali, 4), (Preset::Egyptian, 4), (Preset::Jump, 4)] {
            let tables = tables_up_to(preset, stones);
            for (m, n, _) in tables.classes() {
                let (checked, mismatches) = verify_class(&tables, m, n, 40, 4);
                assert!(checked > 0, "{preset:?} {m}v{n}: nothing checked");
                assert!(mismatches.is_empty(), "{preset:?} {m}v{n}: {mismatches:#?}");
            }
        }
    }

    #[test]
    fn a_wrong_entry_is_caught() {
        let mut tables = tables_up_to(Preset::Classic, 4);
        let table = tables.tables[2][2].as_mut().unwrap();
        // The first entry with a distance within the horizon is always among the samples.
        let i = table.iter().position(|&b| Value::decode(b).is_some_and(|v| v.v != 0 && v.d <= 4)).unwrap();
        table[i] ^= 128;
        let (_, mismatches) = verify_class(&tables, 2, 2, 5, 4);
        assert_eq!(mismatches.len(), 1, "{mismatches:#?}");
    }

    /// Level 5 with the tables, on positions whose result plain minimax confirms: every
    /// won position with a win within the horizon is won in exactly the table's number of
    /// turns (the turn chosen leaves a loss in `d - 1` for the other side), and every lost
    /// one is defended to the longest loss.
    #[test]
    fn level_five_plays_tabled_positions_perfectly() {
        use crate::{Limits, Search};
        use std::sync::Arc;
        let tables = Arc::new(tables_up_to(Preset::Classic, 5));
        let mut search = Search::new();
        search.set_tablebase(Some(Arc::clone(&tables)));
        let mut checked = 0;
        for (m, n, table) in tables.classes() {
            let near: Vec<usize> =
                (0..table.len()).filter(|&i| Value::decode(table[i]).is_some_and(|v| v.v != 0 && v.d <= 4)).collect();
            for &i in near.iter().step_by((near.len() / 12).max(1)) {
                let (mover, other) = position_at(i, m, n);
                let pos = super::super::build::live(tables.rules, mover, other).unwrap();
                let setup = seega_core::Setup::movement(pos.board(), pos.turn());
                let game = seega_core::Game::from_setup(Preset::Classic.rules(Size::Five), &setup).unwrap();
                let choice = search.choose(&game, &Limits::level(5), &|| 0.0).unwrap();
                let mut after = game.clone();
                after.play_turn(&choice.turn).unwrap();
                let me = pos.turn();
                let value = Value::decode(table[i]).unwrap();
                let d = u32::from(value.d);
                let after = after.position();
                if value.v == 1 {
                    assert_eq!(choice.tablebase, Some(Verdict::Win { turns: Some(d) }));
                    assert!(forced(after, d - 1, me), "{setup}: {} does not win in {d}", choice.turn);
                } else {
                    assert_eq!(choice.tablebase, Some(Verdict::Loss { turns: Some(d) }));
                    assert!(
                        d == 1 || !forced(after, d - 2, me.opponent()),
                        "{setup}: {} loses sooner than {d}",
                        choice.turn
                    );
                }
                checked += 1;
            }
        }
        assert!(checked >= 24, "{checked}");
    }

    /// The tables leave the no-capture limit out: a win in three turns is played from the
    /// tables when three turns are left before the limit, and searched as usual when two are.
    #[test]
    fn a_table_win_is_trusted_only_when_the_limit_cannot_cut_it_short() {
        use crate::{Limits, Search};
        use std::sync::Arc;
        let tables = Arc::new(tables_up_to(Preset::Classic, 4));
        let table = tables.tables[2][2].as_ref().unwrap();
        let i = table.iter().position(|&b| b == 3).expect("a win in three turns");
        let (mover, other) = position_at(i, 2, 2);
        let pos = super::super::build::live(tables.rules, mover, other).unwrap();
        let setup = seega_core::Setup::movement(pos.board(), pos.turn());
        for (limit, expected) in
            [(3, Some(Verdict::Win { turns: Some(3) })), (2, None), (0, Some(Verdict::Win { turns: Some(3) }))]
        {
            let mut rules = Preset::Classic.rules(Size::Five);
            rules.no_capture_limit = limit;
            let game = seega_core::Game::from_setup(rules, &setup).unwrap();
            let mut search = Search::new();
            search.set_tablebase(Some(Arc::clone(&tables)));
            let choice = search.choose(&game, &Limits::depth(2), &|| 0.0).unwrap();
            assert_eq!(choice.tablebase, expected, "limit {limit}");
        }
    }
}
