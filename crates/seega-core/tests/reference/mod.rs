//! A deliberately simple, slow move generator for checking the engine: a board of
//! `Option<Side>` cells, coordinates instead of bit sets, whole turns built by plain
//! recursion, and every rule written out again from the sources.
#![allow(dead_code)]

use seega_core::{Blocked, Capture, Chain, MovementStarter, Opening, Rules, Side, WinBy};

#[derive(Clone, Debug)]
pub struct Reference {
    rules: Rules,
    n: i32,
    cells: Vec<Option<Side>>,
    turn: Side,
    in_hand: [u32; 2],
    plies: u32,
    must_remove: bool,
    /// Under `opponentOpens`: the side that could not move, which this turn must open for.
    owed: Option<Side>,
    over: bool,
}

const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl Reference {
    pub fn start(rules: Rules) -> Reference {
        let total = u32::from(rules.size.stones_per_side());
        let n = i32::from(rules.size.width());
        Reference {
            rules,
            n,
            cells: vec![None; (n * n) as usize],
            turn: rules.first_player,
            in_hand: [total; 2],
            plies: 0,
            must_remove: false,
            owed: None,
            over: false,
        }
    }

    /// A movement position: `board` as board text, `turn` to move.
    pub fn setup(rules: Rules, board: &str, turn: Side) -> Reference {
        let mut r = Reference::start(rules);
        r.in_hand = [0, 0];
        for (i, row) in board.split('/').enumerate() {
            let y = r.n - 1 - i as i32;
            for (x, ch) in row.chars().enumerate() {
                r.cells[(y * r.n + x as i32) as usize] = match ch {
                    'b' => Some(Side::Black),
                    'w' => Some(Side::White),
                    _ => None,
                };
            }
        }
        if !r.material_over() {
            r.end_of_turn_checks(turn);
        }
        r
    }

    fn at(&self, x: i32, y: i32) -> Option<Option<Side>> {
        (x >= 0 && y >= 0 && x < self.n && y < self.n).then(|| self.cells[(y * self.n + x) as usize])
    }

    fn set(&mut self, x: i32, y: i32, v: Option<Side>) {
        self.cells[(y * self.n + x) as usize] = v;
    }

    fn centre(&self) -> (i32, i32) {
        (self.n / 2, self.n / 2)
    }

    fn safe(&self, x: i32, y: i32) -> bool {
        self.rules.center_safe && (x, y) == self.centre()
    }

    fn count(&self, side: Side) -> usize {
        self.cells.iter().filter(|c| **c == Some(side)).count()
    }

    fn all_cells(&self) -> Vec<(i32, i32)> {
        (0..self.n).flat_map(|y| (0..self.n).map(move |x| (x, y))).collect()
    }

    /// The number of turn sequences of `depth` turns, games that end sooner counting once.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 || self.over {
            return 1;
        }
        self.turns().iter().map(|t| t.perft(depth - 1)).sum()
    }

    /// The position after each distinct legal turn.
    pub fn turns(&self) -> Vec<Reference> {
        let mut out = Vec::new();
        if self.in_hand[self.turn as usize] > 0 {
            let side = self.turn;
            let placed = u32::from(self.rules.size.stones_per_side()) - self.in_hand[side as usize];
            let mut cells: Vec<(i32, i32)> = self
                .all_cells()
                .into_iter()
                .filter(|&(x, y)| self.at(x, y) == Some(None) && (x, y) != self.centre())
                .collect();
            if self.rules.opening == Opening::Edges && placed == 0 {
                let (last, mid) = (self.n - 1, self.n / 2);
                let marks =
                    if side == self.rules.first_player { [(0, mid), (last, mid)] } else { [(mid, 0), (mid, last)] };
                cells.retain(|c| marks.contains(c));
            }
            for i in 0..cells.len() {
                for j in i + 1..cells.len() {
                    let mut next = self.clone();
                    next.set(cells[i].0, cells[i].1, Some(side));
                    next.set(cells[j].0, cells[j].1, Some(side));
                    next.in_hand[side as usize] -= 2;
                    next.end_placement_turn();
                    out.push(next);
                }
            }
            return out;
        }
        if self.must_remove {
            let me = self.turn;
            // Which stones may go: the blocked player's enemy next to it, or the opponent's own.
            let (target, neighbour) = match self.rules.blocked {
                Blocked::BlockedRemoves => (me.opponent(), me),
                _ => (me, me.opponent()),
            };
            for (x, y) in self.all_cells() {
                if self.at(x, y) != Some(Some(target)) {
                    continue;
                }
                if !DIRS.iter().any(|&(dx, dy)| self.at(x + dx, y + dy) == Some(Some(neighbour))) {
                    continue;
                }
                let mut next = self.clone();
                next.set(x, y, None);
                next.must_remove = false;
                if next.material_over() {
                    out.push(next);
                } else if self.rules.blocked == Blocked::BlockedRemoves {
                    for after in next.moves_from_start(true) {
                        out.push(after);
                    }
                } else {
                    next.finish_turn(true);
                    out.push(next);
                }
            }
            return out;
        }
        self.moves_from_start(false)
    }

    fn end_placement_turn(&mut self) {
        if self.in_hand == [0, 0] {
            let mover = self.turn;
            let starter = match self.rules.movement_starter {
                MovementStarter::LastPlacer => mover,
                MovementStarter::FirstPlayer => self.rules.first_player,
            };
            self.end_of_turn_checks(starter);
        } else {
            self.turn = self.turn.opponent();
        }
    }

    /// Every whole move (step and chain) of the side to move; `captured_before` says the
    /// turn already took a stone (by removal).
    fn moves_from_start(&self, captured_before: bool) -> Vec<Reference> {
        let mut firsts = Vec::new();
        for (x, y) in self.all_cells() {
            if self.at(x, y) == Some(Some(self.turn)) {
                firsts.extend(self.single_moves(x, y, false));
            }
        }
        // 003: the opponent of a player who cannot move "must move again and make an opening
        // for him": only first steps after which that player can move (or has lost), if any.
        if let Some(blocked) = self.owed {
            let opening: Vec<_> = firsts
                .iter()
                .filter(|(next, _)| next.can_move(blocked) || next.clone().material_over())
                .cloned()
                .collect();
            if !opening.is_empty() {
                firsts = opening;
            }
        }
        let mut out = Vec::new();
        for (next, taken) in firsts {
            next.continue_chain(taken, captured_before || taken.0 > 0, &mut out);
        }
        out
    }

    /// One step or jump of the stone on (x, y): the position after it, the count it took and
    /// where the stone landed.
    fn single_moves(&self, x: i32, y: i32, captures_only: bool) -> Vec<(Reference, (usize, i32, i32))> {
        let me = self.turn;
        let mut out = Vec::new();
        for (dx, dy) in DIRS {
            let (tx, ty) = (x + dx, y + dy);
            match self.at(tx, ty) {
                Some(None) => {
                    let mut next = self.clone();
                    next.set(x, y, None);
                    next.set(tx, ty, Some(me));
                    let mut taken = 0;
                    if self.rules.capture == Capture::Custodian {
                        for (ex, ey) in DIRS {
                            let (ax, ay) = (tx + ex, ty + ey);
                            if next.at(ax, ay) == Some(Some(me.opponent()))
                                && !next.safe(ax, ay)
                                && next.at(ax + ex, ay + ey) == Some(Some(me))
                            {
                                next.set(ax, ay, None);
                                taken += 1;
                            }
                        }
                    }
                    if !captures_only || taken > 0 {
                        out.push((next, (taken, tx, ty)));
                    }
                }
                Some(Some(s))
                    if s != me
                        && self.rules.capture == Capture::Jump
                        && !self.safe(tx, ty)
                        && self.at(tx + dx, ty + dy) == Some(None) =>
                {
                    let mut next = self.clone();
                    next.set(x, y, None);
                    next.set(tx, ty, None);
                    next.set(tx + dx, ty + dy, Some(me));
                    out.push((next, (1, tx + dx, ty + dy)));
                }
                _ => {}
            }
        }
        out
    }

    fn continue_chain(mut self, (taken, x, y): (usize, i32, i32), captured: bool, out: &mut Vec<Reference>) {
        if self.material_over() {
            out.push(self);
            return;
        }
        let further = if taken > 0 && self.rules.chain != Chain::None { self.single_moves(x, y, true) } else { vec![] };
        if further.is_empty() || self.rules.chain == Chain::Optional {
            let mut stop = self.clone();
            stop.finish_turn(captured);
            out.push(stop);
        }
        for (next, t) in further {
            next.continue_chain(t, true, out);
        }
    }

    fn material_over(&mut self) -> bool {
        let least = if self.rules.win_by == WinBy::OneLeft { 1 } else { 0 };
        if self.count(Side::Black) <= least || self.count(Side::White) <= least {
            self.over = true;
        }
        self.over
    }

    fn finish_turn(&mut self, captured: bool) {
        self.plies = if captured { 0 } else { self.plies + 1 };
        let next = self.turn.opponent();
        self.end_of_turn_checks(next);
    }

    fn end_of_turn_checks(&mut self, next: Side) {
        self.owed = None;
        if (self.rules.barrier && self.sealed())
            || (self.rules.no_capture_limit > 0 && self.plies >= u32::from(self.rules.no_capture_limit))
        {
            self.over = true;
            return;
        }
        self.turn = next;
        if self.can_move(next) {
            return;
        }
        if !self.can_move(next.opponent()) {
            self.over = true;
            return;
        }
        match self.rules.blocked {
            Blocked::OpponentMovesAgain => self.turn = next.opponent(),
            Blocked::OpponentOpens => {
                self.turn = next.opponent();
                self.owed = Some(next);
            }
            Blocked::BlockedRemoves => self.must_remove = true,
            Blocked::OpponentRemoves => {
                self.turn = next.opponent();
                self.must_remove = true;
            }
        }
    }

    fn can_move(&self, side: Side) -> bool {
        let mut probe = self.clone();
        probe.turn = side;
        self.all_cells()
            .into_iter()
            .any(|(x, y)| self.at(x, y) == Some(Some(side)) && !probe.single_moves(x, y, false).is_empty())
    }

    /// The barrier test written out plainly: every empty region borders one colour, and each
    /// side holds all its stones by standing still.
    fn sealed(&self) -> bool {
        let mut seen = vec![false; self.cells.len()];
        for (x, y) in self.all_cells() {
            if self.at(x, y) != Some(None) || seen[(y * self.n + x) as usize] {
                continue;
            }
            let mut colours = Vec::new();
            let mut stack = vec![(x, y)];
            seen[(y * self.n + x) as usize] = true;
            while let Some((cx, cy)) = stack.pop() {
                for (dx, dy) in DIRS {
                    match self.at(cx + dx, cy + dy) {
                        Some(None) if !seen[((cy + dy) * self.n + cx + dx) as usize] => {
                            seen[((cy + dy) * self.n + cx + dx) as usize] = true;
                            stack.push((cx + dx, cy + dy));
                        }
                        Some(Some(s)) if !colours.contains(&s) => colours.push(s),
                        _ => {}
                    }
                }
            }
            if colours.len() > 1 {
                return false;
            }
        }
        self.holds(Side::Black) && self.holds(Side::White)
    }

    /// The cells connected to `from` through cells that `pass` lets through.
    fn region(&self, from: &[(i32, i32)], pass: impl Fn(i32, i32) -> bool) -> Vec<(i32, i32)> {
        let mut seen: Vec<(i32, i32)> = from.iter().copied().filter(|&(x, y)| pass(x, y)).collect();
        let mut stack = seen.clone();
        while let Some((x, y)) = stack.pop() {
            for (dx, dy) in DIRS {
                let next = (x + dx, y + dy);
                if self.at(next.0, next.1).is_some() && pass(next.0, next.1) && !seen.contains(&next) {
                    seen.push(next);
                    stack.push(next);
                }
            }
        }
        seen
    }

    /// Whether `defender` keeps every stone for ever by standing still: the attacker, moving
    /// alone through every cell not holding a defender's stone, can never sandwich or jump
    /// one, and the defender has a stone out of the attacker's way with room to step.
    fn holds(&self, defender: Side) -> bool {
        let attacker = defender.opponent();
        let is = |x: i32, y: i32, v: Option<Side>| self.at(x, y) == Some(v);
        let theirs: Vec<(i32, i32)> = self.all_cells().into_iter().filter(|&(x, y)| is(x, y, Some(attacker))).collect();
        let reach = self.region(&theirs, |x, y| !is(x, y, Some(defender)));
        let pocket = |cell: (i32, i32)| self.region(&[cell], |x, y| reach.contains(&(x, y)));
        let roomy = |pocket: &[(i32, i32)]| pocket.iter().any(|&(x, y)| is(x, y, None));
        let mut kept: Vec<(i32, i32)> = Vec::new();
        for (x, y) in self.all_cells() {
            if !is(x, y, Some(defender)) {
                continue;
            }
            if DIRS.iter().any(|&(dx, dy)| reach.contains(&(x + dx, y + dy))) {
                kept.push((x, y));
            }
        }
        for &(x, y) in &kept.clone() {
            if self.safe(x, y) {
                continue;
            }
            for (dx, dy) in [(1, 0), (0, 1)] {
                let (a, b) = ((x - dx, y - dy), (x + dx, y + dy));
                if self.at(a.0, a.1).is_none() || self.at(b.0, b.1).is_none() {
                    continue;
                }
                for (from, to) in [(a, b), (b, a)] {
                    if !reach.contains(&from) {
                        continue;
                    }
                    if self.rules.capture == Capture::Custodian {
                        // A stone steps onto `from` while another stands on `to`.
                        let home = pocket(from);
                        let stones = home.iter().filter(|&&(px, py)| is(px, py, Some(attacker))).count();
                        if reach.contains(&to) && roomy(&home) && (!home.contains(&to) || stones >= 2) {
                            return false;
                        }
                    } else if is(to.0, to.1, None) || (is(to.0, to.1, Some(attacker)) && roomy(&pocket(to))) {
                        return false;
                    } else if is(to.0, to.1, Some(defender)) {
                        kept.push(to);
                    }
                }
            }
        }
        self.all_cells().into_iter().any(|(x, y)| {
            is(x, y, Some(defender))
                && !kept.contains(&(x, y))
                && DIRS.iter().any(|&(dx, dy)| is(x + dx, y + dy, None) && !reach.contains(&(x + dx, y + dy)))
        })
    }
}
