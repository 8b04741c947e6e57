//! The static evaluation: how good a position looks for the side to move, in hundredths of
//! a stone. Placement and movement are judged by different features, because while stones
//! are being placed nothing can be taken and only the structure left for the first moves
//! matters.

use seega_core::{Bits, Capture, Dir, MovementStarter, Phase, Position, Side, Size, WinBy};

/// The value of one stone; every weight is in the same unit.
pub const STONE: i32 = 100;

/// The weights of the evaluation features. [`Weights::default`] holds the tuned values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Movement: each step a side's stones can make.
    pub mobility: i32,
    /// Movement: each enemy stone the side to move can take with its next move.
    pub attack: i32,
    /// Movement: each of the side to move's stones the opponent could take if it moved now.
    pub exposure: i32,
    /// Movement: each stone that cannot be sandwiched where it stands (a corner, an edge
    /// stone backed along the edge, a stone in a pair or block, the safe centre).
    pub safe: i32,
    /// Movement: holding the centre cell.
    pub centre: i32,
    /// Movement: each empty cell in a region that only one side's stones border (the room
    /// behind a barrier).
    pub area: i32,
    /// Movement: a side that cannot move at all (its opponent moves again or removes).
    pub blocked: i32,
    /// Placement: each stone that cannot be sandwiched where it stands.
    pub place_safe: i32,
    /// Placement: each stone next to the centre, the only cell empty when movement starts.
    pub place_access: i32,
    /// Placement: each enemy stone the side that moves first would take by stepping into
    /// the centre.
    pub place_first_capture: i32,
    /// Placement: the same for the side that moves second (it gets the centre if the first
    /// mover is blocked, and threatens the first mover's stones around it).
    pub place_second_capture: i32,
    /// Placement: each stone that has an enemy stone beside it and an empty cell across,
    /// where the enemy can complete a sandwich later.
    pub place_exposed: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            mobility: 4,
            attack: 34,
            exposure: 22,
            safe: 10,
            centre: 12,
            area: 6,
            blocked: 30,
            place_safe: 12,
            place_access: 10,
            place_first_capture: 60,
            place_second_capture: 25,
            place_exposed: 8,
        }
    }
}

/// A weight's field, reached from the weights.
type Field = fn(&mut Weights) -> &mut i32;

/// Each weight's name and its field, in the order `seega tune` visits them: the one place
/// the names are written.
const FIELDS: [(&str, Field); 12] = [
    ("mobility", |w| &mut w.mobility),
    ("attack", |w| &mut w.attack),
    ("exposure", |w| &mut w.exposure),
    ("safe", |w| &mut w.safe),
    ("centre", |w| &mut w.centre),
    ("area", |w| &mut w.area),
    ("blocked", |w| &mut w.blocked),
    ("place_safe", |w| &mut w.place_safe),
    ("place_access", |w| &mut w.place_access),
    ("place_first_capture", |w| &mut w.place_first_capture),
    ("place_second_capture", |w| &mut w.place_second_capture),
    ("place_exposed", |w| &mut w.place_exposed),
];

impl Weights {
    /// The tuned weights for a board of `size`: the 5x5 classic ones (the default), with
    /// what tuning on that board kept and a match with other openings confirmed (docs/ai.md,
    /// "Tuning"): on 9x9, less for a placed stone that cannot be sandwiched.
    #[must_use]
    pub fn for_size(size: Size) -> Weights {
        let mut weights = Weights::default();
        if size == Size::Nine {
            weights.place_safe = 9;
        }
        weights
    }

    /// The features by name, in the order `seega tune` visits them.
    pub const NAMES: [&'static str; 12] = {
        let mut names = [""; 12];
        let mut i = 0;
        while i < names.len() {
            names[i] = FIELDS[i].0;
            i += 1;
        }
        names
    };

    /// A weight by name.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<i32> {
        let mut copy = *self;
        FIELDS.iter().find(|(n, _)| *n == name).map(|(_, field)| *field(&mut copy))
    }

    /// Sets a weight by name; false if there is no such weight.
    pub fn set(&mut self, name: &str, value: i32) -> bool {
        let Some((_, field)) = FIELDS.iter().find(|(n, _)| *n == name) else { return false };
        *field(self) = value;
        true
    }
}

/// The board's edges as masks, for features computed on whole sets of cells at once, made
/// from the core's own geometry ([`Size::shift`], [`Size::neighbours`], [`Size::flood`]).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Geometry {
    size: Size,
    not_first_file: u128,
    not_last_file: u128,
    not_first_rank: u128,
    not_last_rank: u128,
    centre: u128,
}

impl Geometry {
    pub(crate) fn new(size: Size) -> Geometry {
        // The cells with a neighbour towards a direction are the board moved the other way.
        let with_neighbour = |dir: Dir| size.shift(size.cells(), dir.opposite()).0;
        Geometry {
            size,
            not_first_file: with_neighbour(Dir::West),
            not_last_file: with_neighbour(Dir::East),
            not_first_rank: with_neighbour(Dir::South),
            not_last_rank: with_neighbour(Dir::North),
            centre: size.center().bit().0,
        }
    }

    /// Each cell of `b` moved one cell towards `dir`, dropping those that leave the board.
    fn shift(&self, b: u128, dir: Dir) -> u128 {
        self.size.shift(Bits(b), dir).0
    }

    fn neighbours(&self, b: u128) -> u128 {
        self.size.neighbours(Bits(b)).0
    }

    /// Stones of `own` that an enemy could sandwich where they stand: on some axis both
    /// neighbours are on the board and neither is a friendly stone. Only single stones are
    /// taken, so a friend on the line protects along that line, and the board's edge
    /// protects across it.
    fn exposed_on_axes(&self, own: u128) -> u128 {
        let across_files =
            own & self.not_first_file & self.not_last_file & !self.shift(own, Dir::East) & !self.shift(own, Dir::West);
        let across_ranks = own
            & self.not_first_rank
            & self.not_last_rank
            & !self.shift(own, Dir::North)
            & !self.shift(own, Dir::South);
        across_files | across_ranks
    }

    /// Enemy stones that `attacker` can take with one move landing on a cell of `landing`.
    fn threats(&self, capture: Capture, attacker: u128, enemy: u128, landing: u128) -> u128 {
        let reach = match capture {
            Capture::Custodian => self.neighbours(attacker) & landing,
            Capture::Jump => landing,
        };
        Dir::ALL
            .into_iter()
            .fold(0, |hit, dir| hit | (enemy & self.shift(attacker, dir) & self.shift(reach, dir.opposite())))
    }

    /// Steps (and jumps) `own` can make.
    fn mobility(&self, capture: Capture, own: u128, enemy: u128, empty: u128) -> u32 {
        let mut moves = 0;
        for dir in Dir::ALL {
            let next = self.shift(own, dir);
            moves += (next & empty).count_ones();
            if capture == Capture::Jump {
                moves += (enemy & next & self.shift(empty, dir.opposite())).count_ones();
            }
        }
        moves
    }

    /// Empty cells in regions bordered by one side's stones only: (black's, white's).
    fn areas(&self, black: u128, white: u128, empty: u128) -> (u32, u32) {
        // A region borders a side when one of its cells is next to that side's stones.
        let flood = |seeds: u128| self.size.flood(Bits(seeds), Bits(empty)).0;
        let near_black = flood(self.neighbours(black));
        let near_white = flood(self.neighbours(white));
        ((near_black & !near_white).count_ones(), (near_white & !near_black).count_ones())
    }
}

/// The side that makes the first move once every stone is placed.
pub(crate) fn movement_starter(position: &Position) -> Side {
    let rules = position.rules();
    match rules.movement_starter {
        MovementStarter::FirstPlayer => rules.first_player,
        // Both sides hold the same number of stones and drop two a turn, so the second
        // player places last.
        MovementStarter::LastPlacer => rules.first_player.opponent(),
    }
}

/// The evaluation of positions under one set of weights.
#[derive(Clone, Debug)]
pub struct Evaluator {
    /// The weights in use.
    pub weights: Weights,
    geometry: Geometry,
    size: Size,
}

impl Evaluator {
    /// An evaluator for boards of `size`.
    #[must_use]
    pub fn new(size: Size, weights: Weights) -> Evaluator {
        Evaluator { weights, geometry: Geometry::new(size), size }
    }

    /// The value of a position that is not over, for the side to move.
    #[must_use]
    pub fn evaluate(&self, position: &Position) -> i32 {
        if position.size() != self.size {
            return Evaluator::new(position.size(), self.weights).evaluate(position);
        }
        match position.phase() {
            Phase::Placement => self.placement(position),
            _ => self.movement(position),
        }
    }

    fn placement(&self, position: &Position) -> i32 {
        let g = &self.geometry;
        let w = &self.weights;
        let me = position.turn();
        let starter = movement_starter(position);
        let capture = position.rules().capture;
        let stones = [position.stones(Side::Black).0, position.stones(Side::White).0];
        let empty = position.empty().0;
        let mut score = [0i32; 2];
        for side in Side::BOTH {
            let (own, enemy) = (stones[side.index()], stones[side.opponent().index()]);
            let safe = (own & !g.exposed_on_axes(own)).count_ones() as i32;
            let access = (own & g.neighbours(g.centre)).count_ones() as i32;
            let first = g.threats(capture, own, enemy, g.centre).count_ones() as i32;
            let weight = if side == starter { w.place_first_capture } else { w.place_second_capture };
            // A stone flanked by an enemy on one side with an open cell across can be
            // sandwiched once the cell fills or empties again.
            let exposed = Dir::ALL
                .into_iter()
                .fold(0u128, |exposed, dir| exposed | (own & g.shift(enemy, dir) & g.shift(empty, dir.opposite())));
            score[side.index()] = w.place_safe * safe + w.place_access * access + weight * first
                - w.place_exposed * exposed.count_ones() as i32;
        }
        score[me.index()] - score[me.opponent().index()]
    }

    fn movement(&self, position: &Position) -> i32 {
        let g = &self.geometry;
        let w = &self.weights;
        let rules = position.rules();
        let me = position.turn();
        let them = me.opponent();
        let (own, enemy) = (position.stones(me).0, position.stones(them).0);
        let empty = position.empty().0;
        let safe_centre = if rules.center_safe { g.centre } else { 0 };

        let (n_own, n_enemy) = (own.count_ones() as i32, enemy.count_ones() as i32);
        let mut score = STONE * (n_own - n_enemy);
        // Under "one left loses", the second-to-last stone is worth more than the others.
        if rules.win_by == WinBy::OneLeft {
            score += 3 * STONE * (i32::from(n_enemy <= 2) - i32::from(n_own <= 2));
        }

        let mob_own = g.mobility(rules.capture, own, enemy, empty) as i32;
        let mob_enemy = g.mobility(rules.capture, enemy, own, empty) as i32;
        score += w.mobility * (mob_own - mob_enemy);
        score += w.blocked * (i32::from(mob_enemy == 0) - i32::from(mob_own == 0));

        let attack = g.threats(rules.capture, own, enemy & !safe_centre, empty).count_ones() as i32;
        let exposure = g.threats(rules.capture, enemy, own & !safe_centre, empty).count_ones() as i32;
        score += w.attack * attack - w.exposure * exposure;

        let safe_own = (own & !(g.exposed_on_axes(own) & !safe_centre)).count_ones() as i32;
        let safe_enemy = (enemy & !(g.exposed_on_axes(enemy) & !safe_centre)).count_ones() as i32;
        score += w.safe * (safe_own - safe_enemy);

        if own & g.centre != 0 {
            score += w.centre;
        } else if enemy & g.centre != 0 {
            score -= w.centre;
        }

        if w.area != 0 {
            let (black_area, white_area) =
                g.areas(position.stones(Side::Black).0, position.stones(Side::White).0, empty);
            let (a_own, a_enemy) = if me == Side::Black { (black_area, white_area) } else { (white_area, black_area) };
            score += w.area * (a_own as i32 - a_enemy as i32);
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_edge_masks_are_the_cells_with_a_neighbour_that_way_on_every_board() {
        for size in Size::ALL {
            let g = Geometry::new(size);
            let n = size.width();
            let mask = |keep: &dyn Fn(u8, u8) -> bool| {
                size.cells().iter().filter(|c| keep(c.file(), c.rank())).fold(0u128, |m, c| m | c.bit().0)
            };
            assert_eq!(g.not_first_file, mask(&|f, _| f > 0), "{size}");
            assert_eq!(g.not_last_file, mask(&|f, _| f + 1 < n), "{size}");
            assert_eq!(g.not_first_rank, mask(&|_, r| r > 0), "{size}");
            assert_eq!(g.not_last_rank, mask(&|_, r| r + 1 < n), "{size}");
        }
    }

    #[test]
    fn every_weight_is_read_and_set_by_its_one_name() {
        let mut w = Weights::default();
        for (i, name) in Weights::NAMES.iter().enumerate() {
            assert!(w.set(name, 1000 + i as i32), "{name}");
        }
        let values: Vec<i32> = Weights::NAMES.iter().map(|n| w.get(n).unwrap()).collect();
        assert_eq!(values, (1000..1012).collect::<Vec<_>>(), "each name reaches a field of its own");
        assert_eq!((w.mobility, w.place_exposed), (1000, 1011));
        assert!(!w.set("speed", 1) && w.get("speed").is_none());
    }
    use seega_core::{Game, Rules, Setup};

    fn position(setup: &str) -> Position {
        let setup: Setup = setup.parse().unwrap();
        *Game::from_setup(Rules::default(), &setup).unwrap().position()
    }

    #[test]
    fn threats_see_a_sandwich_one_step_away() {
        // White on c2 with black on c1 below it and an empty c3 above that black's b3 can
        // step into.
        let pos = position("...../...../.b.../..w../..b.. b");
        let g = Geometry::new(Size::Five);
        let (b, w) = (pos.stones(Side::Black).0, pos.stones(Side::White).0);
        assert_eq!(g.threats(Capture::Custodian, b, w, pos.empty().0).count_ones(), 1);
        assert_eq!(g.threats(Capture::Custodian, w, b, pos.empty().0).count_ones(), 0);
    }

    #[test]
    fn corners_and_pairs_are_safe_single_stones_are_not() {
        let g = Geometry::new(Size::Five);
        let corner = Cell(0, 0);
        assert_eq!(g.exposed_on_axes(corner), 0);
        let middle = Cell(2, 1);
        assert_eq!(g.exposed_on_axes(middle), middle);
        let pair = Cell(1, 1) | Cell(2, 1) | Cell(1, 2) | Cell(2, 2);
        assert_eq!(g.exposed_on_axes(pair), 0);
        let edge = Cell(2, 0);
        assert_eq!(g.exposed_on_axes(edge), edge);
    }

    #[allow(non_snake_case)]
    fn Cell(file: u8, rank: u8) -> u128 {
        seega_core::Cell::at(file, rank).bit().0
    }

    #[test]
    fn areas_count_regions_behind_one_side() {
        let pos = position("..b../..b../bbb../wwww./..... b");
        let g = Geometry::new(Size::Five);
        let (b, w) = (pos.stones(Side::Black).0, pos.stones(Side::White).0);
        let (black_area, white_area) = g.areas(b, w, pos.empty().0);
        assert_eq!(black_area, 4);
        assert_eq!(white_area, 0);
    }

    #[test]
    fn more_stones_evaluate_higher_for_both_sides() {
        let eval = Evaluator::new(Size::Five, Weights::default());
        let black_up = position("b...b/...../..b../...../w...b b");
        assert!(eval.evaluate(&black_up) > 0);
        let white_to_move = position("b...b/...../..b../...../w...b w");
        assert!(eval.evaluate(&white_to_move) < 0);
    }
}
