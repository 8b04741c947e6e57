//! The five playing levels. Lower levels search less deeply and make human-looking mistakes
//! on purpose (a seeded error in how they weigh their options, sometimes overlooking a
//! capture), but never play at random; level 5 plays as well as its time allows.

use crate::search::Style;

/// What a level means when the caller sets no limit of its own.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Level {
    /// The deepest iteration, in turns.
    pub depth: u32,
    /// The time budget of a movement turn, in milliseconds.
    pub time_ms: f64,
    /// The time budget of a placement turn, in milliseconds: games are mostly decided while
    /// the stones are placed, so level 5 thinks longer there and less in the movement phase.
    pub placement_time_ms: f64,
    /// Up to how many hundredths of a stone each first action's score is misjudged.
    pub noise: i32,
    /// Per mille: how often a capturing first action goes unseen.
    pub miss: u32,
    /// Whether exchanges are followed to their end beyond the horizon.
    pub quiescence: bool,
}

/// The lowest level.
pub const MIN_LEVEL: u8 = 1;
/// The highest level.
pub const MAX_LEVEL: u8 = 5;

impl Level {
    /// The settings of level `n`, clamped to 1..=5.
    #[must_use]
    pub fn get(n: u8) -> Level {
        match n.clamp(MIN_LEVEL, MAX_LEVEL) {
            // A beginner: looks one turn ahead, does not see replies, misjudges by more than a
            // stone and misses a third of its captures.
            1 => Level { depth: 1, time_ms: 50.0, placement_time_ms: 50.0, noise: 120, miss: 330, quiescence: false },
            // Sees the reply's captures, still loose: misjudges by up to a stone and misses one
            // capture in five (with 0.6 stones and one in ten it came too close to level 3).
            2 => Level { depth: 2, time_ms: 100.0, placement_time_ms: 100.0, noise: 100, miss: 200, quiescence: true },
            3 => Level { depth: 3, time_ms: 200.0, placement_time_ms: 200.0, noise: 20, miss: 0, quiescence: true },
            // Exact but short-sighted: five turns ahead (four came too close to level 3), which
            // level 5 beats clearly. On 7x7 and 9x9 its time, not its depth, often ends a
            // placement turn.
            4 => Level { depth: 5, time_ms: 300.0, placement_time_ms: 300.0, noise: 0, miss: 0, quiescence: true },
            _ => Level { depth: 64, time_ms: 600.0, placement_time_ms: 2500.0, noise: 0, miss: 0, quiescence: true },
        }
    }

    pub(crate) fn style(&self) -> Style {
        Style { noise: self.noise, miss: self.miss, quiescence: self.quiescence }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_stronger() {
        for n in MIN_LEVEL..MAX_LEVEL {
            let (a, b) = (Level::get(n), Level::get(n + 1));
            assert!(a.depth <= b.depth && a.noise >= b.noise && a.miss >= b.miss);
            assert!(a.time_ms <= b.time_ms && a.placement_time_ms <= b.placement_time_ms);
        }
        assert_eq!(Level::get(0), Level::get(1));
        assert_eq!(Level::get(9), Level::get(5));
    }
}
