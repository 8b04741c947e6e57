//! A search cut into slices ([`Search::deepen`], [`Search::resume`]) deepens across them as
//! one search would, and says its result is proven only when it is. Slices are counted in
//! nodes, not milliseconds, so that every run of these tests searches the same trees.

use seega_ai::{Choice, Limits, Search, Slice, PROVEN};
use seega_core::{Game, Preset, Setup, Size};

fn game(setup: &str) -> Game {
    let setup: Setup = setup.parse().unwrap();
    Game::from_setup(Preset::Classic.rules(Size::Five), &setup).unwrap()
}

/// Positions of every kind: the empty board (placement), a crowded middle game, open ones
/// and endings.
fn positions() -> Vec<Game> {
    let mut games = vec![Game::new(Preset::Classic.rules(Size::Five)), Game::new(Preset::Classic.rules(Size::Seven))];
    for setup in [
        "w.ww./..b../b.b.w/..w.b/bb... b",
        "wwwbb/bbbbw/bw.bb/wwwbb/wbwww w",
        "w.w../...../...../w..../bb... b",
        "..b../..b../bbb../wwww./..... b",
    ] {
        games.push(game(setup));
    }
    games
}

/// Deepens `game` for `slices` slices of `nodes` positions each, with a searcher of its own.
fn sliced(game: &Game, slices: u32, nodes: u64) -> Choice {
    let mut search = Search::new();
    let mut deepening = search.deepen(game, &Limits::depth(64)).expect("a game under way");
    let mut choice = None;
    for _ in 0..slices {
        choice = search.resume(&mut deepening, Slice::nodes(nodes), &|| 0.0);
        if deepening.finished() {
            break;
        }
    }
    let choice = choice.expect("an answer");
    assert_eq!(choice.depth, deepening.depth());
    assert_eq!(choice.nodes, deepening.nodes());
    choice
}

/// One search of `nodes` positions, with a searcher of its own.
fn whole(game: &Game, nodes: u64) -> Choice {
    let limits = Limits { depth: Some(64), nodes: Some(nodes), ..Limits::default() };
    Search::new().choose(game, &limits, &|| 0.0).expect("an answer")
}

/// What going back into the iteration a slice cut short costs the next slice, in positions:
/// the way down to where it stopped is visited again (each position on it and its children
/// searched already, answered from the table), a few hundred positions.
const REENTRY: u64 = 250;

#[test]
fn slices_deepen_as_far_as_one_search_of_their_nodes() {
    for game in positions() {
        for (slices, nodes) in [(10, 2_000), (20, 5_000), (8, 25_000), (100, 1_000)] {
            // Each with a cold table of its own.
            let one = whole(&game, slices * (nodes - REENTRY));
            let cut = sliced(&game, slices as u32, nodes);
            assert!(
                cut.depth >= one.depth,
                "{}: {slices} slices of {nodes} nodes reached depth {} ({} nodes), one search {} ({} nodes)",
                game.record(),
                cut.depth,
                cut.nodes,
                one.depth,
                one.nodes,
            );
            assert!(cut.nodes <= slices * nodes + 1_024, "the slices keep to their nodes");
            let mut after = game.clone();
            after.play_turn(&cut.turn).expect("a legal turn");
        }
    }
}

#[test]
fn slices_go_on_where_the_last_stopped_instead_of_starting_again() {
    let game = game("w.ww./..b../b.b.w/..w.b/bb... b");
    let mut search = Search::new();
    let mut deepening = search.deepen(&game, &Limits::depth(64)).unwrap();
    let mut depths = Vec::new();
    for _ in 0..12 {
        let choice = search.resume(&mut deepening, Slice::nodes(3_000), &|| 0.0).unwrap();
        depths.push(choice.depth);
    }
    assert!(depths.windows(2).all(|w| w[0] <= w[1]), "the depth never goes back: {depths:?}");
    // The old way: each slice a search of its own, restarting at depth 1 on the warm table.
    let mut restarting = Search::new();
    let limits = Limits { depth: Some(64), nodes: Some(3_000), ..Limits::default() };
    let restarted = (0..12).map(|_| restarting.choose(&game, &limits, &|| 0.0).unwrap().depth).max().unwrap();
    assert!(depths[11] >= restarted, "resumed {depths:?}, restarted at most {restarted}");
    assert!(depths[11] > depths[0], "later slices search deeper: {depths:?}");
}

#[test]
fn the_same_slices_give_the_same_answer() {
    let game = game("wwwbb/bbbbw/bw.bb/wwwbb/wbwww w");
    assert_eq!(sliced(&game, 6, 4_000), sliced(&game, 6, 4_000));
}

#[test]
fn a_slice_on_a_finished_deepening_searches_no_more() {
    // One stone of black's is left to take: a win at once.
    let game = game("...../...../wb.w./...../....b w");
    let mut search = Search::new();
    let mut deepening = search.deepen(&game, &Limits::depth(64)).unwrap();
    let first = search.resume(&mut deepening, Slice::nodes(100_000), &|| 0.0).unwrap();
    assert!(deepening.finished() && first.proven && first.score > PROVEN, "{first:?}");
    let again = search.resume(&mut deepening, Slice::nodes(100_000), &|| 0.0).unwrap();
    assert_eq!(again, first);
    let mut over = game.clone();
    over.play_turn(&first.turn).unwrap();
    assert!(search.deepen(&over, &Limits::depth(64)).is_none(), "no deepening of a game over");
}

/// Small endings: black or white down to a stone or two, every depth from 1.
fn endings() -> Vec<Game> {
    [
        "...../...../wb.w./...../....b w",
        "...../...../wb.w./...../....b b",
        "w.w../...../...../w..../bb... b",
        "w.w../...../...../w..../bb... w",
        ".w..b/.b.../...../w.bw./..... w",
        ".w..b/.b.../...../w.bw./..... b",
        "..b../.w.../...../...w./b.... w",
    ]
    .into_iter()
    .map(game)
    .collect()
}

#[test]
fn proven_is_said_only_of_a_score_the_deepest_search_confirms() {
    let mut proofs = 0;
    for game in endings() {
        let deep = whole(&game, 400_000);
        for depth in 1..=5 {
            let choice = Search::new().choose(&game, &Limits::depth(depth), &|| 0.0).unwrap();
            assert_eq!(choice.proven, choice.score.abs() >= PROVEN, "{}: {choice:?}", game.record());
            if choice.proven {
                proofs += 1;
                assert!(deep.proven, "{} at depth {depth}: {choice:?}, deeper: {deep:?}", game.record());
                assert_eq!(choice.score.signum(), deep.score.signum(), "{}: {choice:?} {deep:?}", game.record());
            }
        }
        // The same of a search cut into slices.
        let cut = sliced(&game, 30, 3_000);
        assert_eq!(cut.proven, cut.score.abs() >= PROVEN, "{}: {cut:?}", game.record());
        if cut.proven {
            assert_eq!(cut.score.signum(), deep.score.signum(), "{}: {cut:?} {deep:?}", game.record());
        }
    }
    assert!(proofs >= 5, "some of these endings are proven within five turns ({proofs})");
}

#[test]
fn an_estimate_is_never_said_to_be_proven() {
    for game in positions() {
        let choice = whole(&game, 20_000);
        assert!(!choice.proven || choice.score.abs() >= PROVEN, "{}: {choice:?}", game.record());
    }
    // A level that overlooks captures proves no loss: it did not look at every turn.
    let game = game("...../...../wb.w./...../....b b");
    let choice = Search::new().choose(&game, &Limits::level(1), &|| 0.0).unwrap();
    assert!(!choice.proven || choice.score >= PROVEN, "{choice:?}");
}
