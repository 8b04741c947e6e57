//! The computer player against positions with known answers, checked by brute force where
//! the answer is not obvious, and against random positions of every size and preset.

use seega_ai::{choose, Choice, Limits, PROVEN, WIN};
use seega_core::{Action, Game, Position, Preset, Rules, Setup, Side, Size, Turn};

fn game(preset: Preset, setup: &str) -> Game {
    let setup: Setup = setup.parse().unwrap();
    Game::from_setup(preset.rules(Size::Five), &setup).unwrap()
}

fn think(game: &Game, limits: Limits) -> Choice {
    let choice = choose(game, &limits, &|| 0.0).expect("a turn");
    let mut copy = game.clone();
    copy.play_turn(&choice.turn).unwrap_or_else(|e| panic!("{} is illegal: {e}", choice.turn));
    choice
}

#[test]
fn takes_the_stone_that_leaves_one() {
    let g = game(Preset::Classic, "...../...../wb.w./...../....b w");
    let choice = think(&g, Limits::depth(3));
    assert_eq!(choice.turn.to_string(), "d3-c3");
    assert_eq!(choice.score, WIN - 1, "the win is one action away");
}

#[test]
fn takes_the_last_stone_when_all_must_go() {
    // Somali rules play on until a side has nothing left.
    let g = game(Preset::Somali, "...../...../wb.../..w../..... w");
    let choice = think(&g, Limits::depth(2));
    assert!(choice.score > PROVEN, "{choice:?}");
    let mut after = g.clone();
    after.play_turn(&choice.turn).unwrap();
    assert_eq!(after.outcome().and_then(|o| o.winner), Some(Side::White));
}

#[test]
fn follows_a_capture_chain_to_the_win() {
    // a2-b2 takes c2 against d2, and b2-b3 then takes b4 against b5: black is left with e5.
    let g = game(Preset::Classic, ".w..b/.b.../...../w.bw./..... w");
    let choice = think(&g, Limits::depth(1));
    assert_eq!(choice.turn.to_string(), "a2-b2-b3");
    assert_eq!(choice.score, WIN - 2);
    // Without chains the same position is no win in one turn.
    let mut rules = Preset::Classic.rules(Size::Five);
    rules.chain = seega_core::Chain::None;
    let g = Game::from_setup(rules, &".w..b/.b.../...../w.bw./..... w".parse().unwrap()).unwrap();
    assert!(think(&g, Limits::depth(1)).score < PROVEN);
}

#[test]
fn jumps_over_the_last_stone() {
    let g = game(Preset::Jump, "...../...../.wb../...../....w w");
    let choice = think(&g, Limits::depth(1));
    assert_eq!(choice.turn.to_string(), "b3-d3");
    assert_eq!(choice.score, WIN - 1);
}

#[test]
fn a_blocked_player_removes_then_moves() {
    // Egyptian rules: black cannot move, so it removes a white stone next to its own first.
    let g = game(Preset::Egyptian, "bw.../w..../...../....w/...wb b");
    assert_eq!(g.position().stage(), seega_core::Stage::Remove);
    let choice = think(&g, Limits::depth(2));
    assert!(matches!(choice.turn.actions[0], Action::Remove(_)), "{}", choice.turn);
    assert!(choice.turn.actions.len() >= 2, "the move follows the removal: {}", choice.turn);
}

#[test]
fn finishes_a_turn_under_way() {
    let mut g = Game::new(Rules::default());
    g.play_notation("a1").unwrap();
    let choice = think(&g, Limits::depth(1));
    assert_eq!(choice.turn.actions.len(), 1, "only the second drop is left: {}", choice.turn);
    assert!(choose(
        &{
            let mut over = game(Preset::Classic, "...../...../wb.w./...../....b w");
            over.play_notation("d3-c3").unwrap();
            over
        },
        &Limits::depth(1),
        &|| 0.0
    )
    .is_none());
}

#[test]
fn the_same_seed_gives_the_same_turn() {
    let mut g = Game::new(Rules::default());
    for t in ["b2,d4", "b4,d2", "a1,e5"] {
        g.play_notation(t).unwrap();
    }
    for level in 1..=3 {
        let limits = Limits { level: Some(level), seed: 42, time_ms: Some(f64::INFINITY), ..Limits::default() };
        let first = think(&g, limits);
        assert_eq!(first, think(&g, limits), "level {level}");
    }
    let limits = Limits { nodes: Some(3000), ..Limits::default() };
    assert_eq!(think(&g, limits), think(&g, limits));
}

/// Every turn from `position` as (actions, position after).
fn turns(position: &Position) -> Vec<(Vec<Action>, Position)> {
    fn walk(p: &Position, actions: &mut Vec<Action>, out: &mut Vec<(Vec<Action>, Position)>) {
        for &a in p.legal_actions().iter() {
            let mut next = *p;
            let played = next.play_unchecked(a);
            actions.push(a);
            if played.turn_ended || next.is_over() {
                out.push((actions.clone(), next));
            } else {
                walk(&next, actions, out);
            }
            actions.pop();
        }
    }
    let mut out = Vec::new();
    walk(position, &mut Vec::new(), &mut out);
    out
}

fn won_by(p: &Position, side: Side) -> bool {
    p.outcome().is_some_and(|o| o.winner == Some(side))
}

/// Whether `side` (to move) wins within its own next `n` turns whatever the other does.
fn forced_win(p: &Position, side: Side, n: u32) -> bool {
    if n == 0 {
        return false;
    }
    turns(p).iter().any(|(_, after)| {
        won_by(after, side)
            || (!after.is_over()
                && if after.turn() == side {
                    forced_win(after, side, n - 1)
                } else {
                    turns(after).iter().all(|(_, reply)| {
                        won_by(reply, side)
                            || (!reply.is_over() && reply.turn() == side && forced_win(reply, side, n - 1))
                    })
                })
    })
}

fn random_setup(seed: u64, black: u32, white: u32) -> String {
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let mut cells = ['.'; 25];
    for (stone, count) in [('b', black), ('w', white)] {
        let mut placed = 0;
        while placed < count {
            let i = next() % 25;
            if cells[i] == '.' && i != 12 {
                cells[i] = stone;
                placed += 1;
            }
        }
    }
    let ranks: Vec<String> = cells.chunks(5).map(|r| r.iter().collect()).collect();
    format!("{} w", ranks.join("/"))
}

#[test]
fn finds_every_two_turn_win_that_brute_force_finds() {
    let mut found = 0;
    for seed in 0..400u64 {
        let text = random_setup(seed, 2 + (seed % 2) as u32, 5);
        let Ok(g) = Game::from_setup(Rules::default(), &text.parse().unwrap()) else { continue };
        let p = *g.position();
        if p.is_over() || p.turn() != Side::White || forced_win(&p, Side::White, 1) {
            continue;
        }
        let wins = forced_win(&p, Side::White, 2);
        let choice = think(&g, Limits::depth(3));
        if wins {
            found += 1;
            assert!(choice.score > PROVEN, "{text}: missed the win, chose {} ({})", choice.turn, choice.score);
            let mut after = p;
            for &a in &choice.turn.actions {
                after.play_unchecked(a);
            }
            assert!(
                turns(&after).iter().all(|(_, reply)| reply.is_over() || forced_win(reply, Side::White, 1)),
                "{text}: {} lets black escape",
                choice.turn
            );
        } else {
            assert!(choice.score < WIN - 4, "{text}: claims a quick win that is not there ({})", choice.score);
        }
    }
    assert!(found >= 8, "only {found} positions with a two-turn win: the test needs more");
}

fn random_turn(game: &Game, seed: u64) -> Turn {
    let position = game.position();
    let mut p = *position;
    let mut turn = Turn::default();
    let mut state = seed ^ position.hash();
    loop {
        let list = p.legal_actions();
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let a = list[(state >> 33) as usize % list.len()];
        turn.actions.push(a);
        let played = p.play_unchecked(a);
        if played.turn_ended || p.is_over() {
            return turn;
        }
    }
}

#[test]
fn never_returns_an_illegal_turn() {
    let mut checked = 0;
    for preset in Preset::ALL {
        for size in Size::ALL {
            let games = match size {
                Size::Five => 12,
                Size::Seven => 3,
                Size::Nine => 1,
            };
            for n in 0..games {
                let mut g = Game::new(preset.rules(size));
                let seed = (n as u64) << 8 ^ preset as u64 ^ (size as u64) << 4;
                let mut turn_number = 0u64;
                while g.outcome().is_none() && turn_number < 300 {
                    turn_number += 1;
                    let every = if size == Size::Five { 1 } else { 7 };
                    if turn_number % every == 0 {
                        let limits = match turn_number % 3 {
                            0 => Limits { level: Some(1), seed, time_ms: Some(f64::INFINITY), ..Limits::default() },
                            1 => Limits { nodes: Some(400), ..Limits::default() },
                            _ => Limits::depth(1),
                        };
                        think(&g, limits);
                        checked += 1;
                    }
                    // Stop half-way through a turn now and then: the engine must finish it.
                    let turn = random_turn(&g, seed ^ turn_number);
                    if turn.actions.len() > 1 && turn_number % 5 == 0 {
                        g.play(turn.actions[0]).unwrap();
                        think(&g, Limits::depth(1));
                        checked += 1;
                        g.undo();
                    }
                    g.play_turn(&turn).unwrap();
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn the_rest_of_a_turn_that_stops_its_chain_is_written_end_and_reads_back() {
    // White's c2-c3 takes c4 (against c5); c3-c4 could go on to take d4. Whatever the
    // computer chooses for the rest of the turn, its token reads back and finishes the turn.
    let mut g = game(Preset::Classic, "wwwbb/bbbbw/bw.bb/wwwbb/wbwww w");
    g.play("c2-c3".parse::<Turn>().unwrap().actions[0]).unwrap();
    for seed in 0..12 {
        let choice = think(&g, Limits { seed, ..Limits::level(1) });
        let token = choice.turn.to_string();
        assert!(token == "end" || token.starts_with("c3-c4"), "seed {seed}: {token:?}");
        let mut copy = g.clone();
        copy.play_turn(&token.parse::<Turn>().unwrap()).unwrap();
        assert_eq!(copy.position().turn(), Side::Black, "seed {seed}: the turn is over");
    }
}
