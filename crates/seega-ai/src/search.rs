//! Iterative-deepening alpha-beta (negamax with principal-variation windows) over single
//! actions, with a quiescence search of captures at the horizon.
//!
//! The search walks actions, not whole turns, so that the two drops of a placement turn in
//! either order meet in the transposition table. A value is always for the side to move, and
//! it is negated only when the side to move changes: the second drop of a turn, a step of a
//! capture chain, the move after a removal, and a turn played again because the opponent is
//! blocked all keep the sign. Depth counts turns: only an action that ends a turn uses it up,
//! so the horizon never falls in the middle of a turn.

use std::sync::Arc;

use seega_core::{Action, ActionList, EndReason, Game, Outcome, Phase, Position, Stage, Turn};

use crate::eval::{Evaluator, Weights};
use crate::ordering::{pick, Ordering};
use crate::simplify::{trade_term, TRADE_BONUS};
use crate::symmetry::distinct_actions;
use crate::table::{pack, Bound, Table, NO_ACTION};
use crate::tablebase::{Tablebase, Verdict};

/// The score of a won game, less one for each action until the win, so that the quickest win
/// and the slowest loss score best.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this (either sign) are proven wins or losses.
pub const PROVEN: i32 = WIN - 10_000;
const INFINITY: i32 = WIN + 1;
const MAX_PLY: usize = 128;
/// The transposition table's size, as a power of two of its entries (16 bytes each): 16 MB.
pub const TABLE_BITS: u32 = 20;
/// How many nodes pass between looks at the clock.
const POLL_INTERVAL: u64 = 1024;

/// What bounds one search.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Budget {
    pub depth: u32,
    pub nodes: u64,
    /// Milliseconds for the whole search, or infinity.
    pub time_ms: f64,
}

/// How a level plays apart from its budget: the mistakes it makes on purpose.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Style {
    /// Each root action's score is shifted by a seeded amount up to this many hundredths of
    /// a stone either way.
    pub noise: i32,
    /// Per mille: the chance that a capturing first action goes unseen.
    pub miss: u32,
    /// Whether captures are followed beyond the horizon.
    pub quiescence: bool,
}

/// The search's answer for a position: the rest of the turn and how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The turn to play (or the rest of the turn under way).
    pub turn: Turn,
    /// Its value for the side to move, in hundredths of a stone; beyond ±[`PROVEN`] a forced
    /// win or loss.
    pub score: i32,
    /// Turns searched in the last completed iteration.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The endgame tables' verdict on the position, when it is in them (the turn is then the
    /// tables' best: the quickest win, else a draw, else the slowest loss).
    pub tablebase: Option<Verdict>,
    /// Whether the score is a fact rather than an estimate: a forced win or loss found by the
    /// search (beyond ±[`PROVEN`]), or the endgame tables' verdict (a draw included). A search
    /// that proves its result stops deepening: more time would not change it.
    pub proven: bool,
}

#[derive(Clone)]
struct Iteration {
    action: Action,
    score: i32,
    line: Vec<Action>,
}

/// The root actions an iteration has searched so far, in its order: all of them once it is
/// complete; some when a slice ended in the middle of it, and the next slice goes on from the
/// first action not yet searched.
#[derive(Clone)]
struct RootProgress {
    /// How many of the iteration's actions, in its order, are searched.
    next: usize,
    /// Each action's score (by its index in the root's actions), `-INFINITY` until searched.
    scores: Vec<i32>,
    /// The best so far: its index, its score, and its score with the level's noise.
    best: Option<(usize, i32, i32)>,
    /// The best action's line.
    line: Vec<Action>,
}

impl RootProgress {
    fn new(actions: usize) -> RootProgress {
        RootProgress { next: 0, scores: vec![-INFINITY; actions], best: None, line: Vec::new() }
    }

    fn best(&self, actions: &[Action]) -> Option<Iteration> {
        let (i, score, _) = self.best?;
        Some(Iteration { action: actions[i], score, line: self.line.clone() })
    }
}

/// Iterative deepening from one position, kept between the slices of a search cut into
/// slices (the computer thinking on the player's time, which lets a message in between): each
/// slice goes on deepening where the last one stopped, inside the iteration it cut short, and
/// runs to its own end. Made by [`Search::deepen`], run on by [`Search::resume`].
pub struct Deepening {
    root: Position,
    past: Vec<u64>,
    budget: Budget,
    style: Style,
    probing: bool,
    actions: Vec<Action>,
    noise: Vec<i32>,
    order: Vec<usize>,
    /// The last iteration completed, and its depth.
    done: Option<(Iteration, u32)>,
    /// The iteration under way (one deeper than `done`): the root actions it searched.
    progress: RootProgress,
    nodes: u64,
    /// Whether deepening is over: a result proven, one action to play, the depth or node
    /// limit reached, or the tables' answer.
    finished: bool,
    /// The endgame tables' answer at the root, which needs no search.
    answer: Option<Choice>,
}

impl Deepening {
    /// Whether deepening is over: more slices would not change the answer (a proven result,
    /// a single action to play, the limits' depth or nodes reached, the tables' answer).
    #[must_use]
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Turns searched in the last completed iteration.
    #[must_use]
    pub fn depth(&self) -> u32 {
        self.done.as_ref().map_or(0, |(_, depth)| *depth)
    }

    /// Positions visited over all the slices.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The position searched.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.root
    }
}

/// What bounds one slice of a [`Deepening`]: the most positions to visit (checked every
/// thousand or so) and the most milliseconds, whichever comes first.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Slice {
    /// The most positions the slice visits.
    pub nodes: u64,
    /// The most milliseconds it searches, measured with the caller's clock.
    pub time_ms: f64,
}

impl Slice {
    /// A slice of `nodes` positions, without a time limit.
    #[must_use]
    pub fn nodes(nodes: u64) -> Slice {
        Slice { nodes, time_ms: f64::INFINITY }
    }

    /// A slice of `time_ms` milliseconds.
    #[must_use]
    pub fn time(time_ms: f64) -> Slice {
        Slice { nodes: u64::MAX, time_ms }
    }
}

/// A reusable searcher: what lives from one search to the next (the transposition table, the
/// move ordering's killers and history, the evaluator and its weights, the endgame tables),
/// so a game played with one `Search` gains from earlier thinking. Each search is a [`Run`]
/// of its own. A fresh `Search` with the same limits and seed always chooses the same turn.
pub struct Search {
    table: Table,
    ordering: Ordering,
    evaluator: Evaluator,
    size: seega_core::Size,
    /// The weights given, or `None` for each board's tuned ones ([`Weights::for_size`]).
    weights: Option<Weights>,
    tablebase: Option<Arc<Tablebase>>,
    /// Hundredths of a stone per stone gone from the board for the side ahead (trading down).
    trade_bonus: i32,
}

/// One search: its limits and clock, what it counted and where it is, over the searcher
/// whose table and ordering it reads and adds to.
struct Run<'a> {
    search: &'a mut Search,
    /// The caller's clock, in milliseconds.
    clock: &'a dyn Fn() -> f64,
    quiescence: bool,
    nodes: u64,
    node_limit: u64,
    deadline: f64,
    can_stop: bool,
    stopped: bool,
    path: Vec<u64>,
    past: Vec<u64>,
    /// Repetition endings met so far: a result that rests on one depends on the path that led
    /// to it, and is not kept in the table for other paths.
    repetitions: u64,
    pv: Vec<[Action; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    /// Whether the tables apply to this search (the rules match, full strength).
    probing: bool,
}

impl Default for Search {
    fn default() -> Search {
        Search::new()
    }
}

impl Search {
    /// A search with each board's tuned weights and a transposition table of 2^[`TABLE_BITS`]
    /// entries.
    #[must_use]
    pub fn new() -> Search {
        let mut search = Search::with_weights(Weights::default(), TABLE_BITS);
        search.weights = None;
        search
    }

    /// A search with given evaluation weights, on every board, and a table of
    /// `2^table_bits` entries.
    #[must_use]
    pub fn with_weights(weights: Weights, table_bits: u32) -> Search {
        Search {
            table: Table::new(table_bits),
            ordering: Ordering::new(MAX_PLY),
            evaluator: Evaluator::new(seega_core::Size::Five, weights),
            size: seega_core::Size::Five,
            weights: Some(weights),
            tablebase: None,
            trade_bonus: TRADE_BONUS,
        }
    }

    /// The evaluation weights in use on the board last searched (5x5 before any search).
    #[must_use]
    pub fn weights(&self) -> Weights {
        self.weights.unwrap_or_else(|| Weights::for_size(self.size))
    }

    /// Endgame tables to look positions up in, or `None` to search without them. They are used
    /// when they cover the game's rules and the search plays at full strength (no deliberate
    /// mistakes): the levels from 4 up, and explicit limits.
    pub fn set_tablebase(&mut self, tablebase: Option<Arc<Tablebase>>) {
        self.tablebase = tablebase;
    }

    /// Sets what the side ahead is paid for each stone gone from the board, in hundredths of a
    /// stone ([`TRADE_BONUS`] by default; 0 leaves trades to the evaluation alone).
    pub fn set_trade_bonus(&mut self, per_stone: i32) {
        self.trade_bonus = per_stone;
    }

    /// The evaluation, with the bonus for trading down when ahead.
    fn evaluate(&self, pos: &Position) -> i32 {
        self.evaluator.evaluate(pos) + trade_term(pos, self.trade_bonus)
    }

    /// Forgets everything learnt: the table, killers and history.
    pub fn clear(&mut self) {
        self.table.clear();
        self.ordering.clear();
    }

    /// The line this search expects from `game`'s position: up to `turns` whole turns, each
    /// the endgame tables' best where they know the position, else the actions its table holds
    /// as best, for as long as they are legal and no position comes twice. Asked right after
    /// a search of the position before, it is that search's principal variation.
    #[must_use]
    pub fn line(&self, game: &Game, turns: usize) -> Vec<Turn> {
        let mut pos = *game.position();
        let mut line = Vec::new();
        let mut turn = Turn::default();
        let mut seen = Vec::new();
        while line.len() < turns && !pos.is_over() && !seen.contains(&pos.hash()) {
            seen.push(pos.hash());
            let tables = self.tablebase.as_ref().filter(|t| pos.at_turn_start() && t.covers(pos.rules()));
            if let Some((best, _)) = tables.and_then(|t| t.best_turn(&pos)) {
                best.actions.iter().for_each(|&a| _ = pos.play_unchecked(a));
                line.push(best);
                continue;
            }
            let Some(hit) = self.table.probe(pos.hash()) else { break };
            let Some(action) = pos.legal_actions().iter().copied().find(|&a| pack(a) == hit.action) else { break };
            turn.actions.push(action);
            if pos.play_unchecked(action).turn_ended || pos.is_over() {
                line.push(std::mem::take(&mut turn));
            }
        }
        line
    }

    /// The search for [`crate::choose`]: the turn for the side to move in `game`. It stops
    /// deepening once half its time is gone: the next iteration would not finish.
    pub(crate) fn think(
        &mut self,
        game: &Game,
        budget: Budget,
        style: Style,
        seed: u64,
        clock: &dyn Fn() -> f64,
    ) -> Option<Choice> {
        let mut deepening = self.begin(game, budget, style, seed)?;
        let start = clock();
        self.run(&mut deepening, budget.nodes, start + budget.time_ms, Some((start, budget.time_ms)), clock)
    }

    /// Iterative deepening from `game`'s position under `budget` and `style`, not yet started
    /// (`None` when the game is over); the budget's time is left to the slices.
    pub(crate) fn begin(&mut self, game: &Game, budget: Budget, style: Style, seed: u64) -> Option<Deepening> {
        if game.outcome().is_some() {
            return None;
        }
        let root = *game.position();
        if root.size() != self.size {
            self.size = root.size();
            self.evaluator = Evaluator::new(root.size(), self.weights());
        }
        self.table.new_search();
        let probing =
            style.noise == 0 && style.miss == 0 && self.tablebase.as_ref().is_some_and(|t| t.covers(game.rules()));
        let answer = if probing { self.table_turn(&root) } else { None };

        let legal = root.legal_actions();
        let mut actions = distinct_actions(&root, &legal);
        if style.miss > 0 {
            let seen: Vec<Action> = actions
                .iter()
                .copied()
                .filter(|&a| {
                    !captures(&root, a)
                        || mix(seed ^ root.hash() ^ u64::from(pack(a)) ^ 0xA5A5) % 1000 >= u64::from(style.miss)
                })
                .collect();
            if !seen.is_empty() {
                actions = seen;
            }
        }
        let noise: Vec<i32> = actions
            .iter()
            .map(|&a| {
                if style.noise == 0 {
                    return 0;
                }
                let span = 2 * style.noise as u64 + 1;
                (mix(seed.wrapping_mul(0x9E37_79B9) ^ root.hash() ^ u64::from(pack(a)) << 20) % span) as i32
                    - style.noise
            })
            .collect();
        let mut order: Vec<usize> = (0..actions.len()).collect();
        {
            let table_action = self.table.probe(root.hash()).map_or(NO_ACTION, |h| h.action);
            let mut keys = vec![0; actions.len()];
            self.ordering.keys(&root, &actions, table_action, 0, &mut keys);
            order.sort_by_key(|&i| std::cmp::Reverse(keys[i]));
        }
        Some(Deepening {
            past: turn_starts(game, &root),
            root,
            budget,
            style,
            probing,
            progress: RootProgress::new(actions.len()),
            actions,
            noise,
            order,
            done: None,
            nodes: 0,
            finished: answer.is_some(),
            answer,
        })
    }

    /// Runs `deepening` on for one slice, to the slice's end (or until deepening is over),
    /// and gives the answer so far: the last completed iteration's, or the best of the root
    /// actions the iteration under way has searched when that is another turn. The next slice
    /// goes on inside the iteration this one cut short. The limits' depth and node count hold
    /// over all the slices; their time is the caller's to share out.
    pub fn resume(&mut self, deepening: &mut Deepening, slice: Slice, clock: &dyn Fn() -> f64) -> Option<Choice> {
        let start = clock();
        let limit = deepening.nodes.saturating_add(slice.nodes).min(deepening.budget.nodes);
        self.run(deepening, limit, start + slice.time_ms, None, clock)
    }

    /// Deepens `deepening` until `node_limit` positions in all, the clock's `deadline`, or (with
    /// `half`, a start and a time) half that time gone; then its answer.
    fn run(
        &mut self,
        deepening: &mut Deepening,
        node_limit: u64,
        deadline: f64,
        half: Option<(f64, f64)>,
        clock: &dyn Fn() -> f64,
    ) -> Option<Choice> {
        if let Some(answer) = &deepening.answer {
            return Some(answer.clone());
        }
        if deepening.root.size() != self.size {
            self.size = deepening.root.size();
            self.evaluator = Evaluator::new(self.size, self.weights());
        }
        let mut run = Run {
            search: self,
            clock,
            quiescence: deepening.style.quiescence,
            nodes: deepening.nodes,
            node_limit,
            deadline,
            can_stop: false,
            stopped: false,
            path: Vec::new(),
            past: std::mem::take(&mut deepening.past),
            repetitions: 0,
            pv: vec![[Action::End; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            probing: deepening.probing,
        };
        if !deepening.finished {
            run.deepen(deepening, half);
        }
        let choice = run.answer(deepening);
        deepening.nodes = run.nodes;
        deepening.past = std::mem::take(&mut run.past);
        choice
    }

    /// The tables' turn for `root`, when the tables know it: the quickest win, a draw, or the
    /// slowest loss.
    fn table_turn(&self, root: &Position) -> Option<Choice> {
        let tables = self.tablebase.as_ref()?;
        let verdict = tables.probe(root)?;
        if !trusted(verdict, root) {
            return None;
        }
        let (turn, verdict) = tables.best_turn(root)?;
        Some(Choice {
            turn,
            score: verdict_score(verdict, 0),
            depth: 0,
            nodes: 0,
            tablebase: Some(verdict),
            proven: true,
        })
    }
}

impl Run<'_> {
    /// Iterative deepening of `d` from where it stands, until this run stops (its slice is
    /// over), deepening is over, or (`half`: a start and a time) half the time is gone.
    fn deepen(&mut self, d: &mut Deepening, half: Option<(f64, f64)>) {
        let max = d.budget.depth.max(1);
        for depth in d.depth() + 1..=max {
            self.can_stop = depth > 1;
            let result =
                self.root_iteration(&d.root, &d.actions, &d.noise, &mut d.order, depth as i32, &mut d.progress);
            if self.stopped {
                // Cut short by the slice's end, or by the limits' nodes, which no slice passes.
                d.finished = self.nodes >= d.budget.nodes;
                return;
            }
            d.progress = RootProgress::new(d.actions.len());
            let Some(result) = result else {
                d.finished = true;
                return;
            };
            let proven = result.score.abs() >= PROVEN;
            d.done = Some((result, depth));
            if proven || d.actions.len() == 1 && depth >= 2 || depth == max {
                d.finished = true;
                return;
            }
            if let Some((start, time_ms)) = half {
                if time_ms.is_finite() && (self.clock)() - start >= 0.5 * time_ms {
                    // The next iteration takes several times as long as this one: it would not finish.
                    return;
                }
            }
        }
        d.finished = true;
    }

    /// The answer of `d` so far: the last completed iteration's turn, or, when the iteration
    /// under way already found another best among the root actions it searched, that one.
    fn answer(&mut self, d: &Deepening) -> Option<Choice> {
        let (done, depth) = d.done.as_ref()?;
        let (best, complete) = match d.progress.best(&d.actions) {
            Some(partial) if partial.action != done.action => (partial, false),
            _ => (done.clone(), true),
        };
        // A win among the actions searched is a win; a loss only once every action is searched
        // (and none left out by a level's mistakes).
        let proven = d.style.miss == 0 && (best.score >= PROVEN || complete && best.score <= -PROVEN);
        let turn = self.finish_turn(&d.root, best.line, *depth);
        Some(Choice { turn, score: best.score, depth: *depth, nodes: self.nodes, tablebase: None, proven })
    }

    /// One iteration at the root: every root action searched to `depth`, the best first,
    /// from the first one `progress` has not searched. Scores compared include each action's
    /// noise, so a noisy level still searches exactly. Stopped early, it returns the best of
    /// the actions it finished, if any, and `progress` says where to go on.
    fn root_iteration(
        &mut self,
        root: &Position,
        actions: &[Action],
        noise: &[i32],
        order: &mut [usize],
        depth: i32,
        progress: &mut RootProgress,
    ) -> Option<Iteration> {
        self.pv_len[0] = 0;
        self.path.clear();
        if root.at_turn_start() && root.phase() == Phase::Movement {
            self.path.push(root.hash());
        }
        while let Some(&i) = order.get(progress.next) {
            let action = actions[i];
            let mut child = *root;
            let played = child.play_unchecked(action);
            let child_depth = if played.turn_ended { depth - 1 } else { depth };
            let flip = child.turn() != root.turn();
            let value = match progress.best {
                None => self.child(&child, flip, child_depth, -INFINITY, INFINITY, 1),
                Some((_, _, best_noisy)) => {
                    let floor = (best_noisy - noise[i]).clamp(-INFINITY, INFINITY - 1);
                    let v = self.child(&child, flip, child_depth, floor, floor + 1, 1);
                    if v > floor && !self.stopped {
                        self.child(&child, flip, child_depth, floor, INFINITY, 1)
                    } else {
                        v
                    }
                }
            };
            if self.stopped {
                return progress.best(actions);
            }
            progress.scores[i] = value;
            if progress.best.is_none_or(|(_, _, b)| value + noise[i] > b) {
                progress.best = Some((i, value, value + noise[i]));
                progress.line.clear();
                progress.line.push(action);
                progress.line.extend_from_slice(&self.pv[1][1..self.pv_len[1].max(1)]);
            }
            progress.next += 1;
        }
        // Next time, the best first, then by this iteration's scores.
        order.sort_by_key(|&i| std::cmp::Reverse(progress.scores[i]));
        if let Some((i, _, _)) = progress.best {
            if let Some(at) = order.iter().position(|&j| j == i) {
                order[..=at].rotate_right(1);
            }
        }
        progress.best(actions)
    }

    #[allow(clippy::too_many_arguments)]
    fn child(&mut self, child: &Position, flip: bool, depth: i32, lo: i32, hi: i32, ply: usize) -> i32 {
        if flip {
            -self.negamax(child, depth, -hi, -lo, ply)
        } else {
            self.negamax(child, depth, lo, hi, ply)
        }
    }

    fn poll(&mut self) {
        if self.can_stop && (self.nodes >= self.node_limit || (self.clock)() >= self.deadline) {
            self.stopped = true;
        }
    }

    fn count(&mut self) {
        self.nodes += 1;
        if self.nodes % POLL_INTERVAL == 0 || self.nodes >= self.node_limit {
            self.poll();
        }
    }

    /// How many times the position `hash` came before on the way here: in the game before the
    /// root and on the search's path from it (turn starts in movement, as the game counts them).
    fn earlier(&self, hash: u64) -> usize {
        self.path.iter().chain(&self.past).filter(|&&h| h == hash).count()
    }

    fn negamax(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        if let Some(outcome) = pos.outcome() {
            return outcome_score(outcome, pos, ply);
        }
        let at_start = pos.at_turn_start();
        let movement = pos.phase() == Phase::Movement;
        // The third time a position comes about the game ends on stone count, as `Game` ends
        // it. A second time is searched on like any other: the side behind may still turn
        // aside, so it is no result of its own.
        if at_start && movement && self.earlier(pos.hash()) >= 2 {
            self.repetitions += 1;
            return outcome_score(Outcome { winner: pos.leader(), reason: EndReason::Repetition }, pos, ply);
        }
        let repetitions = self.repetitions;
        if let Some(score) = self.probe(pos, ply) {
            return score;
        }
        if depth <= 0 && at_start {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.count();
        if self.stopped {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.search.evaluate(pos);
        }

        let key = pos.hash();
        let mut table_action = NO_ACTION;
        if let Some(hit) = self.search.table.probe(key) {
            table_action = hit.action;
            if hit.depth as i32 >= depth {
                let score = from_table(hit.score, ply);
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        let mut list = pos.legal_actions();
        let actions = list.as_mut_slice();
        let n = actions.len();
        if n == 0 {
            return self.search.evaluate(pos);
        }
        let mut keys = [0i32; ActionList::CAPACITY];
        self.search.ordering.keys(pos, actions, table_action, ply, &mut keys[..n]);

        let pushed = at_start && movement;
        if pushed {
            self.path.push(key);
        }
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_action = NO_ACTION;
        for i in 0..n {
            let action = pick(actions, &mut keys[..n], i);
            let mut child = *pos;
            let played = child.play_unchecked(action);
            let child_depth = if played.turn_ended { depth - 1 } else { depth };
            let flip = child.turn() != pos.turn();
            let value = if i == 0 {
                self.child(&child, flip, child_depth, alpha, beta, ply + 1)
            } else {
                let v = self.child(&child, flip, child_depth, alpha, alpha + 1, ply + 1);
                if v > alpha && v < beta && !self.stopped {
                    self.child(&child, flip, child_depth, alpha, beta, ply + 1)
                } else {
                    v
                }
            };
            if self.stopped {
                break;
            }
            if value > best {
                best = value;
                best_action = pack(action);
                if value > alpha {
                    alpha = value;
                    self.pv[ply][ply] = action;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    let end = self.pv_len[ply + 1].max(ply + 1);
                    head[ply][ply + 1..end].copy_from_slice(&tail[0][ply + 1..end]);
                    self.pv_len[ply] = end;
                    if alpha >= beta {
                        if played.captured.is_empty() && action != Action::End {
                            self.search.ordering.reward(pos.turn(), action, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        if pushed {
            self.path.pop();
        }
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A win or loss proven through a repetition on this path may not be one on another.
        if best.abs() < PROVEN || self.repetitions == repetitions {
            self.search.table.store(key, depth.max(0) as u32, to_table(best, ply), bound, best_action);
        }
        best
    }

    /// Beyond the horizon only captures are followed, so that a position is not judged in the
    /// middle of an exchange; the side to move may also stop (stand pat).
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        if let Some(outcome) = pos.outcome() {
            return outcome_score(outcome, pos, ply);
        }
        if let Some(score) = self.probe(pos, ply) {
            return score;
        }
        self.count();
        if self.stopped {
            return 0;
        }
        let stand = self.search.evaluate(pos);
        if !self.quiescence || ply >= MAX_PLY - 1 || pos.phase() != Phase::Movement || pos.stage() == Stage::Remove {
            return stand;
        }
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let list = pos.legal_actions();
        // The captures, most stones taken first and then in the legal order: one key each,
        // the count of stones above the complement of the index (below 256).
        const _: () = assert!(ActionList::CAPACITY <= 256);
        let mut order = [0u32; ActionList::CAPACITY];
        let mut n = 0;
        let taking = pos.captures();
        for (i, &action) in list.iter().enumerate() {
            if let Action::Step { from, to } = action {
                let taken = taking.of(from, to).len();
                if taken > 0 {
                    order[n] = taken << 8 | (255 - i as u32);
                    n += 1;
                }
            }
        }
        order[..n].sort_unstable_by(|a, b| b.cmp(a));
        for &key in &order[..n] {
            let action = list[255 - (key & 255) as usize];
            let mut child = *pos;
            child.play_unchecked(action);
            let flip = child.turn() != pos.turn();
            let value = if flip {
                -self.quiesce(&child, -beta, -alpha, ply + 1)
            } else {
                self.quiesce(&child, alpha, beta, ply + 1)
            };
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The tables' score for a position `ply` actions from the root, when they have it and the
    /// no-capture limit cannot change it (see [`trusted`]).
    fn probe(&self, pos: &Position, ply: usize) -> Option<i32> {
        if !self.probing {
            return None;
        }
        let verdict = self.search.tablebase.as_ref()?.probe(pos)?;
        trusted(verdict, pos).then(|| verdict_score(verdict, ply))
    }

    /// The rest of the turn after the chosen first action: the principal variation while it
    /// lasts, then the table's actions, then (rarely) a fresh search of the position reached.
    fn finish_turn(&mut self, root: &Position, line: Vec<Action>, depth: u32) -> Turn {
        let mut turn = Turn::default();
        let mut pos = *root;
        let mut line = line.into_iter();
        loop {
            let next = line
                .next()
                .filter(|&a| pos.is_legal(a))
                .or_else(|| {
                    let code = self.search.table.probe(pos.hash())?.action;
                    pos.legal_actions().iter().copied().find(|&a| pack(a) == code)
                })
                .unwrap_or_else(|| self.best_action(&pos, depth));
            turn.actions.push(next);
            let played = pos.play_unchecked(next);
            if played.turn_ended || pos.is_over() {
                return turn;
            }
            line = Vec::new().into_iter();
        }
    }

    /// The best action at a mid-turn position by a plain fixed-depth search.
    fn best_action(&mut self, pos: &Position, depth: u32) -> Action {
        let list = pos.legal_actions();
        let actions: Vec<Action> = list.to_vec();
        let noise = vec![0; actions.len()];
        let mut order: Vec<usize> = (0..actions.len()).collect();
        let can_stop = self.can_stop;
        self.can_stop = false;
        self.stopped = false;
        let mut progress = RootProgress::new(actions.len());
        let result = self.root_iteration(pos, &actions, &noise, &mut order, depth.clamp(1, 2) as i32, &mut progress);
        self.can_stop = can_stop;
        result.map_or(actions[0], |r| r.action)
    }
}

/// Whether a table verdict holds in the game with its no-capture limit: the tables leave the
/// limit out. A forced finish is trusted when it comes before the limit could end the game; a
/// result on stone count always (the limit counts stones too); a draw when the stones are
/// equal (the limit draws too), or with more than [`DRAW_MARGIN`] turns left before the limit.
fn trusted(verdict: Verdict, pos: &Position) -> bool {
    let limit = pos.rules().no_capture_limit;
    if limit == 0 {
        return true;
    }
    let left = u32::from(limit.saturating_sub(pos.plies_without_capture()));
    match verdict {
        Verdict::Win { turns: Some(d) } | Verdict::Loss { turns: Some(d) } => d <= left,
        Verdict::Win { turns: None } | Verdict::Loss { turns: None } => true,
        Verdict::Draw => pos.leader().is_none() || left > DRAW_MARGIN,
    }
}

/// Turns before the no-capture limit beyond which a table draw between unequal sides is
/// trusted: the side behind forces its drawing capture well within this many turns.
const DRAW_MARGIN: u32 = 30;

/// A win on stone count, which no one can force to come sooner: proven, but below every
/// forced finish, so that the search still prefers a finish it can force.
const COUNT_WIN: i32 = PROVEN + 1000;

/// A table verdict as a search score, `ply` actions from the root.
fn verdict_score(verdict: Verdict, ply: usize) -> i32 {
    let ply = ply as i32;
    match verdict {
        Verdict::Win { turns: Some(d) } => WIN - ply - d as i32,
        Verdict::Loss { turns: Some(d) } => -(WIN - ply - d as i32),
        Verdict::Win { turns: None } => COUNT_WIN - ply,
        Verdict::Loss { turns: None } => -(COUNT_WIN - ply),
        Verdict::Draw => 0,
    }
}

/// A finished game's score for the side to move at `pos`.
fn outcome_score(outcome: Outcome, pos: &Position, ply: usize) -> i32 {
    match outcome.winner {
        None => 0,
        Some(side) if side == pos.turn() => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
    }
}

/// Win scores count from the root; the table holds them counted from the position.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= PROVEN {
        score + ply as i32
    } else if score <= -PROVEN {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= PROVEN {
        score - ply as i32
    } else if score <= -PROVEN {
        score + ply as i32
    } else {
        score
    }
}

fn captures(pos: &Position, action: Action) -> bool {
    match action {
        Action::Step { from, to } => !pos.captures_of(from, to).is_empty(),
        _ => false,
    }
}

/// The hashes of the game's earlier turn-start positions that could come again: the same
/// number of stones as now (a capture makes every earlier position unreachable).
fn turn_starts(game: &Game, root: &Position) -> Vec<u64> {
    let stones = |p: &Position| p.stones(seega_core::Side::Black).len() + p.stones(seega_core::Side::White).len();
    let mut pos = *game.start();
    let mut hashes = Vec::new();
    let keep = |p: &Position, hashes: &mut Vec<u64>| {
        if p.at_turn_start() && p.phase() == Phase::Movement && stones(p) == stones(root) {
            hashes.push(p.hash());
        }
    };
    keep(&pos, &mut hashes);
    for turn in game.turns() {
        for &action in &turn.actions {
            pos.play_unchecked(action);
        }
        keep(&pos, &mut hashes);
    }
    // The root itself, at a turn's start, is counted on the search's path.
    if root.at_turn_start() && hashes.last() == Some(&root.hash()) {
        hashes.pop();
    }
    hashes
}

pub(crate) use seega_core::mix;
